//! A game in progress, wherever it runs: the browser's table (hot-seat and against the computer), the server's
//! referee of a room or a ranked game, and a client following a room.
//!
//! A [`Session`] is a record kept in step with its [`Line`]: every action is checked against the rules, written into
//! the record in the game's notation and played. What nobody chooses — a roll, a forced pass — is due by itself
//! ([`Session::due`]) and drawn from a [`Dealer`]: the device's own seed for a local game, the server's secret for a
//! live one. A client that follows a live game does not know the deal: it starts from a stand-in
//! ([`Session::follow`]) and takes in each action as the referee recorded it ([`Session::accept`]), hidden
//! identities included as they are revealed.

use backgammon::{Backgammon, Phase};
use banqi::Banqi;
use boardgame::{Game, GameRecord, Player, RecordEnd, Seat, Turn};
use hnefatafl::Hnefatafl;
use xiangqi::Xiangqi;

use crate::replay::{check, check_with};
use crate::{Dealer, Line, ReplayError};

/// How [`legal_action`] reads an action's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The game's whole notation ([`Game::parse_action`]): an engine's answer, which may name what chance revealed.
    Notation,
    /// A player's choice sent to a referee ([`Live::parse_choice`]): text that names what chance decides is refused.
    Choice,
}

/// The legal action `text` names in `position`, or `None` if it does not read or is not among the legal actions:
/// "parse, then check it is legal" in one place for the referee and the browser's tables.
pub fn legal_action<G: Live>(
    position: &G::Position,
    text: &str,
    reading: Reading,
) -> Option<G::Action> {
    let read = match reading {
        Reading::Notation => G::parse_action(position, text),
        Reading::Choice => G::parse_choice(position, text),
    };
    read.ok()
        .filter(|action| G::legal_actions(position).contains(action))
}

/// What a game in progress needs of each game beyond [`Game`]: the platform facts the referee and the tables use.
pub trait Live: Game {
    /// Whether players may agree to a draw (Xiangqi and Banqi; not Backgammon or Hnefatafl).
    const DRAWS: bool = false;

    /// The key naming `seat` in the site's catalogues (`xiangqi-seat-red`, `hnefatafl-seat-attackers`, ...), so the page
    /// and the command line name the players alike.
    fn seat_key(seat: Seat) -> &'static str;

    /// The key naming `seat` in `position` (Banqi's seats take their colours from the first flip).
    fn side_key(_position: &Self::Position, seat: Seat) -> &'static str {
        Self::seat_key(seat)
    }

    /// The rules' reason for the end, once the game is over, as the game names it (`checkmate`, `king_escaped`,
    /// `gammon`, ...): records and the interface's messages use it.
    fn end_reason(position: &Self::Position) -> Option<&'static str>;

    /// What `seat`'s resignation in `position` concedes, as the game names it (Backgammon: `single`, `gammon` or
    /// `backgammon`), where the game measures a win.
    fn resigned_reason(_position: &Self::Position, _seat: Seat) -> Option<&'static str> {
        None
    }

    /// The pass the player to move must make, if passing is all they can do (a backgammon dance).
    fn pass(_position: &Self::Position) -> Option<Self::Action> {
        None
    }

    /// At a chance turn, the seat whose roll it is (who presses Roll in a room); `None` when chance acts by itself
    /// (the backgammon opening roll).
    fn roller(_position: &Self::Position) -> Option<Seat> {
        None
    }

    /// Puts in place what `text`, an action as the referee recorded it, reveals, in a line whose hidden set-up is a
    /// stand-in (a Banqi flip's piece): the same change in its `start` and its `latest` position, so every position
    /// replayed from the start agrees. What it cannot put in place is left for parsing to refuse.
    fn reveal(_start: &mut Self::Position, _latest: &mut Self::Position, _text: &str) {}

    /// The text a player sends a referee for `action`: the notation without what chance decides (a Banqi flip's
    /// piece is the referee's to tell).
    fn request(position: &Self::Position, action: &Self::Action) -> String {
        Self::format_action(position, action)
    }

    /// Reads `text` as a player sends it to a referee: only what the player chooses, judged by what every player
    /// sees. Where chance decides part of an action (what a Banqi flip turns over), text that names that part is
    /// refused whatever it names, so neither an answer nor a refusal can depend on a secret.
    fn parse_choice(position: &Self::Position, text: &str) -> Result<Self::Action, Self::Error> {
        Self::parse_action(position, text)
    }

    /// Whether `seat` could still win by the rules: when the opponent's clock runs out and it could not, the game is
    /// drawn.
    fn can_win(_position: &Self::Position, _seat: Seat) -> bool {
        true
    }
}

impl Live for Xiangqi {
    fn seat_key(seat: Seat) -> &'static str {
        match xiangqi::Color::from_seat(seat) {
            xiangqi::Color::Red => "xiangqi-seat-red",
            xiangqi::Color::Black => "xiangqi-seat-black",
        }
    }

    const DRAWS: bool = true;

    fn end_reason(game: &xiangqi::GameState) -> Option<&'static str> {
        game.outcome().map(|end| end.reason())
    }

    fn can_win(game: &xiangqi::GameState, seat: Seat) -> bool {
        let color = match seat {
            Seat::First => xiangqi::Color::Red,
            Seat::Second => xiangqi::Color::Black,
        };
        game.position().has_attackers(color)
    }
}

impl Live for Hnefatafl {
    fn seat_key(seat: Seat) -> &'static str {
        match seat {
            Seat::First => "hnefatafl-seat-attackers",
            Seat::Second => "hnefatafl-seat-defenders",
        }
    }

    fn end_reason(game: &hnefatafl::GameState) -> Option<&'static str> {
        game.outcome().map(|win| win.reason())
    }
}

impl Live for Banqi {
    fn seat_key(seat: Seat) -> &'static str {
        match seat {
            Seat::First => "banqi-seat-first",
            Seat::Second => "banqi-seat-second",
        }
    }

    fn side_key(position: &banqi::Position, seat: Seat) -> &'static str {
        match position.color_of(seat) {
            None => Self::seat_key(seat),
            Some(banqi::Color::Red) => "banqi-seat-red",
            Some(banqi::Color::Black) => "banqi-seat-black",
        }
    }

    const DRAWS: bool = true;

    fn end_reason(position: &banqi::Position) -> Option<&'static str> {
        position.outcome().map(|end| end.reason())
    }

    fn request(_position: &banqi::Position, action: &banqi::Action) -> String {
        action.to_string()
    }

    fn parse_choice(
        position: &banqi::Position,
        text: &str,
    ) -> Result<banqi::Action, banqi::NotationError> {
        Ok(position.view().parse_choice(text)?)
    }

    fn reveal(start: &mut banqi::Position, latest: &mut banqi::Position, text: &str) {
        if let Ok(banqi::ActionText {
            action: banqi::Action::Flip(square),
            revealed: Some(piece),
        }) = text.parse()
            // A face-down piece never moved since the start, so the trade holds there too. A failure is left for
            // parsing to report as a mismatch.
            && let Ok(Some(other)) = latest.reveal(square, piece)
        {
            start.swap_hidden(square, other);
        }
    }
}

impl Live for Backgammon {
    fn seat_key(seat: Seat) -> &'static str {
        match backgammon::Color::from_seat(seat) {
            backgammon::Color::White => "backgammon-seat-white",
            backgammon::Color::Black => "backgammon-seat-black",
        }
    }

    fn end_reason(state: &backgammon::GameState) -> Option<&'static str> {
        state.outcome().map(|win| win.kind().name())
    }
    fn resigned_reason(state: &backgammon::GameState, seat: Seat) -> Option<&'static str> {
        Some(state.resignation(backgammon::Color::from_seat(seat)).name())
    }

    fn pass(state: &backgammon::GameState) -> Option<backgammon::Action> {
        match state.legal_plays().as_slice() {
            [only] if only.is_dance() => Some(backgammon::Action::Play(*only)),
            _ => None,
        }
    }

    fn roller(state: &backgammon::GameState) -> Option<Seat> {
        (state.phase() == Phase::Roll).then(|| state.on_roll().seat())
    }
}

/// A game in progress or finished, its record kept in step with its line of positions.
pub struct Session<G: Live> {
    record: GameRecord,
    line: Line<G>,
}

impl<G: Live> Clone for Session<G> {
    fn clone(&self) -> Self {
        Session {
            record: self.record.clone(),
            line: self.line.clone(),
        }
    }
}

impl<G: Live> std::fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("record", &self.record)
            .finish()
    }
}

impl<G: Live> Session<G> {
    /// A new game from the standard start as `dealer` deals it. The record carries the start seed: a device's seed,
    /// or a referee's (which stays on the server until the game is over).
    pub fn new(players: [Player; 2], dealer: &Dealer) -> Self {
        Session {
            record: GameRecord {
                game: G::KIND,
                seed: Some(dealer.start_seed()),
                start: None,
                players,
                actions: Vec::new(),
                end: None,
            },
            line: Line::new(dealer.start::<G>()),
        }
    }

    /// A game dealt by someone else, followed from its public actions: a hidden set-up starts as a stand-in, put
    /// right piece by piece as [`Session::accept`] takes in what each action reveals. The record has no seed until
    /// the referee reveals it at the end ([`Session::set_seed`]).
    pub fn follow(players: [Player; 2]) -> Self {
        let mut session = Session::new(players, &Dealer::Seeded(0));
        session.record.seed = None;
        session
    }

    /// A saved or imported record, checked against the rules.
    pub fn from_record(record: GameRecord) -> Result<Self, ReplayError> {
        let line = crate::replay::<G>(&record)?;
        Ok(Session { record, line })
    }

    /// The record so far.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Sets how the game ended beyond its rules (resignation, agreement, time...), or clears it.
    pub fn set_end(&mut self, end: Option<RecordEnd>) {
        self.record.end = end;
    }

    /// Records the seed the game was dealt from, once a referee reveals it.
    pub fn set_seed(&mut self, seed: u64) {
        self.record.seed = Some(seed);
    }

    /// The line of positions.
    pub fn line(&self) -> &Line<G> {
        &self.line
    }

    /// The latest position.
    pub fn position(&self) -> &G::Position {
        self.line.position()
    }

    /// Actions so far.
    pub fn plies(&self) -> usize {
        self.line.len()
    }

    /// Who plays `seat`.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.record.players[seat.index()]
    }

    /// The rules' end, once the game is over by them: who won and why.
    pub fn rules_end(&self) -> Option<RecordEnd> {
        crate::replay::rules_end::<G>(self.position())
    }

    /// Whose decision comes next.
    pub fn turn(&self) -> Turn {
        G::turn(self.position())
    }

    /// The seat whose decision the game waits for: the player to move, or the one who rolls next; `None` when
    /// chance acts by itself or the game is over.
    pub fn awaited(&self) -> Option<Seat> {
        match self.turn() {
            Turn::Player(seat) => Some(seat),
            Turn::Chance => G::roller(self.position()),
            Turn::Over => None,
        }
    }

    /// The seat whose person is to move now, if a person is to move.
    pub fn person_to_move(&self) -> Option<Seat> {
        match self.turn() {
            Turn::Player(seat) if *self.player(seat) == Player::Human => Some(seat),
            _ => None,
        }
    }

    /// Plays a legal `action` and writes it into the record.
    pub fn play(&mut self, action: G::Action) -> String {
        let text = G::format_action(self.position(), &action);
        self.record.actions.push(text.clone());
        self.line.play(action);
        text
    }

    /// Plays `text` if it is a legal action here; answers the action and its text as recorded (a flip with its
    /// result). Nothing changes when it is refused.
    pub fn play_text(&mut self, text: &str) -> Result<(G::Action, String), ReplayError> {
        let action = check::<G>(self.position(), self.plies() + 1, text)?;
        let recorded = self.play(action.clone());
        Ok((action, recorded))
    }

    /// Plays `text`, sent by the player to move, if it names a legal choice of theirs ([`Live::parse_choice`]: what
    /// chance decides is filled in here, never taken from the text); answers the action and its text as recorded.
    /// Nothing changes when it is refused, and no refusal depends on a secret.
    pub fn choose_text(&mut self, text: &str) -> Result<(G::Action, String), ReplayError> {
        let action = check_with::<G>(self.position(), self.plies() + 1, text, G::parse_choice)?;
        let recorded = self.play(action.clone());
        Ok((action, recorded))
    }

    /// Takes in an action as the referee recorded it — with what it revealed — after putting the revealed part in
    /// place in a stand-in set-up.
    pub fn accept(&mut self, text: &str) -> Result<G::Action, ReplayError> {
        self.line
            .amend(|start, latest| G::reveal(start, latest, text));
        self.play_text(text).map(|(action, _)| action)
    }

    /// The action due now that nobody chooses: the roll (drawn by `dealer` for this ply) at a chance turn, or the
    /// forced pass at a player's turn. A room waits for the roller's Roll before drawing; a device's table and the
    /// ranked referee play it at once ([`Session::settle`]).
    pub fn due(&self, dealer: &Dealer) -> Option<G::Action> {
        match self.turn() {
            Turn::Chance => Some(dealer.chance::<G>(self.position(), self.plies())),
            Turn::Player(_) => G::pass(self.position()),
            Turn::Over => None,
        }
    }

    /// Plays every action due now (rolls and forced passes), each the same at the same ply on every replay (so undo
    /// never re-rolls). Answers their texts.
    pub fn settle(&mut self, dealer: &Dealer) -> Vec<String> {
        let mut played = Vec::new();
        while let Some(action) = self.due(dealer) {
            played.push(self.play(action));
        }
        played
    }

    /// Takes back the latest choice of a person, and everything after it (the computer's replies, rolls, passes):
    /// against the computer, undo gives the person their move back. Returns whether anything was taken back.
    pub fn undo(&mut self) -> bool {
        let Some(ply) = self.last_choice() else {
            return false;
        };
        self.line.truncate(ply);
        self.record.actions.truncate(ply);
        self.record.end = None;
        true
    }

    /// Whether [`Session::undo`] would take anything back.
    pub fn can_undo(&self) -> bool {
        self.last_choice().is_some()
    }

    /// The index of the latest action a person chose (not a roll or a forced pass).
    fn last_choice(&self) -> Option<usize> {
        let mut latest = None;
        let mut ply = 0;
        self.line.visit(|before, _| {
            if matches!(G::turn(before), Turn::Player(seat) if *self.player(seat) == Player::Human)
                && G::pass(before).is_none()
            {
                latest = Some(ply);
            }
            ply += 1;
        });
        latest
    }
}

#[cfg(test)]
mod tests;
