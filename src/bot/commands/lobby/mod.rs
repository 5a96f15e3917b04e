//! Lobbies: opening a table with `/catan new` (here, or in a new thread named after the
//! table), taking and leaving seats (`/catan join`, `/catan leave`, the lobby's buttons and
//! its AI chooser), starting the game (`/catan start`, **Start**) and cancelling. The lobby lives in
//! the store (seats and options); the lobby message is re-rendered from it after every
//! change, so its buttons work across restarts.

use super::{ask, finish, Context};
use crate::ai::Level;
use crate::bot::context::{no_pings, Bot, Error};
use crate::bot::flow::{self, channel_game, Ask, Source};
use crate::bot::ids::{Cid, LobbyVerb};
use crate::bot::messages::{self, escape};
use crate::bot::publish;
use crate::engine::*;
use crate::i18n::{self, Arg, Lang};
use crate::narrate;
use crate::store::{
    GameRow, GameStatus, MessageKind, MessageState, NewTable, SeatInfo, StoreError,
};
use crate::table::deal::{deal, FairStart};
use crate::table::lobby::{Change, Click, Lobby, LobbyRefusal};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, Permissions,
};

/// The options of `/catan new`, before validation.
pub(super) struct NewGame {
    pub players: u8,
    pub map: MapKind,
    pub points: u8,
    pub discard_limit: u8,
    pub friendly_robber: bool,
    pub balanced_dice: bool,
    pub undos: u8,
    pub turn_timer: Option<u32>,
    /// Play in a new thread; None: wherever the bot may create threads.
    pub thread: Option<bool>,
    /// The table's language; None: the server's, when the bot speaks it, else English.
    pub language: Option<Lang>,
}

pub(super) fn lobby_text(row: &GameRow) -> String {
    let (o, lang) = (&row.options, row.language);
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let int = |n: u32| Arg::Int(i64::from(n));
    let mut extras = Vec::new();
    if o.discard_limit != 7 {
        extras.push(t(
            "lobby-discard",
            &[("limit", int(o.discard_limit.into()))],
        ));
    }
    if o.friendly_robber {
        extras.push(t("lobby-friendly-robber", &[]));
    }
    if o.balanced_dice {
        extras.push(t("lobby-balanced-dice", &[]));
    }
    extras.push(match o.undo_limit {
        0 => t("lobby-no-undo", &[]),
        n => t("lobby-undos", &[("count", int(n.into()))]),
    });
    if let Some(m) = row.turn_timer_minutes {
        extras.push(match crate::bot::clock::timer_unit(m) {
            (d, "days") => t("lobby-timer-days", &[("days", int(d))]),
            (h, "hours") => t("lobby-timer-hours", &[("hours", int(h))]),
            _ => t("lobby-timer", &[("minutes", int(m))]),
        });
    }
    let large = Island::for_players(o.players) == Island::Large;
    if large {
        extras.push(t("lobby-special-build", &[]));
    }
    let map = match (row.map, large) {
        (MapKind::Beginner, false) => "beginner",
        (MapKind::Random, false) => "random",
        (MapKind::Beginner, true) => "beginner-large",
        (MapKind::Random, true) => "random-large",
    };
    let extras: String = extras.iter().map(|e| format!(", {e}")).collect();
    let language = lang.name();
    let head = t(
        "lobby-head",
        &[
            (
                "rematch",
                Arg::Int(row.rematch.as_ref().map_or(0, |r| r.of)),
            ),
            ("players", int(o.players.into())),
            ("map", Arg::Str(map)),
            ("points", int(o.points_to_win.into())),
            ("extras", Arg::Str(&extras)),
            ("language", Arg::Str(&language)),
        ],
    );
    let seats: Vec<String> = row
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = escape(&s.name);
            let mut args = vec![("seat", Arg::Int(i as i64 + 1)), ("name", Arg::Str(&name))];
            let id = match &s.ai {
                Some(level) => {
                    args.push(("level", Arg::Str(level.name())));
                    "lobby-seat-ai"
                }
                None if s.user_id == row.host_id => "lobby-seat-host",
                None => "lobby-seat",
            };
            t(id, &args)
        })
        .collect();
    let seats = t(
        "lobby-seats",
        &[
            ("taken", Arg::Int(row.seats.len() as i64)),
            ("players", int(o.players.into())),
            ("seats", Arg::Str(&seats.join(" · "))),
        ],
    );
    let waiting = row.rematch_waiting();
    let how = match waiting.is_empty() {
        true => t("lobby-how", &[]),
        false => {
            let who: Vec<String> = waiting.iter().map(|u| format!("<@{u}>")).collect();
            t(
                "lobby-waiting",
                &[("who", Arg::Str(&i18n::and_list(lang, &who)))],
            )
        }
    };
    let fair = match &row.fair {
        Some(f) => format!(
            "\n{}",
            t("lobby-fair", &[("fingerprint", Arg::Str(&f.commitment()))])
        ),
        None => String::new(),
    };
    format!("{head}\n{seats}\n{how}{fair}")
}

/// Whether a new table goes to its own thread: as asked, else wherever the bot may make one
/// (never inside a thread).
fn wants_thread(src: Source<'_>, asked: Option<bool>) -> bool {
    if src.in_thread() {
        return false;
    }
    asked.unwrap_or_else(|| {
        src.app_permissions().is_some_and(|p| {
            p.contains(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS)
        })
    })
}

/// `/catan new`: checks what the bot may do here, then opens a lobby in this channel or in
/// a new thread.
pub(super) async fn open(bot: &Bot, ask: &Ask<'_>, new: NewGame) -> Result<(), Error> {
    let http = &bot.http;
    let src = ask.src;
    let options = Options {
        players: new.players,
        points_to_win: new.points,
        discard_limit: new.discard_limit,
        friendly_robber: new.friendly_robber,
        balanced_dice: new.balanced_dice,
        undo_limit: new.undos,
    };
    let board = new.map.spec(0).build_for(Island::for_players(new.players));
    // (The beginner map exists for the base island only.)
    if let Err(e) = options.validate().and(board.map(drop)) {
        return ask.say(http, narrate::setup_error(src.lang(), &e)).await;
    }
    let thread = wants_thread(src, new.thread);
    let missing = flow::missing_permissions(src, thread);
    if !missing.is_empty() {
        let bold = |m: &&str| flow::permission_name(src.lang(), m);
        let list: Vec<String> = missing.iter().map(bold).collect();
        // A table without a thread is advice only when the channel itself has all it takes;
        // otherwise the answer names what the channel lacks as well.
        let here = match thread {
            true => flow::missing_permissions(src, false),
            false => vec![],
        };
        let also: Vec<String> = here
            .iter()
            .filter(|m| !missing.contains(m))
            .map(bold)
            .collect();
        let lang = src.lang();
        // And a table in its own thread is the advice when only that would work here.
        let in_a_thread_works = !thread
            && !src.in_thread()
            && flow::missing_permissions(src, true).is_empty()
            && src
                .app_permissions()
                .is_some_and(|p| p.contains(serenity::all::Permissions::CREATE_PUBLIC_THREADS));
        let fix = if thread && here.is_empty() {
            i18n::text(lang, "new-missing-fix-no-thread", &[])
        } else if in_a_thread_works {
            i18n::text(lang, "new-missing-fix-thread", &[])
        } else if also.is_empty() {
            String::new()
        } else {
            let also = i18n::and_list(lang, &also);
            i18n::text(lang, "new-missing-fix-also", &[("also", Arg::Str(&also))])
        };
        let why = i18n::text(
            lang,
            "new-missing-permissions",
            &[
                ("permissions", Arg::Str(&i18n::and_list(lang, &list))),
                ("count", Arg::Int(missing.len() as i64)),
                ("fix", Arg::Str(&fix)),
            ],
        );
        return ask.say(http, why).await;
    }
    let host = SeatInfo {
        user_id: src.user().id.get(),
        name: src.display_name(),
        ai: None,
    };
    if !thread {
        let creating = async {
            Ok::<_, Error>(
                match create(bot, src, src.channel_id().get(), host, options, &new).await? {
                    Ok(id) => Ok(bot.store.game_row(id).await?),
                    Err(why) => Err(why),
                },
            )
        };
        tokio::pin!(creating);
        // A store slow to take the lobby (a burst of tables opening at once) does not keep
        // the command without an answer: a public "thinking…" goes first, and the lobby (or
        // why not) replaces it.
        let made = match tokio::time::timeout(ask.left_until(LOBBY_AT_ONCE), &mut creating).await {
            Ok(made) => made?,
            Err(_) => {
                ask.think_publicly(http).await?;
                creating.await?
            }
        };
        return match made {
            Ok(row) => answer_with_lobby(bot, ask, &row, no_pings()).await,
            Err(why) => ask.say(http, why).await,
        };
    }
    // Opening a thread takes a call to Discord: answer first (publicly, so others see where
    // the table is), then open it.
    ask.respond(
        http,
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
    )
    .await?;
    let lang = table_lang(src, &new);
    let host_name = src.display_name();
    let name = i18n::text(lang, "thread-name", &[("name", Arg::Str(&host_name))]);
    let mut opened = None;
    let said = match publish::open_thread(
        bot,
        src.channel_id(),
        src.guild_id().map(|g| g.get()),
        &name,
    )
    .await
    {
        Ok(thread) => match create(bot, src, thread, host, options, &new).await? {
            Ok(id) => {
                opened = Some(id);
                let row = bot.store.game_row(id).await?;
                publish::open_lobby(bot, &row, lobby_text(&row), messages::lobby_rows_for(&row))
                    .await?;
                let (name, thread) = (escape(&host_name), format!("<#{thread}>"));
                i18n::text(
                    lang,
                    "thread-opened",
                    &[("name", Arg::Str(&name)), ("thread", Arg::Str(&thread))],
                )
            }
            Err(why) => why,
        },
        Err(e) => {
            tracing::warn!(error = %e, "could not open a thread");
            i18n::text(src.lang(), "new-thread-failed", &[])
        }
    };
    // The channel's pointer to the thread offers **Watch** to the members who stay here.
    let rows = match opened {
        Some(id) => vec![messages::watch_row(id, lang)],
        None => vec![],
    };
    let edit = EditInteractionResponse::new()
        .content(said)
        .components(rows)
        .allowed_mentions(no_pings());
    if let (Source::Command(i), true) = (src, bot.lease.valid_for(src.guild_id().map(|g| g.get())))
    {
        let pointer = i.edit_response(http, edit).await?;
        if let Some(id) = opened {
            // The pointer says how the table ended once it closes (publishing edits it).
            bot.store
                .set_pointer(id, src.channel_id().get(), pointer.id.get())
                .await?;
            if bot.store.game_row(id).await?.status != GameStatus::Lobby {
                // It closed before its pointer was noted.
                publish::request(bot, id);
            }
        }
    }
    Ok(())
}

/// The language a new table plays in: the host's choice, else the server's when the bot
/// speaks it, else English.
fn table_lang(src: Source<'_>, new: &NewGame) -> Lang {
    new.language.or(src.guild_lang()).unwrap_or(Lang::En)
}

/// How long after the member sent `/catan new` it waits for the store to take its lobby
/// before it answers with a public "thinking…" that the lobby then replaces (Discord shows
/// the command taken at once). Counted from the command's creation: time it spent reaching
/// this process counts.
const LOBBY_AT_ONCE: std::time::Duration = std::time::Duration::from_millis(60);

/// Creates the lobby in the store, or says why not (the channel already has a table).
async fn create(
    bot: &Bot,
    src: Source<'_>,
    channel: u64,
    host: SeatInfo,
    options: Options,
    new: &NewGame,
) -> Result<Result<i64, String>, Error> {
    let created = bot
        .store
        .create_seeded_lobby(
            NewTable {
                guild: src.guild_id().map(|g| g.get()),
                channel,
                options,
                map: new.map,
                turn_timer_minutes: new.turn_timer,
                language: table_lang(src, new),
            },
            host,
            &fair_seed(bot),
        )
        .await;
    match created {
        Ok(id) => Ok(Ok(id)),
        Err(e @ StoreError::ChannelBusy) => Ok(Err(flow::store_sentence(src.lang(), &e))),
        Err(e) => Err(e.into()),
    }
}

/// Answers the command or click with the lobby message itself (which may ping `pings`),
/// and notes it as the table's lobby.
async fn answer_with_lobby(
    bot: &Bot,
    ask: &Ask<'_>,
    row: &GameRow,
    pings: CreateAllowedMentions,
) -> Result<(), Error> {
    let http = &bot.http;
    let (text, rows) = (lobby_text(row), messages::lobby_rows_for(row));
    match matches!(ask.src, Source::Command(_)) && ask.answered() {
        // A public "thinking…" went first (`open`): the lobby replaces it.
        true => {
            let edit = EditInteractionResponse::new()
                .content(text)
                .components(rows)
                .allowed_mentions(pings);
            ask.replace(http, edit).await?
        }
        false => {
            let lobby = CreateInteractionResponseMessage::new()
                .content(text)
                .components(rows)
                .allowed_mentions(pings);
            ask.respond(http, CreateInteractionResponse::Message(lobby))
                .await?
        }
    }
    let msg = match ask.src {
        Source::Command(i) => i.get_response(http).await?,
        Source::Component(i) => i.get_response(http).await?,
        Source::Modal(_) => return Ok(()),
    };
    bot.store
        .set_published(
            row.id,
            MessageKind::Lobby,
            Some(msg.id.get()),
            0,
            MessageState::POSTED,
        )
        .await?;
    Ok(())
}

/// catan-fair/1: how a new table's seed is made (fixed before anyone sees the lobby):
/// drawn, or under the test hooks worked out from `CATAN_TEST_SEED` and the game's id (each
/// table its own seed, the same every run; game 1's as it always was).
fn fair_seed(bot: &Bot) -> impl Fn(i64) -> [u8; 32] + Sync {
    let test_seed = bot.config.test_seed.filter(|_| bot.config.test_hooks);
    move |id| match test_seed {
        Some(s) => {
            let s = s.wrapping_add(
                (id as u64)
                    .wrapping_sub(1)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15),
            );
            std::array::from_fn(|i| (s >> (8 * (i % 8))) as u8 ^ i as u8)
        }
        None => rand::random(),
    }
}

/// **Rematch** on the game-over message of `ended`: a new lobby in its channel (or thread)
/// with the same seats, AI seats included, options, map and clock, and a fresh fair-dice
/// seed, hosted by the player who clicked. It waits for every other human seated to
/// **Accept** (one **Decline** makes it an ordinary lobby), and starts once they have; a
/// click while it waits accepts it.
pub(super) async fn rematch(bot: &Bot, ask: &Ask<'_>, ended: GameRow) -> Result<(), Error> {
    let http = &bot.http;
    let user = ask.src.user().id.get();
    let me = ask.src.lang();
    if ended.status != GameStatus::Finished {
        return ask
            .say(http, i18n::text(me, "ask-rematch-unfinished", &[]))
            .await;
    }
    if !ended
        .seats
        .iter()
        .any(|s| s.ai.is_none() && s.user_id == user)
    {
        let game = ended.id.to_string();
        let why = i18n::text(me, "ask-rematch-not-yours", &[("game", Arg::Str(&game))]);
        return ask.say(http, why).await;
    }
    if let Some(open) = bot.store.open_game_in_channel(ended.channel_id).await? {
        if open.rematch.as_ref().is_some_and(|r| r.of == ended.id) {
            return lobby_verb(bot, ask, open, LobbyVerb::Accept).await;
        }
        return ask
            .say(
                http,
                flow::store_sentence(ask.src.lang(), &StoreError::ChannelBusy),
            )
            .await;
    }
    let mut waiting: Vec<u64> = ended
        .seats
        .iter()
        .filter(|s| s.ai.is_none() && s.user_id != user)
        .map(|s| s.user_id)
        .collect();
    waiting.dedup();
    let seed = fair_seed(bot);
    let id = match bot
        .store
        .create_rematch(&ended, user, &waiting, &seed)
        .await
    {
        Ok(id) => id,
        Err(e @ StoreError::ChannelBusy) => {
            return ask
                .say(http, flow::store_sentence(ask.src.lang(), &e))
                .await
        }
        Err(e) => return Err(e.into()),
    };
    let row = bot.store.game_row(id).await?;
    // The lobby is the answer to the click, and pings the players it waits for.
    let pings =
        CreateAllowedMentions::new().users(waiting.iter().map(|&u| serenity::all::UserId::new(u)));
    answer_with_lobby(bot, ask, &row, pings).await?;
    if waiting.is_empty() {
        // Everyone else at the table is an AI: nobody to wait for.
        return start_game(bot, ask, row).await;
    }
    Ok(())
}

/// The ephemeral chooser of **Add AI**, in the language of the host who opened it: one
/// button per level, and removal of an AI seat.
fn ai_chooser(row: &GameRow, lang: Lang) -> Vec<CreateActionRow> {
    let b = |verb, id: &str, style| {
        CreateButton::new(Cid::Lobby { game: row.id, verb }.encode())
            .label(i18n::text(lang, id, &[]))
            .style(style)
    };
    let mut rows = vec![CreateActionRow::Buttons(vec![
        b(
            LobbyVerb::Ai(Level::Heuristic),
            "btn-ai-heuristic",
            ButtonStyle::Primary,
        ),
        b(
            LobbyVerb::Ai(Level::Strong),
            "btn-ai-strong",
            ButtonStyle::Primary,
        ),
        b(
            LobbyVerb::Ai(Level::Random),
            "btn-ai-random",
            ButtonStyle::Secondary,
        ),
    ])];
    if row.seats.iter().any(|s| s.ai.is_some()) {
        rows.push(CreateActionRow::Buttons(vec![b(
            LobbyVerb::RemoveAi,
            "btn-ai-remove",
            ButtonStyle::Danger,
        )]));
    }
    rows
}

/// Join, Leave, Start, Add AI or Cancel, from a button (on the lobby message) or a command;
/// `Ai`/`RemoveAi` come from the Add AI chooser.
pub(super) async fn lobby_verb(
    bot: &Bot,
    ask: &Ask<'_>,
    row: GameRow,
    verb: LobbyVerb,
) -> Result<(), Error> {
    let http = &bot.http;
    let src = ask.src;
    // Private answers speak the clicker's language; what they name on the lobby (its
    // Cancel button) is as the table shows it.
    let me = src.lang();
    if row.status != GameStatus::Lobby {
        return ask.say(http, i18n::text(me, "ask-lobby-closed", &[])).await;
    }
    if ask.expired() {
        tracing::warn!(
            game = row.id,
            "a lobby click older than 3 s was ignored; nothing changed"
        );
        return Ok(());
    }
    let user = src.user().id.get();
    let click = match verb {
        LobbyVerb::Watch | LobbyVerb::WatchPing | LobbyVerb::Unwatch => {
            return super::watch::click(bot, ask, row, verb).await
        }
        LobbyVerb::Join => Click::Join {
            name: src.display_name(),
        },
        LobbyVerb::Leave => Click::Leave,
        LobbyVerb::Cancel => Click::Cancel {
            manages_channel: src.can_manage_channels(),
        },
        LobbyVerb::Start => Click::Start,
        LobbyVerb::AddAi => Click::ChooseAi,
        LobbyVerb::Ai(level) => Click::AddAi(level),
        LobbyVerb::RemoveAi => Click::RemoveAi,
        LobbyVerb::Accept | LobbyVerb::Rematch => Click::Accept,
        LobbyVerb::Decline => Click::Decline,
    };
    let lobby = Lobby {
        seats: &row.seats,
        host: row.host_id,
        players: row.options.players,
        waiting: row.rematch_waiting(),
    };
    let change = match lobby.decide(user, click) {
        Ok(change) => change,
        Err(why) => return ask.say(http, refusal(why, &row, me)).await,
    };
    // A rematch answered: whether it now waits for nobody, and whether it was declined.
    let (written, rematch) = match change {
        Change::Seats(seats) => (bot.store.set_seats(row.id, row.version, &seats).await, None),
        Change::Rematch {
            seats,
            waiting,
            declined,
        } => {
            let written = bot.store.set_rematch(row.id, row.version, &seats, &waiting);
            (written.await, Some((waiting.is_empty(), declined)))
        }
        Change::Cancel => return cancel(bot, ask, &row).await,
        Change::Start => return start_game(bot, ask, row).await,
        Change::ChooseAi => return choose_ai(bot, ask, &row).await,
    };
    match written {
        Ok(_) => {}
        Err(e @ StoreError::Conflict(_)) => {
            return ask.say(http, flow::store_sentence(me, &e)).await
        }
        Err(e) => return Err(e.into()),
    }
    let row = bot.store.game_row(row.id).await?;
    let mut text = lobby_text(&row);
    match rematch {
        Some((true, false)) => return start_game(bot, ask, row).await,
        Some((_, true)) => {
            let name = escape(&src.display_name());
            let declined = i18n::text(
                row.language,
                "lobby-rematch-declined",
                &[("name", Arg::Str(&name))],
            );
            text.push('\n');
            text.push_str(&declined);
        }
        _ => {}
    }
    show(bot, ask, &row, text, Shows::Open).await
}

/// Why the lobby refused a click, in the clicker's language `me` (the Cancel button it names
/// as the table shows it).
fn refusal(why: LobbyRefusal, row: &GameRow, me: Lang) -> String {
    let say = |id: &str| i18n::text(me, id, &[]);
    let cancel = || messages::table_button(row.language, me, "btn-cancel");
    match why {
        LobbyRefusal::SeatedAlready => say("ask-seated-already"),
        LobbyRefusal::TableFull => say("ask-table-full"),
        LobbyRefusal::NotSeated => say("ask-not-seated"),
        LobbyRefusal::HostCannotLeave => i18n::text(
            me,
            "ask-host-cannot-leave",
            &[("cancel", Arg::Str(&cancel()))],
        ),
        LobbyRefusal::OnlyHostCancels => say("ask-only-host-cancels"),
        LobbyRefusal::OnlyHostStarts => say("ask-only-host-starts"),
        LobbyRefusal::OnlyHostAddsAi => say("ask-only-host-ai"),
        LobbyRefusal::NoAi => say("ask-no-ai"),
        LobbyRefusal::WaitingForPlayers(missing) => i18n::text(
            me,
            "ask-waiting-players",
            &[("count", Arg::Int(missing as i64))],
        ),
        LobbyRefusal::RematchWaits => waiting_for(row, me),
        LobbyRefusal::RematchNotSeated => say("ask-rematch-not-seated"),
        LobbyRefusal::RematchHostDeclines => i18n::text(
            me,
            "ask-rematch-host-declines",
            &[("cancel", Arg::Str(&cancel()))],
        ),
        LobbyRefusal::RematchAnsweredAlready => format!(
            "{} {}",
            say("ask-rematch-accepted-already"),
            waiting_for(row, me)
        ),
        LobbyRefusal::RematchNobody => say("ask-rematch-nobody"),
    }
}

/// The table is cancelled: the lobby says so (and, for a thread, its pointer in the channel).
async fn cancel(bot: &Bot, ask: &Ask<'_>, row: &GameRow) -> Result<(), Error> {
    bot.store.set_status(row.id, GameStatus::Abandoned).await?;
    // The same sentence as the channel's pointer to a thread table says.
    let host = row
        .seats
        .iter()
        .find(|s| s.user_id == row.host_id && s.ai.is_none())
        .map(|h| escape(&h.name));
    let text = match &host {
        Some(h) => i18n::text(row.language, "pointer-cancelled", &[("host", Arg::Str(h))]),
        None => i18n::text(row.language, "pointer-cancelled-hostless", &[]),
    };
    let answer = i18n::text(ask.src.lang(), "ask-table-cancelled", &[]);
    show(bot, ask, row, text, Shows::Closed(answer)).await?;
    bot.store
        .clear_published(row.id, MessageKind::Lobby)
        .await?;
    // A table in a thread: its pointer in the channel says so.
    publish::request(bot, row.id);
    Ok(())
}

/// The host's chooser of AI seats, privately.
async fn choose_ai(bot: &Bot, ask: &Ask<'_>, row: &GameRow) -> Result<(), Error> {
    let me = ask.src.lang();
    ask.respond(
        &bot.http,
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(i18n::text(me, "ai-chooser", &[]))
                .components(ai_chooser(row, me))
                .allowed_mentions(no_pings())
                .ephemeral(true),
        ),
    )
    .await?;
    // The click came from the lobby message: note it, in case the bot has not learnt its id
    // yet, so the chooser's change edits it (never a second lobby).
    if let Some(m) = ask.src.message_id() {
        let noted = bot.store.published(row.id).await?;
        if !noted.iter().any(|p| p.kind == MessageKind::Lobby) {
            bot.store
                .set_published(
                    row.id,
                    MessageKind::Lobby,
                    Some(m.get()),
                    0,
                    MessageState::POSTED,
                )
                .await?;
        }
    }
    Ok(())
}

/// Who a waiting rematch still needs, as a sentence in `lang`.
fn waiting_for(row: &GameRow, lang: Lang) -> String {
    let names: Vec<String> = row
        .rematch_waiting()
        .iter()
        .map(|u| {
            row.seats
                .iter()
                .find(|s| s.user_id == *u && s.ai.is_none())
                .map_or_else(|| format!("<@{u}>"), |s| escape(&s.name))
        })
        .collect();
    let names = i18n::and_list(lang, &names);
    i18n::text(lang, "rematch-waits", &[("names", Arg::Str(&names))])
}

/// Shows the lobby's new state: in place when the click came from the lobby's own buttons;
/// otherwise (a command, or the ephemeral Add AI chooser) the caller gets a short private
/// answer and the lobby message is edited.
async fn show(
    bot: &Bot,
    ask: &Ask<'_>,
    row: &GameRow,
    text: String,
    shows: Shows,
) -> Result<(), Error> {
    let http = &bot.http;
    let rows = match shows {
        Shows::Open => messages::lobby_rows_for(row),
        Shows::Closed(_) => vec![],
        Shows::Started(_) => vec![messages::watch_row(row.id, row.language)],
    };
    // The lobby is changed in place when the click came from its own buttons (not from a
    // chooser, nor from a game-over message's **Rematch**).
    let on_lobby = match ask.src {
        Source::Component(i) => {
            !ask.src.on_chooser()
                && matches!(Cid::parse(&i.data.custom_id), Some(Cid::Lobby { game, .. }) if game == row.id)
        }
        _ => false,
    };
    if on_lobby {
        let update = CreateInteractionResponseMessage::new()
            .content(text)
            .components(rows)
            .allowed_mentions(no_pings());
        ask.respond(http, CreateInteractionResponse::UpdateMessage(update))
            .await?;
        // The click may have beaten the bot's own note of which message is the lobby.
        if let Some(m) = ask.src.message_id() {
            bot.store
                .set_published(
                    row.id,
                    MessageKind::Lobby,
                    Some(m.get()),
                    0,
                    MessageState::POSTED,
                )
                .await?;
        }
        return Ok(());
    }
    let seated: Vec<String> = row.seats.iter().map(|s| escape(&s.name)).collect();
    let me = ask.src.lang();
    let answer = match shows {
        Shows::Closed(answer) | Shows::Started(answer) => answer,
        Shows::Open => i18n::text(
            me,
            "ask-seats",
            &[
                ("taken", Arg::Int(row.seats.len() as i64)),
                ("players", Arg::Int(row.options.players.into())),
                ("names", Arg::Str(&seated.join(", "))),
            ],
        ),
    };
    // A rematch that starts at once was answered with its lobby already.
    if !ask.answered() {
        ask.say(http, answer).await?;
    }
    if let Err(e) = publish::lobby(bot, row, text, rows).await {
        tracing::warn!(game = row.id, error = %e, "could not update the lobby message");
    }
    Ok(())
}

/// What the lobby message shows after a click: the open lobby and its buttons, the lobby
/// cancelled, or the game started (with **Watch** for members who do not play); with the
/// last two, what a member who clicked elsewhere (a game-over message's **Rematch**, a
/// command) is answered, in their language.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shows {
    Open,
    Closed(String),
    Started(String),
}

/// Starts the lobby's game, its rules allowing it (`table::Lobby`): when the host asks, or
/// when the last player a rematch waited for accepted.
async fn start_game(bot: &Bot, ask: &Ask<'_>, row: GameRow) -> Result<(), Error> {
    let http = &bot.http;
    let seed = bot.config.test_seed.unwrap_or_else(rand::random);
    let mut rng = GameRng::new(seed);
    // catan-fair/1: the key mixes the lobby's seed with what exists only now (the game,
    // this click's id, the seated players).
    let fair = row.fair.as_ref().map(|f| {
        let seats: Vec<u64> = row
            .seats
            .iter()
            .map(|s| if s.ai.is_some() { 0 } else { s.user_id })
            .collect();
        // Under a test seed the click's id (which the clock mints) counts as 0, so that a
        // test game draws the same every run.
        let click = match bot.config.test_seed.filter(|_| bot.config.test_hooks) {
            Some(_) => 0,
            None => ask.src.interaction_id(),
        };
        let entropy = fair::start_entropy(row.id, click, &seats);
        FairStart {
            commitment: f.commitment(),
            key: fair::Key::new(&f.seed, &entropy),
            entropy,
        }
    });
    let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
    let (game, record) = match deal(row.options, row.map, names, fair.as_ref(), &mut rng) {
        Ok(dealt) => dealt,
        Err(e) => {
            return ask
                .say(http, narrate::setup_error(ask.src.lang(), &e))
                .await
        }
    };
    match bot
        .store
        .start_game(row.id, row.version, &record, &game)
        .await
    {
        Ok(_) => {}
        Err(e @ StoreError::Conflict(_)) => {
            return ask
                .say(http, flow::store_sentence(ask.src.lang(), &e))
                .await
        }
        Err(e) => return Err(e.into()),
    }
    let row = bot.store.game_row(row.id).await?;
    let seats: Vec<String> = row.seats.iter().map(|s| escape(&s.name)).collect();
    let (seats, first) = (seats.join(", "), escape(game.name(game.current())));
    let mut text = i18n::text(
        row.language,
        "started",
        &[("seats", Arg::Str(&seats)), ("first", Arg::Str(&first))],
    );
    if let Some(f) = &row.fair {
        text.push('\n');
        text.push_str(&crate::bot::messages::fair_started_line(f, row.language));
    }
    let answer = i18n::text(
        ask.src.lang(),
        "ask-game-started",
        &[("first", Arg::Str(&first))],
    );
    show(bot, ask, &row, text, Shows::Started(answer)).await?;
    // The game's first message keeps **Watch** until the game ends (publishing strips it
    // then, as it does a lobby's buttons).
    if let Some(first) = bot
        .store
        .published(row.id)
        .await?
        .into_iter()
        .find(|p| p.kind == MessageKind::Lobby)
    {
        bot.store
            .set_published(
                row.id,
                MessageKind::Lobby,
                first.message,
                0,
                MessageState::Started,
            )
            .await?;
    }
    crate::bot::commit::started(bot, &row, &game).await?;
    Ok(())
}

/// `/catan new map:`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum MapChoice {
    #[name = "beginner"]
    Beginner,
    #[name = "random"]
    Random,
}

impl From<MapChoice> for MapKind {
    fn from(c: MapChoice) -> MapKind {
        match c {
            MapChoice::Beginner => MapKind::Beginner,
            MapChoice::Random => MapKind::Random,
        }
    }
}

/// `/catan new language:`: each language by its own name, as language pickers show them
/// (so the choices carry no translations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "English"]
    En,
    #[name = "Deutsch"]
    De,
    #[name = "Français"]
    Fr,
    #[name = "Español"]
    Es,
    #[name = "Polski"]
    Pl,
}

impl From<LanguageChoice> for Lang {
    fn from(c: LanguageChoice) -> Lang {
        match c {
            LanguageChoice::En => Lang::En,
            LanguageChoice::De => Lang::De,
            LanguageChoice::Fr => Lang::Fr,
            LanguageChoice::Es => Lang::Es,
            LanguageChoice::Pl => Lang::Pl,
        }
    }
}

/// Open a lobby for a new game in this channel.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub(crate) async fn new(
    ctx: Context<'_>,
    #[description = "How many players (3 to 6; 5 or 6 play the larger island)"]
    #[min = 3]
    #[max = 6]
    players: Option<u8>,
    #[description = "The map: beginner or random (default: beginner for 3–4, random for 5–6)"]
    map: Option<MapChoice>,
    #[description = "Victory points to win (5–20, default 10)"]
    #[min = 5]
    #[max = 20]
    points: Option<u8>,
    #[description = "Discard half when holding more than this after a 7 (default 7)"]
    #[min = 7]
    #[max = 20]
    discard_limit: Option<u8>,
    #[description = "The robber spares players with 2 points or fewer"] friendly_robber: Option<
        bool,
    >,
    #[description = "Deal the rolls from a shuffled deck of the 36 outcomes of two dice (default: no)"]
    balanced_dice: Option<bool>,
    #[description = "How many times each player may take back a build or bank trade (0–10, default 3)"]
    #[min = 0]
    #[max = 10]
    undos: Option<u8>,
    #[description = "Time per turn before an AI plays for an absent player: minutes (15), or 90m, 12h, 2d"]
    turn_timer: Option<String>,
    #[description = "Play in a new thread named after the table (default: yes, where I may create threads)"]
    thread: Option<bool>,
    #[description = "The language of the table's messages and board (default: the server's)"]
    language: Option<LanguageChoice>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let players = players.unwrap_or(4);
        // A clock typed as minutes, hours or days; what cannot be read is quoted back.
        let turn_timer = match turn_timer.as_deref() {
            None => None,
            Some(typed) => match crate::bot::clock::parse_turn_timer(typed) {
                Some(minutes) => Some(minutes),
                None => {
                    let typed = crate::bot::messages::escape(typed.trim());
                    let why = i18n::text(
                        ask.src.lang(),
                        "new-bad-timer",
                        &[("typed", Arg::Str(&typed))],
                    );
                    return ask.say(ctx.http(), why).await;
                }
            },
        };
        let new = NewGame {
            players,
            // The larger island has no beginner map.
            map: map.map_or(
                MapKind::default_for(Island::for_players(players)),
                MapKind::from,
            ),
            points: points.unwrap_or(10),
            discard_limit: discard_limit.unwrap_or(7),
            friendly_robber: friendly_robber.unwrap_or(false),
            balanced_dice: balanced_dice.unwrap_or(false),
            undos: undos.unwrap_or(crate::engine::DEFAULT_UNDO_LIMIT),
            turn_timer,
            thread,
            language: language.map(Lang::from),
        };
        open(ctx.data(), &ask, new).await
    }
    .await;
    finish(ctx, &ask, result).await
}

async fn lobby_command(ctx: Context<'_>, ask: &Ask<'_>, verb: LobbyVerb) -> Result<(), Error> {
    match channel_game(&ctx.data().store, ask.src.channel_id()).await {
        Ok(row) => lobby_verb(ctx.data(), ask, row, verb).await,
        Err(r) => ask.say(ctx.http(), ask.refusal(&r)).await,
    }
}

/// Take a seat in this channel's lobby.
#[poise::command(slash_command)]
pub(crate) async fn join(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async { lobby_command(ctx, &ask, LobbyVerb::Join).await }.await;
    finish(ctx, &ask, result).await
}

/// Give up your seat in this channel's lobby.
#[poise::command(slash_command)]
pub(crate) async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> =
        async { lobby_command(ctx, &ask, LobbyVerb::Leave).await }.await;
    finish(ctx, &ask, result).await
}

/// Start the game (host only, once the table is full).
#[poise::command(slash_command)]
pub(crate) async fn start(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> =
        async { lobby_command(ctx, &ask, LobbyVerb::Start).await }.await;
    finish(ctx, &ask, result).await
}
