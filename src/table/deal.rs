//! Dealing a table's game at its start, as `/catan new` and `catan-bot demo` both do: the
//! board, the first player and the development deck (from the table's `catan-fair/1` key
//! when it has one), and the record that replays it.

use crate::engine::fair::{self, Key};
use crate::engine::SetupError;
use crate::engine::{Fairness, Game, GameRng, GameSetup, Island, MapKind, Options, Record};
use rand::RngCore;

/// What a fair table's start mixes in: the commitment shown in its lobby, the entropy of
/// the start, and the key they make with the seed.
pub struct FairStart {
    pub commitment: String,
    pub entropy: String,
    pub key: Key,
}

/// The game of a table with `options`, its `map` and seats `names`, and its record. With
/// `fair`, every draw of the deal comes from the key; without it from `rng`, a random
/// map's seed drawn first (and only for it), so a seed deals the same first player and deck
/// on either map.
pub fn deal(
    options: Options,
    map: MapKind,
    names: Vec<String>,
    fair: Option<&FairStart>,
    rng: &mut GameRng,
) -> Result<(Game, Record), SetupError> {
    let island = Island::for_players(options.players);
    let board_spec = match (map, fair) {
        (MapKind::Random, Some(f)) => map.spec(f.key.board_seed()),
        (MapKind::Random, None) => map.spec(rng.next_u64()),
        (MapKind::Beginner, _) => map.spec(0),
    };
    let board = board_spec.build_for(island)?;
    let mut setup = GameSetup::random(options, board, rng);
    if let Some(f) = fair {
        setup.first_player = f.key.first_player(options.players);
        setup.dev_deck = f.key.dev_deck(island);
    }
    setup.names = names.clone();
    let mut record = Record::new(
        options,
        board_spec,
        setup.first_player,
        setup.dev_deck.to_vec(),
    );
    record.names = Some(names);
    record.fair = fair.map(|f| Fairness {
        scheme: fair::SCHEME.to_string(),
        commitment: f.commitment.clone(),
        entropy: f.entropy.clone(),
        seed: None,
    });
    Ok((Game::new(setup)?, record))
}
