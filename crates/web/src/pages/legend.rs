//! The piece legend of the two games played with the Xiangqi set: each piece's characters (Red's and Black's), its
//! name and what it does, in the reader's language. Banqi moves the same pieces by other rules, so it has lines of
//! its own, in its order of rank.

use boardgame::GameKind;
use leptos::prelude::*;
use xiangqi::{Color, Kind, Piece};

use crate::board::xiangqi::{glyph, kind_name};
use crate::i18n::t;

/// Banqi's ranks, strongest first (the cannon, which captures by jumping, stands apart before the soldier).
const BANQI_ORDER: [Kind; 7] = [
    Kind::King,
    Kind::Advisor,
    Kind::Elephant,
    Kind::Chariot,
    Kind::Horse,
    Kind::Cannon,
    Kind::Soldier,
];

/// The legend of `game`'s pieces, for the games drawn with Chinese characters.
pub fn legend(game: GameKind) -> Option<impl IntoView> {
    let (kinds, intro) = match game {
        GameKind::Xiangqi => (Kind::ALL, None),
        GameKind::Banqi => (BANQI_ORDER, Some(t("banqi-legend-intro"))),
        GameKind::Backgammon | GameKind::Hnefatafl => return None,
    };
    let name = game.name();
    let rows = kinds
        .into_iter()
        .map(|kind| {
            let piece = kind_name(kind);
            view! {
                <tr data-kind=piece>
                    <td class="glyphs">
                        <span class="glyph red">{glyph(Piece::new(Color::Red, kind))}</span>
                        <span class="glyph black">{glyph(Piece::new(Color::Black, kind))}</span>
                    </td>
                    <th scope="row">{t(&format!("xiangqi-{piece}"))}</th>
                    <td>{t(&format!("{name}-legend-{piece}"))}</td>
                </tr>
            }
        })
        .collect_view();
    Some(view! {
        {intro.map(|text| view! { <p class="legend-intro">{text}</p> })}
        <table class="legend" data-game=name>
            <tbody>{rows}</tbody>
        </table>
    })
}
