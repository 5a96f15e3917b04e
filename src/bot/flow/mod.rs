//! The one path every game change by a player takes, in order: **prepare** (load the game,
//! check the clicker's seat, the component's freshness and the rules: `Game::apply` on a
//! copy) → **note** the move in the store (`pending`: a process killed before the commit
//! leaves it to the table's next host) → **acknowledge** the interaction → **commit** with
//! the version read (a conflict prepares it again) → **publish** once → **answer** the
//! player (`PlayerMove::make`, then `answer_made`).
//!
//! A refusal is answered directly and changes nothing. The interaction is acknowledged
//! before the commit, so an interaction Discord no longer accepts (older than its 3 s, e.g.
//! replayed after a gateway RESUME) is never committed; after the commit the public result
//! reaches the table through `publish` whatever happens to the answer.
//!
//! `answer` holds `Source` and `Ask`: how one interaction is answered exactly once.

use super::commit::{commit_move, By, Latest, Move};
use super::context::{Bot, Error, Reply};
use super::lease::LeaseWatch;
use super::messages::{self, escaped_names, Names};
use super::pacing::{transient, PublishError};
use super::pending::{Note, Noted};
use super::publish;
use crate::engine::*;
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::narrate::refusal;
use crate::store::{GameId, GameRow, GameStatus, LoadedGame, PendingMove, Store, StoreError};
use crate::table::who;
use serenity::all::{
    ChannelId, ChannelType, CommandInteraction, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
    GuildId, Http, MessageFlags, MessageId, ModalInteraction, Permissions, User,
};
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::Duration;

mod answer;

pub(super) use answer::{Ask, Source};

/// What makes a component stale: the turn it was posted for, or the offer it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PostedFor {
    /// A slash command: always about the current state.
    Now,
    /// A turn-message button or chooser posted at this moment (`who::stamp`: the turn, or
    /// one Special Build Phase after it).
    Turn(u32),
    /// A button or modal on the open offer's message.
    Offer(u32),
}

/// Why an interaction is refused before the engine is asked.
#[derive(Debug)]
pub enum Refusal {
    NoGameHere,
    GameGone,
    NotSeated,
    NotStarted,
    Over,
    TurnOver,
    SpecialBuildOver,
    /// A paired turn's part (Settler 1's or Settler 2's) that is over.
    PartOver,
    OfferClosed,
    /// The store failed (logged where it happened).
    Store(StoreError),
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Self {
        Refusal::Store(e)
    }
}

impl Refusal {
    /// What the member reads, in their language.
    pub fn sentence(&self, lang: Lang) -> Words {
        let id = match self {
            Refusal::NoGameHere => "refused-no-game-here",
            Refusal::GameGone => "refused-game-gone",
            Refusal::NotSeated => "refused-not-seated",
            Refusal::NotStarted => "refused-not-started",
            Refusal::Over => "refused-over",
            Refusal::TurnOver => "refused-turn-over",
            Refusal::SpecialBuildOver => "refused-special-build-over",
            Refusal::PartOver => "refused-part-over",
            Refusal::OfferClosed => "refused-offer-closed",
            Refusal::Store(_) => "refused-store",
        };
        i18n::words(lang, id, &[])
    }
}

/// What a member reads, in `lang`, when something failed on our side while answering them:
/// whether their move was made (`committed`) or nothing changed. The log has the details.
pub fn apology(lang: Lang, committed: bool) -> Words {
    let id = match committed {
        false => "error-nothing-changed",
        true => "error-shown-later",
    };
    i18n::words(lang, id, &[])
}

/// What a member reads, in `lang`, when the store refused their change: someone acted at the
/// same moment, the channel has a game already, or the store failed.
pub fn store_sentence(lang: Lang, e: &StoreError) -> Words {
    let id = match e {
        StoreError::Conflict(_) => "refused-conflict",
        StoreError::ChannelBusy => "refused-channel-busy",
        _ => "refused-store",
    };
    i18n::words(lang, id, &[])
}

/// Loads an active game and the caller's seat, or says why not.
pub(super) async fn load_seated(
    store: &Store,
    game: GameId,
    user: u64,
) -> Result<(LoadedGame, Seat), Refusal> {
    let loaded = load_active(store, game).await?;
    let seat = who::seat_of(&loaded.row, user).ok_or(Refusal::NotSeated)?;
    Ok((loaded, seat))
}

/// The game `game` while it is played, or why not.
pub(super) async fn load_active(store: &Store, game: GameId) -> Result<LoadedGame, Refusal> {
    let loaded = match store.load(game).await {
        Ok(l) => l,
        Err(StoreError::NotFound(_)) => return Err(Refusal::GameGone),
        Err(StoreError::NotStarted(_)) => return Err(Refusal::NotStarted),
        Err(e) => {
            tracing::error!(game, error = %e, "could not load a game");
            return Err(e.into());
        }
    };
    match loaded.row.status {
        GameStatus::Active => {}
        GameStatus::Lobby => return Err(Refusal::NotStarted),
        GameStatus::Finished | GameStatus::Abandoned => return Err(Refusal::Over),
    }
    Ok(loaded)
}

/// The open game in the caller's channel.
pub(super) async fn channel_game(store: &Store, channel: ChannelId) -> Result<GameRow, Refusal> {
    store
        .open_game_in_channel(channel.get())
        .await?
        .ok_or(Refusal::NoGameHere)
}

/// A permission of `missing_permissions` as the member's Discord names it, in bold.
pub(super) fn permission_name(lang: Lang, english: &str) -> String {
    let id = match english {
        "View Channel" => "perm-view-channel",
        "Send Messages" => "perm-send-messages",
        "Send Messages in Threads" => "perm-send-in-threads",
        "Create Public Threads" => "perm-create-threads",
        "Attach Files" => "perm-attach-files",
        "Read Message History" => "perm-read-history",
        other => return format!("**{other}**"),
    };
    format!("**{}**", i18n::text(lang, id, &[]))
}

/// What the bot needs to run a table where `src` was used (`thread`: in a new thread
/// there), as Discord's names of the missing permissions.
pub(super) fn missing_permissions(src: Source<'_>, thread: bool) -> Vec<&'static str> {
    let Some(have) = src.app_permissions() else {
        return vec![];
    };
    let mut need = vec![(Permissions::VIEW_CHANNEL, "View Channel")];
    if thread || src.in_thread() {
        need.push((
            Permissions::SEND_MESSAGES_IN_THREADS,
            "Send Messages in Threads",
        ));
    } else {
        need.push((Permissions::SEND_MESSAGES, "Send Messages"));
    }
    if thread {
        need.push((Permissions::CREATE_PUBLIC_THREADS, "Create Public Threads"));
    }
    need.push((Permissions::ATTACH_FILES, "Attach Files"));
    need.push((Permissions::READ_MESSAGE_HISTORY, "Read Message History"));
    need.into_iter()
        .filter(|(p, _)| !have.contains(*p))
        .map(|(_, name)| name)
        .collect()
}

/// How long a player's answer waits for the table to show their move (so a table Discord
/// refuses is reported to them); past it, publishing goes on in the background.
const PUBLISH_WAIT: std::time::Duration = std::time::Duration::from_millis(2_500);

/// Makes `action` for the caller in one line: prepare (load, the clicker's seat, the
/// component's freshness, the rules on a copy) → note → acknowledge → commit (another move
/// committed first: prepared again against the new state) → publish once → answer. Every
/// refusal is a private sentence and changes nothing; once the move is acknowledged, every
/// way out commits it or tells the player, in words, that it was not made.
pub(super) async fn act(
    bot: &Bot,
    ask: &Ask<'_>,
    game_id: GameId,
    guard: PostedFor,
    action: Action,
) -> Result<(), Error> {
    let (action, dice_file) = forced_dice(bot, action);
    // A stopping process acknowledges no move: it could not see it through.
    let Some(_under_way) = bot.answers.begin() else {
        let text = not_made(ask.src, &action, "why-restarting", true);
        return ask.say(&bot.http, text).await;
    };
    let mut path = PlayerMove {
        bot,
        ask,
        game_id,
        guard,
        action,
        note: None,
    };
    let made = path.make().await;
    let Some((m, version)) = settle(bot, ask, &path, made).await? else {
        return Ok(());
    };
    if let Some(file) = dice_file {
        let _ = std::fs::remove_file(file);
    }
    answer_made(bot, ask, *m, version).await;
    Ok(())
}

/// The player's move as `PlayerMove::make` left it: the move and the game's version when
/// it was made; else None once the player was told why not.
async fn settle(
    bot: &Bot,
    ask: &Ask<'_>,
    mover: &PlayerMove<'_, '_>,
    made: Result<Latest<Told>, StoreError>,
) -> Result<Option<(Box<Move>, i64)>, Error> {
    let (http, game_id, action) = (&bot.http, mover.game_id, mover.action);
    // Not made: the note goes before the player is told (unless this process lost the
    // table, whose next host makes the move from its note). A commit cut off by any error
    // (the server ended a frozen process's transaction, say) after this process stopped
    // serving the table counts as lost too: it could not tell the player any more.
    let lost = matches!(
        made,
        Err(StoreError::LeaseLost(_) | StoreError::ShardLost { .. })
    ) || (made.is_err() && !bot.lease.valid_for(ask.src.guild_id().map(|g| g.get())));
    let handed_over = match (&made, &mover.note) {
        (Ok(Latest::Made(..)), _) | (_, None) => false,
        (_, Some(note)) if lost => note.written().await,
        (_, Some(note)) => {
            note.forget(bot).await;
            false
        }
    };
    let said = match made {
        Ok(Latest::Made(m, version)) => return Ok(Some((m, version))),
        Ok(Latest::Stopped(said)) => {
            if ask.answered() {
                tracing::info!(
                    game = game_id,
                    interaction = ask.src.metric().0,
                    action = action.name(),
                    "an acknowledged move was not made (the table had changed); its player is told why"
                );
            }
            said
        }
        Ok(Latest::KeptChanging) => {
            let text = not_made(ask.src, &action, "why-kept-changing", false);
            ask.say(http, text).await
        }
        Err(e) if handed_over => {
            tracing::warn!(game = game_id, error = %e, action = action.name(), "this process lost the table before committing an acknowledged move; its next host makes it");
            let text = i18n::words(
                ask.src.lang(),
                "move-restarting",
                &[("move", Arg::Str(action.name()))],
            );
            ask.say(http, text).await
        }
        Err(e) => {
            tracing::error!(game = game_id, error = %e, action = action.name(), "an acknowledged move could not be committed");
            if let StoreError::NotActive(_) | StoreError::NotFound(_) = &e {
                let why = i18n::words(ask.src.lang(), "refused-not-in-progress", &[]);
                ask.say(http, refused(ask, &action, why)).await
            } else {
                let (why, later) = why_not_saved(&e);
                ask.say(http, not_made(ask.src, &action, why, later)).await
            }
        }
    };
    said.map(|()| None)
}

/// Answers the player whose move `m` was committed (at `version`): privately, only what is
/// private; the table shows the rest once it is published, or the player learns why it
/// cannot be.
async fn answer_made(bot: &Bot, ask: &Ask<'_>, m: Move, version: i64) {
    let Move {
        row,
        seat,
        action,
        after,
        events,
        ..
    } = m;
    tracing::info!(
        game = row.id,
        seat = seat.0,
        action = action.name(),
        version,
        interaction = ask.src.metric().0,
        "committed"
    );
    let names = escaped_names(after.names());
    let names = Names(&names);
    // A move says privately only what is private (a card bought, a card stolen, a Special
    // Build Phase asked for), whether made by a chooser, a command or a click on the
    // table: the table shows the rest (a chooser with nothing private to say goes).
    let lang = ask.src.lang();
    let mut text = messages::private_extra(lang, &events, seat, &names)
        .or_else(|| messages::special_build_answer(lang, row.language, &action, &after))
        .unwrap_or_else(Words::none);
    // The move is on the table once it is published; when Discord refuses that (the
    // bot lost a permission here), the player learns now that the game waits.
    let shown = tokio::time::timeout(PUBLISH_WAIT, publish::now(bot, row.id)).await;
    if let Some(why) = shown
        .ok()
        .and_then(|r| r.err())
        .and_then(|e| not_shown(ask, &e))
    {
        let made = i18n::words(lang, "move-made-not-shown", &[("why", Arg::Str(&why))]);
        text = Words::join([text, made], Sep::Line);
    }
    if let Err(e) = ask.done(&bot.http, text).await {
        tracing::warn!(game = row.id, error = %e, "the answer to a committed move failed; the table shows it");
    }
}

/// Why the table could not show a move (`e`), for its player: the permissions missing here
/// when Discord refused for want of them; None when players need not know.
fn not_shown(ask: &Ask<'_>, e: &PublishError) -> Option<String> {
    let lang = ask.src.lang();
    let missing = missing_permissions(ask.src, false);
    match (e, missing.is_empty()) {
        (PublishError::Forbidden { .. }, false) => {
            let names: Vec<String> = missing.iter().map(|m| permission_name(lang, m)).collect();
            Some(i18n::text(
                lang,
                "cannot-show-missing",
                &[
                    ("permissions", Arg::Str(&names.join(", "))),
                    ("count", Arg::Int(missing.len() as i64)),
                ],
            ))
        }
        _ => e.for_players(lang).map(String::from),
    }
}

/// A player's action on its way to the store (`act`).
struct PlayerMove<'a, 'b> {
    bot: &'a Bot,
    ask: &'a Ask<'b>,
    game_id: GameId,
    guard: PostedFor,
    action: Action,
    /// The move noted in the store before its acknowledgement (from the first try on).
    note: Option<std::sync::Arc<Note>>,
}

/// Why a move was not prepared: refused before the rules were asked, or by the rules (with
/// the seats' names the refusal may name).
enum Unprepared {
    Refused(Refusal),
    Rules {
        error: RuleError,
        names: Vec<String>,
    },
}

/// How a try at a move stopped short of its commit: the answer the player was given (or
/// `Ok(())` when none is due: an interaction Discord no longer takes).
type Told = Result<(), Error>;

impl PlayerMove<'_, '_> {
    /// Prepare → note → acknowledge → commit, from the top again (at most `TRIES` times)
    /// when another move was committed first.
    async fn make(&mut self) -> Result<Latest<Told>, StoreError> {
        let (bot, ask) = (self.bot, self.ask);
        for _ in 0..TRIES {
            let m = match self.prepare().await {
                Ok(m) => m,
                Err(why) => {
                    let why = match why {
                        Unprepared::Refused(r) => ask.refusal(&r),
                        Unprepared::Rules { error, names } => {
                            refusal(ask.src.lang(), &error, names.as_slice())
                        }
                    };
                    let text = refused(ask, &self.action, why);
                    return Ok(Latest::Stopped(ask.say(&bot.http, text).await));
                }
            };
            // Only an interaction Discord still takes may change the game. Once acknowledged,
            // Discord took it: a retry after a conflict must commit (or say why not), never
            // drop the move silently because the clock passed 3 s meanwhile.
            if !ask.answered() && ask.expired() {
                tracing::warn!(
                    game = m.row.id,
                    "an interaction older than 3 s was ignored; nothing changed"
                );
                return Ok(Latest::Stopped(Ok(())));
            }
            if !ask.answered() {
                if let Err(told) = self.note(&m).await {
                    return Ok(Latest::Stopped(told));
                }
            }
            if let Err(told) = self.acknowledge(&m).await {
                return Ok(Latest::Stopped(told));
            }
            let mut in_flight = InFlight::arm(bot, ask, &m.action, self.note.clone());
            let settles = match in_flight.settles().await {
                Ok(s) => s,
                Err(e) => {
                    in_flight.release();
                    return Err(e);
                }
            };
            let committed = commit_move(bot, &m, By::Player, settles).await;
            in_flight.release();
            match committed {
                Ok(version) => return Ok(Latest::Made(m, version)),
                // Someone moved meanwhile (an AI seat, another player): prepare it again.
                Err(StoreError::Conflict(_)) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(Latest::KeptChanging)
    }

    /// The move as the game stands now: loaded, the clicker's seat, the guard, the random
    /// outcomes drawn, and the rules asked on a copy; or why not.
    async fn prepare(&self) -> Result<Box<Move>, Unprepared> {
        let bot = self.bot;
        let user = self.ask.src.user().id.get();
        let (loaded, seat) = load_seated(&bot.store, self.game_id, user)
            .await
            .map_err(Unprepared::Refused)?;
        check_guard(&bot.store, &loaded, self.guard, self.ask.src)
            .await
            .map_err(Unprepared::Refused)?;
        let LoadedGame { row, game, .. } = loaded;
        Move::prepare(bot, row, game, seat, self.action)
            .map_err(|(error, names)| Unprepared::Rules { error, names })
    }

    /// Notes `m` in the store before it is acknowledged: a move Discord took must outlive
    /// this process. A note that fails, or is not in by the time the answer must go, leaves
    /// the move unmade, and the player is told so instead.
    async fn note(&mut self, m: &Move) -> Result<(), Told> {
        let (bot, ask) = (self.bot, self.ask);
        let noting = PendingMove {
            interaction: ask.src.metric().0,
            game: m.row.id,
            seat: m.seat,
            action: self.action,
            token: ask.src.token().to_string(),
            thinking: ask.src.ack_thinks(),
            acked: false,
            lang: ask.src.lang(),
        };
        let (noted, how) = Note::start(bot, noting, ask.time_to_answer()).await;
        let (why, later) = match how {
            Noted::Written => {
                self.note = Some(noted);
                return Ok(());
            }
            Noted::Failed(e) => {
                tracing::warn!(game = m.row.id, error = %e, action = m.action.name(), "a move could not be noted; it was not made");
                why_not_saved(&e)
            }
            Noted::Late => {
                tracing::warn!(
                    game = m.row.id,
                    action = m.action.name(),
                    "a move's note was not in when its answer was due; it was not made"
                );
                // Forgotten once it is in; until then no one else makes it.
                let bot = bot.clone();
                tokio::spawn(async move { noted.forget(&bot).await });
                ("why-not-saved", false)
            }
        };
        let text = not_made(ask.src, &m.action, why, later);
        Err(ask.say(&bot.http, text).await)
    }

    /// Acknowledges the interaction (once; a retry finds it answered). When Discord no
    /// longer takes it, nothing changes: the note goes, and the player is told in case a
    /// passing error hid an acknowledgement Discord took.
    async fn acknowledge(&self, m: &Move) -> Result<(), Told> {
        let (bot, ask) = (self.bot, self.ask);
        if let Err(e) = ask.ack(&bot.http).await {
            tracing::warn!(game = m.row.id, error = %e, "the interaction could not be acknowledged (too old?); nothing changed");
            if let Some(note) = self.note.as_ref() {
                note.forget(bot).await;
            }
            // Discord refuses a follow-up to an interaction it never took, and then shows
            // its failure itself.
            if matches!(&e, Error::Discord(d) if transient(d)) {
                let text = not_made(ask.src, &m.action, "why-click-unconfirmed", false);
                let _ = ask.send_followup(&bot.http, Reply::followup(text)).await;
            }
            return Err(Ok(()));
        }
        if let Some(note) = self.note.as_ref() {
            note.acked(bot);
        }
        Ok(())
    }
}

/// Why a move could not be saved, as `not_made` words it, and whether to try again later
/// (this process is handing the table over) or now.
fn why_not_saved(e: &StoreError) -> (&'static str, bool) {
    match e {
        StoreError::LeaseLost(_) | StoreError::ShardLost { .. } => ("why-restarting", true),
        _ => ("why-not-saved", false),
    }
}

/// Why a move was refused, as the player reads it: once acknowledged, saying it was not made.
fn refused(ask: &Ask<'_>, action: &Action, why: Words) -> Words {
    match ask.answered() {
        true => i18n::words(
            ask.src.lang(),
            "move-refused",
            &[("move", Arg::Str(action.name())), ("why", Arg::Str(&why))],
        ),
        false => why,
    }
}

/// How often a move is checked and committed again after others moved first.
const TRIES: usize = 6;

/// What the player reads when a move was not made: which move, why (`why`, a `why-*`
/// message), and what to do (`later`: in a minute, or now). "Your roll was not made: the
/// game's record could not be saved just now. Click **Roll** again."
fn not_made(src: Source<'_>, action: &Action, why: &str, later: bool) -> Words {
    let lang = src.lang();
    let t = |now: &str, soon: &str, args: &[(&str, Arg<'_>)]| {
        i18n::text(lang, if later { soon } else { now }, args)
    };
    let again = match src {
        Source::Component(i) => match clicked_label(i) {
            Some(label) => {
                let label = messages::escape(&label);
                let args = [("label", Arg::Str(&label))];
                t("again-click", "again-click-later", &args)
            }
            None => t("again-it", "again-it-later", &[]),
        },
        Source::Modal(_) => t("again-send", "again-send-later", &[]),
        Source::Command(i) => {
            // The subcommand as the member's Discord names it ("/catan würfeln").
            let sub = sub_name(i);
            let id = format!("name-{sub}");
            let sub = match i18n::has(Lang::En, &id) {
                true => i18n::text(lang, &id, &[]),
                false => sub,
            };
            let command = format!("{} {sub}", i.data.name);
            let args = [("command", Arg::Str(&command))];
            t("again-command", "again-command-later", &args)
        }
    };
    let why = i18n::text(lang, why, &[]);
    i18n::words(
        lang,
        "move-not-made",
        &[
            ("move", Arg::Str(action.name())),
            ("why", Arg::Str(&why)),
            ("again", Arg::Str(&again)),
        ],
    )
}

/// The label of the button (or the placeholder of the menu) that was clicked.
fn clicked_label(i: &ComponentInteraction) -> Option<String> {
    use serenity::all::{ActionRowComponent, ButtonKind};
    i.message
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|c| match c {
            ActionRowComponent::Button(b) => match &b.data {
                ButtonKind::NonLink { custom_id, .. } if *custom_id == i.data.custom_id => {
                    b.label.clone()
                }
                _ => None,
            },
            ActionRowComponent::SelectMenu(m)
                if m.custom_id.as_deref() == Some(&i.data.custom_id) =>
            {
                m.placeholder.clone()
            }
            _ => None,
        })
        .filter(|l| !l.is_empty())
}

/// The subcommand of a slash command (`build` of `/catan build`).
fn sub_name(i: &CommandInteraction) -> String {
    i.data
        .options
        .first()
        .map(|o| o.name.clone())
        .unwrap_or_default()
}

/// A move acknowledged and not yet committed. Should its work end before the commit
/// returns (a panic), the player is told in the background, in words, that the move may
/// not have been made; released once the commit has answered.
struct InFlight {
    armed: Option<(std::sync::Arc<Http>, String, Words)>,
    note: Option<std::sync::Arc<Note>>,
}

impl InFlight {
    /// The interaction whose note the commit clears, once the note is written; the note's
    /// error when it could not be: then the move must not be made.
    async fn settles(&mut self) -> Result<Option<u64>, StoreError> {
        match &self.note {
            Some(note) => note.settles().await,
            None => Ok(None),
        }
    }

    /// The commit has answered.
    fn release(mut self) {
        self.armed = None;
    }

    fn arm(
        bot: &Bot,
        ask: &Ask<'_>,
        action: &Action,
        note: Option<std::sync::Arc<Note>>,
    ) -> InFlight {
        let token = ask.src.token().to_string();
        let text = i18n::words(
            ask.src.lang(),
            "move-maybe-not-made",
            &[("move", Arg::Str(action.name()))],
        );
        InFlight {
            armed: Some((bot.http.clone(), token, text)),
            note,
        }
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        let Some((http, token, text)) = self.armed.take() else {
            return;
        };
        tracing::error!(
            "an acknowledged move ended before its commit answered; telling the player"
        );
        let Ok(rt) = tokio::runtime::Handle::try_current() else {
            return;
        };
        rt.spawn(async move {
            let f = Reply::followup(text);
            if let Err(e) = http.create_followup_message(&token, &f, vec![]).await {
                tracing::error!(error = %e, "could not tell the player");
            }
        });
    }
}

/// Under the test hooks: a roll by button takes the dice a test wrote into
/// `CATAN_TEST_DICE_FILE` ("3,4"), and says which file to remove once it is committed.
fn forced_dice(bot: &Bot, action: Action) -> (Action, Option<&std::path::Path>) {
    let file = match (&bot.config.test_dice_file, action) {
        (Some(file), Action::Roll { dice: None }) if bot.config.test_hooks => file,
        _ => return (action, None),
    };
    let Ok(text) = std::fs::read_to_string(file) else {
        return (action, None);
    };
    let dice: Vec<u8> = text
        .trim()
        .split(',')
        .filter_map(|d| d.trim().parse().ok())
        .collect();
    match dice[..] {
        [a, b] => (Action::Roll { dice: Some([a, b]) }, Some(file.as_path())),
        _ => (action, None),
    }
}

async fn check_guard(
    store: &Store,
    loaded: &LoadedGame,
    guard: PostedFor,
    src: Source<'_>,
) -> Result<(), Refusal> {
    match guard {
        PostedFor::Now => Ok(()),
        PostedFor::Turn(t) => moment_still_on(t, &loaded.game),
        PostedFor::Offer(t) => match offer_still_open(store, loaded, t, src).await? {
            true => Ok(()),
            false => Err(Refusal::OfferClosed),
        },
    }
}

/// Whether a turn-message component stamped `stamp` (see `who::stamp`) belongs to the
/// moment the game is at, or why not.
pub(super) fn moment_still_on(stamp: u32, game: &Game) -> Result<(), Refusal> {
    match stamp == who::stamp(game) {
        true => Ok(()),
        // A paired table's moments are Settler 1's and Settler 2's parts of each turn.
        false
            if game.options().build_phase == BuildPhase::Paired
                && who::Moment::from_stamp(stamp).turn == game.turn() =>
        {
            Err(Refusal::PartOver)
        }
        false if who::stamp_is_special_build(stamp) => Err(Refusal::SpecialBuildOver),
        false => Err(Refusal::TurnOver),
    }
}

/// Whether a click or form on the offer message of turn `stamp` answers the offer open now:
/// the game has an offer on that turn, and the message is the one published for it. Until
/// it is noted (a click can beat the bot learning the message's id), the one open offer of
/// the turn is the message being clicked; a modal submit without its message is decided by
/// the turn and the open offer.
pub(super) async fn offer_still_open(
    store: &Store,
    loaded: &LoadedGame,
    stamp: u32,
    src: Source<'_>,
) -> Result<bool, StoreError> {
    if stamp != loaded.game.turn() || loaded.game.offer().is_none() {
        return Ok(false);
    }
    let noted = store
        .published(loaded.row.id)
        .await?
        .into_iter()
        .find(|p| p.kind == crate::store::MessageKind::Offer)
        .and_then(|p| p.message);
    // A message noted as being posted (its id not known yet) is this offer's: the one of
    // an earlier offer was taken away before it was posted, and Discord may deliver a click
    // on it before its id is noted.
    Ok(match (src.message_id(), noted) {
        (Some(clicked), Some(noted)) => clicked.get() == noted,
        _ => true,
    })
}
