//! What is open at once, per client address and in all: the listener's connections, and live games' sockets (which
//! outlive their connection: once upgraded, a socket is no longer the listener's).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Open things by address, and their total.
#[derive(Debug, Default)]
pub(crate) struct Tally(Mutex<Counts>);

#[derive(Debug, Default)]
struct Counts {
    by_address: HashMap<IpAddr, usize>,
    total: usize,
}

/// Why [`Tally::admit`] said no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Full {
    /// The address holds its share already.
    Address,
    /// The instance holds all it may.
    Total,
}

/// One open thing, counted until dropped.
#[derive(Debug)]
pub(crate) struct Held {
    tally: Arc<Tally>,
    ip: Option<IpAddr>,
}

impl Tally {
    /// Counts one more from `ip` (`None`: an address unknown, counted in the total only), unless the address has
    /// `per_address` already or the instance `total`.
    pub(crate) fn admit(
        self: &Arc<Self>,
        ip: Option<IpAddr>,
        per_address: usize,
        total: usize,
    ) -> Result<Held, Full> {
        let mut counts = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if counts.total >= total {
            return Err(Full::Total);
        }
        if let Some(ip) = ip {
            let count = counts.by_address.entry(ip).or_default();
            if *count >= per_address {
                return Err(Full::Address);
            }
            *count += 1;
        }
        counts.total += 1;
        Ok(Held {
            tally: Arc::clone(self),
            ip,
        })
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut counts = self.tally.0.lock().unwrap_or_else(|e| e.into_inner());
        counts.total -= 1;
        if let Some(ip) = self.ip
            && let Some(count) = counts.by_address.get_mut(&ip)
        {
            *count -= 1;
            if *count == 0 {
                counts.by_address.remove(&ip);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_holds_its_share_and_the_total_caps_all() {
        let tally = Arc::new(Tally::default());
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let first = tally.admit(Some(a), 2, 3).unwrap();
        let _second = tally.admit(Some(a), 2, 3).unwrap();
        assert_eq!(tally.admit(Some(a), 2, 3).unwrap_err(), Full::Address);
        let _other = tally.admit(Some(b), 2, 3).unwrap();
        assert_eq!(tally.admit(Some(b), 2, 3).unwrap_err(), Full::Total);
        assert_eq!(tally.admit(None, 2, 3).unwrap_err(), Full::Total);
        drop(first);
        assert!(tally.admit(Some(a), 2, 3).is_ok());
    }
}
