//! The rules engine: the complete Catan base game (docs/RULES.md), pure and synchronous.
//! No I/O, no async, no Discord, SQL or image types. Every change goes through
//! `Game::apply(seat, action)`, which returns events or a `RuleError` and leaves the state
//! unchanged on error. Random outcomes arrive inside actions (see `Game::complete`).

pub mod action;
pub mod board;
pub mod dev_card;
pub mod error;
pub mod event;
pub mod fair;
pub mod game;
pub mod geometry;
pub mod legal;
pub mod playout;
pub mod record;
pub mod resource;
pub mod restore;
pub mod rng;
pub mod seat;
pub mod view;

pub use action::{Action, SeatAction};
pub use board::{Board, BoardSpec, HarborKind, MapKind, Terrain, Tile};
pub use dev_card::{DevCard, DevCounts};
pub use error::{Piece, Purchase, RuleError};
pub use event::{Building, Event};
pub use game::{
    Game, GameSetup, Offer, Options, Phase, PlayerState, Response, SetupError, SpecialBuild,
    Undoable, DEFAULT_UNDO_LIMIT, MAX_UNDO_LIMIT,
};
pub use geometry::{Hex, Intersection, Island, NodeMask, Path, Topology};
pub use record::{Record, RecordError};
pub use resource::{CardsError, Resource, ResourceCounts};
pub use restore::{Hidden, RestoreError};
pub use rng::GameRng;
pub use seat::{Seat, SeatSet};
pub use view::{PlayerView, PublicPlayer, PublicView, Summary};
#[cfg(test)]
mod large_tests;
#[cfg(test)]
mod rules_tests;
