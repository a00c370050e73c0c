//! The leaderboards' maintained totals, on SQLite and PostgreSQL: after a thousand random results and a few deleted
//! accounts, the totals are exactly what the games add up to, and every board answers what a board recomputed from
//! the games themselves says.

mod common;

use std::collections::BTreeMap;

use boardgame::{GameKind, GameRng, Level, Seat};
use common::{PASSWORD, START, TestApp};
use protocol::leaderboard::Board;
use protocol::ranked::RankedResult;
use serde_json::json;
use server::results::{Finished, count_alone};
use sqlx::Row;

on_both_backends!(maintained_totals_equal_the_games_they_count,);

/// A player's sums, per board: (points, wins and losses per level, best level beaten).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Sums {
    points: i64,
    wins: [i64; 3],
    losses: [i64; 3],
    best: Option<usize>,
}

async fn maintained_totals_equal_the_games_they_count(app: TestApp) {
    let db = app.db().await;
    let mut players = Vec::new();
    for n in 0..12 {
        let name = format!("player{n}");
        players.push((name.clone(), app.user(&name).await));
    }
    let ids: Vec<i64> = {
        let mut ids = Vec::new();
        for (name, _) in &players {
            let row = sqlx::query("SELECT id FROM users WHERE username = $1")
                .bind(name)
                .fetch_one(&db.pool)
                .await
                .unwrap();
            ids.push(row.get::<i64, _>("id"));
        }
        ids
    };
    let mut rng = GameRng::from_seed(2026);
    let results = [RankedResult::Win, RankedResult::Loss, RankedResult::Draw];
    for n in 0..1000 {
        let finished = Finished {
            user: ids[rng.below(ids.len() as u32) as usize],
            live_game: format!("g{n}"),
            game: GameKind::ALL[rng.below(4) as usize],
            level: Level::ALL[rng.below(3) as usize],
            side: Seat::First,
            result: results[rng.below(3) as usize],
            plies: 10,
            record: "{}".into(),
            // Over the three months before the test's time, and this one.
            finished_at: START - i64::from(rng.below(100 * 86_400)) + 86_400,
        };
        count_alone(&db, &finished).await.unwrap();
        if n % 100 == 0 {
            // Counting a game again changes nothing.
            count_alone(&db, &finished).await.unwrap();
        }
    }
    // Three players leave, taking their games and totals with them.
    let departed: i64 = sqlx::query(&format!(
        "SELECT COUNT(*) AS n FROM ranked_games WHERE user_id IN ({}, {}, {})",
        ids[0], ids[1], ids[2]
    ))
    .fetch_one(&db.pool)
    .await
    .unwrap()
    .get("n");
    assert!(departed > 0);
    for (name, client) in players.iter_mut().take(3) {
        let (status, body) = client
            .send_json("DELETE", "/api/me", json!({"password": PASSWORD}))
            .await;
        assert!(status.is_success(), "{name}: {body}");
    }

    // The totals are the games' sums.
    let totals = sqlx::query(
        "SELECT user_id, game, month, level_rank, wins, losses, draws, points FROM ranked_totals",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    let mut kept = BTreeMap::new();
    for row in &totals {
        let key: (i64, String, i64, i64) = (
            row.get("user_id"),
            row.get("game"),
            row.get("month"),
            row.get("level_rank"),
        );
        let sums: [i64; 4] = [
            row.get("wins"),
            row.get("losses"),
            row.get("draws"),
            row.get("points"),
        ];
        kept.insert(key, sums);
    }
    let games = sqlx::query(
        "SELECT g.user_id, u.username, g.game, g.level_rank, g.result, g.points, g.finished_at \
         FROM ranked_games g JOIN users u ON u.id = g.user_id",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert_eq!(
        games.len() as i64,
        1000 - departed,
        "the departed players' games went with them"
    );
    let mut recomputed: BTreeMap<(i64, String, i64, i64), [i64; 4]> = BTreeMap::new();
    let month = |at: i64| server_month(at);
    for row in &games {
        let key = (
            row.get::<i64, _>("user_id"),
            row.get::<String, _>("game"),
            month(row.get("finished_at")),
            row.get::<i64, _>("level_rank"),
        );
        let sums = recomputed.entry(key).or_default();
        match row.get::<String, _>("result").as_str() {
            "win" => sums[0] += 1,
            "loss" => sums[1] += 1,
            _ => sums[2] += 1,
        }
        sums[3] += row.get::<i64, _>("points");
    }
    assert_eq!(kept, recomputed, "the totals are the games' sums");
    assert!(!ids[..3].iter().any(|id| kept.keys().any(|k| k.0 == *id)));

    // Every board answers what the games say.
    for game in ["all", "banqi", "backgammon", "xiangqi", "hnefatafl"] {
        for (period, since) in [("all", i64::MIN), ("month", server_month(START))] {
            let mut expected: BTreeMap<String, Sums> = BTreeMap::new();
            for row in &games {
                let at: i64 = row.get("finished_at");
                let of_game = game == "all" || row.get::<String, _>("game") == game;
                if !of_game || at < since {
                    continue;
                }
                let sums = expected.entry(row.get("username")).or_default();
                let level = row.get::<i64, _>("level_rank") as usize - 1;
                sums.points += row.get::<i64, _>("points");
                match row.get::<String, _>("result").as_str() {
                    "win" => {
                        sums.wins[level] += 1;
                        sums.best = sums.best.max(Some(level));
                    }
                    "loss" => sums.losses[level] += 1,
                    _ => {}
                }
            }
            let mut ranked: Vec<(String, Sums)> =
                expected.into_iter().filter(|(_, s)| s.points > 0).collect();
            ranked.sort_by(|a, b| b.1.points.cmp(&a.1.points).then(a.0.cmp(&b.0)));
            ranked.truncate(50);
            let (_, body) = app
                .client()
                .get(&format!(
                    "/api/leaderboard?game={game}&period={period}&limit=50"
                ))
                .await;
            let board: Board = serde_json::from_value(body).unwrap();
            let shown: Vec<(String, Sums)> = board
                .entries
                .iter()
                .map(|e| {
                    let best = e
                        .best_level
                        .map(|l| Level::ALL.iter().position(|x| *x == l).unwrap());
                    let sums = Sums {
                        points: e.points,
                        wins: [e.wins.easy, e.wins.normal, e.wins.expert],
                        losses: [e.losses.easy, e.losses.normal, e.losses.expert],
                        best,
                    };
                    (e.username.clone(), sums)
                })
                .collect();
            assert!(!shown.is_empty(), "{game} {period}");
            assert_eq!(shown, ranked, "the {game} board of period {period}");
        }
    }
}

/// The first second of the UTC month `at` falls in (as the server counts months).
fn server_month(at: i64) -> i64 {
    let days = at.div_euclid(86_400);
    // Civil date from days since 1970 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5;
    (days - day) * 86_400
}
