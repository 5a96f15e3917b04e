//! Component custom ids, typed and parsed once: everything a click needs is in the id, so
//! routing goes through the database and survives restarts (no in-memory collectors).
//! `rows.rs` lays the buttons out in each message's rows, and names the turn message's
//! buttons by the family that answers them.
//!
//! Wire format (kept stable, so buttons posted by an older build still work):
//! `{kind}:{game}:{stamp}:{verb}[:{arg}]` where kind is `l` (lobby), `t` (turn message and
//! its choosers), `o` (trade offer) or `m` (modal form); stamp is the moment the component
//! belongs to (0 for the lobby; for a turn message, `who::stamp`: the turn number, with the
//! Special Build Phase above bit 24 during one). Between games: `lb:{page}:{prev|next}` (a
//! leaderboard page), `hist:{c|s}:{page}:{prev|next}` (a page of this channel's or the
//! whole server's history), `recap:{game}` (a finished game's record and recap) and
//! `review:{game}` (the clicker's own review of it); the
//! server and channel are the interaction's own. Always at most 100 characters.

use crate::ai::Level;
use crate::engine::{Action, Resource, Seat};
use crate::store::GameId;

mod rows;
pub(in crate::bot) use rows::tournament_rows;
pub(super) use rows::{
    discard_rows, game_over_rows, lobby_rows_for, offer_rows, special_build_row, turn_rows,
    waiting_rows, watch_row,
};
pub(super) use rows::{rule_values, settings_rows};
pub use rows::{CardsButton, RobberButton, TradeButton, TurnButton};

/// A parsed custom id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cid {
    Lobby {
        game: GameId,
        verb: LobbyVerb,
    },
    Turn {
        game: GameId,
        turn: u32,
        verb: TurnVerb,
    },
    Offer {
        game: GameId,
        turn: u32,
        verb: OfferVerb,
    },
    Form {
        game: GameId,
        turn: u32,
        form: Form,
    },
    /// A page of the server's leaderboard (`nav`: which of the page's two buttons).
    Leaderboard {
        page: u32,
        nav: PageNav,
    },
    /// A page of the games that ended in this channel, or in the whole server.
    History {
        scope: HistoryScope,
        page: u32,
        nav: PageNav,
    },
    /// The record, timelapse and charts of an ended game.
    Recap {
        game: GameId,
    },
    /// The clicker's own review of an ended game (its three costliest moves).
    Review {
        game: GameId,
    },
    /// A tournament's sign-up message: sign up, leave, start or cancel it.
    Tournament {
        id: i64,
        verb: TournamentVerb,
    },
}

/// What a button of a tournament's sign-up message asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentVerb {
    SignUp,
    Leave,
    Start,
    Cancel,
}

impl TournamentVerb {
    pub const ALL: [TournamentVerb; 4] = [
        TournamentVerb::SignUp,
        TournamentVerb::Leave,
        TournamentVerb::Start,
        TournamentVerb::Cancel,
    ];

    fn name(self) -> &'static str {
        match self {
            TournamentVerb::SignUp => "in",
            TournamentVerb::Leave => "out",
            TournamentVerb::Start => "start",
            TournamentVerb::Cancel => "cancel",
        }
    }
}

/// Which of a page's two buttons: both carry the page they lead to, and this keeps their
/// ids apart when one of them is disabled (◀ on the first page leads nowhere).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageNav {
    Prev,
    Next,
}

/// What `/catan build what:` builds (its autocomplete reads it too).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum BuildWhat {
    #[name = "road"]
    Road,
    #[name = "settlement"]
    Settlement,
    #[name = "city"]
    City,
}

/// Whose games a history lists (also `/catan history scope:`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum HistoryScope {
    /// The interaction's channel (or thread).
    #[name = "channel"]
    Channel,
    /// Every channel of the interaction's server.
    #[name = "server"]
    Server,
}

/// What a lobby button (or `/catan join|leave|start`) asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyVerb {
    Join,
    Leave,
    Start,
    Cancel,
    /// Opens the AI chooser.
    AddAi,
    /// Seats an AI of this level (from the chooser).
    Ai(Level),
    /// Removes the last AI seat (from the chooser).
    RemoveAi,
    /// On a game-over message: a new lobby with the same seats.
    Rematch,
    /// A seated player agrees to play the rematch.
    Accept,
    /// A seated player gives up their seat at the rematch (an ordinary lobby then).
    Decline,
    /// A member who does not play follows the game (lobby and turn messages).
    Watch,
    /// A watcher asks to be pinged when the game ends.
    WatchPing,
    /// A watcher stops watching.
    Unwatch,
    /// Opens the host's chooser of the table's settings.
    Settings,
    /// A setting chosen in that chooser (the select's values carry the choice).
    Set(Setting),
}

/// A setting of a lobby, as its select in the settings chooser names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Setting {
    /// Victory points to win.
    Points,
    /// The hand above which a 7 makes a player discard half.
    Discard,
    /// How many undos each player has.
    Undos,
    /// The rules that are on or off: friendly robber, balanced dice and sevens, paired turns.
    Rules,
}

impl Setting {
    pub const ALL: [Setting; 4] = [
        Setting::Points,
        Setting::Discard,
        Setting::Undos,
        Setting::Rules,
    ];

    fn wire(self) -> &'static str {
        match self {
            Setting::Points => "points",
            Setting::Discard => "discard",
            Setting::Undos => "undos",
            Setting::Rules => "rules",
        }
    }

    fn read(s: &str) -> Option<Setting> {
        Setting::ALL.into_iter().find(|k| k.wire() == s)
    }
}

/// A turn-message button, or a control on one of its ephemeral choosers, by the command
/// family that answers it (`commands/<family>.rs`, whose `click` matches its own verbs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnVerb {
    Turn(TurnButton),
    Cards(CardsButton),
    Trade(TradeButton),
    Robber(RobberButton),
    Chooser(ChooserControl),
}

/// A chooser's own controls, whichever family opened it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChooserControl {
    /// A button that makes exactly this action.
    Act(Action),
    /// The n-th select of a chooser, whose values are encoded actions; the slot keeps the
    /// custom ids of one message distinct.
    Pick(u8),
}

macro_rules! into_turn_verb {
    ($($family:ident($t:ty)),*) => {$(
        impl From<$t> for TurnVerb {
            fn from(v: $t) -> TurnVerb {
                TurnVerb::$family(v)
            }
        }
    )*};
}
into_turn_verb!(
    Turn(TurnButton),
    Cards(CardsButton),
    Trade(TradeButton),
    Robber(RobberButton),
    Chooser(ChooserControl)
);

impl TurnVerb {
    /// The verb and its argument in a custom id (kept stable across builds): the turn
    /// message's buttons are named beside their row (`rows.rs`), the choosers' controls here.
    fn wire(&self) -> (&'static str, Option<String>) {
        match self {
            TurnVerb::Turn(v) => v.wire(),
            TurnVerb::Cards(v) => v.wire(),
            TurnVerb::Trade(v) => v.wire(),
            TurnVerb::Robber(v) => v.wire(),
            TurnVerb::Chooser(v) => match v {
                ChooserControl::Act(a) => ("act", Some(encode_action(a))),
                ChooserControl::Pick(n) => ("pick", Some(n.to_string())),
            },
        }
    }

    /// Reads back what `wire` wrote (and what older builds wrote).
    fn read(verb: &str, arg: Option<&str>) -> Option<TurnVerb> {
        let control = match (verb, arg) {
            ("act", Some(a)) => Some(ChooserControl::Act(decode_action(a)?)),
            // Selects of older builds were all `act` with the action in the value.
            ("act", None) => Some(ChooserControl::Pick(0)),
            ("pick", Some(n)) => Some(ChooserControl::Pick(n.parse().ok()?)),
            _ => None,
        };
        control
            .map(TurnVerb::from)
            .or_else(|| TurnButton::read(verb, arg).map(TurnVerb::from))
            .or_else(|| CardsButton::read(verb, arg).map(TurnVerb::from))
            .or_else(|| TradeButton::read(verb, arg).map(TurnVerb::from))
            .or_else(|| RobberButton::read(verb, arg).map(TurnVerb::from))
    }
}

/// A button on a trade offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferVerb {
    Accept,
    Decline,
    Counter,
    With(Seat),
    Cancel,
}

/// A modal form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Discard,
    Counter,
    Offer,
}

/// An action as a select value or button id: docs/RECORD.md's JSON without the zero counts
/// (`{"do":"bank_trade","give":{"ore":4},"get":{"brick":1}}`), so it fits Discord's
/// 100-character limit on option values and custom ids; `decode_action` reads it back.
pub fn encode_action(a: &Action) -> String {
    let mut v = serde_json::to_value(a).expect("actions serialize");
    if let serde_json::Value::Object(fields) = &mut v {
        for field in fields.values_mut() {
            if let serde_json::Value::Object(counts) = field {
                counts.retain(|_, n| n.as_u64() != Some(0));
            }
        }
    }
    v.to_string()
}

pub fn decode_action(s: &str) -> Option<Action> {
    serde_json::from_str(s).ok()
}

impl PageNav {
    fn name(self) -> &'static str {
        match self {
            PageNav::Prev => "prev",
            PageNav::Next => "next",
        }
    }
    fn parse(s: &str) -> Option<PageNav> {
        match s {
            "prev" => Some(PageNav::Prev),
            "next" => Some(PageNav::Next),
            _ => None,
        }
    }
}

impl Cid {
    /// The game the component belongs to (None for the pages between games).
    pub fn game(&self) -> Option<GameId> {
        match *self {
            Cid::Lobby { game, .. }
            | Cid::Turn { game, .. }
            | Cid::Offer { game, .. }
            | Cid::Form { game, .. }
            | Cid::Recap { game }
            | Cid::Review { game } => Some(game),
            Cid::Leaderboard { .. } | Cid::History { .. } | Cid::Tournament { .. } => None,
        }
    }

    pub fn encode(&self) -> String {
        let (kind, game, stamp, verb, arg): (char, GameId, u32, &str, Option<String>) = match self {
            Cid::Lobby { game, verb } => {
                let (v, arg) = match verb {
                    LobbyVerb::Join => ("join", None),
                    LobbyVerb::Leave => ("leave", None),
                    LobbyVerb::Start => ("start", None),
                    LobbyVerb::Cancel => ("cancel", None),
                    LobbyVerb::AddAi => ("addai", None),
                    LobbyVerb::Ai(l) => ("ai", Some(l.name().to_string())),
                    LobbyVerb::RemoveAi => ("rmai", None),
                    LobbyVerb::Rematch => ("rematch", None),
                    LobbyVerb::Accept => ("accept", None),
                    LobbyVerb::Decline => ("decline", None),
                    LobbyVerb::Watch => ("watch", None),
                    LobbyVerb::WatchPing => ("wping", None),
                    LobbyVerb::Unwatch => ("unwatch", None),
                    LobbyVerb::Settings => ("settings", None),
                    LobbyVerb::Set(k) => ("set", Some(k.wire().to_string())),
                };
                ('l', *game, 0, v, arg)
            }
            Cid::Turn { game, turn, verb } => {
                let (v, arg) = verb.wire();
                ('t', *game, *turn, v, arg)
            }
            Cid::Offer { game, turn, verb } => {
                let (v, arg) = match verb {
                    OfferVerb::Accept => ("accept", None),
                    OfferVerb::Decline => ("decline", None),
                    OfferVerb::Counter => ("counter", None),
                    OfferVerb::With(s) => ("with", Some(s.0.to_string())),
                    OfferVerb::Cancel => ("cancel", None),
                };
                ('o', *game, *turn, v, arg)
            }
            Cid::Form { game, turn, form } => {
                let v = match form {
                    Form::Discard => "discard",
                    Form::Counter => "counter",
                    Form::Offer => "offer",
                };
                ('m', *game, *turn, v, None)
            }
            Cid::Leaderboard { page, nav } => return format!("lb:{page}:{}", nav.name()),
            Cid::History { scope, page, nav } => {
                let scope = match scope {
                    HistoryScope::Channel => 'c',
                    HistoryScope::Server => 's',
                };
                return format!("hist:{scope}:{page}:{}", nav.name());
            }
            Cid::Recap { game } => return format!("recap:{game}"),
            Cid::Review { game } => return format!("review:{game}"),
            Cid::Tournament { id, verb } => return format!("tn:{id}:{}", verb.name()),
        };
        let mut s = format!("{kind}:{game}:{stamp}:{verb}");
        if let Some(a) = arg {
            s.push(':');
            s.push_str(&a);
        }
        debug_assert!(s.len() <= 100, "custom id too long: {s}");
        s
    }

    /// Reads a custom id; None for anything this bot did not make (or no longer makes).
    pub fn parse(s: &str) -> Option<Cid> {
        if let Some(between) = Self::parse_between(s) {
            return Some(between);
        }
        let mut it = s.splitn(5, ':');
        let kind = it.next()?;
        let game: GameId = it.next()?.parse().ok()?;
        let turn: u32 = it.next()?.parse().ok()?;
        let verb = it.next()?;
        let arg = it.next();
        Some(match kind {
            "l" => Cid::Lobby {
                game,
                verb: match (verb, arg) {
                    ("join", None) => LobbyVerb::Join,
                    ("leave", None) => LobbyVerb::Leave,
                    ("start", None) => LobbyVerb::Start,
                    ("cancel", None) => LobbyVerb::Cancel,
                    ("addai", None) => LobbyVerb::AddAi,
                    ("ai", Some(l)) => LobbyVerb::Ai(Level::parse(l)?),
                    ("rmai", None) => LobbyVerb::RemoveAi,
                    ("rematch", None) => LobbyVerb::Rematch,
                    ("accept", None) => LobbyVerb::Accept,
                    ("decline", None) => LobbyVerb::Decline,
                    ("watch", None) => LobbyVerb::Watch,
                    ("wping", None) => LobbyVerb::WatchPing,
                    ("unwatch", None) => LobbyVerb::Unwatch,
                    ("settings", None) => LobbyVerb::Settings,
                    ("set", Some(k)) => LobbyVerb::Set(Setting::read(k)?),
                    _ => return None,
                },
            },
            "t" => Cid::Turn {
                game,
                turn,
                verb: TurnVerb::read(verb, arg)?,
            },
            "o" => Cid::Offer {
                game,
                turn,
                verb: match (verb, arg) {
                    ("accept", None) => OfferVerb::Accept,
                    ("decline", None) => OfferVerb::Decline,
                    ("counter", None) => OfferVerb::Counter,
                    ("with", Some(s)) => OfferVerb::With(Seat(s.parse().ok()?)),
                    ("cancel", None) => OfferVerb::Cancel,
                    _ => return None,
                },
            },
            "m" => Cid::Form {
                game,
                turn,
                form: match (verb, arg) {
                    ("discard", None) => Form::Discard,
                    ("counter", None) => Form::Counter,
                    ("offer", None) => Form::Offer,
                    _ => return None,
                },
            },
            _ => return None,
        })
    }

    /// The ids of the pages between games (`lb`, `hist`, `recap`).
    fn parse_between(s: &str) -> Option<Cid> {
        let parts: Vec<&str> = s.split(':').collect();
        Some(match parts.as_slice() {
            ["lb", page, nav] => Cid::Leaderboard {
                page: page.parse().ok()?,
                nav: PageNav::parse(nav)?,
            },
            ["hist", scope, page, nav] => Cid::History {
                scope: match *scope {
                    "c" => HistoryScope::Channel,
                    "s" => HistoryScope::Server,
                    _ => return None,
                },
                page: page.parse().ok()?,
                nav: PageNav::parse(nav)?,
            },
            ["recap", game] => Cid::Recap {
                game: game.parse().ok()?,
            },
            ["review", game] => Cid::Review {
                game: game.parse().ok()?,
            },
            ["tn", id, verb] => Cid::Tournament {
                id: id.parse().ok()?,
                verb: *TournamentVerb::ALL.iter().find(|v| v.name() == *verb)?,
            },
            _ => return None,
        })
    }
}

/// The value of the discard select's option "`count` of `r`".
pub fn discard_option(r: Resource, count: u8) -> String {
    format!("{}*{count}", r.name())
}

/// What a discard select's option value stands for: `count` cards of a resource (an
/// option of an older chooser, one per card, stands for one).
pub fn discard_option_cards(value: &str) -> Option<(Resource, u8)> {
    match value.split_once('*') {
        Some((r, n)) => Some((Resource::parse(r)?, n.parse().ok()?)),
        None => Some((Resource::parse(value.split(':').next()?)?, 1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::random_playout;
    use crate::engine::*;

    fn every_id() -> Vec<Cid> {
        let g = 4_000_000_000;
        let mut ids: Vec<Cid> = [
            LobbyVerb::Join,
            LobbyVerb::Leave,
            LobbyVerb::Start,
            LobbyVerb::Cancel,
            LobbyVerb::AddAi,
            LobbyVerb::Ai(Level::Strong),
            LobbyVerb::Ai(Level::Heuristic),
            LobbyVerb::Ai(Level::Random),
            LobbyVerb::RemoveAi,
            LobbyVerb::Rematch,
            LobbyVerb::Accept,
            LobbyVerb::Decline,
            LobbyVerb::Watch,
            LobbyVerb::WatchPing,
            LobbyVerb::Unwatch,
            LobbyVerb::Settings,
        ]
        .into_iter()
        .chain(Setting::ALL.map(LobbyVerb::Set))
        .map(|verb| Cid::Lobby { game: g, verb })
        .collect();
        let turn_verbs: [TurnVerb; 19] = [
            TurnButton::Roll.into(),
            CardsButton::Buy.into(),
            TurnButton::End.into(),
            CardsButton::Hand.into(),
            TurnButton::Build(0).into(),
            TurnButton::Build(3).into(),
            TurnButton::Look(0).into(),
            TurnButton::Look(2).into(),
            CardsButton::Play.into(),
            TradeButton::Trade.into(),
            TradeButton::Offer.into(),
            RobberButton::Discard.into(),
            RobberButton::DiscardTyped.into(),
            RobberButton::DiscardPick.into(),
            RobberButton::Robber.into(),
            RobberButton::RobberHex.into(),
            ChooserControl::Act(Action::PlayKnight).into(),
            ChooserControl::Pick(4).into(),
            TurnButton::SpecialBuild.into(),
        ];
        // A turn's own stamp, and the stamp of its fifth Special Build Phase.
        for turn in [9_999, 9_999 | 5 << 24] {
            ids.extend(turn_verbs.iter().cloned().map(|verb| Cid::Turn {
                game: g,
                turn,
                verb,
            }));
        }
        for verb in [
            OfferVerb::Accept,
            OfferVerb::Decline,
            OfferVerb::Counter,
            OfferVerb::With(Seat(3)),
            OfferVerb::Cancel,
        ] {
            ids.push(Cid::Offer {
                game: g,
                turn: 7,
                verb,
            });
        }
        for form in [Form::Discard, Form::Counter, Form::Offer] {
            ids.push(Cid::Form {
                game: g,
                turn: 7,
                form,
            });
        }
        for nav in [PageNav::Prev, PageNav::Next] {
            for page in [0, u32::MAX] {
                ids.push(Cid::Leaderboard { page, nav });
                for scope in [HistoryScope::Channel, HistoryScope::Server] {
                    ids.push(Cid::History { scope, page, nav });
                }
            }
        }
        ids.push(Cid::Recap { game: i64::MAX });
        ids.push(Cid::Review { game: i64::MAX });
        for verb in TournamentVerb::ALL {
            ids.push(Cid::Tournament { id: i64::MAX, verb });
        }
        ids
    }

    #[test]
    fn every_id_round_trips_within_discords_limit() {
        for id in every_id() {
            let s = id.encode();
            assert!(s.len() <= 100, "{s}");
            assert_eq!(Cid::parse(&s), Some(id), "{s}");
        }
        // The wire format of the pages between games (messages carry it across restarts).
        let pages = [
            (
                Cid::Leaderboard {
                    page: 2,
                    nav: PageNav::Next,
                },
                "lb:2:next",
            ),
            (
                Cid::History {
                    scope: HistoryScope::Server,
                    page: 0,
                    nav: PageNav::Prev,
                },
                "hist:s:0:prev",
            ),
            (Cid::Recap { game: 41 }, "recap:41"),
            (Cid::Review { game: 41 }, "review:41"),
        ];
        for (id, wire) in pages {
            assert_eq!(id.encode(), wire);
        }
    }

    /// Turn-message components stay where older builds put them: the wire of every verb.
    #[test]
    fn the_turn_verbs_keep_their_wire_names() {
        let wires: [(TurnVerb, &str); 19] = [
            (TurnButton::Roll.into(), "roll"),
            (TurnButton::End.into(), "end"),
            (TurnButton::Build(0).into(), "build"),
            (TurnButton::Build(2).into(), "build:2"),
            (TurnButton::SpecialBuild.into(), "sbp"),
            (TurnButton::Look(0).into(), "look"),
            (TurnButton::Look(1).into(), "look:1"),
            (CardsButton::Buy.into(), "buy"),
            (CardsButton::Hand.into(), "hand"),
            (CardsButton::Play.into(), "play"),
            (TradeButton::Trade.into(), "trade"),
            (TradeButton::Offer.into(), "offer"),
            (RobberButton::Discard.into(), "discard"),
            (RobberButton::DiscardTyped.into(), "dtype"),
            (RobberButton::DiscardPick.into(), "dsel"),
            (RobberButton::Robber.into(), "robber"),
            (RobberButton::RobberHex.into(), "rhex"),
            (
                ChooserControl::Act(Action::EndTurn).into(),
                r#"act:{"do":"end_turn"}"#,
            ),
            (ChooserControl::Pick(3).into(), "pick:3"),
        ];
        for (verb, wire) in wires {
            let id = Cid::Turn {
                game: 5,
                turn: 9,
                verb,
            };
            assert_eq!(id.encode(), format!("t:5:9:{wire}"));
        }
        assert_eq!(
            Cid::parse("t:5:9:rhex:2").and_then(|c| match c {
                Cid::Turn { verb, .. } => Some(verb),
                _ => None,
            }),
            Some(RobberButton::RobberHex.into())
        );
    }

    #[test]
    fn ids_of_older_builds_still_parse_and_foreign_ids_do_not() {
        assert_eq!(
            Cid::parse("o:12345:17:with:2"),
            Some(Cid::Offer {
                game: 12345,
                turn: 17,
                verb: OfferVerb::With(Seat(2))
            })
        );
        assert_eq!(
            Cid::parse("t:1:3:act"),
            Some(Cid::Turn {
                game: 1,
                turn: 3,
                verb: ChooserControl::Pick(0).into()
            })
        );
        for foreign in [
            "x:1:2:y",
            "t:notanumber:2:roll",
            "t:1:2:fly",
            "t:1:2:sbp:again",
            "l:1:0:ai:genius",
            "t:1:2:act:{not json",
            "o:1:2:with:x",
            "lb:1",
            "lb:-1:prev",
            "lb:1:up",
            "hist:x:0:next",
            "hist:c:0",
            "recap:",
            "recap:1:2",
            "",
        ] {
            assert_eq!(Cid::parse(foreign), None, "{foreign}");
        }
    }

    /// Every legal action of whole random games fits a select value and a button id, and
    /// reads back as itself.
    #[test]
    fn every_listed_action_fits_discord_limits_and_round_trips() {
        let mut seen = 0;
        let mut large = 0;
        for seed in 0..6 {
            let mut rng = GameRng::new(seed);
            // Both islands: the larger one has two-letter hexes, 80 intersections and the
            // Special Build Phase's actions.
            let players = [3, 4, 5, 6, 4, 6][seed as usize];
            let options = Options {
                players,
                ..Options::default()
            };
            let board = BoardSpec::Random(seed)
                .build_for(Island::for_players(players))
                .unwrap();
            let setup = GameSetup::random(options, board, &mut rng);
            let mut game = Game::new(setup).unwrap();
            random_playout(&mut game, &mut rng, 400, |g, _, _| {
                let mut listed = g.legal_actions(g.seat_to_move());
                if g.players_count() >= 5 {
                    let other = Seat((g.current().0 + 1) % g.players_count() as u8);
                    listed.extend(g.legal_actions(other));
                    large += 1;
                }
                for a in listed {
                    let text = encode_action(&a);
                    assert!(text.len() <= 100, "select value too long: {text}");
                    let id = Cid::Turn {
                        game: i64::from(u32::MAX),
                        turn: 9_999,
                        verb: ChooserControl::Act(a).into(),
                    };
                    assert!(id.encode().len() <= 100, "custom id too long: {text}");
                    assert_eq!(Cid::parse(&id.encode()), Some(id));
                    assert_eq!(decode_action(&text), Some(a), "{text}");
                    seen += 1;
                }
            });
        }
        assert!(
            seen > 1_000 && large > 100,
            "{seen} actions, {large} on the larger island"
        );
        let discard = Action::Discard {
            cards: ResourceCounts::new(9, 9, 9, 9, 9),
        };
        assert_eq!(decode_action(&encode_action(&discard)), Some(discard));
    }

    /// Issue 43, item 17: a discard option stands for a count of one resource ("lumber*2":
    /// two lumber), not for one card among identical ones; every count of every resource
    /// reads back as itself within Discord's 100 characters. An option of an older chooser
    /// (one per card, "lumber:3") still reads as one card; anything else as nothing.
    #[test]
    fn a_discard_option_is_a_count_of_one_resource() {
        for r in Resource::ALL {
            for n in 1..=95u8 {
                let v = discard_option(r, n);
                assert!(v.len() <= 100, "{v}");
                assert_eq!(discard_option_cards(&v), Some((r, n)), "{v}");
            }
        }
        assert_eq!(discard_option(Resource::Lumber, 2), "lumber*2");
        assert_ne!(
            discard_option(Resource::Lumber, 1),
            discard_option(Resource::Lumber, 2),
            "each count its own option"
        );
        assert_eq!(
            discard_option_cards("lumber:3"),
            Some((Resource::Lumber, 1))
        );
        assert_eq!(discard_option_cards("ore"), Some((Resource::Ore, 1)));
        for v in ["", "gold*2", "lumber*", "lumber*x", "*2", "lumber*300"] {
            assert_eq!(discard_option_cards(v), None, "{v:?}");
        }
    }
}
