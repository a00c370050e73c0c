//! Ratings for games between people: Glicko-2 from the `skillratings` crate (the maths is not ours), one rating per
//! player and game, each rated room game its own rating period (as lichess does). A rated game changes both
//! ratings in the transaction that stores its end ([`record`], called by `live::store`), with a history row per
//! player for the profile's chart and the game's page; an aborted game — or one that ends before each player has
//! moved — changes nothing.

use boardgame::{GameKind, Outcome, Seat};
use protocol::rating::{RatingChange, provisional};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, glicko2_rating_period};
use sqlx::Row;

pub use skillratings::glicko2::Glicko2Rating as Rating;

use crate::db::{Backend, Db};

/// The site's Glicko-2 system: τ = 0.5 and the convergence tolerance Glickman's paper suggests.
pub const CONFIG: Glicko2Config = Glicko2Config {
    tau: 0.5,
    convergence_tolerance: 0.000_001,
};

/// Where every player starts in every game: 1500, deviation 350, volatility 0.06.
pub const START: Rating = Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};

/// `player`'s rating after one rating period with these games (each against an opponent's rating, with the result
/// for `player`).
#[must_use]
pub fn period(player: &Rating, games: &[(Rating, Outcomes)]) -> Rating {
    glicko2_rating_period(player, games, &CONFIG)
}

/// Both seats' ratings after one game between them that ended with `outcome`: for each, a rating period of that
/// one game against the other's rating before it.
#[must_use]
pub fn game(before: [Rating; 2], outcome: Outcome) -> [Rating; 2] {
    let result = |seat: Seat| match outcome {
        Outcome::Win(winner) if winner == seat => Outcomes::WIN,
        Outcome::Win(_) => Outcomes::LOSS,
        Outcome::Draw => Outcomes::DRAW,
    };
    Seat::BOTH.map(|seat| {
        period(
            &before[seat.index()],
            &[(before[seat.opponent().index()], result(seat))],
        )
    })
}

/// A rated game that has just ended with a result: what [`record`] rates.
#[derive(Clone, Debug)]
pub(crate) struct Rated {
    /// The live game (its history rows are keyed by it, so it is rated once).
    pub game_id: String,
    /// The game.
    pub game: GameKind,
    /// The accounts in the first and second seats.
    pub users: [i64; 2],
    /// The result.
    pub outcome: Outcome,
    /// When it ended (unix seconds).
    pub at: i64,
}

/// Rates `rated` inside `tx`, the transaction that stores its end: both players' ratings (from [`START`] for a
/// first game) and a history row each. A game already rated changes nothing.
pub(crate) async fn record(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    backend: Backend,
    rated: &Rated,
) -> Result<(), sqlx::Error> {
    let game = rated.game.name();
    // Rows first, then locked in the order of the accounts' ids, so two games ending at once on PostgreSQL
    // neither lose an update nor deadlock (SQLite has one writer anyway).
    let mut order = rated.users;
    order.sort_unstable();
    for user in order {
        sqlx::query(
            "INSERT INTO ratings (user_id, game, rating, deviation, volatility, games, updated_at) \
             VALUES ($1, $2, $3, $4, $5, 0, $6) ON CONFLICT (user_id, game) DO NOTHING",
        )
        .bind(user)
        .bind(game)
        .bind(START.rating)
        .bind(START.deviation)
        .bind(START.volatility)
        .bind(rated.at)
        .execute(&mut **tx)
        .await?;
    }
    let lock = if backend == Backend::Postgres {
        " FOR UPDATE"
    } else {
        ""
    };
    let mut before = [START; 2];
    for user in order {
        let row = sqlx::query(&format!(
            "SELECT rating, deviation, volatility FROM ratings WHERE user_id = $1 AND game = $2{lock}"
        ))
        .bind(user)
        .bind(game)
        .fetch_one(&mut **tx)
        .await?;
        let seat = usize::from(rated.users[1] == user);
        before[seat] = Rating {
            rating: row.try_get("rating")?,
            deviation: row.try_get("deviation")?,
            volatility: row.try_get("volatility")?,
        };
    }
    let after = self::game(before, rated.outcome);
    for seat in Seat::BOTH {
        let (old, new) = (before[seat.index()], after[seat.index()]);
        let inserted = sqlx::query(
            "INSERT INTO rating_history (game_id, user_id, game, seat, rating_before, deviation_before, \
             volatility_before, rating_after, deviation_after, volatility_after, at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (game_id, user_id) DO NOTHING",
        )
        .bind(&rated.game_id)
        .bind(rated.users[seat.index()])
        .bind(game)
        .bind(seat.name())
        .bind(old.rating)
        .bind(old.deviation)
        .bind(old.volatility)
        .bind(new.rating)
        .bind(new.deviation)
        .bind(new.volatility)
        .bind(rated.at)
        .execute(&mut **tx)
        .await?;
        if inserted.rows_affected() != 1 {
            continue;
        }
        sqlx::query(
            "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = games + 1, updated_at = $4 \
             WHERE user_id = $5 AND game = $6",
        )
        .bind(new.rating)
        .bind(new.deviation)
        .bind(new.volatility)
        .bind(rated.at)
        .bind(rated.users[seat.index()])
        .bind(game)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// What the rated game `game_id` did to each seat's rating, first then second; `None` when it was not rated.
pub(crate) async fn changes(
    db: &Db,
    game_id: &str,
) -> Result<Option<[RatingChange; 2]>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT seat, rating_before, rating_after, deviation_after FROM rating_history WHERE game_id = $1",
    )
    .bind(game_id)
    .fetch_all(&db.pool)
    .await?;
    let mut changes = [None, None];
    for row in rows {
        let seat: String = row.try_get("seat")?;
        let index = usize::from(seat == Seat::Second.name());
        changes[index] = Some(RatingChange {
            before: row.try_get::<f64, _>("rating_before")?.round() as i64,
            after: row.try_get::<f64, _>("rating_after")?.round() as i64,
            provisional: provisional(row.try_get("deviation_after")?),
        });
    }
    Ok(match changes {
        [Some(first), Some(second)] => Some([first, second]),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example ("Example of the Glicko-2 system", glicko.net/glicko/glicko2.pdf), with the
    /// site's configuration: a 1500/200/0.06 player beats a 1400/30 and loses to a 1550/100 and a 1700/300 in one
    /// rating period; the paper answers 1464.06 / 151.52 / 0.05999.
    ///
    /// The paper works by hand from intermediate values rounded to four decimals (μ' = −0.2069, φ' = 0.8722) and
    /// writes σ' cut to five, so the exact computation differs from its figures below their last printed decimal:
    /// 1464.0507, 151.5165, 0.0599960. Each figure is met within one unit of its last decimal, and the exact values
    /// are pinned so that a change in the crate's maths shows.
    #[test]
    fn glickmans_worked_example_with_the_sites_configuration() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let after = period(
            &player,
            &[
                (opponent(1400.0, 30.0), Outcomes::WIN),
                (opponent(1550.0, 100.0), Outcomes::LOSS),
                (opponent(1700.0, 300.0), Outcomes::LOSS),
            ],
        );
        assert!((after.rating - 1464.06).abs() <= 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() <= 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() <= 0.000_01, "{after:?}");
        // The paper's figures from its rounded Glicko-2 scale values.
        let mu = ((after.rating - 1500.0) / 173.7178 * 1e4).round() / 1e4;
        let phi = (after.deviation / 173.7178 * 1e4).round() / 1e4;
        assert_eq!((mu, phi), (-0.2069, 0.8722));
        assert_eq!(((173.7178 * mu + 1500.0) * 100.0).round() / 100.0, 1464.06);
        assert_eq!((173.7178 * phi * 100.0).round() / 100.0, 151.52);
        assert_eq!((after.volatility * 1e5).floor() / 1e5, 0.05999);
        // The exact values.
        assert!((after.rating - 1_464.050_670_5).abs() < 1e-6, "{after:?}");
        assert!((after.deviation - 151.516_524_1).abs() < 1e-6, "{after:?}");
        assert!((after.volatility - 0.059_995_984).abs() < 1e-8, "{after:?}");
    }

    #[test]
    fn a_game_is_a_rating_period_for_each_player() {
        let [winner, loser] = game([START, START], Outcome::Win(Seat::First));
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-9);
        assert_eq!(
            winner,
            period(&START, &[(START, Outcomes::WIN)]),
            "the same code rates a game and a period"
        );
        let [a, b] = game([START, START], Outcome::Draw);
        assert_eq!(a, b);
        assert!((a.rating - 1500.0).abs() < 1e-9 && a.deviation < 350.0);
    }
}
