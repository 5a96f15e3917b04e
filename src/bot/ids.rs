//! Component custom ids: everything a click needs is in the id, so routing goes through the
//! database and survives restarts (no in-memory collectors). Format:
//! `{kind}:{game}:{stamp}:{verb}[:{arg}]` where kind is `l` (lobby), `t` (turn message and
//! its choosers), `o` (trade offer) or `m` (modal); stamp is the turn number the component
//! belongs to (0 for the lobby and the set-up). Always at most 100 characters.

/// A parsed custom id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cid {
    pub kind: char,
    pub game: i64,
    pub stamp: u32,
    pub verb: String,
    pub arg: Option<String>,
}

impl Cid {
    pub fn lobby(game: i64, verb: &str) -> Cid {
        Cid {
            kind: 'l',
            game,
            stamp: 0,
            verb: verb.into(),
            arg: None,
        }
    }
    pub fn turn(game: i64, turn: u32, verb: &str, arg: Option<String>) -> Cid {
        Cid {
            kind: 't',
            game,
            stamp: turn,
            verb: verb.into(),
            arg,
        }
    }
    pub fn offer(game: i64, turn: u32, verb: &str, arg: Option<String>) -> Cid {
        Cid {
            kind: 'o',
            game,
            stamp: turn,
            verb: verb.into(),
            arg,
        }
    }
    pub fn modal(game: i64, turn: u32, verb: &str, arg: Option<String>) -> Cid {
        Cid {
            kind: 'm',
            game,
            stamp: turn,
            verb: verb.into(),
            arg,
        }
    }

    pub fn encode(&self) -> String {
        let mut s = format!("{}:{}:{}:{}", self.kind, self.game, self.stamp, self.verb);
        if let Some(a) = &self.arg {
            s.push(':');
            s.push_str(a);
        }
        debug_assert!(s.len() <= 100, "custom id too long: {s}");
        s
    }

    pub fn parse(s: &str) -> Option<Cid> {
        let mut it = s.splitn(5, ':');
        let kind = it.next()?;
        let kind = match kind {
            "l" | "t" | "o" | "m" => kind.chars().next()?,
            _ => return None,
        };
        let game = it.next()?.parse().ok()?;
        let stamp = it.next()?.parse().ok()?;
        let verb = it.next()?.to_string();
        let arg = it.next().map(str::to_string);
        Some(Cid {
            kind,
            game,
            stamp,
            verb,
            arg,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_rejects_foreign_ids() {
        let c = Cid::offer(12345, 17, "with", Some("2".into()));
        assert_eq!(c.encode(), "o:12345:17:with:2");
        assert_eq!(Cid::parse(&c.encode()), Some(c));
        let t = Cid::turn(1, 0, "act", Some("a:b".into()));
        assert_eq!(Cid::parse(&t.encode()).unwrap().arg.as_deref(), Some("a:b"));
        assert_eq!(Cid::parse("x:1:2:y"), None);
        assert_eq!(Cid::parse("t:notanumber:2:y"), None);
    }
}
