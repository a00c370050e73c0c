//! A live game's state and its platform rules, without any I/O: a command becomes events (or a refusal), and
//! events fold into the state the same way whether they were just made here or read back from the database.

use std::collections::HashMap;

use boardgame::{GameKind, GameRecord, Level, Outcome, Player, RecordEnd, Seat};
use protocol::ErrorCode;
use protocol::live::{
    CLAIM_AFTER_MS, Claim, ClientMessage, Clocks, Event, LiveKind, Played, PlayerInfo, RoomOptions,
    RoomStatus, SeatChoice, Snapshot,
};

use super::Refusal;
use super::referee::{self, Referee};
use clock::Clock;

mod clock;

/// The most actions a live game may have (chance included); further actions are refused.
pub(crate) const MAX_PLIES: usize = 600;

/// How long a ranked game may wait for a move (the person's, or the computer's from their device) before it is
/// abandoned: a loss (ms).
pub(crate) const ABANDON_MS: i64 = 10 * 60_000;

/// Whether a live game is a room between two people or a ranked game against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Two people; rolls wait for the roller's press.
    Room,
    /// A person against the computer at this level, in the seat the person does not hold (the person's seat is the
    /// options' seat choice). Rolls come at once; every started game counts.
    Ranked(Level),
}

impl Kind {
    /// The computer's level, in a ranked game.
    pub(crate) fn level(self) -> Option<Level> {
        match self {
            Kind::Room => None,
            Kind::Ranked(level) => Some(level),
        }
    }

    /// The kind as the wire names it.
    pub(crate) fn wire(self) -> LiveKind {
        match self {
            Kind::Room => LiveKind::Room,
            Kind::Ranked(_) => LiveKind::Ranked,
        }
    }
}

/// An event as stored: its number, whose command it answered, the command's id, and when (server ms).
#[derive(Clone, Debug)]
pub(crate) struct Stored {
    pub seq: u64,
    pub seat: Option<Seat>,
    pub client_id: Option<String>,
    pub at_ms: i64,
    pub event: Event,
}

/// Who is away: milliseconds each seat's last connection has been gone (`None`: connected).
pub(crate) type Away = [Option<u64>; 2];

/// A live game: its fixed terms, the folded events, the rules, the clock.
#[derive(Clone)]
pub(crate) struct LiveState {
    pub id: String,
    pub kind: Kind,
    pub game: GameKind,
    pub options: RoomOptions,
    pub created_at: i64,
    pub expires_at: i64,
    pub snapshot: Snapshot,
    referee: Box<dyn Referee>,
    clock: Option<Clock>,
    /// Commands already applied: (seat, id) → the event that answers it.
    commands: HashMap<(Seat, String), u64>,
    /// When the last event was stored (server ms).
    pub touched_ms: i64,
    /// Events made by the command in progress, not stored yet.
    pub pending: Vec<Stored>,
}

/// What a live game is made of before its first event: fixed when it is created, kept in its row.
pub(crate) struct Terms {
    pub id: String,
    pub kind: Kind,
    pub game: GameKind,
    pub options: RoomOptions,
    /// The server's secret the game's chance is dealt from.
    pub secret: [u8; 32],
    /// Unix seconds.
    pub created_at: i64,
    /// When an invitation nobody took expires (unix seconds).
    pub expires_at: i64,
}

/// Why stored events do not fold into a game: the database holds something this server would never have written.
#[derive(Debug, thiserror::Error)]
pub(crate) enum FoldError {
    #[error("event {found} follows event {seq}")]
    OutOfOrder { found: u64, seq: u64 },
    #[error(transparent)]
    Action(#[from] games::ReplayError),
}

impl LiveState {
    /// A game with no events yet.
    pub(crate) fn new(terms: Terms) -> LiveState {
        let Terms {
            id,
            kind,
            game,
            options,
            secret,
            created_at,
            expires_at,
        } = terms;
        LiveState {
            id,
            kind,
            game,
            options,
            created_at,
            expires_at,
            snapshot: Snapshot::default(),
            referee: referee::new(game, secret, players(kind, options)),
            clock: options.clock.map(Clock::new),
            commands: HashMap::new(),
            touched_ms: created_at * 1000,
            pending: Vec::new(),
        }
    }

    /// In a ranked game, the person's seat and the computer's level.
    pub(crate) fn ranked(&self) -> Option<(Seat, Level)> {
        Some((person_seat(self.options), self.kind.level()?))
    }

    /// The seat the computer plays, in a ranked game.
    fn computer_seat(&self) -> Option<Seat> {
        self.ranked().map(|(person, _)| person.opponent())
    }

    /// The game's record so far, with how it ended and the seed of its deal once it is over.
    pub(crate) fn record(&self) -> GameRecord {
        let mut record = self.referee.record();
        record.end.clone_from(&self.snapshot.end);
        record
    }

    /// The check of a computer move `text` sent by the person's device, with the computer's level, to run off the
    /// async runtime: `Ok(true)` when it is the move the server's AI makes here. Refused when the game is not on.
    pub(crate) fn computer_check(
        &self,
        text: &str,
    ) -> Result<
        (
            Level,
            impl FnOnce() -> Result<bool, Refusal> + Send + 'static,
        ),
        Refusal,
    > {
        self.require_on()?;
        let Some((person, level)) = self.ranked() else {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                "no computer plays in this room",
            ));
        };
        let referee = self.referee.clone();
        let text = text.to_owned();
        Ok((level, move || {
            referee.is_computer_choice(person.opponent(), &text, level)
        }))
    }

    /// The number of the last event.
    pub(crate) fn seq(&self) -> u64 {
        self.snapshot.seq
    }

    /// Where the room stands at `now` (unix seconds).
    pub(crate) fn status(&self, now: i64) -> RoomStatus {
        if self.snapshot.end.is_some() {
            RoomStatus::Finished
        } else if self.snapshot.started {
            RoomStatus::Playing
        } else if now >= self.expires_at {
            RoomStatus::Expired
        } else {
            RoomStatus::Waiting
        }
    }

    /// Whether the game is on: started and not over.
    fn on(&self) -> bool {
        self.snapshot.started && self.snapshot.end.is_none()
    }

    /// The seat a command answered by event `seq` came from, if it is known.
    pub(crate) fn answered(&self, seat: Seat, id: &str) -> Option<u64> {
        self.commands.get(&(seat, id.to_owned())).copied()
    }

    /// The snapshot as of `now`: the running clock shows the time left now.
    pub(crate) fn snapshot_at(&self, now_ms: i64) -> Snapshot {
        let mut snapshot = self.snapshot.clone();
        if let Some(clocks) = self.clocks_at(now_ms) {
            snapshot.clocks = Some(clocks);
        }
        snapshot
    }

    /// The clocks as of `now`, in a timed game in play.
    pub(crate) fn clocks_at(&self, now_ms: i64) -> Option<Clocks> {
        let clock = self.clock.as_ref()?;
        (self.snapshot.started && self.snapshot.end.is_none()).then(|| clock.show(now_ms))
    }

    /// A stored game: its terms and its events so far.
    pub(crate) fn restore(terms: Terms, events: &[Stored]) -> Result<LiveState, FoldError> {
        let mut state = LiveState::new(terms);
        for event in events {
            state.fold(event)?;
        }
        Ok(state)
    }

    /// Folds a stored event in (loading a game, or catching up with another instance's writes).
    pub(crate) fn fold(&mut self, stored: &Stored) -> Result<(), FoldError> {
        if stored.seq != self.snapshot.seq + 1 {
            return Err(FoldError::OutOfOrder {
                found: stored.seq,
                seq: self.snapshot.seq,
            });
        }
        if let Event::Played { played, .. } = &stored.event {
            self.referee.replay(&played.action)?;
        }
        self.take(stored);
        Ok(())
    }

    /// Applies an event to everything but the referee (which has already played it).
    fn take(&mut self, stored: &Stored) {
        self.snapshot.apply(stored.seq, &stored.event);
        self.touched_ms = stored.at_ms;
        if let (Some(clock), Some(clocks)) = (&mut self.clock, event_clocks(&stored.event)) {
            clock.restore(clocks, stored.at_ms);
        }
        if let (Some(seat), Some(id)) = (stored.seat, &stored.client_id) {
            self.commands
                .entry((seat, id.clone()))
                .or_insert(stored.seq);
        }
    }

    /// Makes an event (the referee has played any action in it) and keeps it pending.
    fn push(&mut self, event: Event, from: Option<(Seat, &str)>, now_ms: i64) {
        let stored = Stored {
            seq: self.snapshot.seq + 1,
            seat: from.map(|(seat, _)| seat),
            client_id: from.map(|(_, id)| id.to_owned()),
            at_ms: now_ms,
            event,
        };
        self.take(&stored);
        self.pending.push(stored);
    }

    /// An action just played by the referee, with the clocks after it.
    fn played(
        &mut self,
        seat: Option<Seat>,
        action: String,
        from: Option<(Seat, &str)>,
        now_ms: i64,
    ) {
        let awaited = self.referee.awaited();
        let clocks = self.clock.as_mut().map(|clock| {
            clock.hand_over(awaited, now_ms);
            clock.show(now_ms)
        });
        self.push(
            Event::Played {
                played: Played { seat, action },
                clocks,
            },
            from,
            now_ms,
        );
    }

    /// Ends the game.
    fn end(&mut self, end: RecordEnd, from: Option<(Seat, &str)>, now_ms: i64) {
        let clocks = self.clock.as_mut().map(|clock| {
            clock.stop(now_ms);
            clock.show(now_ms)
        });
        let seed = Some(self.referee.start_seed());
        self.push(Event::Ended { end, seed, clocks }, from, now_ms);
    }

    /// Plays what follows by itself (forced passes; rolls nobody presses), then the rules' end if it came — or, in
    /// a ranked game where the computer is to move, reveals the seed of its move (now that everything before it is
    /// about to be stored with it).
    fn settle(&mut self, now_ms: i64) {
        let rolls_wait = matches!(self.kind, Kind::Room);
        while let Some(action) = self.referee.step(rolls_wait) {
            self.played(None, action, None, now_ms);
        }
        if let Some(end) = self.referee.rules_end() {
            self.end(end, None, now_ms);
        } else if self.computer_seat().is_some() && self.referee.awaited() == self.computer_seat() {
            let seed = self.referee.ply_seed();
            self.push(Event::ComputerToMove { seed }, None, now_ms);
        }
    }

    /// Seats `player` in `seat`; when both seats are taken the game starts (and the opening roll is made).
    pub(crate) fn join(&mut self, seat: Seat, player: PlayerInfo, now_ms: i64) {
        self.push(Event::Joined { seat, player }, None, now_ms);
        if self.snapshot.players.iter().all(Option::is_some) && !self.snapshot.started {
            // The clock runs from the start for whoever must decide first (after the opening roll, in Backgammon).
            let awaited = self.referee.awaited();
            let clocks = self.clock.as_mut().map(|clock| {
                clock.hand_over(awaited, now_ms);
                clock.show(now_ms)
            });
            self.push(Event::Started { clocks }, None, now_ms);
            self.settle(now_ms);
        }
    }

    /// Ends the game on time when the running clock has run out at `now` — or, in a ranked game, as abandoned
    /// when it has waited [`ABANDON_MS`] for a move.
    pub(crate) fn check_flag(&mut self, now_ms: i64) {
        if !self.on() {
            return;
        }
        if let Some((person, _)) = self.ranked() {
            if now_ms >= self.touched_ms + ABANDON_MS {
                let outcome = Outcome::Win(person.opponent());
                let end = RecordEnd::Abandoned {
                    seat: person,
                    outcome,
                };
                self.end(end, None, now_ms);
            }
            return;
        }
        let Some(seat) = self.clock.and_then(|clock| clock.fallen(now_ms)) else {
            return;
        };
        let other = seat.opponent();
        let outcome = if self.referee.can_win(other) {
            Outcome::Win(other)
        } else {
            Outcome::Draw
        };
        self.end(RecordEnd::Timeout { seat, outcome }, None, now_ms);
    }

    /// When the running clock runs out (or a ranked game is abandoned), if nothing happens first (server ms).
    pub(crate) fn flag_due(&self) -> Option<i64> {
        if self.ranked().is_some() {
            return self.on().then_some(self.touched_ms + ABANDON_MS);
        }
        self.clock?.runs_out_at().filter(|_| self.on())
    }

    /// Applies `seat`'s command, making its events; `away` says how long each player has been gone (for a
    /// claim), `checked` whether a computer move is the server's AI's (see [`LiveState::computer_check`]). An
    /// agreed rematch is not handled here: it needs a new room (see the room's command handling).
    pub(crate) fn command(
        &mut self,
        seat: Seat,
        message: &ClientMessage,
        away: Away,
        checked: Option<bool>,
        now_ms: i64,
    ) -> Result<(), Refusal> {
        let id = message.id().unwrap_or_default();
        let from = Some((seat, id));
        if self.ranked().is_some()
            && matches!(
                message,
                ClientMessage::OfferDraw { .. }
                    | ClientMessage::AnswerDraw { .. }
                    | ClientMessage::Abort { .. }
                    | ClientMessage::Claim { .. }
            )
        {
            return Err(Refusal::new(
                ErrorCode::NotInRanked,
                "a started ranked game counts: the computer takes no draw and never leaves, resign to end it",
            ));
        }
        match message {
            ClientMessage::Act { action, .. } => {
                self.require_on()?;
                if self.referee.plies() >= MAX_PLIES {
                    return Err(Refusal::new(
                        ErrorCode::TooLong,
                        format!("a live game ends at {MAX_PLIES} actions"),
                    ));
                }
                let recorded = self.referee.act(seat, action)?;
                self.played(Some(seat), recorded, from, now_ms);
                self.settle(now_ms);
            }
            ClientMessage::Computer { action, .. } => {
                let computer = self.computer_seat().filter(|_| self.on()).ok_or_else(|| {
                    Refusal::new(ErrorCode::NotYourTurn, "no computer is to move")
                })?;
                match checked {
                    Some(true) => {
                        let recorded = self.referee.act(computer, action)?;
                        self.played(Some(computer), recorded, from, now_ms);
                        self.settle(now_ms);
                    }
                    Some(false) => self.end(RecordEnd::Forfeited { seat }, from, now_ms),
                    None => return Err(Refusal::internal(&"a computer move came unchecked")),
                }
            }
            ClientMessage::Roll { .. } => {
                self.require_on()?;
                let roll = self.referee.roll(seat)?;
                self.played(None, roll, from, now_ms);
                self.settle(now_ms);
            }
            ClientMessage::Resign { .. } => {
                self.require_on()?;
                self.end(RecordEnd::Resigned { seat }, from, now_ms);
            }
            ClientMessage::OfferDraw { .. } => {
                self.require_on()?;
                self.require_draws()?;
                match self.snapshot.draw_offer {
                    // Offering back is accepting.
                    Some(offer) if offer.seat != seat => {
                        self.end(RecordEnd::DrawAgreed, from, now_ms)
                    }
                    _ if self.snapshot.may_offer_draw(seat) => {
                        self.push(Event::DrawOffered { seat }, from, now_ms);
                    }
                    _ => {
                        return Err(Refusal::new(
                            ErrorCode::DrawOfferTooSoon,
                            "one offer at a time, and twenty plies between your offers",
                        ));
                    }
                }
            }
            ClientMessage::AnswerDraw { accept, .. } => {
                self.require_on()?;
                self.require_draws()?;
                if self
                    .snapshot
                    .draw_offer
                    .is_none_or(|offer| offer.seat == seat)
                {
                    return Err(Refusal::new(
                        ErrorCode::NoDrawOffer,
                        "no draw offer is waiting for your answer",
                    ));
                }
                if *accept {
                    self.end(RecordEnd::DrawAgreed, from, now_ms);
                } else {
                    self.push(Event::DrawDeclined { seat }, from, now_ms);
                }
            }
            ClientMessage::Abort { .. } => {
                self.require_not_over()?;
                if Seat::BOTH.iter().all(|&s| self.snapshot.has_moved(s)) {
                    return Err(Refusal::new(
                        ErrorCode::TooLateToAbort,
                        "both players have moved",
                    ));
                }
                self.end(RecordEnd::Aborted, from, now_ms);
            }
            ClientMessage::Claim { outcome, .. } => {
                self.require_on()?;
                let other = seat.opponent();
                let gone = away[other.index()].unwrap_or(0);
                if self.clock.is_some()
                    || self.referee.awaited() != Some(other)
                    || gone < CLAIM_AFTER_MS
                {
                    return Err(Refusal::new(
                        ErrorCode::ClaimTooEarly,
                        format!(
                            "a claim needs an untimed game and the opponent gone {} s on their turn",
                            CLAIM_AFTER_MS / 1000
                        ),
                    ));
                }
                let outcome = match outcome {
                    Claim::Win => Outcome::Win(seat),
                    Claim::Draw => Outcome::Draw,
                };
                self.end(
                    RecordEnd::Abandoned {
                        seat: other,
                        outcome,
                    },
                    from,
                    now_ms,
                );
            }
            ClientMessage::Rematch { .. } => {
                if self.snapshot.end.is_none() {
                    return Err(Refusal::new(ErrorCode::NoRematch, "the game is not over"));
                }
                if self.snapshot.rematch.is_none() && self.snapshot.rematch_offer.is_none() {
                    self.push(Event::RematchOffered { seat }, from, now_ms);
                }
            }
            ClientMessage::Flag { .. } | ClientMessage::Greet { .. } | ClientMessage::Ping => {}
        }
        Ok(())
    }

    /// Records that a rematch was agreed in room `room`.
    pub(crate) fn rematch(&mut self, seat: Seat, id: &str, room: String, now_ms: i64) {
        self.push(Event::Rematch { room }, Some((seat, id)), now_ms);
    }

    /// Whether `seat`'s rematch command would agree a rematch (the opponent offered one; the computer always
    /// plays again).
    pub(crate) fn accepts_rematch(&self, seat: Seat) -> bool {
        self.snapshot.end.is_some()
            && self.snapshot.rematch.is_none()
            && (self.ranked().is_some() || self.snapshot.rematch_offer == Some(seat.opponent()))
    }

    fn require_on(&self) -> Result<(), Refusal> {
        self.require_not_over()?;
        if !self.snapshot.started {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                "the game has not started: waiting for the opponent",
            ));
        }
        Ok(())
    }

    fn require_not_over(&self) -> Result<(), Refusal> {
        match self.snapshot.end {
            Some(_) => Err(Refusal::new(ErrorCode::GameOver, "the game is over")),
            None => Ok(()),
        }
    }

    fn require_draws(&self) -> Result<(), Refusal> {
        if self.referee.draws_allowed() {
            Ok(())
        } else {
            Err(Refusal::new(
                ErrorCode::DrawsNotAllowed,
                format!("{} has no draws by agreement", self.game),
            ))
        }
    }
}

/// The person's seat in a ranked game: the one its options chose.
fn person_seat(options: RoomOptions) -> Seat {
    match options.seat {
        SeatChoice::Second => Seat::Second,
        SeatChoice::First | SeatChoice::Random => Seat::First,
    }
}

/// Who plays each seat: two people in a room; the person and the computer in a ranked game.
fn players(kind: Kind, options: RoomOptions) -> [Player; 2] {
    let mut players = [Player::Human, Player::Human];
    if let Kind::Ranked(level) = kind {
        players[person_seat(options).opponent().index()] = Player::Computer { level };
    }
    players
}

fn event_clocks(event: &Event) -> Option<Clocks> {
    match event {
        Event::Started { clocks } | Event::Played { clocks, .. } | Event::Ended { clocks, .. } => {
            *clocks
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests;
