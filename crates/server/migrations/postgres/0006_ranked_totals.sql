-- The leaderboards' totals, kept up to date in the transaction that counts each finished ranked game: one row per
-- player, game, calendar month (its first second, UTC) and level. A board sums a few rows per player instead of
-- every game; a monthly board reads one month.
CREATE TABLE ranked_totals (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    month BIGINT NOT NULL,
    -- 1 easy, 2 normal, 3 expert.
    level_rank BIGINT NOT NULL,
    wins BIGINT NOT NULL,
    losses BIGINT NOT NULL,
    draws BIGINT NOT NULL,
    points BIGINT NOT NULL,
    PRIMARY KEY (user_id, game, month, level_rank)
);
CREATE INDEX ranked_totals_by_month ON ranked_totals (month, game);
INSERT INTO ranked_totals (user_id, game, month, level_rank, wins, losses, draws, points)
    SELECT user_id, game,
        CAST(EXTRACT(EPOCH FROM date_trunc('month', to_timestamp(finished_at) AT TIME ZONE 'UTC')) AS BIGINT),
        level_rank, SUM(CASE WHEN result = 'win' THEN 1 ELSE 0 END), SUM(CASE WHEN result = 'loss' THEN 1 ELSE 0 END),
        SUM(CASE WHEN result = 'draw' THEN 1 ELSE 0 END), SUM(points)
    FROM ranked_games
    GROUP BY 1, 2, 3, 4;
