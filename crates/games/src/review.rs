//! The computer as a coach, looking back over a game ([`review`]): the first seat's chance of winning at every ply,
//! and the people's moves that threw most of it away, each with the move the computer would have played instead.
//!
//! Every position is judged by [`Computer::appraise`] (a search as deep as Normal's); a move's cost is the mover's
//! chance before it less the chance after it. Only the largest costs are checked again by Expert: where Expert
//! would have played the same move, the drop was the short search's horizon, not the person's mistake.

use boardgame::{GameRecord, Level, Outcome, Player, Seat, Turn};
use protocol::worker::{Mistake, Review};

use crate::{Appraisal, Computer, ReplayError, move_seed, replay};

/// A move that loses at least this much of the mover's chance of winning is a mistake worth showing.
pub const MISTAKE: f32 = 0.15;
/// At most this many mistakes are shown, the costliest.
pub const SHOWN: usize = 5;

/// The coach's review of `record`, any game of the four, finished or not.
///
/// # Errors
/// If the record does not replay.
pub fn review(record: &GameRecord) -> Result<Review, ReplayError> {
    crate::with_game!(record.game, G => review_of::<G>(record))
}

/// The first seat's chance of winning in `position`: the result once the game is over, else the computer's view.
fn first_chance<G: Computer>(position: &G::Position, seed: u64) -> f32 {
    match G::outcome(position) {
        Some(Outcome::Win(Seat::First)) => 1.0,
        Some(Outcome::Win(Seat::Second)) => 0.0,
        Some(Outcome::Draw) => 0.5,
        None => G::appraise(position, seed).of(Seat::First),
    }
}

fn review_of<G: Computer>(record: &GameRecord) -> Result<Review, ReplayError> {
    let line = replay::<G>(record)?;
    let seed = |ply: usize| move_seed(record.seed.unwrap_or_default(), ply);
    let mut chances = Vec::with_capacity(line.len() + 1);
    // The people's moves: ply, seat.
    let mut moves = Vec::new();
    line.visit(|before, _| {
        let ply = chances.len();
        if let Turn::Player(seat) = G::turn(before)
            && record.players[seat.index()] == Player::Human
        {
            moves.push((ply, seat));
        }
        chances.push(first_chance::<G>(before, seed(ply)));
    });
    chances.push(first_chance::<G>(line.position(), seed(line.len())));

    let of = |seat: Seat, ply: usize| {
        Appraisal {
            seat: Seat::First,
            chance: chances[ply],
        }
        .of(seat)
    };
    let mut costly: Vec<(f32, usize, Seat)> = moves
        .into_iter()
        .map(|(ply, seat)| (of(seat, ply) - of(seat, ply + 1), ply, seat))
        .filter(|&(lost, ..)| lost >= MISTAKE)
        .collect();
    costly.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut mistakes = Vec::new();
    // Each check is an Expert search: twice as many as are shown at most, so a review's cost stays bounded.
    for &(lost, ply, seat) in costly.iter().take(2 * SHOWN) {
        let before = line.position_at(ply);
        let better = G::choose(&before, Level::Expert, seed(ply));
        if better != line.actions()[ply] {
            mistakes.push(Mistake {
                ply,
                seat,
                lost,
                better: G::format_action(&before, &better),
            });
        }
        if mistakes.len() == SHOWN {
            break;
        }
    }
    mistakes.sort_by_key(|mistake| mistake.ply);
    Ok(Review { chances, mistakes })
}

#[cfg(test)]
mod tests {
    use backgammon::Backgammon;
    use boardgame::{Game, GameKind, Level};
    use xiangqi::Xiangqi;

    use super::*;

    fn record(game: GameKind, players: [Player; 2], actions: &[&str]) -> GameRecord {
        GameRecord {
            game,
            seed: Some(11),
            start: None,
            players,
            actions: actions.iter().map(|&a| a.to_owned()).collect(),
            end: None,
        }
    }

    const PEOPLE: [Player; 2] = [Player::Human, Player::Human];

    /// Red lifts a chariot and walks it in front of Black's cannon, which takes it over Red's own cannon.
    const CHARIOT_LOST: [&str; 5] = ["i0i1", "a9a8", "i1h1", "h7h1", "b0c2"];

    #[test]
    fn a_chariot_given_away_is_the_mistake_and_the_computer_keeps_it() {
        let review = review(&record(GameKind::Xiangqi, PEOPLE, &CHARIOT_LOST)).unwrap();
        assert_eq!(review.chances.len(), CHARIOT_LOST.len() + 1);
        assert!(
            review.chances[3] < review.chances[2] - MISTAKE,
            "{:?}",
            review.chances
        );
        let mistake = review
            .mistakes
            .iter()
            .find(|m| m.ply == 2)
            .unwrap_or_else(|| panic!("the chariot is not marked: {:?}", review.mistakes));
        assert_eq!(mistake.seat, Seat::First);
        assert!(mistake.lost >= MISTAKE);
        assert_ne!(mistake.better, "i1h1");
        // The better move is a legal one there.
        let line =
            replay::<Xiangqi>(&record(GameKind::Xiangqi, PEOPLE, &CHARIOT_LOST[..2])).unwrap();
        let before = line.position();
        let better = Xiangqi::parse_action(before, &mistake.better).unwrap();
        assert!(Xiangqi::legal_actions(before).contains(&better));

        // The computer's moves are not the person's to learn from: against it, only Red's are marked.
        let computer = [Player::Human, Player::Computer { level: Level::Easy }];
        let review = super::review(&record(GameKind::Xiangqi, computer, &CHARIOT_LOST)).unwrap();
        assert!(review.mistakes.iter().all(|m| m.seat == Seat::First));
        let easy = Player::Computer { level: Level::Easy };
        let computers = [easy.clone(), easy];
        let review = super::review(&record(GameKind::Xiangqi, computers, &CHARIOT_LOST)).unwrap();
        assert!(review.mistakes.is_empty());
    }

    /// A game of `game` the computer plays against itself at Easy, to its end.
    fn self_play(game: GameKind) -> GameRecord {
        let mut record = record(game, PEOPLE, &[]);
        while crate::chance_move(&record)
            .or_else(|_| crate::computer_move(&record, Level::Easy, None))
            .map(|action| record.actions.push(action))
            .is_ok()
        {}
        record
    }

    #[test]
    fn chances_are_probabilities_ending_in_the_result() {
        for game in [GameKind::Backgammon, GameKind::Hnefatafl] {
            let record = self_play(game);
            let review = review(&record).unwrap();
            assert_eq!(review.chances.len(), record.actions.len() + 1);
            assert!(review.chances.iter().all(|c| (0.0..=1.0).contains(c)));
            let last = *review.chances.last().unwrap();
            assert!(last == 0.0 || last == 1.0, "{game:?} ends at {last}");
            let mut plies: Vec<usize> = review.mistakes.iter().map(|m| m.ply).collect();
            plies.dedup();
            assert_eq!(plies.len(), review.mistakes.len());
            assert!(plies.is_sorted() && plies.len() <= SHOWN);
        }
    }

    #[test]
    fn a_backgammon_play_never_gains_on_the_best_one_ply_play() {
        // Before a play the mover's chance is their best play's; the play made can only match it or fall short.
        let record = self_play(GameKind::Backgammon);
        let review = review(&record).unwrap();
        let line = replay::<Backgammon>(&record).unwrap();
        let (mut ply, mut plays) = (0, 0);
        line.visit(|before, _| {
            if let Turn::Player(seat) = Backgammon::turn(before) {
                let of = |p: usize| match seat {
                    Seat::First => review.chances[p],
                    Seat::Second => 1.0 - review.chances[p],
                };
                assert!(of(ply) + 1e-6 >= of(ply + 1), "ply {ply}");
                plays += 1;
            }
            ply += 1;
        });
        assert!(plays > 10);
    }

    #[test]
    fn a_record_that_does_not_replay_is_an_error() {
        let broken = record(GameKind::Xiangqi, PEOPLE, &["i0i1", "e0e5"]);
        assert!(matches!(
            review(&broken),
            Err(ReplayError::Action { ply: 2, .. })
        ));
    }
}
