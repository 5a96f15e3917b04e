//! End-to-end: the real bot binary (serenity + poise) against the fake Discord. Plays a
//! whole 3-player game to a winner through slash commands, buttons, selects and modals —
//! with a domestic trade with a counter-offer, a 7 with discards and a steal, every kind of
//! development card — restarts the bot mid-turn with an open offer and finishes on the old
//! messages' buttons, checks refusals change nothing and that no public message carries a
//! private card, and fails on any interaction answered in 3 s or more (printing p50/p99).
//!
//! The test reads the game from the same SQLite database only to decide its moves; every
//! change goes through Discord.

use crate::fake_discord;
use crate::table::{action_of, best_spot, Seated};

use catan_bot::engine::*;
use catan_bot::i18n::Lang;
use catan_bot::store::Store;
use fake_discord::{temp_db, BotProcess, FakeDiscord, FakeUser, Message, Opt, Response};
use std::process::Command;
use std::time::Duration;

const POINTS: u8 = 8;

/// A seed whose first development cards include every playable kind early, with Year of
/// Plenty and Monopoly next to each other (so one player can hold both).
fn pick_seed() -> u64 {
    let options = Options {
        players: 3,
        points_to_win: POINTS,
        ..Options::default()
    };
    (1..10_000u64)
        .find(|&seed| {
            let setup = GameSetup::random(options, Board::beginner(), &mut GameRng::new(seed));
            let top = &setup.dev_deck[..6];
            [
                DevCard::Knight,
                DevCard::RoadBuilding,
                DevCard::YearOfPlenty,
                DevCard::Monopoly,
                DevCard::VictoryPoint,
            ]
            .iter()
            .all(|c| top.contains(c))
                && top
                    .windows(2)
                    .any(|w| w.contains(&DevCard::YearOfPlenty) && w.contains(&DevCard::Monopoly))
        })
        .expect("some seed puts every card kind on top")
}

fn spawn_bot(fake: &FakeDiscord, db: &str, seed: u64) -> BotProcess {
    fake.spawn_bot(
        db,
        &[
            ("CATAN_TEST_SEED", seed.to_string()),
            ("CATAN_TEST_DICE_FILE", dice_file(db)),
        ],
    )
}

/// Where a test writes the dice of the next roll by button (a test hook of the bot).
fn dice_file(db: &str) -> String {
    format!("{}.dice", db.trim_start_matches("sqlite://"))
}

/// How a whole game is played: every move by the buttons, choosers and forms a player
/// clicks, or every move that has a command by its `/catan` command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Way {
    Buttons,
    Commands,
}

struct Table {
    /// The game, its channel, the fake and the store (`table::Seated`'s driver).
    at: Seated,
    /// Users in seat order.
    seats: Vec<FakeUser>,
    played: Vec<DevCard>,
    /// Sevens rolled so far (two, so discards are made both ways).
    sevens: u32,
    traded: bool,
    discarded_by_select: bool,
    discarded_by_typing: bool,
    discarded_by_command: bool,
    way: Way,
    dice_file: String,
    /// The most kinds of build one Build… chooser offered at once (each kind its own
    /// select, with its own custom id), and the most cards one Play card… chooser did.
    build_kinds_max: usize,
    play_kinds_max: usize,
    /// Ephemeral choosers used for a move: each is closed by what was done.
    choosers_used: u32,
    /// The development deck, top card first (from the stored record).
    deck: Vec<DevCard>,
    /// A build or bank trade was taken back (once a game).
    undone: bool,
}

impl std::ops::Deref for Table {
    type Target = Seated;
    fn deref(&self) -> &Seated {
        &self.at
    }
}

impl Table {
    fn user(&self, s: Seat) -> FakeUser {
        self.seats[s.index()].clone()
    }

    /// The game's current turn message, as the bot noted it.
    async fn turn_msg(&self) -> Message {
        match self.at.turn_msg().await {
            Some(m) => m,
            None => self.turn_messages().pop().expect("a turn message"),
        }
    }

    /// Whether Discord shows the game as it stands: the turn message of this turn, with
    /// the buttons of its phase, naming whom it waits for (or the game-over message).
    async fn shows(&self, g: &Game) -> bool {
        self.at.shows(g, Some(&self.user(g.seat_to_move()))).await
    }

    /// Waits until the game's version is past `version` and Discord shows it: within 10 s,
    /// or 60 s for the game-over message, which waits for the recap (a timelapse that draws
    /// every board of the game, slow in a test build beside other tests).
    async fn settled(&self, version: i64) {
        let t0 = std::time::Instant::now();
        let (g, v) = loop {
            let (g, v) = self.game().await;
            if v > version && self.shows(&g).await {
                return;
            }
            let limit = match g.phase() {
                Phase::GameOver => Duration::from_secs(60),
                _ => Duration::from_secs(10),
            };
            if t0.elapsed() > limit {
                break (g, v);
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        };
        panic!(
            "the table never showed the game (version {v}, phase {:?}, turn {}): {:?}",
            g.phase(),
            g.turn(),
            self.turn_msg().await.buttons()
        );
    }

    async fn wait_turn_messages(&self, n: usize) {
        let fake = self.fake.clone();
        let prefix = format!("t:{}:", self.game);
        let channel = self.channel;
        fake.wait_until(Duration::from_secs(10), move |s| {
            let count = s
                .messages
                .iter()
                .filter(|m| m.channel_id == channel && m.visible_to.is_none())
                .filter(|m| {
                    m.buttons().iter().any(|b| {
                        b.custom_id
                            .as_deref()
                            .is_some_and(|c| c.starts_with(&prefix))
                    })
                })
                .count();
            (count >= n).then_some(())
        })
        .await
        .expect("the turn message was posted");
    }

    /// Clicks a button of the latest turn message.
    async fn click_turn(
        &self,
        user: &FakeUser,
        label: &str,
    ) -> (Response, fake_discord::InteractionHandle) {
        let h = self.at.click_turn(user, label).await;
        (h.response().await, h)
    }

    /// Runs one committed action: the click or command is acknowledged (before the commit),
    /// exactly one action is committed, and the table shows it.
    async fn finish(&self, h: fake_discord::InteractionHandle, before_version: i64) {
        let r = h.response().await;
        assert!(
            matches!(r.kind, 5 | 6),
            "an acknowledgement, not a refusal: {r:?}"
        );
        self.settled(before_version).await;
        let (_, version) = self.game().await;
        assert_eq!(version, before_version + 1, "one action committed");
    }

    /// `seat` just made `a` in `before`: another player cannot take it back, its player
    /// does (by **Undo**), and the table says so in one line.
    async fn take_back(&mut self, before: &Game, seat: Seat, a: Action) {
        let msg = self.turn_msg().await;
        let undo = msg
            .buttons()
            .into_iter()
            .find(|b| b.label == "Undo")
            .unwrap_or_else(|| panic!("Undo on the turn message: {:?}", msg.buttons()));
        assert!(!undo.disabled, "Undo is enabled after {a:?}");
        let other = self.user(Seat((seat.0 + 1) % 3));
        let h = self.fake.click(&other, &msg, &msg.button("Undo").unwrap());
        self.refused(h, "nothing of yours to take back").await;
        let (_, version) = self.game().await;
        let me = self.user(seat);
        // Undo is a button only: `/catan` has Discord's 25 subcommands already.
        let h = self.fake.click(&me, &msg, &msg.button("Undo").unwrap());
        self.finish(h, version).await;
        let (after, _) = self.game().await;
        assert_eq!(
            after.player_view(seat),
            before.player_view(seat),
            "{a:?} taken back"
        );
        let msg = self.turn_msg().await;
        assert!(msg.content.contains("took back"), "{}", msg.content);
        assert!(
            msg.buttons()
                .iter()
                .any(|b| b.label == "Undo" && b.disabled),
            "nothing left to take back: {:?}",
            msg.buttons()
        );
        self.undone = true;
    }

    /// Asserts a refusal: ephemeral, containing `needle`, and nothing changed.
    async fn refused(&self, h: fake_discord::InteractionHandle, needle: &str) {
        let (_, v0) = self.game().await;
        let r = h.response().await;
        // A direct private answer, or (on an ephemeral chooser) the chooser replaced by it.
        assert!(
            (r.kind == 4 && r.ephemeral) || r.kind == 7,
            "a refusal is a direct private answer: {r:?}"
        );
        assert!(
            r.content.contains(needle),
            "expected {needle:?} in {:?}",
            r.content
        );
        let (_, v1) = self.game().await;
        assert_eq!(v0, v1, "a refusal changes nothing");
    }

    /// Does `action` for `seat` the way this game is played: by the buttons and choosers a
    /// player clicks, or by `/catan` commands.
    async fn perform(&mut self, seat: Seat, action: Action) {
        let (_, version) = self.game().await;
        if action == Action::BuyDevCard {
            return self.buy(seat, version).await;
        }
        let (h, chooser) = match self.way {
            Way::Buttons => self.by_buttons(seat, action).await,
            Way::Commands => (self.by_command(seat, action).await, None),
        };
        self.finish(h, version).await;
        if let Some(chooser) = chooser {
            // The chooser goes once the move is made (the table shows it; issue 43: no
            // private copy of it), or, with private news, becomes that: no option is left
            // to click either way.
            self.choosers_used += 1;
            let closed = self
                .fake
                .wait_until(Duration::from_secs(10), |s| {
                    s.message(chooser)
                        .filter(|m| m.deleted || (m.buttons().is_empty() && m.selects().is_empty()))
                        .cloned()
                })
                .await;
            if let Some(m) = closed.as_ref().filter(|m| !m.deleted) {
                // What is left says something private, never the table's line again.
                let public = self.fake.public_messages(self.channel);
                assert!(
                    !m.content.is_empty()
                        && !public
                            .iter()
                            .any(|p| p.content.lines().any(|l| l == m.content)),
                    "a private copy of the table's line after {action:?}: {}",
                    m.content
                );
            }
            let now = self.fake.message(chooser).unwrap();
            assert!(
                closed.is_some(),
                "the chooser stays open after {action:?}: {:?} / {:?}",
                now.buttons(),
                now.selects()
            );
        }
    }

    /// Opens the chooser of the turn message's button `label`.
    async fn open_chooser(&self, user: &FakeUser, label: &str) -> Message {
        let (r, h) = self.click_turn(user, label).await;
        assert!(r.ephemeral, "{label} answers privately: {r:?}");
        h.message().await
    }

    /// Does `action` through the turn message's buttons, their choosers and forms; the
    /// chooser it used, if any.
    async fn by_buttons(
        &mut self,
        seat: Seat,
        action: Action,
    ) -> (fake_discord::InteractionHandle, Option<u64>) {
        let (before, _) = self.game().await;
        let user = self.user(seat);
        match action {
            Action::Roll { dice } => {
                let d = dice.expect("chosen dice");
                std::fs::write(&self.dice_file, format!("{},{}", d[0], d[1])).unwrap();
                (self.click_turn(&user, "Roll").await.1, None)
            }
            Action::EndTurn => (self.click_turn(&user, "End turn").await.1, None),
            Action::PlaceSettlement { .. }
            | Action::PlaceRoad { .. }
            | Action::BuildRoad { .. }
            | Action::BuildSettlement { .. }
            | Action::BuildCity { .. } => {
                let mut chooser = self.open_chooser(&user, "Build…").await;
                let places = chooser.attachment("places.png").expect("the ringed board");
                assert!(places.bytes.starts_with(b"\x89PNG"), "a PNG");
                // A close-up of the places offered on this page, drawn for a phone.
                let shown = image::load_from_memory(&places.bytes).unwrap();
                assert_eq!(shown.width(), catan_bot::render::CLOSE_UP_PX, "a close-up");
                // Every legal place is offered (all 54 spots at the start, past the 25
                // options one select can hold), one select per kind, in pages when they
                // do not fit one message.
                let offers = |m: &Message| -> Vec<Action> {
                    m.selects()
                        .iter()
                        .flat_map(|s| s.options.iter().filter_map(|(_, v)| action_of(v)))
                        .collect()
                };
                let mut offered = offers(&chooser);
                let mut pages = 1;
                while let Some(next) =
                    crate::table::turn_page(&self.fake, &user, &chooser, true).await
                {
                    chooser = next;
                    offered.extend(offers(&chooser));
                    pages += 1;
                    assert!(pages < 10);
                }
                let is_build = |a: &Action| {
                    matches!(
                        a,
                        Action::PlaceSettlement { .. }
                            | Action::PlaceRoad { .. }
                            | Action::BuildRoad { .. }
                            | Action::BuildSettlement { .. }
                            | Action::BuildCity { .. }
                    )
                };
                let mut legal: Vec<Action> = before
                    .legal_actions(seat)
                    .into_iter()
                    .filter(is_build)
                    .collect();
                legal.sort_by_key(|a| format!("{a:?}"));
                let mut sorted = offered.clone();
                sorted.sort_by_key(|a| format!("{a:?}"));
                assert_eq!(sorted, legal, "the chooser offers every legal place");
                let kinds: std::collections::HashSet<std::mem::Discriminant<Action>> =
                    offered.iter().map(std::mem::discriminant).collect();
                self.build_kinds_max = self.build_kinds_max.max(kinds.len());
                // Back to the page with the place.
                while !offers(&chooser).contains(&action) {
                    chooser = crate::table::turn_page(&self.fake, &user, &chooser, false)
                        .await
                        .expect("an earlier page");
                }
                let id = chooser.id;
                (self.choose(&user, &chooser, &action), Some(id))
            }
            Action::Discard { .. } => {
                let chooser = self.open_chooser(&user, "Discard").await;
                let owed = before.pending_discard(seat) as usize;
                if self.discarded_by_select {
                    // The second way: type the cards in a modal.
                    let id = chooser.button("Type the cards…").expect("Type the cards…");
                    let r = self.fake.click(&user, &chooser, &id).response().await;
                    assert_eq!(r.kind, 9, "a modal: {r:?}");
                    let modal_id = r.modal.as_ref().unwrap()["custom_id"]
                        .as_str()
                        .unwrap()
                        .to_string();
                    let hand = before.player(seat).resources;
                    let mut cards = ResourceCounts::ZERO;
                    let mut left = owed as u8;
                    for r in Resource::ALL {
                        let n = hand[r].min(left);
                        cards[r] += n;
                        left -= n;
                    }
                    let typed = cards.to_string();
                    self.discarded_by_typing = true;
                    let h = self
                        .fake
                        .submit_modal(&user, &modal_id, &[("cards", &typed)]);
                    (h, Some(chooser.id))
                } else {
                    self.discarded_by_select = true;
                    let sel = &chooser.selects()[0];
                    let (values, _) = crate::table::pick_discard(&sel.options, owed as u8);
                    let values: Vec<&str> = values.iter().map(String::as_str).collect();
                    let h = self.fake.select(&user, &chooser, &sel.custom_id, &values);
                    (h, Some(chooser.id))
                }
            }
            Action::MoveRobber { to, steal_from, .. } => {
                let chooser = self.open_chooser(&user, "Move robber").await;
                let sel = &chooser.selects()[0];
                let h1 = self
                    .fake
                    .select(&user, &chooser, &sel.custom_id, &[to.name()]);
                let victims = before.steal_candidates(seat, to);
                if victims.iter().count() > 1 {
                    let r1 = h1.response().await;
                    assert_eq!(r1.kind, 7, "the chooser asks whom to rob: {r1:?}");
                    let m = self.fake.message(chooser.id).expect("the chooser");
                    let name = before.name(steal_from.unwrap()).to_string();
                    let id = m
                        .button(&format!("Steal from {name}"))
                        .expect("victim button");
                    (self.fake.click(&user, &m, &id), Some(chooser.id))
                } else {
                    (h1, Some(chooser.id))
                }
            }
            Action::BankTrade { .. } => {
                let chooser = self.open_chooser(&user, "Trade…").await;
                let id = chooser.id;
                (self.choose(&user, &chooser, &action), Some(id))
            }
            Action::PlayKnight
            | Action::PlayRoadBuilding
            | Action::PlayYearOfPlenty { .. }
            | Action::PlayMonopoly { .. } => {
                let chooser = self.open_chooser(&user, "Play card…").await;
                let mut cards: Vec<DevCard> = chooser
                    .selects()
                    .iter()
                    .flat_map(|s| s.options.iter().filter_map(|(_, v)| action_of(v)))
                    .chain(chooser.buttons().into_iter().filter_map(|b| {
                        b.custom_id
                            .and_then(|c| c.splitn(5, ':').nth(4).and_then(action_of))
                    }))
                    .filter_map(|a| a.played_card())
                    .collect();
                cards.dedup();
                self.play_kinds_max = self.play_kinds_max.max(cards.len());
                self.played.push(action.played_card().unwrap());
                let id = chooser.id;
                (self.choose(&user, &chooser, &action), Some(id))
            }
            other => panic!("the driver does not do {other:?} by buttons"),
        }
    }

    /// Does `action` by its `/catan` command (places from autocomplete).
    async fn by_command(&mut self, seat: Seat, action: Action) -> fake_discord::InteractionHandle {
        let (before, _) = self.game().await;
        let user = self.user(seat);
        let res =
            |r: Resource| Opt::Int(Resource::ALL.iter().position(|x| *x == r).unwrap() as i64);
        let build = |what: i64, at: String| {
            (
                vec![("what", Opt::Int(what)), ("at", Opt::Str(at.clone()))],
                what,
                at,
            )
        };
        let (opts, what, at) = match action {
            Action::PlaceSettlement { at } | Action::BuildSettlement { at } => {
                build(1, at.to_string())
            }
            Action::BuildCity { at } => build(2, at.to_string()),
            Action::PlaceRoad { at } | Action::BuildRoad { at } => build(0, at.to_string()),
            Action::Roll { dice } => {
                let d = dice.expect("chosen dice");
                let dice = Opt::Str(format!("{},{}", d[0], d[1]));
                return self.fake.slash(&user, "catan", "roll", &[("dice", dice)]);
            }
            Action::EndTurn => return self.fake.slash(&user, "catan", "end", &[]),
            Action::Discard { cards } => {
                self.discarded_by_command = true;
                let opts: Vec<(&str, Opt)> = Resource::ALL
                    .into_iter()
                    .filter(|r| cards[*r] > 0)
                    .map(|r| (r.name(), Opt::Int(cards[r] as i64)))
                    .collect();
                return self.fake.slash(&user, "catan", "discard", &opts);
            }
            Action::MoveRobber { to, steal_from, .. } => {
                let hexes = self
                    .fake
                    .autocomplete(&user, "catan", "robber", &[], "hex", "")
                    .await;
                assert!(
                    hexes
                        .iter()
                        .any(|c| c.value.as_str().and_then(|v| v.split(' ').next())
                            == Some(to.name())),
                    "autocomplete offers hex {to}: {hexes:?}"
                );
                let mut opts = vec![("hex", Opt::Str(to.name().to_string()))];
                if let Some(v) = steal_from {
                    opts.push(("victim", Opt::Str(before.name(v).to_string())));
                }
                return self.fake.slash(&user, "catan", "robber", &opts);
            }
            Action::BankTrade { give, get } => {
                let (g, _) = give.nonzero().next().expect("something given");
                let (r, n) = get.nonzero().next().expect("something got");
                let opts = [
                    ("give", res(g)),
                    ("get", res(r)),
                    ("amount", Opt::Int(n as i64)),
                ];
                return self.fake.slash(&user, "catan", "bank", &opts);
            }
            Action::PlayKnight
            | Action::PlayRoadBuilding
            | Action::PlayYearOfPlenty { .. }
            | Action::PlayMonopoly { .. } => {
                self.played.push(action.played_card().unwrap());
                let mut opts = vec![];
                match action {
                    Action::PlayKnight => opts.push(("card", Opt::Int(0))),
                    Action::PlayRoadBuilding => opts.push(("card", Opt::Int(1))),
                    Action::PlayYearOfPlenty { take } => {
                        opts.push(("card", Opt::Int(2)));
                        opts.push(("resource", res(take[0])));
                        opts.push(("resource2", res(take[1])));
                    }
                    Action::PlayMonopoly { resource } => {
                        opts.push(("card", Opt::Int(3)));
                        opts.push(("resource", res(resource)));
                    }
                    _ => unreachable!(),
                }
                return self.fake.slash(&user, "catan", "play", &opts);
            }
            other => panic!("the driver does not do {other:?} by command"),
        };
        // The keyboard way to build, with autocomplete: the place must be offered.
        let choices = self
            .fake
            .autocomplete(
                &user,
                "catan",
                "build",
                &[("what", Opt::Int(what))],
                "at",
                "",
            )
            .await;
        assert!(choices.len() <= 25);
        let offered = choices.iter().any(|c| c.value == at);
        let typed = self
            .fake
            .autocomplete(
                &user,
                "catan",
                "build",
                &[("what", Opt::Int(what))],
                "at",
                &at,
            )
            .await;
        assert!(
            offered || typed.iter().any(|c| c.value == at),
            "autocomplete offers {at} ({} legal): {choices:?}",
            before.legal_actions(seat).len()
        );
        self.fake.slash(&user, "catan", "build", &opts)
    }

    /// Buys a card (by the button or by command): the buyer alone is told which.
    async fn buy(&mut self, seat: Seat, version: i64) {
        let (before, _) = self.game().await;
        let user = self.user(seat);
        let uid = user.id;
        let notes = |fake: &FakeDiscord, ch: u64| -> Vec<Message> {
            fake.messages(ch)
                .into_iter()
                .filter(|m| m.visible_to == Some(uid) && m.content.contains("You bought"))
                .collect()
        };
        let n = notes(&self.fake, self.channel).len();
        let h = match self.way {
            Way::Buttons => self.click_turn(&user, "Buy card").await.1,
            Way::Commands => self.fake.slash(&user, "catan", "buy", &[]),
        };
        self.finish(h, version).await;
        let (g, _) = self.game().await;
        let bought = DevCard::ALL
            .into_iter()
            .find(|c| g.player(seat).dev_cards[*c] > before.player(seat).dev_cards[*c])
            .expect("a card was bought");
        let mut found = None;
        for _ in 0..100 {
            if let Some(m) = notes(&self.fake, self.channel).get(n) {
                found = Some(m.clone());
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let note = found.expect("an ephemeral note to the buyer");
        assert!(note.is_ephemeral());
        assert!(note.content.contains(bought.title()), "{}", note.content);
    }

    /// The best dice for the roller (most cards), or a 7 once someone must discard.
    fn dice_for(&self, g: &Game, seat: Seat) -> [u8; 2] {
        let someone_big = g.seats().any(|s| g.player(s).resources.total() > 7);
        if self.sevens < 2 && someone_big && g.turn() > 2 {
            return [3, 4];
        }
        let mut best = ([1, 1], -1i64);
        for sum in (2..=12u8).filter(|&s| s != 7) {
            let d = [
                sum.saturating_sub(6).max(1),
                sum - sum.saturating_sub(6).max(1),
            ];
            let mut c = g.clone();
            c.apply(seat, Action::Roll { dice: Some(d) }).expect("roll");
            let gain =
                c.player(seat).resources.total() as i64 - g.player(seat).resources.total() as i64;
            if gain > best.1 {
                best = (d, gain);
            }
        }
        best.0
    }

    /// Chooses the next move of the main phase.
    fn main_choice(&self, g: &Game, seat: Seat) -> Action {
        let unplayed = |c: DevCard| !self.played.contains(&c);
        let all_played = [
            DevCard::Knight,
            DevCard::RoadBuilding,
            DevCard::YearOfPlenty,
            DevCard::Monopoly,
        ]
        .iter()
        .all(|c| self.played.contains(c));
        // Until every kind of card has been played, nobody makes the winning move.
        let wins = |a: &Action| {
            let mut c = g.clone();
            c.apply(seat, *a).is_ok() && c.phase() == Phase::GameOver
        };
        let legal: Vec<Action> = g
            .legal_actions(seat)
            .into_iter()
            .filter(|a| all_played || !wins(a))
            .collect();
        let has = |f: &dyn Fn(&Action) -> bool| legal.iter().copied().find(|a| f(a));
        // Year of Plenty and Monopoly wait for each other, so one Play card… chooser offers
        // both (each its own select) before either is played.
        let playable = |c: DevCard| legal.iter().any(|a| a.played_card() == Some(c));
        let pair = [DevCard::YearOfPlenty, DevCard::Monopoly];
        let bought = self.deck.len() - g.public_view().dev_deck_left as usize;
        let in_deck = |c: DevCard| self.deck[bought.min(self.deck.len())..].contains(&c);
        let waits = |c: DevCard| {
            pair.contains(&c)
                && pair.iter().all(|p| unplayed(*p))
                && !pair.iter().all(|p| playable(*p))
                && pair
                    .iter()
                    .any(|p| *p != c && (in_deck(*p) || g.player(seat).dev_cards[*p] > 0))
        };
        if let Some(a) = has(&|a| {
            a.played_card()
                .is_some_and(|c| (unplayed(c) && !waits(c)) || c == DevCard::Knight)
        }) {
            return a;
        }
        // Cards first until every kind has been played, so the game shows them all.
        if !all_played {
            if let Some(a) = has(&|a| matches!(a, Action::BuyDevCard)) {
                return a;
            }
        }
        if let Some(a) = has(&|a| matches!(a, Action::BuildCity { .. })) {
            return a;
        }
        if let Some(a) = has(&|a| matches!(a, Action::BuildSettlement { .. })) {
            return a;
        }
        if g.player(seat).dev_cards.total() < 3 {
            if let Some(a) = has(&|a| matches!(a, Action::BuyDevCard)) {
                return a;
            }
        }
        if g.settlement_spots(seat) == 0 && g.player(seat).roads_left() > 0 {
            if let Some(a) = has(&|a| matches!(a, Action::BuildRoad { .. })) {
                return a;
            }
        }
        // Trade a big pile at the bank for what is scarcest.
        let hand = g.player(seat).resources;
        let scarce = Resource::ALL.into_iter().min_by_key(|r| hand[*r]).unwrap();
        if let Some(a) = has(
            &|a| matches!(a, Action::BankTrade { get, .. } if get[scarce] == 1 && get.total() == 1),
        ) {
            if hand.total() >= 6 {
                return a;
            }
        }
        Action::EndTurn
    }
}

/// The whole game by buttons only: every move through the turn message's buttons, their
/// choosers and forms, with a restart of the bot mid-trade.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_by_buttons_with_a_restart() {
    whole_game(Way::Buttons).await;
}

/// The whole game by commands: every move that has a `/catan` command made by it (answers
/// to a trade offer have only buttons).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_by_commands() {
    whole_game(Way::Commands).await;
}

/// Every option of every registered command says what it is for (poise's default,
/// "A slash command parameter", is what a player read before).
fn assert_described(v: &serde_json::Value) {
    if let Some(d) = v.get("description").and_then(|d| d.as_str()) {
        assert!(
            !d.is_empty() && d != "A slash command parameter",
            "{} has no description",
            v["name"]
        );
    }
    for o in v["options"].as_array().into_iter().flatten() {
        assert_described(o);
    }
}

async fn whole_game(way: Way) {
    let (_dir, db) = temp_db();
    let seed = pick_seed();
    let fake = FakeDiscord::start_fast().await;
    let mut bot = spawn_bot(&fake, &db, seed);
    let cmds = fake.wait_online().await;
    assert!(cmds.iter().any(|c| c["name"] == "catan"));
    for c in &cmds {
        assert_described(c);
    }
    // Issue 24: /catan and its subcommands are described in each member's language too.
    let catan = cmds.iter().find(|c| c["name"] == "catan").unwrap();
    assert_eq!(
        catan["description_localizations"]["de"],
        "Spiele Catan in diesem Kanal."
    );
    let roll = catan["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "roll")
        .unwrap();
    assert_eq!(roll["name_localizations"]["de"], "würfeln");
    for sub in catan["options"].as_array().unwrap() {
        for locale in ["de", "fr", "es-ES", "pl"] {
            let d = &sub["description_localizations"][locale];
            assert!(
                d.as_str()
                    .is_some_and(|d| !d.is_empty() && d != sub["description"]),
                "/catan {} in {locale}: {d}",
                sub["name"]
            );
        }
    }
    let users = fake.users();
    let (ada, bea, cy, dee) = (
        users[0].clone(),
        users[1].clone(),
        users[2].clone(),
        users[3].clone(),
    );
    let channel = fake.channel().id;

    // Lobby: /catan new, Join ×2 (a repeated join refused), Start.
    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[
            ("players", Opt::Int(3)),
            ("points", Opt::Int(POINTS as i64)),
            ("thread", Opt::Bool(false)),
        ],
    );
    let lobby = h.public_answer().await;
    let join = lobby.button("Join").expect("Join");
    assert_eq!(fake.click(&bea, &lobby, &join).response().await.kind, 7);
    let again = fake.click(&bea, &lobby, &join).response().await;
    assert!(
        again.ephemeral && again.content.contains("already"),
        "{again:?}"
    );
    let early = fake
        .click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert!(
        early.ephemeral && early.content.contains("more player"),
        "{early:?}"
    );
    assert_eq!(fake.click(&cy, &lobby, &join).response().await.kind, 7);
    let not_host = fake
        .click(&bea, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert!(
        not_host.ephemeral && not_host.content.contains("host"),
        "{not_host:?}"
    );
    let store = Store::open(&db).await.expect("open the bot's database");
    let row = store
        .open_game_in_channel(channel)
        .await
        .unwrap()
        .expect("a lobby");
    let r = fake
        .click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    let lobby_id = lobby.id;
    let mut t = Table {
        at: Seated {
            fake: fake.clone(),
            store,
            game: row.id,
            channel,
        },
        seats: vec![ada.clone(), bea.clone(), cy.clone()],
        played: vec![],
        sevens: 0,
        traded: false,
        discarded_by_select: false,
        discarded_by_typing: false,
        discarded_by_command: false,
        way,
        dice_file: dice_file(&db),
        build_kinds_max: 0,
        play_kinds_max: 0,
        choosers_used: 0,
        deck: vec![],
        undone: false,
    };
    t.deck = t
        .store
        .record(t.game)
        .await
        .expect("the record")
        .dev_deck
        .expect("a dealt deck");
    t.wait_turn_messages(1).await;
    t.settled(-1).await;
    let (g, _) = t.game().await;
    assert_eq!(g.names(), &["Ada".to_string(), "Bea".into(), "Cy".into()]);

    // Set-up: settlements by command (autocomplete), roads by Build… and a select.
    while g_phase(&t).await == Phase::Setup {
        let (g, _) = t.game().await;
        let seat = g.current();
        if seat != Seat(0) && g.setup_settlement().is_none() {
            // Someone else trying to place is refused with the engine's sentence.
            let h = t.fake.slash(
                &ada,
                "catan",
                "build",
                &[("what", Opt::Int(1)), ("at", Opt::Str("1".into()))],
            );
            t.refused(h, "turn").await;
        }
        let legal = g.legal_actions(seat);
        let first = g.seats().all(|s| g.player(s).settlements_left() == 5);
        let a = if first {
            // The first spot is one a single select could not list (past 25).
            let far: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::PlaceSettlement { at } if at.number() > 25))
                .collect();
            assert!(legal.len() > 25, "{} spots", legal.len());
            best_spot(&g, &far)
        } else if g.setup_settlement().is_none() {
            best_spot(&g, &legal)
        } else {
            legal[0]
        };
        t.perform(seat, a).await;
    }

    // The log tells the last actions as the table read them.
    let (g, _) = t.game().await;
    let first = format!(". Set-up is over; {} plays first.", g.name(g.current()));
    let r = t.fake.slash(&bea, "catan", "log", &[]).response().await;
    assert!(r.ephemeral, "{r:?}");
    let lines: Vec<&str> = r.content.lines().collect();
    assert_eq!(lines[0], "**Last 12 actions**", "{}", r.content);
    assert!(
        lines[1].contains(" placed a settlement at ") && lines[12].contains(&first),
        "{}",
        r.content
    );

    // Refusals in the first turn: wrong seat, outsider, illegal move, stale turn.
    let (g, _) = t.game().await;
    let current = g.current();
    let other = t.user(Seat((current.0 + 1) % 3));
    let msg = t.turn_msg().await;
    t.refused(
        t.fake.click(&other, &msg, &msg.button("Roll").unwrap()),
        "turn, not yours",
    )
    .await;
    t.refused(
        t.fake.click(&dee, &msg, &msg.button("Roll").unwrap()),
        "not in this game",
    )
    .await;
    // Before the roll only Roll, Play card… and My hand can be clicked (by the phase, which
    // is public: never by what the player holds).
    let enabled: Vec<String> = msg
        .buttons()
        .into_iter()
        .filter(|b| !b.disabled)
        .map(|b| b.label)
        .collect();
    assert_eq!(
        enabled,
        ["Roll", "Play card…", "My hand", "🔍 Close-up"],
        "{:?}",
        msg.buttons()
    );
    // Issue 44: anyone, Dee who does not play included, gets the board in close-ups
    // privately, a page each, drawn for a phone; the table does not change.
    let before = t.game().await.1;
    let look = t
        .fake
        .click(&dee, &msg, &msg.button("🔍 Close-up").unwrap());
    assert!(look.response().await.ephemeral);
    let shown = look.message().await;
    assert!(
        shown
            .content
            .contains("The island as it stands, part 1 of "),
        "{}",
        shown.content
    );
    let png = shown.attachment("places.png").expect("a close-up");
    let img = image::load_from_memory(&png.bytes).unwrap();
    assert_eq!(img.width(), catan_bot::render::CLOSE_UP_PX);
    let next = crate::table::turn_page(&t.fake, &dee, &shown, true)
        .await
        .expect("more close-ups");
    assert!(next.content.contains("part 2 of "), "{}", next.content);
    assert_eq!(t.game().await.1, before, "looking changes nothing");
    let me = t.user(current);
    let mut probe = g.clone();
    let refused = probe
        .apply(
            current,
            Action::BuildCity {
                at: Intersection::from_number(1).unwrap(),
            },
        )
        .unwrap_err();
    let expected = catan_bot::narrate::refusal(Lang::En, &refused, probe.names());
    let h = t.fake.slash(
        &me,
        "catan",
        "build",
        &[("what", Opt::Int(2)), ("at", Opt::Str("1".into()))],
    );
    t.refused(h, &expected).await;
    let first_turn_msg = t.turn_msg().await;
    // Dee, who does not play, watches from the game's first message (Watch is offered
    // there, once, not on every turn's) and asks to be pinged at the end; a hand is not
    // hers to see.
    let started = t
        .fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(lobby_id)
                .filter(|m| m.button("Watch").is_some())
                .cloned()
        })
        .await
        .expect("Watch on the game's first message");
    let watch = started.button("Watch").unwrap();
    assert_eq!(started.buttons().len(), 1, "{:?}", started.buttons());
    let r = t.fake.click(&dee, &started, &watch).response().await;
    assert!(
        r.ephemeral && r.content.contains("You are watching"),
        "{r:?}"
    );
    let h = t.fake.click(&dee, &started, &watch);
    let watching = h.message().await;
    let r = t
        .fake
        .click(
            &dee,
            &watching,
            &watching.button("Ping me when it ends").unwrap(),
        )
        .response()
        .await;
    assert!(r.kind == 7 && r.content.contains("will ping you"), "{r:?}");
    t.refused(
        t.fake.click(
            &dee,
            &first_turn_msg,
            &first_turn_msg.button("My hand").unwrap(),
        ),
        "not in this game",
    )
    .await;
    // An ephemeral chooser opened in the first turn, clicked once that turn is over.
    let mut first_turn_chooser: Option<Message> = None;

    let mut restarted = false;
    let mut discarded_then_clicked = false;
    let mut discarded_since_roll = std::collections::HashSet::new();
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 900, "the game should end");
        let (g, _) = t.game().await;
        let seat = g.seat_to_move();
        match g.phase() {
            Phase::GameOver => break,
            Phase::SpecialBuild => unreachable!("a 4-player game has no Special Build Phase"),
            Phase::Roll => {
                let d = t.dice_for(&g, seat);
                if d == [3, 4] {
                    t.sevens += 1;
                }
                t.perform(seat, Action::Roll { dice: Some(d) }).await;
                discarded_since_roll.clear();
            }
            Phase::Discard => {
                let mut left = g.pending_discard(seat);
                let hand = g.player(seat).resources;
                let mut cards = ResourceCounts::ZERO;
                for r in Resource::ALL {
                    let n = hand[r].min(left);
                    cards[r] += n;
                    left -= n;
                }
                if !discarded_then_clicked {
                    // Discard clicked by one who owes nothing now: their discard is in, or
                    // they never had to; either way the table waits for the others.
                    if let Some(other) = g.seats().find(|&s| g.pending_discard(s) == 0) {
                        let waiting: Vec<&str> = g.discarding_seats().map(|s| g.name(s)).collect();
                        let (r, _) = t.click_turn(&t.user(other), "Discard").await;
                        assert!(r.ephemeral, "{r:?}");
                        let why = match discarded_since_roll.contains(&other) {
                            true => "Your discard is in",
                            false => {
                                "You do not have to discard (you held no more cards than the limit)"
                            }
                        };
                        let want = format!(
                            "{why}: the table waits for {} to discard.",
                            waiting.join(" and ")
                        );
                        assert_eq!(r.content, want, "{r:?}");
                        discarded_then_clicked = true;
                    }
                }
                t.perform(seat, Action::Discard { cards }).await;
                discarded_since_roll.insert(seat);
            }
            Phase::MoveRobber => {
                let legal = g.legal_actions(seat);
                let a = legal
                    .iter()
                    .copied()
                    .find(|a| {
                        matches!(
                            a,
                            Action::MoveRobber {
                                steal_from: Some(_),
                                ..
                            }
                        )
                    })
                    .unwrap_or(legal[0]);
                let (vbefore, _) = t.game().await;
                t.perform(seat, a).await;
                if let Action::MoveRobber {
                    steal_from: Some(v),
                    ..
                } = a
                {
                    let (after, _) = t.game().await;
                    if vbefore.player(v).resources.total() > 0 {
                        assert_eq!(
                            after.player(v).resources.total() + 1,
                            vbefore.player(v).resources.total(),
                            "a card was stolen"
                        );
                    }
                }
            }
            Phase::RoadBuilding => {
                let a = g.legal_actions(seat)[0];
                t.perform(seat, a).await;
            }
            Phase::Main => {
                if !t.traded && g.turn() >= 2 {
                    let done = match way {
                        Way::Buttons => trade_with_counter(&mut t, &g, &mut bot, &db, seed).await,
                        Way::Commands => trade_by_command(&mut t, &g).await,
                    };
                    if let Some(done) = done {
                        restarted |= done;
                        t.traded = true;
                        continue;
                    }
                }
                if g.turn() == 1 && first_turn_chooser.is_none() {
                    let msg = t.turn_msg().await;
                    let enabled = |label: &str| {
                        msg.buttons()
                            .iter()
                            .any(|b| b.label == label && !b.disabled)
                    };
                    assert!(!enabled("Roll"), "rolled already: {:?}", msg.buttons());
                    assert!(enabled("Build…") && enabled("End turn"));
                    let (_, h) = t.click_turn(&t.user(seat), "Trade…").await;
                    first_turn_chooser = Some(h.message().await);
                }
                let a = t.main_choice(&g, seat);
                t.perform(seat, a).await;
                if !t.undone && a.undoable() && g_phase(&t).await == Phase::Main {
                    t.take_back(&g, seat, a).await;
                    t.perform(seat, a).await;
                }
                if a == Action::EndTurn && g.turn() == 1 {
                    // The first turn's messages are stale now: the turn message lost its
                    // buttons, and a chooser from that turn explains itself.
                    // (The bot strips them right after posting the new turn message.)
                    let old_id = first_turn_msg.id;
                    let stripped = t
                        .fake
                        .wait_until(Duration::from_secs(10), |s| {
                            s.message(old_id)
                                .filter(|m| m.buttons().is_empty())
                                .cloned()
                        })
                        .await;
                    let old = t.fake.message(old_id).unwrap();
                    assert!(stripped.is_some(), "{:?}", old.buttons());
                    let chooser = first_turn_chooser.clone().expect("opened in turn 1");
                    let stale = t.fake.click(
                        &t.user(g.current()),
                        &chooser,
                        &chooser.button("Offer to players…").unwrap(),
                    );
                    t.refused(stale, "That turn is over.").await;
                }
            }
            Phase::Setup => unreachable!(),
        }
    }
    let (g, _) = t.game().await;
    assert!(t.traded);
    assert!(t.sevens > 0, "a 7 was rolled");
    match way {
        Way::Buttons => {
            assert!(restarted, "the bot was restarted mid-game");
            assert!(
                discarded_then_clicked,
                "Discard clicked by one who owed nothing"
            );

            assert!(
                t.discarded_by_select && t.discarded_by_typing,
                "discards were made both by the select and by typing"
            );
            // Choosers that once shared one custom id among their selects (which Discord
            // refuses) offered several kinds at once, and each closed after use.
            assert!(
                t.build_kinds_max >= 2,
                "a Build… chooser offered {} kinds at most",
                t.build_kinds_max
            );
            assert!(
                t.play_kinds_max >= 2,
                "a Play card… chooser offered {} cards at most",
                t.play_kinds_max
            );
            assert!(t.choosers_used > 20, "{} choosers", t.choosers_used);
        }
        Way::Commands => assert!(t.discarded_by_command, "a discard by command"),
    }
    for c in [
        DevCard::Knight,
        DevCard::RoadBuilding,
        DevCard::YearOfPlenty,
        DevCard::Monopoly,
    ] {
        assert!(
            t.played.contains(&c),
            "{c} was played (played {:?}; hands {:?}; deck left {})",
            t.played,
            g.seats().map(|s| g.player(s).dev_cards).collect::<Vec<_>>(),
            g.public_view().dev_deck_left
        );
    }
    let winner = g.winner().expect("a winner");
    let over = t
        .fake
        .wait_message(
            channel,
            |m| m.content.contains("Game over"),
            Duration::from_secs(10),
        )
        .await
        .expect("the game-over message");
    assert!(over.content.contains(g.name(winner)));
    // The win is told once, by the game-over message.
    let trophies: Vec<String> = t
        .fake
        .public_messages(channel)
        .iter()
        .flat_map(|m| m.content.lines().map(str::to_string).collect::<Vec<_>>())
        .filter(|l| l.contains('🏆'))
        .collect();
    assert_eq!(trophies.len(), 1, "{trophies:?}");
    // No discard notice outlives its discards.
    let notices: Vec<(bool, String)> = t.fake.with_state(|s| {
        s.messages
            .iter()
            .filter(|m| m.channel_id == channel && m.content.contains("Discard half your cards"))
            .map(|m| (m.deleted, m.content.clone()))
            .collect()
    });
    assert!(
        !notices.is_empty() && notices.iter().all(|n| n.0),
        "{notices:?}"
    );
    // The watcher who asked is pinged by the game-over message; nothing private ever
    // reached her.
    assert!(
        t.fake
            .notifications(dee.id)
            .iter()
            .any(|n| n.message_id == over.id),
        "Dee is pinged at the end"
    );
    for m in t.fake.messages(channel) {
        if m.visible_to == Some(dee.id) {
            for private in ["Your hand", "You bought", "You stole", "stole 1"] {
                assert!(!m.content.contains(private), "{}", m.content);
            }
        }
    }
    // The recap: the text names each player's points and rating change, and the timelapse
    // and the charts are attached.
    assert!(over.content.contains(" → "), "{}", over.content);
    // How long each of them took a turn.
    let times = over
        .content
        .lines()
        .find(|l| l.starts_with("⏱ Time per turn: "))
        .unwrap_or_else(|| panic!("the turn times in {}", over.content));
    for s in g.seats() {
        assert!(
            times.contains(&format!("{} ", g.name(s))) && times.contains("(longest "),
            "{times}"
        );
    }
    let gif = over.attachment("timelapse.gif").expect("the timelapse");
    assert!(gif.bytes.starts_with(b"GIF89a"), "a GIF");
    let charts = over.attachment("charts.png").expect("the charts");
    assert!(charts.bytes.starts_with(b"\x89PNG"), "a PNG");
    let chances = over.attachment("chances.png").expect("the chances chart");
    assert!(chances.bytes.starts_with(b"\x89PNG"), "a PNG");
    let swings: Vec<&str> = over
        .content
        .lines()
        .skip_while(|l| !l.ends_with("the moves that swung it most:"))
        .skip(1)
        .take_while(|l| l.starts_with(['1', '2', '3']))
        .collect();
    assert_eq!(swings.len(), 3, "{}", over.content);
    // Each player's own review, privately; a watcher has none.
    let review = over.button("My review").expect("My review");
    for (user, says) in [
        (&t.seats[0], "Your review of game"),
        (&dee, "You did not play"),
    ] {
        let h = t.fake.click(user, &over, &review);
        h.response().await;
        let m = h.message().await;
        assert!(
            m.is_ephemeral() && m.content.contains(says),
            "{}",
            m.content
        );
    }

    // Every turn pinged its player by a new message that mentions them (edits notify
    // nobody), and the channel reads as one board message per turn, not one per action.
    let turns = g.turn();
    for u in &t.seats {
        let n = t.fake.notifications(u.id).len() as u32;
        assert!(
            n + 2 >= turns / 3,
            "{} was notified {n} times in {turns} turns",
            u.name
        );
    }
    let (_, actions) = t.game().await;
    let boards = t
        .fake
        .public_messages(channel)
        .iter()
        .filter(|m| m.attachment("board.png").is_some())
        .count() as u32;
    // A page per set-up placement (two per player), then one per turn.
    assert!(
        boards <= turns + 2 * 3 + 1,
        "{boards} board posts for {turns} turns and {actions} actions"
    );
    // Issue 44: the channel's board is the island alone, no flatter than 11:7; its seats
    // are told under it, one line each in their colour.
    let last = t
        .fake
        .public_messages(channel)
        .into_iter()
        .rev()
        .find(|m| m.attachment("board.png").is_some())
        .unwrap();
    let board = image::load_from_memory(&last.attachment("board.png").unwrap().bytes).unwrap();
    let island = catan_bot::render::Renderer::global().layout(Island::Base);
    assert_eq!(
        (board.width(), board.height()),
        (island.board_width, island.height)
    );
    assert!(board.width() * 7 <= board.height() * 11);
    for (seat, u) in t.seats.iter().enumerate() {
        let swatch = catan_bot::render::seat_swatch(Seat(seat as u8));
        assert!(
            t.fake.public_messages(channel).iter().any(|m| m
                .content
                .lines()
                .any(|l| l.starts_with(&format!("{swatch} {} **", u.name)))),
            "{} on a line of their own, in their colour",
            u.name
        );
    }
    // Every message the bot sent says whom it may ping.
    for m in t.fake.public_messages(channel) {
        if m.author_id == t.fake.bot_user().id {
            assert!(m.allowed_mentions.is_some(), "{}", m.content);
        }
    }

    // Export once over.
    let h = t
        .fake
        .slash(&bea, "catan", "export", &[("game", Opt::Int(t.game))]);
    let r = h.response().await;
    assert!(
        r.attachments.iter().any(|a| a.filename.ends_with(".json"))
            || !h.message().await.attachments.is_empty(),
        "{r:?}"
    );
    // The record is public once the game is over, and says whom it may ping like every
    // other message.
    assert!(h.message().await.allowed_mentions.is_some());

    // No public message ever carried a private card.
    for m in t.fake.public_messages(channel) {
        if m.is_ephemeral() {
            continue;
        }
        for r in Resource::ALL {
            assert!(
                !m.content.contains(&format!("stole 1 {r}")),
                "public steal detail: {}",
                m.content
            );
        }
        assert!(
            !m.content.contains("bought a development card:"),
            "public card: {}",
            m.content
        );
        assert!(!m.content.contains("You bought"), "{}", m.content);
        assert!(!m.content.contains("Your hand"), "{}", m.content);
    }

    rematch(&t, &over, way).await;

    t.fake.dump_transcript(channel, "whole_game");
    t.fake.assert_no_violations();
    t.fake.assert_response_times();

    // SIGTERM: a clean exit.
    let pid = bot.0.id().to_string();
    Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    let mut exited = None;
    for _ in 0..100 {
        if let Some(s) = bot.0.try_wait().unwrap() {
            exited = Some(s);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let status = exited.expect("the bot exits on SIGTERM");
    assert!(status.success(), "clean exit: {status:?}");
}

/// The game-over message's **Rematch**: a new lobby with the same seats that pings the
/// others; by buttons everyone accepts (the last by clicking **Rematch** again) and it
/// starts; by commands one declines, and it is an ordinary lobby the host starts.
async fn rematch(t: &Table, over: &Message, way: Way) {
    let users = t.fake.users();
    let (ada, bea, cy, dee) = (&users[0], &users[1], &users[2], &users[3]);
    let rematch = over
        .button("Rematch")
        .expect("Rematch on the game-over message");
    let r = t.fake.click(dee, over, &rematch).response().await;
    assert!(
        r.ephemeral && r.content.contains("Only the players"),
        "{r:?}"
    );
    let old = t.store.game_row(t.game).await.unwrap();
    let h = t.fake.click(bea, over, &rematch);
    let r = h.response().await;
    assert!(!r.ephemeral && r.kind == 4, "{r:?}");
    let lobby = h.message().await;
    assert!(
        lobby
            .content
            .contains(&format!("a rematch of game {}", t.game)),
        "{}",
        lobby.content
    );
    let row = t
        .store
        .open_game_in_channel(t.channel)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.seats, old.seats, "the same seats");
    assert_eq!(row.options, old.options);
    let fresh = row.fair.as_ref().unwrap().commitment();
    assert_ne!(
        fresh,
        old.fair.as_ref().unwrap().commitment(),
        "a fresh commitment"
    );
    assert!(lobby.content.contains(&fresh), "{}", lobby.content);
    // The players it waits for are pinged; the one who asked is not.
    for (u, pinged) in [(ada, true), (cy, true), (bea, false)] {
        let got = t
            .fake
            .notifications(u.id)
            .iter()
            .any(|n| n.message_id == lobby.id);
        assert_eq!(got, pinged, "{}", u.name);
    }
    let r = t
        .fake
        .click(ada, &lobby, &lobby.button("Accept").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    let lobby = t.fake.message(lobby.id).unwrap();
    match way {
        Way::Buttons => {
            let r = t
                .fake
                .click(ada, &lobby, &lobby.button("Accept").unwrap())
                .response()
                .await;
            assert!(
                r.ephemeral && r.content.contains("accepted already"),
                "{r:?}"
            );
            let r = t.fake.slash(bea, "catan", "start", &[]).response().await;
            assert!(r.ephemeral && r.content.contains("waits for Cy"), "{r:?}");
            let r = t
                .fake
                .click(bea, &lobby, &lobby.button("Decline").unwrap())
                .response()
                .await;
            assert!(r.ephemeral && r.content.contains("**Cancel**"), "{r:?}");
            // Cy clicks Rematch on the old game's message: that accepts, it starts, and
            // she is told so (not a bare "Done.").
            let r = t.fake.click(cy, over, &rematch).response().await;
            assert!(r.ephemeral, "{r:?}");
            assert!(
                r.content.starts_with("The game has started: ")
                    && r.content.ends_with(" places first."),
                "{r:?}"
            );
        }
        Way::Commands => {
            let r = t
                .fake
                .click(cy, &lobby, &lobby.button("Decline").unwrap())
                .response()
                .await;
            assert_eq!(r.kind, 7, "{r:?}");
            let lobby = t.fake.message(lobby.id).unwrap();
            assert!(
                lobby.content.contains("Cy declined the rematch"),
                "{}",
                lobby.content
            );
            assert!(lobby.button("Join").is_some(), "an ordinary lobby");
            let r = t.fake.slash(dee, "catan", "join", &[]).response().await;
            assert!(r.ephemeral, "{r:?}");
            let r = t.fake.slash(bea, "catan", "start", &[]).response().await;
            assert!(r.ephemeral, "{r:?}");
        }
    }
    let started = t
        .fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(lobby.id)
                .filter(|m| m.content.contains("has started"))
                .cloned()
        })
        .await;
    assert!(
        started.is_some(),
        "{}",
        t.fake.message(lobby.id).unwrap().content
    );
    let row = t.store.game_row(row.id).await.unwrap();
    assert_eq!(row.status, catan_bot::store::GameStatus::Active);
    let names: Vec<&str> = row.seats.iter().map(|s| s.name.as_str()).collect();
    match way {
        Way::Buttons => assert_eq!(names, ["Ada", "Bea", "Cy"]),
        Way::Commands => assert_eq!(names, ["Ada", "Bea", "Dee"]),
    }
}

async fn g_phase(t: &Table) -> Phase {
    t.game().await.0.phase()
}

/// Ada offers a trade (Trade… → Offer to players… → modal), Bea counters (modal), Cy
/// declines; the bot is killed and restarted; Ada confirms with Bea on the old message.
/// Returns None when the hands do not allow it this turn.
async fn trade_with_counter(
    t: &mut Table,
    g: &Game,
    bot: &mut BotProcess,
    db: &str,
    seed: u64,
) -> Option<bool> {
    let offerer = g.current();
    let partner = Seat((offerer.0 + 1) % 3);
    let third = Seat((offerer.0 + 2) % 3);
    let mine = g.player(offerer).resources;
    let theirs = g.player(partner).resources;
    let r1 = Resource::ALL.into_iter().find(|r| mine[*r] > 0)?;
    let r2 = Resource::ALL
        .into_iter()
        .find(|r| theirs[*r] > 0 && *r != r1)?;
    let r3 = Resource::ALL.into_iter().find(|r| *r != r1 && *r != r2)?;
    let (a, b, c) = (t.user(offerer), t.user(partner), t.user(third));

    let (_, h) = t.click_turn(&a, "Trade…").await;
    let chooser = h.message().await;
    let r = t
        .fake
        .click(&a, &chooser, &chooser.button("Offer to players…").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 9, "a modal: {r:?}");
    let modal_id = r.modal.as_ref().unwrap()["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let (_, v0) = t.game().await;
    let h = t.fake.submit_modal(
        &a,
        &modal_id,
        &[
            ("give", &format!("1 {r1}")),
            ("get", &format!("1 {r3}")),
            ("to", ""),
        ],
    );
    let r = h.response().await;
    assert_eq!(
        r.kind, 6,
        "acknowledged; the offer is posted to the table: {r:?}"
    );
    // The offer is a new message that pings the players it waits for.
    let offer = t
        .fake
        .wait_message(
            t.channel,
            |m| m.content.contains("Trade offer") && !m.buttons().is_empty(),
            Duration::from_secs(10),
        )
        .await
        .expect("the offer message");
    assert!(
        t.fake
            .notifications(b.id)
            .iter()
            .any(|n| n.message_id == offer.id),
        "the offer pings those it waits for"
    );
    let (_, v) = t.game().await;
    assert_eq!(v, v0 + 1);
    // The offerer cannot accept their own offer; the outsider cannot either.
    t.refused(
        t.fake
            .click(&t.fake.users()[3], &offer, &offer.button("Accept").unwrap()),
        "not in this game",
    )
    .await;
    // Bea counters: she gives r2 and wants r1.
    let r = t
        .fake
        .click(&b, &offer, &offer.button("Counter…").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 9, "{r:?}");
    let cid = r.modal.as_ref().unwrap()["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let r = t
        .fake
        .submit_modal(
            &b,
            &cid,
            &[("give", &format!("1 {r2}")), ("get", &format!("1 {r1}"))],
        )
        .response()
        .await;
    assert_eq!(r.kind, 6, "{r:?}");
    // Cy opens the counter form but declines instead; the form stays open on their screen.
    let r = t
        .fake
        .click(&c, &offer, &offer.button("Counter…").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 9);
    let cy_form = r.modal.as_ref().unwrap()["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let r = t
        .fake
        .click(&c, &offer, &offer.button("Decline").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 6, "{r:?}");
    let partner_button = format!("Trade with {}", g.name(partner));
    let offer_id = offer.id;
    t.fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(offer_id)
                .filter(|m| m.content.contains("declines") && m.button(&partner_button).is_some())
                .cloned()
        })
        .await
        .expect("the offer shows the answers");

    // Stop the bot mid-turn with the offer open, start a new process on the same database.
    bot.0.kill().unwrap();
    bot.0.wait().unwrap();
    let readies = t.fake.sessions_started().0;
    *bot = spawn_bot(&t.fake, db, seed);
    t.fake
        .wait_until(Duration::from_secs(30), |s| {
            (s.ready_count > readies).then_some(())
        })
        .await
        .expect("the new bot process connected");

    let offer = t.fake.message(offer.id).unwrap();
    let with = offer.button(&partner_button).expect("Trade with partner");
    let (before, v0) = t.game().await;
    let r = t.fake.click(&a, &offer, &with).response().await;
    assert_eq!(r.kind, 6, "{r:?}");
    t.settled(v0).await;
    let (after, v1) = t.game().await;
    assert_eq!(v1, v0 + 1);
    assert_eq!(
        after.player(offerer).resources[r2],
        before.player(offerer).resources[r2] + 1
    );
    assert_eq!(
        after.player(partner).resources[r1],
        before.player(partner).resources[r1] + 1
    );
    // The closed offer's message goes; the turn's story tells how it went, in one line.
    // Cy's form, submitted late, explains itself.
    t.fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(offer_id).filter(|m| m.deleted).map(|_| ())
        })
        .await
        .expect("the offer's message goes once it closes");
    let told = format!(
        "{} offered 1 {r1} for 1 {r3}: {} countered, and they traded 1 {r1} for 1 {r2}.",
        g.name(offerer),
        g.name(partner)
    );
    let turn = t.turn_msg().await;
    assert!(turn.content.contains(&told), "{told} in {}", turn.content);
    t.refused(
        t.fake.submit_modal(
            &c,
            &cy_form,
            &[("give", &format!("1 {r3}")), ("get", &format!("1 {r1}"))],
        ),
        "That offer is closed.",
    )
    .await;
    Some(true)
}

/// The keyboard way to trade: the player to move offers by `/catan trade … to:`, the
/// partner accepts by the offer's button (answers have no command), and the offerer
/// confirms by "Trade with NAME". None when the hands do not allow it this turn.
async fn trade_by_command(t: &mut Table, g: &Game) -> Option<bool> {
    let offerer = g.current();
    let partner = Seat((offerer.0 + 1) % 3);
    let mine = g.player(offerer).resources;
    let theirs = g.player(partner).resources;
    let give = Resource::ALL.into_iter().find(|r| mine[*r] > 0)?;
    let get = Resource::ALL
        .into_iter()
        .find(|r| theirs[*r] > 0 && *r != give)?;
    let (a, b) = (t.user(offerer), t.user(partner));
    let (before, v0) = t.game().await;
    // Only a message posted after the command is this offer: an earlier one may still be
    // on its way out of the channel.
    let count = t.fake.message_count();
    // Discord is slow to answer the offer's post: the partner sees it, and accepts, before
    // the bot knows the message's id.
    t.fake.slow_posts(Some(Duration::from_millis(1500)));
    let h = t.fake.slash(
        &a,
        "catan",
        "trade",
        &[
            ("give", Opt::Str(format!("1 {give}"))),
            ("get", Opt::Str(format!("1 {get}"))),
            ("to", Opt::User(b.id)),
        ],
    );
    let r = h.response().await;
    assert!(r.kind == 5 && r.ephemeral, "{r:?}");
    let channel = t.channel;
    let offer = t
        .fake
        .wait_until(Duration::from_secs(10), |s| {
            s.messages
                .iter()
                .skip(count)
                .find(|m| {
                    m.channel_id == channel
                        && !m.deleted
                        && m.content.contains("Trade offer")
                        && m.button("Accept").is_some()
                })
                .cloned()
        })
        .await
        .expect("the offer message");
    assert_eq!(t.game().await.1, v0 + 1);
    let r = t
        .fake
        .click(&b, &offer, &offer.button("Accept").unwrap())
        .response()
        .await;
    t.fake.slow_posts(None);
    assert_eq!(r.kind, 6, "{r:?}");
    let with = format!("Trade with {}", g.name(partner));
    let id = offer.id;
    let offer = t
        .fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(id).filter(|m| m.button(&with).is_some()).cloned()
        })
        .await
        .expect("the offer shows who accepted");
    let (_, v1) = t.game().await;
    let r = t
        .fake
        .click(&a, &offer, &offer.button(&with).unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 6, "{r:?}");
    t.settled(v1).await;
    let (after, _) = t.game().await;
    assert_eq!(
        after.player(offerer).resources[get],
        before.player(offerer).resources[get] + 1
    );
    Some(false)
}

/// Discord is slow to tell the bot the id of the lobby it just posted, and Bea clicks Join
/// before the bot knows it: the lobby still changes in place and keeps its buttons, and
/// later changes (by command) still reach it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_clicked_before_the_bot_knows_its_id_keeps_its_buttons() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let _bot = spawn_bot(&fake, &db, 1);
    fake.wait_online().await;
    let users = fake.users();
    let (ada, bea, cy) = (users[0].clone(), users[1].clone(), users[2].clone());
    fake.slow_original_fetches(Some(Duration::from_millis(1500)));

    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[("players", Opt::Int(3)), ("thread", Opt::Bool(false))],
    );
    let lobby = h.public_answer().await;
    let r = fake
        .click(&bea, &lobby, &lobby.button("Join").unwrap())
        .response()
        .await;
    assert_eq!(r.kind, 7, "the lobby updates in place: {r:?}");
    let now = fake.message(lobby.id).unwrap();
    assert!(now.content.contains("Bea"), "{}", now.content);
    let labels: Vec<String> = now.buttons().into_iter().map(|b| b.label).collect();
    assert_eq!(
        labels,
        ["Join", "Leave", "Start", "Add AI", "Cancel", "Watch", "Settings"]
    );

    // Once Discord answered, a command's change shows on the same lobby message.
    fake.slow_original_fetches(None);
    tokio::time::sleep(Duration::from_millis(1600)).await;
    let r = fake.slash(&cy, "catan", "join", &[]).response().await;
    // A private answer; the lobby message itself shows the change (no duplicate lobby).
    assert!(r.ephemeral && r.content.contains("Seats (3/3)"), "{r:?}");
    let lobby_id = lobby.id;
    let now = fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(lobby_id)
                .filter(|m| m.content.contains("Cy"))
                .cloned()
        })
        .await
        .expect("the lobby message shows Cy");
    assert_eq!(now.buttons().len(), 7, "{:?}", now.buttons());
    fake.assert_no_violations();
}

/// Found by the load run: an AI added through the Add AI chooser, or a player joining by
/// command, before the bot learnt the id of the lobby it had just posted, made a second
/// lobby message (and the first never showed the seat). Now both changes land on the one
/// lobby.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn changes_before_the_bot_knows_its_lobby_land_on_the_one_lobby() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let _bot = spawn_bot(&fake, &db, 1);
    fake.wait_online().await;
    let users = fake.users();
    let (ada, bea) = (users[0].clone(), users[1].clone());
    let channel = fake.channel().id;
    fake.slow_original_fetches(Some(Duration::from_millis(1500)));
    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[("players", Opt::Int(3)), ("thread", Opt::Bool(false))],
    );
    let lobby = h.public_answer().await;
    let h = fake.click(&ada, &lobby, &lobby.button("Add AI").unwrap());
    assert!(h.response().await.ephemeral);
    let chooser = h.message().await;
    let r = fake
        .click(
            &ada,
            &chooser,
            &chooser.button("Heuristic (quick)").unwrap(),
        )
        .response()
        .await;
    assert_eq!(r.kind, 7, "{r:?}");
    let r = fake.slash(&bea, "catan", "join", &[]).response().await;
    assert!(r.ephemeral, "{r:?}");
    let lobby_id = lobby.id;
    let now = fake
        .wait_until(Duration::from_secs(10), |s| {
            s.message(lobby_id)
                .filter(|m| m.content.contains("Seats (3/3)"))
                .cloned()
        })
        .await;
    let lobbies: Vec<Message> = fake
        .public_messages(channel)
        .into_iter()
        .filter(|m| m.content.contains("Seats ("))
        .collect();
    assert!(
        now.is_some(),
        "{:?}",
        lobbies.iter().map(|m| &m.content).collect::<Vec<_>>()
    );
    assert_eq!(lobbies.len(), 1, "one lobby message");
    fake.assert_no_violations();
}

/// Only the host (or a moderator) abandons a game; then nothing is left to click and the
/// channel is free for a new game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abandoning_a_game_takes_its_buttons_off_and_frees_the_channel() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start().await;
    let _bot = spawn_bot(&fake, &db, 3);
    fake.wait_online().await;
    let users = fake.users();
    let (ada, bea, cy) = (users[0].clone(), users[1].clone(), users[2].clone());
    let channel = fake.channel().id;
    let h = fake.slash(
        &ada,
        "catan",
        "new",
        &[("players", Opt::Int(3)), ("thread", Opt::Bool(false))],
    );
    h.response().await;
    let lobby = h.message().await;
    for u in [&bea, &cy] {
        let r = fake
            .click(u, &lobby, &lobby.button("Join").unwrap())
            .response()
            .await;
        assert_eq!(r.kind, 7, "{r:?}");
    }
    let lobby = fake.message(lobby.id).unwrap();
    // Discord is slow to confirm the first turn message: the abandon below comes while the
    // bot does not yet know that message, and its buttons must go all the same.
    fake.slow_posts(Some(Duration::from_millis(1500)));
    fake.click(&ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    let turn = fake
        .wait_message(
            channel,
            |m| m.attachment("board.png").is_some() && !m.buttons().is_empty(),
            Duration::from_secs(10),
        )
        .await
        .expect("the first turn message");

    let r = fake.slash(&bea, "catan", "abandon", &[]).response().await;
    assert!(r.ephemeral && r.content.contains("Only the host"), "{r:?}");
    assert!(!fake.message(turn.id).unwrap().buttons().is_empty());

    let r = fake.slash(&ada, "catan", "abandon", &[]).response().await;
    assert!(!r.ephemeral && r.content.contains("abandoned"), "{r:?}");
    // An abandoned game's draws are checkable too: its seed is revealed.
    assert!(r.content.contains("the secret seed was `"), "{}", r.content);
    fake.slow_posts(None);
    let stripped = fake
        .wait_until(Duration::from_secs(10), |s| {
            s.messages
                .iter()
                .filter(|m| m.channel_id == channel && !m.deleted && m.visible_to.is_none())
                .all(|m| m.buttons().is_empty())
                .then_some(())
        })
        .await;
    let public = fake.public_messages(channel);
    assert!(
        stripped.is_some(),
        "no buttons left: {:?}",
        public
            .iter()
            .map(|m| (&m.content, m.buttons()))
            .collect::<Vec<_>>()
    );
    // Every live prompt closed with the game: the turn message asks nobody for anything.
    let closed = fake.message(turn.id).unwrap();
    assert!(!closed.content.contains("<@"), "{}", closed.content);
    assert!(!closed.content.contains("thinking"), "{}", closed.content);
    // The abandon says the game's number and how to get its record, and plain
    // `/catan export` gives the game that just ended here.
    let game: i64 = r
        .content
        .strip_prefix("Ada abandoned game ")
        .and_then(|t| t.split('.').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the game's number: {}", r.content));
    assert!(
        r.content.contains(&format!("`/catan export game:{game}`")),
        "{}",
        r.content
    );
    let h = fake.slash(&cy, "catan", "export", &[]);
    let answer = h.response().await;
    let record = match answer.attachments.is_empty() {
        false => answer.attachments.clone(),
        true => h.message().await.attachments,
    };
    assert!(
        record
            .iter()
            .any(|a| a.filename.ends_with(".json") && a.filename.contains(&game.to_string())),
        "{answer:?}"
    );
    // The keyboard way is refused too, and a new game can open here.
    let r = fake.slash(&ada, "catan", "roll", &[]).response().await;
    assert!(r.ephemeral, "{r:?}");
    let r = fake
        .slash(
            &cy,
            "catan",
            "new",
            &[("players", Opt::Int(3)), ("thread", Opt::Bool(false))],
        )
        .public_answer()
        .await;
    assert!(r.content.contains("new game"), "{r:?}");
    // A moderator (Manage Channels) who does not play may end Cy's lobby.
    let dee = users[3].clone();
    assert!(dee.moderator && !cy.moderator);
    let r = fake.slash(&dee, "catan", "abandon", &[]).response().await;
    assert!(!r.ephemeral && r.content.contains("Dee abandoned"), "{r:?}");
    // A lobby drew nothing: no seed to show.
    assert!(!r.content.contains("seed"), "{}", r.content);
    fake.assert_no_violations();
}

/// The seat to move in `loaded`'s set-up, `user`, makes its first legal placement by
/// `/catan build`, and it is committed: the command's first answer.
pub(crate) async fn place_by_command(
    fake: &FakeDiscord,
    store: &Store,
    loaded: &catan_bot::store::LoadedGame,
    user: &FakeUser,
) -> fake_discord::Response {
    let a = loaded.game.legal_actions(loaded.game.current())[0];
    let (what, at) = match a {
        Action::PlaceSettlement { at } => (1, at.to_string()),
        Action::PlaceRoad { at } => (0, at.to_string()),
        other => panic!("{other:?} in set-up"),
    };
    let r = fake
        .slash(
            user,
            "catan",
            "build",
            &[("what", Opt::Int(what)), ("at", Opt::Str(at))],
        )
        .response()
        .await;
    let v = loaded.row.version;
    let mut tries = 0;
    while store.load(loaded.row.id).await.unwrap().row.version == v {
        tries += 1;
        assert!(tries < 400, "{a:?} by {} was not made: {r:?}", user.name);
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    r
}

/// Issue 44, the heads-up: Bea asked `/catan notify next:True` (and no turn DMs); when the
/// player before her starts a turn she gets one direct message saying whose turn began and
/// that hers is next, in which game, with a link to that turn's message — and nothing for
/// the set-up's placements. Cy did not ask: nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_heads_up_tells_a_player_their_turn_is_next() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    let _bot = spawn_bot(&fake, &db, 7);
    fake.wait_online().await;
    let users = fake.users();
    let (ada, bea, cy) = (&users[0], &users[1], &users[2]);
    let channel = fake.channel().id;
    let r = fake
        .slash(bea, "catan", "notify", &[("next", Opt::Bool(true))])
        .response()
        .await;
    assert!(
        r.ephemeral
            && r.content.contains(
                "**Heads-up:** a direct message when the player before you starts their turn."
            ),
        "{r:?}"
    );
    crate::bot_discord_rules::start_table(&fake, &users[..3]).await;
    let store = Store::open(&db).await.unwrap();
    let game = store.active_games().await.unwrap()[0].0;
    let user_of = |s: Seat| users[s.index()].clone();
    let bea_seat = Seat(1);
    // Through the set-up to the first turn whose next player is Bea.
    let before_bea = Seat((bea_seat.0 + 2) % 3);
    loop {
        let loaded = store.load(game).await.unwrap();
        let g = &loaded.game;
        if g.phase() != Phase::Setup && g.current() == before_bea {
            break;
        }
        assert!(
            fake.dms(bea.id).is_empty(),
            "no heads-up before a turn of the one before her"
        );
        match g.phase() {
            Phase::Setup => {
                let r = place_by_command(&fake, &store, &loaded, &user_of(g.current())).await;
                assert!(matches!(r.kind, 5 | 6), "{r:?}");
            }
            _ => {
                // A turn of someone else: roll and end it.
                let u = user_of(g.current());
                let v = loaded.row.version;
                if g.phase() == Phase::Roll {
                    fake.slash(&u, "catan", "roll", &[("dice", Opt::Str("2,3".into()))])
                        .response()
                        .await;
                } else {
                    fake.slash(&u, "catan", "end", &[]).response().await;
                }
                let t0 = std::time::Instant::now();
                while store.load(game).await.unwrap().row.version == v {
                    assert!(
                        t0.elapsed() < Duration::from_secs(10),
                        "a move of {}",
                        u.name
                    );
                    tokio::time::sleep(Duration::from_millis(25)).await;
                }
            }
        }
    }
    let g = store.load(game).await.unwrap().game;
    let name = g.name(before_bea).to_string();
    let mut dms = Vec::new();
    for _ in 0..200 {
        dms = fake.dms(bea.id);
        if !dms.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let dm = dms.into_iter().next().expect("Bea's heads-up");
    let want = format!(
        "⏭ {name} started turn {}; yours is next · Catan #{game} in <#{channel}>: https://discord.com/channels/",
        g.turn()
    );
    assert!(dm.content.starts_with(&want), "{}", dm.content);
    let linked: u64 = dm.content.rsplit('/').next().unwrap().parse().unwrap();
    let turn_msg = fake.message(linked).expect("the linked message");
    assert!(
        turn_msg
            .content
            .contains(&format!("**Turn {}** · {name}", g.turn())),
        "{}",
        turn_msg.content
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(fake.dms(bea.id).len(), 1, "one heads-up");
    assert!(fake.dms(cy.id).is_empty() && fake.dms(ada.id).is_empty());
    fake.assert_no_violations();
}

/// `/catan notify`: Ada asked for DMs and gets one with a link to each turn message that
/// pinged her; Bea asked too, but her DMs are closed: the bot tries once, and tells her once,
/// privately, at her next click; Cy asked for DMs with quiet hours that cover now: no DM,
/// and her turn clock stands still until they end. A setting that cannot be read is refused
/// in words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_pings_reach_players_where_they_asked() {
    let (_dir, db) = temp_db();
    let fake = FakeDiscord::start_fast().await;
    let _bot = spawn_bot(&fake, &db, 7);
    fake.wait_online().await;
    let users = fake.users();
    let (ada, bea, cy, dee) = (&users[0], &users[1], &users[2], &users[3]);
    let channel = fake.channel().id;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let hour = now.rem_euclid(86_400) / 3600;
    let quiet_end = now - now.rem_euclid(3600) + 2 * 3600;
    let quiet = format!("{hour}-{}", (hour + 2) % 24);

    let r = fake
        .slash(ada, "catan", "notify", &[("dm", Opt::Bool(true))])
        .response()
        .await;
    assert!(
        r.ephemeral && r.content.contains("a direct message with a link"),
        "{r:?}"
    );
    fake.slash(bea, "catan", "notify", &[("dm", Opt::Bool(true))])
        .response()
        .await;
    fake.close_dms(bea.id);
    let r = fake
        .slash(
            cy,
            "catan",
            "notify",
            &[
                ("dm", Opt::Bool(true)),
                ("quiet", Opt::Str(quiet.clone())),
                ("time_zone", Opt::Str("UTC".into())),
            ],
        )
        .response()
        .await;
    assert!(r.content.contains("It is quiet for you now"), "{r:?}");
    let r = fake
        .slash(
            dee,
            "catan",
            "notify",
            &[("quiet", Opt::Str("25-3".into()))],
        )
        .response()
        .await;
    assert!(r.ephemeral && r.content.contains("like `22-7`"), "{r:?}");

    // A table of the three with an hour's turn clock; the set-up pings each of them.
    let h = fake.slash(
        ada,
        "catan",
        "new",
        &[
            ("players", Opt::Int(3)),
            ("turn_timer", Opt::Str("60".into())),
            ("thread", Opt::Bool(false)),
        ],
    );
    h.response().await;
    let lobby = h.message().await;
    for u in [bea, cy] {
        fake.click(u, &lobby, &lobby.button("Join").unwrap())
            .response()
            .await;
    }
    let lobby = fake.message(lobby.id).unwrap();
    fake.click(ada, &lobby, &lobby.button("Start").unwrap())
        .response()
        .await;
    let store = Store::open(&db).await.unwrap();
    let game = store.active_games().await.unwrap()[0].0;
    let user_of = |s: Seat| users[s.index()].clone();
    let mut cy_deadline = None;
    loop {
        let loaded = store.load(game).await.unwrap();
        let g = &loaded.game;
        if g.phase() != Phase::Setup {
            break;
        }
        let seat = g.current();
        let user = user_of(seat);
        // Cy's first turn message: her clock starts as it goes out.
        if user.id == cy.id && cy_deadline.is_none() {
            let pinged = fake
                .wait_until(Duration::from_secs(10), |s| {
                    s.notifications
                        .iter()
                        .any(|(u, n)| *u == cy.id && n.channel_id == channel)
                        .then_some(())
                })
                .await;
            assert!(pinged.is_some(), "Cy was pinged");
            cy_deadline = store.deadline(game).await.unwrap();
        }
        let r = place_by_command(&fake, &store, &loaded, &user).await;
        assert!(matches!(r.kind, 5 | 6), "{r:?}");
    }

    // Ada: a DM for each turn message that pinged her, linking to it.
    let turn_pings: Vec<u64> = fake
        .notifications(ada.id)
        .into_iter()
        .filter(|n| n.channel_id == channel)
        .map(|n| n.message_id)
        .collect();
    let mut dms = fake.dms(ada.id);
    for _ in 0..200 {
        if !dms.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        dms = fake.dms(ada.id);
    }
    assert!(!dms.is_empty(), "Ada got a DM");
    for dm in &dms {
        let linked = dm
            .content
            .rsplit('/')
            .next()
            .and_then(|id| id.parse::<u64>().ok())
            .expect("a link to a message");
        assert!(
            turn_pings.contains(&linked),
            "{} links a turn message that pinged Ada",
            dm.content
        );
        // Its first line, all a phone's notification shows: what Ada must do, and where.
        let first = dm.content.lines().next().unwrap();
        assert!(
            first.contains("Ada, ")
                && first.contains(&format!(" · Catan #{game} in <#{channel}>: https://")),
            "{} opens with {first:?}",
            dm.content
        );
        assert!(
            dm.content.contains(&format!("/{channel}/")),
            "{}",
            dm.content
        );
    }
    // Bea's DMs are closed: none arrived, and none is tried again.
    assert!(fake.dms(bea.id).is_empty());
    assert!(store.notify_prefs(bea.id).await.unwrap().dm_refused);
    // She is told once, privately, after her next click.
    let mut msg = None;
    for _ in 0..200 {
        let turn = store
            .published(game)
            .await
            .unwrap()
            .into_iter()
            .find(|p| p.kind == catan_bot::store::MessageKind::Turn && p.message.is_some());
        // The first turn's message (with **Roll**), not the last set-up message the
        // publisher may not have closed yet.
        msg = turn
            .and_then(|p| fake.message(p.message?))
            .filter(|m| m.button("My hand").is_some() && m.button("Roll").is_some());
        if msg.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let msg = msg.expect("the turn message");
    for round in 0..2 {
        let h = fake.click(bea, &msg, &msg.button("My hand").unwrap());
        h.response().await;
        let told = fake
            .wait_until(Duration::from_secs(3), |s| {
                s.messages
                    .iter()
                    .filter(|m| m.visible_to == Some(bea.id))
                    .filter(|m| m.content.contains("Discord refused it"))
                    .count()
                    .checked_sub(round)
                    .filter(|n| *n > 0)
            })
            .await;
        assert_eq!(told.is_some(), round == 0, "told once (round {round})");
    }
    // Cy: quiet now, so no DM; her clock stood still until the quiet hours end.
    assert!(fake.dms(cy.id).is_empty());
    let deadline = cy_deadline.expect("Cy's clock");
    assert!(
        deadline >= quiet_end + 3600,
        "{deadline} < {}",
        quiet_end + 3600
    );
    fake.assert_no_violations();
}
