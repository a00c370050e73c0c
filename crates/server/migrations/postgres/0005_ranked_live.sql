-- Ranked games become live games (kind 'ranked'): the server deals and keeps the secret, the device plays the
-- computer's moves with seeds revealed move by move, and the server checks each one. Every started game counts.

-- The computer's level of a ranked game, and when a live game last changed (server ms): a ranked game left ten
-- minutes without a move is abandoned, found by this column even when no instance has it loaded.
ALTER TABLE live_games ADD COLUMN level TEXT;
ALTER TABLE live_games ADD COLUMN touched_ms BIGINT;
CREATE INDEX live_games_by_touch ON live_games (kind, status, touched_ms);

-- The ticket era ends. A ticket's seed was in the player's hands before the game, so a result played under one
-- cannot be told from a game replayed offline until it was won: unused tickets are cancelled, and results still
-- waiting for verification are retired, not credited. Their rows stay as history.
UPDATE tickets SET spent_at = CAST(EXTRACT(EPOCH FROM now()) AS BIGINT) WHERE spent_at IS NULL;
UPDATE submissions SET status = 'rejected', reason_code = 'retired',
    reason = 'ranked games are now played live with the server; results of the old app are not credited',
    decided_at = CAST(EXTRACT(EPOCH FROM now()) AS BIGINT)
    WHERE status = 'pending';

-- Every finished ranked game, won or not (wins credited from tickets before this carry their ticket instead of a
-- live game). A live game is counted once: its id is unique.
ALTER TABLE ranked_games ADD COLUMN live_game TEXT UNIQUE;
-- win | loss | draw
ALTER TABLE ranked_games ADD COLUMN result TEXT NOT NULL DEFAULT 'win';
ALTER TABLE ranked_games ALTER COLUMN result DROP DEFAULT;
ALTER TABLE ranked_games ALTER COLUMN ticket DROP NOT NULL;
ALTER TABLE ranked_games DROP COLUMN submission;
