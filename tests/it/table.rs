//! The table driver of the whole-game tests (`bot_e2e`, `bot_six`) and of the load bench
//! (`benches/discord_load.rs`, which includes this file): find the game's turn message, tell
//! whether Discord shows the game as it stands, pick an action in a chooser, and the settle
//! spots a scripted player prefers. It reads the game from the bot's store only to decide;
//! every move goes through the fake Discord.

#![allow(dead_code)] // the bench uses a part of it

use crate::fake_discord::{FakeDiscord, FakeUser, InteractionHandle, Message};
use catan_bot::engine::{Action, Game, Phase, Resource, ResourceCounts, Seat};
use catan_bot::store::{MessageKind, Store};
use catan_bot::table::who;
use std::time::{Duration, Instant};

/// The action a select option's value or a button's custom id carries (JSON).
pub fn action_of(value: &str) -> Option<Action> {
    serde_json::from_str(value).ok()
}

/// How a chooser offers one action: an option of one of its selects, or a button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    Option { select: String, value: String },
    Button(String),
}

/// Where `chooser` offers `action`, if it does.
pub fn pick(chooser: &Message, action: &Action) -> Option<Pick> {
    for sel in chooser.selects() {
        if let Some((_, v)) = sel
            .options
            .iter()
            .find(|(_, v)| action_of(v).as_ref() == Some(action))
        {
            return Some(Pick::Option {
                select: sel.custom_id.clone(),
                value: v.clone(),
            });
        }
    }
    chooser.buttons().into_iter().find_map(|b| {
        let cid = b.custom_id?;
        let json = cid.splitn(5, ':').nth(4)?;
        (action_of(json).as_ref() == Some(action)).then_some(Pick::Button(cid))
    })
}

/// Picks `action` in `chooser` as `user`: in any of its selects, or the button that carries
/// it. Panics, naming what was offered, when the chooser does not offer it.
pub fn choose(
    fake: &FakeDiscord,
    user: &FakeUser,
    chooser: &Message,
    action: &Action,
) -> InteractionHandle {
    match pick(chooser, action) {
        Some(Pick::Option { select, value }) => fake.select(user, chooser, &select, &[&value]),
        Some(Pick::Button(id)) => fake.click(user, chooser, &id),
        None => panic!(
            "{action:?} is not offered in {:?} / {:?}",
            chooser.selects(),
            chooser.buttons()
        ),
    }
}

/// Clicks `chooser`'s page button `label` ("More ▶", "◀ Previous", in any language: the
/// arrow decides) as `user` and returns the chooser once it shows the other page; None
/// when it has no such button.
pub async fn turn_page(
    fake: &FakeDiscord,
    user: &FakeUser,
    chooser: &Message,
    forward: bool,
) -> Option<Message> {
    let id = chooser.buttons().into_iter().find_map(|b| {
        let arrow = match forward {
            true => b.label.ends_with('▶'),
            false => b.label.starts_with('◀'),
        };
        arrow.then_some(b.custom_id).flatten()
    })?;
    let shown = |m: &Message| (m.content.clone(), m.selects(), m.buttons());
    let before = shown(chooser);
    let r = fake.click(user, chooser, &id).response().await;
    assert!(matches!(r.kind, 6 | 7), "the other page in place: {r:?}");
    let start = Instant::now();
    loop {
        let now = fake.message(chooser.id).expect("the chooser");
        if shown(&now) != before {
            return Some(now);
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the page did not turn"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Every page of `chooser` (a Build… chooser's close-ups), the first one first, turned by
/// `user`; the chooser is left on its last page.
pub async fn every_page(fake: &FakeDiscord, user: &FakeUser, chooser: &Message) -> Vec<Message> {
    let mut at = chooser.clone();
    while let Some(back) = turn_page(fake, user, &at, false).await {
        at = back;
    }
    let mut pages = vec![at.clone()];
    while let Some(next) = turn_page(fake, user, &at, true).await {
        at = next;
        pages.push(at.clone());
        assert!(pages.len() < 20, "a chooser of 20 pages");
    }
    pages
}

/// `chooser` turned by `user` to the page that offers `action` (as it is when it does).
pub async fn page_with(
    fake: &FakeDiscord,
    user: &FakeUser,
    chooser: &Message,
    action: &Action,
) -> Message {
    if pick(chooser, action).is_some() {
        return chooser.clone();
    }
    for page in every_page(fake, user, chooser).await {
        if pick(&page, action).is_some() {
            let mut at = fake.message(chooser.id).expect("the chooser");
            while pick(&at, action).is_none() {
                at = turn_page(fake, user, &at, false)
                    .await
                    .expect("an earlier page");
            }
            return at;
        }
    }
    panic!("{action:?} is on no page of the chooser");
}

/// Every action a chooser offers in its selects, in a stable order.
pub fn offered(chooser: &Message) -> Vec<Action> {
    let mut v: Vec<Action> = chooser
        .selects()
        .iter()
        .flat_map(|s| s.options.iter().filter_map(|(_, v)| action_of(v)))
        .collect();
    v.sort_by_key(|a| format!("{a:?}"));
    v
}

/// From a discard select's options (label, value), one count per resource adding up to
/// `owed`, the largest that fits first: the values to select, and the cards they stand for.
#[allow(dead_code)] // the load bench includes this file without the e2e tests
pub fn pick_discard(options: &[(String, String)], owed: u8) -> (Vec<String>, ResourceCounts) {
    let mut best: Vec<(Resource, u8, String)> = Vec::new();
    for (_, v) in options {
        let Some((r, n)) = catan_bot::bot::components::discard_option_cards(v) else {
            continue;
        };
        match best.iter_mut().find(|(b, _, _)| *b == r) {
            Some(b) if b.1 >= n => {}
            Some(b) => *b = (r, n, v.clone()),
            None => best.push((r, n, v.clone())),
        }
    }
    let (mut values, mut cards, mut left) = (Vec::new(), ResourceCounts::ZERO, owed);
    for (r, most, _) in best {
        if left == 0 {
            break;
        }
        let n = most.min(left);
        let value = options
            .iter()
            .map(|(_, v)| v)
            .find(|v| catan_bot::bot::components::discard_option_cards(v) == Some((r, n)))
            .expect("a count of each resource up to the most offered");
        values.push(value.clone());
        cards[r] = n;
        left -= n;
    }
    (values, cards)
}

/// The enabled buttons the turn message must show while humans act in `g`'s phase.
pub fn expected_buttons(g: &Game) -> Vec<&'static str> {
    // Undo, for the mover, once they have a build or bank trade to take back.
    let undo = g.undoable().is_some_and(|u| u.seat == g.current());
    // The close-ups of the board, last, at every moment.
    const LOOK: &str = "🔍 Close-up";
    let mut v: Vec<&str> = match g.phase() {
        Phase::Setup => return vec!["Build…", "My hand", LOOK],
        Phase::SpecialBuild if undo => {
            return vec!["Build…", "Buy card", "My hand", "Undo", "Done", LOOK]
        }
        Phase::SpecialBuild => return vec!["Build…", "Buy card", "My hand", "Done", LOOK],
        Phase::GameOver => return vec![],
        Phase::RoadBuilding => return vec!["Build…", "My hand", LOOK],
        Phase::Discard => return vec!["Discard", "My hand", LOOK],
        Phase::MoveRobber => return vec!["Move robber", "My hand", LOOK],
        Phase::Roll => return vec!["Roll", "Play card…", "My hand", LOOK],
        Phase::Main => vec![
            "Build…",
            "Trade…",
            "Buy card",
            "Play card…",
            "End turn",
            "My hand",
        ],
    };
    if undo {
        v.push("Undo");
    }
    v.push(LOOK);
    v
}

/// The labels of `m`'s enabled buttons stamped for `game` at the moment of `g`.
pub fn enabled_buttons(m: &Message, game: i64, g: &Game) -> Vec<String> {
    let prefix = format!("t:{game}:{}:", who::stamp(g));
    m.buttons()
        .into_iter()
        .filter(|b| {
            !b.disabled
                && b.custom_id
                    .as_deref()
                    .is_some_and(|c| c.starts_with(&prefix))
        })
        .map(|b| b.label)
        .collect()
}

/// The settle or build spot with the most pips (ties: the lower intersection number); other
/// actions count nothing.
pub fn best_spot(g: &Game, legal: &[Action]) -> Action {
    *legal
        .iter()
        .max_by_key(|a| match a {
            Action::PlaceSettlement { at }
            | Action::BuildSettlement { at }
            | Action::BuildCity { at } => {
                g.topology()
                    .hexes_at(*at)
                    .map(|h| g.board().tile(h).pips() as u32)
                    .sum::<u32>()
                    * 100
                    + (100 - at.number())
            }
            _ => 0,
        })
        .unwrap()
}

/// Polls `f` every 10 ms until it gives a value or `timeout` passes.
pub async fn poll<T>(timeout: Duration, mut f: impl FnMut() -> Option<T>) -> Option<T> {
    let t0 = Instant::now();
    loop {
        if let Some(v) = f() {
            return Some(v);
        }
        if t0.elapsed() > timeout {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// One game at one channel of the fake Discord, with the bot's store to read it from.
pub struct Seated {
    pub fake: FakeDiscord,
    pub store: Store,
    pub game: i64,
    pub channel: u64,
}

impl Seated {
    /// The game as stored, and its version.
    pub async fn game(&self) -> (Game, i64) {
        let l = self.store.load(self.game).await.expect("load");
        (l.game, l.row.version)
    }

    /// How many actions the game's log holds.
    pub async fn log_len(&self) -> i64 {
        self.store.load(self.game).await.expect("load").log_len
    }

    /// Waits until the log holds an action of `seat` after its first `since` actions. A
    /// deferred answer (type 6) reaches the player before the bot commits, and another
    /// seat's action (an AI asking for a Special Build Phase) may land in between: a driver
    /// that waited only for a newer version could read a state without its own move and make
    /// that move again.
    pub async fn wait_logged(&self, seat: Seat, since: i64) {
        let t0 = Instant::now();
        loop {
            let len = self.log_len().await;
            if len > since {
                let newer = u32::try_from(len - since).expect("a short wait");
                let recent = self
                    .store
                    .recent_actions(self.game, newer)
                    .await
                    .expect("the log");
                if recent.iter().any(|sa| sa.p == seat) {
                    return;
                }
            }
            assert!(
                t0.elapsed() < Duration::from_secs(15),
                "the move of seat {seat:?} was never committed"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// The game's current turn message, as the bot noted it.
    pub async fn turn_msg(&self) -> Option<Message> {
        let id = self
            .store
            .published(self.game)
            .await
            .expect("published")
            .into_iter()
            .find(|p| p.kind == MessageKind::Turn)
            .and_then(|p| p.message)?;
        self.fake.message(id)
    }

    /// The channel's public messages that carry this game's turn buttons, oldest first.
    pub fn turn_messages(&self) -> Vec<Message> {
        let prefix = format!("t:{}:", self.game);
        self.fake
            .public_messages(self.channel)
            .into_iter()
            .filter(|m| {
                m.buttons().iter().any(|b| {
                    b.custom_id
                        .as_deref()
                        .is_some_and(|c| c.starts_with(&prefix))
                })
            })
            .collect()
    }

    /// Whether Discord shows `g` as it stands: the game-over message, or the turn message of
    /// this moment pinging `ping` (the first human to act) with the buttons of its phase.
    pub async fn shows(&self, g: &Game, ping: Option<&FakeUser>) -> bool {
        if g.phase() == Phase::GameOver {
            return self
                .fake
                .public_messages(self.channel)
                .iter()
                .any(|m| m.content.contains("Game over"));
        }
        let (Some(m), Some(user)) = (self.turn_msg().await, ping) else {
            return false;
        };
        m.content.contains(&format!("<@{}>", user.id))
            && enabled_buttons(&m, self.game, g) == expected_buttons(g)
    }

    /// Clicks the button `label` of the turn message as `user`.
    /// The turn message may be on its way (a new one posted for a new turn, the last one's
    /// buttons taken off): it is waited for, a few seconds at most.
    pub async fn click_turn(&self, user: &FakeUser, label: &str) -> InteractionHandle {
        let start = Instant::now();
        loop {
            let msg = self.turn_msg().await;
            if let Some((msg, id)) = msg.as_ref().and_then(|m| Some((m, m.button(label)?))) {
                return self.fake.click(user, msg, &id);
            }
            assert!(
                start.elapsed() < Duration::from_secs(5),
                "no {label} on the turn message: {:?}",
                msg.map(|m| m.buttons())
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// `user` opens **My hand** from the turn message: the private answer, with what may be
    /// done from there (at 5–6 players, the ask for a Special Build Phase).
    pub async fn open_hand(&self, user: &FakeUser) -> Message {
        self.click_turn(user, "My hand").await.message().await
    }

    /// `user` asks for a Special Build Phase, or withdraws the request (`asked`), by the
    /// button under their hand.
    pub async fn click_special_build(&self, user: &FakeUser, asked: bool) -> InteractionHandle {
        let hand = self.open_hand(user).await;
        let label = match asked {
            false => "Ask for a Special Build Phase",
            true => "Withdraw my Special Build request",
        };
        let id = hand
            .button(label)
            .unwrap_or_else(|| panic!("no {label} under the hand: {:?}", hand.buttons()));
        self.fake.click(user, &hand, &id)
    }

    /// Picks `action` in `chooser` as `user` (see [`choose`]).
    pub fn choose(&self, user: &FakeUser, chooser: &Message, action: &Action) -> InteractionHandle {
        choose(&self.fake, user, chooser, action)
    }
}

/// `GET path` on the bot's local port: the status line and the body.
pub async fn get(port: u16, path: &str) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut conn = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .expect("the operator's port takes connections");
    conn.write_all(format!("GET {path} HTTP/1.1\r\nHost: localhost\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut text = String::new();
    conn.read_to_string(&mut text).await.unwrap();
    let (head, body) = text.split_once("\r\n\r\n").expect("a whole answer");
    (head.lines().next().unwrap().to_string(), body.to_string())
}
