//! Tournaments (README, "Tournaments"): `/catan-hub tournament create|start|leave|remove|
//! abandon|standings` and the sign-up message's buttons. A member with Manage Server creates
//! one in a channel; players sign up with a button; the organiser starts it. Each round the
//! bot seats the players (`table::tournament`: Swiss pairing into tables of four, or three),
//! opens each table in a thread of its own with the tournament's clock, scores each table
//! when its game ends (tournament points by place, victory points the tie-breaker), posts
//! the standings after each round, plays an optional final table of the best, and announces
//! the winner. A player who leaves (or whom the organiser removes) is replaced by an AI seat
//! for the rest of their game and seated no more; the organiser may end a stuck table
//! (abandoned, scored by the standings at that moment). Everything is in the store, and
//! `advance` works from it alone, so a restarted process (the watchdog calls `catch_up`)
//! goes on where the last one stopped.

use super::lobby::fair_seed;
use super::{ask, finish, Context};
use crate::ai::Level;
use crate::bot::clock::now_unix;
use crate::bot::components::TournamentVerb;
use crate::bot::context::{Bot, Error};
use crate::bot::flow::Ask;
use crate::bot::messages::escape;
use crate::engine::{fair, GameRng, MapKind, Options, Seat};
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::ratings;
use crate::store::{
    Entrant, GameStatus, NewTable, NewTournament, SeatInfo, Tournament, TournamentStatus,
    TournamentTable,
};
use crate::table::deal::{deal, FairStart};
use crate::table::tournament::{self as rules, Meetings, Standing, TableResult};
use serenity::all::{ChannelId, Permissions, User};

/// The most Swiss rounds a tournament plays.
pub(crate) const MAX_ROUNDS: u8 = 6;

/// A server's tournament: sign-ups, Swiss rounds of tables, the winner.
#[poise::command(
    slash_command,
    subcommands(
        "t_create",
        "t_start",
        "t_leave",
        "t_remove",
        "t_abandon",
        "t_standings"
    ),
    subcommand_required
)]
pub(crate) async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a tournament here (Manage Server): players sign up with its button.
#[poise::command(slash_command, rename = "create")]
pub(crate) async fn t_create(
    ctx: Context<'_>,
    #[description = "The tournament's name, like Winter Cup"]
    #[max_length = 40]
    name: String,
    #[description = "Swiss rounds (1–6, default 3)"]
    #[min = 1]
    #[max = 6]
    rounds: Option<u8>,
    #[description = "A final table of the best four after the rounds (default: no)"]
    final_table: Option<bool>,
    #[description = "Victory points to win a table (5–15, default 10)"]
    #[min = 5]
    #[max = 15]
    points: Option<u8>,
    #[description = "Time per turn before an AI plays for an absent player: minutes (60), or 12h, 1d"]
    turn_timer: Option<String>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = create(
        ctx.data(),
        &ask,
        name,
        rounds,
        final_table,
        points,
        turn_timer,
    )
    .await;
    finish(ctx, &ask, result).await
}

/// Start this server's tournament (its organiser): round 1 is seated.
#[poise::command(slash_command, rename = "start")]
pub(crate) async fn t_start(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = with_open(ctx.data(), &ask, |bot, ask, t| Box::pin(start(bot, ask, t))).await;
    finish(ctx, &ask, result).await
}

/// Leave this server's tournament (an AI plays your seat for the rest of your game).
#[poise::command(slash_command, rename = "leave")]
pub(crate) async fn t_leave(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = with_open(ctx.data(), &ask, |bot, ask, t| Box::pin(leave(bot, ask, t))).await;
    finish(ctx, &ask, result).await
}

/// Remove a player from this server's tournament (its organiser).
#[poise::command(slash_command, rename = "remove")]
pub(crate) async fn t_remove(
    ctx: Context<'_>,
    #[description = "The player to remove"] player: User,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let user = player.id.get();
    let result = with_open(ctx.data(), &ask, move |bot, ask, t| {
        Box::pin(remove(bot, ask, t, user))
    })
    .await;
    finish(ctx, &ask, result).await
}

/// End a stuck table of this round (its organiser): scored by its standings now.
#[poise::command(slash_command, rename = "abandon")]
pub(crate) async fn t_abandon(
    ctx: Context<'_>,
    #[description = "The table's number in this round"]
    #[min = 1]
    #[max = 20]
    table: u8,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = with_open(ctx.data(), &ask, move |bot, ask, t| {
        Box::pin(abandon(bot, ask, t, u32::from(table)))
    })
    .await;
    finish(ctx, &ask, result).await
}

/// This server's tournament: its standings so far (only you see them).
#[poise::command(slash_command, rename = "standings")]
pub(crate) async fn t_standings(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = with_open(ctx.data(), &ask, |bot, ask, t| {
        Box::pin(async move {
            let text = standings_text(bot, &t, ask.src.lang(), "tournament-standings-head").await?;
            ask.say(&bot.http, text).await
        })
    })
    .await;
    finish(ctx, &ask, result).await
}

type Step<'a> = std::pin::Pin<Box<dyn std::future::Future<Output = Result<(), Error>> + Send + 'a>>;

/// Runs `f` on the server's open tournament, or says there is none.
async fn with_open<'a>(
    bot: &'a Bot,
    ask: &'a Ask<'a>,
    f: impl FnOnce(&'a Bot, &'a Ask<'a>, Tournament) -> Step<'a>,
) -> Result<(), Error> {
    let Some(guild) = ask.src.guild_id().map(|g| g.get()) else {
        return ask.say(&bot.http, ask.text("tournament-no-server")).await;
    };
    match bot.store.open_tournament(guild).await? {
        Some(t) => f(bot, ask, t).await,
        None => ask.say(&bot.http, ask.text("tournament-none")).await,
    }
}

/// A click on a sign-up message's button.
pub(super) async fn click(
    bot: &Bot,
    ask: &Ask<'_>,
    id: i64,
    verb: TournamentVerb,
) -> Result<(), Error> {
    let Some(t) = bot.store.tournament(id).await? else {
        return ask.say(&bot.http, ask.text("tournament-none")).await;
    };
    match verb {
        TournamentVerb::SignUp => sign_up(bot, ask, t).await,
        TournamentVerb::Leave => leave(bot, ask, t).await,
        TournamentVerb::Start => start(bot, ask, t).await,
        TournamentVerb::Cancel => cancel(bot, ask, t).await,
    }
}

fn manages_server(ask: &Ask<'_>) -> bool {
    ask.src
        .member()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(Permissions::MANAGE_GUILD))
}

#[allow(clippy::too_many_arguments)]
async fn create(
    bot: &Bot,
    ask: &Ask<'_>,
    name: String,
    rounds: Option<u8>,
    final_table: Option<bool>,
    points: Option<u8>,
    turn_timer: Option<String>,
) -> Result<(), Error> {
    let http = &bot.http;
    let lang = ask.src.lang();
    let Some(guild) = ask.src.guild_id().map(|g| g.get()) else {
        return ask.say(http, ask.text("tournament-no-server")).await;
    };
    if !manages_server(ask) {
        return ask.say(http, ask.text("tournament-not-manager")).await;
    }
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return ask.say(http, ask.text("tournament-bad-name")).await;
    }
    let turn_timer_minutes = match turn_timer.as_deref() {
        None => None,
        Some(typed) => match crate::table::clock::parse_turn_timer(typed) {
            Some(m) => Some(m),
            None => {
                let typed = escape(typed.trim());
                let why = i18n::words(lang, "new-bad-timer", &[("typed", Arg::Str(&typed))]);
                return ask.say(http, why).await;
            }
        },
    };
    let table = ask.src.guild_lang().unwrap_or(lang);
    let new = NewTournament {
        guild,
        channel_id: ask.src.channel_id().get(),
        organiser: ask.src.user().id.get(),
        name,
        language: table,
        rounds: u32::from(rounds.unwrap_or(3).clamp(1, MAX_ROUNDS)),
        final_table: final_table.unwrap_or(false),
        points_to_win: points.unwrap_or(10),
        turn_timer_minutes,
        seed: bot.config.test_seed.unwrap_or_else(rand::random),
        now: now_unix(),
    };
    let t = match bot.store.create_tournament(&new).await? {
        Ok(t) => t,
        Err(open) => {
            let open = escape(&open);
            let why = i18n::words(lang, "tournament-open", &[("name", Arg::Str(&open))]);
            return ask.say(http, why).await;
        }
    };
    // The sign-up message is the channel's, with its buttons; the organiser is told.
    let rows = crate::bot::components::tournament_rows(t.id, t.language, true);
    let text = signup_text(&t, &[]).into_string();
    let m =
        crate::bot::publish::post_in(bot, t.channel_id, Some(t.guild), text, rows, vec![]).await?;
    bot.store.set_signup_message(&t, m).await?;
    let name = escape(&t.name);
    let text = i18n::words(lang, "tournament-created", &[("name", Arg::Str(&name))]);
    ask.say(http, text).await
}

/// The sign-up message: what the tournament is, and who signed up.
fn signup_text(t: &Tournament, entrants: &[Entrant]) -> Words {
    let lang = t.language;
    let name = escape(&t.name);
    let organiser = format!("<@{}>", t.organiser);
    let timer = t.turn_timer_minutes.map_or(0, i64::from);
    let mut lines = vec![i18n::words(
        lang,
        "tournament-signup",
        &[
            ("name", Arg::Str(&name)),
            ("rounds", Arg::Int(t.rounds.into())),
            ("final", Arg::Str(if t.final_table { "yes" } else { "no" })),
            ("points", Arg::Int(t.points_to_win.into())),
            ("minutes", Arg::Int(timer)),
            ("organiser", Arg::Str(&organiser)),
        ],
    )];
    let names: Vec<String> = entrants.iter().map(|e| escape(&e.name)).collect();
    lines.push(i18n::words(
        lang,
        match t.status {
            TournamentStatus::Signup => "tournament-signed-up",
            TournamentStatus::Cancelled => "tournament-cancelled",
            _ => "tournament-started",
        },
        &[
            ("count", Arg::Int(names.len() as i64)),
            ("names", Arg::Str(&i18n::and_list(lang, &names))),
        ],
    ));
    Words::join(lines, Sep::Line)
}

/// Edits the sign-up message to what the store holds.
async fn refresh_signup(bot: &Bot, t: &Tournament) -> Result<(), Error> {
    let Some(message) = t.signup_message else {
        return Ok(());
    };
    let t = bot.store.tournament(t.id).await?.unwrap_or(t.clone());
    let entrants = bot.store.entrants(&t).await?;
    let open = t.status == TournamentStatus::Signup;
    let text = signup_text(&t, &entrants).into_string();
    let rows = crate::bot::components::tournament_rows(t.id, t.language, open);
    if let Err(e) =
        crate::bot::publish::edit_in(bot, t.channel_id, Some(t.guild), message, text, rows).await
    {
        tracing::warn!(tournament = t.id, error = %e, "the sign-up message was not edited");
    }
    Ok(())
}

async fn sign_up(bot: &Bot, ask: &Ask<'_>, t: Tournament) -> Result<(), Error> {
    let lang = ask.src.lang();
    let name = escape(&t.name);
    if t.status != TournamentStatus::Signup {
        let args = [("name", Arg::Str(&name))];
        return ask
            .say(&bot.http, i18n::words(lang, "tournament-closed", &args))
            .await;
    }
    let user = ask.src.user().id.get();
    let id = match bot
        .store
        .sign_up(&t, user, &ask.src.display_name(), now_unix())
        .await?
    {
        true => "tournament-you-signed-up",
        false => "tournament-already-signed-up",
    };
    refresh_signup(bot, &t).await?;
    ask.say(
        &bot.http,
        i18n::words(lang, id, &[("name", Arg::Str(&name))]),
    )
    .await
}

async fn leave(bot: &Bot, ask: &Ask<'_>, t: Tournament) -> Result<(), Error> {
    let user = ask.src.user().id.get();
    let lang = ask.src.lang();
    let name = escape(&t.name);
    let args = [("name", Arg::Str(&name))];
    let id = match t.status {
        TournamentStatus::Signup => match bot.store.withdraw(&t, user).await? {
            true => "tournament-you-withdrew",
            false => "tournament-not-entered",
        },
        _ => match drop_player(bot, &t, user).await? {
            true => "tournament-you-left",
            false => "tournament-not-entered",
        },
    };
    refresh_signup(bot, &t).await?;
    ask.say(&bot.http, i18n::words(lang, id, &args)).await
}

async fn remove(bot: &Bot, ask: &Ask<'_>, t: Tournament, user: u64) -> Result<(), Error> {
    let lang = ask.src.lang();
    if ask.src.user().id.get() != t.organiser {
        return ask
            .say(&bot.http, ask.text("tournament-not-organiser"))
            .await;
    }
    let who = format!("<@{user}>");
    let args = [("player", Arg::Str(&who))];
    let done = match t.status {
        TournamentStatus::Signup => bot.store.withdraw(&t, user).await?,
        _ => drop_player(bot, &t, user).await?,
    };
    refresh_signup(bot, &t).await?;
    let id = match done {
        true => "tournament-removed",
        false => "tournament-not-in",
    };
    ask.say(&bot.http, i18n::words(lang, id, &args)).await
}

/// Drops `user` from later rounds and hands their seat in a game of this round, if one
/// runs, to an AI; false when they were not in.
async fn drop_player(bot: &Bot, t: &Tournament, user: u64) -> Result<bool, Error> {
    if !bot.store.drop_entrant(t, user).await? {
        return Ok(false);
    }
    let tables = bot.store.tournament_tables(t).await?;
    let mine = tables
        .iter()
        .filter(|x| x.round == t.round && x.result.is_none())
        .find(|x| x.players.contains(&user));
    if let Some(game) = mine.and_then(|x| x.game_id) {
        for _ in 0..5 {
            let row = bot.store.game_row(game).await?;
            if row.status != GameStatus::Active {
                break;
            }
            let mut seats = row.seats.clone();
            let Some(seat) = seats
                .iter_mut()
                .find(|s| s.user_id == user && s.ai.is_none())
            else {
                break;
            };
            seat.ai = Some(Level::Heuristic);
            let name = escape(&seat.name);
            match bot.store.set_seats(game, row.version, &seats).await {
                Ok(_) => {
                    let text = i18n::words(
                        row.language,
                        "tournament-seat-to-ai",
                        &[("name", Arg::Str(&name))],
                    );
                    post(bot, row.channel_id, text, &[]).await;
                    crate::bot::autoplay::kick(bot, game);
                    crate::bot::publish::request(bot, game);
                    break;
                }
                Err(crate::store::StoreError::Conflict(_)) => continue,
                Err(e) => return Err(e.into()),
            }
        }
    }
    Ok(true)
}

async fn cancel(bot: &Bot, ask: &Ask<'_>, t: Tournament) -> Result<(), Error> {
    if ask.src.user().id.get() != t.organiser {
        return ask
            .say(&bot.http, ask.text("tournament-not-organiser"))
            .await;
    }
    if t.status != TournamentStatus::Signup {
        return ask
            .say(&bot.http, ask.text("tournament-cancel-started"))
            .await;
    }
    bot.store
        .set_tournament_status(&t, TournamentStatus::Cancelled)
        .await?;
    refresh_signup(bot, &t).await?;
    let name = escape(&t.name);
    let text = i18n::words(
        ask.src.lang(),
        "tournament-you-cancelled",
        &[("name", Arg::Str(&name))],
    );
    ask.say(&bot.http, text).await
}

async fn start(bot: &Bot, ask: &Ask<'_>, t: Tournament) -> Result<(), Error> {
    let lang = ask.src.lang();
    if ask.src.user().id.get() != t.organiser {
        return ask
            .say(&bot.http, ask.text("tournament-not-organiser"))
            .await;
    }
    if t.status != TournamentStatus::Signup {
        return ask
            .say(&bot.http, ask.text("tournament-already-started"))
            .await;
    }
    let entrants = bot.store.entrants(&t).await?;
    if entrants.len() < 3 {
        let args = [("count", Arg::Int(entrants.len() as i64))];
        return ask
            .say(&bot.http, i18n::words(lang, "tournament-too-few", &args))
            .await;
    }
    // Seating and opening the tables takes a moment: the organiser is answered first.
    ask.think_privately(&bot.http).await?;
    begin_round(bot, &t, 1).await?;
    refresh_signup(bot, &t).await?;
    let name = escape(&t.name);
    ask.say(
        &bot.http,
        i18n::words(lang, "tournament-you-started", &[("name", Arg::Str(&name))]),
    )
    .await
}

async fn abandon(bot: &Bot, ask: &Ask<'_>, t: Tournament, table_no: u32) -> Result<(), Error> {
    let lang = ask.src.lang();
    if ask.src.user().id.get() != t.organiser {
        return ask
            .say(&bot.http, ask.text("tournament-not-organiser"))
            .await;
    }
    let tables = bot.store.tournament_tables(&t).await?;
    let table = tables.iter().find(|x| {
        x.round == t.round && x.table_no == table_no && t.status == TournamentStatus::Running
    });
    let args = [("table", Arg::Int(table_no.into()))];
    let Some(game) = table.filter(|x| x.result.is_none()).and_then(|x| x.game_id) else {
        return ask
            .say(
                &bot.http,
                i18n::words(lang, "tournament-no-such-table", &args),
            )
            .await;
    };
    if bot.store.game_row(game).await?.status == GameStatus::Active {
        bot.store.set_status(game, GameStatus::Abandoned).await?;
        crate::bot::publish::request(bot, game);
    }
    ask.say(
        &bot.http,
        i18n::words(lang, "tournament-table-ended", &args),
    )
    .await?;
    advance(bot, t.id).await
}

/// Posts `text` in `channel`, pinging `users` (a post that fails is logged: the store holds
/// what it says).
async fn post(bot: &Bot, channel: u64, text: Words, users: &[u64]) -> Option<u64> {
    let guild = None;
    match crate::bot::publish::post_in(
        bot,
        channel,
        guild,
        text.into_string(),
        vec![],
        users.to_vec(),
    )
    .await
    {
        Ok(m) => Some(m),
        Err(e) => {
            tracing::warn!(channel, error = %e, "a tournament message was not posted");
            None
        }
    }
}

/// The standings now, with who dropped out.
async fn standings(bot: &Bot, t: &Tournament) -> Result<(Vec<Standing>, Vec<Entrant>), Error> {
    let entrants = bot.store.entrants(t).await?;
    let tables = bot.store.tournament_tables(t).await?;
    let results: Vec<TableResult> = tables
        .iter()
        .filter_map(|x| x.result.clone())
        .flatten()
        .collect();
    let players: Vec<(u64, bool)> = entrants.iter().map(|e| (e.user_id, e.dropped)).collect();
    Ok((rules::standings(&players, &results), entrants))
}

async fn standings_text(bot: &Bot, t: &Tournament, lang: Lang, head: &str) -> Result<Words, Error> {
    let (rows, entrants) = standings(bot, t).await?;
    let name = escape(&t.name);
    let mut lines = vec![i18n::words(
        lang,
        head,
        &[
            ("name", Arg::Str(&name)),
            ("round", Arg::Int(t.round.into())),
        ],
    )];
    for (i, s) in rows.iter().enumerate() {
        let who = entrants
            .iter()
            .find(|e| e.user_id == s.player)
            .map_or(String::new(), |e| escape(&e.name));
        let id = match s.dropped {
            true => "tournament-line-dropped",
            false => "tournament-line",
        };
        lines.push(i18n::words(
            lang,
            id,
            &[
                ("rank", Arg::Int(i as i64 + 1)),
                ("name", Arg::Str(&who)),
                ("points", Arg::Int(s.points.into())),
                ("vp", Arg::Int(s.victory_points.into())),
                ("wins", Arg::Int(s.wins.into())),
                ("games", Arg::Int(s.games.into())),
            ],
        ));
    }
    Ok(Words::join(lines, Sep::Line))
}

/// Seats round `round` (the final when it is `rounds + 1`) and opens its tables, once.
async fn begin_round(bot: &Bot, t: &Tournament, round: u32) -> Result<(), Error> {
    let (rows, entrants) = standings(bot, t).await?;
    let active: Vec<u64> = entrants
        .iter()
        .filter(|e| !e.dropped)
        .map(|e| e.user_id)
        .collect();
    let tables = if round == 1 {
        rules::pair(
            &rules::first_round_order(&active, t.seed),
            &Meetings::default(),
        )
    } else if round > t.rounds {
        // The final: the best four still in (three, or five, as the count allows).
        let order = rules::order_of(&rows);
        let n = match order.len() {
            0..=5 => order.len(),
            _ => 4,
        };
        vec![order[..n].to_vec()]
    } else {
        let mut met = Meetings::default();
        for x in bot.store.tournament_tables(t).await? {
            met.add_table(&x.players);
        }
        rules::pair(&rules::order_of(&rows), &met)
    };
    if tables.is_empty() || !bot.store.start_round(t, round, &tables).await? {
        return Ok(());
    }
    let t = bot.store.tournament(t.id).await?.unwrap_or(t.clone());
    let mut lines = vec![];
    for (k, players) in tables.iter().enumerate() {
        let k = k as u32 + 1;
        let thread = open_table(bot, &t, round, k, players, &entrants).await?;
        let who: Vec<String> = players.iter().map(|u| format!("<@{u}>")).collect();
        let at = thread.map_or(String::new(), |c| format!("<#{c}>"));
        lines.push(i18n::words(
            t.language,
            "tournament-table-line",
            &[
                ("table", Arg::Int(k.into())),
                ("thread", Arg::Str(&at)),
                ("players", Arg::Str(&who.join(", "))),
            ],
        ));
    }
    let name = escape(&t.name);
    let head = match round > t.rounds {
        true => i18n::words(
            t.language,
            "tournament-final-head",
            &[("name", Arg::Str(&name))],
        ),
        false => i18n::words(
            t.language,
            "tournament-round-head",
            &[
                ("name", Arg::Str(&name)),
                ("round", Arg::Int(round.into())),
                ("rounds", Arg::Int(t.rounds.into())),
            ],
        ),
    };
    let everyone: Vec<u64> = tables.iter().flatten().copied().collect();
    post(
        bot,
        t.channel_id,
        Words::join(std::iter::once(head).chain(lines), Sep::Line),
        &everyone,
    )
    .await;
    Ok(())
}

/// Opens table `k` of `round` in a thread of the tournament's channel and starts its game;
/// the thread's id.
async fn open_table(
    bot: &Bot,
    t: &Tournament,
    round: u32,
    k: u32,
    players: &[u64],
    entrants: &[Entrant],
) -> Result<Option<u64>, Error> {
    let lang = t.language;
    let name = escape(&t.name);
    let thread_name = match round > t.rounds {
        true => i18n::text(
            lang,
            "tournament-thread-final",
            &[("name", Arg::Str(&name))],
        ),
        false => i18n::text(
            lang,
            "tournament-thread",
            &[
                ("name", Arg::Str(&name)),
                ("round", Arg::Int(round.into())),
                ("table", Arg::Int(k.into())),
            ],
        ),
    };
    let thread = match crate::bot::publish::open_thread(
        bot,
        ChannelId::new(t.channel_id),
        Some(t.guild),
        &thread_name,
    )
    .await
    {
        Ok(c) => c,
        Err(e) => {
            tracing::warn!(tournament = t.id, error = %e, "no thread for a tournament table");
            return Ok(None);
        }
    };
    let seats: Vec<SeatInfo> = players
        .iter()
        .map(|&u| SeatInfo {
            user_id: u,
            name: entrants
                .iter()
                .find(|e| e.user_id == u)
                .map_or(String::new(), |e| e.name.clone()),
            ai: None,
        })
        .collect();
    let n = seats.len() as u8;
    let options = Options {
        points_to_win: t.points_to_win,
        ..Options::for_players(n)
    };
    let id = bot
        .store
        .create_seeded_lobby(
            NewTable {
                guild: Some(t.guild),
                channel: thread,
                options,
                map: MapKind::Random,
                turn_timer_minutes: t.turn_timer_minutes,
                language: lang,
            },
            seats[0].clone(),
            &fair_seed(bot),
        )
        .await?;
    let version = bot
        .store
        .set_seats(id, bot.store.game_row(id).await?.version, &seats)
        .await?;
    let row = bot.store.game_row(id).await?;
    let seed = bot.config.test_seed.unwrap_or_else(rand::random);
    let mut rng = GameRng::new(seed ^ id as u64);
    let fair = row.fair.as_ref().map(|f| {
        let ids: Vec<u64> = seats.iter().map(|s| s.user_id).collect();
        // No click starts a tournament table: its thread, which Discord minted for it,
        // stands in the click's place in the entropy.
        let entropy = fair::start_entropy(row.id, thread, &ids);
        FairStart {
            commitment: f.commitment(),
            key: fair::Key::new(&f.seed, &entropy),
            entropy,
        }
    });
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    let (game, record) = match deal(row.options, row.map, names, fair.as_ref(), &mut rng) {
        Ok(dealt) => dealt,
        Err(e) => {
            tracing::warn!(tournament = t.id, error = %e, "a tournament table could not be dealt");
            return Ok(None);
        }
    };
    bot.store.start_game(id, version, &record, &game).await?;
    bot.store.set_table_game(t, round, k, id).await?;
    let row = bot.store.game_row(id).await?;
    let who: Vec<String> = players.iter().map(|u| format!("<@{u}>")).collect();
    let first = escape(game.name(game.current()));
    let mut text = i18n::words(
        lang,
        "tournament-table-started",
        &[
            ("name", Arg::Str(&name)),
            ("thread", Arg::Str(&thread_name)),
            ("players", Arg::Str(&who.join(", "))),
            ("first", Arg::Str(&first)),
        ],
    );
    if let Some(f) = &row.fair {
        text.push(Sep::Line, crate::bot::messages::fair_started_line(f, lang));
    }
    post(bot, thread, text, players).await;
    crate::bot::commit::started(bot, &row, &game).await?;
    Ok(Some(thread))
}

/// The results of table `x` from its game: finished, by its places; abandoned, by the
/// standings when it was ended; None while it runs.
async fn table_results(bot: &Bot, x: &TournamentTable) -> Result<Option<Vec<TableResult>>, Error> {
    let Some(game_id) = x.game_id else {
        return Ok(None);
    };
    let loaded = bot.store.load(game_id).await?;
    let game = &loaded.game;
    let over = match loaded.row.status {
        GameStatus::Finished => true,
        GameStatus::Abandoned => false,
        _ => return Ok(None),
    };
    let places = match over {
        true => ratings::game_places(game),
        false => {
            let points: Vec<u8> = game.seats().map(|s| game.total_vp(s)).collect();
            ratings::places(&points, None)
        }
    };
    Ok(Some(
        x.players
            .iter()
            .enumerate()
            .map(|(i, &player)| TableResult {
                player,
                place: places[i],
                table_size: x.players.len(),
                points: game.total_vp(Seat(i as u8)),
                won: over && game.winner() == Some(Seat(i as u8)),
            })
            .collect(),
    ))
}

/// Goes on with tournament `id` from what the store holds: scores the tables of its round
/// whose games ended, and once all are scored posts the standings and seats the next round
/// (or the final), or ends the tournament with its winner. Safe to call at any time, from
/// any process, any number of times.
pub(crate) async fn advance(bot: &Bot, id: i64) -> Result<(), Error> {
    let Some(t) = bot.store.tournament(id).await? else {
        return Ok(());
    };
    if t.status != TournamentStatus::Running {
        return Ok(());
    }
    let tables = bot.store.tournament_tables(&t).await?;
    let mut done = true;
    for x in tables.iter().filter(|x| x.round == t.round) {
        if x.result.is_some() {
            continue;
        }
        match table_results(bot, x).await? {
            Some(results) => {
                bot.store
                    .set_table_result(&t, x.round, x.table_no, &results)
                    .await?;
            }
            None => done = false,
        }
    }
    if !done {
        return Ok(());
    }
    let last = match t.final_table {
        true => t.rounds + 1,
        false => t.rounds,
    };
    let (rows, entrants) = standings(bot, &t).await?;
    let still_in = rows.iter().filter(|s| !s.dropped).count();
    if t.round < last && still_in >= 3 {
        let text = standings_text(bot, &t, t.language, "tournament-after-round").await?;
        post(bot, t.channel_id, text, &[]).await;
        return begin_round(bot, &t, t.round + 1).await;
    }
    if !bot.store.finish_tournament(&t).await? {
        return Ok(());
    }
    // The winner: the final table's, when one was played; else the standings' first.
    let tables = bot.store.tournament_tables(&t).await?;
    let final_winner = tables
        .iter()
        .filter(|x| x.round > t.rounds)
        .filter_map(|x| x.result.as_ref())
        .flatten()
        .find(|r| r.place == 1)
        .map(|r| r.player);
    let winner = final_winner.or(rows.first().map(|s| s.player));
    let text = standings_text(bot, &t, t.language, "tournament-over-head").await?;
    let name = winner
        .and_then(|w| entrants.iter().find(|e| e.user_id == w))
        .map_or(String::new(), |e| escape(&e.name));
    let mention = winner.map(|w| format!("<@{w}>")).unwrap_or_default();
    let crown = i18n::words(
        t.language,
        "tournament-winner",
        &[
            ("name", Arg::Str(&name)),
            ("mention", Arg::Str(&mention)),
            ("tournament", Arg::Str(&escape(&t.name))),
        ],
    );
    let winners: Vec<u64> = winner.into_iter().collect();
    post(
        bot,
        t.channel_id,
        Words::join([crown, text], Sep::Line),
        &winners,
    )
    .await;
    Ok(())
}

/// Every running tournament goes on (the watchdog: a process that stopped between a game's
/// end and the next round leaves the next one to do it).
pub(crate) async fn catch_up(bot: &Bot) -> Result<(), Error> {
    for t in bot.store.running_tournaments().await? {
        // One tournament's trouble does not hold the others up.
        if let Err(e) = advance(bot, t.id).await {
            tracing::warn!(tournament = t.id, error = %e, "the tournament did not go on yet");
        }
    }
    Ok(())
}
