//! Why a hint's move: one line true of the position for playing it (`reason`), the
//! place it names as the bot's choosers do (`hex_text`, `road_ends`), and how it fared in
//! the strong AI's playouts (`odds`).

use super::heuristic::{Ctx, Goal};
use super::strong::SearchReport;
use catan_engine::{
    bank_per_resource, cost, intersections_in, Action, DevCard, Event, Game, Hex, Intersection,
    Path, Phase, PlayerView, ResourceCounts, Seat, Terrain,
};
use catan_i18n::{and_list, or_list, text, Arg, Lang};
use catan_narrate::{cards, imperative, resource_name};

/// `hills 6 · 5 pips`, `desert`, in `lang`.
pub(super) fn hex_text(lang: Lang, view: &PlayerView, h: Hex) -> String {
    let t = view.public.board.tile(h);
    let terrain = Arg::Str(t.terrain.name());
    match t.number {
        Some(n) => text(
            lang,
            "hint-hex",
            &[
                ("terrain", terrain),
                ("number", Arg::Int(n.into())),
                ("pips", Arg::Int(t.pips().into())),
            ],
        ),
        None => text(lang, "terrain-name", &[("terrain", terrain)]),
    }
}

/// The robber's hex, when one of the player's own buildings touches it.
fn robber_on_mine(view: &PlayerView, ctx: &Ctx) -> Option<Hex> {
    let me = view.seat;
    view.public.robber.filter(|&h| {
        ctx.topo
            .corners(h)
            .iter()
            .any(|c| ctx.owner[c.index()] == me.0)
    })
}

/// A road's end on my side and its far end (during set-up, the far end from the settlement
/// just placed).
pub(super) fn road_ends(ctx: &Ctx, at: Path) -> (Intersection, Intersection) {
    let (a, b) = at.ends();
    let mine = |i: Intersection| {
        ctx.setup_settlement == Some(i) || (ctx.my_nodes | ctx.mine) & i.bit() != 0
    };
    if mine(b) && !mine(a) {
        (b, a)
    } else {
        (a, b)
    }
}

/// A build's key in the catalogues (`hint-goal`: "a city", "a development card").
fn goal_key(g: Goal) -> &'static str {
    match g {
        Goal::City => "city",
        Goal::Settlement => "settlement",
        Goal::Road => "road",
        Goal::Dev => "dev",
    }
}

/// Builds as one list, in `lang`: "a city and a road" ("a city or a road" with `or`).
fn goals(lang: Lang, gs: &[Goal], or: bool) -> String {
    let named: Vec<String> = gs
        .iter()
        .map(|&g| text(lang, "hint-goal", &[("goal", Arg::Str(goal_key(g)))]))
        .collect();
    match or {
        true => or_list(lang, &named),
        false => and_list(lang, &named),
    }
}

/// What a change of hand does for the seat's builds (`hand_clause`).
enum Clause {
    /// The builds it newly pays for.
    Pays(Vec<Goal>),
    /// What it still lacks for the build it brings closer.
    Short(ResourceCounts, Goal),
}

impl Clause {
    /// "then you can pay for a city", "then you are 1 ore short of a city" (`offered`: "if
    /// someone accepts, …"), in `lang`.
    fn say(&self, lang: Lang, offered: bool) -> String {
        match (self, offered) {
            (Clause::Pays(gs), false) => text(
                lang,
                "hint-then-pay",
                &[("goals", Arg::Str(&goals(lang, gs, false)))],
            ),
            (Clause::Pays(gs), true) => text(
                lang,
                "hint-if-accepted-pay",
                &[("goals", Arg::Str(&goals(lang, gs, false)))],
            ),
            (Clause::Short(missing, g), false) => text(
                lang,
                "hint-then-short",
                &[
                    ("missing", Arg::Str(&cards(lang, missing))),
                    ("goal", Arg::Str(goal_key(*g))),
                ],
            ),
            (Clause::Short(missing, g), true) => text(
                lang,
                "hint-if-accepted-short",
                &[
                    ("missing", Arg::Str(&cards(lang, missing))),
                    ("goal", Arg::Str(goal_key(*g))),
                ],
            ),
        }
    }
}

/// The builds `hand` pays for that the seat could also place or buy now.
fn can_pay(ctx: &Ctx, hand: &ResourceCounts) -> Vec<Goal> {
    let mut out = Vec::new();
    if hand.covers(&cost::CITY) && ctx.cities_left > 0 && ctx.mine & !ctx.cities != 0 {
        out.push(Goal::City);
    }
    if hand.covers(&cost::SETTLEMENT) && ctx.settlements_left > 0 && ctx.my_sites() != 0 {
        out.push(Goal::Settlement);
    }
    if hand.covers(&cost::DEV_CARD) && ctx.dev_deck_left > 0 {
        out.push(Goal::Dev);
    }
    if hand.covers(&cost::ROAD) && ctx.roads_left > 0 {
        out.push(Goal::Road);
    }
    out
}

/// The build the heuristic would save for with `hand`, and what `hand` still lacks for it.
fn target(ctx: &Ctx, hand: &ResourceCounts) -> Option<(Goal, ResourceCounts)> {
    ctx.goals()
        .map(|(g, c, prio)| (g, c, prio - 2.5 * hand.shortfall(&c).total() as f32))
        .max_by(|a, b| a.2.total_cmp(&b.2))
        .map(|(g, c, _)| (g, hand.shortfall(&c)))
}

/// What a change of hand from `before` to `after` does for the seat's builds: the builds it
/// newly pays for, or what it still lacks for the one it brings closer; None when it brings
/// no build closer.
fn hand_clause(ctx: &Ctx, before: &ResourceCounts, after: &ResourceCounts) -> Option<Clause> {
    let had = can_pay(ctx, before);
    let newly: Vec<Goal> = can_pay(ctx, after)
        .into_iter()
        .filter(|g| !had.contains(g))
        .collect();
    if !newly.is_empty() {
        return Some(Clause::Pays(newly));
    }
    let (goal, missing) = target(ctx, after)?;
    let was = target(ctx, before).map_or(u32::MAX, |(_, m)| m.total());
    (missing.total() > 0 && missing.total() < was).then_some(Clause::Short(missing, goal))
}

/// `hand` after giving `give` and getting `get`.
fn after(hand: &ResourceCounts, give: &ResourceCounts, get: &ResourceCounts) -> ResourceCounts {
    let mut h = *hand;
    h.sub(give);
    h.add(get);
    h
}

/// Events of `action` played on the sample: only read for actions whose public outcome
/// the seat's view decides (builds and card plays, not a bought card or a stolen one).
fn effects(sample: &Game, me: Seat, action: &Action) -> Vec<Event> {
    sample.clone().apply(me, *action).unwrap_or_default()
}

/// A reason true of the position for playing `action`, or None.
pub(super) fn reason(
    lang: Lang,
    view: &PlayerView,
    sample: &Game,
    ctx: &Ctx,
    action: &Action,
) -> Option<String> {
    let why = Why {
        lang,
        view,
        sample,
        ctx,
    };
    let hand = view.resources;
    match *action {
        Action::PlaceSettlement { at } | Action::BuildSettlement { at } => {
            why.settlement(action, at)
        }
        Action::BuildCity { at } => why.city(action, at),
        Action::PlaceRoad { at } | Action::BuildRoad { at } => why.road(action, at),
        Action::Roll { .. } => Some(why.robber_now("hint-robber-only", "hint-robber-none")),
        Action::Discard { cards } => Some(why.discard(&cards)),
        Action::MoveRobber { to, steal_from, .. } => why.robber(to, steal_from),
        Action::BuyDevCard => why.dev_card(),
        Action::PlayKnight => why.knight(action),
        Action::PlayRoadBuilding => Some(why.t(
            "hint-free-roads",
            &[("count", int(ctx.roads_left.min(2).into()))],
        )),
        Action::PlayYearOfPlenty { take } => {
            let mut got = ResourceCounts::ZERO;
            for r in take {
                got[r] += 1;
            }
            why.clause(&after(&hand, &ResourceCounts::ZERO, &got), false)
        }
        Action::PlayMonopoly { resource } => {
            let p = &view.public;
            let others = (bank_per_resource(p.board.island()) as u32)
                .saturating_sub(p.bank[resource] as u32 + hand[resource] as u32);
            Some(why.t(
                "hint-monopoly",
                &[
                    ("count", int(others)),
                    ("resource", Arg::Str(resource.name())),
                ],
            ))
        }
        Action::BankTrade { give, get } => why.clause(&after(&hand, &give, &get), false),
        Action::OfferTrade { give, get, .. } => why.clause(&after(&hand, &give, &get), true),
        Action::AcceptTrade => {
            let o = view.public.offer?;
            why.clause(&after(&hand, &o.get, &o.give), false)
        }
        Action::DeclineTrade => why.decline(),
        Action::ConfirmTrade { with } => {
            let (give, get) = view.public.offer?.terms_with(with)?;
            why.clause(&after(&hand, &give, &get), false)
        }
        Action::CancelTrade => why.cancel(),
        Action::EndTurn => why.end_turn(),
        Action::CounterTrade { .. }
        | Action::AskSpecialBuild
        | Action::WithdrawSpecialBuild
        | Action::Undo => None,
    }
}

/// A count as a catalogue argument.
fn int(n: u32) -> Arg<'static> {
    Arg::Int(n.into())
}

/// What `reason` reads: one seat's view, the sample rebuilt from it, the heuristic's
/// reading of the table, and the reader's language.
struct Why<'a> {
    lang: Lang,
    view: &'a PlayerView,
    sample: &'a Game,
    ctx: &'a Ctx<'a>,
}

impl Why<'_> {
    fn t(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        text(self.lang, id, args)
    }

    fn name(&self, s: Seat) -> String {
        self.view.public.name(s).to_string()
    }

    /// What the hand `after` (instead of the seat's hand now) does for its builds, said as
    /// of a trade someone must still accept with `offered`.
    fn clause(&self, after: &ResourceCounts, offered: bool) -> Option<String> {
        hand_clause(self.ctx, &self.view.resources, after).map(|cl| cl.say(self.lang, offered))
    }

    /// Whether `action`, played on the sample, wins the game for the seat.
    fn wins(&self, action: &Action) -> bool {
        let me = self.view.seat;
        effects(self.sample, me, action)
            .iter()
            .any(|e| matches!(e, Event::GameWon { seat, .. } if *seat == me))
    }

    /// A settlement: the win, the first of a resource, or how rich the spot is among those
    /// free now.
    fn settlement(&self, action: &Action, at: Intersection) -> Option<String> {
        let (p, ctx, lang) = (&self.view.public, self.ctx, self.lang);
        if self.wins(action) {
            return Some(self.t("hint-wins", &[]));
        }
        let prod = ctx.production(self.view.seat);
        let mut new: Vec<String> = Vec::new();
        for h in ctx.topo.hexes_at(at) {
            if let Some(r) = p.board.tile(h).terrain.resource() {
                let name = resource_name(lang, r);
                if prod[r.index()] == 0.0 && !new.contains(&name) {
                    new.push(name);
                }
            }
        }
        if ctx.mine != 0 && !new.is_empty() {
            let resources = and_list(lang, &new);
            return Some(self.t("hint-first", &[("resources", Arg::Str(&resources))]));
        }
        let pips = |i: Intersection| -> u32 {
            ctx.topo
                .hexes_at(i)
                .map(|h| p.board.tile(h).pips() as u32)
                .sum()
        };
        let spots = if p.phase == Phase::Setup {
            ctx.topo.intersections().fold(0, |m, i| m | i.bit()) & !ctx.near
        } else {
            ctx.my_sites()
        };
        let richer = intersections_in(spots)
            .filter(|&i| pips(i) > pips(at))
            .count() as u32;
        Some(match richer {
            0 => self.t("hint-richest", &[]),
            k => self.t("hint-richer", &[("count", int(k))]),
        })
    }

    /// A city: the win, or the pips it doubles (those the robber does not hold).
    fn city(&self, action: &Action, at: Intersection) -> Option<String> {
        if self.wins(action) {
            return Some(self.t("hint-wins", &[]));
        }
        let ctx = self.ctx;
        let pips: u32 = ctx
            .topo
            .hexes_at(at)
            .filter(|&h| Some(h) != ctx.robber)
            .map(|h| self.view.public.board.tile(h).pips() as u32)
            .sum();
        Some(self.t("hint-city", &[("pips", int(pips))]))
    }

    /// A road: the longest road it takes, or the settlement spot it reaches or heads for.
    fn road(&self, action: &Action, at: Path) -> Option<String> {
        let (ctx, me) = (self.ctx, self.view.seat);
        for e in effects(self.sample, me, action) {
            if let Event::LongestRoad {
                seat: Some(s),
                length,
            } = e
            {
                if s == me {
                    return Some(self.t("hint-longest-road", &[("length", int(length.into()))]));
                }
            }
        }
        let (from, far) = road_ends(ctx, at);
        let free = |i: Intersection| ctx.near & i.bit() == 0;
        if ctx.settlements_left == 0 {
            return None;
        }
        if free(far) {
            return Some(self.t(
                "hint-settlement-next",
                &[("at", Arg::Str(&far.to_string()))],
            ));
        }
        let passable = ctx.owner[far.index()] == u8::MAX || ctx.owner[far.index()] == me.0;
        let prod = ctx.production(me);
        intersections_in(ctx.topo.neighbors(far))
            .filter(|&x| x != from && free(x) && passable)
            .max_by(|a, b| {
                ctx.site_value(*a, &prod)
                    .total_cmp(&ctx.site_value(*b, &prod))
            })
            .map(|x| self.t("hint-heads-for", &[("at", Arg::Str(&x.to_string()))]))
    }

    /// Where the robber stands for the seat: `on_mine` names the hex of its own it holds,
    /// else `elsewhere`.
    fn robber_now(&self, on_mine: &str, elsewhere: &str) -> String {
        match robber_on_mine(self.view, self.ctx) {
            Some(h) => self.t(
                on_mine,
                &[("hex", Arg::Str(&hex_text(self.lang, self.view, h)))],
            ),
            None => self.t(elsewhere, &[]),
        }
    }

    /// A discard: what the kept cards pay for, or what they still lack.
    fn discard(&self, discarded: &ResourceCounts) -> String {
        let (ctx, lang) = (self.ctx, self.lang);
        let kept = after(&self.view.resources, discarded, &ResourceCounts::ZERO);
        let pays = can_pay(ctx, &kept);
        let kept_words = cards(lang, &kept);
        if !pays.is_empty() {
            return self.t(
                "hint-keep-pays",
                &[
                    ("kept", Arg::Str(&kept_words)),
                    ("goals", Arg::Str(&goals(lang, &pays, true))),
                ],
            );
        }
        match target(ctx, &kept) {
            Some((g, missing)) => self.t(
                "hint-keep-short",
                &[
                    ("kept", Arg::Str(&kept_words)),
                    ("missing", Arg::Str(&cards(lang, &missing))),
                    ("goal", Arg::Str(goal_key(g))),
                ],
            ),
            None => self.t("hint-keep", &[("kept", Arg::Str(&kept_words))]),
        }
    }

    /// A robber's move: whom it blocks, and what the victim holds.
    fn robber(&self, to: Hex, steal_from: Option<Seat>) -> Option<String> {
        let (p, ctx, me) = (&self.view.public, self.ctx, self.view.seat);
        let mut blocked: Vec<Seat> = Vec::new();
        for c in ctx.topo.corners(to) {
            let o = ctx.owner[c.index()];
            if o != u8::MAX && o != me.0 && !blocked.contains(&Seat(o)) {
                blocked.push(Seat(o));
            }
        }
        blocked.sort();
        let mut parts = Vec::new();
        if !blocked.is_empty() && p.board.tile(to).terrain != Terrain::Desert {
            let who: Vec<String> = blocked.iter().map(|&s| self.name(s)).collect();
            let names = and_list(self.lang, &who);
            parts.push(self.t("hint-blocks", &[("names", Arg::Str(&names))]));
        }
        if let Some(v) = steal_from {
            let pl = p.player(v);
            parts.push(self.t(
                "hint-victim",
                &[
                    ("name", Arg::Str(&self.name(v))),
                    ("cards", int(pl.resource_cards)),
                    ("points", int(pl.public_vp.into())),
                ],
            ));
        }
        (!parts.is_empty()).then(|| parts.join("; "))
    }

    /// A bought card: what is still unseen in the deck.
    fn dev_card(&self) -> Option<String> {
        let (p, me) = (&self.view.public, self.view.seat);
        let mut unseen = DevCard::standard_counts(p.board.island());
        for pl in &p.players {
            for c in DevCard::ALL {
                let mine = if pl.seat == me {
                    self.view.dev_cards[c]
                } else {
                    0
                };
                unseen[c] = unseen[c].saturating_sub(mine + pl.played[c]);
            }
        }
        (unseen.total() > 0).then(|| {
            self.t(
                "hint-unseen",
                &[
                    ("total", int(unseen.total())),
                    ("knights", int(unseen[DevCard::Knight].into())),
                    ("vps", int(unseen[DevCard::VictoryPoint].into())),
                ],
            )
        })
    }

    /// A knight: the largest army it takes, or the robber it moves off the seat's hex.
    fn knight(&self, action: &Action) -> Option<String> {
        let me = self.view.seat;
        for e in effects(self.sample, me, action) {
            if let Event::LargestArmy { seat, knights } = e {
                if seat == me {
                    return Some(self.t("hint-largest-army", &[("knights", int(knights.into()))]));
                }
            }
        }
        Some(self.robber_now("hint-robber-yours", "hint-knight-steal"))
    }

    /// Declining the open offer: the offerer is close to winning, the seat lacks the cards,
    /// or the trade brings no build closer.
    fn decline(&self) -> Option<String> {
        let (p, ctx, hand) = (&self.view.public, self.ctx, self.view.resources);
        let o = p.offer?;
        let offerer = p.player(p.current);
        if offerer.public_vp + 2 >= p.options.points_to_win {
            return Some(self.t(
                "hint-close-to-winning",
                &[
                    ("name", Arg::Str(&self.name(p.current))),
                    ("points", int(offerer.public_vp.into())),
                ],
            ));
        }
        if !hand.covers(&o.get) {
            let held = cards(self.lang, &o.get);
            return Some(self.t("hint-not-held", &[("cards", Arg::Str(&held))]));
        }
        let before = target(ctx, &hand).map_or(0, |(_, m)| m.total());
        let now = target(ctx, &after(&hand, &o.get, &o.give)).map_or(0, |(_, m)| m.total());
        (now >= before).then(|| self.t("hint-no-closer", &[]))
    }

    /// Cancelling the own offer: nobody took it, or no answer brings a build closer.
    fn cancel(&self) -> Option<String> {
        let (ctx, hand) = (self.ctx, self.view.resources);
        let o = self.view.public.offer?;
        let answers: Vec<(ResourceCounts, ResourceCounts)> =
            o.to.iter().filter_map(|s| o.terms_with(s)).collect();
        if answers.is_empty() {
            return Some(self.t("hint-nobody-took", &[]));
        }
        answers
            .iter()
            .all(|(give, get)| hand_clause(ctx, &hand, &after(&hand, give, get)).is_none())
            .then(|| self.t("hint-no-answer-closer", &[]))
    }

    /// Ending the turn: what the seat cannot pay for yet, or that nothing it can pay for
    /// is worth it.
    fn end_turn(&self) -> Option<String> {
        let (ctx, hand) = (self.ctx, self.view.resources);
        let (goal, missing) = target(ctx, &hand)?;
        let pays = can_pay(ctx, &hand);
        let short = |id: &str| {
            self.t(
                id,
                &[
                    ("missing", Arg::Str(&cards(self.lang, &missing))),
                    ("goal", Arg::Str(goal_key(goal))),
                ],
            )
        };
        Some(if pays.is_empty() {
            short("hint-cannot-pay")
        } else if missing.total() > 0 {
            short("hint-save-up")
        } else {
            self.t("hint-nothing-worth", &[])
        })
    }
}

/// The seat's chance to win, as the win-chance model judges it now, and, after a search,
/// what the chosen move and its closest rival make of it (their mean over the playouts
/// both played, scored by the model at the horizon): "Your chance to win: 24% now, 31%
/// after this move; next best, Buy a development card: 27%."
pub(super) fn chances(
    lang: Lang,
    now: f32,
    search: Option<&SearchReport>,
    view: &PlayerView,
    names: &[String],
) -> String {
    let pct = |x: f64| (100.0 * x).round().clamp(0.0, 100.0) as i64;
    let now = pct(now as f64);
    let Some(search) = search.filter(|s| s.chosen().playouts > 0) else {
        return text(lang, "hint-chance-now", &[("now", Arg::Int(now))]);
    };
    let runner_up = search.runner_up();
    let after = runner_up
        .as_ref()
        .map_or(search.chosen().mean(), |r| r.chosen_mean);
    let mut s = text(
        lang,
        "hint-chance",
        &[("now", Arg::Int(now)), ("after", Arg::Int(pct(after)))],
    );
    if let Some(r) = runner_up {
        let rival = match &r.action {
            Some(a) => imperative(lang, a, &view.public, names, None),
            None => text(lang, "hint-no-offer", &[]),
        };
        s.push_str(&text(
            lang,
            "hint-chance-rival",
            &[("rival", Arg::Str(&rival)), ("pct", Arg::Int(pct(r.mean)))],
        ));
    }
    s.push('.');
    s
}
