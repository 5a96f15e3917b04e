-- Turn timers: when the seat to move runs out of time, and whether it was reminded.
ALTER TABLE games ADD COLUMN deadline INTEGER;
ALTER TABLE games ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_deadline ON games (deadline) WHERE deadline IS NOT NULL;
