//! The game-over message: the winner, the final scores, the rating changes and how long
//! the players took.

use super::Names;
use crate::engine::{PublicPlayer, PublicView, Seat};
use crate::i18n::{self, Arg, Lang};
use crate::ratings::Identity;

/// How a game changed one seat's rating, in the numbers players see (`Rating::shown`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RatingMove {
    pub before: i64,
    pub after: i64,
}

/// What the game-over message says about one seat's rating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum SeatRating {
    /// This seat's result moved its player's rating.
    Moved(RatingMove),
    /// One of several seats of one rated player (two `strong` AIs), who is rated once a game
    /// by its best placed seat `by`: this seat's result moved no rating. `ai` is the player's
    /// AI level ("strong"), which the message names in the table's language ("Strong AI").
    ByOtherSeat { ai: Option<String>, by: Seat },
}

/// What each seat's line says about its rating, by seat: `seats` are who sat in each seat,
/// `places` each seat's place (`ratings::game_places`) and `changes` the game's stored
/// changes, one per player (`Store::game_rating_changes`). A seat whose player has no change
/// (the ratings could not be read) gets None. The seat that moved a player's rating is the
/// one `ratings::rated_seats` names, as when the game was rated.
pub(crate) fn seat_ratings(
    seats: &[Identity],
    places: &[u8],
    changes: &[(
        crate::ratings::Identity,
        crate::ratings::Rating,
        crate::ratings::Rating,
    )],
) -> Vec<Option<SeatRating>> {
    let carriers = crate::ratings::rated_seats(
        seats
            .iter()
            .enumerate()
            .map(|(i, who)| (who, places.get(i).copied().unwrap_or(u8::MAX))),
    );
    seats
        .iter()
        .zip(carriers)
        .enumerate()
        .map(|(i, (who, by))| {
            let (_, before, after) = changes.iter().find(|(p, ..)| p == who)?;
            Some(match by == i {
                true => SeatRating::Moved(RatingMove {
                    before: before.shown(),
                    after: after.shown(),
                }),
                false => SeatRating::ByOtherSeat {
                    ai: match who {
                        Identity::Ai(level) => Some(level.clone()),
                        Identity::User(_) => None,
                    },
                    by: Seat(by as u8),
                },
            })
        })
        .collect()
}

/// The game-over message, short: who won after how many turns, each player's points with
/// their revealed victory point cards and awards and what the game did to their rating
/// (`ratings`, by seat), then `footer` (what is attached, how to get the record).
pub(crate) fn game_over_text(
    view: &PublicView,
    names: &Names,
    ratings: &[Option<SeatRating>],
    footer: &[String],
    lang: Lang,
) -> String {
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let int = |n: u32| Arg::Int(n.into());
    let mut s = t("over-title", &[]);
    if let Some(w) = view.winner {
        s.push(' ');
        s.push_str(&t(
            "over-winner",
            &[("name", Arg::Str(names.of(w))), ("turns", int(view.turn))],
        ));
    }
    s.push('\n');
    let mut players: Vec<&PublicPlayer> = view.players.iter().collect();
    players.sort_by_key(|p| (std::cmp::Reverse(p.public_vp), p.seat));
    for p in players {
        let mut parts = Vec::new();
        let vp_cards = p.revealed_vp_cards.unwrap_or(0) as u32;
        if vp_cards > 0 {
            parts.push(t("over-vp-cards", &[("count", int(vp_cards))]));
        }
        if view.longest_road == Some(p.seat) {
            parts.push(t(
                "over-longest-road",
                &[("length", int(p.road_length.into()))],
            ));
        }
        if view.largest_army == Some(p.seat) {
            parts.push(t(
                "over-largest-army",
                &[("knights", int(p.knights_played.into()))],
            ));
        }
        let medal = if view.winner == Some(p.seat) {
            "🥇"
        } else {
            "▫️"
        };
        let mut line = t(
            "over-player",
            &[
                ("medal", Arg::Str(medal)),
                ("name", Arg::Str(names.of(p.seat))),
                ("points", int(p.public_vp.into())),
            ],
        );
        if !parts.is_empty() {
            line.push_str(&format!(" ({})", parts.join(", ")));
        }
        let rating = match ratings.get(p.seat.index()) {
            Some(Some(SeatRating::Moved(m))) => {
                // Written as everywhere else (▲ 12, ▼ 135), as `/catan stats` does.
                let delta = crate::recap::trend::rating_change(lang, m.after - m.before);
                Some(t(
                    "over-rating",
                    &[
                        ("before", Arg::Int(m.before)),
                        ("after", Arg::Int(m.after)),
                        ("delta", Arg::Str(&delta)),
                    ],
                ))
            }
            Some(Some(SeatRating::ByOtherSeat { ai, by })) => {
                let by = Arg::Str(names.of(*by));
                Some(match ai {
                    Some(level) => t(
                        "over-rated-once-by",
                        &[("level", Arg::Str(level)), ("by", by)],
                    ),
                    None => t("over-rated-once", &[("by", by)]),
                })
            }
            _ => None,
        };
        if let Some(r) = rating {
            line.push(' ');
            line.push_str(&r);
        }
        s.push_str(&line);
        s.push('\n');
    }
    for f in footer {
        s.push_str(f);
        s.push('\n');
    }
    s.trim_end().to_string()
}

/// How long a game ran: "1 h 05 min" or "42 min".
pub(crate) fn duration(minutes: i64, lang: Lang) -> String {
    match minutes >= 60 {
        true => {
            let m = format!("{:02}", minutes % 60);
            let args = [("hours", Arg::Int(minutes / 60)), ("minutes", Arg::Str(&m))];
            i18n::text(lang, "duration-hours", &args)
        }
        false => i18n::text(lang, "duration-minutes", &[("minutes", Arg::Int(minutes))]),
    }
}

/// A span of time as short as it reads: "41 s", "12 min", "3 h", "2 d" (rounded).
pub(crate) fn span(secs: i64, lang: Lang) -> String {
    let (id, n) = match secs.max(0) {
        // A turn of less than a second (a quick click, or a test's) is not "0 s".
        0 => ("span-under-a-second", 1),
        s if s < 60 => ("span-seconds", s),
        s if s < 3_600 => ("span-minutes", (s + 30) / 60),
        s if s < 2 * 86_400 => ("span-hours", (s + 1_800) / 3_600),
        s => ("span-days", (s + 43_200) / 86_400),
    };
    i18n::text(lang, id, &[("n", Arg::Int(n))])
}

/// The game-over line of how long the humans took a turn, from each seat's turn durations
/// (`recap::pace`): "⏱ Time per turn: Ada 41 s (longest 3 min) · Bea 3 h (longest 1 d)".
/// None when no human ended a turn.
pub(crate) fn turn_times_line(
    names: &Names<'_>,
    humans: &[Seat],
    durations: &[Vec<i64>],
    lang: Lang,
) -> Option<String> {
    let each: Vec<String> = humans
        .iter()
        .filter_map(|&s| {
            let (median, longest) =
                crate::recap::pace::median_and_longest(durations.get(s.index())?)?;
            Some(i18n::text(
                lang,
                "over-turn-time",
                &[
                    ("name", Arg::Str(names.of(s))),
                    ("median", Arg::Str(&span(median, lang))),
                    ("longest", Arg::Str(&span(longest, lang))),
                ],
            ))
        })
        .collect();
    (!each.is_empty()).then(|| {
        i18n::text(
            lang,
            "over-turn-times",
            &[("list", Arg::Str(&each.join(" · ")))],
        )
    })
}
