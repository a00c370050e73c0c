-- Ranked games become live games (kind 'ranked'): the server deals and keeps the secret, the device plays the
-- computer's moves with seeds revealed move by move, and the server checks each one. Every started game counts.

-- The computer's level of a ranked game, and when a live game last changed (server ms): a ranked game left ten
-- minutes without a move is abandoned, found by this column even when no instance has it loaded.
ALTER TABLE live_games ADD COLUMN level TEXT;
ALTER TABLE live_games ADD COLUMN touched_ms INTEGER;
CREATE INDEX live_games_by_touch ON live_games (kind, status, touched_ms);

-- The ticket era ends. A ticket's seed was in the player's hands before the game, so a result played under one
-- cannot be told from a game replayed offline until it was won: unused tickets are cancelled, and results still
-- waiting for verification are retired, not credited. Their rows stay as history.
UPDATE tickets SET spent_at = CAST(strftime('%s', 'now') AS INTEGER) WHERE spent_at IS NULL;
UPDATE submissions SET status = 'rejected', reason_code = 'retired',
    reason = 'ranked games are now played live with the server; results of the old app are not credited',
    decided_at = CAST(strftime('%s', 'now') AS INTEGER)
    WHERE status = 'pending';

-- Every finished ranked game, won or not (wins credited from tickets before this carry their ticket instead of a
-- live game). A live game is counted once: its id is unique.
CREATE TABLE ranked_games_next (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    live_game TEXT UNIQUE,
    ticket TEXT UNIQUE,
    game TEXT NOT NULL,
    level TEXT NOT NULL,
    -- 1 easy, 2 normal, 3 expert: "best level beaten" is a MAX over wins.
    level_rank INTEGER NOT NULL,
    side TEXT NOT NULL,
    -- win | loss | draw
    result TEXT NOT NULL,
    points INTEGER NOT NULL,
    plies INTEGER NOT NULL,
    record TEXT NOT NULL,
    finished_at INTEGER NOT NULL
);
INSERT INTO ranked_games_next (id, user_id, ticket, game, level, level_rank, side, result, points, plies, record,
    finished_at)
    SELECT id, user_id, ticket, game, level, level_rank, side, 'win', points, plies, record, finished_at
    FROM ranked_games;
DROP TABLE ranked_games;
ALTER TABLE ranked_games_next RENAME TO ranked_games;
CREATE INDEX ranked_games_by_game_time ON ranked_games (game, finished_at);
CREATE INDEX ranked_games_by_time ON ranked_games (finished_at);
CREATE INDEX ranked_games_by_user ON ranked_games (user_id, finished_at);
