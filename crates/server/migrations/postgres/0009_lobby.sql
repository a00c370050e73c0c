-- The lobby (see lobby/): the open games people offer ("seeks"), and the numbered changes every instance follows.
-- A seek's row is its whole life: taking it is deleting it (the one delete that succeeds wins, on any instance).
CREATE TABLE lobby_seeks (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    -- The clock (seconds), or both null for an untimed game.
    initial_s BIGINT,
    increment_s BIGINT,
    -- 1 rated, 0 casual.
    rated BIGINT NOT NULL,
    -- Who offers it: 'u:<user id>' or 'g:<SHA-256 of the guest token>' (one seek per person and game).
    owner TEXT NOT NULL,
    user_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
    guest TEXT,
    name TEXT NOT NULL,
    -- The player's rating in the game when they offered it (rounded); null for a guest.
    rating BIGINT,
    -- 1 when quick pairing offered it: such seeks are paired with each other as their rating ranges widen.
    quick BIGINT NOT NULL,
    created_ms BIGINT NOT NULL,
    -- The number of the change that added it: the list's order, oldest first.
    seq BIGINT NOT NULL,
    UNIQUE (owner, game)
);
CREATE INDEX lobby_seeks_by_owner ON lobby_seeks (owner);

-- Every change to the seeks, numbered: a NOTIFY on tabula_lobby carries only the number, and each instance reads
-- the changes after the last it saw (NOTIFY is lost while a listener reconnects). Kept a few minutes.
CREATE TABLE lobby_events (
    seq BIGINT PRIMARY KEY,
    at_ms BIGINT NOT NULL,
    -- The change as JSON: a seek added, removed, or paired into a room.
    body TEXT NOT NULL
);
-- The last number given: writers take the next one by updating this row, which serialises them (on PostgreSQL,
-- the row lock holds until commit), so changes become visible in their order.
CREATE TABLE lobby_counter (
    id BIGINT PRIMARY KEY,
    seq BIGINT NOT NULL
);
INSERT INTO lobby_counter (id, seq) VALUES (1, 0);
