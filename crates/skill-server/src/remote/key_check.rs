//! Checking the API keys of a gateway's own clients (MCP over HTTP) against
//! the storage server, which holds the keys: the gateway has no database.
//! Verdicts are cached briefly, so a revoked key stops working within
//! [`ACCEPTED_FOR`] and a wrong one costs the storage server one request per
//! [`REFUSED_FOR`].

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use sha2::{Digest, Sha256};

use super::client::GatewayClient;
use super::flight::Flights;
use crate::provider::ProviderError;

/// How long an accepted key is trusted without asking again.
pub const ACCEPTED_FOR: Duration = Duration::from_secs(60);
/// How long a refused key is refused without asking again.
pub const REFUSED_FOR: Duration = Duration::from_secs(10);
/// Most verdicts kept; beyond it the expired ones go, then all.
const MAX_VERDICTS: usize = 10_000;

/// Client keys checked against the storage server, with cached verdicts.
pub struct RemoteKeys {
    client: Arc<GatewayClient>,
    /// By SHA-256 of the key: the keys themselves are not kept.
    verdicts: Mutex<HashMap<[u8; 32], (bool, Instant)>>,
    flights: Flights<[u8; 32], Result<bool, ProviderError>>,
}

impl RemoteKeys {
    pub(crate) fn new(client: Arc<GatewayClient>) -> Self {
        Self {
            client,
            verdicts: Mutex::new(HashMap::new()),
            flights: Flights::default(),
        }
    }

    /// True when the storage server accepts `token` (a reader or admin key);
    /// an error when it cannot be asked.
    pub async fn accepts(&self, token: &str) -> Result<bool, ProviderError> {
        let id: [u8; 32] = Sha256::digest(token.as_bytes()).into();
        if let Some(&(accepted, at)) = self.lock().get(&id) {
            let valid_for = if accepted { ACCEPTED_FOR } else { REFUSED_FOR };
            if at.elapsed() < valid_for {
                return Ok(accepted);
            }
        }
        self.flights
            .run(id, || async {
                let accepted = self.client.accepts_key(token).await?;
                let mut verdicts = self.lock();
                if verdicts.len() >= MAX_VERDICTS {
                    verdicts.retain(|_, (ok, at)| {
                        at.elapsed() < if *ok { ACCEPTED_FOR } else { REFUSED_FOR }
                    });
                    if verdicts.len() >= MAX_VERDICTS {
                        verdicts.clear();
                    }
                }
                verdicts.insert(id, (accepted, Instant::now()));
                Ok(accepted)
            })
            .await
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<[u8; 32], (bool, Instant)>> {
        // Single map operations only: a poisoned map is whole.
        self.verdicts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
