//! The computer as a coach after a casual game: the review (asked of the worker, so it runs on the device, offline)
//! draws one seat's chance of winning over the moves and lists the people's costliest moves; a click on one shows
//! the position before it with the better move framed on the board.

use boardgame::{GameRecord, Seat};
use games::Appraisal;
use leptos::prelude::*;
use protocol::worker::Review;

use super::{WebGame, computer};
use crate::i18n::{number, t, t_args};
use crate::table::Table;

/// The chart's size in its own units: plies run along the width, the chance (0 to 1) up the height.
const WIDTH: f32 = 300.0;
const HEIGHT: f32 = 100.0;

/// What the table's game looks like to the review: shown only for the record it was made of.
struct Reviewed {
    record: GameRecord,
    review: Review,
}

/// The review panel of a finished game. `seat` is whose chances the chart draws (the person's, or in hot-seat the
/// seat at the bottom), `reader` who reads the moves; a click on a mistake sets `viewing` and `hint`.
pub(crate) fn panel<G: WebGame>(
    table: RwSignal<Table<G>>,
    viewing: RwSignal<Option<usize>>,
    shown: Memo<usize>,
    hint: RwSignal<Option<(usize, G::Action)>>,
    seat: Signal<Seat>,
    reader: Signal<Seat>,
) -> impl IntoView {
    let reviewed = RwSignal::new(None::<Reviewed>);
    let asking = RwSignal::new(false);
    let failed = RwSignal::new(false);
    let over = move || table.with(|t| G::outcome(t.position()).is_some() && !t.line().is_empty());
    let current = move || {
        reviewed.with(|r| {
            r.as_ref()
                .is_some_and(|r| table.with(|game| r.record == *game.record()))
        })
    };
    let start = move |_| {
        let record = table.with_untracked(|t| t.record().clone());
        asking.set(true);
        failed.set(false);
        computer::review(record.clone(), move |answer| {
            asking.set(false);
            match answer {
                Ok(review) => reviewed.set(Some(Reviewed { record, review })),
                Err(_) => failed.set(true),
            }
        });
    };
    let chart = move || {
        reviewed.with(|r| {
            let review = &r.as_ref()?.review;
            let seat = seat.get();
            let last = review.chances.len().saturating_sub(1).max(1) as f32;
            let x = move |ply: usize| ply as f32 * WIDTH / last;
            let y = move |chance: f32| {
                let first = Appraisal {
                    seat: Seat::First,
                    chance,
                };
                (1.0 - first.of(seat)) * HEIGHT
            };
            let points = review
                .chances
                .iter()
                .enumerate()
                .map(|(ply, &chance)| format!("{:.1},{:.1}", x(ply), y(chance)))
                .collect::<Vec<_>>()
                .join(" ");
            // A mistake is drawn where it left the mover: after the move.
            let marks = review
                .mistakes
                .iter()
                .map(|m| {
                    let (ply, better) = (m.ply, m.better.clone());
                    let go = move |_| show::<G>(table, viewing, hint, ply, &better);
                    let (cx, cy) = (x(ply + 1), y(review.chances[ply + 1]));
                    view! {
                        <circle class="mistake" data-ply=ply r="4"
                            cx=format!("{cx:.1}") cy=format!("{cy:.1}") on:click=go/>
                    }
                })
                .collect_view();
            let label = t_args(
                "review-chances",
                &[("side", t(G::seat_key(seat)).into())],
            );
            Some(view! {
                <p class="review-caption">{label.clone()}</p>
                <svg class="review-chart" viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-label=label>
                    <line class="even" x1="0" x2=WIDTH y1=HEIGHT / 2.0 y2=HEIGHT / 2.0/>
                    <line class="at" y1="0" y2=HEIGHT x1=move || format!("{:.1}", x(shown.get()))
                        x2=move || format!("{:.1}", x(shown.get()))/>
                    <polyline class="chances" points=points/>
                    {marks}
                </svg>
            })
        })
    };
    let list = move || {
        reviewed.with(|r| {
            let review = &r.as_ref()?.review;
            if review.mistakes.is_empty() {
                return Some(view! { <p class="review-none">{t("review-none")}</p> }.into_any());
            }
            let items = table.with(|game| {
                let line = game.line();
                review
                    .mistakes
                    .iter()
                    .map(|m| {
                        let before = line.position_at(m.ply);
                        let played = G::move_text(&before, &line.actions()[m.ply], reader.get());
                        let better = G::parse_action(&before, &m.better)
                            .map(|a| G::move_text(&before, &a, reader.get()))
                            .unwrap_or_else(|_| m.better.clone());
                        let text = t_args(
                            "review-mistake",
                            &[
                                ("number", number(m.ply as i64 / 2 + 1).into()),
                                ("side", t(G::side_key(&before, m.seat)).into()),
                                ("played", played.into()),
                                ("lost", number((m.lost * 100.0).round() as i64).into()),
                                ("better", better.into()),
                            ],
                        );
                        let (ply, better) = (m.ply, m.better.clone());
                        let go = move |_| show::<G>(table, viewing, hint, ply, &better);
                        let current = move || shown.get() == ply && viewing.get().is_some();
                        view! {
                            <li><button class="mistake-move" data-ply=ply class:current=current
                                on:click=go>{text}</button></li>
                        }
                    })
                    .collect_view()
            });
            Some(view! { <ol class="mistakes">{items}</ol> }.into_any())
        })
    };
    move || {
        over().then(|| {
            let body = if current() {
                view! { {chart} {list} }.into_any()
            } else if asking.get() {
                view! { <p class="status thinking" role="status">{t("review-thinking")}</p> }.into_any()
            } else {
                view! {
                    <button class="review-start" on:click=start>{t("review-start")}</button>
                    {move || failed.get().then(|| view! { <p class="problem" role="alert">{t("review-failed")}</p> })}
                }
                .into_any()
            };
            view! {
                <section class="review" aria-label=t("review-heading")>
                    <h3>{t("review-heading")}</h3>
                    {body}
                </section>
            }
        })
    }
}

/// Shows the position before the mistake at `ply`, with the computer's better move framed on the board.
fn show<G: WebGame>(
    table: RwSignal<Table<G>>,
    viewing: RwSignal<Option<usize>>,
    hint: RwSignal<Option<(usize, G::Action)>>,
    ply: usize,
    better: &str,
) {
    let action = table.with_untracked(|t| G::parse_action(&t.line().position_at(ply), better).ok());
    viewing.set(Some(ply));
    hint.set(action.map(|action| (ply, action)));
}
