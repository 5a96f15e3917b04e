//! The table's rules above the game's, without Discord: no type of the Discord client
//! reaches this layer (`tests/it/architecture.rs` checks it). The Discord layer (`bot`)
//! turns a click into a question for it, stores what it decides and words its refusals in
//! the reader's language.
//!
//! - `lobby`: seats, the host, AI seats, the rematch's wait (`Lobby::decide`).
//! - `deal`: the game a table starts with, and its record (`deal::deal`).
//! - `who`: who must act now, and the turn's stamp the buttons carry.
//! - `clock`: turn clocks: what a commit does to them, how a member types one.
//! - `tournament`: a tournament's tables, Swiss pairing, points and standings.

pub mod clock;
pub mod deal;
pub mod lobby;
pub mod tournament;
pub mod who;
