-- Languages (README, "Languages"): the language a table's public messages, board and recap
-- are written in, by its catalogue code (en, de, fr, es, pl); chosen at `/catan new`.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
