//! End-to-end: five and six players through the real bot binary and the fake Discord.
//!
//! `six_players_with_special_build_phases_to_the_winner`: Ada opens `/catan new players:6`
//! (the larger island, map random by default), Bea and Cy join, three AIs take the other
//! seats, and the humans play to the winner by buttons only — the set-up chooser with its 80
//! spots in several selects, the robber's 29 hexes in two selects, discards, builds, bank
//! trades. During each other's turns the humans ask for Special Build Phases with the
//! button under **My hand** (once asking, withdrawing and asking again), each builder is
//! pinged by a new message with **Build…**, **Buy card**, **My hand** and **Done**, builds
//! there and presses **Done**; the AIs ask and build in theirs. The active player's own hand
//! offers no such button. The bot is killed in the middle of the first
//! human Special Build Phase and restarted: the builder's buttons on the message posted
//! before still work, and the game goes on to its end. A chooser opened in a Special Build
//! Phase is refused once that phase is over.
//!
//! `a_late_builders_phase_ends_after_the_reminder`: the beginner map is refused for five
//! players with one sentence; then Ada plays five-handed with four AIs and a turn timer,
//! asks for a Special Build Phase during an AI's turn (under **My hand**, left on the last message),
//! and lets her phase run out: she is pinged, reminded at half time, and the stand-in only
//! passes — nothing is built or bought for her.

use crate::fake_discord;
use crate::table::{best_spot, offered, Seated};

use catan_bot::engine::cost;
use catan_bot::engine::*;
use catan_bot::store::{GameStatus, Store};
use catan_bot::table::who;
use fake_discord::{temp_db, BotProcess, FakeDiscord, FakeUser, InteractionHandle, Message, Opt};
use std::collections::HashSet;
use std::time::{Duration, Instant};

const SEED: u64 = 21;
const POINTS: u8 = 7;

fn spawn_bot(fake: &FakeDiscord, db: &str, extra: &[(&str, String)]) -> BotProcess {
    let mut env = vec![
        ("CATAN_TEST_SEED", SEED.to_string()),
        ("CATAN_TEST_MINUTE_SECS", "2".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ];
    for (k, v) in extra {
        env.retain(|(key, _)| key != k);
        env.push((k, v.clone()));
    }
    fake.spawn_bot(db, &env)
}

/// Clicks Add AI as `user` and picks `level` in the chooser.
async fn add_ai(fake: &FakeDiscord, user: &FakeUser, lobby: &Message, level: &str) {
    let lobby = fake.message(lobby.id).unwrap();
    let h = fake.click(user, &lobby, &lobby.button("Add AI").expect("Add AI"));
    assert!(h.response().await.ephemeral);
    let chooser = h.message().await;
    let id = chooser
        .button(level)
        .unwrap_or_else(|| panic!("{level} in {:?}", chooser.buttons()));
    let r = fake.click(user, &chooser, &id).response().await;
    assert_eq!(r.kind, 7, "{r:?}");
}

/// What happened at the table, for the final checks.
#[derive(Default)]
struct Facts {
    /// Requests made by the button under **My hand** (asks and withdrawals).
    asks: u32,
    withdrawals: u32,
    /// The active player's own click was refused.
    refused_own: bool,
    /// Builds and buys humans made in their Special Build Phases, and **Done** clicks.
    builds: u32,
    dones: u32,
    /// Human Special Build Phases whose message pinged the builder.
    pinged: u32,
    restarted: bool,
    stale_refused: bool,
    saw_setup_chooser: bool,
    /// Robber moves by humans, and those whose chooser needed two selects (over 25 hexes).
    robber_moves: u32,
    two_robber_selects: u32,
    /// Moments (stamps) at which the humans already thought about asking.
    considered: HashSet<u32>,
    /// Special Build Phases already checked for their ping.
    phases_seen: HashSet<u32>,
}

struct Table {
    /// The game, its channel, the fake and the store (`table::Seated`'s driver).
    at: Seated,
    db: String,
    bot: Option<BotProcess>,
    /// The human in each seat (None: an AI).
    humans: Vec<Option<FakeUser>>,
    facts: Facts,
    /// A Build… chooser opened in a Special Build Phase and left open, with its stamp.
    open_chooser: Option<(FakeUser, Message, u32)>,
}

impl std::ops::Deref for Table {
    type Target = Seated;
    fn deref(&self) -> &Seated {
        &self.at
    }
}

impl Table {
    fn human(&self, s: Seat) -> Option<&FakeUser> {
        self.humans[s.index()].as_ref()
    }

    fn user(&self, s: Seat) -> FakeUser {
        self.human(s).cloned().expect("a human seat")
    }

    /// Whether nothing moves by itself now: the game is over, or only humans must act (and
    /// no AI offer waits).
    fn quiet(&self, g: &Game) -> bool {
        if g.phase() == Phase::GameOver {
            return true;
        }
        let must = who::must_act(g);
        !must.is_empty() && must.iter().all(|s| self.human(*s).is_some()) && g.offer().is_none()
    }

    /// Whether Discord shows `g`: the turn message of this moment, pinging the first human
    /// to act, with the buttons of its phase (or the game-over message).
    async fn shows(&self, g: &Game) -> bool {
        let first = who::must_act(g)
            .into_iter()
            .find_map(|s| self.human(s).cloned());
        self.at.shows(g, first.as_ref()).await
    }

    /// Waits until the game is past `version`, nothing moves by itself, and Discord shows
    /// it.
    async fn wait_quiet(&self, version: i64, limit: Duration) -> (Game, i64) {
        let t0 = Instant::now();
        loop {
            let (g, v) = self.game().await;
            if v > version && self.quiet(&g) && self.shows(&g).await {
                return (g, v);
            }
            if t0.elapsed() > limit {
                panic!(
                    "the table never settled (version {v} after {version}, phase {:?}, turn {}, current {:?}): {:?}",
                    g.phase(),
                    g.turn(),
                    g.current(),
                    self.turn_msg().await.map(|m| (m.buttons(), m.content))
                );
            }
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// Waits until the game is past `version`.
    async fn wait_past(&self, version: i64) {
        let t0 = Instant::now();
        while self.game().await.1 <= version {
            assert!(
                t0.elapsed() < Duration::from_secs(15),
                "nothing was committed"
            );
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// Waits until the turn message's text passes `check` (edits follow the commit).
    async fn wait_turn_text(&self, what: &str, check: impl Fn(&str) -> bool) -> Message {
        let t0 = Instant::now();
        loop {
            if let Some(m) = self.turn_msg().await.filter(|m| check(&m.content)) {
                return m;
            }
            assert!(
                t0.elapsed() < Duration::from_secs(15),
                "the turn message never showed {what}: {:?}",
                self.turn_msg().await.map(|m| m.content)
            );
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    async fn acked(h: &InteractionHandle) {
        let r = h.response().await;
        assert!(
            matches!(r.kind, 5 | 6),
            "an acknowledgement, not a refusal: {r:?}"
        );
    }

    /// Opens Build… as `user` and makes `action` from its chooser.
    async fn build(&self, user: &FakeUser, action: &Action) {
        let h0 = self.click_turn(user, "Build…").await;
        assert!(h0.response().await.ephemeral);
        let chooser = h0.message().await;
        let places = chooser.attachment("places.png").expect("the ringed board");
        assert!(places.bytes.starts_with(b"\x89PNG"));
        let chooser = crate::table::page_with(&self.fake, user, &chooser, action).await;
        let h = self.choose(user, &chooser, action);
        Self::acked(&h).await;
    }

    /// Makes one move for `seat`, a human who must act in `g`; false when, instead, the
    /// others asked for a Special Build Phase first (their own moves, already shown).
    async fn human_step(&mut self, g: &Game, seat: Seat) -> bool {
        let user = self.user(seat);
        let legal = g.legal_actions(seat);
        match g.phase() {
            Phase::Setup => {
                let action = match g.setup_settlement() {
                    None => best_spot(g, &legal),
                    Some(_) => legal[0],
                };
                if !self.facts.saw_setup_chooser {
                    // Every spot of the larger island is offered, 25 at most per select.
                    self.facts.saw_setup_chooser = true;
                    let h0 = self.click_turn(&user, "Build…").await;
                    let chooser = h0.message().await;
                    // On pages, one close-up each.
                    let pages = crate::table::every_page(&self.fake, &user, &chooser).await;
                    let selects: Vec<_> = pages.iter().flat_map(|p| p.selects()).collect();
                    assert!(selects.iter().all(|s| s.options.len() <= 25));
                    let mut want = legal.clone();
                    want.sort_by_key(|a| format!("{a:?}"));
                    let mut got: Vec<Action> = pages.iter().flat_map(offered).collect();
                    got.sort_by_key(|a| format!("{a:?}"));
                    assert_eq!(got, want, "every legal spot, each once");
                    assert!(
                        want.len() > 50 && pages.len() >= 3,
                        "{} spots on {} pages",
                        want.len(),
                        pages.len()
                    );
                    let chooser = self.fake.message(chooser.id).expect("the chooser");
                    let chooser =
                        crate::table::page_with(&self.fake, &user, &chooser, &action).await;
                    Self::acked(&self.choose(&user, &chooser, &action)).await;
                } else {
                    self.build(&user, &action).await;
                }
            }
            Phase::Roll => {
                if !self.facts.refused_own {
                    // The player whose turn it is cannot ask for a phase after it: their
                    // hand offers no such button.
                    let hand = self.open_hand(&user).await;
                    assert!(hand.is_ephemeral(), "the hand is private");
                    assert!(
                        hand.buttons().is_empty(),
                        "nothing to ask on one's own turn: {:?}",
                        hand.buttons()
                    );
                    self.facts.refused_own = true;
                }
                Self::acked(&self.click_turn(&user, "Roll").await).await;
            }
            Phase::Discard => {
                let owed = g.pending_discard(seat) as usize;
                let h0 = self.click_turn(&user, "Discard").await;
                let chooser = h0.message().await;
                let sel = &chooser.selects()[0];
                let (values, _) = crate::table::pick_discard(&sel.options, owed as u8);
                let values: Vec<&str> = values.iter().map(String::as_str).collect();
                Self::acked(&self.fake.select(&user, &chooser, &sel.custom_id, &values)).await;
            }
            Phase::MoveRobber => {
                let action = robber_choice(g, seat, &legal);
                let Action::MoveRobber { to, steal_from, .. } = action else {
                    unreachable!()
                };
                let h0 = self.click_turn(&user, "Move robber").await;
                let chooser = h0.message().await;
                let hexes: HashSet<usize> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::MoveRobber { to, .. } => Some(to.index()),
                        _ => None,
                    })
                    .collect();
                let selects = chooser.selects();
                let offered: usize = selects.iter().map(|s| s.options.len()).sum();
                assert_eq!(offered, hexes.len(), "every hex the robber may go to");
                assert!(selects.iter().all(|s| s.options.len() <= 25));
                self.facts.robber_moves += 1;
                if hexes.len() > 25 {
                    assert!(selects.len() >= 2);
                    self.facts.two_robber_selects += 1;
                }
                let sel = selects
                    .iter()
                    .find(|s| s.options.iter().any(|(_, v)| v == to.name()))
                    .expect("the hex is offered");
                let h1 = self
                    .fake
                    .select(&user, &chooser, &sel.custom_id, &[to.name()]);
                let victims = g.steal_candidates(seat, to);
                if victims.iter().count() > 1 {
                    let r1 = h1.response().await;
                    assert_eq!(r1.kind, 7, "whom to rob: {r1:?}");
                    let m = self.fake.message(chooser.id).unwrap();
                    let id = m
                        .button(&format!("Steal from {}", g.name(steal_from.unwrap())))
                        .expect("a victim button");
                    Self::acked(&self.fake.click(&user, &m, &id)).await;
                } else {
                    Self::acked(&h1).await;
                }
            }
            Phase::RoadBuilding => self.build(&user, &legal[0]).await,
            Phase::Main => {
                let stamp = who::stamp(g);
                if self.facts.considered.insert(stamp) {
                    // The others think about building right after this turn.
                    let mut asked = false;
                    for other in g.seats().filter(|&s| s != seat) {
                        if self.human(other).is_some()
                            && !g.special_build_requests().contains(other)
                            && wants_to_build(g, other)
                        {
                            self.ask(other).await;
                            asked = true;
                        }
                    }
                    if asked {
                        return false;
                    }
                }
                let action = main_choice(g, seat, &legal);
                self.perform(&user, action).await;
            }
            Phase::SpecialBuild => self.special_build_step(g, seat).await,
            Phase::GameOver => unreachable!(),
        }
        true
    }

    /// `seat` asks under **My hand**; the first time they also withdraw and ask again.
    async fn ask(&mut self, seat: Seat) {
        let user = self.user(seat);
        let (g, v) = self.game().await;
        let owner = g.name(g.turn_owner()).to_string();
        let rounds = if self.facts.asks == 0 { 3 } else { 1 };
        let mut version = v;
        let name = g.name(seat).to_string();
        for k in 0..rounds {
            let withdrawing = k == 1;
            // The footer lists the builders as they are now; the story does not tell each
            // toggle.
            let line = match withdrawing {
                false => format!("{name} asks for a Special Build Phase"),
                true => format!("{name} no longer asks for a Special Build Phase"),
            };
            let h = self.click_special_build(&user, withdrawing).await;
            let r = h.response().await;
            assert_eq!(r.kind, 6, "acknowledged: {r:?}");
            let answer = &h.message().await;
            assert!(answer.is_ephemeral(), "the answer is private");
            let want = match withdrawing {
                false => format!("You asked for a Special Build Phase: when {owner} ends the turn"),
                true => format!("You withdrew your request: no Special Build Phase for you after {owner}'s turn."),
            };
            assert!(answer.content.starts_with(&want), "{}", answer.content);
            let (g, v) = self.wait_quiet(version, Duration::from_secs(30)).await;
            version = v;
            assert_eq!(g.special_build_requests().contains(seat), !withdrawing);
            match withdrawing {
                false => self.facts.asks += 1,
                true => self.facts.withdrawals += 1,
            }
            let listed = |text: &str| {
                text.lines()
                    .find(|l| l.starts_with("🔨 Special Build Phase after this turn:"))
                    .is_some_and(|l| l.contains(&name))
            };
            let m = self
                .wait_turn_text(&line, |text| listed(text) != withdrawing)
                .await;
            assert!(!m.content.contains(&line), "{}", m.content);
        }
    }

    /// One move of a human's Special Build Phase (the first one after a restart of the bot).
    async fn special_build_step(&mut self, g: &Game, seat: Seat) {
        let user = self.user(seat);
        let stamp = who::stamp(g);
        let msg = self.turn_msg().await.expect("the phase's message");
        if self.facts.phases_seen.insert(stamp) {
            // A new message pinged the builder, saying what they may do.
            assert!(
                self.fake
                    .notifications(user.id)
                    .iter()
                    .any(|n| n.message_id == msg.id),
                "the Special Build Phase pings its builder"
            );
            assert!(
                msg.content.contains("your Special Build Phase after"),
                "{}",
                msg.content
            );
            // Its first line, all a phone's notification shows, says what and where.
            let first = msg.content.lines().next().unwrap_or_default();
            assert!(
                first.starts_with(&format!(
                    "🔨 {}, your Special Build Phase · Catan #",
                    g.name(seat)
                )),
                "{}",
                msg.content
            );
            assert!(
                msg.content
                    .lines()
                    .nth(1)
                    .is_some_and(|l| l.starts_with("**Special build** ·")),
                "{}",
                msg.content
            );
            self.facts.pinged += 1;
        }
        if !self.facts.restarted {
            self.restart().await;
            let now = self.turn_msg().await.unwrap();
            assert_eq!(now.id, msg.id, "the same message carries the phase");
        }
        let legal = g.legal_actions(seat);
        let builds = legal.iter().any(|a| a.name().starts_with("build"));
        if !self.facts.stale_refused && self.open_chooser.is_none() && builds {
            // A chooser left open until the phase has ended.
            let h0 = self.click_turn(&user, "Build…").await;
            let chooser = h0.message().await;
            assert!(!chooser.selects().is_empty(), "{}", chooser.content);
            self.open_chooser = Some((user.clone(), chooser, stamp));
        }
        let action = special_build_choice(g, seat, &legal);
        match action {
            Action::EndTurn => {
                Self::acked(&self.click_turn(&user, "Done").await).await;
                self.facts.dones += 1;
            }
            Action::BuyDevCard => {
                Self::acked(&self.click_turn(&user, "Buy card").await).await;
                self.facts.builds += 1;
            }
            a => {
                self.build(&user, &a).await;
                self.facts.builds += 1;
            }
        }
    }

    /// After a phase ended: its open chooser no longer acts.
    async fn check_stale_chooser(&mut self, g: &Game) {
        if self
            .open_chooser
            .as_ref()
            .is_none_or(|(_, _, stamp)| *stamp == who::stamp(g))
        {
            return;
        }
        let (user, chooser, _) = self.open_chooser.take().unwrap();
        let sel = &chooser.selects()[0];
        let (_, v0) = self.game().await;
        let h = self.fake.select(
            &user,
            &chooser,
            &sel.custom_id,
            &[sel.options[0].1.as_str()],
        );
        let r = h.response().await;
        assert!(r.kind == 7 || (r.kind == 4 && r.ephemeral), "{r:?}");
        assert!(
            r.content.contains("That Special Build Phase is over."),
            "{r:?}"
        );
        let (_, v1) = self.game().await;
        assert_eq!(v0, v1, "a stale chooser changes nothing");
        self.facts.stale_refused = true;
    }

    /// Makes `action` of a human's own turn with the buttons a player uses.
    async fn perform(&self, user: &FakeUser, action: Action) {
        match action {
            Action::EndTurn => Self::acked(&self.click_turn(user, "End turn").await).await,
            Action::BuyDevCard => Self::acked(&self.click_turn(user, "Buy card").await).await,
            Action::BankTrade { .. } => {
                let h0 = self.click_turn(user, "Trade…").await;
                let chooser = h0.message().await;
                Self::acked(&self.choose(user, &chooser, &action)).await;
            }
            a => self.build(user, &a).await,
        }
    }

    /// Kills the bot and starts a new process on the same database.
    async fn restart(&mut self) {
        let mut old = self.bot.take().expect("a running bot");
        old.0.kill().unwrap();
        old.0.wait().unwrap();
        let readies = self.fake.sessions_started().0;
        self.bot = Some(spawn_bot(&self.fake, &self.db, &[]));
        self.fake
            .wait_until(Duration::from_secs(30), |s| {
                (s.ready_count > readies).then_some(())
            })
            .await
            .expect("the new bot process connected");
        self.facts.restarted = true;
    }
}

/// The robber goes where it hurts another player most (never on the mover's own hexes),
/// robbing someone when it can.
fn robber_choice(g: &Game, seat: Seat, legal: &[Action]) -> Action {
    let mine = g.player(seat).buildings();
    *legal
        .iter()
        .max_by_key(|a| match a {
            Action::MoveRobber { to, steal_from, .. } => {
                let own = g
                    .topology()
                    .corners(*to)
                    .iter()
                    .any(|c| mine & c.bit() != 0);
                (
                    !own,
                    steal_from.is_some(),
                    g.board().tile(*to).pips(),
                    std::cmp::Reverse(to.index()),
                )
            }
            _ => (false, false, 0, std::cmp::Reverse(usize::MAX)),
        })
        .unwrap()
}

/// Whether `seat` could build (or buy) right now if it were its turn: a reason to ask.
fn wants_to_build(g: &Game, seat: Seat) -> bool {
    let p = g.player(seat);
    let hand = p.resources;
    let city = p.cities_left() > 0 && p.settlements != 0 && hand.covers(&cost::CITY);
    let settlement =
        p.settlements_left() > 0 && g.settlement_spots(seat) != 0 && hand.covers(&cost::SETTLEMENT);
    let card = g.public_view().dev_deck_left > 0 && hand.covers(&cost::DEV_CARD);
    let road = p.roads_left() > 0 && g.settlement_spots(seat) == 0 && hand.covers(&cost::ROAD);
    city || settlement || card || road
}

fn first(legal: &[Action], f: impl Fn(&Action) -> bool) -> Option<Action> {
    legal.iter().copied().find(|a| f(a))
}

/// A human's move in the main phase of their own turn.
fn main_choice(g: &Game, seat: Seat, legal: &[Action]) -> Action {
    let cities = first_all(legal, |a| matches!(a, Action::BuildCity { .. }));
    if !cities.is_empty() {
        return best_spot(g, &cities);
    }
    let settlements = first_all(legal, |a| matches!(a, Action::BuildSettlement { .. }));
    if !settlements.is_empty() {
        return best_spot(g, &settlements);
    }
    let p = g.player(seat);
    if p.dev_cards.total() < 2 {
        if let Some(a) = first(legal, |a| *a == Action::BuyDevCard) {
            return a;
        }
    }
    if g.settlement_spots(seat) == 0 && p.roads_left() > 0 {
        if let Some(a) = first(legal, |a| matches!(a, Action::BuildRoad { .. })) {
            return a;
        }
    }
    let hand = p.resources;
    if hand.total() >= 8 {
        let scarce = Resource::ALL.into_iter().min_by_key(|r| hand[*r]).unwrap();
        if let Some(a) = first(
            legal,
            |a| matches!(a, Action::BankTrade { get, .. } if get[scarce] == 1 && get.total() == 1),
        ) {
            return a;
        }
    }
    Action::EndTurn
}

fn first_all(legal: &[Action], f: impl Fn(&Action) -> bool) -> Vec<Action> {
    legal.iter().copied().filter(|a| f(a)).collect()
}

/// A human's move in their Special Build Phase: a city, a settlement, a road toward a
/// new spot, a development card, then Done.
fn special_build_choice(g: &Game, seat: Seat, legal: &[Action]) -> Action {
    let cities = first_all(legal, |a| matches!(a, Action::BuildCity { .. }));
    if !cities.is_empty() {
        return best_spot(g, &cities);
    }
    let settlements = first_all(legal, |a| matches!(a, Action::BuildSettlement { .. }));
    if !settlements.is_empty() {
        return best_spot(g, &settlements);
    }
    let p = g.player(seat);
    if g.settlement_spots(seat) == 0 && p.roads_left() > 0 {
        if let Some(a) = first(legal, |a| matches!(a, Action::BuildRoad { .. })) {
            return a;
        }
    }
    if p.dev_cards.total() < 3 {
        if let Some(a) = first(legal, |a| *a == Action::BuyDevCard) {
            return a;
        }
    }
    Action::EndTurn
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn six_players_with_special_build_phases_to_the_winner() {
    let started = Instant::now();
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    let bot = spawn_bot(&fake, &db, &[]);
    let cmds = fake.wait_online().await;
    // `/catan new players:` takes 2 to 6.
    let players = cmds
        .iter()
        .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
        .find(|s| s["name"] == "new")
        .and_then(|s| {
            s["options"]
                .as_array()?
                .iter()
                .find(|o| o["name"] == "players")
                .cloned()
        })
        .expect("the players option");
    assert_eq!(
        (players["min_value"].as_f64(), players["max_value"].as_f64()),
        (Some(2.0), Some(6.0))
    );
    let users = fake.users();
    let (ada, bea, cy) = (users[0].clone(), users[1].clone(), users[2].clone());
    let channel = fake.channel().id;

    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[
            ("players", Opt::Int(6)),
            ("points", Opt::Int(POINTS as i64)),
            ("thread", Opt::Bool(false)),
        ],
    );
    let lobby = h.public_answer().await;
    assert!(
        lobby
            .content
            .contains("a new game for 6 players on a random map of the larger island"),
        "{}",
        lobby.content
    );
    for u in [&bea, &cy] {
        let r = fake
            .click(u, &lobby, &lobby.button("Join").unwrap())
            .response()
            .await;
        assert_eq!(r.kind, 7, "{r:?}");
    }
    for level in [
        "Heuristic (quick)",
        "Random (beginner)",
        "Heuristic (quick)",
    ] {
        add_ai(&fake, &ada, &lobby, level).await;
    }
    let lobby_id = lobby.id;
    let lobby = fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(lobby_id)
                .filter(|m| m.content.contains("Seats (6/6)"))
                .cloned()
        })
        .await
        .expect("six seats");
    let store = Store::open(&db).await.unwrap();
    let game_id = store
        .open_game_in_channel(channel)
        .await
        .unwrap()
        .unwrap()
        .id;
    let r = fake
        .click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    let row = store.game_row(game_id).await.unwrap();
    let humans: Vec<Option<FakeUser>> = row
        .seats
        .iter()
        .map(|s| {
            users
                .iter()
                .find(|u| s.ai.is_none() && u.id == s.user_id)
                .cloned()
        })
        .collect();
    assert_eq!(humans.iter().flatten().count(), 3);
    let mut t = Table {
        at: Seated {
            fake: fake.clone(),
            store,
            game: game_id,
            channel,
        },
        db: db.clone(),
        bot: Some(bot),
        humans,
        facts: Facts::default(),
        open_chooser: None,
    };
    let (g, _) = t.game().await;
    assert_eq!(g.board().island(), Island::Large);
    assert_eq!(g.bank()[Resource::Ore], 24);

    let mut version = -1;
    loop {
        let (g, v) = t.wait_quiet(version, Duration::from_secs(90)).await;
        version = v;
        t.check_stale_chooser(&g).await;
        if g.phase() == Phase::GameOver {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(1_200),
            "the game takes too long"
        );
        let seat = who::must_act(&g)[0];
        let since = t.log_len().await;
        if t.human_step(&g, seat).await {
            t.wait_logged(seat, since).await;
        }
    }

    let (g, _) = t.game().await;
    let winner = g.winner().expect("a winner");
    let over = fake
        .wait_message(
            channel,
            |m| m.content.contains("Game over"),
            Duration::from_secs(10),
        )
        .await
        .expect("the game-over message");
    assert!(over.content.contains(g.name(winner)), "{}", over.content);
    assert_eq!(
        t.store.game_row(game_id).await.unwrap().status,
        GameStatus::Finished
    );

    // What the record says: humans and AIs asked, and built in their phases.
    let record = t.store.record(game_id).await.unwrap();
    let (mut replay, mut rng) = record.start().unwrap();
    let (mut ai_asks, mut ai_builds, mut human_builds, mut phases) = (0, 0, 0, 0);
    for sa in &record.actions {
        let ai = t.human(sa.p).is_none();
        let in_phase = replay.phase() == Phase::SpecialBuild;
        if ai && sa.action == Action::AskSpecialBuild {
            ai_asks += 1;
        }
        if in_phase && sa.action != Action::EndTurn {
            match ai {
                true => ai_builds += 1,
                false => human_builds += 1,
            }
        }
        let a = replay.complete(sa.action, &mut rng);
        for e in replay.apply(sa.p, a).expect("the record replays") {
            phases += u32::from(matches!(e, Event::SpecialBuildStarted { .. }));
        }
    }
    let f = &t.facts;
    eprintln!(
        "six players: {} turns, {phases} Special Build Phases; humans asked {} (withdrew {}), built {} in {} phases (Done ×{}); AIs asked {ai_asks}, built {ai_builds}; {:.0?}",
        g.turn(),
        f.asks,
        f.withdrawals,
        f.builds,
        f.pinged,
        f.dones,
        started.elapsed()
    );
    assert!(
        f.refused_own,
        "the active player was offered no ask of their own"
    );
    assert!(f.asks >= 2 && f.withdrawals == 1, "humans asked by button");
    assert!(
        f.builds >= 1 && human_builds == f.builds,
        "a human built in a phase"
    );
    assert!(
        f.dones >= 1 && f.pinged >= 1,
        "a human pressed Done after being pinged"
    );
    assert!(f.restarted, "the bot restarted in a Special Build Phase");
    assert!(f.stale_refused, "a chooser of an ended phase was refused");
    assert!(ai_asks >= 1 && ai_builds >= 1, "AIs asked and built");
    assert!(f.saw_setup_chooser);
    // The robber may go to 29 of the 30 hexes: two selects.
    assert!(
        f.robber_moves >= 1 && f.two_robber_selects == f.robber_moves,
        "{} robber moves, {} with two selects",
        f.robber_moves,
        f.two_robber_selects
    );
    // Nothing private went public.
    for m in fake.public_messages(channel) {
        assert!(!m.content.contains("Your hand"), "{}", m.content);
        assert!(!m.content.contains("You bought"), "{}", m.content);
        assert!(!m.content.contains("You asked"), "{}", m.content);
    }
    fake.dump_transcript(channel, "six_players");
    fake.assert_no_violations();
    fake.assert_response_times();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_builders_phase_ends_after_the_reminder() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    // A "minute" of 4 s: a turn of 4 s, the reminder at 2 s; AIs pause between moves so a
    // human can click during their turns.
    let bot = spawn_bot(
        &fake,
        &db,
        &[
            ("CATAN_TEST_MINUTE_SECS", "4".into()),
            ("CATAN_TEST_AI_PAUSE_MS", "700".into()),
        ],
    );
    fake.wait_online().await;
    let ada = fake.users()[0].clone();
    let channel = fake.channel().id;

    // The larger island has no beginner map: one sentence, and no lobby.
    let r = fake
        .slash(
            &ada,
            "catan",
            "new",
            &[
                ("players", Opt::Int(5)),
                ("map", Opt::Int(0)),
                ("thread", Opt::Bool(false)),
            ],
        )
        .response()
        .await;
    assert!(r.ephemeral, "{r:?}");
    assert_eq!(
        r.content,
        "The beginner map is for 2 to 4 players; a 5–6 player game uses a random map."
    );
    let store = Store::open(&db).await.unwrap();
    assert!(store.open_game_in_channel(channel).await.unwrap().is_none());

    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[
            ("players", Opt::Int(5)),
            ("turn_timer", Opt::Str("1".into())),
            ("thread", Opt::Bool(false)),
        ],
    );
    let lobby = h.public_answer().await;
    for _ in 0..4 {
        add_ai(&fake, &ada, &lobby, "Heuristic (quick)").await;
    }
    let lobby_id = lobby.id;
    let lobby = fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(lobby_id)
                .filter(|m| m.content.contains("Seats (5/5)"))
                .cloned()
        })
        .await
        .expect("five seats");
    let r = fake
        .click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    let game_id = store.active_games().await.unwrap()[0].0;
    let row = store.game_row(game_id).await.unwrap();
    let ada_seat = Seat(row.seats.iter().position(|s| s.user_id == ada.id).unwrap() as u8);
    let mut humans = vec![None; 5];
    humans[ada_seat.index()] = Some(ada.clone());
    let mut t = Table {
        at: Seated {
            fake: fake.clone(),
            store,
            game: game_id,
            channel,
        },
        db: db.clone(),
        bot: Some(bot),
        humans,
        facts: Facts {
            // Her own turns are played quickly, without the checks of the big game.
            refused_own: true,
            saw_setup_chooser: true,
            ..Facts::default()
        },
        open_chooser: None,
    };

    // Ada plays her own moves at once; during an AI's turn she asks for a phase by button.
    let t0 = Instant::now();
    let limit = Duration::from_secs(240);
    let mut asked_during = None;
    loop {
        assert!(t0.elapsed() < limit, "Ada never got to ask");
        let (g, v) = t.game().await;
        if g.phase() == Phase::GameOver {
            panic!("the game ended before Ada asked");
        }
        if who::must_act(&g).contains(&ada_seat) && g.phase() != Phase::SpecialBuild {
            if t.shows(&g).await {
                let since = t.log_len().await;
                let acted = match g.phase() {
                    // Her own turns pass quickly.
                    Phase::Main => {
                        Table::acked(&t.click_turn(&ada, "End turn").await).await;
                        true
                    }
                    _ => t.human_step(&g, ada_seat).await,
                };
                match acted {
                    true => t.wait_logged(ada_seat, since).await,
                    false => t.wait_past(v).await,
                }
            }
        } else if asked_during.is_none() && who::special_build_open(&g) && g.current() != ada_seat {
            // While AIs play, the last turn message keeps My hand; the ask is under the hand.
            let hand = match t.turn_msg().await.and_then(|m| m.button("My hand")) {
                Some(_) => Some(t.open_hand(&ada).await),
                None => None,
            };
            let prefix = format!("t:{}:{}:", game_id, who::stamp(&g));
            let button = hand.as_ref().and_then(|m| {
                m.buttons().into_iter().find(|b| {
                    b.label == "Ask for a Special Build Phase"
                        && !b.disabled
                        && b.custom_id
                            .as_deref()
                            .is_some_and(|c| c.starts_with(&prefix))
                })
            });
            if let (Some(m), Some(b)) = (hand, button) {
                let h = fake.click(&ada, &m, &b.custom_id.unwrap());
                let r = h.response().await;
                match r.kind {
                    6 => {
                        let answer = &h.message().await;
                        assert!(
                            answer.content.starts_with("You asked"),
                            "{}",
                            answer.content
                        );
                        asked_during = Some(g.turn());
                    }
                    // Too late: that AI's turn ended meanwhile.
                    _ => assert!(r.content.contains("That turn is over"), "{r:?}"),
                }
            }
        } else if g.phase() == Phase::SpecialBuild && g.current() == ada_seat {
            break;
        }
        tokio::time::sleep(Duration::from_millis(40)).await;
    }
    let turn = asked_during.expect("Ada asked");
    let (g, _) = t.game().await;
    assert_eq!(g.turn(), turn, "her phase follows the turn she asked in");
    let before = g.player(ada_seat).clone();
    let stamp = who::stamp(&g);
    let ping = format!("<@{}>", ada.id);
    // Her phase's message pings her; the reminder comes at half time, then the time-out.
    let t1 = Instant::now();
    while !t.shows(&g).await {
        assert!(t1.elapsed() < Duration::from_secs(10), "her phase is shown");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    let phase_msg = t.turn_msg().await.unwrap();
    assert!(
        fake.notifications(ada.id)
            .iter()
            .any(|n| n.message_id == phase_msg.id),
        "her phase pings her"
    );
    assert!(
        phase_msg.content.contains("⏱ Your phase ends <t:"),
        "{}",
        phase_msg.content
    );
    let reminded = fake
        .wait_message(
            channel,
            |m| {
                m.content.contains(&ping)
                    && m.content
                        .contains("half of your time is gone; your Special Build Phase ends")
            },
            Duration::from_secs(20),
        )
        .await;
    assert!(reminded.is_some(), "the reminder");
    let timed_out = fake
        .wait_message(
            channel,
            |m| m.content == "⌛ Time is up for Ada: their Special Build Phase ends.",
            Duration::from_secs(20),
        )
        .await;
    assert!(timed_out.is_some(), "the time-out");
    // The stand-in passed: the phase is over and nothing was built or bought for her.
    let t1 = Instant::now();
    let after = loop {
        let (g, _) = t.game().await;
        if who::stamp(&g) != stamp {
            break g;
        }
        assert!(
            t1.elapsed() < Duration::from_secs(20),
            "the phase never ended"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let mine = after.player(ada_seat);
    assert_eq!(
        (
            mine.settlements,
            mine.cities,
            mine.roads,
            mine.dev_cards.total()
        ),
        (
            before.settlements,
            before.cities,
            before.roads,
            before.dev_cards.total()
        )
    );
    let record = t.store.record(game_id).await.unwrap();
    let (mut replay, mut rng) = record.start().unwrap();
    for sa in &record.actions {
        if sa.p == ada_seat && replay.phase() == Phase::SpecialBuild && who::stamp(&replay) == stamp
        {
            assert_eq!(sa.action, Action::EndTurn, "the stand-in only passes");
        }
        let a = replay.complete(sa.action, &mut rng);
        replay.apply(sa.p, a).unwrap();
    }
    let r = fake.slash(&ada, "catan", "abandon", &[]).response().await;
    assert!(r.content.contains("abandoned"), "{r:?}");
    fake.dump_transcript(channel, "late_builder");
    fake.assert_no_violations();
    fake.assert_response_times();
}
