-- The leaderboards' totals, kept up to date in the transaction that counts each finished ranked game: one row per
-- player, game, calendar month (its first second, UTC) and level. A board sums a few rows per player instead of
-- every game; a monthly board reads one month.
CREATE TABLE ranked_totals (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    month INTEGER NOT NULL,
    -- 1 easy, 2 normal, 3 expert.
    level_rank INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    losses INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    points INTEGER NOT NULL,
    PRIMARY KEY (user_id, game, month, level_rank)
);
CREATE INDEX ranked_totals_by_month ON ranked_totals (month, game);
INSERT INTO ranked_totals (user_id, game, month, level_rank, wins, losses, draws, points)
    SELECT user_id, game, CAST(strftime('%s', finished_at, 'unixepoch', 'start of month') AS INTEGER), level_rank,
        SUM(CASE WHEN result = 'win' THEN 1 ELSE 0 END), SUM(CASE WHEN result = 'loss' THEN 1 ELSE 0 END),
        SUM(CASE WHEN result = 'draw' THEN 1 ELSE 0 END), SUM(points)
    FROM ranked_games
    GROUP BY user_id, game, CAST(strftime('%s', finished_at, 'unixepoch', 'start of month') AS INTEGER), level_rank;
