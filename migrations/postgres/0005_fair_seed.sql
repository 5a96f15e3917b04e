-- catan-fair/1: the table's secret seed and the start's entropy (see migrations/sqlite/0011).
ALTER TABLE games ADD COLUMN fair_seed TEXT;
ALTER TABLE games ADD COLUMN fair_entropy TEXT;
