//! What `tabula` says to a person about a game: the seats by their names (Red, Attackers, White...) and the ends in
//! words, from the site's English catalogue (`crates/web/locales/en.ftl`, read at build time), so the command line
//! and the web say the same thing.

use boardgame::{Outcome, RecordEnd, Seat};
use games::Live;

/// The site's English messages.
const CATALOGUE: &str = include_str!("../../web/locales/en.ftl");

/// The English message `key` with its `{ $name }` placeables filled from `args`, if the catalogue has it.
fn message(key: &str, args: &[(&str, &str)]) -> Option<String> {
    let text = CATALOGUE.lines().find_map(|line| {
        let (name, text) = line.split_once(" = ")?;
        (name == key).then_some(text)
    })?;
    Some(args.iter().fold(text.to_owned(), |text, (name, value)| {
        text.replace(&format!("{{ ${name} }}"), value)
    }))
}

/// The same, for a key the catalogue is known to have (the tests check each).
fn known(key: &str, args: &[(&str, &str)]) -> String {
    message(key, args).unwrap_or_else(|| key.to_owned())
}

/// `seat`'s name in `position`: "Red", "Defenders"...
pub fn side<G: Live>(position: &G::Position, seat: Seat) -> String {
    known(G::side_key(position, seat), &[])
}

/// A result as the web's banner heads it: "Red won", "Draw".
fn result<G: Live>(position: &G::Position, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win(seat) => known("play-wins", &[("side", &side::<G>(position, seat))]),
        Outcome::Draw => known("play-draw", &[]),
    }
}

/// An end as the web's banner says it: "Black won — perpetual check loses", "White won — Black resigned". A rules
/// reason the game does not know (a forged record's) is shown as written.
pub fn end<G: Live>(position: &G::Position, end: &RecordEnd) -> String {
    let seat_did = |key: &str, seat: Seat| known(key, &[("side", &side::<G>(position, seat))]);
    let (outcome, why) = match end {
        RecordEnd::Rules { outcome, reason } => {
            let key = format!("{}-end-{reason}", G::KIND.name());
            (
                *outcome,
                message(&key, &[]).unwrap_or_else(|| reason.clone()),
            )
        }
        RecordEnd::Resigned { seat } => (
            Outcome::Win(seat.opponent()),
            seat_did("end-resigned", *seat),
        ),
        RecordEnd::DrawAgreed => (Outcome::Draw, known("end-draw-agreed", &[])),
        RecordEnd::Timeout { seat, outcome } => (*outcome, seat_did("end-timeout", *seat)),
        RecordEnd::Abandoned { seat, outcome } => (*outcome, seat_did("end-abandoned", *seat)),
        RecordEnd::Forfeited { seat } => (
            Outcome::Win(seat.opponent()),
            seat_did("end-forfeited", *seat),
        ),
        RecordEnd::Aborted => return known("end-aborted", &[]),
    };
    format!("{} — {why}", result::<G>(position, outcome))
}

/// Whose turn it is: "Defenders to move".
pub fn to_move<G: Live>(position: &G::Position, seat: Seat) -> String {
    known("play-to-move", &[("side", &side::<G>(position, seat))])
}

/// "1 action", "9 actions".
pub fn actions(count: usize) -> String {
    match count {
        1 => "1 action".to_owned(),
        _ => format!("{count} actions"),
    }
}

#[cfg(test)]
mod tests {
    use boardgame::{Game, GameKind};

    use super::*;

    /// Every key this module asks for, for every game: each must be in the catalogue, or `tabula` would print a key.
    fn keys<G: Live>(position: &G::Position) -> Vec<String> {
        let mut keys: Vec<String> = [
            "play-wins",
            "play-draw",
            "play-to-move",
            "end-resigned",
            "end-draw-agreed",
            "end-timeout",
            "end-abandoned",
            "end-forfeited",
            "end-aborted",
        ]
        .map(str::to_owned)
        .to_vec();
        keys.extend(Seat::BOTH.map(|seat| G::side_key(position, seat).to_owned()));
        keys
    }

    #[test]
    fn every_key_asked_for_is_in_the_catalogue() {
        let mut rng = boardgame::GameRng::from_seed(1);
        let mut all = keys::<xiangqi::Xiangqi>(&xiangqi::Xiangqi::start(&mut rng));
        all.extend(keys::<hnefatafl::Hnefatafl>(&hnefatafl::Hnefatafl::start(
            &mut rng,
        )));
        all.extend(keys::<banqi::Banqi>(&banqi::Banqi::start(&mut rng)));
        all.extend(keys::<backgammon::Backgammon>(
            &backgammon::Backgammon::start(&mut rng),
        ));
        let missing: Vec<&String> = all.iter().filter(|k| message(k, &[]).is_none()).collect();
        assert!(missing.is_empty(), "{missing:?}");
    }

    #[test]
    fn ends_are_said_as_the_web_says_them() {
        let game = xiangqi::GameState::new();
        let said = |e: RecordEnd| end::<xiangqi::Xiangqi>(&game, &e);
        assert_eq!(
            said(RecordEnd::Rules {
                outcome: Outcome::Win(Seat::Second),
                reason: "perpetual_check".into()
            }),
            "Black won — perpetual check loses"
        );
        assert_eq!(
            said(RecordEnd::Resigned { seat: Seat::Second }),
            "Red won — Black resigned"
        );
        assert_eq!(said(RecordEnd::DrawAgreed), "Draw — draw agreed");
        assert_eq!(said(RecordEnd::Aborted), "Game aborted — no result");
        // A reason the game does not have is shown as the record wrote it.
        assert_eq!(
            said(RecordEnd::Rules {
                outcome: Outcome::Win(Seat::First),
                reason: "king_escaped".into()
            }),
            "Red won — king_escaped"
        );
        assert_eq!(GameKind::Xiangqi.name(), "xiangqi");
    }
}
