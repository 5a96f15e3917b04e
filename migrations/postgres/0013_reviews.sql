-- Each finished game's review (issue 46): for every seat, its three costliest moves and the
-- moves the win-chance model rated best in their place, as JSON (`ai::review::Costly` per
-- seat), computed in the background when the game ends, read by the My review button.
CREATE TABLE reviews (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seats   TEXT   NOT NULL
);
