//! The game-over message: a short text recap (points, revealed victory point cards,
//! awards, rating changes) with the game's timelapse and charts attached, or, without the
//! images, the game's statistics (what the dice did, who produced most, trades, thefts).

use crate::ai::Level;
use crate::bot::context::Bot;
use crate::bot::messages::{self, escaped_names, text_view, Names};
use crate::bot::pacing::MAX_CONTENT;
use crate::bot::story::Story;
use crate::engine::*;
use crate::i18n::{self, Arg, Lang};
use crate::ratings::Identity;
use crate::recap::GameStats;
use crate::store::GameRow;
use serenity::all::CreateAttachment;

/// The game-over message: a short text recap (points, revealed victory point cards,
/// awards, rating changes) and, attached, the game's timelapse and charts, drawn off the
/// async threads. Without the images (a record that does not replay), the text carries
/// the game's statistics instead.
pub(super) async fn game_over(
    bot: &Bot,
    row: &GameRow,
    story: &Story,
) -> (String, Vec<CreateAttachment>, Vec<u64>) {
    let game = &story.game;
    let lang = row.language;
    let names = escaped_names(game.names());
    let names = Names(&names);
    let changes = match bot.store.game_rating_changes(row.id).await {
        Ok(c) => c,
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "no rating changes for the game-over message");
            vec![]
        }
    };
    let seated: Vec<Identity> = row
        .seats
        .iter()
        .map(|s| Identity::of_seat(s.user_id, s.ai.map(Level::name)))
        .collect();
    let places = crate::ratings::game_places(game);
    let ratings = messages::seat_ratings(&seated, &places, &changes);
    let record = match bot.store.record(row.id).await {
        Ok(r) => Some(r),
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "no recap: the record could not be read");
            None
        }
    };
    let images = match record.clone() {
        Some(record) => bot
            .heavy
            .recap(move || recap_images(lang, &record))
            .await
            .map_err(|e| e.to_string())
            .and_then(|r| r),
        None => Err("no record".into()),
    };
    let mut footer = Vec::new();
    let files = match images {
        Ok(Recap {
            gif,
            charts,
            chances,
            swings,
            reviews,
        }) => {
            if let Some(json) = reviews {
                if let Err(e) = bot.store.save_review(row.id, &json).await {
                    tracing::warn!(game = row.id, error = %e, "the reviews could not be stored");
                }
            }
            footer.push(i18n::text(lang, "over-attached", &[]));
            if !swings.is_empty() {
                footer.push(i18n::text(lang, "over-swings", &[]));
                footer.extend(swings);
            }
            vec![
                CreateAttachment::bytes(gif, "timelapse.gif"),
                CreateAttachment::bytes(charts, "charts.png"),
                CreateAttachment::bytes(chances, "chances.png"),
            ]
        }
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "the recap images could not be made");
            if let Some((_, steps)) = record.as_ref().and_then(|r| r.replay().ok()) {
                let stats = crate::recap::GameStats::of(&steps, &game.public_view());
                footer.extend(stats_lines(&stats, &names, 0, lang));
            }
            vec![]
        }
    };
    // How long each human took a turn, from when their moves were made.
    if let Some(record) = &record {
        match bot.store.action_times(row.id).await {
            Ok(times) => {
                let seats = game.players_count();
                let durations = crate::recap::pace::turn_durations(&record.actions, &times, seats);
                let humans: Vec<Seat> = game
                    .seats()
                    .filter(|&s| crate::table::who::ai_level(row, s).is_none())
                    .collect();
                footer.extend(messages::turn_times_line(&names, &humans, &durations, lang));
            }
            Err(e) => tracing::warn!(game = row.id, error = %e, "no turn times"),
        }
    }
    let minutes = (crate::bot::clock::now_unix() - row.created_at).max(0) / 60;
    if minutes > 0 {
        let duration = messages::duration(minutes, lang);
        footer.push(i18n::text(
            lang,
            "over-played-in",
            &[("duration", Arg::Str(&duration))],
        ));
    }
    footer.extend(messages::fair_seed_line(row.fair.as_ref(), lang).map(String::from));
    let game_id = row.id.to_string();
    footer.push(i18n::text(
        lang,
        "over-record",
        &[("game", Arg::Str(&game_id))],
    ));
    // The watchers who asked to hear of the end.
    let pings: Vec<u64> = match bot.store.watchers(row.id).await {
        Ok(w) => w
            .into_iter()
            .filter(|w| w.ping_at_end)
            .map(|w| w.user_id)
            .collect(),
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "the watchers could not be read");
            vec![]
        }
    };
    if !pings.is_empty() {
        let who: Vec<String> = pings.iter().map(|u| format!("<@{u}>")).collect();
        let who = who.join(" ");
        footer.push(i18n::text(
            lang,
            "over-watchers",
            &[("who", Arg::Str(&who))],
        ));
    }
    let view = text_view(&game.public_view());
    let text = messages::game_over_text(&view, &names, &ratings, &footer, lang);
    (messages::truncate(&text, MAX_CONTENT), files, pings)
}

/// What the game-over message attaches and names: the timelapse, the charts, the chart of
/// each seat's chance to win over the turns and the lines naming the three moves that swung
/// it most.
struct Recap {
    gif: Vec<u8>,
    charts: Vec<u8>,
    chances: Vec<u8>,
    swings: Vec<String>,
    /// Every seat's own review, as the store keeps it (`store::Store::save_review`).
    reviews: Option<String>,
}

/// The recap of a finished game's record, in `lang`.
fn recap_images(lang: Lang, record: &crate::engine::Record) -> Result<Recap, String> {
    let gif = crate::recap::timelapse::gif(lang, record).map_err(|e| e.to_string())?;
    let stats = crate::recap::GameStats::of_record(record).map_err(|e| e.to_string())?;
    let names: Vec<String> = (0..stats.players())
        .map(|s| {
            record
                .names
                .as_ref()
                .and_then(|n| n.get(s).cloned())
                .unwrap_or_else(|| {
                    i18n::text(lang, "chart-player", &[("seat", Arg::Int(s as i64 + 1))])
                })
        })
        .collect();
    let charts =
        crate::recap::charts::game_charts(lang, &stats, &names).map_err(|e| e.to_string())?;
    let (chances, swings) = review_chart(lang, record, &names)?;
    let reviews = reviews_json(record)
        .map_err(|e| tracing::warn!(error = %e, "no reviews: the record does not replay"))
        .ok();
    Ok(Recap {
        gif,
        charts,
        chances,
        swings,
        reviews,
    })
}

/// Every seat's review of a finished game (`ai::review::personal_reviews`) as the JSON the
/// store keeps: one list of costly moves per seat.
pub(crate) fn reviews_json(record: &crate::engine::Record) -> Result<String, String> {
    let seats = crate::ai::review::personal_reviews(crate::ai::value::Model::shipped(), record)
        .map_err(|e| e.to_string())?;
    serde_json::to_string(&seats).map_err(|e| e.to_string())
}

/// The chart of every seat's chance to win over the game (each seat's chance as it could
/// judge it from its own view, scaled to sum to 1) and one numbered line for each of the
/// three moves that swung it most, as the chart marks them: "1. Turn 14 · Bea built a city
/// at …: 22% → 41%".
pub(crate) fn review_chart(
    lang: Lang,
    record: &crate::engine::Record,
    names: &[String],
) -> Result<(Vec<u8>, Vec<String>), String> {
    use crate::recap::chances::{chances_png, Marked};
    let review = crate::ai::review::review(crate::ai::value::Model::shipped(), record)
        .map_err(|e| e.to_string())?;
    let end = record
        .final_state()
        .map_err(|e| e.to_string())?
        .public_view();
    let pct = |x: f32| Arg::Int((100.0 * x).round() as i64);
    let marked: Vec<Marked> = review
        .swings
        .iter()
        .map(|s| {
            // What the move did, as the table was told; a move no event words, as the
            // choosers name it.
            let what = s
                .events
                .iter()
                .find_map(|e| crate::narrate::sentence(lang, e, names))
                .map(String::from)
                .unwrap_or_else(|| crate::narrate::imperative(lang, &s.action, &end, names, None));
            let what = what.trim_end_matches('.');
            // Set-up placements happen before turn 1.
            let id = if s.turn == 0 {
                "over-swing-setup"
            } else {
                "over-swing"
            };
            let line = i18n::text(
                lang,
                id,
                &[
                    ("turn", Arg::Int(s.turn.into())),
                    ("what", Arg::Str(what)),
                    ("before", pct(s.before)),
                    ("after", pct(s.after)),
                ],
            );
            Marked {
                point: s.point,
                line,
            }
        })
        .collect();
    let chances: Vec<Vec<f32>> = review
        .chances
        .iter()
        .map(|c| c[..names.len()].to_vec())
        .collect();
    let png = chances_png(lang, &chances, names, &marked).map_err(|e| e.to_string())?;
    let lines = marked
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}. {}", i + 1, m.line))
        .collect();
    Ok((png, lines))
}

/// The lines of `stats` in the game-over message in `lang`; `minutes` is how long the game ran.
fn stats_lines(stats: &GameStats, names: &Names, minutes: i64, lang: Lang) -> Vec<String> {
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let int = |n: u32| Arg::Int(n.into());
    let mut out = Vec::new();
    let total: u32 = stats.rolls.iter().sum();
    if total > 0 {
        // The most frequent total; ties go to the one closest to 7, then the smaller.
        let (top, times) = (2..=12usize)
            .map(|t| (t, stats.rolls[t]))
            .max_by_key(|&(t, n)| (n, std::cmp::Reverse(t.abs_diff(7)), std::cmp::Reverse(t)))
            .expect("2..=12 is not empty");
        out.push(t(
            "stats-rolls",
            &[
                ("total", int(total)),
                ("top", Arg::Int(top as i64)),
                ("times", int(times)),
                ("sevens", int(stats.rolls[7])),
            ],
        ));
    }
    let per_seat = |counts: &[u32]| -> String {
        counts
            .iter()
            .enumerate()
            .map(|(s, n)| format!("{} {n}", names.of(Seat(s as u8))))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let produced: Vec<u32> = stats.seats.iter().map(|s| s.produced).collect();
    let list = per_seat(&produced);
    out.push(t("stats-produced", &[("list", Arg::Str(&list))]));
    let mut deals = vec![
        t("stats-trades", &[("count", int(stats.domestic_trades))]),
        t("stats-bank", &[("count", int(stats.bank_trades))]),
        t("stats-bought", &[("count", int(stats.dev_cards_bought))]),
    ];
    let stolen: Vec<u32> = stats.seats.iter().map(|s| s.stole).collect();
    if stolen.iter().any(|&n| n > 0) {
        let list = per_seat(&stolen);
        deals.push(t("stats-stolen", &[("list", Arg::Str(&list))]));
    }
    let deals = deals.join(" · ");
    out.push(t("stats-deals", &[("list", Arg::Str(&deals))]));
    if minutes > 0 {
        let duration = messages::duration(minutes, lang);
        out.push(t("over-played-in", &[("duration", Arg::Str(&duration))]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Step;

    #[test]
    fn tells_what_the_replay_shows() {
        let mut rng = GameRng::new(21);
        let setup = GameSetup::random(Options::default(), Board::beginner(), &mut rng);
        let mut game = Game::new(setup).unwrap();
        let mut steps = Vec::new();
        let mut expected = GameStats {
            seats: vec![Default::default(); 4],
            ..GameStats::default()
        };
        while game.phase() != Phase::GameOver && game.turn() <= 3_000 {
            let seat = game.seat_to_move();
            let legal = game.legal_actions(seat);
            let pick = legal[rng.below(legal.len() as u32) as usize];
            let action = game.complete(pick, &mut rng);
            let events = game.apply(seat, action).unwrap();
            for e in &events {
                match e {
                    Event::Rolled { dice, .. } => {
                        expected.rolls[usize::from(dice[0] + dice[1])] += 1
                    }
                    Event::Stole { thief, .. } => expected.seats[thief.index()].stole += 1,
                    Event::BankTraded { .. } => expected.bank_trades += 1,
                    Event::BoughtDevCard { .. } => expected.dev_cards_bought += 1,
                    Event::Produced { gains } => {
                        for (s, g) in gains.iter().enumerate() {
                            expected.seats[s].produced += g.total();
                        }
                    }
                    _ => {}
                }
            }
            steps.push(Step {
                i: steps.len(),
                seat,
                action,
                result: Ok(events),
            });
        }
        // A refused step counts for nothing.
        steps.push(Step {
            i: steps.len(),
            seat: Seat(0),
            action: Action::Roll { dice: Some([6, 6]) },
            result: Err(RuleError::GameOver),
        });
        let stats = GameStats::of(&steps, &game.public_view());
        assert_eq!(stats.rolls, expected.rolls);
        assert_eq!(
            (stats.bank_trades, stats.dev_cards_bought),
            (expected.bank_trades, expected.dev_cards_bought)
        );
        for (got, want) in stats.seats.iter().zip(&expected.seats) {
            assert_eq!((got.produced, got.stole), (want.produced, want.stole));
        }
        assert!(stats.rolls.iter().sum::<u32>() > 20);

        let names: Vec<String> = ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec();
        let lines = stats_lines(&stats, &Names(&names), 75, Lang::En);
        let text = lines.join("\n");
        assert!(
            text.contains(&format!("7 came up {}", stats.rolls[7])),
            "{text}"
        );
        assert!(
            text.contains(&format!("Ada {}", stats.seats[0].produced)),
            "{text}"
        );
        assert!(text.ends_with("Played in 1 h 15 min."), "{text}");
    }

    #[test]
    fn the_most_frequent_roll_and_plurals() {
        let seat = |produced| crate::recap::SeatStats {
            produced,
            ..Default::default()
        };
        let mut st = GameStats {
            seats: vec![seat(3), seat(1), seat(0)],
            domestic_trades: 1,
            ..GameStats::default()
        };
        st.rolls[6] = 4;
        st.rolls[8] = 4;
        st.rolls[7] = 1;
        st.rolls[2] = 1;
        let names: Vec<String> = ["Ada", "Bea", "Cy"].map(String::from).to_vec();
        let lines = stats_lines(&st, &Names(&names), 0, Lang::En);
        assert_eq!(
            lines[0],
            "🎲 10 rolls; most often 6 (4 times); 7 came up 1 time."
        );
        assert_eq!(lines[1], "🌾 Cards produced: Ada 3 · Bea 1 · Cy 0.");
        assert_eq!(
            lines[2],
            "🤝 1 trade between players · 0 with the bank · 0 development cards bought."
        );
        assert_eq!(lines.len(), 3, "no duration under a minute");
    }

    /// The review chart of a recorded game, with its three swings worded in the table's
    /// language and numbered as the chart marks them (`CATAN_REVIEW_PNG=FILE` keeps it to
    /// look at).
    #[test]
    fn the_review_chart_names_three_swings_in_the_tables_language() {
        let record: crate::engine::Record = serde_json::from_str(include_str!(
            "../../../tests/records/demo_four_players.json"
        ))
        .unwrap();
        let names: Vec<String> = ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec();
        for lang in [Lang::En, Lang::Fr] {
            let (png, lines) = review_chart(lang, &record, &names).unwrap();
            assert!(png.starts_with(b"\x89PNG"));
            assert_eq!(lines.len(), 3, "{lines:?}");
            for (i, l) in lines.iter().enumerate() {
                let turn = if lang == Lang::En { "Turn" } else { "Tour" };
                assert!(l.starts_with(&format!("{}. {turn} ", i + 1)), "{l}");
                assert!(l.contains('%') && l.contains(" → "), "{l}");
                assert!(names.iter().any(|n| l.contains(n.as_str())), "{l}");
            }
            if let Ok(path) = std::env::var("CATAN_REVIEW_PNG") {
                std::fs::write(format!("{path}.{}.png", lang.code()), &png).unwrap();
            }
        }
    }
}
