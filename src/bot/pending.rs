//! A player's move survives its process between the acknowledgement and the commit. Before
//! a move is acknowledged it is noted in the store on its interaction (`Note`); the commit
//! that makes it clears the note in its own transaction. A process killed in between
//! leaves the note, and whoever takes the table up next makes the move, or finds why it
//! cannot, before any automatic move of the table (`recover`: on a restart, when another
//! process takes the shard over, before the shard's session brings new clicks, and first
//! in every AI drive). It tells the player through
//! the interaction's token (valid 15 minutes) when the note says Discord took the
//! acknowledgement (noted half a second after it, for a move not yet committed by then).
//! A process killed between its note and its acknowledgement left a click that Discord
//! showed as failed, and an answer to it would be refused: a move made is then made
//! untold (the table shows it). A move that could not be made is told all the same, as
//! the note may have missed its acknowledgement: Discord refuses that answer with a 404
//! when it never took one, which is not an invalid request in its count (401, 403, 429).
//!
//! A note that cannot be written means the store takes no write now (another writer holds
//! it, or this process lost the table): the move is then not made, and the player is told
//! so, as when its commit fails.

use super::commit::{commit_move, By, Latest, Move};
use super::context::{Bot, Reply};
use super::publish;
use crate::i18n::{self, Arg, Words};
use crate::narrate::refusal;
use crate::store::{GameId, GameStatus, LoadedGame, PendingMove, StoreError};
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;

/// How long after its acknowledgement a move still pending has that noted (`Note::acked`).
const ACK_NOTE_DELAY: Duration = Duration::from_millis(500);

/// A move noted in the store as acknowledged and not yet committed, which this process
/// sees through while the note lives (`recover` leaves it alone meanwhile).
pub(super) struct Note {
    /// The move as noted, on its interaction.
    noted: PendingMove,
    state: tokio::sync::Mutex<NoteState>,
    answers: Arc<super::answers::Answers>,
}

impl Drop for Note {
    fn drop(&mut self) {
        self.answers.noted_done(self.noted.interaction);
    }
}

/// What became of a note by the time the move's first answer was due.
pub(super) enum Noted {
    /// In the store: the move may be acknowledged.
    Written,
    /// Not written (the store failed or refused, e.g. this process lost the table).
    Failed(StoreError),
    /// Still being written: the move must not be made (`Note::forget` once it is in).
    Late,
}

/// The least time a note's statement is given on PostgreSQL, however late the interaction.
const MIN_STATEMENT_BOUND: Duration = Duration::from_millis(200);

enum NoteState {
    Writing(JoinHandle<Result<(), StoreError>>),
    Written,
    /// The write failed (its error was given to the commit, which then did not happen).
    Failed,
}

impl Note {
    /// Writes `m` to the store, waiting for it at most `within` (the time the player's first
    /// answer may still wait). PostgreSQL is asked to give up on each of the write's
    /// statements by half that time, so that a slow store (a lock held through a take-over)
    /// ends the write with an error, and the move is known not to be noted, before the
    /// answer is due.
    pub(super) async fn start(bot: &Bot, m: PendingMove, within: Duration) -> (Arc<Note>, Noted) {
        let store = bot.store.clone();
        let _ = bot.answers.noting(m.interaction);
        let noted = m.clone();
        let bound = (within / 2).max(MIN_STATEMENT_BOUND);
        let write = tokio::spawn(async move { store.note_move(&m, bound).await });
        let note = Arc::new(Note {
            noted,
            state: tokio::sync::Mutex::new(NoteState::Writing(write)),
            answers: bot.answers.clone(),
        });
        let how = match tokio::time::timeout(within, note.settle()).await {
            Ok(Ok(true)) => Noted::Written,
            Ok(Err(e)) => Noted::Failed(e),
            // (A failure is given once, to this first wait.)
            Ok(Ok(false)) | Err(_) => Noted::Late,
        };
        (note, how)
    }

    /// Waits for the write to end: Ok when the note is in the store. Its error is given
    /// once (a second call after a failure says `Ok(false)`).
    async fn settle(&self) -> Result<bool, StoreError> {
        let mut state = self.state.lock().await;
        if let NoteState::Writing(write) = &mut *state {
            let written = match write.await {
                Ok(r) => r,
                // The write's task panicked: nothing is known to be written.
                Err(_) => Err(StoreError::Database(sqlx::Error::WorkerCrashed)),
            };
            match written {
                Ok(()) => *state = NoteState::Written,
                Err(e) => {
                    *state = NoteState::Failed;
                    return Err(e);
                }
            }
        }
        Ok(matches!(*state, NoteState::Written))
    }

    /// The interaction for the commit to settle, once the note is written; the note's
    /// error when it could not be (then the move must not be committed).
    pub(super) async fn settles(&self) -> Result<Option<u64>, StoreError> {
        Ok(self.settle().await?.then_some(self.noted.interaction))
    }

    /// The move was not made and the player is told so: the note goes.
    pub(super) async fn forget(&self, bot: &Bot) {
        if let Ok(true) = self.settle().await {
            if let Err(e) = bot.store.drop_move(self.noted.interaction).await {
                tracing::warn!(interaction = self.noted.interaction, error = %e, "could not forget a move that was not made");
            }
        }
    }

    /// Discord took the move's acknowledgement. Unless the move is committed within
    /// `ACK_NOTE_DELAY` (as nearly every move is), the note says so, so that whoever makes
    /// the move after this process dies may tell the player through the interaction.
    pub(super) fn acked(self: &Arc<Self>, bot: &Bot) {
        let note = Arc::downgrade(self);
        let store = bot.store.clone();
        tokio::spawn(async move {
            tokio::time::sleep(ACK_NOTE_DELAY).await;
            // Gone: the move was committed, or forgotten and the player told.
            let Some(note) = note.upgrade() else { return };
            if note.written().await {
                if let Err(e) = store.move_acked(&note.noted).await {
                    tracing::info!(interaction = note.noted.interaction, error = %e, "could not note a move's acknowledgement");
                }
            }
        });
    }

    /// Whether the note is in the store (waiting for its write).
    pub(super) async fn written(&self) -> bool {
        matches!(self.settle().await, Ok(true))
    }
}

/// Makes (or refuses, telling the player) the moves of `game` that were acknowledged and
/// never committed, oldest first: on taking a table up, and first in every AI drive, so no
/// automatic move of the table passes them. Those this process is seeing through itself
/// are not left-overs.
pub(super) async fn recover(bot: &Bot, game: GameId) {
    let moves = match bot.store.pending_moves(game).await {
        Ok(m) => m,
        Err(e) => {
            tracing::warn!(game, error = %e, "could not look for moves left unmade");
            return;
        }
    };
    for m in moves {
        if bot.answers.noting(m.interaction) {
            recover_one(bot, &m).await;
            bot.answers.noted_done(m.interaction);
        }
    }
}

/// `recover` for every active game of this process's servers: on start-up, and on taking
/// shards over before their sessions start.
pub(super) async fn recover_all(bot: &Bot) {
    match bot.store.games_with_pending_moves().await {
        Ok(games) => {
            for id in games {
                recover(bot, id).await;
            }
        }
        Err(e) => {
            tracing::warn!(error = %e, "could not list the active games to recover their moves left unmade")
        }
    }
}

async fn recover_one(bot: &Bot, m: &PendingMove) {
    let what = m.action.name();
    let (text, made) = match make_again(bot, m).await {
        Ok(Latest::Made(..)) => {
            tracing::info!(
                game = m.game,
                interaction = m.interaction,
                "made a move its process had acknowledged and not committed"
            );
            publish::request(bot, m.game);
            let text = i18n::words(m.lang, "move-recovered-made", &[("move", Arg::Str(what))]);
            (text, true)
        }
        Ok(Latest::Stopped(why)) => {
            let args = [("move", Arg::Str(what)), ("why", Arg::Str(&why))];
            (i18n::words(m.lang, "move-recovered-refused", &args), false)
        }
        Ok(Latest::KeptChanging) => {
            let args = [("move", Arg::Str(what))];
            (
                i18n::words(m.lang, "move-recovered-kept-changing", &args),
                false,
            )
        }
        Err(e) => {
            // The table is another process's again, or the store fails: the note stays
            // for whoever takes the table up next.
            tracing::warn!(game = m.game, error = %e, "could not make a move left unmade");
            return;
        }
    };
    if let Err(e) = bot.store.drop_move(m.interaction).await {
        tracing::warn!(interaction = m.interaction, error = %e, "could not forget a move that was not made");
    }
    if m.acked || !made {
        tell(bot, m, text).await;
    } else {
        // Its process may have died before Discord took the acknowledgement: Discord would
        // refuse an answer then (and showed the click failed); the table shows the move.
        tracing::info!(interaction = m.interaction, "a move left unmade was made; its player is not told, as its acknowledgement is not known to have reached Discord");
    }
}

/// Makes the noted move `m` from the game as it stands now, its commit clearing the note;
/// prepared again when another move came first (at most `TRIES` times). Stopped: why it
/// cannot be made now, as the player reads it.
async fn make_again(bot: &Bot, m: &PendingMove) -> Result<Latest<Words>, StoreError> {
    const TRIES: usize = 6;
    for _ in 0..TRIES {
        let made = match prepare_again(bot, m).await {
            Ok(made) => made,
            Err(why) => return Ok(Latest::Stopped(why)),
        };
        match commit_move(bot, &made, By::Player, Some(m.interaction)).await {
            Ok(version) => return Ok(Latest::Made(made, version)),
            // Someone moved meanwhile: prepare it again.
            Err(StoreError::Conflict(_)) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(Latest::KeptChanging)
}

/// The noted move `m` worked out from the game as it stands now, or why it cannot be made.
async fn prepare_again(bot: &Bot, m: &PendingMove) -> Result<Box<Move>, Words> {
    let LoadedGame { row, game, .. } = match bot.store.load(m.game).await {
        Ok(l) => l,
        Err(e) => {
            tracing::warn!(game = m.game, error = %e, "could not load a game to make a move left unmade");
            return Err(i18n::words(m.lang, "refused-store", &[]));
        }
    };
    if row.status != GameStatus::Active {
        return Err(i18n::words(m.lang, "refused-not-in-progress", &[]));
    }
    Move::prepare(bot, row, game, m.seat, m.action)
        .map_err(|(e, names)| refusal(m.lang, &e, names.as_slice()))
}

/// Tells the player what became of their move: the "thinking…" they see is replaced, or a
/// private follow-up. Discord refuses both after the token's 15 minutes; the table shows
/// the move then.
async fn tell(bot: &Bot, m: &PendingMove, text: Words) {
    // Only while this process still holds the table's shard: woken from a pause after
    // another took it over, it leaves the word to that process.
    let guild = bot
        .store
        .game_row(m.game)
        .await
        .ok()
        .and_then(|r| r.guild_id);
    if !bot.lease.holds(guild) {
        tracing::info!(
            interaction = m.interaction,
            "not telling the player what became of a move: this process no longer holds the table"
        );
        return;
    }
    let told = match m.thinking {
        true => {
            let e = Reply::edit(text);
            bot.http
                .edit_original_interaction_response(&m.token, &e, vec![])
                .await
        }
        false => {
            let f = Reply::followup(text);
            bot.http.create_followup_message(&m.token, &f, vec![]).await
        }
    };
    if let Err(e) = told {
        tracing::info!(interaction = m.interaction, error = %e, "could not tell the player what became of a move left unmade");
    }
}
