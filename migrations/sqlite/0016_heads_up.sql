-- `/catan notify next:True` (README, "Turn pings"): a direct message when the player before
-- this one starts their turn, outside quiet hours.
ALTER TABLE notify_prefs ADD COLUMN heads_up INTEGER NOT NULL DEFAULT 0;
