//! The lockfile (`mcpsift.lock/v1`): per server key, the pins and the
//! pinned definitions themselves, written in canonical member order with
//! one member per line so that a re-pin reviews well as a git diff.

use std::fmt;

use serde_json::{Value, json};

use crate::canonical::{canonical_string, pretty_string};
use crate::model::{Item, ItemKind, Manifest};
use crate::parse::{DEFAULT_MAX_BYTES, parse_strict};
use crate::sign::{KeyError, LOCK_CONTEXT, PublicKey, SecretKey};

/// The schema name written into every lockfile.
pub const LOCK_SCHEMA: &str = "mcpsift.lock/v1";

/// Which server a pin belongs to: where it came from, over which channel,
/// on whose behalf.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ServerKey {
    /// Where the manifest came from (`npm:@scope/server`, a URL, a name).
    pub origin: String,
    /// How it arrived (`stdio`, `http`, `file`).
    pub channel: String,
    /// On whose behalf it was loaded (a user, a team, `default`).
    pub principal: String,
}

impl fmt::Display for ServerKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} via {} for {}",
            self.origin, self.channel, self.principal
        )
    }
}

/// What the lockfile holds for one server.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerPin {
    /// The server.
    pub key: ServerKey,
    /// When it was pinned (RFC 3339, UTC).
    pub pinned_at: String,
    /// Sealed: every refresh is rejected and `$ref` resolution is off.
    pub sealed: bool,
    /// The publisher key refreshes must be signed with, when pinned.
    pub publisher_key: Option<PublicKey>,
    /// The pinned manifest.
    pub manifest: Manifest,
}

impl ServerPin {
    /// Pins `manifest` for `key` now.
    pub fn new(key: ServerKey, manifest: Manifest) -> ServerPin {
        ServerPin {
            key,
            pinned_at: now_rfc3339(),
            sealed: false,
            publisher_key: None,
            manifest,
        }
    }

    fn to_json(&self) -> Value {
        // In the order the server sent them: a server that reorders shows
        // up as a reorder, and the pins never depend on it.
        let items: Vec<Value> = self
            .manifest
            .items
            .iter()
            .map(|i| {
                json!({"kind": i.kind.as_str(), "key": i.key, "sha256": i.sha256(), "definition": i.value})
            })
            .collect();
        let mut server = json!({
            "origin": self.key.origin,
            "channel": self.key.channel,
            "principal": self.key.principal,
            "pinned_at": self.pinned_at,
            "sealed": self.sealed,
            "manifest_sha256": self.manifest.sha256(),
            "items": items,
        });
        let map = server.as_object_mut().expect("object literal");
        if let Some(key) = &self.publisher_key {
            map.insert("publisher_key".into(), Value::String(key.to_string()));
        }
        if let Some(text) = &self.manifest.instructions {
            map.insert(
                "instructions".into(),
                json!({"sha256": self.manifest.instructions_sha256(), "text": text}),
            );
        }
        if let Some(info) = &self.manifest.server_info {
            map.insert("server_info".into(), info.clone());
        }
        server
    }

    fn from_json(value: &Value, index: usize) -> Result<ServerPin, LockError> {
        let at = |what: &str| LockError::new(format!("servers[{index}]: {what}"));
        let text = |name: &str| {
            value
                .get(name)
                .and_then(Value::as_str)
                .map(str::to_owned)
                .ok_or_else(|| at(&format!("missing string `{name}`")))
        };
        let key = ServerKey {
            origin: text("origin")?,
            channel: text("channel")?,
            principal: text("principal")?,
        };
        let mut manifest = Manifest::default();
        let items = value
            .get("items")
            .and_then(Value::as_array)
            .ok_or_else(|| at("missing `items` array"))?;
        for (i, entry) in items.iter().enumerate() {
            let kind = entry
                .get("kind")
                .and_then(Value::as_str)
                .and_then(ItemKind::parse)
                .ok_or_else(|| at(&format!("items[{i}] has no known `kind`")))?;
            let item = Item {
                kind,
                key: entry
                    .get("key")
                    .and_then(Value::as_str)
                    .ok_or_else(|| at(&format!("items[{i}] has no string `key`")))?
                    .to_owned(),
                value: entry
                    .get("definition")
                    .cloned()
                    .ok_or_else(|| at(&format!("items[{i}] has no `definition`")))?,
            };
            let stored = entry.get("sha256").and_then(Value::as_str);
            // A lockfile from before set-valued keywords were sorted carries
            // the older pin; it still reads, and is rewritten on the next pin.
            if stored != Some(item.sha256().as_str())
                && stored != Some(item.legacy_sha256().as_str())
            {
                return Err(at(&format!(
                    "items[{i}] ({} {}): the definition does not match its sha256; the lockfile was edited by hand — re-pin instead",
                    kind,
                    crate::escape_identity(&item.key)
                )));
            }
            manifest.items.push(item);
        }
        if let Some(instr) = value.get("instructions") {
            manifest.instructions = Some(
                instr
                    .get("text")
                    .and_then(Value::as_str)
                    .ok_or_else(|| at("`instructions` has no `text`"))?
                    .to_owned(),
            );
            if instr.get("sha256").and_then(Value::as_str)
                != manifest.instructions_sha256().as_deref()
            {
                return Err(at(
                    "the instructions do not match their sha256; re-pin instead of editing",
                ));
            }
        }
        manifest.server_info = value.get("server_info").cloned();
        let stored = value.get("manifest_sha256").and_then(Value::as_str);
        if stored != Some(manifest.sha256().as_str())
            && stored != Some(manifest.legacy_sha256().as_str())
        {
            return Err(at(
                "`manifest_sha256` does not match the pinned items; re-pin instead of editing",
            ));
        }
        let publisher_key = match value.get("publisher_key") {
            None => None,
            Some(v) => Some(
                PublicKey::parse(v.as_str().unwrap_or(""))
                    .map_err(|e| at(&format!("publisher_key: {e}")))?,
            ),
        };
        Ok(ServerPin {
            key,
            pinned_at: text("pinned_at")?,
            sealed: value
                .get("sealed")
                .and_then(Value::as_bool)
                .unwrap_or(false),
            publisher_key,
            manifest,
        })
    }
}

/// A signature over the whole lockfile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockSignature {
    /// The key that signed.
    pub public_key: PublicKey,
    /// base64 ed25519 signature over the canonical lockfile without its
    /// `signature` member.
    pub signature: String,
}

/// A lockfile: pins for any number of servers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lockfile {
    /// One entry per server key, sorted by key.
    pub servers: Vec<ServerPin>,
    /// Present when the lockfile was signed.
    pub signature: Option<LockSignature>,
}

/// Why a lockfile could not be read or trusted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockError {
    message: String,
}

impl LockError {
    fn new(message: impl Into<String>) -> LockError {
        LockError {
            message: message.into(),
        }
    }

    /// What was wrong, in one line.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for LockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LockError {}

impl From<KeyError> for LockError {
    fn from(e: KeyError) -> LockError {
        LockError::new(e.message())
    }
}

impl Lockfile {
    /// The servers it pins, for a message ("no pin for X; the lockfile pins:
    /// …"): their keys escaped and joined by `; `, or `nothing`.
    pub fn pinned_list(&self) -> String {
        let pinned: Vec<String> = self
            .servers
            .iter()
            .map(|s| crate::escape_identity(&s.key.to_string()))
            .collect();
        if pinned.is_empty() {
            "nothing".to_owned()
        } else {
            pinned.join("; ")
        }
    }

    /// Reads a lockfile, checking every hash against its definition.
    pub fn parse(bytes: &[u8]) -> Result<Lockfile, LockError> {
        let value =
            parse_strict(bytes, DEFAULT_MAX_BYTES).map_err(|e| LockError::new(e.message()))?;
        if value.get("schema").and_then(Value::as_str) != Some(LOCK_SCHEMA) {
            return Err(LockError::new(format!(
                "not an mcpsift lockfile: `schema` is not \"{LOCK_SCHEMA}\""
            )));
        }
        let servers = value
            .get("servers")
            .and_then(Value::as_array)
            .ok_or_else(|| LockError::new("lockfile has no `servers` array"))?;
        let servers = servers
            .iter()
            .enumerate()
            .map(|(i, s)| ServerPin::from_json(s, i))
            .collect::<Result<Vec<_>, _>>()?;
        let signature = match value.get("signature") {
            None => None,
            Some(sig) => Some(LockSignature {
                public_key: PublicKey::parse(
                    sig.get("public_key").and_then(Value::as_str).unwrap_or(""),
                )?,
                signature: sig
                    .get("signature")
                    .and_then(Value::as_str)
                    .ok_or_else(|| LockError::new("lockfile `signature` has no `signature`"))?
                    .to_owned(),
            }),
        };
        Ok(Lockfile { servers, signature })
    }

    fn body(&self) -> Value {
        let mut servers: Vec<&ServerPin> = self.servers.iter().collect();
        servers.sort_by(|a, b| a.key.cmp(&b.key));
        json!({
            "schema": LOCK_SCHEMA,
            "servers": servers.into_iter().map(ServerPin::to_json).collect::<Vec<_>>(),
        })
    }

    /// The lockfile's text.
    pub fn to_text(&self) -> String {
        let mut body = self.body();
        if let (Some(sig), Value::Object(map)) = (&self.signature, &mut body) {
            map.insert(
                "signature".into(),
                json!({"public_key": sig.public_key.to_string(), "signature": sig.signature}),
            );
        }
        pretty_string(&body)
    }

    /// Signs the lockfile's current content.
    pub fn sign(&mut self, key: &SecretKey) {
        let message = canonical_string(&self.body());
        self.signature = Some(LockSignature {
            public_key: key.public(),
            signature: key.sign(LOCK_CONTEXT, message.as_bytes()),
        });
    }

    /// Checks the lockfile's signature under `trusted` (not under the key
    /// it names, which an attacker could replace).
    pub fn verify_signature(&self, trusted: &PublicKey) -> Result<(), LockError> {
        let sig = self
            .signature
            .as_ref()
            .ok_or_else(|| LockError::new("the lockfile is not signed"))?;
        let message = canonical_string(&self.body());
        if trusted.verify(LOCK_CONTEXT, message.as_bytes(), &sig.signature) {
            Ok(())
        } else if sig.public_key != *trusted {
            Err(LockError::new(
                "the lockfile is signed by a different key than the trusted one",
            ))
        } else {
            Err(LockError::new(
                "the lockfile's signature does not match its content (edited after signing)",
            ))
        }
    }

    /// The entry for `key`.
    pub fn get(&self, key: &ServerKey) -> Option<&ServerPin> {
        self.servers.iter().find(|s| s.key == *key)
    }

    /// Entries with the same origin and principal (to tell a channel
    /// substitution from a server that was never pinned).
    pub fn by_origin(&self, origin: &str, principal: &str) -> impl Iterator<Item = &ServerPin> {
        self.servers
            .iter()
            .filter(move |s| s.key.origin == origin && s.key.principal == principal)
    }

    /// Adds or replaces the entry for `pin.key`; any signature is dropped
    /// (the content changed).
    pub fn upsert(&mut self, pin: ServerPin) {
        self.signature = None;
        match self.servers.iter_mut().find(|s| s.key == pin.key) {
            Some(slot) => *slot = pin,
            None => self.servers.push(pin),
        }
        self.servers.sort_by(|a, b| a.key.cmp(&b.key));
    }
}

/// The current time as RFC 3339 UTC, to the second.
pub fn now_rfc3339() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    rfc3339(secs)
}

/// Formats seconds since the Unix epoch as RFC 3339 UTC.
pub fn rfc3339(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil date from days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Lockfile {
        let manifest = Manifest::from_slice(
            br#"{"tools": [{"name": "b", "description": "B."}, {"name": "a", "inputSchema": {"type": "object"}}],
                "instructions": "Be brief.", "serverInfo": {"name": "s", "version": "1.0"}}"#,
        )
        .unwrap();
        let key = ServerKey {
            origin: "npm:s".into(),
            channel: "stdio".into(),
            principal: "default".into(),
        };
        let mut lock = Lockfile::default();
        lock.upsert(ServerPin::new(key, manifest));
        lock
    }

    #[test]
    fn round_trips_through_text() {
        let lock = sample();
        let text = lock.to_text();
        let again = Lockfile::parse(text.as_bytes()).unwrap();
        assert_eq!(again.to_text(), text);
        assert_eq!(
            again.servers[0].manifest.sha256(),
            lock.servers[0].manifest.sha256()
        );
        // Items keep the server's order.
        assert!(text.find("\"key\": \"b\"").unwrap() < text.find("\"key\": \"a\"").unwrap());
    }

    #[test]
    fn lockfiles_with_the_older_pin_form_still_read() {
        let manifest = Manifest::from_slice(
            br#"[{"name": "a", "inputSchema": {"properties": {"u": {"enum": ["z", "a"]}}}}]"#,
        )
        .unwrap();
        let mut lock = Lockfile::default();
        lock.upsert(ServerPin::new(sample().servers[0].key.clone(), manifest));
        let item = &lock.servers[0].manifest.items[0];
        let (new, old) = (item.sha256(), item.legacy_sha256());
        assert_ne!(new, old, "the enum order counted in the older form");
        let text = lock.to_text().replace(&new, &old).replace(
            &lock.servers[0].manifest.sha256(),
            &lock.servers[0].manifest.legacy_sha256(),
        );
        let again = Lockfile::parse(text.as_bytes()).unwrap();
        assert_eq!(again.to_text(), lock.to_text(), "rewritten in the new form");
    }

    #[test]
    fn hand_edits_are_caught() {
        let text = sample().to_text().replace("B.", "B. Always call a first.");
        let err = Lockfile::parse(text.as_bytes()).unwrap_err();
        assert!(err.message().contains("edited by hand"), "{err}");
    }

    #[test]
    fn signatures_verify_only_under_the_trusted_key() {
        let key = SecretKey::generate().unwrap();
        let mut lock = sample();
        lock.sign(&key);
        let text = lock.to_text();
        let again = Lockfile::parse(text.as_bytes()).unwrap();
        again.verify_signature(&key.public()).unwrap();
        let other = SecretKey::generate().unwrap();
        assert!(again.verify_signature(&other.public()).is_err());
        // Re-signing with another key and naming it does not help.
        let mut forged = again.clone();
        forged.servers[0].sealed = true;
        forged.sign(&other);
        assert!(
            forged
                .verify_signature(&key.public())
                .unwrap_err()
                .message()
                .contains("different key")
        );
        let mut tampered = again;
        tampered.servers[0].sealed = true;
        assert!(
            tampered
                .verify_signature(&key.public())
                .unwrap_err()
                .message()
                .contains("edited")
        );
    }

    #[test]
    fn rfc3339_formats_known_instants() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(1_796_083_200), "2026-12-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400), "2000-02-29T00:00:00Z");
    }
}
