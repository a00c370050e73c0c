-- The account's interface language (a BCP 47 tag: en, km, th, kk, zh-Hans or zh-Hant); NULL until the player picks one.
ALTER TABLE users ADD COLUMN locale TEXT;
