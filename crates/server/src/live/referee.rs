//! The rules side of a live game, whatever the game: a [`Session`] dealt by the server's secret, behind one
//! object-safe trait so a room holds any of the four games — and, in a ranked game, the server's own AI, which
//! checks the computer moves the player's device sends.

use boardgame::{GameKind, GameRecord, Level, RecordEnd, Seat, Turn};
use games::{Computer, Dealer, Live, Session};
use protocol::ErrorCode;

use super::Refusal;

/// A live game's rules: whose decision it waits for, what is legal, what chance brings, how it ends.
pub(crate) trait Referee: Send + Sync {
    /// A copy (commands are tried on a copy and kept only once stored).
    fn clone_box(&self) -> Box<dyn Referee>;
    /// Actions so far.
    fn plies(&self) -> usize;
    /// The seat whose decision the game waits for (the player to move, or the one to roll).
    fn awaited(&self) -> Option<Seat>;
    /// Plays `text`, chosen by `seat`; answers the action as recorded (a flip with its result).
    fn act(&mut self, seat: Seat, text: &str) -> Result<String, Refusal>;
    /// Rolls for `seat`, whose roll it is.
    fn roll(&mut self, seat: Seat) -> Result<String, Refusal>;
    /// Plays the action due now that nobody chooses — a forced pass, or a roll nobody presses (the opening roll,
    /// or every roll when `rolls_wait` is false) — and answers it.
    fn step(&mut self, rolls_wait: bool) -> Option<String>;
    /// Takes in an action already stored (when a game is loaded or another instance wrote it).
    fn replay(&mut self, text: &str) -> Result<(), games::ReplayError>;
    /// The rules' end, once the game is over by them.
    fn rules_end(&self) -> Option<RecordEnd>;
    /// Whether `seat` could still win by the rules.
    fn can_win(&self, seat: Seat) -> bool;
    /// Whether the game allows draws by agreement.
    fn draws_allowed(&self) -> bool;
    /// The seed the start was dealt from (revealed when the game is over, so its record replays).
    fn start_seed(&self) -> u64;
    /// The seed of the action due now (the computer's, when it is to move).
    fn ply_seed(&self) -> u64;
    /// Whether `text`, sent for `seat`, is the move the computer at `level` makes now with [`Referee::ply_seed`];
    /// refused when it is not a legal action of `seat`'s. Runs the AI: call it off the async runtime.
    fn is_computer_choice(&self, seat: Seat, text: &str, level: Level) -> Result<bool, Refusal>;
    /// The record so far (the start seed in it, as it is revealed at the end).
    fn record(&self) -> GameRecord;
}

impl Clone for Box<dyn Referee> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A new referee of `game`, dealing from `secret`, with the players' kinds.
pub(crate) fn new(
    game: GameKind,
    secret: [u8; 32],
    players: [boardgame::Player; 2],
) -> Box<dyn Referee> {
    fn make<G: Live + Computer + 'static>(
        secret: [u8; 32],
        players: [boardgame::Player; 2],
    ) -> Box<dyn Referee>
    where
        G::Position: Send + Sync,
        G::Action: Send + Sync,
    {
        let dealer = Dealer::Secret(secret);
        Box::new(Rules::<G> {
            session: Session::new(players, &dealer),
            dealer,
        })
    }
    games::with_game!(game, G => make::<G>(secret, players))
}

struct Rules<G: Live> {
    session: Session<G>,
    dealer: Dealer,
}

fn illegal(error: impl std::fmt::Display) -> Refusal {
    Refusal::new(ErrorCode::IllegalAction, error.to_string())
}

fn not_your_turn() -> Refusal {
    Refusal::new(
        ErrorCode::NotYourTurn,
        "it is not your decision to make now",
    )
}

impl<G: Live + Computer + 'static> Referee for Rules<G>
where
    G::Position: Send + Sync,
    G::Action: Send + Sync,
{
    fn clone_box(&self) -> Box<dyn Referee> {
        Box::new(Rules::<G> {
            session: self.session.clone(),
            dealer: self.dealer.clone(),
        })
    }

    fn plies(&self) -> usize {
        self.session.plies()
    }

    fn awaited(&self) -> Option<Seat> {
        self.session.awaited()
    }

    fn act(&mut self, seat: Seat, text: &str) -> Result<String, Refusal> {
        if self.session.turn() != Turn::Player(seat) {
            return Err(not_your_turn());
        }
        self.session
            .choose_text(text)
            .map(|(_, recorded)| recorded)
            .map_err(illegal)
    }

    fn roll(&mut self, seat: Seat) -> Result<String, Refusal> {
        if self.session.turn() != Turn::Chance || self.session.awaited() != Some(seat) {
            return Err(not_your_turn());
        }
        let roll = self
            .session
            .due(&self.dealer)
            .expect("chance always has a result");
        Ok(self.session.play(roll))
    }

    fn step(&mut self, rolls_wait: bool) -> Option<String> {
        let waits =
            rolls_wait && self.session.turn() == Turn::Chance && self.session.awaited().is_some();
        if waits {
            return None;
        }
        let action = self.session.due(&self.dealer)?;
        Some(self.session.play(action))
    }

    fn replay(&mut self, text: &str) -> Result<(), games::ReplayError> {
        self.session.play_text(text).map(|_| ())
    }

    fn rules_end(&self) -> Option<RecordEnd> {
        self.session.rules_end()
    }

    fn can_win(&self, seat: Seat) -> bool {
        G::can_win(self.session.position(), seat)
    }

    fn draws_allowed(&self) -> bool {
        G::DRAWS
    }

    fn start_seed(&self) -> u64 {
        self.dealer.start_seed()
    }

    fn ply_seed(&self) -> u64 {
        self.dealer.ply_seed(self.session.plies())
    }

    fn is_computer_choice(&self, seat: Seat, text: &str, level: Level) -> Result<bool, Refusal> {
        if self.session.turn() != Turn::Player(seat) {
            return Err(not_your_turn());
        }
        let position = self.session.position();
        let action = games::legal_action::<G>(position, text, games::Reading::Choice)
            .ok_or_else(|| illegal(format!("{text:?} is not a legal action here")))?;
        Ok(G::choose(position, level, self.ply_seed()) == action)
    }

    fn record(&self) -> GameRecord {
        self.session.record().clone()
    }
}
