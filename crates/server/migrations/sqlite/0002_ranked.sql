-- Ranked tickets, submitted results awaiting or past verification, and the credited games.
CREATE TABLE tickets (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    level TEXT NOT NULL,
    side TEXT NOT NULL,
    seed INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    -- Set in the transaction that credits the ticket's game: a ticket pays once.
    spent_at INTEGER
);
CREATE INDEX tickets_by_user_game ON tickets (user_id, game);

CREATE TABLE submissions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ticket TEXT NOT NULL,
    record TEXT NOT NULL,
    -- pending | credited | rejected
    status TEXT NOT NULL,
    points INTEGER,
    reason_code TEXT,
    reason TEXT,
    reason_ply INTEGER,
    submitted_at INTEGER NOT NULL,
    decided_at INTEGER
);
CREATE INDEX submissions_by_status ON submissions (status, submitted_at);
CREATE INDEX submissions_by_user ON submissions (user_id, status);

CREATE TABLE ranked_games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- A ticket pays once, whatever happens above.
    ticket TEXT NOT NULL UNIQUE,
    submission TEXT NOT NULL,
    game TEXT NOT NULL,
    level TEXT NOT NULL,
    -- 1 easy, 2 normal, 3 expert: "best level beaten" is a MAX.
    level_rank INTEGER NOT NULL,
    side TEXT NOT NULL,
    points INTEGER NOT NULL,
    plies INTEGER NOT NULL,
    record TEXT NOT NULL,
    finished_at INTEGER NOT NULL
);
CREATE INDEX ranked_games_by_game_time ON ranked_games (game, finished_at);
CREATE INDEX ranked_games_by_time ON ranked_games (finished_at);
CREATE INDEX ranked_games_by_user ON ranked_games (user_id, finished_at);
