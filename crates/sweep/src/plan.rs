//! Which servers this run sweeps: entries deduplicated by server (the
//! first source wins), split into shards by a hash of the server's name so
//! that N machines agree on the split without talking to each other.

use std::collections::HashSet;

use crate::registry::Entry;

/// `--shard I/N`: this is shard I (1-based) of N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// This shard, 1 ≤ index ≤ count.
    pub index: u64,
    /// How many shards there are.
    pub count: u64,
}

impl Shard {
    /// The whole registry.
    pub const ALL: Shard = Shard { index: 1, count: 1 };

    /// Parses `I/N`.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let err = || format!("{text:?}: expected I/N with 1 <= I <= N (e.g. 2/4)");
        let (i, n) = text.split_once('/').ok_or_else(err)?;
        let index: u64 = i.trim().parse().map_err(|_| err())?;
        let count: u64 = n.trim().parse().map_err(|_| err())?;
        if count == 0 || index == 0 || index > count {
            return Err(err());
        }
        Ok(Shard { index, count })
    }

    /// Whether `server` belongs to this shard: the first 8 bytes of the
    /// SHA-256 of its name, modulo N (the same on every machine, in any
    /// order, whatever else the registry holds).
    pub fn owns(&self, server: &str) -> bool {
        if self.count == 1 {
            return true;
        }
        let hex = crate::sha256_hex(server.as_bytes());
        let n = u64::from_str_radix(&hex[..16], 16).unwrap_or(0);
        n % self.count == self.index - 1
    }
}

/// Keeps each server once (its first entry) and only this shard's.
pub fn plan(entries: Vec<Entry>, shard: Shard) -> Vec<Entry> {
    let mut seen = HashSet::new();
    entries
        .into_iter()
        .filter(|e| seen.insert(e.server.clone()))
        .filter(|e| shard.owns(&e.server))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_the_servers() {
        let names: Vec<String> = (0..200).map(|i| format!("io.example/s{i}")).collect();
        let mut total = 0;
        for i in 1..=3 {
            let shard = Shard::parse(&format!("{i}/3")).unwrap();
            let mine = names.iter().filter(|n| shard.owns(n)).count();
            assert!(mine > 30, "shard {i} got {mine}");
            total += mine;
        }
        assert_eq!(total, 200);
        assert!(Shard::parse("0/3").is_err());
        assert!(Shard::parse("4/3").is_err());
        // The library names the value; the command line names its flag.
        assert_eq!(
            Shard::parse("x").unwrap_err(),
            r#""x": expected I/N with 1 <= I <= N (e.g. 2/4)"#
        );
    }
}
