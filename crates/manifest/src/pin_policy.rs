//! The rules of pinning, for every user of the library (the command line
//! only parses flags and prints):
//!
//! - a first load is already a trust decision: findings at the threshold,
//!   alone or adding up on one item, block a pin unless the caller allows
//!   them ([`blocking_findings`]);
//! - a re-pin approves new content but never quietly drops a protection
//!   the prior pin had: a seal is kept unless unsealing is asked for, and a
//!   publisher key is kept unless dropping it is asked for — and while a
//!   publisher key applies, the new manifest must carry its valid
//!   signature ([`plan_pin`]).

use std::fmt;

use serde_json::Value;

use crate::delta::FindingSource;
use crate::kinds::ChangeSeverity;
use crate::lock::{ServerKey, ServerPin};
use crate::model::{ItemKind, Manifest};
use crate::sign::{ManifestSignature, PublicKey};

/// A finding at or above the pin threshold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockingFinding {
    /// The rule's code.
    pub rule: String,
    /// The kind of the item it is in.
    pub kind: ItemKind,
    /// The item's key (empty for the instructions).
    pub key: String,
    /// The pointer inside the item.
    pub pointer: String,
}

/// An item the scanner could not read: pinning fails closed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unscannable {
    /// The item's kind.
    pub kind: ItemKind,
    /// The item's key (empty for the instructions).
    pub key: String,
    /// Why.
    pub why: String,
}

impl fmt::Display for Unscannable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.key.is_empty() {
            write!(f, "cannot scan the {}: {}", self.kind, self.why)
        } else {
            write!(
                f,
                "cannot scan {} {}: {}",
                self.kind,
                crate::escape_identity(&self.key),
                self.why
            )
        }
    }
}

/// Every finding of `manifest` (items and instructions) at or above `at`,
/// or on an item whose findings together reach `at`. A preview rule's
/// finding never blocks.
pub fn blocking_findings(
    manifest: &Manifest,
    findings: &mut dyn FindingSource,
    at: ChangeSeverity,
) -> Result<Vec<BlockingFinding>, Unscannable> {
    let mut blocking = Vec::new();
    let mut judge = |kind: ItemKind, key: &str, value: &Value| -> Result<(), Unscannable> {
        let found = findings.findings(kind, value).map_err(|why| Unscannable {
            kind,
            key: key.to_owned(),
            why,
        })?;
        blocking.extend(
            found
                .into_iter()
                .filter(|f| !f.preview && f.severity.max(f.item_reaches) >= at)
                .map(|f| BlockingFinding {
                    rule: f.rule,
                    kind,
                    key: key.to_owned(),
                    pointer: f.pointer,
                }),
        );
        Ok(())
    };
    for item in &manifest.items {
        judge(item.kind, &item.key, &item.value)?;
    }
    if let Some(text) = &manifest.instructions {
        judge(ItemKind::Instructions, "", &Value::String(text.clone()))?;
    }
    Ok(blocking)
}

/// What a pin asks for besides the manifest.
#[derive(Clone, Debug, Default)]
pub struct PinRequest {
    /// Seal the server.
    pub seal: bool,
    /// Unseal a sealed server.
    pub unseal: bool,
    /// Require (or change to) this publisher key.
    pub publisher_key: Option<PublicKey>,
    /// Stop requiring a publisher signature.
    pub drop_publisher: bool,
    /// The publisher's signature of the manifest.
    pub signature: Option<ManifestSignature>,
}

/// Why a pin was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PinRefusal {
    /// A publisher key applies and no signature was given.
    SignatureRequired {
        /// The key that applies.
        publisher: PublicKey,
    },
    /// The signature does not verify the manifest under the key.
    SignatureInvalid {
        /// The key that applies.
        publisher: PublicKey,
    },
    /// A signature was given, but no publisher key applies.
    SignatureWithoutKey,
}

impl fmt::Display for PinRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PinRefusal::SignatureRequired { publisher } => write!(
                f,
                "the server is pinned to publisher key {publisher}; a re-pin needs the publisher's signature of the manifest"
            ),
            PinRefusal::SignatureInvalid { publisher } => write!(
                f,
                "the signature does not verify the manifest under the publisher key {publisher}"
            ),
            PinRefusal::SignatureWithoutKey => {
                f.write_str("a signature needs a publisher key (given, or named by the prior pin)")
            }
        }
    }
}

impl std::error::Error for PinRefusal {}

/// The pin `manifest` makes for `key`, given the prior pin of the same
/// server (if any) and what was asked: the seal is inherited unless
/// `unseal`, the publisher key unless `drop_publisher` (or replaced by
/// `publisher_key`), and a publisher key that applies needs a signature
/// that verifies the manifest.
// The refusal carries the key it names (192 bytes); a pin is planned once
// a run, so its size does not matter.
#[allow(clippy::result_large_err)]
pub fn plan_pin(
    prior: Option<&ServerPin>,
    key: ServerKey,
    manifest: Manifest,
    request: &PinRequest,
) -> Result<ServerPin, PinRefusal> {
    let mut pin = ServerPin::new(key, manifest);
    let was_sealed = prior.is_some_and(|p| p.sealed);
    pin.sealed = request.seal || (was_sealed && !request.unseal);
    let prior_publisher = prior.and_then(|p| p.publisher_key);
    let publisher = match (request.publisher_key, prior_publisher) {
        (Some(key), _) => Some(key),
        (None, Some(_)) if request.drop_publisher => None,
        (None, prior) => prior,
    };
    match (publisher, &request.signature) {
        (Some(publisher), None) => return Err(PinRefusal::SignatureRequired { publisher }),
        (Some(publisher), Some(sig)) => {
            if !sig.verifies(&publisher, &pin.manifest.sha256()) {
                return Err(PinRefusal::SignatureInvalid { publisher });
            }
            pin.publisher_key = Some(publisher);
        }
        (None, Some(_)) => return Err(PinRefusal::SignatureWithoutKey),
        (None, None) => {}
    }
    Ok(pin)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::delta::{ItemFinding, NoScanner};
    use crate::sign::SecretKey;

    fn manifest(description: &str) -> Manifest {
        Manifest::from_slice(
            format!(r#"{{"tools": [{{"name": "t", "description": "{description}"}}], "instructions": "Be brief."}}"#)
                .as_bytes(),
        )
        .expect("manifest")
    }

    fn key() -> ServerKey {
        ServerKey {
            origin: "srv".into(),
            channel: "file".into(),
            principal: "default".into(),
        }
    }

    struct Fixed(ChangeSeverity);

    impl FindingSource for Fixed {
        fn findings(&mut self, kind: ItemKind, _: &Value) -> Result<Vec<ItemFinding>, String> {
            if kind == ItemKind::Instructions {
                return Err("no".into());
            }
            Ok(vec![ItemFinding {
                rule: "MS101".into(),
                pointer: "/description".into(),
                severity: self.0,
                item_reaches: self.0,
                preview: false,
                evidence: String::new(),
            }])
        }
    }

    /// Two independent mediums whose score reaches high.
    struct AddingUp;

    impl FindingSource for AddingUp {
        fn findings(&mut self, _: ItemKind, _: &Value) -> Result<Vec<ItemFinding>, String> {
            Ok(["MS106", "MS202"]
                .into_iter()
                .map(|rule| ItemFinding {
                    rule: rule.into(),
                    pointer: "/description".into(),
                    severity: ChangeSeverity::Medium,
                    item_reaches: ChangeSeverity::High,
                    preview: false,
                    evidence: String::new(),
                })
                .collect())
        }
    }

    #[test]
    fn findings_adding_up_to_the_threshold_block_a_pin() {
        let m = Manifest::from_slice(br#"[{"name": "t", "description": "x"}]"#).expect("m");
        let found = blocking_findings(&m, &mut AddingUp, ChangeSeverity::High).expect("ok");
        assert_eq!(found.len(), 2);
        let above = blocking_findings(&m, &mut AddingUp, ChangeSeverity::Critical).expect("ok");
        assert!(above.is_empty());
    }

    #[test]
    fn findings_at_the_threshold_block_and_unscannable_fails_closed() {
        let m = Manifest::from_slice(br#"[{"name": "t", "description": "x"}]"#).expect("m");
        let found = blocking_findings(&m, &mut Fixed(ChangeSeverity::High), ChangeSeverity::High)
            .expect("ok");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].key, "t");
        let below = blocking_findings(&m, &mut Fixed(ChangeSeverity::Medium), ChangeSeverity::High)
            .expect("ok");
        assert!(below.is_empty());
        let err = blocking_findings(
            &manifest("x"),
            &mut Fixed(ChangeSeverity::Low),
            ChangeSeverity::High,
        )
        .unwrap_err();
        assert_eq!(err.kind, ItemKind::Instructions);
        assert!(
            blocking_findings(&manifest("x"), &mut NoScanner, ChangeSeverity::Low)
                .expect("ok")
                .is_empty()
        );
    }

    /// A preview rule's critical finding beside a stable one's medium.
    struct WithPreview;

    impl FindingSource for WithPreview {
        fn findings(&mut self, _: ItemKind, _: &Value) -> Result<Vec<ItemFinding>, String> {
            Ok(vec![
                ItemFinding {
                    rule: "MS900".into(),
                    pointer: "/description".into(),
                    severity: ChangeSeverity::Critical,
                    item_reaches: ChangeSeverity::Critical,
                    preview: true,
                    evidence: String::new(),
                },
                ItemFinding {
                    rule: "MS107".into(),
                    pointer: "/description".into(),
                    severity: ChangeSeverity::Medium,
                    item_reaches: ChangeSeverity::Medium,
                    preview: false,
                    evidence: String::new(),
                },
            ])
        }
    }

    #[test]
    fn a_preview_finding_never_blocks_a_pin() {
        let m = Manifest::from_slice(br#"[{"name": "t", "description": "x"}]"#).expect("m");
        for at in [ChangeSeverity::Critical, ChangeSeverity::High] {
            let found = blocking_findings(&m, &mut WithPreview, at).expect("ok");
            assert!(found.is_empty(), "{found:?}");
        }
        let found = blocking_findings(&m, &mut WithPreview, ChangeSeverity::Medium).expect("ok");
        let rules: Vec<&str> = found.iter().map(|f| f.rule.as_str()).collect();
        assert_eq!(
            rules,
            ["MS107"],
            "the stable finding still blocks at its severity"
        );
    }

    #[test]
    fn a_repin_keeps_the_seal_unless_unsealing_is_asked_for() {
        let sealed = plan_pin(
            None,
            key(),
            manifest("a"),
            &PinRequest {
                seal: true,
                ..Default::default()
            },
        )
        .expect("pin");
        assert!(sealed.sealed);
        let repinned =
            plan_pin(Some(&sealed), key(), manifest("b"), &PinRequest::default()).expect("pin");
        assert!(repinned.sealed, "the seal is inherited");
        let unsealed = plan_pin(
            Some(&sealed),
            key(),
            manifest("b"),
            &PinRequest {
                unseal: true,
                ..Default::default()
            },
        )
        .expect("pin");
        assert!(!unsealed.sealed);
    }

    #[test]
    fn a_publisher_key_is_kept_and_needs_a_valid_signature() {
        let secret = SecretKey::generate().expect("a key");
        let publisher = secret.public();
        let m = manifest("a");
        let sig = ManifestSignature::sign(&secret, &m.sha256());
        let first = plan_pin(
            None,
            key(),
            m.clone(),
            &PinRequest {
                publisher_key: Some(publisher),
                signature: Some(sig.clone()),
                ..Default::default()
            },
        )
        .expect("pin");
        assert_eq!(first.publisher_key, Some(publisher));
        // Re-pin without a signature: refused.
        let refused =
            plan_pin(Some(&first), key(), manifest("b"), &PinRequest::default()).unwrap_err();
        assert_eq!(refused, PinRefusal::SignatureRequired { publisher });
        // A signature of another manifest: refused.
        let wrong = plan_pin(
            Some(&first),
            key(),
            manifest("b"),
            &PinRequest {
                signature: Some(sig),
                ..Default::default()
            },
        )
        .unwrap_err();
        assert_eq!(wrong, PinRefusal::SignatureInvalid { publisher });
        // Dropping the publisher is explicit.
        let dropped = plan_pin(
            Some(&first),
            key(),
            manifest("b"),
            &PinRequest {
                drop_publisher: true,
                ..Default::default()
            },
        )
        .expect("pin");
        assert_eq!(dropped.publisher_key, None);
        let stray = plan_pin(
            None,
            key(),
            manifest("b"),
            &PinRequest {
                signature: Some(ManifestSignature::sign(&secret, &manifest("b").sha256())),
                ..Default::default()
            },
        )
        .unwrap_err();
        assert_eq!(stray, PinRefusal::SignatureWithoutKey);
    }
}
