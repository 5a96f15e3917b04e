-- `/catan notify next:True` (see migrations/sqlite/0016).
ALTER TABLE notify_prefs ADD COLUMN heads_up BIGINT NOT NULL DEFAULT 0;
