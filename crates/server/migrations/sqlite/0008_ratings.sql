-- Ratings for games between people (Glicko-2, see ratings.rs): one row per player and game, changed in the
-- transaction that ends each rated room game, and one history row per player and rated game (the profile's chart,
-- the game's page). Ratings are REAL: the exact values carry into the next game.
CREATE TABLE ratings (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    -- Rated games played.
    games INTEGER NOT NULL,
    -- The end of the latest rated game (unix seconds): the rating board lists players active in the last 30 days.
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, game)
);
CREATE INDEX ratings_by_game ON ratings (game, updated_at);
CREATE TABLE rating_history (
    -- The live game (room) that was rated: a game is rated once.
    game_id TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    -- The player's seat in it: 'first' or 'second'.
    seat TEXT NOT NULL,
    rating_before REAL NOT NULL,
    deviation_before REAL NOT NULL,
    volatility_before REAL NOT NULL,
    rating_after REAL NOT NULL,
    deviation_after REAL NOT NULL,
    volatility_after REAL NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_history_by_user ON rating_history (user_id, game, at);
