//! Every integration test of the bot, in one binary (as resvg's `tests/integration/`): one
//! link of serenity, poise, sqlx and image, and the fake Discord compiled once. A module per
//! suite; `cli` (the binary's subcommands), `fake_discord`, `load` (the load run, shared with
//! its bench), `pg` (a throwaway PostgreSQL server), `reference` and `table` are the shared
//! harness.
//!
//! `cargo test` runs them all; `cargo test --test it bot_e2e::` runs one suite.

#![recursion_limit = "256"]

mod cli;
mod fake_discord;
mod load;
mod pg;
mod reference;
mod table;

mod architecture;
mod bot_ai_e2e;
mod bot_between;
mod bot_discord_rules;
mod bot_duel;
mod bot_e2e;
mod bot_paired;
mod bot_season;
mod bot_six;
mod bot_tournament;
mod demo_arena_cli;
mod engine_props;
mod fake_discord_rules;
mod fake_discord_selftest;
mod fake_discord_shards;
mod hint_cli;
mod hub;
mod in_languages;
mod ops;
mod ratings_cli;
mod recap;
mod render;
mod replay_cli;
mod shards;
mod startup;
mod store_crash;
