//! `catan-fair/1`: every random outcome of a game drawn from one secret seed, committed to
//! before the game starts and revealed when it ends, so that anyone can check offline that
//! no draw was chosen during the game (README, "Fair dice").
//!
//! - The **seed** S is 32 random bytes fixed when the lobby opens; its **commitment**
//!   `SHA-256("catan-fair/1" ‖ S)` is public from then on.
//! - At the start, the **key** `K = HMAC-SHA256(S, entropy)`, where the entropy is text made
//!   of values that exist only after the commitment was public (ids Discord mints, the
//!   seated players), so S could not have been chosen against them.
//! - Each kind of outcome has its own stream, numbered by occurrence: block `b` of outcome
//!   `i` of purpose `p` is `HMAC-SHA256(K, p ‖ 0x00 ‖ u64_be(i) ‖ u32_be(b))`, read byte by
//!   byte from block 0 on. A steal never shifts a roll, and an undone move never re-rolls.
//! - Draws are specified here, not left to a library: a die takes the next byte below 252
//!   (`1 + byte mod 6`); a number below `n` takes the next 4 bytes (big-endian) below
//!   `2^32 - 2^32 mod n` (`word mod n`); the deck is shuffled by Fisher–Yates from the
//!   bottom card up, card `i` swapping with card `below(i + 1)`.

use super::action::Action;
use super::board::BoardSpec;
use super::dev_card::DevCard;
use super::geometry::Island;
use super::record::{Record, RecordError};
use super::seat::{Seat, MAX_PLAYERS};
use hmac::{KeyInit, Mac};
use sha2::{Digest, Sha256};
use thiserror::Error;

/// The scheme's name, as records and lobbies show it.
pub const SCHEME: &str = "catan-fair/1";

type HmacSha256 = hmac::Hmac<Sha256>;

fn hmac(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    let mut m = HmacSha256::new_from_slice(key).expect("HMAC takes a key of any length");
    for p in parts {
        m.update(p);
    }
    m.finalize().into_bytes().into()
}

/// `SHA-256("catan-fair/1" ‖ seed)`: what is shown before the game starts.
pub fn commitment(seed: &[u8; 32]) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(SCHEME.as_bytes());
    h.update(seed);
    h.finalize().into()
}

/// The game's key: `HMAC-SHA256(seed, entropy)`.
#[derive(Clone, PartialEq, Eq)]
pub struct Key([u8; 32]);

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Key(…)")
    }
}

/// Balanced dice: a deck of the 36 outcomes is dealt this many rolls, then shuffled anew, so
/// the last quarter of each deck stays unknown (nobody can count a 7 down to certain).
pub const BALANCED_DEAL: u64 = 27;

/// The purposes, each its own stream.
pub mod purpose {
    /// Balanced dice: outcome d is the d-th shuffle of the 36 outcomes.
    pub const DICE_DECK: &str = "dice-deck";
    /// Balanced sevens: outcome t decides whether turn t's seven, dealt to a seat one seven
    /// ahead, is put back.
    pub const SEVENS: &str = "sevens";
    pub const BOARD: &str = "board";
    pub const FIRST: &str = "first";
    pub const DECK: &str = "deck";
    pub const DICE: &str = "dice";
    pub const STEAL: &str = "steal";
    /// Paired turns: outcome t is the steal of Settler 2's part of turn t.
    pub const STEAL_TWO: &str = "steal-2";
}

impl Key {
    pub fn new(seed: &[u8; 32], entropy: &str) -> Key {
        Key(hmac(seed, &[entropy.as_bytes()]))
    }

    /// The draws of outcome `index` of `purpose`.
    pub fn draws(&self, purpose: &'static str, index: u64) -> Draws<'_> {
        Draws {
            key: self,
            purpose,
            index,
            block: 0,
            buf: [0; 32],
            pos: 32,
        }
    }

    /// The seed of a random map (`{"random": SEED}`): the first 8 bytes, big-endian.
    pub fn board_seed(&self) -> u64 {
        let mut d = self.draws(purpose::BOARD, 0);
        u64::from_be_bytes(std::array::from_fn(|_| d.byte()))
    }

    /// The first player of `players`.
    pub fn first_player(&self, players: u8) -> Seat {
        Seat(
            self.draws(purpose::FIRST, 0)
                .below(u32::from(players.max(1))) as u8,
        )
    }

    /// The development deck of `island`'s game, top card first: the standard deck in
    /// `DevCard::standard_deck` order, shuffled by Fisher–Yates.
    pub fn dev_deck(&self, island: Island) -> Vec<DevCard> {
        let mut deck = DevCard::standard_deck(island);
        let mut d = self.draws(purpose::DECK, 0);
        for i in (1..deck.len()).rev() {
            let j = d.below(i as u32 + 1) as usize;
            deck.swap(i, j);
        }
        deck
    }

    /// Roll number `index` (the roll of turn `index`).
    pub fn roll(&self, index: u64) -> [u8; 2] {
        let mut d = self.draws(purpose::DICE, index);
        [d.die(), d.die()]
    }

    /// Roll number `index` (the roll of turn `index`, from 1) with balanced dice: the
    /// outcomes (1,1), (1,2), …, (1,6), (2,1), …, (6,6) in that order, shuffled by
    /// Fisher–Yates from the `dice-deck` stream's outcome d = (index − 1) div 27, and dealt
    /// from the top: roll `index` is card (index − 1) mod 27 of that deck.
    pub fn balanced_roll(&self, index: u64) -> [u8; 2] {
        let i = index.saturating_sub(1);
        self.dice_deck(i / BALANCED_DEAL)[(i % BALANCED_DEAL) as usize]
    }

    /// Deck `d` of balanced dice: the 36 outcomes in order, shuffled.
    fn dice_deck(&self, d: u64) -> [[u8; 2]; 36] {
        let mut deck = [[0u8; 2]; 36];
        for (k, card) in deck.iter_mut().enumerate() {
            *card = [k as u8 / 6 + 1, k as u8 % 6 + 1];
        }
        let mut draws = self.draws(purpose::DICE_DECK, d);
        for k in (1..deck.len()).rev() {
            let j = draws.below(k as u32 + 1) as usize;
            deck.swap(k, j);
        }
        deck
    }

    /// Roll number `index` with balanced dice and balanced sevens (docs/RECORD.md,
    /// "Balanced sevens") at a table of `players`: the `index`-th of
    /// `seven_balanced_rolls`.
    pub fn seven_balanced_roll(&self, index: u64, players: u8) -> [u8; 2] {
        let mut rolls = self.seven_balanced_rolls(players);
        let mut roll = rolls.next().unwrap_or([1, 1]);
        for _ in 1..index {
            roll = rolls.next().unwrap_or(roll);
        }
        roll
    }

    /// The rolls of turns 1, 2, … with balanced dice and balanced sevens.
    pub fn seven_balanced_rolls(&self, players: u8) -> SevenBalancedRolls<'_> {
        SevenBalancedRolls {
            key: self,
            players: u64::from(players.max(1)),
            turn: 0,
            deck: self.dice_deck(0),
            sevens: [0; MAX_PLAYERS],
            put_back: false,
        }
    }

    /// Paired turns: which of the victim's `total` cards the steal of Settler 2's part of
    /// turn `turn` takes (a Knight's: the part has at most one), from the `steal-2` stream.
    pub fn settler_two_steal(&self, turn: u64, total: u32) -> u32 {
        self.draws(purpose::STEAL_TWO, turn).below(total.max(1))
    }

    /// Which of the victim's `total` cards steal number `index` takes (0-based, counting
    /// the victim's hand in the order brick, lumber, wool, grain, ore).
    pub fn steal(&self, index: u64, total: u32) -> u32 {
        self.draws(purpose::STEAL, index).below(total.max(1))
    }
}

/// Balanced sevens (docs/RECORD.md, "Balanced sevens"): the rolls of turns 1, 2, … of a
/// balanced-dice game in which no seat rolls most of the sevens for long. Turn t is rolled
/// by the player k = (t − 1) mod players in turn order (k = 0 the first player). Before turn
/// t's card is dealt, d is the sevens that player has rolled in turns 1 … t − 1 less the
/// fewest any other player has. When the card
/// is a seven and d ≥ 2, or d = 1 and the `sevens` stream's outcome t reads below(2) = 1,
/// the seven changes places with the first card after it among the deck's 27 dealt cards
/// that is not a seven (if there is none, it stays), and the roll is the card now in its
/// place. The 27 cards each deck deals are the same as without the balance, in another
/// order; the rolls depend on the key and the number of players alone (the rule treats
/// every player alike, so not on who rolls first, nor on any move).
pub struct SevenBalancedRolls<'a> {
    key: &'a Key,
    players: u64,
    /// Turns dealt so far.
    turn: u64,
    deck: [[u8; 2]; 36],
    sevens: [u32; MAX_PLAYERS],
    put_back: bool,
}

impl SevenBalancedRolls<'_> {
    /// Whether the last roll dealt took the place of a seven put back.
    pub fn put_back(&self) -> bool {
        self.put_back
    }
}

impl Iterator for SevenBalancedRolls<'_> {
    type Item = [u8; 2];

    fn next(&mut self) -> Option<[u8; 2]> {
        let is_seven = |c: [u8; 2]| c[0] + c[1] == 7;
        let i = self.turn;
        self.turn += 1;
        let at = (i % BALANCED_DEAL) as usize;
        if at == 0 && i > 0 {
            self.deck = self.key.dice_deck(i / BALANCED_DEAL);
        }
        let roller = (i % self.players) as usize;
        self.put_back = false;
        if is_seven(self.deck[at]) {
            let fewest = (0..self.players as usize)
                .filter(|&s| s != roller)
                .map(|s| self.sevens[s])
                .min()
                .unwrap_or(0);
            let ahead = self.sevens[roller].saturating_sub(fewest);
            let defer = ahead >= 2
                || (ahead == 1 && self.key.draws(purpose::SEVENS, self.turn).below(2) == 1);
            if defer {
                let dealt = BALANCED_DEAL as usize;
                if let Some(q) = (at + 1..dealt).find(|&q| !is_seven(self.deck[q])) {
                    self.deck.swap(at, q);
                    self.put_back = true;
                }
            }
        }
        if is_seven(self.deck[at]) {
            self.sevens[roller] += 1;
        }
        Some(self.deck[at])
    }
}

/// The bytes of one outcome's stream, block after block.
pub struct Draws<'a> {
    key: &'a Key,
    purpose: &'static str,
    index: u64,
    block: u32,
    buf: [u8; 32],
    pos: usize,
}

impl Draws<'_> {
    pub fn byte(&mut self) -> u8 {
        if self.pos == 32 {
            self.buf = hmac(
                &self.key.0,
                &[
                    self.purpose.as_bytes(),
                    &[0],
                    &self.index.to_be_bytes(),
                    &self.block.to_be_bytes(),
                ],
            );
            self.block += 1;
            self.pos = 0;
        }
        self.pos += 1;
        self.buf[self.pos - 1]
    }

    /// A die: the next byte below 252, `1 + byte mod 6`.
    pub fn die(&mut self) -> u8 {
        loop {
            let b = self.byte();
            if b < 252 {
                return 1 + b % 6;
            }
        }
    }

    /// A number in `0..n` (n > 0): the next 4 bytes (big-endian) below the largest multiple
    /// of n that fits in 2^32, mod n.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "a draw below 0");
        let zone = (1u64 << 32) - (1u64 << 32) % u64::from(n);
        loop {
            let w = u32::from_be_bytes(std::array::from_fn(|_| self.byte()));
            if u64::from(w) < zone {
                return w % n;
            }
        }
    }
}

/// The entropy of a game's start: its number, the id Discord gave the click that started
/// it, and the seated players' user ids in ascending order (AI seats count as 0):
/// `game:12;start:1234;seats:0,0,111,222`.
pub fn start_entropy(game: i64, start: u64, seats: &[u64]) -> String {
    let mut seats = seats.to_vec();
    seats.sort_unstable();
    let seats: Vec<String> = seats.iter().map(u64::to_string).collect();
    format!("game:{game};start:{start};seats:{}", seats.join(","))
}

/// What `verify` checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// Whether the map was drawn (a random map) rather than chosen.
    pub board_drawn: bool,
    pub rolls: usize,
    pub steals: usize,
}

/// Why a record does not pass `verify`: the first draw that does not match, or what is
/// missing.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FairError {
    #[error("This record has no \"fair\" section: its draws were never committed to.")]
    NoCommitment,
    #[error("This record uses the fairness scheme \"{0}\", not catan-fair/1.")]
    Scheme(String),
    #[error("The seed is not revealed yet: the bot reveals it when the game is over.")]
    NotRevealed,
    #[error("The {0} is not 64 hexadecimal digits.")]
    NotHex(&'static str),
    #[error("The seed revealed is not the one committed to: its SHA-256 is {got}, the commitment shown before the game was {want}.")]
    Commitment { got: String, want: String },
    #[error(
        "The map is not the one the seed fixes: it was drawn from {got}, the seed gives {want}."
    )]
    Board { got: u64, want: u64 },
    #[error(
        "The first player is not the one the seed fixes: seat {got}, the seed gives seat {want}."
    )]
    FirstPlayer { got: u8, want: u8 },
    #[error("The development deck is not the one the seed fixes: card {at} from the top is {got}, the seed puts {want} there.")]
    Deck {
        at: usize,
        got: &'static str,
        want: &'static str,
    },
    #[error("Action {i} (turn {turn}): the roll {got:?} is not the one the seed fixes for this turn, {want:?}.")]
    Roll {
        i: usize,
        turn: u32,
        got: [u8; 2],
        want: [u8; 2],
    },
    #[error(
        "Action {i} (turn {turn}): the stolen card, {got}, is not the one the seed fixes, {want}."
    )]
    Steal {
        i: usize,
        turn: u32,
        got: &'static str,
        want: &'static str,
    },
    #[error("{0}")]
    Record(#[from] RecordError),
}

/// Checks a finished record's draws against its revealed seed: the commitment, then the
/// map (when random), the first player, the development deck, and every roll and stolen
/// card in order, replaying the actions. The first draw that does not match is the error.
pub fn verify(record: &Record) -> Result<Verified, FairError> {
    let fair = record.fair.as_ref().ok_or(FairError::NoCommitment)?;
    if fair.scheme != SCHEME {
        return Err(FairError::Scheme(fair.scheme.clone()));
    }
    let seed = fair.seed.as_deref().ok_or(FairError::NotRevealed)?;
    let seed = from_hex32(seed).ok_or(FairError::NotHex("seed"))?;
    let want = from_hex32(&fair.commitment).ok_or(FairError::NotHex("commitment"))?;
    let got = commitment(&seed);
    if got != want {
        return Err(FairError::Commitment {
            got: to_hex(&got),
            want: to_hex(&want),
        });
    }
    let key = Key::new(&seed, &fair.entropy);
    let board_drawn = match record.board {
        BoardSpec::Random(got) => {
            let want = key.board_seed();
            if got != want {
                return Err(FairError::Board { got, want });
            }
            true
        }
        _ => false,
    };
    let (mut game, _) = record.start()?;
    let want = key.first_player(record.options.players);
    let first = game.first_player();
    if first != want {
        return Err(FairError::FirstPlayer {
            got: first.0,
            want: want.0,
        });
    }
    let deck = key.dev_deck(Island::for_players(record.options.players));
    if let Some(at) = (0..deck.len()).find(|&i| game.deck.get(i).copied() != Some(deck[i])) {
        return Err(FairError::Deck {
            at: at + 1,
            got: game.deck.get(at).map(|c| c.name()).unwrap_or("missing"),
            want: deck[at].name(),
        });
    }
    let (mut rolls, mut steals) = (0, 0);
    for (i, sa) in record.actions.iter().enumerate() {
        let fixed = game.complete_fair(sa.action.without_outcome(), &key);
        let turn = game.turn();
        match (sa.action, fixed) {
            (Action::Roll { dice: got }, Action::Roll { dice: Some(want) }) => {
                if got.is_some_and(|got| got != want) {
                    return Err(FairError::Roll {
                        i,
                        turn,
                        got: got.unwrap_or(want),
                        want,
                    });
                }
                rolls += 1;
            }
            (
                Action::MoveRobber { card: got, .. },
                Action::MoveRobber {
                    card: Some(want), ..
                },
            ) => {
                if got.is_some_and(|got| got != want) {
                    return Err(FairError::Steal {
                        i,
                        turn,
                        got: got.map(|r| r.name()).unwrap_or_default(),
                        want: want.name(),
                    });
                }
                steals += 1;
            }
            _ => {}
        }
        // A move the rules refuse changes nothing, as in `replay`.
        let _ = game.apply(sa.p, fixed);
    }
    Ok(Verified {
        board_drawn,
        rolls,
        steals,
    })
}

/// Lower-case hexadecimal.
pub fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// 32 bytes from 64 hexadecimal digits.
pub fn from_hex32(text: &str) -> Option<[u8; 32]> {
    let text = text.trim();
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn test_seed() -> [u8; 32] {
        std::array::from_fn(|i| i as u8)
    }

    #[test]
    fn hex_round_trips() {
        let s = test_seed();
        assert_eq!(from_hex32(&to_hex(&s)), Some(s));
        assert_eq!(from_hex32("00"), None);
        assert_eq!(from_hex32(&"zz".repeat(32)), None);
    }

    #[test]
    fn the_key_and_the_streams_are_what_the_spec_says() {
        // SHA-256 and HMAC-SHA256 themselves: RFC 4231's first test case.
        let rfc = hmac(&[0x0b; 20], &[b"Hi There"]);
        assert_eq!(
            to_hex(&rfc),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
        );
        let key = Key::new(&test_seed(), "spec");
        let block0 = hmac(
            &key.0,
            &[b"dice", &[0], &7u64.to_be_bytes(), &0u32.to_be_bytes()],
        );
        let mut d = key.draws(purpose::DICE, 7);
        let bytes: Vec<u8> = (0..40).map(|_| d.byte()).collect();
        assert_eq!(&bytes[..32], &block0);
        let block1 = hmac(
            &key.0,
            &[b"dice", &[0], &7u64.to_be_bytes(), &1u32.to_be_bytes()],
        );
        assert_eq!(&bytes[32..], &block1[..8]);
        // A die skips bytes 252..=255.
        let first_die = block0.iter().find(|&&b| b < 252).map(|b| 1 + b % 6);
        assert_eq!(Some(key.roll(7)[0]), first_die);
    }

    #[test]
    fn streams_do_not_shift_each_other() {
        let key = Key::new(&test_seed(), "game");
        let rolls: Vec<[u8; 2]> = (1..=50).map(|i| key.roll(i)).collect();
        // Any number of steals in between changes no roll: each is its own stream.
        for i in 0..20 {
            key.steal(i, 7);
        }
        assert_eq!(rolls, (1..=50).map(|i| key.roll(i)).collect::<Vec<_>>());
        assert_ne!(
            rolls[0..10],
            (11..=20).map(|i| key.roll(i)).collect::<Vec<_>>()
        );
        // Another entropy, another game.
        let other = Key::new(&test_seed(), "game2");
        assert_ne!(rolls, (1..=50).map(|i| other.roll(i)).collect::<Vec<_>>());
    }

    #[test]
    fn the_deck_is_the_standard_deck_shuffled() {
        let key = Key::new(&test_seed(), "deck");
        for island in [Island::Base, Island::Large] {
            let deck = key.dev_deck(island);
            assert!(super::super::game::is_standard_deck(&deck, island));
            assert_ne!(deck, DevCard::standard_deck(island));
        }
    }

    use super::super::action::SeatAction;
    use super::super::game::{Options, Phase};
    use super::super::record::Fairness;
    use super::super::rng::GameRng;

    /// A fair record of a 4-player game on a random map, its moves chosen at random by
    /// `pick_seed` and its draws from the key: (the record, its seed).
    fn fair_game(pick_seed: u64, actions: usize) -> Record {
        fair_game_with(pick_seed, actions, Options::default())
    }

    fn fair_game_with(pick_seed: u64, actions: usize, options: Options) -> Record {
        let seed = test_seed();
        let entropy = start_entropy(7, 1_175_000_000_000_000_000, &[222, 0, 111, 0]);
        let key = Key::new(&seed, &entropy);
        let mut record = Record::new(
            options,
            BoardSpec::Random(key.board_seed()),
            key.first_player(options.players),
            key.dev_deck(Island::for_players(options.players)),
        );
        record.fair = Some(Fairness {
            scheme: SCHEME.into(),
            commitment: to_hex(&commitment(&seed)),
            entropy,
            seed: Some(to_hex(&seed)),
        });
        let (mut game, _) = record.start().unwrap();
        let mut rng = GameRng::new(pick_seed);
        while record.actions.len() < actions && game.phase() != Phase::GameOver {
            let seat = game.seat_to_move();
            let legal = game.legal_actions(seat);
            let pick = legal[rng.below(legal.len() as u32) as usize];
            let action = game.complete_fair(pick, &key);
            game.apply(seat, action).unwrap();
            record.actions.push(SeatAction { p: seat, action });
        }
        record
    }

    #[test]
    fn a_fair_record_verifies_and_a_tampered_one_names_its_first_tampered_draw() {
        let record = fair_game(3, 600);
        let v = verify(&record).unwrap();
        assert!(v.board_drawn && v.rolls > 20 && v.steals > 0, "{v:?}");

        // One roll changed: that action is named, with the roll the seed fixes.
        let mut tampered = record.clone();
        let (i, want) = tampered
            .actions
            .iter()
            .enumerate()
            .filter_map(|(i, sa)| match sa.action {
                Action::Roll { dice: Some(d) } => Some((i, d)),
                _ => None,
            })
            .nth(5)
            .unwrap();
        let other = if want == [6, 6] { [1, 1] } else { [6, 6] };
        tampered.actions[i].action = Action::Roll { dice: Some(other) };
        match verify(&tampered) {
            Err(FairError::Roll {
                i: at,
                got,
                want: w,
                ..
            }) => {
                assert_eq!((at, got, w), (i, other, want))
            }
            r => panic!("{r:?}"),
        }

        // A stolen card changed.
        let mut tampered = record.clone();
        let at = tampered
            .actions
            .iter()
            .position(|sa| matches!(sa.action, Action::MoveRobber { card: Some(_), .. }))
            .unwrap();
        if let Action::MoveRobber { card, .. } = &mut tampered.actions[at].action {
            let was = card.unwrap();
            *card = Some(
                super::super::resource::Resource::ALL
                    .into_iter()
                    .find(|&r| r != was)
                    .unwrap(),
            );
        }
        assert!(
            matches!(verify(&tampered), Err(FairError::Steal { i, .. }) if i == at),
            "{:?}",
            verify(&tampered)
        );

        // Another seed than the one committed to; no seed yet; no commitment at all.
        let mut tampered = record.clone();
        tampered.fair.as_mut().unwrap().seed = Some("11".repeat(32));
        let e = verify(&tampered).unwrap_err();
        assert!(matches!(e, FairError::Commitment { .. }), "{e}");
        assert!(
            e.to_string().contains("commitment shown before the game"),
            "{e}"
        );
        tampered.fair.as_mut().unwrap().seed = None;
        assert_eq!(verify(&tampered), Err(FairError::NotRevealed));
        tampered.fair = None;
        assert_eq!(verify(&tampered), Err(FairError::NoCommitment));

        // The deck and the first player are checked too.
        let mut tampered = record.clone();
        let deck = tampered.dev_deck.as_mut().unwrap();
        let other = deck.iter().position(|&c| c != deck[0]).unwrap();
        deck.swap(0, other);
        assert!(
            matches!(verify(&tampered), Err(FairError::Deck { at: 1, .. })),
            "{:?}",
            verify(&tampered)
        );
        let mut tampered = record.clone();
        tampered.first_player = Some(Seat((record.first_player.unwrap().0 + 1) % 4));
        assert!(matches!(
            verify(&tampered),
            Err(FairError::FirstPlayer { .. })
        ));
    }

    #[test]
    fn a_balanced_dice_record_verifies_with_its_deck() {
        let options = Options {
            balanced_dice: true,
            ..Options::default()
        };
        let record = fair_game_with(4, 500, options);
        let v = verify(&record).unwrap();
        assert!(v.rolls > 20, "{v:?}");
        // The same game read as plain dice does not: its rolls are the deck's.
        let mut plain = record.clone();
        plain.options.balanced_dice = false;
        assert!(matches!(verify(&plain), Err(FairError::Roll { .. })));
        let json = serde_json::to_string(&record).unwrap();
        assert!(json.contains("\"balanced_dice\":true"), "{json}");
        let json = serde_json::to_string(&plain).unwrap();
        assert!(!json.contains("balanced_dice"), "{json}");
    }

    #[test]
    fn another_choice_of_moves_meets_the_same_dice() {
        // Two games from one key, moves chosen differently (other robber moves and
        // steals, other builds): the roll of every turn both reach is the same.
        let a = fair_game(1, 400);
        let b = fair_game(2, 400);
        let rolls = |r: &Record| -> Vec<[u8; 2]> {
            r.actions
                .iter()
                .filter_map(|sa| match sa.action {
                    Action::Roll { dice } => dice,
                    _ => None,
                })
                .collect()
        };
        let (ra, rb) = (rolls(&a), rolls(&b));
        let n = ra.len().min(rb.len());
        assert!(n > 10, "{n}");
        assert_eq!(ra[..n], rb[..n]);
        assert_ne!(a.actions, b.actions);
    }

    #[test]
    fn fair_dice_pass_a_chi_squared_test() {
        // 100,000 rolls of the seeded stream: the 11 sums against 2d6's odds.
        let key = Key::new(&test_seed(), "chi-squared");
        let mut counts = [0f64; 13];
        let n = 100_000;
        for i in 0..n {
            let [a, b] = key.roll(i);
            assert!((1..=6).contains(&a) && (1..=6).contains(&b));
            counts[(a + b) as usize] += 1.0;
        }
        let chi2: f64 = (2..=12)
            .map(|s: usize| {
                let ways = 6.0 - (7.0 - s as f64).abs();
                let expected = n as f64 * ways / 36.0;
                (counts[s] - expected).powi(2) / expected
            })
            .sum();
        // 10 degrees of freedom: P(χ² > 29.59) = 0.001.
        assert!(chi2 < 29.59, "χ² = {chi2:.1}: {counts:?}");
    }

    /// The test vector in the README ("Fair dice"), for anyone writing their own checker.
    #[test]
    fn the_readme_test_vector() {
        let seed = test_seed();
        let entropy = start_entropy(1, 1_175_000_000_000_000_000, &[222, 0, 111, 0]);
        assert_eq!(
            entropy,
            "game:1;start:1175000000000000000;seats:0,0,111,222"
        );
        let key = Key::new(&seed, &entropy);
        let got = format!(
            "commitment {}\nboard {}\nfirst {}\nrolls {:?}\nsteal {}\ndeck {:?}",
            to_hex(&commitment(&seed)),
            key.board_seed(),
            key.first_player(4).0,
            (1..=5).map(|t| key.roll(t)).collect::<Vec<_>>(),
            key.steal(3 + 1, 7),
            key.dev_deck(Island::Base)[..5]
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>(),
        );
        let want = "commitment 1bbd961634f4b6a14feafa141a454debec80276d08324b73a8ba04c75fc6bb50
board 1387725931255103234
first 3
rolls [[6, 3], [4, 1], [2, 6], [5, 1], [1, 3]]
steal 4
deck [\"victory_point\", \"year_of_plenty\", \"knight\", \"monopoly\", \"year_of_plenty\"]";
        assert_eq!(got, want);
    }

    /// Balanced dice: every deck of 36 holds each outcome once, the sums are closer to
    /// their odds than plain dice over 100,000 rolls, and a 7 never stays away long.
    #[test]
    fn balanced_dice_deal_each_deck_and_keep_droughts_short() {
        let key = Key::new(&test_seed(), "balanced");
        let deal = BALANCED_DEAL as usize;
        // The first 27 rolls are 27 different cards of one deck of 36.
        let first: Vec<[u8; 2]> = (1..=BALANCED_DEAL).map(|i| key.balanced_roll(i)).collect();
        let mut sorted = first.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), deal);
        assert_ne!(
            first,
            (28..=54).map(|i| key.balanced_roll(i)).collect::<Vec<_>>()
        );

        let n = 100_000u64;
        let stats = |roll: &dyn Fn(u64) -> [u8; 2]| {
            let mut counts = [0f64; 13];
            let (mut since_seven, mut longest) = (0u32, 0u32);
            for i in 1..=n {
                let [a, b] = roll(i);
                counts[(a + b) as usize] += 1.0;
                since_seven = if a + b == 7 { 0 } else { since_seven + 1 };
                longest = longest.max(since_seven);
            }
            let chi2: f64 = (2..=12)
                .map(|s: usize| {
                    let expected = n as f64 * (6.0 - (7.0 - s as f64).abs()) / 36.0;
                    (counts[s] - expected).powi(2) / expected
                })
                .sum();
            (chi2, longest)
        };
        let (plain_chi2, plain_drought) = stats(&|i| key.roll(i));
        let (balanced_chi2, balanced_drought) = stats(&|i| key.balanced_roll(i));
        assert!(balanced_chi2 < 29.59, "χ² = {balanced_chi2:.1}");
        assert!(
            balanced_chi2 < plain_chi2,
            "{balanced_chi2:.2} vs {plain_chi2:.2}"
        );
        // A deck deals 27 of its 36 cards, so its six 7s may all stay undealt: still, no
        // two decks back to back keep a 7 away for more than 2 × 27 rolls.
        assert!(balanced_drought <= 54, "{balanced_drought}");
        assert!(
            balanced_drought < plain_drought,
            "{balanced_drought} vs {plain_drought}"
        );
    }

    /// What a stream of duel rolls does to the two players' sevens.
    #[derive(Debug)]
    struct SevensFigures {
        /// The most sevens one player rolled in a row (the other rolling none between).
        longest_run: u32,
        /// Sevens of one player less the other's at a duel's end: mean and most.
        mean_spread: f64,
        end_spread: u32,
        /// The widest the gap ever was during a duel.
        widest: u32,
        /// Sevens among all rolls.
        share: f64,
    }

    /// 100,000 rolls as duels of 70 turns (one key each), turn t rolled by player
    /// (t − 1) mod 2 in turn order, each roll from `rolls`.
    fn duel_sevens(rolls: &dyn Fn(&Key) -> Vec<[u8; 2]>) -> SevensFigures {
        const TURNS: usize = 70;
        let duels = 100_000 / TURNS;
        let (mut longest_run, mut widest, mut end_spread) = (0, 0, 0);
        let (mut spread_sum, mut sevens_all) = (0u64, 0u64);
        for g in 0..duels {
            let key = Key::new(&test_seed(), &format!("duel {g}"));
            let dealt = rolls(&key);
            assert_eq!(dealt.len(), TURNS);
            let mut sevens = [0u32; 2];
            let (mut last, mut run) = (None, 0);
            for (i, [a, b]) in dealt.into_iter().enumerate() {
                let roller = i % 2;
                if a + b == 7 {
                    sevens[roller] += 1;
                    sevens_all += 1;
                    run = if last == Some(roller) { run + 1 } else { 1 };
                    last = Some(roller);
                    longest_run = longest_run.max(run);
                }
                widest = widest.max(sevens[0].abs_diff(sevens[1]));
            }
            let spread = sevens[0].abs_diff(sevens[1]);
            spread_sum += u64::from(spread);
            end_spread = end_spread.max(spread);
        }
        SevensFigures {
            longest_run,
            mean_spread: spread_sum as f64 / duels as f64,
            end_spread,
            widest,
            share: sevens_all as f64 / (duels * TURNS) as f64,
        }
    }

    /// Balanced sevens (docs/RECORD.md, "Balanced sevens") against plain and balanced dice
    /// over 100,000 duel rolls; `cargo test -p catan-engine balanced_sevens -- --nocapture`
    /// prints the figures the docs quote.
    #[test]
    fn balanced_sevens_keep_a_duels_sevens_even() {
        let plain = duel_sevens(&|key| (1..=70).map(|t| key.roll(t)).collect());
        let deck = duel_sevens(&|key| (1..=70).map(|t| key.balanced_roll(t)).collect());
        let even = duel_sevens(&|key| key.seven_balanced_rolls(2).take(70).collect());
        eprintln!("plain dice:      {plain:?}");
        eprintln!("balanced dice:   {deck:?}");
        eprintln!("balanced sevens: {even:?}");
        // A seven in six rolls, with or without the balance: sevens are moved, never removed.
        for f in [&plain, &deck, &even] {
            assert!((0.155..0.178).contains(&f.share), "{f:?}");
        }
        assert!(
            (even.share - deck.share).abs() < 0.003,
            "{even:?} vs {deck:?}"
        );
        // The gap between the two players stays small; without the balance it does not.
        assert!(
            even.widest <= 4 && deck.widest >= 7 && plain.widest >= 7,
            "{even:?}"
        );
        assert!(
            even.end_spread <= 3 && deck.end_spread >= 6,
            "{even:?} vs {deck:?}"
        );
        assert!(
            even.mean_spread * 2.5 < deck.mean_spread,
            "{even:?} vs {deck:?}"
        );
        assert!(
            even.mean_spread * 2.5 < plain.mean_spread,
            "{even:?} vs {plain:?}"
        );
        assert!(even.longest_run < deck.longest_run && even.longest_run < plain.longest_run);
    }

    #[test]
    fn balanced_sevens_deal_each_decks_cards_in_another_order() {
        let key = Key::new(&test_seed(), "duel deck");
        let even: Vec<[u8; 2]> = key.seven_balanced_rolls(2).take(270).collect();
        let deck: Vec<[u8; 2]> = (1..=270).map(|t| key.balanced_roll(t)).collect();
        assert_ne!(even, deck, "ten decks and no seven put back");
        for (a, b) in even.chunks(27).zip(deck.chunks(27)) {
            let (mut a, mut b) = (a.to_vec(), b.to_vec());
            a.sort();
            b.sort();
            assert_eq!(a, b, "a deck deals the same 27 cards");
        }
        // One roll at a time reads the same stream.
        for t in [1, 2, 27, 28, 100, 270] {
            assert_eq!(key.seven_balanced_roll(t, 2), even[t as usize - 1]);
        }
        // Three players meet other rolls than two: the rule reads whose turn each is.
        let three: Vec<[u8; 2]> = key.seven_balanced_rolls(3).take(270).collect();
        assert_ne!(three, even);
    }

    /// The test vector of docs/RECORD.md, "Balanced sevens".
    #[test]
    fn the_balanced_sevens_test_vector() {
        let entropy = start_entropy(2, 1_175_000_000_000_000_000, &[111, 0]);
        assert_eq!(entropy, "game:2;start:1175000000000000000;seats:0,111");
        let key = Key::new(&test_seed(), &entropy);
        let first = key.first_player(2);
        let mut rolls = key.seven_balanced_rolls(2);
        let (mut sums, mut put_back) = (Vec::new(), Vec::new());
        for t in 1..=40 {
            let [a, b] = rolls.next().unwrap();
            sums.push(a + b);
            if rolls.put_back() {
                put_back.push(t);
            }
        }
        let got = format!("first {}\nsums {sums:?}\nput back {put_back:?}", first.0);
        let want = "first 0
sums [7, 5, 8, 3, 4, 8, 5, 7, 4, 2, 8, 8, 7, 9, 11, 7, 9, 3, 6, 9, 6, 10, 11, 9, 10, 10, 7, 8, 10, 3, 4, 7, 7, 10, 8, 6, 9, 6, 8, 5]
put back [31]";
        assert_eq!(got, want);
    }

    #[test]
    fn a_duel_record_verifies_its_balanced_sevens_and_names_a_tampered_roll() {
        let record = fair_game_with(5, 900, Options::for_players(2));
        let v = verify(&record).unwrap();
        assert!(v.rolls > 40, "{v:?}");
        let json = serde_json::to_string(&record).unwrap();
        assert!(json.contains("\"balanced_sevens\":true"), "{json}");
        // Read as balanced dice without the balance, a seven put back is a roll the seed
        // did not deal.
        let mut unbalanced = record.clone();
        unbalanced.options.balanced_sevens = false;
        assert!(
            matches!(verify(&unbalanced), Err(FairError::Roll { .. })),
            "{:?}",
            verify(&unbalanced)
        );
        // A roll changed is named, with the roll the seed fixes.
        let mut tampered = record.clone();
        let (i, want) = tampered
            .actions
            .iter()
            .enumerate()
            .filter_map(|(i, sa)| match sa.action {
                Action::Roll { dice: Some(d) } => Some((i, d)),
                _ => None,
            })
            .nth(7)
            .unwrap();
        let other = if want == [3, 4] { [4, 3] } else { [3, 4] };
        tampered.actions[i].action = Action::Roll { dice: Some(other) };
        match verify(&tampered) {
            Err(FairError::Roll {
                i: at,
                got,
                want: w,
                ..
            }) => {
                assert_eq!((at, got, w), (i, other, want))
            }
            r => panic!("{r:?}"),
        }
    }

    #[test]
    fn a_paired_record_verifies_and_rolls_each_turn_from_its_own_outcome() {
        let options = Options {
            players: 5,
            build_phase: crate::game::BuildPhase::Paired,
            ..Options::default()
        };
        let record = fair_game_with(6, 1500, options);
        let v = verify(&record).unwrap();
        assert!(v.rolls > 30, "{v:?}");
        let key = Key::new(
            &test_seed(),
            &start_entropy(7, 1_175_000_000_000_000_000, &[222, 0, 111, 0]),
        );
        let rolls: Vec<[u8; 2]> = record
            .actions
            .iter()
            .filter_map(|sa| match sa.action {
                Action::Roll { dice } => dice,
                _ => None,
            })
            .collect();
        let want: Vec<[u8; 2]> = (1..=rolls.len() as u64).map(|t| key.roll(t)).collect();
        assert_eq!(rolls, want);
    }

    #[test]
    fn below_is_uniform_and_in_range() {
        let key = Key::new(&test_seed(), "below");
        let mut counts = [0u32; 7];
        for i in 0..70_000 {
            let v = key.draws(purpose::STEAL, i).below(7);
            counts[v as usize] += 1;
        }
        // Each count is 10,000 ± 5 standard deviations (σ ≈ 93).
        assert!(
            counts.iter().all(|&c| (9_535..=10_465).contains(&c)),
            "{counts:?}"
        );
    }
}
