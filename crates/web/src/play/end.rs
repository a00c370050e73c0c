//! The banner a finished game shows, on this device or in a room.

use boardgame::{Outcome, RecordEnd, Seat};

use super::WebGame;
use crate::i18n::{t, t_args};

/// The banner text for a finished game: the platform's end (resignation, agreement, time...) when there is one,
/// else the rules' end of `position`. Against the computer (`person`: the seat the person plays) it speaks to the
/// person: "You won", "The computer won".
pub(crate) fn end_text<G: WebGame>(
    position: &G::Position,
    end: Option<&RecordEnd>,
    person: Option<Seat>,
) -> Option<String> {
    let side = |seat: Seat| t(G::side_key(position, seat));
    let head = |outcome: Outcome| match (outcome, person) {
        (Outcome::Win(seat), Some(person)) if seat == person => t("play-you-won"),
        (Outcome::Win(_), Some(_)) => t("play-computer-won"),
        (Outcome::Win(seat), None) => t_args("play-wins", &[("side", side(seat).into())]),
        (Outcome::Draw, _) => t("play-draw"),
    };
    let (outcome, reason) = match end {
        None | Some(RecordEnd::Rules { .. }) => (
            G::outcome(position)?,
            G::end_reason(position).map(|r| t(&format!("{}-end-{r}", G::KIND.name()))),
        ),
        Some(RecordEnd::Resigned { seat }) => (
            Outcome::Win(seat.opponent()),
            // Where the game measures a win (Backgammon), the resignation says what it concedes.
            Some(match G::resigned_reason(position, *seat) {
                Some(size) => t_args(
                    "end-resigned-size",
                    &[
                        ("side", side(*seat).into()),
                        ("size", t(&format!("{}-end-{size}", G::KIND.name())).into()),
                    ],
                ),
                None => t_args("end-resigned", &[("side", side(*seat).into())]),
            }),
        ),
        Some(RecordEnd::DrawAgreed) => (Outcome::Draw, Some(t("end-draw-agreed"))),
        Some(RecordEnd::Timeout { seat, outcome }) => (
            *outcome,
            Some(t_args("end-timeout", &[("side", side(*seat).into())])),
        ),
        Some(RecordEnd::Abandoned { seat, outcome }) => (
            *outcome,
            Some(t_args("end-abandoned", &[("side", side(*seat).into())])),
        ),
        Some(RecordEnd::Forfeited { seat }) => (
            Outcome::Win(seat.opponent()),
            Some(t_args("end-forfeited", &[("side", side(*seat).into())])),
        ),
        Some(RecordEnd::Aborted) => return Some(t("end-aborted")),
    };
    let head = head(outcome);
    Some(match reason {
        Some(reason) => format!("{head} — {reason}"),
        None => head,
    })
}
