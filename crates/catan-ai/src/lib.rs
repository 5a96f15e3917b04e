//! AI players. Four levels — `random`, `heuristic`, `strong` and `strong-classic` — that
//! decide from one seat's `PlayerView` only, so an AI never sees a card a human in its seat would not see.
//! Every decision returns one of the legal actions it was given (or an offer/answer the
//! engine accepts). `policy` is what the AI in a seat does with them (answer, offer, move,
//! ask for a Special Build Phase), for the bot's AI seats and everything else alike; `play`
//! drives whole games among AIs (for the CLI's `demo` and `arena`); `hint` tells a player
//! what the strong or heuristic AI would do in their place, and why; `value` is the
//! learned win-chance model the strong level searches with, and how it is trained.

mod determinize;
mod heuristic;
mod hint;
mod play;
mod policy;
pub mod review;
mod strong;
pub mod value;

use catan_engine::Action;
use catan_engine::GameRng;
use catan_engine::PlayerView;
pub use determinize::{determinize, DeterminizeError};
pub use hint::{hint, no_move, Hint, HintError, HintLevel};
pub use play::{play_fair_game, play_game, play_seats, AiRefused};
pub use policy::{decide, special_build_wishes, ACTIONS_PER_TURN_CAP};
use strong::Style;
pub use strong::{SearchReport, StrongConfig, MODEL_HORIZON};

/// How an AI seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Uniformly random legal actions (a baseline).
    Random,
    /// Fast rules of thumb.
    Heuristic,
    /// Monte-Carlo search over determinized samples of its own view, short playouts scored
    /// by the learned win-chance model.
    Strong,
    /// The strong level before the model: playouts to the end of the game, scored by points
    /// and production. Kept to measure against (`catan-bot arena`); not offered at a table.
    StrongClassic,
}

impl Level {
    pub const ALL: [Level; 4] = [
        Level::Random,
        Level::Heuristic,
        Level::Strong,
        Level::StrongClassic,
    ];

    pub fn parse(s: &str) -> Option<Level> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Some(Level::Random),
            "heuristic" => Some(Level::Heuristic),
            "strong" => Some(Level::Strong),
            "strong-classic" => Some(Level::StrongClassic),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Heuristic => "heuristic",
            Level::Strong => "strong",
            Level::StrongClassic => "strong-classic",
        }
    }
}

/// The level name was not one of the three.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not an AI level; choose random, heuristic, strong or strong-classic.")]
pub struct UnknownLevel(pub String);

impl std::str::FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::parse(s).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Chooses an action for `view.seat` from `legal` (legal = game.legal_actions(seat); never an
/// offer); uses only `view`. Returns an action that may still need `game.complete`.
/// With an empty `legal` (nothing to do) it returns `EndTurn`, which the engine refuses.
pub fn choose(level: Level, view: &PlayerView, legal: &[Action], rng: &mut GameRng) -> Action {
    choose_with(level, view, legal, rng, &StrongConfig::default())
}

/// As `choose`, with an explicit search budget for the strong level.
pub fn choose_with(
    level: Level,
    view: &PlayerView,
    legal: &[Action],
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> Action {
    if legal.is_empty() {
        return Action::EndTurn;
    }
    match level {
        Level::Random => legal[rng.below(legal.len() as u32) as usize],
        Level::Heuristic => heuristic::choose(&heuristic::Ctx::from_view(view), legal),
        Level::Strong => strong::choose(view, legal, rng, cfg, Style::Model),
        Level::StrongClassic => strong::choose(view, legal, rng, cfg, Style::Classic),
    }
}

/// Answers the open domestic offer for `view.seat`: AcceptTrade or DeclineTrade, or for
/// the strong level a CounterTrade when other terms serve it better.
pub fn respond_to_offer(level: Level, view: &PlayerView, rng: &mut GameRng) -> Action {
    respond_to_offer_with(level, view, rng, &StrongConfig::default())
}

/// As `respond_to_offer`, with an explicit search budget for the strong level (which
/// weighs accepting against declining by search).
pub fn respond_to_offer_with(
    level: Level,
    view: &PlayerView,
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> Action {
    let Some(offer) = &view.public.offer else {
        return Action::DeclineTrade;
    };
    let can_pay = view.resources.covers(&offer.get);
    match level {
        Level::Random => {
            if can_pay && rng.below(2) == 0 {
                Action::AcceptTrade
            } else {
                Action::DeclineTrade
            }
        }
        Level::Heuristic => heuristic::answer(&heuristic::Ctx::from_view(view)),
        Level::Strong => strong::respond(view, rng, cfg, Style::Model),
        Level::StrongClassic => strong::respond(view, rng, cfg, Style::Classic),
    }
}

/// As `propose_offer`, with an explicit search budget for the strong level (which chooses
/// among a few offers and none by search).
pub fn propose_offer_with(
    level: Level,
    view: &PlayerView,
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> Option<Action> {
    match level {
        Level::Random => None,
        Level::Heuristic => heuristic::proposal(&heuristic::Ctx::from_view(view)),
        Level::Strong => strong::propose(view, rng, cfg, Style::Model),
        Level::StrongClassic => strong::propose(view, rng, cfg, Style::Classic),
    }
}

/// 5–6 players: whether `view.seat` wants to change its Special Build Phase request now
/// (`AskSpecialBuild` or `WithdrawSpecialBuild`, when `legal` lists it), or None. Asked of
/// every AI seat that is not the one to move, after each change of the table. The heuristic
/// and strong levels ask when, given the phase now, they would build or buy something in it
/// (and withdraw when that is no longer so); the strong level then searches what to do in
/// the phase itself. A random seat changes its mind now and then.
pub fn special_build_request(
    level: Level,
    view: &PlayerView,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<Action> {
    let listed = |a: Action| legal.contains(&a).then_some(a);
    let asked = legal.contains(&Action::WithdrawSpecialBuild);
    if !asked && !legal.contains(&Action::AskSpecialBuild) {
        return None;
    }
    let wants = match level {
        Level::Random => (rng.below(6) == 0) != asked,
        Level::Heuristic | Level::Strong | Level::StrongClassic => {
            heuristic::wants_special_build(&heuristic::Ctx::from_view(view))
        }
    };
    match (wants, asked) {
        (true, false) => listed(Action::AskSpecialBuild),
        (false, true) => listed(Action::WithdrawSpecialBuild),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
