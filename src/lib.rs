//! Catan for Discord: the rules engine, the board renderer, the store, the AI players,
//! the English of what happened (`narrate`), the catalogues of every language (`i18n`), the
//! game-over recap (`recap`: statistics, a timelapse GIF, charts), the ratings between games,
//! the Discord bot and the other commands, one module each. `engine`, `narrate`, `i18n`,
//! `recap` and `ratings` are pure; everything else stands on the engine.
//!
//! What the binary, the tests and the benches use is `pub` and reachable from here; the rest
//! is `pub(crate)` or narrower (`unreachable_pub` keeps it so).
#![warn(unreachable_pub)]
pub use catan_ai as ai;
pub mod bot;
pub mod cli;
pub use catan_engine as engine;
pub use catan_i18n as i18n;
pub use catan_narrate as narrate;
pub mod ratings;
pub use catan_recap as recap;
pub use catan_render as render;
pub mod store;
pub mod table;
