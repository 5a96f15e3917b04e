//! The learned win-chance model: each seat's chance to win a position, judged from one
//! seat's view (`features`: what the model reads; `model`: the network and its file), how it
//! is fitted (`fit`) and where its training positions come from (`selfplay`). The strong
//! level scores its playouts with it; the hint and the game review report it.

mod features;
mod fit;
mod model;
mod selfplay;

pub use features::{Features, FEATURES};
pub use fit::{evaluate, Evaluation, FitConfig, Sample, Trainer};
pub use model::{Chances, Model, ModelError, SHIPPED_TEXT};
pub use selfplay::{self_play, test_positions, SelfPlay};

#[cfg(test)]
mod tests;
