//! Seasons (README, "Seasons"): `/catan-hub season start|end|standings` and
//! `/catan leaderboard season:`. A member with Manage Server starts a season (a name and a
//! length) from a channel; from then on the server's finished games also count toward the
//! season's own leaderboard (`Store::season_standings`: rated from scratch, a player's rating
//! shown after their placement games). When its time runs out, or a manager ends it, the
//! ticker posts its final standings once in the channel it was started from. Ratings
//! outside seasons work as before: nothing here writes them.

use super::{ask, finish, Context};
use crate::bot::clock::now_unix;
use crate::bot::context::{Bot, Error, Reply};
use crate::bot::flow::Ask;
use crate::bot::messages::escape;
use crate::bot::pacing::PublishError;
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::ratings::Identity;
use crate::store::{Season, SeasonRefusal, SeasonRow, PLACEMENT_GAMES};
use serenity::all::{
    AutocompleteChoice, CreateAutocompleteResponse, CreateInteractionResponse, Permissions,
};

/// The longest season, in days.
pub(crate) const MAX_SEASON_DAYS: i64 = 365;
/// A season's name has at most this many characters.
pub(crate) const MAX_SEASON_NAME: usize = 40;
/// Ranked players a standings message lists (then how many more).
const STANDINGS_LINES: usize = 15;

/// A season's length as typed: days ("30", "30d") or weeks ("4w"), one day to a year; in
/// seconds. None for anything else.
pub(crate) fn parse_length(typed: &str) -> Option<i64> {
    let t = typed.trim().to_lowercase();
    let (digits, unit) = match t.strip_suffix('w') {
        Some(d) => (d, 7),
        None => (t.strip_suffix('d').unwrap_or(&t), 1),
    };
    let n: i64 = digits.trim().parse().ok()?;
    let days = n.checked_mul(unit)?;
    (1..=MAX_SEASON_DAYS)
        .contains(&days)
        .then_some(days * 86_400)
}

/// A server's seasons: a leaderboard of their own over a span of time.
#[poise::command(
    slash_command,
    subcommands("season_start", "season_end", "season_standings"),
    subcommand_required
)]
pub(crate) async fn season(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a season on this server (Manage Server): its own leaderboard from now on.
#[poise::command(slash_command, rename = "start")]
pub(crate) async fn season_start(
    ctx: Context<'_>,
    #[description = "The season's name, like Winter 2027"]
    #[max_length = 40]
    name: String,
    #[description = "How long it runs: days (30) or weeks (4w), up to a year"] length: String,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = start(ctx.data(), &ask, &name, &length).await;
    finish(ctx, &ask, result).await
}

/// End this server's season now (Manage Server): its standings are posted.
#[poise::command(slash_command, rename = "end")]
pub(crate) async fn season_end(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = end(ctx.data(), &ask).await;
    finish(ctx, &ask, result).await
}

/// The running season's standings so far (only you see them).
#[poise::command(slash_command, rename = "standings")]
pub(crate) async fn season_standings(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = async {
        let bot = ctx.data();
        let Some(guild) = ask.src.guild_id().map(|g| g.get()) else {
            return ask.say(&bot.http, ask.text("season-no-server")).await;
        };
        match bot.store.running_season(guild).await? {
            Some(s) => show(bot, &ask, &s).await,
            None => ask.say(&bot.http, ask.text("season-none-running")).await,
        }
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Whether the member may start and end seasons: Manage Server, as Discord sends it.
fn manages_server(ask: &Ask<'_>) -> bool {
    ask.src
        .member()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(Permissions::MANAGE_GUILD))
}

async fn start(bot: &Bot, ask: &Ask<'_>, name: &str, length: &str) -> Result<(), Error> {
    let http = &bot.http;
    let lang = ask.src.lang();
    let Some(guild) = ask.src.guild_id().map(|g| g.get()) else {
        return ask.say(http, ask.text("season-no-server")).await;
    };
    if !manages_server(ask) {
        return ask.say(http, ask.text("season-not-manager")).await;
    }
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() || name.chars().count() > MAX_SEASON_NAME {
        let args = [("most", Arg::Int(MAX_SEASON_NAME as i64))];
        return ask
            .say(http, i18n::words(lang, "season-bad-name", &args))
            .await;
    }
    let Some(secs) = parse_length(length) else {
        let typed = escape(length.trim());
        let args = [
            ("typed", Arg::Str(&typed)),
            ("most", Arg::Int(MAX_SEASON_DAYS)),
        ];
        return ask
            .say(http, i18n::words(lang, "season-bad-length", &args))
            .await;
    };
    // The season's public messages speak the server's language, like a new table.
    let table = ask.src.guild_lang().unwrap_or(lang);
    let channel = ask.src.channel_id().get();
    let by = ask.src.user().id.get();
    let started = bot
        .store
        .start_season(guild, &name, channel, by, table, now_unix(), secs)
        .await?;
    match started {
        Ok(season) => {
            let text = started_text(table, &season);
            let r = CreateInteractionResponse::Message(Reply::message(text));
            ask.respond(http, r).await
        }
        Err(SeasonRefusal::Running(running)) => {
            let running = escape(&running);
            let args = [("name", Arg::Str(&running))];
            ask.say(http, i18n::words(lang, "season-running", &args))
                .await
        }
        Err(SeasonRefusal::NameTaken) => {
            let name = escape(&name);
            let args = [("name", Arg::Str(&name))];
            ask.say(http, i18n::words(lang, "season-name-taken", &args))
                .await
        }
    }
}

async fn end(bot: &Bot, ask: &Ask<'_>) -> Result<(), Error> {
    let http = &bot.http;
    let lang = ask.src.lang();
    let Some(guild) = ask.src.guild_id().map(|g| g.get()) else {
        return ask.say(http, ask.text("season-no-server")).await;
    };
    if !manages_server(ask) {
        return ask.say(http, ask.text("season-not-manager")).await;
    }
    let Some(season) = bot.store.end_season(guild, now_unix()).await? else {
        return ask.say(http, ask.text("season-none-running")).await;
    };
    let name = escape(&season.name);
    let channel = format!("<#{}>", season.channel_id);
    let args = [("name", Arg::Str(&name)), ("channel", Arg::Str(&channel))];
    ask.say(http, i18n::words(lang, "season-ended", &args))
        .await?;
    // The standings go out at once, not at the next tick.
    post_due(bot).await
}

/// `/catan leaderboard season:` — the standings of this server's season `name`, running or
/// past (only the member sees them).
pub(super) async fn show_named(bot: &Bot, ask: &Ask<'_>, name: &str) -> Result<(), Error> {
    let Some(guild) = ask.src.guild_id().map(|g| g.get()) else {
        return ask.say(&bot.http, ask.text("season-no-server")).await;
    };
    match bot.store.season_named(guild, name.trim()).await? {
        Some(s) => show(bot, ask, &s).await,
        None => {
            let typed = escape(name.trim());
            let args = [("name", Arg::Str(&typed))];
            let text = i18n::words(ask.src.lang(), "season-unknown", &args);
            ask.say(&bot.http, text).await
        }
    }
}

async fn show(bot: &Bot, ask: &Ask<'_>, season: &Season) -> Result<(), Error> {
    let rows = bot.store.season_standings(season).await?;
    let caller = ask.src.user().id.get();
    let text = standings_text(ask.src.lang(), season, &rows, Some(caller), false);
    ask.say(&bot.http, text).await
}

/// The names of this server's seasons that start with what the member typed, latest first.
pub(super) async fn season_names(
    bot: &Bot,
    guild: Option<u64>,
    partial: &str,
) -> CreateAutocompleteResponse {
    let Some(guild) = guild else {
        return CreateAutocompleteResponse::new();
    };
    let partial = partial.trim().to_lowercase();
    let names: Vec<AutocompleteChoice> = bot
        .store
        .seasons(guild)
        .await
        .unwrap_or_default()
        .into_iter()
        .filter(|s| s.name.to_lowercase().starts_with(&partial))
        .take(25)
        .map(|s| AutocompleteChoice::new(s.name.clone(), s.name))
        .collect();
    CreateAutocompleteResponse::new().set_choices(names)
}

/// What the channel reads when a season starts, in the server's language.
fn started_text(lang: Lang, s: &Season) -> Words {
    let name = escape(&s.name);
    let ends = s.ends_at.to_string();
    i18n::words(
        lang,
        "season-started",
        &[
            ("name", Arg::Str(&name)),
            ("ends", Arg::Str(&ends)),
            ("placement", Arg::Int(PLACEMENT_GAMES.into())),
        ],
    )
}

/// A season's standings in `lang`: its head (running until, or its span), the ranked
/// players (at most `STANDINGS_LINES`, then how many more), and those still in their
/// placement games. `caller` is marked; `over` heads the final standings.
pub(crate) fn standings_text(
    lang: Lang,
    s: &Season,
    rows: &[SeasonRow],
    caller: Option<u64>,
    over: bool,
) -> Words {
    let int = |n: u32| Arg::Int(n.into());
    let name = escape(&s.name);
    let (start, end) = (s.started_at.to_string(), s.end().to_string());
    let head = match (over, s.ended_at) {
        (true, _) => "season-over-head",
        (false, None) => "season-head-running",
        (false, Some(_)) => "season-head-past",
    };
    let mut lines = vec![i18n::words(
        lang,
        head,
        &[
            ("name", Arg::Str(&name)),
            ("start", Arg::Str(&start)),
            ("end", Arg::Str(&end)),
        ],
    )];
    if rows.is_empty() {
        lines.push(i18n::words(lang, "season-empty", &[]));
        return Words::join(lines, Sep::Line);
    }
    let shown = |r: &SeasonRow| match &r.player {
        Identity::Ai(level) => i18n::text(lang, "ai-rated-name", &[("level", Arg::Str(level))]),
        Identity::User(_) => escape(&r.name),
    };
    let ranked: Vec<&SeasonRow> = rows.iter().filter(|r| r.rank.is_some()).collect();
    let placing: Vec<&SeasonRow> = rows.iter().filter(|r| r.rank.is_none()).collect();
    if ranked.is_empty() {
        lines.push(i18n::words(
            lang,
            "season-nobody-placed",
            &[("placement", int(PLACEMENT_GAMES))],
        ));
    }
    for r in ranked.iter().take(STANDINGS_LINES) {
        let rank = match r.rank.unwrap_or(0) {
            1 => "🥇".to_string(),
            2 => "🥈".to_string(),
            3 => "🥉".to_string(),
            n => format!("**{n}.**"),
        };
        let you = caller.is_some_and(|c| r.player == Identity::User(c));
        let id = match you {
            true => "leaderboard-line-you",
            false => "leaderboard-line",
        };
        let name = shown(r);
        let rating = r.rating.shown().to_string();
        lines.push(i18n::words(
            lang,
            id,
            &[
                ("rank", Arg::Str(&rank)),
                ("name", Arg::Str(&name)),
                ("rating", Arg::Str(&rating)),
                ("games", int(r.games)),
                ("wins", int(r.wins)),
            ],
        ));
    }
    if ranked.len() > STANDINGS_LINES {
        let more = (ranked.len() - STANDINGS_LINES) as u32;
        lines.push(i18n::words(lang, "season-more", &[("count", int(more))]));
    }
    if !placing.is_empty() {
        let names: Vec<String> = placing
            .iter()
            .map(|r| {
                let args = [("name", Arg::Str(&shown(r))), ("games", int(r.games))];
                i18n::text(lang, "season-placing-one", &args)
            })
            .collect();
        lines.push(i18n::words(
            lang,
            "season-placing",
            &[
                ("placement", int(PLACEMENT_GAMES)),
                ("players", Arg::Str(&i18n::and_list(lang, &names))),
            ],
        ));
    }
    if over {
        if let Some(champion) = ranked.first() {
            let name = shown(champion);
            lines.push(i18n::words(
                lang,
                "season-champion",
                &[("name", Arg::Str(&name))],
            ));
        }
    }
    Words::join(lines, Sep::Line)
}

/// Posts the final standings of every season whose time ran out or that was ended, once
/// each (the store hands each to one process); a post that fails is given back for the
/// next tick.
pub(crate) async fn post_due(bot: &Bot) -> Result<(), Error> {
    for season in bot.store.due_seasons(now_unix()).await? {
        if !bot.store.claim_season_post(&season).await? {
            continue;
        }
        let ended = bot
            .store
            .season_named(season.guild, &season.name)
            .await?
            .unwrap_or(season.clone());
        let rows = bot.store.season_standings(&ended).await?;
        let text = standings_text(ended.language, &ended, &rows, None, true);
        let posted = crate::bot::publish::post_in(
            bot,
            ended.channel_id,
            Some(ended.guild),
            text.into_string(),
            vec![],
            vec![],
        )
        .await;
        match posted {
            Ok(_) => {}
            // The channel is gone or closed to the bot: the standings stay in
            // `/catan leaderboard season:`.
            Err(e @ (PublishError::Forbidden { .. } | PublishError::Discord(_))) if !matches!(&e, PublishError::Discord(d) if crate::bot::pacing::transient(d)) =>
            {
                tracing::warn!(season = ended.id, error = %e, "season standings could not be posted")
            }
            // Discord's passing trouble, or another process serves the server now: the
            // next tick (here or there) tries again.
            Err(e) => {
                tracing::warn!(season = ended.id, error = %e, "season standings not posted yet");
                bot.store.unclaim_season_post(&ended).await?;
            }
        }
    }
    Ok(())
}
