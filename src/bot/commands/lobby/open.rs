//! `/catan new`: what the bot may do here, then a lobby in this channel or in a new
//! thread named after the table, its language, and its catan-fair/1 seed.

use super::{answer_with_lobby, lobby_text, NewGame};
use crate::bot::context::{no_pings, Bot, Error, Reply};
use crate::bot::flow::{self, Ask, Source};
use crate::bot::messages::escape;
use crate::bot::publish;
use crate::engine::*;
use crate::i18n::{self, Arg, Lang, Words};
use crate::narrate;
use crate::store::{GameStatus, NewTable, SeatInfo, StoreError};
use serenity::all::{CreateInteractionResponse, CreateInteractionResponseMessage, Permissions};

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
    let options = new.options;
    let board = new.map.spec(0).build_for(Island::for_players(new.players));
    // (The beginner map exists for the base island only.)
    if let Err(e) = options.validate().and(board.map(drop)) {
        return ask.say(http, narrate::setup_error(src.lang(), &e)).await;
    }
    let thread = wants_thread(src, new.thread);
    let missing = flow::missing_permissions(src, thread);
    if !missing.is_empty() {
        return ask.say(http, missing_sentence(src, thread, &missing)).await;
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
    open_in_thread(bot, ask, &new, host, options).await
}

/// Why the bot cannot open a table where `src` was used (`thread`: in a new thread there):
/// the permissions `missing`, in the member's language, and what would work instead.
fn missing_sentence(src: Source<'_>, thread: bool, missing: &[&'static str]) -> Words {
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
            .is_some_and(|p| p.contains(Permissions::CREATE_PUBLIC_THREADS));
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
    i18n::words(
        lang,
        "new-missing-permissions",
        &[
            ("permissions", Arg::Str(&i18n::and_list(lang, &list))),
            ("count", Arg::Int(missing.len() as i64)),
            ("fix", Arg::Str(&fix)),
        ],
    )
}

/// Opens the lobby in a new thread named after the host: the command is answered first
/// (publicly, so others see where the table is), then the thread made, and the answer
/// becomes the channel's pointer to it, with **Watch** for those who stay.
async fn open_in_thread(
    bot: &Bot,
    ask: &Ask<'_>,
    new: &NewGame,
    host: SeatInfo,
    options: Options,
) -> Result<(), Error> {
    let (http, src) = (&bot.http, ask.src);
    // Opening a thread takes a call to Discord: answer first (publicly, so others see where
    // the table is), then open it.
    ask.respond(
        http,
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
    )
    .await?;
    let lang = table_lang(src, new);
    let host_name = src.display_name();
    let name = i18n::words(lang, "thread-name", &[("name", Arg::Str(&host_name))]);
    let mut opened = None;
    let said = match publish::open_thread(
        bot,
        src.channel_id(),
        src.guild_id().map(|g| g.get()),
        &name,
    )
    .await
    {
        Ok(thread) => match create(bot, src, thread, host, options, new).await? {
            Ok(id) => {
                opened = Some(id);
                let row = bot.store.game_row(id).await?;
                publish::open_lobby(
                    bot,
                    &row,
                    lobby_text(&row).into(),
                    crate::bot::components::lobby_rows_for(&row),
                )
                .await?;
                let (name, thread) = (escape(&host_name), format!("<#{thread}>"));
                i18n::words(
                    lang,
                    "thread-opened",
                    &[("name", Arg::Str(&name)), ("thread", Arg::Str(&thread))],
                )
            }
            Err(why) => why,
        },
        Err(e) => {
            tracing::warn!(error = %e, "could not open a thread");
            i18n::words(src.lang(), "new-thread-failed", &[])
        }
    };
    // The channel's pointer to the thread offers **Watch** to the members who stay here.
    let rows = match opened {
        Some(id) => vec![crate::bot::components::watch_row(id, lang)],
        None => vec![],
    };
    let edit = Reply::edit(said).components(rows);
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
) -> Result<Result<i64, Words>, Error> {
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

/// catan-fair/1: how a new table's seed is made (fixed before anyone sees the lobby):
/// drawn, or under the test hooks worked out from `CATAN_TEST_SEED` and the game's id (each
/// table its own seed, the same every run; game 1's as it always was).
pub(in crate::bot::commands) fn fair_seed(bot: &Bot) -> impl Fn(i64) -> [u8; 32] + Sync {
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
