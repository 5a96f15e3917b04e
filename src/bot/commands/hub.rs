//! `/catan-hub`: what is not about one table (`/catan` holds Discord's 25 subcommands, all
//! about the table of the channel). `games`: every table the member sits at, in every
//! server, the ones where it is their move first. Always: the answer is private, changes
//! nothing, names the server where this process knows it, links each table's message of
//! the moment, and fits one message (saying how many tables did not).

use super::season::season;
use super::tournament::tournament;
use super::{ask, finish, Context};
use crate::bot::context::{Bot, Error};
use crate::bot::flow::Ask;
use crate::bot::messages::{self, escape, text_view, truncate};
use crate::bot::pacing::MAX_CONTENT;
use crate::engine::{Phase, PublicView, Seat};
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::store::{GameId, GameStatus, SeatedTable};
use crate::table::who;

/// Catan beyond one table: your tables in every server, the server's seasons and tournaments.
#[poise::command(
    slash_command,
    guild_only,
    rename = "catan-hub",
    subcommands("games", "season", "tournament"),
    subcommand_required
)]
pub(crate) async fn hub(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every table you sit at, in every server, your move first (only you see it).
#[poise::command(slash_command)]
pub(crate) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let ask = ask(ctx);
    let result = show_games(ctx.data(), &ask).await;
    finish(ctx, &ask, result).await
}

/// The answer to `/catan-hub games`.
async fn show_games(bot: &Bot, ask: &Ask<'_>) -> Result<(), Error> {
    let user = ask.src.user().id.get();
    let lang = ask.src.lang();
    let tables = bot.store.seated_tables(user).await?;
    let entries = tables
        .iter()
        .map(|t| {
            let server = t.row.guild_id.and_then(|g| bot.guild_names.get(g));
            entry(t, user, lang, server.as_deref())
        })
        .collect();
    ask.say(&bot.http, games_text(lang, entries)).await
}

/// One table of the list: whether it waits for the member, since when, and its two lines.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    yours: bool,
    since: i64,
    game: GameId,
    /// Who must do what, in which game (a turn's ping line where one fits).
    what: Words,
    /// The server, the link to the table and how long it has waited.
    place: Words,
}

/// A server's name is cut to this many characters (Discord allows 100).
const SERVER_NAME: usize = 40;

/// The link to the message that shows the table now, or to its channel.
fn link(guild: Option<u64>, channel: u64, message: Option<u64>) -> String {
    let guild = guild.map_or("@me".to_string(), |g| g.to_string());
    match message {
        Some(m) => format!("https://discord.com/channels/{guild}/{channel}/{m}"),
        None => format!("https://discord.com/channels/{guild}/{channel}"),
    }
}

/// `t` as `user` reads it in `lang`; `server` is its server's name, where known.
fn entry(t: &SeatedTable, user: u64, lang: Lang, server: Option<&str>) -> Entry {
    let row = &t.row;
    let text = |id: &str, args: &[(&str, Arg<'_>)]| i18n::words(lang, id, args);
    let label = messages::game_label(row.id, row.channel_id, lang);
    let game = Arg::Str(&label);
    let (yours, what) = match &t.game {
        Some(g) if row.status == GameStatus::Active => {
            let view = text_view(&g.public_view());
            let humans = who::humans_to_act(row, g);
            let yours = who::seat_of(row, user).is_some_and(|s| humans.contains(&s));
            let what = match yours {
                true => messages::ping_line(&view, lang, &humans, &label),
                false => waits_line(&view, lang, &humans, &label),
            };
            let what = what.unwrap_or_else(|| {
                // Only AI seats must act.
                let seat = who::must_act(g)
                    .first()
                    .copied()
                    .unwrap_or(g.seat_to_move());
                let name = Arg::Str(view.name(seat));
                text("games-ai", &[("name", name), ("game", game)])
            });
            (yours, what)
        }
        _ => {
            let me = row
                .seats
                .iter()
                .find(|s| s.user_id == user && s.ai.is_none())
                .map_or(String::new(), |s| escape(&s.name));
            let named = |id: &str| text(id, &[("name", Arg::Str(&me)), ("game", game)]);
            let full = row.seats.len() >= usize::from(row.options.players);
            if row.rematch_waiting().contains(&user) {
                (true, named("games-lobby-rematch"))
            } else if full && row.host_id == user && row.rematch_waiting().is_empty() {
                (true, named("games-lobby-start"))
            } else {
                let args = [
                    ("taken", Arg::Int(row.seats.len() as i64)),
                    ("players", Arg::Int(row.options.players.into())),
                    ("game", game),
                ];
                (false, text("games-lobby", &args))
            }
        }
    };
    let since = format!("<t:{}:R>", t.since);
    let since_id = match row.status {
        GameStatus::Lobby => "games-lobby-since",
        _ => "games-turn-since",
    };
    let to = link(row.guild_id, row.channel_id, t.message);
    let mut parts = Vec::new();
    if let Some(name) = server.map(|s| escape(&truncate(s, SERVER_NAME))) {
        parts.push(text("games-server", &[("name", Arg::Str(&name))]));
    }
    parts.push(text("games-link", &[("link", Arg::Str(&to))]));
    parts.push(text(since_id, &[("since", Arg::Str(&since))]));
    Entry {
        yours,
        since: t.since,
        game: row.id,
        what,
        place: Words::join(parts, Sep::Dot),
    }
}

/// Who must do what at a table that waits for others than the reader (`humans`, the seats
/// it waits for), as the turn's ping line says it to them, said of them: "🎲 Bea must roll
/// for turn 8 · Catan #12 in #catan". None when no human must act.
fn waits_line(view: &PublicView, lang: Lang, humans: &[Seat], game: &str) -> Option<Words> {
    let first = *humans.first()?;
    let name = Arg::Str(view.name(first));
    let game = Arg::Str(game);
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::words(lang, id, args);
    let named = |id: &str| t(id, &[("name", name), ("game", game)]);
    let turn = Arg::Int(view.turn.into());
    Some(match view.phase {
        Phase::Setup => match view.setup_settlement {
            Some(_) => named("games-setup-road"),
            None => named("games-setup-settlement"),
        },
        Phase::Roll => t(
            "games-roll",
            &[("name", name), ("turn", turn), ("game", game)],
        ),
        Phase::Main => t(
            "games-main",
            &[("name", name), ("turn", turn), ("game", game)],
        ),
        Phase::Discard => {
            let names: Vec<String> = humans.iter().map(|&s| view.name(s).to_string()).collect();
            t(
                "games-discard",
                &[
                    ("names", Arg::Str(&i18n::and_list(lang, &names))),
                    ("count", Arg::Int(names.len() as i64)),
                    ("game", game),
                ],
            )
        }
        Phase::MoveRobber => named("games-robber"),
        Phase::RoadBuilding => named("games-road-building"),
        Phase::SpecialBuild => named("games-special-build"),
        Phase::GameOver => return None,
    })
}

/// The list as one message in `lang`: the tables that wait for the member first, then the
/// others, each part longest waiting first; as many as fit in Discord's 2,000 characters,
/// and how many more there are.
fn games_text(lang: Lang, mut entries: Vec<Entry>) -> Words {
    if entries.is_empty() {
        return i18n::words(lang, "games-none", &[]);
    }
    entries.sort_by_key(|e| (!e.yours, e.since, e.game));
    let total = entries.len();
    let yours = entries.iter().filter(|e| e.yours).count();
    let count = |n: usize| [("count", Arg::Int(n as i64))];
    let more = |n: usize| i18n::words(lang, "games-more", &count(n));
    // Room kept for the line that says how many did not fit (its count has at most the
    // digits of the total), after an empty line.
    let room = more(total).chars().count() + 2;
    // The parts (yours, the others'), each a heading and its tables, an empty line apart.
    let mut parts: Vec<Vec<Words>> = Vec::new();
    let mut used = 0;
    let mut shown = 0;
    for (i, e) in entries.into_iter().enumerate() {
        let mut cost = 0;
        let head = (i == 0 || (i == yours && yours > 0)).then(|| {
            let (id, n) = match e.yours {
                true => ("games-head-yours", yours),
                false => ("games-head-others", total - yours),
            };
            let head = i18n::words(lang, id, &count(n));
            cost += head.chars().count() + 1 + usize::from(i > 0);
            head
        });
        let table = Words::join([e.what, e.place.quiet()], Sep::Line);
        cost += table.chars().count() + 1;
        let keep = if i + 1 < total { room } else { 0 };
        if used + cost + keep > MAX_CONTENT {
            break;
        }
        match head {
            Some(head) => parts.push(vec![head, table]),
            None => parts.last_mut().expect("a heading first").push(table),
        }
        used += cost;
        shown += 1;
    }
    let mut paragraphs: Vec<Words> = parts
        .into_iter()
        .map(|p| Words::join(p, Sep::Line))
        .collect();
    if shown < total {
        paragraphs.push(more(total - shown));
    }
    Words::join(paragraphs, Sep::Paragraph)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Record;
    use crate::engine::{BoardSpec, Game, GameRng, GameSetup, Island, MapKind, Options};
    use crate::store::{GameRow, SeatInfo};

    fn seat(user_id: u64, name: &str) -> SeatInfo {
        SeatInfo {
            user_id,
            name: name.into(),
            ai: None,
        }
    }

    fn row(id: GameId, status: GameStatus, seats: Vec<SeatInfo>) -> GameRow {
        GameRow {
            id,
            guild_id: Some(70),
            channel_id: 80 + id as u64,
            host_id: seats[0].user_id,
            options: Options {
                players: 3,
                ..Options::default()
            },
            map: MapKind::Random,
            turn_timer_minutes: None,
            status,
            seats,
            version: 1,
            created_at: 100,
            updated_at: 100,
            fair: None,
            rematch: None,
            language: Lang::En,
        }
    }

    /// A 3-seat game, past its set-up, at a moment where `seat` is to roll.
    fn game_rolling(seat: Seat) -> Game {
        let options = Options {
            players: 3,
            ..Options::default()
        };
        for seed in 1..200 {
            let mut rng = GameRng::new(seed);
            let spec = BoardSpec::Random(seed);
            let setup = GameSetup::random(options, spec.build_for(Island::Base).unwrap(), &mut rng);
            let mut record =
                Record::new(options, spec, setup.first_player, setup.dev_deck.to_vec());
            record.names = Some(vec!["Ada".into(), "Bea".into(), "Nansen".into()]);
            let (mut game, _) = record.start().unwrap();
            while game.turn() < 5 {
                if game.phase() == Phase::Roll && game.seat_to_move() == seat {
                    return game;
                }
                let s = game.seat_to_move();
                let a = game.complete(game.legal_actions(s)[0], &mut rng);
                game.apply(s, a).unwrap();
            }
        }
        panic!("no game reaches that moment");
    }

    fn table(id: GameId, to_roll: Seat, since: i64) -> SeatedTable {
        let seats = vec![seat(1, "Ada"), seat(2, "Bea"), seat(3, "Nansen")];
        SeatedTable {
            row: row(id, GameStatus::Active, seats),
            game: Some(game_rolling(to_roll)),
            message: Some(900 + id as u64),
            since,
        }
    }

    /// Bea's move first, with the turn's own ping line; then the others, longest waiting
    /// first; a lobby she joined; the server named where known; the links to each table's
    /// message, or its channel.
    #[test]
    fn your_move_first_then_the_longest_waiting() {
        let mut lobby = SeatedTable {
            row: row(4, GameStatus::Lobby, vec![seat(1, "Ada"), seat(2, "Bea")]),
            game: None,
            message: None,
            since: 50,
        };
        lobby.row.guild_id = Some(71);
        let tables = [
            table(1, Seat(0), 300),
            table(2, Seat(1), 400),
            table(3, Seat(2), 200),
            lobby,
        ];
        let entries = tables
            .iter()
            .map(|t| {
                let server = (t.row.guild_id == Some(70)).then_some("Board *Gamers*");
                entry(t, 2, Lang::En, server)
            })
            .collect();
        let text = games_text(Lang::En, entries);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "**Your move** · 1 table", "{text}");
        assert!(
            lines[1].starts_with("🎲 Bea, roll for turn ")
                && lines[1].ends_with(" · Catan #2 in <#82>"),
            "{text}"
        );
        assert_eq!(
            lines[2],
            "-# **Board \\*Gamers\\*** · [Go to the table](https://discord.com/channels/70/82/902) · turn began <t:400:R>"
        );
        assert_eq!(lines[3], "");
        assert_eq!(lines[4], "**Waiting for others** · 3 tables");
        assert_eq!(lines[5], "🪑 Lobby, 2 of 3 seats taken · Catan #4 in <#84>");
        assert_eq!(
            lines[6],
            "-# [Go to the table](https://discord.com/channels/71/84) · opened <t:50:R>"
        );
        assert!(
            lines[7].starts_with("🎲 Nansen must roll for turn ")
                && lines[7].ends_with("#3 in <#83>")
        );
        assert!(
            lines[9].starts_with("🎲 Ada must roll for turn ") && lines[9].ends_with("#1 in <#81>")
        );
        assert_eq!(lines.len(), 11, "{text}");
    }

    /// Another player's move reads as said of them, in every language, with their name
    /// and the game.
    #[test]
    fn another_players_move_is_said_of_them() {
        let t = table(7, Seat(0), 10);
        for lang in Lang::ALL {
            let e = entry(&t, 2, lang, None);
            assert!(!e.yours);
            assert!(e.what.starts_with("🎲 Ada "), "{lang:?}: {}", e.what);
            assert!(
                e.what.ends_with(" in <#87>")
                    || e.what.ends_with(" na <#87>")
                    || e.what.ends_with(" en <#87>")
                    || e.what.ends_with(" dans <#87>"),
                "{lang:?}: {}",
                e.what
            );
            assert!(!e.what.contains('{'), "{}", e.what);
            let mine = entry(&t, 1, lang, None);
            assert!(mine.yours);
            assert!(mine.what.starts_with("🎲 Ada, "), "{lang:?}: {}", mine.what);
        }
    }

    /// While only AI seats act, the table says so, and waits for nobody's move.
    #[test]
    fn an_ai_at_play_is_named_as_one() {
        let mut t = table(8, Seat(2), 10);
        t.row.seats[2].ai = Some(crate::ai::Level::Strong);
        let e = entry(&t, 2, Lang::En, None);
        assert!(!e.yours);
        assert_eq!(e.what, "🤖 Nansen (AI) is playing · Catan #8 in <#88>");
        let pl = entry(&t, 2, Lang::Pl, None);
        assert_eq!(pl.what, "🤖 Nansen (SI) gra · Catan nr 8 na <#88>");
    }

    /// A host's full lobby is their move; so is a rematch that waits for them.
    #[test]
    fn a_full_lobby_waits_for_its_host() {
        let seats = vec![seat(1, "Ada"), seat(2, "Bea"), seat(3, "Cy")];
        let t = SeatedTable {
            row: row(5, GameStatus::Lobby, seats),
            game: None,
            message: Some(9),
            since: 10,
        };
        let host = entry(&t, 1, Lang::En, None);
        assert!(host.yours);
        assert_eq!(
            host.what,
            "🪑 Ada, your table is full: click **Start** · Catan #5 in <#85>"
        );
        assert!(!entry(&t, 2, Lang::En, None).yours);
        let mut rematch = t.clone();
        rematch.row.rematch = Some(crate::store::Rematch {
            of: 1,
            waiting: vec![2],
        });
        let bea = entry(&rematch, 2, Lang::De, None);
        assert!(bea.yours);
        assert!(
            bea.what
                .starts_with("🔁 Bea, noch eine Runde? **Annehmen** oder **Ablehnen**"),
            "{}",
            bea.what
        );
        assert!(!entry(&rematch, 1, Lang::En, None).yours);
    }

    /// No table: a sentence; more tables than a message holds: as many as fit, and how many
    /// more, in every language.
    #[test]
    fn no_table_says_so_and_too_many_say_how_many_more() {
        for lang in Lang::ALL {
            assert_eq!(
                games_text(lang, vec![]),
                i18n::text(lang, "games-none", &[])
            );
            let (name, link) = ("x".repeat(130), "y".repeat(110));
            let entries: Vec<Entry> = (0..40)
                .map(|i| Entry {
                    yours: i % 3 == 0,
                    since: 1_000 - i,
                    game: i,
                    what: i18n::words(
                        lang,
                        "ping-roll",
                        &[
                            ("name", Arg::Str(&name)),
                            ("turn", Arg::Int(i)),
                            ("game", Arg::Str("#1")),
                        ],
                    ),
                    place: i18n::words(lang, "games-link", &[("link", Arg::Str(&link))]),
                })
                .collect();
            let text = games_text(lang, entries);
            assert!(text.chars().count() <= MAX_CONTENT, "{}", text.len());
            let shown = text.lines().filter(|l| l.starts_with("🎲")).count();
            assert!(shown >= 6, "{shown}");
            let more = i18n::text(
                lang,
                "games-more",
                &[("count", Arg::Int(40 - shown as i64))],
            );
            assert!(text.ends_with(&more), "{lang:?}: {text}");
        }
    }
}
