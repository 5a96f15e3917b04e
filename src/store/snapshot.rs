//! The snapshot codec: the stored form of a game's state (`{"v": 1, "game": …}`), and the
//! reading of every format version this build knows.

use super::{GameId, StoreError};
use crate::engine::Game;
use serde::{Deserialize, Serialize};

/// Format version of stored snapshots (`{"v": 1, "game": …}`). Bump it, and teach
/// `decode_snapshot` the old format, whenever `Game`'s serialized form changes.
pub const SNAPSHOT_FORMAT: u32 = 1;

#[derive(Serialize)]
struct SnapshotOut<'a> {
    v: u32,
    game: &'a Game,
}

#[derive(Deserialize)]
struct SnapshotVersion {
    v: u32,
}

#[derive(Deserialize)]
struct SnapshotV1 {
    game: Game,
}

/// The stored form of a snapshot.
pub fn encode_snapshot(game: &Game) -> String {
    serde_json::to_string(&SnapshotOut {
        v: SNAPSHOT_FORMAT,
        game,
    })
    .expect("a game always serializes")
}

/// Reads a stored snapshot of any known format version.
pub fn decode_snapshot(game_id: GameId, text: &str) -> Result<Game, StoreError> {
    let corrupt = |detail: String| StoreError::Corrupt {
        game: game_id,
        detail,
    };
    let version: SnapshotVersion = serde_json::from_str(text)
        .map_err(|e| corrupt(format!("the snapshot has no format version ({e})")))?;
    match version.v {
        1 => serde_json::from_str::<SnapshotV1>(text)
            .map(|s| s.game)
            .map_err(|e| corrupt(format!("the snapshot does not parse ({e})"))),
        v => Err(corrupt(format!(
            "the snapshot has format version {v}, which this build does not know"
        ))),
    }
}
