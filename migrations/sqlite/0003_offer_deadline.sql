-- An AI's domestic offer waits for the humans it addresses until this time (unix seconds),
-- then the AI decides with the answers it has.
ALTER TABLE games ADD COLUMN offer_deadline INTEGER;
CREATE INDEX games_offer_deadline ON games (offer_deadline) WHERE offer_deadline IS NOT NULL;
