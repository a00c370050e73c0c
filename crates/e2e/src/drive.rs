//! Driving a live game's page through its interface, as a person would: the presses on each board for an action a
//! script chose, and waiting for the server to record what the page sent.

use std::time::Duration;

use backgammon::{Action, Backgammon, Color, GameState};
use boardgame::{Game, GameKind, Player};
use games::{Live, Session};

use crate::Browser;
use testkit::live::{Next, Socket};

/// How long a page may take to send an action the server then records.
pub const ACTION_PATIENCE: Duration = Duration::from_secs(20);

/// Reads the socket until the room has more than `plies` actions or has ended.
pub async fn until_more(eyes: &mut Socket, plies: usize, what: &str) {
    let deadline = tokio::time::Instant::now() + ACTION_PATIENCE;
    while eyes.state.actions.len() <= plies && eyes.state.end.is_none() {
        tokio::time::timeout_at(deadline, eyes.next())
            .await
            .unwrap_or_else(|_| {
                panic!("the server did not record {what} within {ACTION_PATIENCE:?}")
            });
    }
}

/// A cell on the board (Xiangqi, Hnefatafl, Banqi).
pub fn cell(name: &str) -> String {
    format!(".play.live svg.board rect.cell[data-cell='{name}']")
}

/// A spot on the backgammon board, in White's numbering as the page names them; `point` in the mover's.
pub fn spot(mover: Color, point: u8) -> String {
    let name = match point {
        25 => "bar".to_owned(),
        0 => "off".to_owned(),
        p if mover == Color::White => p.to_string(),
        p => (25 - p).to_string(),
    };
    format!(".play.live svg.board rect.spot[data-point='{name}']")
}

/// The presses for `action` (the text a player sends) on a square board: `h2e2`, `d1-d4xd5`, `flip c4`, `a1xc1`.
pub fn presses(game: GameKind, action: &str) -> Vec<String> {
    match game {
        GameKind::Xiangqi => vec![action[..2].to_owned(), action[2..4].to_owned()],
        GameKind::Hnefatafl => {
            let (from, rest) = action.split_once('-').expect("a tafl move has a dash");
            vec![from.to_owned(), rest.split('x').next().unwrap().to_owned()]
        }
        GameKind::Banqi => match action.strip_prefix("flip ") {
            Some(square) => vec![square.to_owned()],
            None => vec![action[..2].to_owned(), action[3..5].to_owned()],
        },
        GameKind::Backgammon => unreachable!("backgammon is played on points"),
    }
}

/// The backgammon position after `played`.
pub fn backgammon_state(played: &[String]) -> GameState {
    let mut session = Session::<Backgammon>::follow([Player::Human, Player::Human]);
    for text in played {
        session.accept(text).unwrap();
    }
    *session.position()
}

/// Whether, after `played`, the side on roll in a Backgammon game cannot move: the server plays that pass itself,
/// just after the roll, so nobody's page or script sends it.
pub fn dance_due(game: GameKind, played: &[String]) -> bool {
    game == GameKind::Backgammon && Backgammon::pass(&backgammon_state(played)).is_some()
}

/// Does `next` on the page through the interface, once the page has caught up with the room's `played` actions.
pub async fn perform(page: &Browser, game: GameKind, played: &[String], next: &Next) {
    let plies = played.len();
    page.wait_until(
        &format!("the page to show the {plies} actions played"),
        &format!("document.querySelectorAll('.play.live .moves .ply').length === {plies}"),
    )
    .await;
    if let Next::Act(_) = next {
        page.wait_for(".play.live.yours").await;
    }
    match next {
        Next::Roll => page.click(".play.live button.roll:not([disabled])").await,
        Next::Act(action) if game == GameKind::Backgammon => {
            let state = backgammon_state(played);
            let plays = state.legal_plays();
            let play = plays
                .iter()
                .find(|p| Backgammon::format_action(&state, &Action::Play(**p)) == *action)
                .unwrap_or_else(|| panic!("{action} is not among the legal plays"));
            // The page waits for the person's turn with its Confirm button; a forced play is laid out already.
            page.wait_for(".play.live button.confirm").await;
            if plays.len() > 1 {
                for m in play.moves() {
                    page.click(&spot(state.on_roll(), m.from)).await;
                    page.click(&spot(state.on_roll(), m.to)).await;
                }
            }
            page.click(".play.live button.confirm:not([disabled])")
                .await;
        }
        Next::Act(action) => {
            for name in presses(game, action) {
                page.click(&cell(&name)).await;
            }
        }
        Next::Computer(_) => panic!("the page plays the computer's moves itself"),
    }
}
