-- catan-fair/1 (README, "Fair dice"): the table's secret seed, fixed when its lobby opens
-- (its commitment is shown from then on) and revealed in the record once the game is over;
-- and the entropy mixed in at the start. Tables from before have neither.
ALTER TABLE games ADD COLUMN fair_seed TEXT;
ALTER TABLE games ADD COLUMN fair_entropy TEXT;
