//! A process's round of the shards' leases (`rebalance_shards`), under the shards' lock: what
//! it reads of the leases and claims, and each step it takes in turn.

use super::{ms, HeldShard, ShardSet, CLAIM_PATIENCE};
use super::{Balance, Store, StoreError, LOCK_SHARDS};
use crate::store::serialize;
use sqlx::{Any, Transaction};
use std::collections::BTreeMap;
use std::time::Duration;

/// One shard's lease as a round reads it.
struct LeaseRow {
    shard: u32,
    holder: Option<String>,
    epoch: i64,
    /// Milliseconds until it runs out (negative: it ran out).
    left: i64,
}

/// One claim on a shard (`shard_claims`) as a round reads it.
struct ClaimRow {
    shard: u32,
    taker: String,
    ready: bool,
    /// Milliseconds since it was made.
    age: i64,
}

/// In a round's transaction: waits for the commits under way about `shard`'s tables and
/// keeps any from starting, before its holder changes (`check_shard`). False when `me` no
/// longer holds it.
async fn lock_for_change(
    tx: &mut Transaction<'static, Any>,
    me: &ShardSet,
    shard: u32,
) -> Result<bool, StoreError> {
    let row: Option<i64> = sqlx::query_scalar(
        "SELECT shard FROM shard_leases WHERE shard = $1 AND holder = $2 FOR UPDATE",
    )
    .bind(i64::from(shard))
    .bind(&me.holder)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.is_some())
}

/// In a round's transaction: its statements give up after `ROUND_LOCK_WAIT` rather than
/// wait for a frozen process's locks.
pub(super) async fn bound_lock_waits(tx: &mut Transaction<'static, Any>) -> Result<(), StoreError> {
    sqlx::query("SELECT set_config('lock_timeout', $1, true)")
        .bind(super::ROUND_LOCK_WAIT)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

impl Store {
    /// The second half of a round, under the shards' lock: takes in the shards handed over
    /// to `me`; hands over (or, after `CLAIM_PATIENCE` leases, gives back) what it holds
    /// beyond its fair share, ceil(shards / live processes), its highest shards first, to
    /// the process that claimed them once that process's session for them is up; takes
    /// free or expired shards up to the share (its lowest free ones, skipping any a frozen
    /// process's transaction still locks); and beyond them claims shards from the holders
    /// over their share. `me`'s `ShardSet` is brought up to date.
    pub async fn rebalance_shards(
        &self,
        me: &ShardSet,
        ttl: Duration,
    ) -> Result<Balance, StoreError> {
        self.needs_postgres()?;
        let mut tx = self.begin_write().await?;
        bound_lock_waits(&mut tx).await?;
        serialize(&mut tx, self.backend, LOCK_SHARDS).await?;
        let mut round = Round::read(&mut tx, me, ttl).await?;
        round.adopt_handed_in();
        round.hand_over_excess(&mut tx).await?;
        round.settle_own_claims(&mut tx).await?;
        round.take_free(&mut tx).await?;
        round.claim_over_share(&mut tx).await?;
        tx.commit().await?;
        Ok(round.finish())
    }
}

/// One round as it goes: what it read, and what it holds, hands over and claims so far.
struct Round<'a> {
    me: &'a ShardSet,
    ttl: Duration,
    /// The live processes.
    live: Vec<String>,
    /// The fair share of a live process.
    share: usize,
    rows: Vec<LeaseRow>,
    claims: Vec<ClaimRow>,
    out: Balance,
    held: Vec<HeldShard>,
    handed_over: Vec<HeldShard>,
    claimed: Vec<u32>,
}

impl<'a> Round<'a> {
    /// Reads the live processes, the leases and the claims (dropping the claims of
    /// processes gone; one a frozen process is making is left).
    async fn read(
        tx: &mut Transaction<'static, Any>,
        me: &'a ShardSet,
        ttl: Duration,
    ) -> Result<Round<'a>, StoreError> {
        let live: Vec<String> = sqlx::query_scalar(concat!(
            "SELECT holder FROM bot_processes WHERE seen_until > ",
            now_ms!()
        ))
        .fetch_all(&mut **tx)
        .await?;
        let processes = (live.len() as u32).max(1);
        let rows: Vec<(i64, Option<String>, i64, i64)> = sqlx::query_as(concat!(
            "SELECT shard, holder, epoch, expires - ",
            now_ms!(),
            " FROM shard_leases ORDER BY shard"
        ))
        .fetch_all(&mut **tx)
        .await?;
        let rows = rows
            .into_iter()
            .map(|(shard, holder, epoch, left)| LeaseRow {
                shard: shard as u32,
                holder,
                epoch,
                left,
            })
            .collect();
        sqlx::query(concat!(
            "DELETE FROM shard_claims WHERE shard IN (SELECT shard FROM shard_claims \
             WHERE taker NOT IN (SELECT holder FROM bot_processes WHERE seen_until > ",
            now_ms!(),
            ") FOR UPDATE SKIP LOCKED)"
        ))
        .execute(&mut **tx)
        .await?;
        let claims: Vec<(i64, String, i64, i64)> = sqlx::query_as(concat!(
            "SELECT shard, taker, ready, ",
            now_ms!(),
            " - since FROM shard_claims ORDER BY shard"
        ))
        .fetch_all(&mut **tx)
        .await?;
        let claims = claims
            .into_iter()
            .map(|(shard, taker, ready, age)| ClaimRow {
                shard: shard as u32,
                taker,
                ready: ready != 0,
                age,
            })
            .collect();
        Ok(Round {
            me,
            ttl,
            live,
            share: me.shards.div_ceil(processes) as usize,
            rows,
            claims,
            out: Balance {
                processes,
                ..Balance::default()
            },
            held: me.held(),
            handed_over: Vec::new(),
            claimed: Vec::new(),
        })
    }

    fn alive(&self, p: &Option<String>) -> bool {
        p.as_ref().is_some_and(|p| self.live.contains(p))
    }

    fn mine(&self, r: &LeaseRow) -> bool {
        r.holder.as_deref() == Some(self.me.holder.as_str())
    }

    fn claim_on(&self, shard: u32) -> Option<&ClaimRow> {
        self.claims.iter().find(|c| c.shard == shard)
    }

    /// Shards handed over to this process since its last round.
    fn adopt_handed_in(&mut self) {
        let handed: Vec<HeldShard> = self
            .rows
            .iter()
            .filter(|r| self.mine(r) && r.left > 0)
            .filter(|r| {
                !self
                    .held
                    .iter()
                    .any(|h| h.shard == r.shard && h.epoch == r.epoch)
            })
            .map(|r| HeldShard {
                shard: r.shard,
                epoch: r.epoch,
            })
            .collect();
        for h in handed {
            self.held.retain(|x| x.shard != h.shard);
            self.held.push(h);
            self.out.handed_in.push(h);
        }
        self.held.sort_by_key(|h| h.shard);
    }

    /// Beyond the share, the highest shards go to the processes that claimed them, once
    /// their sessions are up; a claim that does not come up in time gives way.
    async fn hand_over_excess(
        &mut self,
        tx: &mut Transaction<'static, Any>,
    ) -> Result<(), StoreError> {
        let patience = ms(self.ttl) * i64::from(CLAIM_PATIENCE);
        let excess: Vec<HeldShard> = self
            .held
            .iter()
            .rev()
            .take(self.held.len().saturating_sub(self.share))
            .copied()
            .collect();
        let holder = &self.me.holder;
        for h in excess {
            let Some(claim) = self
                .claim_on(h.shard)
                .filter(|c| self.live.contains(&c.taker))
            else {
                continue;
            };
            let (taker, ready, stale) = (claim.taker.clone(), claim.ready, claim.age > patience);
            if !(ready || stale) || !lock_for_change(tx, self.me, h.shard).await? {
                continue;
            }
            if ready {
                sqlx::query(concat!(
                    "UPDATE shard_leases SET holder = $1, epoch = epoch + 1, expires = ",
                    now_ms!(),
                    " + $2 WHERE shard = $3 AND holder = $4 AND epoch = $5"
                ))
                .bind(&taker)
                .bind(ms(self.ttl))
                .bind(i64::from(h.shard))
                .bind(holder)
                .bind(h.epoch)
                .execute(&mut **tx)
                .await?;
                self.out.handed_out.push(h.shard);
                self.handed_over.push(h);
            } else {
                sqlx::query(
                    "UPDATE shard_leases SET holder = NULL, expires = 0 \
                     WHERE shard = $1 AND holder = $2",
                )
                .bind(i64::from(h.shard))
                .bind(holder)
                .execute(&mut **tx)
                .await?;
                self.out.released.push(h.shard);
            }
            sqlx::query("DELETE FROM shard_claims WHERE shard = $1")
                .bind(i64::from(h.shard))
                .execute(&mut **tx)
                .await?;
            self.held.retain(|x| x.shard != h.shard);
        }
        Ok(())
    }

    /// This process's claims, but those beyond its share (the processes' count changed).
    /// (A claim on a shard now free, or held by no live process, gives way to a take.)
    async fn settle_own_claims(
        &mut self,
        tx: &mut Transaction<'static, Any>,
    ) -> Result<(), StoreError> {
        let holder = &self.me.holder;
        let mut claimed: Vec<u32> = self
            .claims
            .iter()
            .filter(|c| c.taker == *holder)
            .filter(|c| {
                self.rows.iter().any(|r| {
                    r.shard == c.shard && !self.mine(r) && r.left > 0 && self.alive(&r.holder)
                })
            })
            .map(|c| c.shard)
            .collect();
        let mut dropped: Vec<u32> = self
            .claims
            .iter()
            .filter(|c| c.taker == *holder && !claimed.contains(&c.shard))
            .map(|c| c.shard)
            .collect();
        while self.held.len() + claimed.len() > self.share {
            let Some(shard) = claimed.pop() else { break };
            dropped.push(shard);
        }
        for shard in dropped {
            sqlx::query("DELETE FROM shard_claims WHERE shard = $1 AND taker = $2")
                .bind(i64::from(shard))
                .bind(holder)
                .execute(&mut **tx)
                .await?;
        }
        self.claimed = claimed;
        Ok(())
    }

    /// Up to the share: free or expired shards first (a row still locked by a frozen
    /// process's transaction is skipped, and taken at a later round).
    async fn take_free(&mut self, tx: &mut Transaction<'static, Any>) -> Result<(), StoreError> {
        let wanted = self
            .share
            .saturating_sub(self.held.len() + self.claimed.len()) as i64;
        if wanted == 0 {
            return Ok(());
        }
        let taken: Vec<(i64, i64)> = sqlx::query_as(concat!(
            "UPDATE shard_leases SET holder = $1, epoch = epoch + 1, expires = ",
            now_ms!(),
            " + $2 \
             WHERE shard IN (SELECT shard FROM shard_leases \
               WHERE holder IS NULL OR expires <= ",
            now_ms!(),
            " ORDER BY shard LIMIT $3 FOR UPDATE SKIP LOCKED) \
             RETURNING shard, epoch"
        ))
        .bind(&self.me.holder)
        .bind(ms(self.ttl))
        .bind(wanted)
        .fetch_all(&mut **tx)
        .await?;
        for (shard, epoch) in taken {
            let h = HeldShard {
                shard: shard as u32,
                epoch,
            };
            sqlx::query("DELETE FROM shard_claims WHERE shard = $1")
                .bind(shard)
                .execute(&mut **tx)
                .await?;
            self.out.taken.push(h);
            self.held.push(h);
        }
        Ok(())
    }

    /// Then claims on the shards of live holders over their share, each holder's highest
    /// first (those it would give up).
    async fn claim_over_share(
        &mut self,
        tx: &mut Transaction<'static, Any>,
    ) -> Result<(), StoreError> {
        let mut wanted = self
            .share
            .saturating_sub(self.held.len() + self.claimed.len());
        if wanted == 0 {
            return Ok(());
        }
        let mut by: BTreeMap<&str, Vec<&LeaseRow>> = BTreeMap::new();
        for r in self
            .rows
            .iter()
            .filter(|r| !self.mine(r) && r.left > 0 && self.alive(&r.holder))
        {
            by.entry(r.holder.as_deref().unwrap_or_default())
                .or_default()
                .push(r);
        }
        let mut claimed = Vec::new();
        for rows in by.values() {
            let over = rows.len().saturating_sub(self.share);
            for r in rows.iter().rev().take(over) {
                if wanted == 0 {
                    break;
                }
                if self
                    .claim_on(r.shard)
                    .is_some_and(|c| self.live.contains(&c.taker))
                {
                    continue;
                }
                let made = sqlx::query(concat!(
                    "INSERT INTO shard_claims (shard, taker, ready, since) VALUES ($1, $2, 0, ",
                    now_ms!(),
                    ") ON CONFLICT (shard) DO NOTHING"
                ))
                .bind(i64::from(r.shard))
                .bind(&self.me.holder)
                .execute(&mut **tx)
                .await?;
                if made.rows_affected() > 0 {
                    claimed.push(r.shard);
                    wanted -= 1;
                }
            }
        }
        self.claimed.extend(claimed);
        Ok(())
    }

    /// After the commit: brings `me`'s `ShardSet` up to date and says what the round did.
    fn finish(self) -> Balance {
        let Round {
            me,
            mut out,
            mut held,
            handed_over,
            mut claimed,
            ..
        } = self;
        out.taken.sort_by_key(|h| h.shard);
        held.sort_by_key(|h| h.shard);
        claimed.sort();
        let handed: Vec<u32> = out.handed_in.iter().map(|h| h.shard).collect();
        me.set(
            &held
                .iter()
                .filter(|h| !handed.contains(&h.shard))
                .copied()
                .collect::<Vec<_>>(),
        );
        for h in &out.handed_in {
            me.adopt(h.shard, h.epoch);
        }
        me.handed.write().unwrap_or_else(|e| e.into_inner()).extend(
            handed_over
                .iter()
                .map(|h| (h.shard, std::time::Instant::now())),
        );
        out.held = held;
        out.claimed = claimed;
        out
    }
}
