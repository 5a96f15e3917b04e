-- The language of a table's public messages (see migrations/sqlite/0015).
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
