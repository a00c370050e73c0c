-- One ranked game in progress per player and game, kept by the database: a ranked game holds its player's slot
-- (`user:game`) until it finishes, and the slot is unique. Checking first and inserting after was a race that
-- PostgreSQL lost (ten simultaneous starts made up to ten games).
ALTER TABLE live_games ADD COLUMN ranked_slot TEXT;
-- Of games already started twice, the newest holds the slot; the others play on (or are abandoned) as before.
UPDATE live_games SET ranked_slot = CAST(COALESCE(first_user, second_user) AS TEXT) || ':' || game
WHERE kind = 'ranked' AND status <> 'finished' AND COALESCE(first_user, second_user) IS NOT NULL AND id = (
    SELECT newest.id FROM live_games newest
    WHERE newest.kind = 'ranked' AND newest.status <> 'finished' AND newest.game = live_games.game
      AND COALESCE(newest.first_user, newest.second_user) = COALESCE(live_games.first_user, live_games.second_user)
    ORDER BY newest.created_at DESC, newest.id DESC LIMIT 1
);
CREATE UNIQUE INDEX live_games_one_ranked ON live_games (ranked_slot);
