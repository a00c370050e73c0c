-- Live games: online rooms (and, later, ranked games against the computer), refereed by the server. A game's state
-- is the fold of its numbered events; the row keeps what is not for clients' eyes (the dealer's secret, who holds
-- each seat) and the sequence number every writer must advance: `UPDATE ... WHERE seq = $old` is the point where
-- writers on different instances are serialised.
CREATE TABLE live_games (
    id TEXT PRIMARY KEY,
    -- room | ranked
    kind TEXT NOT NULL,
    game TEXT NOT NULL,
    -- The dealer's secret (hex): the hidden Banqi layout, the dice. Never sent while the game runs.
    secret TEXT NOT NULL,
    -- The creator's options (JSON): seat choice and clock.
    options TEXT NOT NULL,
    seq INTEGER NOT NULL DEFAULT 0,
    -- waiting | playing | finished (an expired invitation is a waiting room past expires_at)
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    finished_at INTEGER,
    -- Who holds each seat: an account, or a guest by the SHA-256 of their token.
    first_user INTEGER REFERENCES users (id) ON DELETE SET NULL,
    second_user INTEGER REFERENCES users (id) ON DELETE SET NULL,
    first_guest TEXT,
    second_guest TEXT,
    -- Presence across instances (ms): last renewal of a connected seat's lease, and when its last connection left.
    first_seen_ms INTEGER,
    second_seen_ms INTEGER,
    first_left_ms INTEGER,
    second_left_ms INTEGER
);
CREATE INDEX live_games_by_status ON live_games (status, created_at);

CREATE TABLE live_events (
    game_id TEXT NOT NULL REFERENCES live_games (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    -- The seat whose command it answers (null: the server's own doing).
    seat TEXT,
    -- The command's id, so a resend is applied once.
    client_id TEXT,
    -- Server time (ms) when stored: clocks are computed from it.
    at_ms INTEGER NOT NULL,
    -- The event (protocol::live::Event as JSON).
    body TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE UNIQUE INDEX live_events_by_command ON live_events (game_id, seat, client_id) WHERE client_id IS NOT NULL;
