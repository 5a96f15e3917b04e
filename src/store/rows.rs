//! The row types the store reads and writes: a game's row and seats, its status, the
//! messages the bot keeps and the running turn timers, and how Discord ids are stored.

use super::{GameId, StoreError};
use crate::ai::Level;
use crate::engine::{Game, MapKind, Options};
use crate::i18n::Lang;

/// Where a game is in its life. Stored as its lower-case name (`as_str`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Lobby,
    Active,
    Finished,
    Abandoned,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        }
    }

    pub fn parse(s: &str) -> Option<GameStatus> {
        Some(match s {
            "lobby" => GameStatus::Lobby,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "abandoned" => GameStatus::Abandoned,
            _ => return None,
        })
    }

    /// The status stored for game `game`; `Corrupt` naming the game when it is unknown.
    pub(super) fn stored(game: GameId, s: &str) -> Result<GameStatus, StoreError> {
        GameStatus::parse(s).ok_or_else(|| StoreError::Corrupt {
            game,
            detail: format!("unknown status \"{s}\""),
        })
    }
}

/// Who sits in a seat: a Discord user, or an AI player (`ai` = its level). Read from a
/// `seats` row (`StoredSeat`), where the level is stored as its name (`Level::name`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatInfo {
    pub user_id: u64,
    pub name: String,
    pub ai: Option<Level>,
}

impl SeatInfo {
    /// The stored form of the seat's AI level: its name, or NULL for a human.
    pub(super) fn ai_name(&self) -> Option<&'static str> {
        self.ai.map(Level::name)
    }
}

/// A `seats` row as stored, before its AI level is read (`into_seat`).
#[derive(sqlx::FromRow)]
pub(super) struct StoredSeat {
    user_id: i64,
    name: String,
    ai: Option<String>,
}

impl StoredSeat {
    /// The seat of game `game`; `Corrupt` naming the game when its AI level is unknown.
    pub(super) fn into_seat(self, game: GameId) -> Result<SeatInfo, StoreError> {
        let ai = match self.ai {
            None => None,
            Some(s) => Some(Level::parse(&s).ok_or_else(|| StoreError::Corrupt {
                game,
                detail: format!("unknown AI level \"{s}\""),
            })?),
        };
        Ok(SeatInfo {
            user_id: id_out(self.user_id),
            name: self.name,
            ai,
        })
    }
}

/// The kinds of Discord message the bot keeps per game. Stored as its lower-case name
/// (`as_str`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageKind {
    Lobby,
    Turn,
    Discard,
    Offer,
    Over,
}

impl MessageKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MessageKind::Lobby => "lobby",
            MessageKind::Turn => "turn",
            MessageKind::Discard => "discard",
            MessageKind::Offer => "offer",
            MessageKind::Over => "over",
        }
    }
    pub fn parse(s: &str) -> Option<MessageKind> {
        Some(match s {
            "lobby" => MessageKind::Lobby,
            "turn" => MessageKind::Turn,
            "discard" => MessageKind::Discard,
            "offer" => MessageKind::Offer,
            "over" => MessageKind::Over,
            _ => return None,
        })
    }
}

/// A message the bot keeps: which (`kind`), its id once it is posted, the moment it is for
/// (`stamp`: the turn of a turn message, the record index of an offer), and what the
/// publisher noted of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    pub kind: MessageKind,
    pub message: Option<u64>,
    pub stamp: u32,
    pub state: MessageState,
}

/// What the publisher noted of a kept message (the `state` column and what goes with it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageState {
    /// It shows what it was posted or last edited with. `content` digests its text and
    /// buttons (None where nothing is compared: a lobby's or game over's message), `board`
    /// the board it carries, `first_page` the first page a turn message tells (an earlier
    /// one when it caught up with pages played before it).
    Shows {
        content: Option<Digest>,
        board: Option<Digest>,
        first_page: Option<u32>,
    },
    /// A turn message whose moment passed while only AI seats play on: it stays the
    /// table's last message, its buttons off, showing `content` from `first_page` on.
    Folded { content: Digest, first_page: u32 },
    /// Being posted: the post may have reached Discord, its id not noted yet (the next
    /// publish posts it again under the same nonce, or settles it).
    Posting,
    /// A turn message whose moment passed: closed, its buttons off.
    Closed,
    /// `/catan board` asked for a fresh message for this moment, pinging nobody.
    Repost,
    /// The lobby's message, become "the game has started", keeps **Watch** until the end.
    Started,
}

impl MessageState {
    /// A message whose content is not compared (a lobby's, game over's).
    pub const POSTED: MessageState = MessageState::Shows {
        content: None,
        board: None,
        first_page: None,
    };

    /// A message showing what `content` digests, with nothing else noted (an offer's, a
    /// discard notice's).
    pub fn shows(content: Digest) -> MessageState {
        MessageState::Shows {
            content: Some(content),
            board: None,
            first_page: None,
        }
    }

    /// The `state` column's word.
    pub(super) fn column(self) -> &'static str {
        match self {
            MessageState::Shows { .. } => "shows",
            MessageState::Folded { .. } => "folded",
            MessageState::Posting => "posting",
            MessageState::Closed => "closed",
            MessageState::Repost => "repost",
            MessageState::Started => "started",
        }
    }

    /// The state a row's columns hold; None for one this build does not know.
    pub(super) fn from_columns(
        state: &str,
        content: Option<&str>,
        board: Option<&str>,
        first_page: Option<i64>,
    ) -> Option<MessageState> {
        // (A digest that does not read makes the row unreadable, as an unknown state does.)
        let parse = |d: Option<&str>| match d {
            None => Some(None),
            Some(hex) => Digest::parse(hex).map(Some),
        };
        let (content, board) = (parse(content)?, parse(board)?);
        let first_page = first_page.map(|p| p as u32);
        Some(match state {
            "shows" => MessageState::Shows {
                content,
                board,
                first_page,
            },
            "folded" => MessageState::Folded {
                content: content?,
                first_page: first_page?,
            },
            "posting" => MessageState::Posting,
            "closed" => MessageState::Closed,
            "repost" => MessageState::Repost,
            "started" => MessageState::Started,
            _ => return None,
        })
    }

    /// The columns this state fills: content and board digests, first page.
    pub(super) fn columns(self) -> (Option<String>, Option<String>, Option<i64>) {
        let hex = |d: Option<Digest>| d.map(|d| d.to_string());
        match self {
            MessageState::Shows {
                content,
                board,
                first_page,
            } => (hex(content), hex(board), first_page.map(i64::from)),
            MessageState::Folded {
                content,
                first_page,
            } => (hex(Some(content)), None, Some(i64::from(first_page))),
            _ => (None, None, None),
        }
    }
}

/// A 64-bit digest of what a message shows (the publisher's stable hash), stored as 16
/// hexadecimal digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Digest(pub u64);

impl Digest {
    fn parse(hex: &str) -> Option<Digest> {
        u64::from_str_radix(hex, 16).ok().map(Digest)
    }
}

impl std::fmt::Display for Digest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl std::fmt::Debug for Digest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Digest({self})")
    }
}

/// A running turn timer: the game, when its time runs out (unix seconds), which reminders
/// went out (0 none, 1 the half-time one, 2 the last call too), and the game's minutes per
/// turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnDeadline {
    pub game: GameId,
    pub deadline: i64,
    pub reminded: u8,
    pub minutes: u32,
}

/// What a commit writes besides the move, in the commit's own transaction: a process that
/// stops right after a commit never leaves the next turn without its clock, nor a closed
/// offer with its window, nor the move's note as still pending.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CommitAlso {
    pub clock: ClockChange,
    /// The offer that waited for answers is gone: its window closes.
    pub close_offer: bool,
    /// The interaction whose pending move (`Store::note_move`) this commit makes: its note
    /// is cleared.
    pub settles: Option<u64>,
}

/// What a commit does to the turn clock (the game's end always stops it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ClockChange {
    /// The clock stays as it is, running or not.
    #[default]
    Keep,
    /// A new clock runs until this time (unix seconds), not yet reminded; None stops it.
    Set(Option<i64>),
    /// A clock that is not running starts, until this time; a running one keeps its time.
    StartIfStopped(i64),
}

/// A game's row: everything but its state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: GameId,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub host_id: u64,
    pub options: Options,
    pub map: MapKind,
    pub turn_timer_minutes: Option<u32>,
    pub status: GameStatus,
    pub seats: Vec<SeatInfo>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// catan-fair/1: the table's secret seed and, once started, the start's entropy (None
    /// for tables from before the scheme).
    pub fair: Option<FairSeed>,
    /// A lobby that replays another game with its seats (README, "Rematch").
    pub rematch: Option<Rematch>,
    /// The language of the table's public messages, board and recap.
    pub language: Lang,
}

/// How a new table's `catan-fair/1` seed is made from its id (`engine::fair`): the seed is
/// fixed in the transaction that makes the lobby, before anyone sees it.
pub type SeedFor<'a> = &'a (dyn Fn(super::GameId) -> [u8; 32] + Sync);

/// What a new lobby is: where, with which rules, map and clock, in which language.
#[derive(Debug, Clone)]
pub struct NewTable {
    pub guild: Option<u64>,
    pub channel: u64,
    pub options: Options,
    pub map: MapKind,
    pub turn_timer_minutes: Option<u32>,
    pub language: Lang,
}

/// A rematch lobby: the game it replays, and while it waits, who has not accepted yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rematch {
    pub of: GameId,
    /// The seated users still to accept; empty once everyone has, or someone declined
    /// (then it is an ordinary lobby).
    pub waiting: Vec<u64>,
}

impl GameRow {
    /// The users this lobby still waits for before its rematch starts.
    pub fn rematch_waiting(&self) -> &[u64] {
        self.rematch.as_ref().map_or(&[], |r| &r.waiting[..])
    }
}

/// A table's `catan-fair/1` seed (README, "Fair dice").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FairSeed {
    pub seed: [u8; 32],
    /// The entropy mixed in at the start (None in the lobby).
    pub entropy: Option<String>,
}

impl FairSeed {
    /// What the lobby shows: `SHA-256("catan-fair/1" ‖ seed)` in hexadecimal.
    pub fn commitment(&self) -> String {
        crate::engine::fair::to_hex(&crate::engine::fair::commitment(&self.seed))
    }

    /// The key every draw of the game comes from, once the game started.
    pub fn key(&self) -> Option<crate::engine::fair::Key> {
        let entropy = self.entropy.as_deref()?;
        Some(crate::engine::fair::Key::new(&self.seed, entropy))
    }
}

/// A started game as last committed: its row (whose `version` is what the next
/// `commit_action` expects) and its latest snapshot.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    pub row: GameRow,
    pub game: Game,
    /// Number of actions in the game's log (the next action gets this sequence number).
    pub log_len: i64,
}

/// Discord ids are below 2^63, so they are stored as SQLite's signed INTEGER unchanged.
pub(super) fn id_in(x: u64) -> i64 {
    x as i64
}

pub(super) fn id_out(x: i64) -> u64 {
    x as u64
}

/// A `games` row as stored, before its options and status are read (`into_row`).
#[derive(sqlx::FromRow)]
pub(super) struct StoredGame {
    id: GameId,
    guild_id: Option<i64>,
    channel_id: i64,
    host_id: i64,
    options: String,
    map: String,
    turn_timer_minutes: Option<i64>,
    status: String,
    version: i64,
    created_at: i64,
    updated_at: i64,
    fair_seed: Option<String>,
    fair_entropy: Option<String>,
    rematch_of: Option<i64>,
    rematch_waiting: Option<String>,
    language: String,
}

impl StoredGame {
    /// The game's id.
    pub(super) fn id(&self) -> GameId {
        self.id
    }

    /// The game's row with its `seats`; `Corrupt` (naming the game) when its options do not
    /// parse or its map or status is unknown.
    pub(super) fn into_row(self, seats: Vec<SeatInfo>) -> Result<GameRow, StoreError> {
        let options = serde_json::from_str(&self.options).map_err(|e| StoreError::Corrupt {
            game: self.id,
            detail: format!("the options do not parse ({e})"),
        })?;
        let fair = match &self.fair_seed {
            None => None,
            Some(hex) => Some(FairSeed {
                seed: crate::engine::fair::from_hex32(hex).ok_or_else(|| StoreError::Corrupt {
                    game: self.id,
                    detail: "the fair-dice seed is not 64 hexadecimal digits".into(),
                })?,
                entropy: self.fair_entropy.clone(),
            }),
        };
        let rematch = match self.rematch_of {
            None => None,
            Some(of) => Some(Rematch {
                of,
                waiting: match &self.rematch_waiting {
                    None => vec![],
                    Some(json) => serde_json::from_str(json).map_err(|e| StoreError::Corrupt {
                        game: self.id,
                        detail: format!("the rematch's list of players does not parse ({e})"),
                    })?,
                },
            }),
        };
        Ok(GameRow {
            id: self.id,
            guild_id: self.guild_id.map(id_out),
            channel_id: id_out(self.channel_id),
            host_id: id_out(self.host_id),
            options,
            map: MapKind::parse(&self.map).ok_or_else(|| StoreError::Corrupt {
                game: self.id,
                detail: format!("unknown map \"{}\"", self.map),
            })?,
            turn_timer_minutes: self
                .turn_timer_minutes
                .map(|m| m.clamp(0, u32::MAX as i64) as u32),
            status: GameStatus::stored(self.id, &self.status)?,
            seats,
            version: self.version,
            created_at: self.created_at,
            updated_at: self.updated_at,
            fair,
            rematch,
            language: Lang::from_code(&self.language).ok_or_else(|| StoreError::Corrupt {
                game: self.id,
                detail: format!("unknown language \"{}\"", self.language),
            })?,
        })
    }
}

/// One logged action as stored: its sequence number and its JSON (docs/RECORD.md).
#[derive(sqlx::FromRow)]
pub(super) struct LoggedEvent {
    pub seq: i64,
    pub action: String,
}

/// A game's latest snapshot as stored: how many logged actions it covers, and its state.
#[derive(sqlx::FromRow)]
pub(super) struct StoredSnapshot {
    pub seq: i64,
    pub state: String,
}
