//! The running bot's hold on its database (`store::Lease`): taken at start-up before
//! Discord is contacted, renewed in the background, given up on a clean shutdown. Every
//! write of the bot goes through a store that checks the hold, and losing the hold ends
//! the process, so two bot processes never both act on the same games.

use crate::store::{now_unix, LeaseHolder, Store, StoreError, LEASE_RENEW_EVERY, LEASE_TTL};

/// The lease this process holds, and the store that writes only while it does.
pub struct Held {
    store: Store,
    me: LeaseHolder,
}

impl Held {
    /// Takes the lease for this process; `StoreError::LeaseHeld` when another live bot
    /// holds it.
    pub async fn take(store: Store) -> Result<Held, StoreError> {
        let me = LeaseHolder::this_process();
        store.take_lease(&me, now_unix(), LEASE_TTL).await?;
        tracing::info!(holder = %me, "took the database lease");
        Ok(Held {
            store: store.writing_as(me.clone()),
            me,
        })
    }

    /// The store to act through: its writes fail once the lease is lost.
    pub fn store(&self) -> Store {
        self.store.clone()
    }

    /// Renews the lease every `LEASE_RENEW_EVERY`; returns only once another process has
    /// taken it (`StoreError::LeaseLost`). A renewal that fails for another reason is
    /// tried again at the next tick: until someone else takes the lease, it is still ours.
    pub async fn lost(&self) -> StoreError {
        loop {
            tokio::time::sleep(LEASE_RENEW_EVERY).await;
            match self
                .store
                .renew_lease(&self.me, now_unix(), LEASE_TTL)
                .await
            {
                Ok(()) => {}
                Err(e @ StoreError::LeaseLost(_)) => return e,
                Err(e) => tracing::warn!(error = %e, "could not renew the database lease"),
            }
        }
    }

    /// Gives the lease up (if still held), so the next bot may start at once.
    pub async fn release(&self) {
        match self.store.release_lease(&self.me).await {
            Ok(true) => tracing::info!("gave up the database lease"),
            Ok(false) => {}
            Err(e) => tracing::warn!(error = %e, "could not give up the database lease"),
        }
    }
}
