//! Drift between sweeps, judged by the manifest gate: every scanned server
//! is compared with the manifest its previous sweep pinned (`DIR/pins.lock`,
//! an ordinary `mcpsift.lock/v1` lockfile), then what was seen now is
//! pinned. Each decision is also appended to `DIR/audit.jsonl`.

use std::collections::HashSet;
use std::fs::OpenOptions;
use std::path::{Path, PathBuf};

use mcpsift::Scanner;
use mcpsift::manifest::{
    Decision, Gate, JsonlAudit, Lockfile, Manifest, MemoryAudit, Policy, Provenance,
    ScannerFindings, ServerKey, ServerPin, change_json, write_atomic,
};

use crate::plan::Shard;
use crate::record::{Drift, Record, Status};

/// The pins file inside a results directory.
pub const PINS: &str = "pins.lock";

/// The pins of a results directory.
#[derive(Debug)]
pub struct Pins {
    path: PathBuf,
    lock: Lockfile,
    audit: PathBuf,
}

/// The key a sweep pins a server under.
pub fn key(server: &str) -> ServerKey {
    ServerKey {
        origin: server.to_owned(),
        channel: "sweep".into(),
        principal: "sweep".into(),
    }
}

impl Pins {
    /// Reads `DIR/pins.lock` (none yet: empty).
    pub fn load(dir: &Path) -> Result<Pins, String> {
        let path = dir.join(PINS);
        let lock = if path.exists() {
            let bytes = mcpsift::manifest::read_limited_path(&path, 1 << 30)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            Lockfile::parse(&bytes).map_err(|e| {
                format!(
                    "{} is not a valid lockfile ({e}); move it away to start the drift history anew",
                    path.display()
                )
            })?
        } else {
            Lockfile::default()
        };
        Ok(Pins {
            path,
            lock,
            audit: dir.join("audit.jsonl"),
        })
    }

    /// The servers pinned so far.
    pub fn servers(&self) -> impl Iterator<Item = &str> {
        self.lock.servers.iter().map(|p| p.key.origin.as_str())
    }

    /// Compares a scanned server's manifest with its pin, sets the
    /// record's drift, and pins what was seen.
    pub fn judge(&mut self, record: &mut Record, manifest_json: &[u8], scanner: &Scanner) {
        let manifest = match Manifest::from_slice(manifest_json) {
            Ok(m) => m,
            Err(e) => {
                record.incomplete.push(format!(
                    "drift: the manifest cannot be pinned: {}",
                    e.message()
                ));
                return;
            }
        };
        let key = key(&record.server);
        let drift = match self.lock.get(&key) {
            None => Drift {
                status: "new".into(),
                changes: Vec::new(),
                previous: None,
            },
            Some(pin) => {
                let previous = pin.manifest.sha256();
                let mut gate = Gate::new(pin.clone(), Policy::default());
                let provenance = Provenance {
                    key: key.clone(),
                    signature: None,
                };
                let mut findings = ScannerFindings::new(scanner);
                let assessment = match OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&self.audit)
                {
                    Ok(file) => gate.admit(
                        manifest.clone(),
                        &provenance,
                        &mut findings,
                        &mut JsonlAudit::new(file),
                    ),
                    Err(_) => gate.admit(
                        manifest.clone(),
                        &provenance,
                        &mut findings,
                        &mut MemoryAudit::default(),
                    ),
                };
                let status = if assessment.changes.is_empty() {
                    "unchanged"
                } else if assessment.decision == Decision::Admit {
                    "admitted"
                } else {
                    "rejected"
                };
                Drift {
                    status: status.into(),
                    changes: assessment.changes.iter().map(change_json).collect(),
                    previous: Some(previous),
                }
            }
        };
        record.drift = Some(drift);
        self.lock.upsert(ServerPin::new(key, manifest));
    }

    /// Records for pinned servers of this shard that this sweep did not
    /// meet at all (gone from the registry).
    pub fn gone(&self, present: &HashSet<String>, shard: Shard) -> Vec<Record> {
        self.lock
            .servers
            .iter()
            .filter(|p| !present.contains(&p.key.origin) && shard.owns(&p.key.origin))
            .map(|p| {
                let mut r = Record::new(&p.key.origin, "pins.lock", None, String::new());
                r.status = Status::Skipped;
                r.cause = Some("gone".into());
                r.message = Some(format!(
                    "pinned {} but no longer in the registry",
                    p.pinned_at
                ));
                r.verdict = "allow".into();
                r.drift = Some(Drift {
                    status: "gone".into(),
                    changes: Vec::new(),
                    previous: Some(p.manifest.sha256()),
                });
                r
            })
            .collect()
    }

    /// Takes another directory's pins (`sweep merge`); the later pin of a
    /// server wins.
    pub fn absorb(&mut self, other: Pins) {
        for pin in other.lock.servers {
            let newer = self
                .lock
                .get(&pin.key)
                .is_none_or(|mine| mine.pinned_at <= pin.pinned_at);
            if newer {
                self.lock.upsert(pin);
            }
        }
    }

    /// Writes the pins back (atomically).
    pub fn save(&self) -> Result<(), String> {
        write_atomic(&self.path, self.lock.to_text().as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", self.path.display()))
    }
}
