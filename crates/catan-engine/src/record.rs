//! Game records (docs/RECORD.md): options, board, deck order and every accepted action with its
//! random outcome. `Record::start` builds the initial game; `Record::replay` applies every
//! action, drawing outcomes the record leaves open from its `seed`, in this order: first
//! player (if absent), deck order (if absent), then each action's dice or stolen card.

use super::action::{Action, SeatAction};
use super::board::BoardSpec;
use super::dev_card::DevCard;
use super::error::RuleError;
use super::event::Event;
use super::game::{is_standard_deck, shuffled_deck, Game, GameSetup, Options, SetupError};
use super::geometry::Island;
use super::rng::GameRng;
use super::seat::Seat;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub(crate) const FORMAT: &str = "catan-record/1";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: String,
    #[serde(default)]
    pub options: Options,
    pub board: BoardSpec,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dev_deck: Option<Vec<DevCard>>,
    /// Display names of the seats (an extension: optional, "Player N" when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub names: Option<Vec<String>>,
    /// `catan-fair/1` (an extension, README "Fair dice"): how anyone can check
    /// that the game's draws were fixed before it began.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fair: Option<Fairness>,
    #[serde(default)]
    pub actions: Vec<SeatAction>,
}

/// A record's `fair` section: the commitment shown before the game, the entropy mixed in
/// at its start, and the seed, revealed once the game is over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fairness {
    /// `catan-fair/1`.
    pub scheme: String,
    /// `SHA-256("catan-fair/1" ‖ seed)`, 64 hexadecimal digits.
    pub commitment: String,
    /// The text mixed into the key at the start (see `fair::start_entropy`).
    pub entropy: String,
    /// The seed, 64 hexadecimal digits: absent while the game runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("unknown record format \"{0}\" (expected \"catan-record/1\")")]
    Format(String),
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("dev_deck must list exactly the 25 cards of the base game (14 knight, 5 victory_point, 2 road_building, 2 year_of_plenty, 2 monopoly), or the 34 of a 5–6 player game (20 knight, 5 victory_point, 3 road_building, 3 year_of_plenty, 3 monopoly); it has {0} cards")]
    DevDeck(usize),
    #[error("board: {0}")]
    Board(SetupError),
}

/// One replayed action: its index, the action as applied (random outcomes filled in), and
/// what the engine said.
#[derive(Debug, Clone)]
pub struct Step {
    pub i: usize,
    pub seat: Seat,
    pub action: Action,
    pub result: Result<Vec<Event>, RuleError>,
}

impl Record {
    /// A record of a game about to start, with every random choice explicit.
    pub fn new(
        options: Options,
        board: BoardSpec,
        first_player: Seat,
        dev_deck: Vec<DevCard>,
    ) -> Record {
        Record {
            format: FORMAT.to_string(),
            options,
            board,
            seed: None,
            first_player: Some(first_player),
            dev_deck: Some(dev_deck),
            names: None,
            fair: None,
            actions: Vec::new(),
        }
    }

    /// The initial game and the RNG that draws the outcomes actions leave open.
    pub fn start(&self) -> Result<(Game, GameRng), RecordError> {
        if self.format != FORMAT {
            return Err(RecordError::Format(self.format.clone()));
        }
        self.options.validate()?;
        let mut rng = GameRng::new(self.seed.unwrap_or(0));
        let first_player = match self.first_player {
            Some(s) => s,
            None => Seat(rng.below(self.options.players as u32) as u8),
        };
        let island = Island::for_players(self.options.players);
        let dev_deck = match &self.dev_deck {
            Some(d) => {
                if !is_standard_deck(d, island) {
                    return Err(RecordError::DevDeck(d.len()));
                }
                d.clone()
            }
            None => shuffled_deck(island, &mut rng),
        };
        let board = self.board.build_for(island).map_err(RecordError::Board)?;
        let game = Game::new(GameSetup {
            options: self.options,
            board,
            first_player,
            dev_deck,
            names: self.names.clone().unwrap_or_default(),
        })?;
        Ok((game, rng))
    }

    /// Applies every action in order; a rejected action changes nothing and replay goes on.
    pub fn replay(&self) -> Result<(Game, Vec<Step>), RecordError> {
        let (mut game, mut rng) = self.start()?;
        let mut steps = Vec::with_capacity(self.actions.len());
        for (i, sa) in self.actions.iter().enumerate() {
            let action = game.complete(sa.action, &mut rng);
            let result = game.apply(sa.p, action);
            steps.push(Step {
                i,
                seat: sa.p,
                action,
                result,
            });
        }
        Ok((game, steps))
    }

    /// The final state only.
    pub fn final_state(&self) -> Result<Game, RecordError> {
        Ok(self.replay()?.0)
    }
}
