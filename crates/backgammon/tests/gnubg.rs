//! Legal plays agree with GNU Backgammon on the positions in `data/gnubg_plays.txt`
//! (written by `tools/backgammon/gnubg_data.py`): same resulting positions, same notation, and the notation reads back.

use std::collections::{BTreeMap, BTreeSet};

use backgammon::{Dice, Play, Position, format_play, legal_plays, parse_play, single_moves};

struct Case {
    position_id: String,
    dice: Dice,
    label: String,
    /// Resulting Position ID (opponent on roll) → gnubg's notation; empty for a dance.
    plays: BTreeMap<String, String>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/gnubg_plays.txt");
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let mut fields = line.splitn(5, ' ');
        match fields.next() {
            Some("P") => {
                let id = fields.next().unwrap().to_owned();
                let a: u8 = fields.next().unwrap().parse().unwrap();
                let b: u8 = fields.next().unwrap().parse().unwrap();
                cases.push(Case {
                    position_id: id,
                    dice: Dice::new(a, b).unwrap(),
                    label: fields.next().unwrap().to_owned(),
                    plays: BTreeMap::new(),
                });
            }
            Some("M") => {
                let (result, notation) = line[2..].split_once(' ').unwrap();
                if result != "-" {
                    let case = cases.last_mut().unwrap();
                    case.plays.insert(result.to_owned(), notation.to_owned());
                }
            }
            other => panic!("unexpected line {other:?}"),
        }
    }
    cases
}

fn result_id(play: &Play) -> String {
    play.result().switch_sides().position_id()
}

#[test]
fn legal_plays_match_gnubg_on_every_stored_position() {
    let cases = cases();
    assert!(cases.len() >= 400, "{} cases", cases.len());
    for case in &cases {
        let position = Position::from_position_id(&case.position_id).unwrap();
        let ours = legal_plays(&position, case.dice);
        let context = format!("{} {} ({})", case.position_id, case.dice, case.label);
        if case.plays.is_empty() {
            assert!(
                ours.len() == 1 && ours[0].is_dance(),
                "{context}: gnubg dances, we have {ours:?}"
            );
            continue;
        }
        let ids: BTreeSet<String> = ours.iter().map(result_id).collect();
        let theirs: BTreeSet<String> = case.plays.keys().cloned().collect();
        assert_eq!(ids, theirs, "{context}: resulting positions differ");
        for play in &ours {
            let notation = &case.plays[&result_id(play)];
            assert_eq!(&format_play(&position, play), notation, "{context}");
            assert_eq!(
                parse_play(&position, case.dice, notation).as_ref(),
                Ok(play),
                "{context}"
            );
        }
    }
}

/// The rule situations the stored data must cover, judged by our own engine on gnubg's positions.
fn categories(position: &Position, dice: Dice) -> Vec<&'static str> {
    let plays = legal_plays(position, dice);
    let can_move = |die: u8| !single_moves(position, die).is_empty();
    let longest = plays.iter().map(|p| p.moves().len()).max().unwrap_or(0);
    let hits = |play: &Play| {
        play.moves()
            .iter()
            .any(|m| m.to > 0 && position.theirs(usize::from(m.to)) == 1)
    };
    let bears_off = |play: &Play| play.moves().iter().any(|m| m.to == 0);
    let highest = position.highest_point();
    let mut found = Vec::new();
    if position.bar() > 0 && longest > 0 {
        found.push("bar entry");
    }
    if plays[0].is_dance() {
        found.push("dance");
    }
    if !dice.is_double() && longest == 1 && can_move(dice.low()) && can_move(dice.high()) {
        found.push("forced larger die");
    }
    let wastes = |first: u8, second: u8| {
        single_moves(position, first)
            .iter()
            .any(|(_, after)| single_moves(after, second).is_empty())
    };
    if !dice.is_double()
        && longest == 2
        && (wastes(dice.high(), dice.low()) || wastes(dice.low(), dice.high()))
    {
        found.push("must use both");
    }
    if dice.is_double() && (1..4).contains(&longest) {
        found.push("double not fully playable");
    }
    let high_die_off = |play: &Play| {
        play.moves()
            .iter()
            .any(|m| m.to == 0 && m.from != dice.high() && m.from != dice.low())
    };
    if plays.iter().any(high_die_off) {
        found.push("bear-off with a higher die");
    }
    if highest <= 6
        && [dice.high(), dice.low()]
            .iter()
            .any(|&d| position.mine(usize::from(d)) == 0 && highest > usize::from(d))
    {
        found.push("bear-off blocked by a checker above");
    }
    if plays.iter().any(|p| bears_off(p) && hits(p)) {
        found.push("hit during bear-off");
    }
    found
}

#[test]
fn stored_positions_cover_every_rule_category() {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for case in cases() {
        let position = Position::from_position_id(&case.position_id).unwrap();
        for category in categories(&position, case.dice) {
            *counts.entry(category).or_default() += 1;
        }
    }
    let expected = [
        "bar entry",
        "dance",
        "forced larger die",
        "must use both",
        "double not fully playable",
        "bear-off with a higher die",
        "bear-off blocked by a checker above",
        "hit during bear-off",
    ];
    for category in expected {
        assert!(
            counts.get(category).copied().unwrap_or(0) > 0,
            "no {category} case in {counts:?}"
        );
    }
}
