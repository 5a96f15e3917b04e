//! Small helpers for the sentences players read (bot messages, the demo's log).

/// `1 card`, `3 cards`.
pub fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::plural;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(plural(0, "city", "cities"), "0 cities");
        assert_eq!(plural(1, "city", "cities"), "1 city");
        assert_eq!(plural(2, "knight", "knights"), "2 knights");
    }
}
