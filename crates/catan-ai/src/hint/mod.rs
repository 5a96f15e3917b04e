//! Hints for new players: what the strong (or heuristic) AI would do now in one seat's
//! place, and one line of why. Always: the hint is computed from that seat's `PlayerView`
//! alone (its legal actions too are read off a sample rebuilt from the view), so it never
//! uses a card the player cannot see; the action is the one the AI in that seat would play
//! with the same rng (random outcomes left open), and the line is at most `MAX_WHY` chars,
//! worded as the rest of the bot (`narrate`), and says only what is true of the position
//! and of the search.

mod why;

use super::determinize::{determinize, DeterminizeError};
use super::heuristic::{self, Ctx};
use super::policy::{moves, must_answer};
use super::strong::{self, SearchReport, StrongConfig, Style};
use super::value::Model;
use catan_engine::{Action, Game, GameRng, Phase, PlayerView, ResourceCounts, Seat};
use catan_i18n::{and_list, text, words, Arg, Lang, Words};
use catan_narrate::{cards, imperative, intersection};
use why::{chances, hex_text, reason, road_ends};

/// The longest `Hint::why`, in characters.
pub(super) const MAX_WHY: usize = 300;
/// Seed of the sample the seat's legal actions are read from: a fixed one, so the caller's
/// rng is left to the AI exactly as it would be in that seat.
const LEGAL_SEED: u64 = 0x4849_4e54;

/// Which AI gives the hint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum HintLevel {
    /// The search player (`StrongConfig` sets its budget).
    #[default]
    Strong,
    /// The rules of thumb (instant).
    Heuristic,
}

impl HintLevel {
    pub fn name(self) -> &'static str {
        match self {
            HintLevel::Strong => "strong",
            HintLevel::Heuristic => "heuristic",
        }
    }
}

impl std::fmt::Display for HintLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The level name was not one a hint can come from.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a hint level; choose strong or heuristic.")]
pub struct UnknownHintLevel(pub String);

impl std::str::FromStr for HintLevel {
    type Err = UnknownHintLevel;
    fn from_str(s: &str) -> Result<HintLevel, UnknownHintLevel> {
        match s.trim().to_ascii_lowercase().as_str() {
            "strong" => Ok(HintLevel::Strong),
            "heuristic" => Ok(HintLevel::Heuristic),
            _ => Err(UnknownHintLevel(s.to_string())),
        }
    }
}

/// What to do now, and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Hint {
    /// The action, as a record spells it, with random outcomes (dice, the stolen card) left
    /// open: `Game::complete` fills them before `apply`.
    pub action: Action,
    /// One line for the player: what to do, then why (at most `MAX_WHY` characters).
    pub why: String,
    /// The strong level's search, when it raced two candidates or more.
    pub search: Option<SearchReport>,
}

/// Why there is no hint: the seat has no move now, or (a bug) its view cannot be read.
/// Names are the view's own (`PublicView::players[..].name`): give the hint a view whose
/// names are already written as its reader should see them (escaped for Discord).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HintError {
    /// The game has ended (`winner`: the winner's name).
    #[error("{} — you have no move now.", self.reason(Lang::En))]
    GameOver { winner: Option<String> },
    /// Another player's turn (set-up, roll, main phase, robber…), and nothing owed meanwhile.
    #[error("{} — you have no move now.", self.reason(Lang::En))]
    NotYourTurn { current: String },
    /// 5–6 players: another player's Special Build Phase.
    #[error("{} — you have no move now.", self.reason(Lang::En))]
    NotYourSpecialBuild { builder: String },
    /// After a 7: the seat owes no discard; these players still do.
    #[error("{} — you have no move now.", self.reason(Lang::En))]
    WaitingForDiscards { discarding: Vec<String> },
    /// The seat has answered the open offer already; the offerer decides.
    #[error("{} — you have no move now.", self.reason(Lang::En))]
    OfferAnswered { offerer: String },
    /// The seat's own offer: nobody has accepted yet and these players have not answered.
    #[error("{} — you have no move now.", self.reason(Lang::En))]
    WaitingForAnswers { waiting: Vec<String> },
    /// The view is not one a real game produces.
    #[error("The hint could not rebuild the game from your seat's view: {0}")]
    Unreadable(#[from] DeterminizeError),
}

impl HintError {
    /// Why the seat has no move, in `lang`, without the full stop ("It is Bea's turn, not
    /// yours"); the caller may end it its own way (the command line names the seat).
    pub fn reason(&self, lang: Lang) -> String {
        let one = |id: &str, name: &str| text(lang, id, &[("name", Arg::Str(name))]);
        let all = |id: &str, names: &[String]| {
            text(lang, id, &[("names", Arg::Str(&and_list(lang, names)))])
        };
        match self {
            HintError::GameOver { winner: Some(w) } => one("hint-over-won", w),
            HintError::GameOver { winner: None } => text(lang, "hint-over", &[]),
            HintError::NotYourTurn { current } => one("hint-not-your-turn", current),
            HintError::NotYourSpecialBuild { builder } => {
                one("hint-not-your-special-build", builder)
            }
            HintError::WaitingForDiscards { discarding } => {
                all("hint-waiting-discards", discarding)
            }
            HintError::OfferAnswered { offerer } => one("hint-offer-answered", offerer),
            HintError::WaitingForAnswers { waiting } => all("hint-waiting-answers", waiting),
            HintError::Unreadable(e) => e.to_string(),
        }
    }

    /// What the player reads, in `lang`: why they have no move now (or, for a view that
    /// cannot be read, an apology; the log has the details).
    pub fn sentence(&self, lang: Lang) -> Words {
        match self {
            HintError::Unreadable(_) => words(lang, "hint-unreadable", &[]),
            _ => {
                let reason = self.reason(lang);
                words(lang, "hint-no-move", &[("reason", Arg::Str(&reason))])
            }
        }
    }
}

/// Whether `view.seat` has a move now; the reason when it has none. Cheap: ask it before
/// the hint itself (a search) to answer out-of-turn requests at once.
///
/// A seat has a move when the game waits for it: its discard after a 7, its answer to an
/// open offer addressed to it, or, when it is the seat to move, its set-up placement, roll,
/// robber, free roads, turn or Special Build Phase. Its own open offer waits while some
/// addressee has not answered and nobody has accepted. Asking for a Special Build Phase
/// during another player's turn is not a move.
pub fn no_move(view: &PlayerView) -> Option<HintError> {
    let p = &view.public;
    let me = view.seat;
    let name = |s: Seat| p.name(s).to_string();
    match p.phase {
        Phase::GameOver => {
            return Some(HintError::GameOver {
                winner: p.winner.map(name),
            })
        }
        Phase::Discard => {
            if p.player(me).owes_discard > 0 {
                return None;
            }
            return Some(HintError::WaitingForDiscards {
                discarding: p
                    .players
                    .iter()
                    .filter(|x| x.owes_discard > 0)
                    .map(|x| name(x.seat))
                    .collect(),
            });
        }
        _ => {}
    }
    if let Some(offer) = &p.offer {
        if me == p.current {
            let waiting: Vec<String> = offer
                .to
                .iter()
                .filter(|s| offer.responses[s.index()].is_none())
                .map(name)
                .collect();
            let taken = offer.to.iter().any(|s| offer.terms_with(s).is_some());
            if !waiting.is_empty() && !taken {
                return Some(HintError::WaitingForAnswers { waiting });
            }
            return None;
        }
        if offer.to.contains(me) {
            return offer.responses[me.index()].map(|_| HintError::OfferAnswered {
                offerer: name(p.current),
            });
        }
    }
    if me == p.current {
        return None;
    }
    Some(match p.phase {
        Phase::SpecialBuild => HintError::NotYourSpecialBuild {
            builder: name(p.current),
        },
        _ => HintError::NotYourTurn {
            current: name(p.current),
        },
    })
}

/// What the AI at `level` would do now in `view.seat`'s place, and one line of why.
///
/// `offered_this_turn`: the seat has already put a domestic offer to the table this turn
/// (an AI offers at most once a turn; the bot reads it from the log). The same calls as the
/// bot's AI seat (`policy::decide`) in the same order: the answer to an open offer
/// addressed to the seat; else, on its own turn after the roll, an offer if the AI would
/// make one; else one of its legal actions. The strong level searches within `cfg`
/// (`cfg.playouts` makes it a count, so a seed gives the same hint whatever the load).
/// Synchronous and, for the strong level, as slow as one AI decision: run it off the
/// async runtime.
pub fn hint(
    lang: Lang,
    view: &PlayerView,
    level: HintLevel,
    offered_this_turn: bool,
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> Result<Hint, HintError> {
    if let Some(e) = no_move(view) {
        return Err(e);
    }
    let p = &view.public;
    let me = view.seat;
    // The legal actions depend only on what the seat sees (the public position and its own
    // hand), which every sample holds exactly.
    let sample = determinize(view, &mut GameRng::new(LEGAL_SEED))?;
    let legal = moves(&sample, me);
    if legal.is_empty() {
        return Err(HintError::NotYourTurn {
            current: p.name(p.current).to_string(),
        });
    }
    let answering = must_answer(p.offer.as_ref(), p.current, me);
    let may_offer =
        !offered_this_turn && me == p.current && p.phase == Phase::Main && p.offer.is_none();
    let ctx = Ctx::from_view(view);
    let (action, search) = match level {
        HintLevel::Heuristic => {
            let a = if answering {
                heuristic::answer(&ctx)
            } else if let Some(offer) = may_offer.then(|| heuristic::proposal(&ctx)).flatten() {
                offer
            } else {
                heuristic::choose(&ctx, &legal)
            };
            (a, None)
        }
        HintLevel::Strong => {
            if answering {
                strong::respond_reported(view, rng, cfg, Style::Model)
            } else {
                let proposal = if may_offer {
                    strong::propose_reported(view, rng, cfg, Style::Model)
                } else {
                    (None, None)
                };
                match proposal {
                    (Some(offer), report) => (offer, report),
                    (None, _) => strong::choose_reported(view, &legal, rng, cfg, Style::Model),
                }
            }
        }
    };
    let model = cfg.model.unwrap_or_else(Model::shipped);
    let now = model.chances(&sample, me)[me.index()];
    let names: Vec<String> = p.players.iter().map(|p| p.name.clone()).collect();
    let chance = chances(lang, now, search.as_ref(), view, &names);
    let why = explain(lang, view, &sample, &ctx, &action, legal.len(), chance);
    Ok(Hint {
        action,
        why,
        search,
    })
}

/// The line: what to do (with the place it names), a reason true of the position, and for
/// the seat's chance to win now and, for the strong level, after this move and after its
/// closest rival.
fn explain(
    lang: Lang,
    view: &PlayerView,
    sample: &Game,
    ctx: &Ctx,
    action: &Action,
    legal: usize,
    chance: String,
) -> String {
    let names: Vec<String> = view.public.players.iter().map(|p| p.name.clone()).collect();
    let what = imperative(lang, action, &view.public, &names[..], None);
    let detail = detail(lang, view, ctx, action);
    // With one legal action, that is the reason, unless a better one says why it is the
    // only one (an offer one cannot pay for) or what it leaves (a discard).
    let reason = match action {
        _ if legal > 1 => reason(lang, view, sample, ctx, action),
        Action::DeclineTrade | Action::Discard { .. } | Action::OfferTrade { .. } => {
            reason(lang, view, sample, ctx, action)
        }
        // Ending the turn is the only move the rules list, but a hand of cards can still
        // be offered to the others first.
        Action::EndTurn if view.resources.total() > 0 && view.public.phase == Phase::Main => {
            Some(text(lang, "hint-end-or-offer", &[]))
        }
        _ => Some(text(lang, "hint-only-move", &[])),
    };
    let head = match (&detail, action) {
        // The hex, then whom to rob: "Move the robber to hex N (mountains 5 · 4 pips) and…".
        (Some(d), Action::MoveRobber { .. }) => {
            imperative(lang, action, &view.public, &names[..], Some(d))
        }
        (Some(d), _) => format!("{what} ({d})"),
        (None, _) => what.clone(),
    };
    let compose = |head: &str, reason: Option<&String>| {
        let mut line = match reason {
            Some(r) => text(
                lang,
                "hint-line",
                &[("head", Arg::Str(head)), ("reason", Arg::Str(r))],
            ),
            None => text(lang, "hint-line-bare", &[("head", Arg::Str(head))]),
        };
        line.push(' ');
        line.push_str(&chance);
        line
    };
    // The longest that fits: everything, then without the reason, then without the detail.
    for line in [
        compose(&head, reason.as_ref()),
        compose(&head, None),
        compose(&what, reason.as_ref()),
        compose(&what, None),
    ] {
        if line.chars().count() <= MAX_WHY {
            return line;
        }
    }
    let mut cut: String = compose(&what, None).chars().take(MAX_WHY - 1).collect();
    cut.push('…');
    cut
}

/// The place an action names, as the bot's choosers describe it.
fn detail(lang: Lang, view: &PlayerView, ctx: &Ctx, action: &Action) -> Option<String> {
    let board = &view.public.board;
    let terms = |give: &ResourceCounts, get: &ResourceCounts| {
        text(
            lang,
            "hint-terms",
            &[
                ("give", Arg::Str(&cards(lang, give))),
                ("get", Arg::Str(&cards(lang, get))),
            ],
        )
    };
    match *action {
        Action::PlaceSettlement { at }
        | Action::BuildSettlement { at }
        | Action::BuildCity { at } => Some(intersection(lang, board, at)),
        Action::PlaceRoad { at } | Action::BuildRoad { at } => {
            let (_, far) = road_ends(ctx, at);
            let place = intersection(lang, board, far);
            Some(text(lang, "hint-toward", &[("place", Arg::Str(&place))]))
        }
        Action::MoveRobber { to, .. } => Some(hex_text(lang, view, to)),
        // The terms from the seat's side: what it gives, what it gets.
        Action::AcceptTrade | Action::DeclineTrade => {
            let o = view.public.offer?;
            Some(terms(&o.get, &o.give))
        }
        Action::ConfirmTrade { with } => {
            let (give, get) = view.public.offer?.terms_with(with)?;
            Some(terms(&give, &get))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{play_game, AiRefused};
    use crate::policy::decide;
    use crate::Level;
    use catan_engine::BoardSpec;
    use catan_engine::Island;
    use catan_engine::Resource;
    use catan_engine::{GameSetup, Options};

    /// A search by count (the same hint for a seed whatever the load), short playouts.
    fn counted() -> StrongConfig {
        StrongConfig {
            playouts: Some(4),
            horizon_turns: 24,
            ..StrongConfig::default()
        }
    }

    /// Every position of a heuristic game of `players` seats (its open offers and their
    /// answers, 7s and discards, robbers, Special Build Phases with 5–6), start to end.
    fn positions(players: u8, seed: u64) -> Vec<Game> {
        let options = Options {
            players,
            ..Options::default()
        };
        let mut rng = GameRng::new(seed);
        let board = BoardSpec::Random(seed)
            .build_for(Island::for_players(players))
            .unwrap();
        let mut g = Game::new(GameSetup::random(options, board, &mut rng)).unwrap();
        let mut out = vec![g.clone()];
        let levels = vec![Level::Heuristic; players as usize];
        play_game::<AiRefused>(&mut g, &levels, &mut rng, &counted(), |g, _, _, _| {
            out.push(g.clone());
            Ok(())
        })
        .unwrap();
        out
    }

    /// The seats the game waits for: the discarders, the addressees of an open offer who
    /// have not answered, and the seat to move (unless its own offer still waits).
    fn waited_for(g: &Game) -> Vec<Seat> {
        match g.phase() {
            Phase::GameOver => vec![],
            Phase::Discard => g.discarding_seats().collect(),
            _ => {
                let mut v: Vec<Seat> = Vec::new();
                let mut current_waits = false;
                if let Some(o) = g.offer() {
                    let open: Vec<Seat> =
                        o.to.iter()
                            .filter(|s| o.responses[s.index()].is_none())
                            .collect();
                    current_waits =
                        !open.is_empty() && !o.to.iter().any(|s| o.terms_with(s).is_some());
                    v.extend(open);
                }
                if !current_waits {
                    v.push(g.current());
                }
                v
            }
        }
    }

    /// A hint the rules accept for `seat` in `g`: listed, or (an offer) applied.
    fn assert_legal(g: &Game, seat: Seat, h: &Hint) {
        let listed = g.legal_actions(seat).contains(&h.action);
        let mut after = g.clone();
        let a = after.complete(h.action, &mut GameRng::new(1));
        assert!(
            listed
                || matches!(
                    h.action,
                    Action::OfferTrade { .. } | Action::CounterTrade { .. }
                ),
            "{:?} is not listed for {seat} in {:?}",
            h.action,
            g.phase()
        );
        after.apply(seat, a).unwrap();
        assert!(
            !h.why.is_empty() && h.why.chars().count() <= MAX_WHY,
            "{}",
            h.why
        );
        assert!(h.why.ends_with('.'), "{}", h.why);
    }

    /// Every 7th position of two games (3 and 5 players) and the seats each waits for.
    fn some_positions() -> Vec<(Game, Seat)> {
        let mut out = Vec::new();
        for (players, seed) in [(3, 5), (5, 8)] {
            for g in positions(players, seed).into_iter().step_by(7) {
                for s in waited_for(&g) {
                    out.push((g.clone(), s));
                }
            }
        }
        out
    }

    #[test]
    fn a_hint_is_what_the_ai_in_that_seat_would_play() {
        let cfg = counted();
        let mut checked = [0u32; 2];
        for (k, (g, seat)) in some_positions().into_iter().enumerate() {
            let view = g.player_view(seat);
            assert_eq!(no_move(&view), None, "{seat} in {:?}", g.phase());
            for (i, (hl, level)) in [
                (HintLevel::Heuristic, Level::Heuristic),
                (HintLevel::Strong, Level::Strong),
            ]
            .into_iter()
            .enumerate()
            {
                // The strong search is the slow part: every 3rd position.
                if level == Level::Strong && k % 3 != 0 {
                    continue;
                }
                let h = hint(
                    Lang::En,
                    &view,
                    hl,
                    false,
                    &mut GameRng::new(k as u64),
                    &cfg,
                )
                .unwrap();
                assert_legal(&g, seat, &h);
                let may_offer =
                    seat == g.current() && g.phase() == Phase::Main && g.offer().is_none();
                let mut rng = GameRng::new(k as u64);
                let (played, _, _) = decide(&g, seat, level, 0, may_offer, &mut rng, &cfg);
                assert_eq!(
                    h.action,
                    played.without_outcome(),
                    "{hl} in {:?}: {}",
                    g.phase(),
                    h.why
                );
                checked[i] += 1;
            }
        }
        assert!(checked[0] >= 100 && checked[1] >= 30, "{checked:?}");
    }

    #[test]
    fn what_the_seat_cannot_see_does_not_change_the_hint() {
        let cfg = counted();
        let mut differed = 0;
        for (k, (g, seat)) in some_positions().into_iter().enumerate().step_by(4) {
            let view = g.player_view(seat);
            // Another game the seat cannot tell apart: opponents' hands and development
            // cards, and the deck order, drawn afresh.
            let other = determinize(&view, &mut GameRng::new(1000 + k as u64)).unwrap();
            assert_eq!(other.player_view(seat), view);
            let hidden = |x: &Game| {
                let hands: Vec<_> = x
                    .seats()
                    .filter(|&s| s != seat)
                    .map(|s| (x.player(s).resources, x.player(s).dev_cards))
                    .collect();
                (hands, x.undrawn_deck().to_vec())
            };
            if hidden(&other) != hidden(&g) {
                differed += 1;
            }
            for level in [HintLevel::Strong, HintLevel::Heuristic] {
                let a = hint(Lang::En, &view, level, false, &mut GameRng::new(7), &cfg).unwrap();
                let b = hint(
                    Lang::En,
                    &other.player_view(seat),
                    level,
                    false,
                    &mut GameRng::new(7),
                    &cfg,
                )
                .unwrap();
                assert_eq!((&a.action, &a.why), (&b.action, &b.why));
                assert_legal(&g, seat, &a);
                assert_legal(&other, seat, &b);
            }
        }
        assert!(
            differed >= 20,
            "only {differed} pairs differed in hidden cards"
        );
    }

    #[test]
    fn long_names_still_fit_in_one_line() {
        let cfg = counted();
        for (k, (g, seat)) in some_positions().into_iter().enumerate().step_by(3) {
            let mut view = g.player_view(seat);
            for (i, p) in view.public.players.iter_mut().enumerate() {
                p.name = format!("{i}{}", "W".repeat(31));
            }
            for level in [HintLevel::Strong, HintLevel::Heuristic] {
                let h = hint(
                    Lang::En,
                    &view,
                    level,
                    false,
                    &mut GameRng::new(k as u64),
                    &cfg,
                )
                .unwrap();
                let names: Vec<String> =
                    view.public.players.iter().map(|p| p.name.clone()).collect();
                let what = imperative(Lang::En, &h.action, &view.public, &names[..], None);
                let what = what.split(" hex ").next().unwrap();
                assert!(h.why.chars().count() <= MAX_WHY, "{}", h.why);
                assert!(h.why.starts_with(what), "{}", h.why);
            }
        }
    }

    #[test]
    fn out_of_turn_there_is_no_move_and_the_sentence_says_whose_it_is() {
        let mut kinds = [0u32; 5];
        for players in [3, 6] {
            for g in positions(players, 2).into_iter().step_by(3) {
                let waited = waited_for(&g);
                for seat in g.seats().filter(|s| !waited.contains(s)) {
                    let view = g.player_view(seat);
                    let e = no_move(&view).expect("a seat the game does not wait for");
                    let err = hint(
                        Lang::En,
                        &view,
                        HintLevel::Strong,
                        false,
                        &mut GameRng::new(1),
                        &counted(),
                    )
                    .unwrap_err();
                    assert_eq!(err, e);
                    let cur = g.name(g.current()).to_string();
                    let (k, want) = match &e {
                        HintError::NotYourTurn { current } => {
                            (0, format!("It is {current}'s turn, not yours"))
                        }
                        HintError::WaitingForDiscards { discarding } => {
                            let d: Vec<String> = g
                                .discarding_seats()
                                .map(|s| g.name(s).to_string())
                                .collect();
                            assert_eq!(discarding, &d);
                            (1, format!("Waiting for {}", d[0]))
                        }
                        HintError::OfferAnswered { offerer } => {
                            assert_eq!(offerer, &cur);
                            (2, format!("You have answered {cur}'s offer"))
                        }
                        HintError::WaitingForAnswers { .. } => (3, "Your offer waits for".into()),
                        HintError::NotYourSpecialBuild { builder } => (
                            4,
                            format!("It is {builder}'s Special Build Phase, not yours"),
                        ),
                        e => panic!("{e:?} in {:?}", g.phase()),
                    };
                    if matches!(
                        e,
                        HintError::NotYourTurn { .. } | HintError::NotYourSpecialBuild { .. }
                    ) {
                        assert!(want.contains(&cur), "{want}");
                    }
                    if let HintError::NotYourTurn { current } = &e {
                        // The same sentence as the refusal of a move out of turn.
                        let refusal = text(
                            Lang::En,
                            "refusal-not-your-turn",
                            &[("name", Arg::Str(current))],
                        );
                        assert_eq!(e.sentence(Lang::En), refusal);
                    }
                    assert!(
                        e.reason(Lang::En).starts_with(&want),
                        "{}",
                        e.reason(Lang::En)
                    );
                    assert_eq!(
                        e.to_string(),
                        format!("{} — you have no move now.", e.reason(Lang::En))
                    );
                    kinds[k] += 1;
                }
            }
            let last = positions(players, 2).pop().unwrap();
            assert_eq!(last.phase(), Phase::GameOver);
            let w = last.winner().unwrap();
            for s in last.seats() {
                let e = no_move(&last.player_view(s)).unwrap();
                assert_eq!(
                    e.to_string(),
                    format!(
                        "The game is over: {} won — you have no move now.",
                        last.name(w)
                    )
                );
            }
        }
        assert!(
            kinds.iter().all(|&k| k > 0),
            "some kinds never seen: {kinds:?}"
        );
    }

    /// The first position of the games where `pick` finds a seat, with that seat.
    fn find(pick: impl Fn(&Game) -> Option<Seat>) -> (Game, Seat) {
        for seed in 1..40 {
            for players in [4, 6] {
                for g in positions(players, seed) {
                    if let Some(s) = pick(&g) {
                        return (g, s);
                    }
                }
            }
        }
        panic!("no such position");
    }

    /// Both levels' hints for `seat`, checked legal.
    fn both(g: &Game, seat: Seat) -> [Hint; 2] {
        let view = g.player_view(seat);
        [HintLevel::Strong, HintLevel::Heuristic].map(|l| {
            let h = hint(Lang::En, &view, l, false, &mut GameRng::new(3), &counted()).unwrap();
            assert_legal(g, seat, &h);
            h
        })
    }

    #[test]
    fn set_up_placements_name_the_spot_and_its_pips() {
        let (g, s) = find(|g| {
            (g.phase() == Phase::Setup && g.setup_settlement().is_none()).then(|| g.current())
        });
        for h in both(&g, s) {
            let Action::PlaceSettlement { at } = h.action else {
                panic!("{:?}", h.action)
            };
            let place = catan_narrate::intersection(Lang::En, g.board(), at);
            assert!(
                h.why
                    .starts_with(&format!("Place a settlement at {at} ({place})")),
                "{}",
                h.why
            );
        }
        let (g, s) = find(|g| g.setup_settlement().map(|_| g.current()));
        for h in both(&g, s) {
            assert!(
                matches!(h.action, Action::PlaceRoad { .. }),
                "{:?}",
                h.action
            );
            assert!(h.why.starts_with("Place a road on "), "{}", h.why);
            assert!(h.why.contains("toward "), "{}", h.why);
        }
    }

    /// The hint speaks the asker's language: the same move, its place and its reason in
    /// German, and the same choice whatever the language.
    #[test]
    fn a_hint_speaks_the_askers_language() {
        let (g, s) = find(|g| {
            (g.phase() == Phase::Setup && g.setup_settlement().is_none()).then(|| g.current())
        });
        let view = g.player_view(s);
        let ask = |lang| {
            hint(
                lang,
                &view,
                HintLevel::Heuristic,
                false,
                &mut GameRng::new(3),
                &counted(),
            )
            .unwrap()
        };
        let (en, de) = (ask(Lang::En), ask(Lang::De));
        assert_eq!(en.action, de.action);
        let Action::PlaceSettlement { at } = de.action else {
            panic!("{:?}", de.action)
        };
        let place = catan_narrate::intersection(Lang::De, g.board(), at);
        assert!(
            de.why
                .starts_with(&format!("Setze eine Siedlung auf {at} ({place}): ")),
            "{}",
            de.why
        );
        assert!(de.why.contains(" Punkte"), "{}", de.why);
        let none = no_move(&g.player_view(Seat((s.0 + 1) % 4))).unwrap();
        // The same words as every refusal of a move out of turn.
        assert!(none.sentence(Lang::Fr).starts_with("C'est le tour de"));
        assert!(none.sentence(Lang::Fr).ends_with(", pas le vôtre."));
    }

    #[test]
    fn a_discard_gives_what_is_owed_and_says_what_is_kept() {
        let (g, s) = find(|g| {
            (g.phase() == Phase::Discard)
                .then(|| g.discarding_seats().find(|&s| s != g.current()))
                .flatten()
        });
        for h in both(&g, s) {
            let Action::Discard { cards } = h.action else {
                panic!("{:?}", h.action)
            };
            assert_eq!(cards.total(), g.pending_discard(s) as u32);
            let mut kept = g.player(s).resources;
            kept.sub(&cards);
            assert!(h.why.starts_with(&format!("Discard {cards}")), "{}", h.why);
            assert!(h.why.contains(&format!("you keep {kept}")), "{}", h.why);
        }
    }

    #[test]
    fn a_robber_move_names_the_hex_and_whom_it_robs() {
        let (g, s) = find(|g| {
            (g.phase() == Phase::MoveRobber
                && g.legal_actions(g.current()).iter().any(|a| {
                    matches!(
                        a,
                        Action::MoveRobber {
                            steal_from: Some(_),
                            ..
                        }
                    )
                }))
            .then(|| g.current())
        });
        for h in both(&g, s) {
            let Action::MoveRobber {
                to,
                steal_from,
                card,
            } = h.action
            else {
                panic!("{:?}", h.action)
            };
            assert_eq!(card, None, "the stolen card is never chosen");
            let t = g.board().tile(to);
            let mut head = match t.number {
                Some(n) => format!(
                    "Move the robber to hex {to} ({} {n} · {} pips)",
                    t.terrain.name(),
                    t.pips()
                ),
                None => format!("Move the robber to hex {to} (desert)"),
            };
            if let Some(v) = steal_from {
                head.push_str(&format!(" and steal from {}", g.name(v)));
                let cards = g.player(v).resources.total();
                assert!(
                    h.why.contains(&format!("{} holds {cards} card", g.name(v))),
                    "{}",
                    h.why
                );
            }
            assert!(h.why.starts_with(&head), "{}", h.why);
        }
    }

    #[test]
    fn an_offer_is_answered_with_accept_or_decline_for_its_reasons() {
        // Two answers to the same offer, one from a seat that can pay and one that cannot.
        let (mut g, s) = find(|g| {
            let c = g.current();
            (g.phase() == Phase::Main
                && g.offer().is_none()
                && g.player(c).resources.total() >= 1
                && g.seats()
                    .filter(|&o| o != c && g.player(o).resources.total() >= 1)
                    .count()
                    >= 2)
                .then_some(c)
        });
        let give = g.player(s).resources.nonzero().next().unwrap().0;
        let partner = g
            .seats()
            .find(|&o| o != s && g.player(o).resources.total() >= 1)
            .unwrap();
        let get = g
            .player(partner)
            .resources
            .nonzero()
            .map(|x| x.0)
            .find(|&r| r != give);
        let get = get.unwrap_or(if give == Resource::Ore {
            Resource::Brick
        } else {
            Resource::Ore
        });
        g.apply(
            s,
            Action::OfferTrade {
                give: ResourceCounts::one(give, 1),
                get: ResourceCounts::one(get, 1),
                to: None,
            },
        )
        .unwrap();
        let offerer = g.name(s).to_string();
        for o in g.seats().filter(|&o| o != s) {
            for h in both(&g, o) {
                match h.action {
                    Action::AcceptTrade => {
                        assert!(
                            h.why.starts_with(&format!("Accept {offerer}'s offer")),
                            "{}",
                            h.why
                        )
                    }
                    Action::DeclineTrade => {
                        assert!(
                            h.why.starts_with(&format!("Decline {offerer}'s offer")),
                            "{}",
                            h.why
                        );
                        if g.player(o).resources[get] == 0 {
                            assert!(
                                h.why.contains(&format!("you do not hold 1 {get}"))
                                    || h.why.contains("close to winning"),
                                "{}",
                                h.why
                            );
                        }
                    }
                    a => panic!("{a:?} answers an offer"),
                }
            }
        }
        // The offerer waits for answers; once a seat answered, it waits for the offerer.
        let e = no_move(&g.player_view(s)).unwrap();
        assert!(matches!(e, HintError::WaitingForAnswers { .. }), "{e:?}");
        let declines = g.seats().find(|&o| o != s).unwrap();
        g.apply(declines, Action::DeclineTrade).unwrap();
        assert_eq!(
            no_move(&g.player_view(declines)),
            Some(HintError::OfferAnswered {
                offerer: offerer.clone()
            })
        );
        // Everyone declined: the offerer withdraws it, because nobody took it.
        for o in g.seats().filter(|&o| o != s && o != declines) {
            g.apply(o, Action::DeclineTrade).unwrap();
        }
        for h in both(&g, s) {
            assert_eq!(h.action, Action::CancelTrade);
            assert!(
                h.why.starts_with("Withdraw your offer: nobody took it."),
                "{}",
                h.why
            );
        }
    }

    /// The chance a hint names now, as the shipped model judges the seat's own view.
    fn chance_now(view: &PlayerView) -> i64 {
        let sample = determinize(view, &mut GameRng::new(1)).unwrap();
        let c = Model::shipped().chances(&sample, view.seat)[view.seat.index()];
        (100.0 * c as f64).round() as i64
    }

    #[test]
    fn a_strong_hint_reports_its_chances_truly() {
        let cfg = counted();
        let mut with_rival = 0;
        for (k, (g, seat)) in some_positions().into_iter().enumerate().step_by(5) {
            let view = g.player_view(seat);
            let h = hint(
                Lang::En,
                &view,
                HintLevel::Strong,
                false,
                &mut GameRng::new(k as u64),
                &cfg,
            )
            .unwrap();
            let now = chance_now(&view);
            let Some(report) = &h.search else {
                let said = format!("Your chance to win now: {now}%.");
                assert!(h.why.ends_with(&said), "{}", h.why);
                continue;
            };
            let chosen = report.chosen();
            assert_eq!(chosen.action, Some(h.action));
            // The chosen candidate leads: no candidate still in the race scores more.
            for c in &report.candidates {
                if !c.dropped {
                    assert!(c.mean() <= chosen.mean(), "{c:?} beats {chosen:?}");
                }
            }
            let pct = |x: f64| (100.0 * x).round() as i64;
            let after = report.runner_up().map_or(chosen.mean(), |r| r.chosen_mean);
            let said = format!(
                "Your chance to win: {now}% now, {}% after this move",
                pct(after)
            );
            assert!(h.why.contains(&said), "{} / {said}", h.why);
            if let Some(r) = report.runner_up() {
                with_rival += 1;
                assert!(r.rounds >= 1 && r.rounds <= chosen.playouts);
                assert!(r.mean <= r.chosen_mean + 1e-9, "{r:?}");
                let rival = format!(": {}%.", pct(r.mean));
                assert!(
                    h.why.contains("; next best, ") && h.why.ends_with(&rival),
                    "{}",
                    h.why
                );
            }
        }
        assert!(with_rival >= 5, "{with_rival}");
    }

    #[test]
    fn an_own_offer_is_hinted_once_a_turn() {
        // A main phase where the heuristic would offer: with the turn's offer made, it does not.
        let (g, s) = find(|g| {
            let c = g.current();
            (g.phase() == Phase::Main
                && heuristic::proposal(&Ctx::from_view(&g.player_view(c))).is_some())
            .then_some(c)
        });
        let view = g.player_view(s);
        let h = hint(
            Lang::En,
            &view,
            HintLevel::Heuristic,
            false,
            &mut GameRng::new(1),
            &counted(),
        )
        .unwrap();
        let Action::OfferTrade { give, get, .. } = h.action else {
            panic!("{:?}", h.action)
        };
        assert!(
            h.why
                .starts_with(&format!("Offer {give} for {get} to everyone")),
            "{}",
            h.why
        );
        assert_legal(&g, s, &h);
        let again = hint(
            Lang::En,
            &view,
            HintLevel::Heuristic,
            true,
            &mut GameRng::new(1),
            &counted(),
        )
        .unwrap();
        assert!(
            !matches!(again.action, Action::OfferTrade { .. }),
            "{:?}",
            again.action
        );
    }

    /// Issue 43, item 14: in one's main phase, with cards in hand and nothing they build or
    /// buy, End turn is the only move the rules list, but the hint does not call it the only
    /// move: a trade could still be offered. With an empty hand it is the only move.
    #[test]
    fn ending_the_turn_with_cards_in_hand_says_a_trade_could_still_be_offered() {
        let only_end = |g: &Game, hand: bool| {
            let c = g.current();
            let view = g.player_view(c);
            let ctx = Ctx::from_view(&view);
            (g.phase() == Phase::Main
                && g.offer().is_none()
                && moves(g, c) == [Action::EndTurn]
                && (g.player(c).resources.total() > 0) == hand
                && heuristic::proposal(&ctx).is_none())
            .then_some(c)
        };
        let (g, s) = find(|g| only_end(g, true));
        let view = g.player_view(s);
        let h = hint(
            Lang::En,
            &view,
            HintLevel::Heuristic,
            false,
            &mut GameRng::new(1),
            &counted(),
        )
        .unwrap();
        assert_eq!(h.action, Action::EndTurn);
        assert_legal(&g, s, &h);
        let or_offer = text(Lang::En, "hint-end-or-offer", &[]);
        assert!(h.why.contains(&or_offer), "{}", h.why);
        assert!(h.why.contains("offer"), "{}", h.why);
        let only = text(Lang::En, "hint-only-move", &[]);
        assert!(!h.why.contains(&only), "{}", h.why);

        let (g, s) = find(|g| only_end(g, false));
        let h = hint(
            Lang::En,
            &g.player_view(s),
            HintLevel::Heuristic,
            false,
            &mut GameRng::new(1),
            &counted(),
        )
        .unwrap();
        assert_eq!(h.action, Action::EndTurn);
        assert!(h.why.contains(&only), "{}", h.why);
        assert!(!h.why.contains(&or_offer), "{}", h.why);
    }

    /// A hint without a search (the heuristic level, or one sensible move) still names the
    /// seat's chance to win now, in the reader's language; the strong level's says what the
    /// move makes of it.
    #[test]
    fn every_hint_names_the_chance_in_the_readers_language() {
        let g = positions(4, 1).swap_remove(0);
        assert_eq!(g.phase(), Phase::Setup);
        let seat = g.current();
        let view = g.player_view(seat);
        let now = chance_now(&view);
        for lang in [Lang::En, Lang::De, Lang::Pl] {
            let h = hint(
                lang,
                &view,
                HintLevel::Heuristic,
                false,
                &mut GameRng::new(2),
                &counted(),
            )
            .unwrap();
            let said = text(lang, "hint-chance-now", &[("now", Arg::Int(now))]);
            assert!(h.why.ends_with(&said), "{}", h.why);
            let h = hint(
                lang,
                &view,
                HintLevel::Strong,
                false,
                &mut GameRng::new(2),
                &counted(),
            )
            .unwrap();
            assert_legal(&g, seat, &h);
            assert!(h.search.is_some(), "a set-up settlement is searched");
            let head = text(
                lang,
                "hint-chance",
                &[("now", Arg::Int(now)), ("after", Arg::Int(0))],
            );
            let head = head.split(&format!("{now}")).next().unwrap().to_string();
            assert!(h.why.contains(&head), "{} / {head}", h.why);
        }
    }
}
