//! Catan for Discord: the rules engine, the board renderer, the store, the AI players and
//! the Discord bot, one module each. Only `engine` is pure; everything else stands on it.
pub mod ai;
pub mod bot;
pub mod cli;
pub mod engine;
pub mod render;
pub mod store;
pub mod text;
