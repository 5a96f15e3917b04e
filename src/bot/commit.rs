//! The commit every game change goes through, and the steps that follow it: whoever moved
//! (a player's click or command, an AI seat, a stand-in), the move is worked out from the
//! game as it stands (`Move::prepare`) and written with the version it was checked against
//! (each caller prepares it again when another move came first: `flow`, `autoplay`,
//! `pending`), with the turn clock and the offer window that follow the new state in the
//! same transaction; then the table is asked to publish
//! and, after a player's move, the AI seats move on. Starting a game takes the same steps
//! after its first snapshot. A publish that fails after a commit is logged: the commit
//! stands, and the watchdog catches the table up.

use super::clock;
use super::context::Bot;
use super::publish;
use crate::engine::{Action, Event, Game, GameRng, RuleError, Seat};
use crate::store::{GameRow, StoreError};
pub(super) use crate::table::clock::By;

/// Fills in the random outcomes `action` leaves open (dice, a stolen card): from the
/// table's `catan-fair/1` key once its game started with one, else from `rng`.
fn draw(row: &GameRow, game: &Game, action: Action, rng: &mut GameRng) -> Action {
    match row.fair.as_ref().and_then(|f| f.key()) {
        Some(key) => game.complete_fair(action, &key),
        None => game.complete(action, rng),
    }
}

/// A move worked out from the game as loaded: `action` by `seat` turns `before` (read at
/// `row.version`) into `after`, with `events`.
pub(super) struct Move {
    pub row: GameRow,
    pub seat: Seat,
    pub action: Action,
    pub before: Game,
    pub after: Game,
    pub events: Vec<Event>,
}

impl Move {
    /// `asked` by `seat` on `game` as loaded at `row.version`: its random outcomes drawn
    /// (`draw`, from the version's stream) and the rules asked on a copy. The rules'
    /// refusal, with the seats' names it may name, when they say no.
    pub(super) fn prepare(
        bot: &Bot,
        row: GameRow,
        game: Game,
        seat: Seat,
        asked: Action,
    ) -> Result<Box<Move>, (RuleError, Vec<String>)> {
        let action = draw(&row, &game, asked, &mut bot.rng_for(row.version));
        let mut after = game.clone();
        match after.apply(seat, action) {
            Ok(events) => Ok(Box::new(Move {
                row,
                seat,
                action,
                before: game,
                after,
                events,
            })),
            Err(error) => Err((error, game.names().to_vec())),
        }
    }
}

/// How a try at a move ended (a player's, `flow`; a recovered one, `pending`).
pub(super) enum Latest<S> {
    /// The move was committed (the game is at the version given).
    Made(Box<Move>, i64),
    /// It stopped without committing, with `S`.
    Stopped(S),
    /// Other moves kept coming first: nothing was committed in the tries allowed.
    KeptChanging,
}

/// Commits `action` by `seat`, turning `before` (read at `version`) into `after`, with the
/// timers that follow (`clock::after_commit`). An AI driver's move (`By::Auto`) asks for the
/// table to be published, and the driver carries on by itself; after a player's move the AI
/// seats move on, and the caller publishes (once: `publish::now` in the click's path,
/// `publish::request` for a recovered move). `Conflict` when the game moved since `version`: nothing was
/// written and the caller looks again. Returns the new version.
pub(super) async fn commit(
    bot: &Bot,
    row: &GameRow,
    version: i64,
    change: Change<'_>,
    by: By,
) -> Result<i64, StoreError> {
    commit_settling(bot, row, version, change, by, None).await
}

/// `commit` of the move `m` worked out at `m.row.version`, clearing the pending move of
/// interaction `settles` in the same transaction.
pub(super) async fn commit_move(
    bot: &Bot,
    m: &Move,
    by: By,
    settles: Option<u64>,
) -> Result<i64, StoreError> {
    let change = Change {
        seat: m.seat,
        action: &m.action,
        before: &m.before,
        after: &m.after,
    };
    commit_settling(bot, &m.row, m.row.version, change, by, settles).await
}

/// One move on its way to the store: who made it, what, and the game before and after.
#[derive(Clone, Copy)]
pub(super) struct Change<'a> {
    pub seat: Seat,
    pub action: &'a Action,
    pub before: &'a Game,
    pub after: &'a Game,
}

/// `commit`, clearing the pending move of interaction `settles` in the same transaction.
async fn commit_settling(
    bot: &Bot,
    row: &GameRow,
    version: i64,
    change: Change<'_>,
    by: By,
    settles: Option<u64>,
) -> Result<i64, StoreError> {
    let Change {
        seat,
        action,
        before,
        after,
    } = change;
    let mut timers = clock::after_commit(bot, row, before, after, by);
    timers.settles = settles;
    let version = bot
        .store
        .commit_timed(row.id, version, seat, action, after, timers)
        .await
        .inspect_err(|e| {
            if matches!(e, StoreError::Conflict(_)) {
                super::ops::METRICS.commit(true)
            }
        })?;
    super::ops::METRICS.commit(false);
    bot.publisher.moved(row.id, version);
    match by {
        // The player's path publishes once, after the commit, and waits for it.
        By::Player => bot.drivers.wake(bot, row.id),
        By::Auto => publish::request(bot, row.id),
    }
    Ok(version)
}

/// After a game started (its first snapshot is stored): the clock of whoever places first,
/// then the table, then the AI seats.
pub(super) async fn started(bot: &Bot, row: &GameRow, game: &Game) -> Result<(), StoreError> {
    clock::arm(bot, row, game).await?;
    publish::request(bot, row.id);
    bot.drivers.wake(bot, row.id);
    Ok(())
}
