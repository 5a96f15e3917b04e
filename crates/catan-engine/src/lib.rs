//! The rules of the Catan base game for 3–6 players (docs/RULES.md in the repository), as a
//! pure, synchronous library: no I/O, no async, no clock, no global state.
//!
//! - A [`GameSetup`] (options, a [`Board`], the first player, the development deck, the
//!   names) is checked into a [`Game`] by [`Game::new`], or refused with a [`SetupError`].
//! - Every change goes through [`Game::apply`]`(seat, action)`: it returns the [`Event`]s
//!   that happened, or a [`RuleError`] (a code with its arguments, never prose) and leaves
//!   the game exactly as it was.
//! - Random outcomes (dice, a stolen card, a drawn development card) arrive inside the
//!   [`Action`]; [`Game::complete`] fills them from a [`GameRng`] for a caller that lets the
//!   engine draw. So a [`Record`] of the actions replays to the same game, and [`fair`]
//!   checks a record whose outcomes were committed to in advance (`catan-fair/1`).
//! - [`Game::public_view`] and [`Game::player_view`] are what a spectator and one seat may
//!   know: hidden cards cannot leak through them.
//!
//! ```
//! use catan_engine::{Action, BoardSpec, Game, GameRng, GameSetup, Options, Phase};
//!
//! let mut rng = GameRng::new(7);
//! let setup = GameSetup::random(Options::default(), BoardSpec::Random(7).build(), &mut rng);
//! let mut game = Game::new(setup)?;
//! assert_eq!(game.phase(), Phase::Setup);
//!
//! // The first player places a settlement: any of the legal actions will do.
//! let seat = game.current();
//! let place = game.legal_actions(seat)[0];
//! let events = game.apply(seat, place)?;
//! assert!(!events.is_empty());
//!
//! // Rolling now is refused, with a code, and changes nothing.
//! let before = game.clone();
//! let refused = game.apply(seat, Action::Roll { dice: Some([3, 4]) }).unwrap_err();
//! assert_eq!(refused.code(), "place_road_first");
//! assert_eq!(game, before);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
#[cfg(any(test, feature = "arrange"))]
mod arrange;
mod board;
mod dev_card;
mod error;
mod event;
pub mod fair;
mod game;
mod geometry;
mod legal;
mod playout;
mod record;
mod resource;
mod restore;
mod rng;
mod seat;
mod view;

pub use action::{Action, SeatAction};
pub use board::{pips, Board, BoardSpec, HarborKind, MapKind, Terrain, Tile};
pub use dev_card::{DevCard, DevCounts};
pub use error::{Piece, Purchase, RuleError, SetupError};
pub use event::{Building, Event, Gains, SeatCounts};
pub use game::{
    bank_per_resource, shuffled_deck, BuildPhase, Game, GameSetup, Offer, Options, Phase,
    PlayerState, Response, SpecialBuild, Undoable, DEFAULT_UNDO_LIMIT, MAX_PLAYERS, MAX_UNDO_LIMIT,
    MIN_PLAYERS,
};
pub use geometry::{
    intersections_in, Hex, Intersection, Island, NodeMask, Path, Topology, MAX_INTERSECTIONS,
};
pub use playout::random_playout;
pub use record::{Fairness, Record, RecordError, Step};
pub use resource::{cost, CardsError, Resource, ResourceCounts};
pub use restore::{Hidden, RestoreError};
pub use rng::GameRng;
pub use seat::{Seat, SeatSet};
pub use view::{PlayerView, PublicPlayer, PublicView, Summary};
#[cfg(test)]
mod large_tests;
#[cfg(test)]
mod rules_tests;
