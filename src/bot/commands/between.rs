//! Between games: `/catan stats`, `/catan leaderboard` and `/catan history`, their page
//! buttons, and a history game's record and recap. Always: these answers are private
//! (ephemeral) lookups that change nothing; their buttons carry everything they need in
//! their custom id (`components::Cid::{Leaderboard, History, Recap}`; the server and channel are
//! the click's own), so they work after a restart; a page past the end shows the last
//! page; names are escaped and nobody is pinged.

use super::{ask, finish, Context};
use crate::bot::components::{Cid, HistoryScope, PageNav};
use crate::bot::context::{Bot, Error, Reply};
use crate::bot::flow::{Ask, Source};
use crate::bot::messages::{escape, truncate};
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::ratings::Identity;
use crate::recap::{charts, timelapse, trend, GameStats};
use crate::store::{GameId, GameStatus, StoreError};
use crate::store::{HistoryGame, PlayerStats};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateInteractionResponse, User,
};

/// Finished games a player needs on a server to appear on its leaderboard: fewer say too
/// little about a player (every newcomer shows the same 1000).
pub(super) const MIN_GAMES: u32 = 3;
/// Players per leaderboard page.
pub(super) const LEADERBOARD_PAGE: u32 = 10;
/// Games per history page: one row of five game buttons, and a row of ◀ ▶.
pub(super) const HISTORY_PAGE: u32 = 5;
/// A name in a history line is cut to this many characters (six seats of long, escaped
/// names must keep five games under Discord's 2,000 characters).
const HISTORY_NAME: usize = 16;

/// The server the interaction comes from (None outside one: its own bucket of games).
fn guild(ask: &Ask<'_>) -> Option<u64> {
    ask.src.guild_id().map(|g| g.get())
}

/// The name `user`, given as a command option, has here: server nickname, display name,
/// or user name.
fn option_user_name(src: Source<'_>, user: &User) -> String {
    let nick = match src {
        Source::Command(i) => i
            .data
            .resolved
            .members
            .get(&user.id)
            .and_then(|m| m.nick.clone()),
        _ => None,
    };
    nick.or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// `/catan stats [player]`: a player's games, wins, rating and its trend (a small chart),
/// favourite first settlements and longest road on this server.
/// The durations (seconds) of every turn `user` played, and ended, in `games`.
async fn turn_times_of(bot: &Bot, games: &[GameId], user: u64) -> Result<Vec<i64>, Error> {
    let mut all = Vec::new();
    for &game in games {
        let row = bot.store.game_row(game).await?;
        let Some(seat) = row
            .seats
            .iter()
            .position(|s| s.user_id == user && s.ai.is_none())
        else {
            continue;
        };
        let record = bot.store.record(game).await?;
        let times = bot.store.action_times(game).await?;
        let seats = row.seats.len();
        let mut durations = crate::recap::pace::turn_durations(&record.actions, &times, seats);
        all.append(&mut durations[seat]);
    }
    Ok(all)
}

pub(super) async fn show_stats(
    bot: &Bot,
    ask: &Ask<'_>,
    player: Option<&User>,
) -> Result<(), Error> {
    let http = &bot.http;
    let caller = ask.src.user();
    let (user, name) = match player {
        Some(u) => (u, option_user_name(ask.src, u)),
        None => (caller, ask.src.display_name()),
    };
    let me = user.id == caller.id;
    let guild = guild(ask);
    let Some(stats) = bot
        .store
        .player_stats(guild, &Identity::User(user.id.get()))
        .await?
    else {
        let (_, rated_here) = bot.store.leaderboard(guild, 0, 0, 0).await?;
        let text = match (rated_here, me) {
            (0, _) => ask.text("stats-none-server"),
            (_, true) => ask.text("stats-none-you"),
            (_, false) => {
                let name = escape(&name);
                i18n::words(
                    ask.src.lang(),
                    "stats-none-them",
                    &[("name", Arg::Str(&name))],
                )
            }
        };
        return ask.say(http, text).await;
    };
    // The chart may wait behind other players' pictures: answer first.
    ask.think_privately(http).await?;
    let lang = ask.src.lang();
    let mut text = stats_text(lang, &stats, &escape(&name));
    // How long they take a turn, over the games of their rating trend.
    let games: Vec<GameId> = stats.trend.iter().map(|t| t.game).collect();
    let turns = turn_times_of(bot, &games, user.id.get()).await?;
    if let Some((median, longest)) = crate::recap::pace::median_and_longest(&turns) {
        text.push(
            Sep::Line,
            i18n::words(
                lang,
                "stats-turn-time",
                &[
                    (
                        "median",
                        Arg::Str(&crate::bot::messages::span(median, lang)),
                    ),
                    (
                        "longest",
                        Arg::Str(&crate::bot::messages::span(longest, lang)),
                    ),
                ],
            ),
        );
    }
    let points = trend_points(&stats);
    let raw = name.clone();
    let png = bot
        .heavy
        .draw_now(move || trend::rating_trend_png(lang, &points, &raw))
        .await?;
    let chart = match png {
        Ok(png) => vec![CreateAttachment::bytes(png, "rating.png")],
        Err(e) => {
            tracing::warn!(error = %e, "no rating chart");
            vec![]
        }
    };
    ask.replace_with_files(http, Reply::edit(text), chart).await
}

/// The rating shown before the first game of the trend, then after each of its games.
fn trend_points(stats: &PlayerStats) -> Vec<f64> {
    let first = stats.trend.first().map(|t| t.before.shown() as f64);
    first
        .into_iter()
        .chain(stats.trend.iter().map(|t| t.after.shown() as f64))
        .collect()
}

/// The stats message in `lang` (`name` escaped).
fn stats_text(lang: Lang, s: &PlayerStats, name: &str) -> Words {
    let int = |n: u32| Arg::Int(n.into());
    let mut lines = vec![i18n::words(lang, "stats-head", &[("name", Arg::Str(name))])];
    let mut points = format!("{:.1}", s.average_points);
    if lang != Lang::En {
        points = points.replace('.', ",");
    }
    let rate = format!("{}", (s.win_rate * 100.0).round());
    lines.push(i18n::words(
        lang,
        "stats-games",
        &[
            ("games", int(s.games)),
            ("wins", int(s.wins)),
            ("rate", Arg::Str(&rate)),
            ("points", Arg::Str(&points)),
        ],
    ));
    match s.rating {
        Some(r) => {
            // One sentence: the rating, its trend over the games shown, and how many more
            // games the leaderboard wants.
            let rating = r.shown().to_string();
            let (trend, change, count) = match (s.trend.first(), s.trend.last()) {
                (Some(first), Some(last)) => {
                    let change =
                        trend::rating_change(lang, last.after.shown() - first.before.shown());
                    let n = s.trend.len() as u32;
                    let trend = if n < s.games { "last" } else { "all" };
                    (trend, change, n)
                }
                _ => ("none", String::new(), 0),
            };
            let line = i18n::words(
                lang,
                "stats-rating",
                &[
                    ("rating", Arg::Str(&rating)),
                    ("trend", Arg::Str(trend)),
                    ("change", Arg::Str(&change)),
                    ("count", int(count)),
                    ("more", int(MIN_GAMES.saturating_sub(s.games))),
                ],
            );
            lines.push(line);
        }
        None => lines.push(i18n::words(lang, "stats-unrated", &[])),
    }
    if !s.first_settlements.is_empty() {
        let favourites: Vec<String> = s
            .first_settlements
            .iter()
            .take(3)
            .enumerate()
            .map(|(i, t)| match i {
                0 => i18n::text(
                    lang,
                    "stats-favourite-first",
                    &[
                        ("resource", Arg::Str(t.resource.name())),
                        ("count", int(t.settlements)),
                        ("games", int(s.games)),
                    ],
                ),
                _ => i18n::text(
                    lang,
                    "stats-favourite",
                    &[
                        ("resource", Arg::Str(t.resource.name())),
                        ("count", int(t.settlements)),
                    ],
                ),
            })
            .collect();
        let list = i18n::and_list(lang, &favourites);
        lines.push(i18n::words(
            lang,
            "stats-favourites",
            &[("list", Arg::Str(&list))],
        ));
    }
    lines.push(i18n::words(
        lang,
        "stats-longest-road",
        &[
            ("length", Arg::Int(s.longest_road.into())),
            ("game", Arg::Str(&s.longest_road_game.to_string())),
        ],
    ));
    Words::join(lines, Sep::Line)
}

/// A page of answers: its text and its buttons.
struct Page {
    text: Words,
    rows: Vec<CreateActionRow>,
}

/// ◀ ▶ for page `page` of `pages`, labelled in `lang` (none when everything fits one page).
fn nav_row(
    lang: Lang,
    page: u32,
    pages: u32,
    id: impl Fn(u32, PageNav) -> String,
) -> Option<CreateActionRow> {
    if pages <= 1 {
        return None;
    }
    let prev = CreateButton::new(id(page.saturating_sub(1), PageNav::Prev))
        .label(i18n::words(lang, "btn-previous", &[]))
        .style(ButtonStyle::Secondary)
        .disabled(page == 0);
    let next = CreateButton::new(id((page + 1).min(pages - 1), PageNav::Next))
        .label(i18n::words(lang, "btn-next", &[]))
        .style(ButtonStyle::Secondary)
        .disabled(page + 1 >= pages);
    Some(CreateActionRow::Buttons(vec![prev, next]))
}

/// How many pages `total` items make, `per` a page (at least one).
fn pages_of(total: u32, per: u32) -> u32 {
    total.div_ceil(per).max(1)
}

/// A page as the first answer to a command, or in place of the page clicked.
async fn show(bot: &Bot, ask: &Ask<'_>, page: Page) -> Result<(), Error> {
    let msg = Reply::message(page.text).components(page.rows);
    let r = match ask.src.on_chooser() {
        true => CreateInteractionResponse::UpdateMessage(msg),
        false => CreateInteractionResponse::Message(msg.ephemeral(true)),
    };
    ask.respond(&bot.http, r).await
}

/// `/catan leaderboard`, and its page buttons.
pub(super) async fn show_leaderboard(bot: &Bot, ask: &Ask<'_>, page: u32) -> Result<(), Error> {
    let page = leaderboard_page(bot, ask, page).await?;
    show(bot, ask, page).await
}

async fn leaderboard_page(bot: &Bot, ask: &Ask<'_>, page: u32) -> Result<Page, Error> {
    let guild = guild(ask);
    let caller = ask.src.user().id.get();
    let (_, total) = bot.store.leaderboard(guild, MIN_GAMES, 0, 0).await?;
    // The caller's own count, when it keeps them off the board.
    let mine = bot
        .store
        .player_stats(guild, &Identity::User(caller))
        .await?
        .map_or(0, |s| s.games);
    let lang = ask.src.lang();
    let int = |n: u32| Arg::Int(n.into());
    let short = match mine {
        n if n > 0 && n < MIN_GAMES => {
            let args = [("games", int(n)), ("more", int(MIN_GAMES - n))];
            Some(i18n::words(lang, "leaderboard-short", &args))
        }
        _ => None,
    };
    if total == 0 {
        let (_, rated) = bot.store.leaderboard(guild, 0, 0, 0).await?;
        let text = match rated {
            0 => i18n::words(lang, "leaderboard-empty", &[]),
            _ => {
                let nobody = i18n::words(lang, "leaderboard-nobody", &[("min", int(MIN_GAMES))]);
                Words::join(std::iter::once(nobody).chain(short), Sep::Line)
            }
        };
        return Ok(Page { text, rows: vec![] });
    }
    let pages = pages_of(total, LEADERBOARD_PAGE);
    // The board may have shrunk since the page was shown (ratings rebuilt): its last page.
    let page = page.min(pages - 1);
    let (rows, _) = bot
        .store
        .leaderboard(guild, MIN_GAMES, page * LEADERBOARD_PAGE, LEADERBOARD_PAGE)
        .await?;
    let mut lines = vec![i18n::words(
        lang,
        "leaderboard-head",
        &[("min", int(MIN_GAMES))],
    )];
    for r in &rows {
        let rank = match r.rank {
            1 => "🥇".to_string(),
            2 => "🥈".to_string(),
            3 => "🥉".to_string(),
            n => format!("**{n}.**"),
        };
        let id = match r.player == Identity::User(caller) {
            true => "leaderboard-line-you",
            false => "leaderboard-line",
        };
        // An AI level is named in the reader's language ("Starke KI"), a player as they
        // last played.
        let name = match &r.player {
            Identity::Ai(level) => i18n::text(lang, "ai-rated-name", &[("level", Arg::Str(level))]),
            Identity::User(_) => escape(&r.name),
        };
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
    lines.push(i18n::words(
        lang,
        "leaderboard-foot",
        &[
            ("page", int(page + 1)),
            ("pages", int(pages)),
            ("players", int(total)),
        ],
    ));
    lines.extend(short);
    let text = Words::join(lines, Sep::Line);
    let rows = nav_row(lang, page, pages, |page, nav| {
        Cid::Leaderboard { page, nav }.encode()
    })
    .into_iter()
    .collect();
    Ok(Page { text, rows })
}

/// `/catan history`, and its page buttons.
pub(super) async fn show_history(
    bot: &Bot,
    ask: &Ask<'_>,
    scope: HistoryScope,
    page: u32,
) -> Result<(), Error> {
    let page = history_page(bot, ask, scope, page).await?;
    show(bot, ask, page).await
}

async fn history_page(
    bot: &Bot,
    ask: &Ask<'_>,
    scope: HistoryScope,
    page: u32,
) -> Result<Page, Error> {
    let guild = guild(ask);
    let lang = ask.src.lang();
    let int = |n: u32| Arg::Int(n.into());
    let mut scope = scope;
    let mut note = None;
    let channel = |scope| match scope {
        HistoryScope::Channel => Some(ask.src.channel_id().get()),
        HistoryScope::Server => None,
    };
    let (_, mut total) = bot.store.history(guild, channel(scope), 0, 0).await?;
    if total == 0 && scope == HistoryScope::Channel {
        // Tables usually play in threads of their own, each its own channel: rather than
        // nothing, the server's games.
        scope = HistoryScope::Server;
        note = Some(i18n::words(lang, "history-note-server", &[]));
        total = bot.store.history(guild, None, 0, 0).await?.1;
    }
    if total == 0 {
        return Ok(Page {
            text: i18n::words(lang, "history-empty", &[]),
            rows: vec![],
        });
    }
    let pages = pages_of(total, HISTORY_PAGE);
    let page = page.min(pages - 1);
    let (games, _) = bot
        .store
        .history(guild, channel(scope), page * HISTORY_PAGE, HISTORY_PAGE)
        .await?;
    let head = match scope {
        HistoryScope::Channel => "history-head-channel",
        HistoryScope::Server => "history-head-server",
    };
    let mut lines: Vec<Words> = note.into_iter().collect();
    lines.push(i18n::words(lang, head, &[]));
    lines.extend(games.iter().map(|g| history_line(lang, g, scope)));
    lines.push(i18n::words(
        lang,
        "history-foot",
        &[
            ("page", int(page + 1)),
            ("pages", int(pages)),
            ("games", int(total)),
        ],
    ));
    let text = Words::join(lines, Sep::Line);
    let buttons: Vec<CreateButton> = games
        .iter()
        .map(|g| {
            CreateButton::new(Cid::Recap { game: g.game }.encode())
                .label(i18n::words(
                    lang,
                    "btn-history-game",
                    &[("game", Arg::Str(&g.game.to_string()))],
                ))
                .style(ButtonStyle::Primary)
        })
        .collect();
    // Each finished game's My review, under its recap button.
    let reviews: Vec<CreateButton> = games
        .iter()
        .map(|g| {
            CreateButton::new(Cid::Review { game: g.game }.encode())
                .label(i18n::words(
                    lang,
                    "btn-history-review",
                    &[("game", Arg::Str(&g.game.to_string()))],
                ))
                .style(ButtonStyle::Secondary)
                .disabled(g.status != GameStatus::Finished)
        })
        .collect();
    let mut rows = vec![CreateActionRow::Buttons(buttons)];
    if !reviews.is_empty() {
        rows.push(CreateActionRow::Buttons(reviews));
    }
    rows.extend(nav_row(lang, page, pages, |page, nav| {
        Cid::History { scope, page, nav }.encode()
    }));
    Ok(Page { text, rows })
}

/// One game of the history: number, when, where (for the whole server), the winner and
/// everyone's points, most first.
fn history_line(lang: Lang, g: &HistoryGame, scope: HistoryScope) -> Words {
    let name = |n: &str| escape(&truncate(n, HISTORY_NAME));
    let say = |id: &str, args: &[(&str, Arg<'_>)]| i18n::words(lang, id, args);
    let mut facts = vec![
        say("history-game", &[("game", Arg::Str(&g.game.to_string()))]),
        say(
            "history-when",
            &[("time", Arg::Str(&g.ended_at.to_string()))],
        ),
    ];
    if scope == HistoryScope::Server {
        let channel = g.channel.to_string();
        facts.push(say("history-where", &[("channel", Arg::Str(&channel))]));
    }
    match (g.status, g.winner_name()) {
        (GameStatus::Finished, Some(w)) => {
            facts.push(say("history-winner", &[("name", Arg::Str(&name(w)))]))
        }
        (GameStatus::Abandoned, _) => facts.push(say("history-abandoned", &[])),
        _ => {}
    }
    let mut players: Vec<_> = g.players.iter().collect();
    players.sort_by_key(|p| (std::cmp::Reverse(p.points), p.seat));
    let scores = players.iter().map(|p| {
        let points = p.points.map_or("?".to_string(), |pts| pts.to_string());
        let args = [
            ("name", Arg::Str(&name(&p.name))),
            ("points", Arg::Str(&points)),
        ];
        say("history-score", &args)
    });
    Words::join(
        [Words::join(facts, Sep::Dot), Words::join(scores, Sep::Dot)],
        Sep::Dash,
    )
}

/// A history game's button: its record (docs/RECORD.md JSON), timelapse GIF and charts PNG, in
/// a private answer of its own (the history page stays as it is).
pub(super) async fn recap(bot: &Bot, ask: &Ask<'_>, game: GameId) -> Result<(), Error> {
    let http = &bot.http;
    // Replaying and drawing a whole game takes a moment.
    ask.think_apart(http).await?;
    let row = match bot.store.game_row(game).await {
        Ok(r) => r,
        Err(StoreError::NotFound(_)) => {
            return ask.say(http, game_says(ask, "recap-gone", game)).await
        }
        Err(e) => return Err(e.into()),
    };
    if row.guild_id != guild(ask) {
        return ask.say(http, game_says(ask, "recap-elsewhere", game)).await;
    }
    // As `/catan export`: the record of a game still on is for Manage Channels only.
    let over = matches!(row.status, GameStatus::Finished | GameStatus::Abandoned);
    if !over && !ask.src.can_manage_channels() {
        return ask.say(http, ask.text("export-not-over")).await;
    }
    let record = match bot.store.record(game).await {
        Ok(r) => r,
        Err(StoreError::NotStarted(_)) => {
            return ask
                .say(http, game_says(ask, "recap-not-started", game))
                .await
        }
        Err(e) => return Err(e.into()),
    };
    let json = serde_json::to_vec_pretty(&record)?;
    // The pictures draw the names as they are (they are not Discord text).
    let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
    let lang = ask.src.lang();
    let (gif, png, winner) = bot
        .heavy
        .recap(move || {
            let gif = timelapse::gif(lang, &record).map_err(|e| e.to_string());
            let stats = GameStats::of_record(&record).map_err(|e| e.to_string());
            let png = stats
                .as_ref()
                .map_err(Clone::clone)
                .and_then(|s| charts::game_charts(lang, s, &names).map_err(|e| e.to_string()));
            let winner = stats.ok().and_then(|s| s.winner);
            (gif, png, winner)
        })
        .await?;
    let number = game.to_string();
    let winner = winner.and_then(|w| row.seats.get(w.index()));
    let head = match (row.status, winner) {
        (GameStatus::Abandoned, _) => game_says(ask, "recap-head-abandoned", game),
        (_, Some(w)) => {
            let name = escape(&w.name);
            i18n::words(
                lang,
                "recap-head-won",
                &[("game", Arg::Str(&number)), ("name", Arg::Str(&name))],
            )
        }
        _ => game_says(ask, "recap-head", game),
    };
    let mut files = vec![CreateAttachment::bytes(
        json,
        format!("catan-game-{game}.json"),
    )];
    let made_gif = match gif {
        Ok(gif) => {
            let name = format!("catan-game-{game}-timelapse.gif");
            files.push(CreateAttachment::bytes(gif, name));
            true
        }
        Err(e) => {
            tracing::warn!(game, error = %e, "no timelapse for the history");
            false
        }
    };
    let made_png = match png {
        Ok(png) => {
            let name = format!("catan-game-{game}-charts.png");
            files.push(CreateAttachment::bytes(png, name));
            true
        }
        Err(e) => {
            tracing::warn!(game, error = %e, "no charts for the history");
            false
        }
    };
    let (made, missing) = match (made_gif, made_png) {
        (true, true) => ("both", None),
        (true, false) => ("timelapse", Some("charts")),
        (false, true) => ("charts", Some("timelapse")),
        (false, false) => ("none", Some("both")),
    };
    let mut text = i18n::words(
        lang,
        "recap-files",
        &[("head", Arg::Str(&head)), ("files", Arg::Str(made))],
    );
    if let Some(what) = missing {
        let args = [("what", Arg::Str(what))];
        text.push(Sep::Space, i18n::words(lang, "recap-missing", &args));
    }
    let edit = Reply::edit(text).components(vec![]);
    ask.replace_with_files(http, edit, files).await
}

/// The sentence `id` about game `game`, in the member's language.
fn game_says(ask: &Ask<'_>, id: &str, game: GameId) -> Words {
    i18n::words(ask.src.lang(), id, &[("game", Arg::Str(&game.to_string()))])
}

/// A player's games, wins, rating and its trend on this server (only you see it).
#[poise::command(slash_command)]
pub(crate) async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] player: Option<User>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = show_stats(ctx.data(), &ask, player.as_ref()).await;
    finish(ctx, &ask, result).await
}

async fn ac_season(ctx: Context<'_>, partial: &str) -> serenity::all::CreateAutocompleteResponse {
    let guild = ctx.guild_id().map(|g| g.get());
    super::season::season_names(ctx.data(), guild, partial).await
}

/// This server's players by rating, ten a page (only you see it).
#[poise::command(slash_command)]
pub(crate) async fn leaderboard(
    ctx: Context<'_>,
    #[description = "A season's standings instead (its name; the running one or a past one)"]
    #[autocomplete = "ac_season"]
    season: Option<String>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = match season {
        Some(name) => super::season::show_named(ctx.data(), &ask, &name).await,
        None => show_leaderboard(ctx.data(), &ask, 0).await,
    };
    finish(ctx, &ask, result).await
}

/// Recent games, with their records, timelapses and charts (only you see it).
#[poise::command(slash_command)]
pub(crate) async fn history(
    ctx: Context<'_>,
    #[description = "Whose games: this channel's (default) or the whole server's"] scope: Option<
        HistoryScope,
    >,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let scope = scope.unwrap_or(HistoryScope::Channel);
    let result = show_history(ctx.data(), &ask, scope, 0).await;
    finish(ctx, &ask, result).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Resource, Seat};
    use crate::ratings::Rating;
    use crate::store::{HistoryPlayer, ResourceTally, TrendPoint};

    fn rating(shown: i64) -> Rating {
        // shown = 1000 + 40·(mu − 3·sigma), with sigma 2.
        Rating {
            mu: (shown as f64 - 1000.0) / 40.0 + 6.0,
            sigma: 2.0,
        }
    }

    fn stats(games: u32, trend: &[(i64, i64)]) -> PlayerStats {
        PlayerStats {
            player: Identity::User(7),
            name: "Ada".into(),
            games,
            wins: games.min(2),
            win_rate: f64::from(games.min(2)) / f64::from(games),
            average_points: 7.25,
            rating: trend.last().map(|&(_, after)| rating(after)),
            trend: trend
                .iter()
                .enumerate()
                .map(|(i, &(before, after))| TrendPoint {
                    game: i as GameId + 1,
                    ended_at: 0,
                    before: rating(before),
                    after: rating(after),
                })
                .collect(),
            first_settlements: vec![
                ResourceTally {
                    resource: Resource::Grain,
                    settlements: games.min(3),
                    hexes: 4,
                },
                ResourceTally {
                    resource: Resource::Ore,
                    settlements: games.min(2),
                    hexes: 2,
                },
            ],
            longest_road: 7,
            longest_road_game: 2,
        }
    }

    #[test]
    fn stats_tell_the_numbers_and_the_trend() {
        let s = stats(4, &[(1000, 980), (980, 1010), (1010, 1030), (1030, 1043)]);
        let text = stats_text(Lang::En, &s, "Ada");
        assert!(
            text.contains("4 finished games · 2 wins (50%) · 7.2"),
            "{text}"
        );
        assert!(
            text.contains("Rating **1043** (▲ 43 over 4 games)"),
            "{text}"
        );
        assert!(
            text.contains("next to grain (3 of 4 games) and ore (2)."),
            "{text}"
        );
        assert!(
            text.contains("Longest road: 7 roads long (game 2)"),
            "{text}"
        );
        assert!(!text.contains("leaderboard"), "{text}");
        assert_eq!(
            trend_points(&s),
            vec![1000.0, 980.0, 1010.0, 1030.0, 1043.0]
        );
        // Issue 43: the sentence and its chart count the same games and the same change.
        let one = stats(1, &[(1000, 865)]);
        let caption = trend::trend_caption(Lang::En, &trend_points(&one)).unwrap();
        assert_eq!(caption, "▼ 135 over 1 game");
        assert!(stats_text(Lang::En, &one, "Ada").contains("(▼ 135 over 1 game)"));
        // A longer career shows its last games; a newcomer learns what the board needs.
        let s = stats(30, &[(1100, 1090)]);
        assert!(stats_text(Lang::En, &s, "Ada").contains("(▼ 10 over the last 1 game)"));
        let s = stats(1, &[(1000, 1000)]);
        let text = stats_text(Lang::En, &s, "Ada");
        assert!(text.contains("no change over 1 game"), "{text}");
        assert!(
            text.contains("2 more finished games to appear on the leaderboard"),
            "{text}"
        );
        // One sentence in each language, the decimal comma where the language writes it.
        let de = stats_text(Lang::De, &s, "Ada");
        assert!(
            de.contains("📈 Wertung **1000** (unverändert in 1 Spiel); noch 2 beendete Spiele bis zur Rangliste"),
            "{de}"
        );
        let s = stats(4, &[(1000, 980), (980, 1010), (1010, 1030), (1030, 1043)]);
        let de = stats_text(Lang::De, &s, "Ada");
        assert!(de.contains("im Schnitt 7,2 Punkte je Spiel"), "{de}");
        assert!(!de.contains("Rangliste"), "{de}");
    }

    #[test]
    fn pages_and_their_buttons() {
        assert_eq!(pages_of(0, 10), 1);
        assert_eq!(pages_of(10, 10), 1);
        assert_eq!(pages_of(11, 10), 2);
        let id = |page, nav| Cid::Leaderboard { page, nav }.encode();
        assert!(
            nav_row(Lang::En, 0, 1, id).is_none(),
            "one page: no buttons"
        );
        for (page, pages) in [(0, 3), (1, 3), (2, 3)] {
            let row = serde_json::to_value(nav_row(Lang::En, page, pages, id).unwrap()).unwrap();
            let b = row["components"].as_array().unwrap();
            assert_ne!(b[0]["custom_id"], b[1]["custom_id"], "distinct ids");
            assert_eq!(b[0]["disabled"], page == 0);
            assert_eq!(b[1]["disabled"], page == 2);
            let to = |i: usize| match Cid::parse(b[i]["custom_id"].as_str().unwrap()) {
                Some(Cid::Leaderboard { page, .. }) => page,
                other => panic!("{other:?}"),
            };
            assert_eq!((to(0), to(1)), (page.saturating_sub(1), (page + 1).min(2)));
        }
    }

    #[test]
    fn six_long_hostile_names_keep_a_history_page_short() {
        let hostile = "@everyone **bold** <@&1> `x`_y_";
        let g = HistoryGame {
            game: 123_456,
            channel: 987_654_321_987_654_321,
            status: GameStatus::Finished,
            ended_at: 1_700_000_000,
            winner: Some(Seat(2)),
            players: (0..6)
                .map(|s| HistoryPlayer {
                    seat: Seat(s),
                    player: Identity::User(u64::from(s)),
                    name: format!("{hostile}{s}"),
                    points: Some(s + 3),
                })
                .collect(),
        };
        let line = history_line(Lang::En, &g, HistoryScope::Server);
        assert!(!line.contains("@everyone"), "{line}");
        assert!(line.contains("<t:1700000000:R> · <#987654321987654321>"));
        assert!(line.contains("🏆 **"), "{line}");
        assert!(
            line.chars().count() * HISTORY_PAGE as usize + 300 < crate::bot::pacing::MAX_CONTENT,
            "{} characters",
            line.chars().count()
        );
        // Most points first.
        let first = line.find(" 8").unwrap();
        assert!(first < line.find(" 3").unwrap(), "{line}");
    }
}
