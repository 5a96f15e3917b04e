//! The story of a game, read from its record: what happened, turn by turn (a page per
//! set-up placement, turn and Special Build Phase, see `Page`), in the table's sentences,
//! and the trade offer it saw last. The turn message and the offer message tell it.
//!
//! A story is read once and then kept up: the publisher keeps each game's story between
//! publishes (`Slot::story`) and reads only the actions committed since ([`Story::read`]),
//! so a publish costs the same on turn 5 and on turn 150. Pages no stored message can tell
//! again are forgotten ([`Story::forget_before`]); a story that lacks a page a message needs,
//! or was told for other names or another language, is read again from the record.

use crate::bot::messages::{self, escape, Names};
use crate::engine::*;
use crate::i18n::{self, Arg, Lang};
use crate::narrate::{cards, SeatNames};
use crate::store::{MessageState, Published};
use crate::table::who::{self, Moment};
use std::collections::BTreeMap;

/// What the game's record says happened, turn by turn, and the trade offer it saw last;
/// and where its reading of the record stands.
pub(super) struct Story {
    pub(super) game: Game,
    /// The page of the table now: each set-up placement, each turn and each Special Build
    /// Phase has its own message (see `Page`).
    pub(super) page: Page,
    pub(super) turns: BTreeMap<Page, TurnStory>,
    /// The latest trade offer (the open one, if one is open).
    pub(super) offer: Option<OfferStory>,
    /// The table's language, which the story is told in.
    pub(super) lang: Lang,
    /// The seats' names (escaped) the story is told with.
    names: Vec<String>,
    rng: GameRng,
    /// Set-up placements read so far (each its own page).
    placed: u32,
    /// Actions of the record read so far.
    read: u32,
    /// Pages before this one were forgotten.
    forgotten_before: Option<Page>,
}

pub(super) struct TurnStory {
    pub(super) turn: u32,
    pub(super) player: Seat,
    pub(super) kind: PageKind,
    pub(super) lines: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PageKind {
    Setup,
    Turn,
    /// A Special Build Phase after the turn of this seat.
    SpecialBuild(Seat),
    /// Settler 2's part of a paired turn, after this seat's (Settler 1's).
    SettlerTwo(Seat),
}

impl PageKind {
    /// What part of the game `game` is in now.
    fn of(game: &Game) -> PageKind {
        match (game.phase(), game.special_build(), game.settler_two_part()) {
            (Phase::Setup, _, _) => PageKind::Setup,
            (Phase::SpecialBuild, Some(b), _) => PageKind::SpecialBuild(b.owner),
            (_, _, Some(one)) => PageKind::SettlerTwo(one),
            _ => PageKind::Turn,
        }
    }
}

pub(super) struct OfferStory {
    /// The index of the OfferTrade action in the record: the offer's identity.
    pub(super) seq: u32,
    pub(super) offerer: Seat,
    pub(super) give: ResourceCounts,
    pub(super) get: ResourceCounts,
    /// What closed it, once closed.
    pub(super) closed_by: Option<String>,
}

impl Story {
    /// The story of `record` told with `names` (escaped) in `lang`: its start, then every
    /// action it holds.
    pub(super) fn replay(record: &Record, names: &[String], lang: Lang) -> Result<Story, String> {
        let mut story = Story::begin(record, names, lang)?;
        story.read(&record.actions);
        Ok(story)
    }

    /// The story of `record` before its first action.
    pub(super) fn begin(record: &Record, names: &[String], lang: Lang) -> Result<Story, String> {
        let (game, rng) = record.start().map_err(|e| e.to_string())?;
        Ok(Story {
            page: Page::of(&game, 0),
            game,
            turns: BTreeMap::new(),
            offer: None,
            lang,
            names: names.to_vec(),
            rng,
            placed: 0,
            read: 0,
            forgotten_before: None,
        })
    }

    /// How many of the record's actions the story has read.
    pub(super) fn actions_read(&self) -> u32 {
        self.read
    }

    /// Whether this story can go on for a table whose seats are `names` (escaped), in
    /// `lang`, to tell pages from `from` on.
    pub(super) fn tells(&self, names: &[String], lang: Lang, from: Option<Page>) -> bool {
        let kept = match (self.forgotten_before, from) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(kept), Some(from)) => kept <= from,
        };
        kept && self.lang == lang && self.names == names
    }

    /// Forgets the pages before `page`, which no message will tell again.
    pub(super) fn forget_before(&mut self, page: Page) {
        self.turns = self.turns.split_off(&page);
        self.forgotten_before = Some(self.forgotten_before.map_or(page, |p| p.max(page)));
    }

    /// Reads `actions`, the record's next ones, into the story.
    pub(super) fn read(&mut self, actions: &[SeatAction]) {
        for sa in actions {
            self.read_one(sa);
            self.read += 1;
        }
        self.page = Page::of(&self.game, self.placed);
    }

    fn read_one(&mut self, sa: &SeatAction) {
        let lang = self.lang;
        let game = &mut self.game;
        let key = Page::of(game, self.placed);
        let turn = game.turn();
        if game.phase() == Phase::Setup && matches!(sa.action, Action::PlaceRoad { .. }) {
            self.placed += 1;
        }
        let entry = self.turns.entry(key).or_insert_with(|| TurnStory {
            turn,
            player: game.current(),
            kind: PageKind::of(game),
            lines: Vec::new(),
        });
        let had_offer = game.offer().is_some();
        // Who had accepted the open offer, in case it closes untaken.
        let accepted: Vec<Seat> = game.offer().map_or(vec![], |o| {
            o.to.iter()
                .filter(|s| o.responses[s.index()] == Some(Response::Accepted))
                .collect()
        });
        let action = game.complete(sa.action, &mut self.rng);
        let Ok(events) = game.apply(sa.p, action) else {
            return;
        };
        let names = Names(&self.names);
        let line = messages::summary(lang, &told(&events), &names, None);
        let replaced = matches!(action, Action::OfferTrade { .. });
        // An offer that closed (taken, withdrawn, ended with the turn, or replaced by a
        // new one) is one line of the story: who offered what, and how it went.
        if had_offer && (replaced || game.offer().is_none()) {
            if let Some(o) = self.offer.as_mut().filter(|o| o.closed_by.is_none()) {
                let outcome = offer_outcome(lang, &names, o, &events, &accepted);
                entry.lines.push(outcome.clone());
                o.closed_by = Some(outcome);
            }
        }
        let traded = events.iter().any(|e| matches!(e, Event::Traded { .. }));
        if let Action::OfferTrade { give, get, .. } = action {
            self.offer = Some(OfferStory {
                seq: self.read,
                offerer: sa.p,
                give,
                get,
                closed_by: None,
            });
        } else {
            // An offer's answers and its trade are told by the offer's own line.
            let of_an_offer = who::is_offer_answer(&action) || (had_offer && traded);
            if !line.is_empty() && !of_an_offer {
                entry.lines.push(line.into());
            }
        }
    }

    pub(super) fn header(&self, page: Page) -> String {
        let g = &self.game;
        let t = self.turns.get(&page);
        let player = t.map(|t| t.player).unwrap_or(g.current());
        let turn = t.map(|t| t.turn).unwrap_or(g.turn());
        let name = escape(g.name(player));
        let now = PageKind::of(g);
        let (name, turn) = (Arg::Str(&name), Arg::Int(turn.into()));
        match t.map(|t| t.kind).unwrap_or(now) {
            PageKind::Setup => i18n::text(self.lang, "story-setup", &[("name", name)]),
            PageKind::Turn => {
                i18n::text(self.lang, "story-turn", &[("name", name), ("turn", turn)])
            }
            PageKind::SpecialBuild(owner) => {
                let owner = escape(g.name(owner));
                let args = [("name", name), ("owner", Arg::Str(&owner)), ("turn", turn)];
                i18n::text(self.lang, "story-special-build", &args)
            }
            PageKind::SettlerTwo(owner) => {
                let owner = escape(g.name(owner));
                let args = [("name", name), ("owner", Arg::Str(&owner)), ("turn", turn)];
                i18n::text(self.lang, "story-settler-two", &args)
            }
        }
    }

    pub(super) fn lines(&self, page: Page) -> &[String] {
        self.turns.get(&page).map(|t| &t.lines[..]).unwrap_or(&[])
    }

    /// What the message of page `to` says when it also tells the pages played before it
    /// from `from` on (a catch-up): its own header first — on a phone the first line is all
    /// a ping shows, so it is about the player the message pings — then the earlier pages,
    /// quoted, each with its header, then its own lines.
    pub(super) fn told(&self, from: Page, to: Page) -> (String, Vec<String>) {
        let mut lines = Vec::new();
        for (&t, _) in self.turns.range(from.min(to)..to) {
            lines.push(format!("> {}", self.header(t)));
            lines.extend(self.lines(t).iter().map(|l| format!("> {l}")));
        }
        lines.extend(self.lines(to).iter().cloned());
        (self.header(to), lines)
    }
}

/// The events of an action as the story tells them: without the win (the game-over message
/// announces it right after) and without the Special Build Phase requests (the table line
/// says who asks now, rather than each change of mind).
fn told(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .filter(|e| {
            !matches!(
                e,
                Event::GameWon { .. }
                    | Event::SpecialBuildAsked { .. }
                    | Event::SpecialBuildWithdrawn { .. }
            )
        })
        .cloned()
        .collect()
}

/// How an offer went, in one line of the story: taken as offered, taken after a
/// counter-offer, or not taken (withdrawn, declined by everyone, ended with the turn).
/// How an offer went, in one line: taken as offered, traded on a counter, withdrawn after
/// some accepted (`accepted`), or taken by nobody.
fn offer_outcome(
    lang: Lang,
    names: &Names<'_>,
    o: &OfferStory,
    events: &[Event],
    accepted: &[Seat],
) -> String {
    let name = names.name(o.offerer).to_string();
    let (give, get) = (cards(lang, &o.give), cards(lang, &o.get));
    let traded = events.iter().find_map(|e| match e {
        Event::Traded {
            partner, gave, got, ..
        } => Some((*partner, *gave, *got)),
        _ => None,
    });
    let base = [
        ("name", Arg::Str(&name)),
        ("give", Arg::Str(&give)),
        ("get", Arg::Str(&get)),
    ];
    match traded {
        Some((partner, gave, got)) if gave == o.give && got == o.get => {
            let partner = names.name(partner).to_string();
            let mut args = base.to_vec();
            args.push(("partner", Arg::Str(&partner)));
            i18n::text(lang, "story-offer-accepted", &args)
        }
        Some((partner, gave, got)) => {
            let partner = names.name(partner).to_string();
            let (gave, got) = (cards(lang, &gave), cards(lang, &got));
            let mut args = base.to_vec();
            args.extend([
                ("partner", Arg::Str(&partner)),
                ("gave", Arg::Str(&gave)),
                ("got", Arg::Str(&got)),
            ]);
            i18n::text(lang, "story-offer-countered", &args)
        }
        None if !accepted.is_empty() => {
            let who: Vec<String> = accepted
                .iter()
                .map(|&s| names.name(s).to_string())
                .collect();
            let who = i18n::and_list(lang, &who);
            let mut args = base.to_vec();
            args.push(("partners", Arg::Str(&who)));
            args.push(("count", Arg::Int(accepted.len() as i64)));
            i18n::text(lang, "story-offer-withdrawn", &args)
        }
        None => i18n::text(lang, "story-offer-untaken", &base),
    }
}

/// The first page a stored turn message tells (its own, when nothing earlier is noted).
pub(super) fn first_page(p: &Published) -> Page {
    match p.state {
        MessageState::Shows {
            first_page: Some(first),
            ..
        }
        | MessageState::Folded {
            first_page: first, ..
        } => Page::from_stamp(first),
        _ => Page::from_stamp(p.stamp),
    }
}

/// The key of the turn message a moment of the game belongs to: set-up placements come
/// first (a page each, up to 12 for six players), then each turn, each followed by its
/// Special Build Phases (5–6 players), a page each, in the order they are played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Page {
    /// The placement (set-up), or 100 + the turn number.
    pub(super) major: u32,
    /// 0 for the placement or the turn itself; for a Special Build Phase, the builder's
    /// distance in seats from the turn's owner (1–5).
    pub(super) minor: u32,
}

impl Page {
    pub(super) const SETUP_PAGES: u32 = 100;
    /// Stored stamps of Special Build Phase pages have this bit; others are the bare
    /// `major`, as older builds stored every page.
    pub(super) const SPECIAL: u32 = 1 << 31;

    /// The page of `game` now; `placed` counts the set-up placements made so far.
    pub(super) fn of(game: &Game, placed: u32) -> Page {
        match game.phase() {
            Phase::Setup => Page {
                major: placed,
                minor: 0,
            },
            _ => {
                let moment = Moment::of(game);
                Page {
                    major: Self::SETUP_PAGES + moment.turn,
                    minor: moment.builder,
                }
            }
        }
    }

    /// The stamp stored with the page's message.
    pub(super) fn stamp(self) -> u32 {
        match self.minor {
            0 => self.major,
            m => Self::SPECIAL | (self.major << 3) | m,
        }
    }

    pub(super) fn from_stamp(stamp: u32) -> Page {
        match stamp & Self::SPECIAL {
            0 => Page {
                major: stamp,
                minor: 0,
            },
            _ => Page {
                major: (stamp & !Self::SPECIAL) >> 3,
                minor: stamp & 7,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MessageKind;
    use std::collections::HashSet;

    /// Pages sort in the order they are played (set-up, a turn, its Special Build Phases,
    /// the next turn), and their stored stamps read back as themselves; a turn's stamp is
    /// the one older builds stored.
    #[test]
    fn pages_sort_as_played_and_their_stamps_round_trip() {
        let p = |major, minor| Page { major, minor };
        let order = [
            p(0, 0),
            p(11, 0),
            p(Page::SETUP_PAGES + 1, 0),
            p(Page::SETUP_PAGES + 7, 0),
            p(Page::SETUP_PAGES + 7, 1),
            p(Page::SETUP_PAGES + 7, 5),
            p(Page::SETUP_PAGES + 8, 0),
            p(Page::SETUP_PAGES + 40_000, 3),
        ];
        for w in order.windows(2) {
            assert!(w[0] < w[1], "{w:?}");
        }
        for page in order {
            assert_eq!(Page::from_stamp(page.stamp()), page);
        }
        assert_eq!(p(Page::SETUP_PAGES + 7, 0).stamp(), 107);
        let stamps: HashSet<u32> = order.iter().map(|p| p.stamp()).collect();
        assert_eq!(stamps.len(), order.len());
    }

    /// A 6-player record with Special Build Phases: each phase is its own page, after its
    /// turn and before the next, with its builder's lines and a header that says whose turn
    /// it follows.
    /// Issue 43, items 1 and 3: an offer withdrawn after someone accepted says so, not
    /// "nobody took it"; one that nobody accepted says that.
    #[test]
    fn an_offer_withdrawn_after_an_accept_says_who_accepted() {
        let mut rng = GameRng::new(8);
        let deck = crate::engine::shuffled_deck(Island::Base, &mut rng);
        let names: Vec<String> = (0..4).map(|i| format!("P{i}")).collect();
        let mut record = Record::new(Options::default(), BoardSpec::Random(8), Seat(0), deck);
        record.names = Some(names.clone());
        let (mut g, mut rng) = record.start().unwrap();
        let mut push = |g: &mut Game, p: Seat, a: Action, rec: &mut Record| {
            let a = g.complete(a, &mut rng);
            g.apply(p, a).unwrap();
            rec.actions.push(SeatAction { p, action: a });
        };
        // The first main phase in which the player to move can offer one card for one
        // another seat holds.
        let deal = |g: &Game| {
            let me = g.current();
            let give = Resource::ALL
                .into_iter()
                .find(|&r| g.player(me).resources[r] > 0)?;
            g.seats().filter(|&s| s != me).find_map(|s| {
                let get = Resource::ALL
                    .into_iter()
                    .find(|&r| r != give && g.player(s).resources[r] > 0)?;
                Some((s, give, get))
            })
        };
        while !(g.phase() == Phase::Main && deal(&g).is_some()) {
            let s = g.seat_to_move();
            let a = g.legal_actions(s)[0];
            push(&mut g, s, a, &mut record);
        }
        let (me, (partner, give, get)) = (g.current(), deal(&g).unwrap());
        let one = |r: Resource| {
            let mut c = ResourceCounts::ZERO;
            c[r] = 1;
            c
        };
        let offer = Action::OfferTrade {
            give: one(give),
            get: one(get),
            to: None,
        };
        push(&mut g, me, offer, &mut record);
        push(&mut g, partner, Action::AcceptTrade, &mut record);
        push(&mut g, me, Action::CancelTrade, &mut record);
        push(&mut g, me, offer, &mut record);
        push(&mut g, me, Action::CancelTrade, &mut record);
        let story = Story::replay(&record, &names, Lang::En).unwrap();
        let lines = story.lines(story.page);
        let head = format!("P{} offered 1 {} for 1 {}: ", me.0, give.name(), get.name());
        let withdrawn = format!("{head}P{} accepted, but P{} withdrew it.", partner.0, me.0);
        assert!(lines.contains(&withdrawn), "{lines:?}");
        assert!(
            lines.contains(&format!("{head}nobody took it.")),
            "{lines:?}"
        );
    }

    /// A kept story read a few actions at a time, forgetting the pages behind the message
    /// that tells it, tells what the whole record read at once tells, at every step of a
    /// five-player game played at random (trades, sevens, Special Build Phases); and it
    /// says when it cannot go on for a message that needs a forgotten page.
    #[test]
    fn a_kept_story_tells_what_the_whole_record_tells() {
        let options = Options {
            players: 5,
            ..Options::default()
        };
        let mut rng = GameRng::new(21);
        let deck = crate::engine::shuffled_deck(Island::Large, &mut rng);
        let names: Vec<String> = (0..5).map(|i| format!("P{i}")).collect();
        let mut record = Record::new(options, BoardSpec::Random(21), Seat(0), deck);
        record.names = Some(names.clone());
        let (mut g, mut play) = record.start().unwrap();
        while g.phase() != Phase::GameOver && record.actions.len() < 1500 {
            let s = g.seat_to_move();
            let legal = g.legal_actions(s);
            let a = g.complete(legal[play.below(legal.len() as u32) as usize], &mut play);
            g.apply(s, a).unwrap();
            record.actions.push(SeatAction { p: s, action: a });
        }
        let mut kept = Story::begin(&record, &names, Lang::En).unwrap();
        let (mut at, mut step) = (0, 1);
        let mut shown_from = kept.page;
        while at < record.actions.len() {
            let to = (at + step).min(record.actions.len());
            kept.read(&record.actions[at..to]);
            at = to;
            step = step % 7 + 1;
            let mut prefix = record.clone();
            prefix.actions.truncate(at);
            let whole = Story::replay(&prefix, &names, Lang::En).unwrap();
            assert_eq!(kept.actions_read() as usize, at);
            assert_eq!(kept.page, whole.page, "after {at} actions");
            assert!(kept.game == whole.game, "after {at} actions");
            assert_eq!(
                kept.offer.as_ref().map(|o| (o.seq, o.closed_by.clone())),
                whole.offer.as_ref().map(|o| (o.seq, o.closed_by.clone()))
            );
            assert!(kept.tells(&names, Lang::En, Some(shown_from)));
            assert_eq!(
                kept.told(shown_from, kept.page),
                whole.told(shown_from, whole.page),
                "after {at} actions"
            );
            // The table's message moves on every third page: the pages before it go.
            if kept.page.major >= shown_from.major + 3 {
                shown_from = kept.page;
                kept.forget_before(shown_from);
                assert!(kept.turns.keys().all(|&p| p >= shown_from));
            }
        }
        assert!(kept.turns.len() < 8, "{} pages kept", kept.turns.len());
        let before = Page { major: 0, minor: 0 };
        assert!(!kept.tells(&names, Lang::En, Some(before)));
        assert!(!kept.tells(&names, Lang::En, None));
        assert!(!kept.tells(&names, Lang::De, Some(shown_from)));
        let others: Vec<String> = (0..5).map(|i| format!("Q{i}")).collect();
        assert!(!kept.tells(&others, Lang::En, Some(shown_from)));
    }

    #[test]
    fn a_special_build_phase_is_a_page_of_its_own() {
        let options = Options {
            players: 6,
            ..Options::default()
        };
        let mut rng = GameRng::new(5);
        let deck = crate::engine::shuffled_deck(Island::Large, &mut rng);
        let names: Vec<String> = (0..6).map(|i| format!("P{i}")).collect();
        let mut record0 = Record::new(options, BoardSpec::Random(5), Seat(0), deck);
        record0.names = Some(names.clone());
        let (mut g, mut rng) = record0.start().unwrap();
        let mut record = record0.clone();
        let mut push = |g: &mut Game, p: Seat, a: Action, rec: &mut Record| {
            let a = g.complete(a, &mut rng);
            g.apply(p, a).unwrap();
            rec.actions.push(SeatAction { p, action: a });
        };
        while g.phase() != Phase::Main {
            let s = g.seat_to_move();
            let a = g.legal_actions(s)[0];
            push(&mut g, s, a, &mut record);
        }
        let owner = g.current();
        let builder = Seat((owner.0 + 2) % 6);
        push(&mut g, builder, Action::AskSpecialBuild, &mut record);
        push(&mut g, owner, Action::EndTurn, &mut record);
        assert_eq!(g.phase(), Phase::SpecialBuild);
        let story = Story::replay(&record, &names, Lang::En).unwrap();
        let turn = Page {
            major: Page::SETUP_PAGES + g.turn(),
            minor: 0,
        };
        assert_eq!(story.page, Page { minor: 2, ..turn });
        assert!(story.header(story.page).starts_with(&format!(
            "**Special build** · P{} (after P{}'s turn {})",
            builder.0,
            owner.0,
            g.turn()
        )));
        // Issue 43: a request is not a line of the story (the table line says who asks).
        let asked = format!("P{} asks for a Special Build Phase", builder.0);
        assert!(
            !story.lines(turn).iter().any(|l| l.contains(&asked)),
            "{:?}",
            story.lines(turn)
        );
        // The builder is done: the next turn is the next page.
        push(&mut g, builder, Action::EndTurn, &mut record);
        let story = Story::replay(&record, &names, Lang::En).unwrap();
        let phase = Page { minor: 2, ..turn };
        assert!(story.turns.contains_key(&phase));
        let next = Page {
            major: turn.major + 1,
            minor: 0,
        };
        assert_eq!(story.page, next);
        // A message that caught up from the turn starts with its own header (the one line a
        // phone shows with the ping), then tells the turn and the phase, quoted.
        let (header, told) = story.told(turn, next);
        assert_eq!(header, story.header(next));
        let at = |h: &str| told.iter().position(|l| l.starts_with(h)).expect(h);
        assert!(at("> **Turn ") < at("> **Special build**"), "{told:?}");
        // Issue 43: asking for (or withdrawing) a Special Build Phase is not a story line.
        assert!(!told.iter().any(|l| l.contains(&asked)), "{told:?}");
        assert_eq!(story.told(next, next), (story.header(next), vec![]));
        // The first page a message tells is noted with what it shows.
        let noted = |first_page: Option<u32>| Published {
            kind: MessageKind::Turn,
            message: Some(1),
            stamp: next.stamp(),
            state: MessageState::Shows {
                content: Some(crate::store::Digest(1)),
                board: Some(crate::store::Digest(2)),
                first_page,
            },
        };
        assert_eq!(first_page(&noted(Some(phase.stamp()))), phase);
        assert_eq!(
            first_page(&noted(None)),
            next,
            "a note without a first page"
        );
    }
}
