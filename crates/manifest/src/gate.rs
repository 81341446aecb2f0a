//! The admission gate for gateways: admit a refresh against the pinned
//! state, keep the prior snapshot on reject, record every decision, and
//! authorize calls against the *pinned* schemas only (docs/manifest-gate.md's
//! `route_call`).

use std::collections::BTreeMap;
use std::fmt;
use std::io::Write;

use serde_json::{Value, json};

use crate::delta::{Change, ClassifyOptions, FindingSource, classify};
use crate::escalation::{Approval, EscalationDecision, EscalationPolicy};
use crate::kinds::{ChangeKind, ChangeSeverity};
use crate::lock::{ServerKey, ServerPin, now_rfc3339};
use crate::model::{ItemKind, Manifest};
use crate::sign::ManifestSignature;

/// How strict the gate is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// Changes at or above this severity reject the refresh.
    pub reject_at: ChangeSeverity,
}

impl Default for Policy {
    fn default() -> Policy {
        Policy {
            reject_at: ChangeSeverity::Medium,
        }
    }
}

/// Admit or reject.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The refresh may replace the pinned snapshot.
    Admit,
    /// The refresh is refused; the prior snapshot stays.
    Reject,
}

impl Decision {
    /// `admit` or `reject`.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Admit => "admit",
            Decision::Reject => "reject",
        }
    }
}

/// The gate's answer about one refresh.
#[derive(Clone, Debug, PartialEq)]
pub struct Assessment {
    /// Admit or reject.
    pub decision: Decision,
    /// Every change, in a stable order.
    pub changes: Vec<Change>,
    /// True when a manifest signature verified under the pinned publisher
    /// key (it then vouches for surface changes, not for prose).
    pub signed: bool,
    /// Hash of the pinned manifest.
    pub pinned_sha256: String,
    /// Hash of the incoming manifest.
    pub incoming_sha256: String,
}

impl Assessment {
    /// True when `change` is one of the reasons for a rejection.
    pub fn rejects(&self, change: &Change, policy: &Policy) -> bool {
        rejects(change, policy, self.signed)
    }
}

fn rejects(change: &Change, policy: &Policy, signed: bool) -> bool {
    change.kind.always_rejects()
        || (change.severity >= policy.reject_at && !(signed && change.kind.covered_by_signature()))
}

fn decide(changes: &[Change], policy: &Policy, signed: bool) -> Decision {
    if changes.iter().any(|c| rejects(c, policy, signed)) {
        Decision::Reject
    } else {
        Decision::Admit
    }
}

/// Compares two manifests with no provenance in play (`mcpsift diff`).
pub fn assess(
    pinned: &Manifest,
    incoming: &Manifest,
    scanner: &mut dyn FindingSource,
    policy: &Policy,
) -> Assessment {
    let changes = classify(pinned, incoming, scanner, ClassifyOptions::default());
    Assessment {
        decision: decide(&changes, policy, false),
        changes,
        signed: false,
        pinned_sha256: pinned.sha256(),
        incoming_sha256: incoming.sha256(),
    }
}

/// Where a refresh came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provenance {
    /// The server key it arrived under.
    pub key: ServerKey,
    /// The publisher's signature, when one came with it.
    pub signature: Option<ManifestSignature>,
}

/// One admission decision, for the audit log (`mcpsift.audit/v1`). It
/// carries identities, kinds, pointers and hashes — never manifest text.
#[derive(Clone, Debug, PartialEq)]
pub struct AuditRecord {
    /// RFC 3339 UTC.
    pub time: String,
    /// The pinned server.
    pub server: ServerKey,
    /// What the gate decided.
    pub decision: Decision,
    /// Hash of the snapshot that stays (reject) or was replaced (admit).
    pub pinned_sha256: String,
    /// Hash of the refresh.
    pub incoming_sha256: String,
    /// Every change.
    pub changes: Vec<Change>,
}

impl AuditRecord {
    /// The JSON line written to an audit log. Names, pointer segments and
    /// server identities are kept only when they are short identifiers the
    /// text checks find nothing in; anything else is replaced by
    /// `sha256:<16 hex>` of it (see [`audit_identity`]).
    pub fn to_json(&self) -> Value {
        let identity = |s: &str| audit_identity(s, "@");
        json!({
            "schema": "mcpsift.audit/v1",
            "time": self.time,
            "server": {"origin": self.server.origin.split('/').map(identity).collect::<Vec<_>>().join("/"),
                       "channel": identity(&self.server.channel),
                       "principal": identity(&self.server.principal)},
            "decision": self.decision.as_str(),
            "pinned_sha256": self.pinned_sha256,
            "incoming_sha256": self.incoming_sha256,
            "changes": self.changes.iter().map(audit_change_json).collect::<Vec<_>>(),
        })
    }
}

/// Longest name or pointer segment an audit record keeps as written.
const MAX_AUDIT_SEGMENT: usize = 64;

/// `text` as an audit record holds it. Audit logs outlive the decision and
/// are read by people and by tools (some of them language models), so
/// attacker-chosen names must not carry a payload into them: a segment is
/// kept only when it is 1–64 characters of `[A-Za-z0-9_.:/-]` (plus
/// `extra`) and, read as words, holds no directive or URL; otherwise it
/// becomes `sha256:` and the first 16 hex digits of its SHA-256, which
/// still joins records about the same name.
pub fn audit_identity(text: &str, extra: &str) -> String {
    let identifier = (1..=MAX_AUDIT_SEGMENT).contains(&text.chars().count())
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_.:/-".contains(c) || extra.contains(c));
    let clean = identifier && {
        // `ignore_previous_instructions` and `evil.com` read as words.
        let words: String = text
            .chars()
            .map(|c| if "_-:/".contains(c) { ' ' } else { c })
            .collect();
        let found = crate::text::analyze("", &words, &[]);
        !found.directive && !found.url
    };
    if clean {
        text.to_owned()
    } else {
        format!(
            "sha256:{}",
            &crate::canonical::sha256_hex(text.as_bytes())[..16]
        )
    }
}

/// [`change_json`] for audit records: name, `from` and every pointer
/// segment through [`audit_identity`].
fn audit_change_json(change: &Change) -> Value {
    let mut out = change_json(change);
    let map = out.as_object_mut().expect("object literal");
    let pointer: Vec<String> = change
        .pointer
        .split('/')
        .enumerate()
        .map(|(i, seg)| {
            if i == 0 {
                seg.to_owned()
            } else {
                audit_identity(seg, "")
            }
        })
        .collect();
    map.insert("pointer".into(), Value::String(pointer.join("/")));
    for (field, value) in [
        (
            "tool",
            (change.item == ItemKind::Tool).then_some(&change.name),
        ),
        (
            "name",
            (change.item != ItemKind::Tool && !change.name.is_empty()).then_some(&change.name),
        ),
        ("from", change.from.as_ref()),
    ] {
        if let Some(value) = value.filter(|v| !v.is_empty()) {
            map.insert(field.into(), Value::String(audit_identity(value, "")));
        }
    }
    out
}

/// One change as JSON (the `changes[]` entries of `mcpsift.diff/v1` and
/// `mcpsift.audit/v1`). Names and pointers are escaped and cut short.
pub fn change_json(change: &Change) -> Value {
    let mut out = json!({
        "kind": change.kind.as_str(),
        "item": change.item.as_str(),
        "pointer": crate::escape_identity(&change.pointer),
        "severity": change.severity.as_str(),
    });
    let map = out.as_object_mut().expect("object literal");
    if change.item == ItemKind::Tool {
        map.insert(
            "tool".into(),
            Value::String(crate::escape_identity(&change.name)),
        );
    } else if !change.name.is_empty() {
        map.insert(
            "name".into(),
            Value::String(crate::escape_identity(&change.name)),
        );
    }
    if let Some(rule) = &change.rule {
        map.insert("rule".into(), Value::String(rule.clone()));
    }
    if let Some(from) = &change.from {
        map.insert("from".into(), Value::String(crate::escape_identity(from)));
    }
    out
}

/// Where audit records go.
pub trait AuditSink {
    /// Records one decision. A sink that cannot record must say so: the
    /// gate then treats the refresh as rejected (an unrecorded admission
    /// is an unaudited one).
    fn record(&mut self, record: &AuditRecord) -> std::io::Result<()>;
}

/// Keeps records in memory (tests, embedders that ship them elsewhere).
#[derive(Debug, Default)]
pub struct MemoryAudit {
    /// Every record so far.
    pub records: Vec<AuditRecord>,
}

impl AuditSink for MemoryAudit {
    fn record(&mut self, record: &AuditRecord) -> std::io::Result<()> {
        self.records.push(record.clone());
        Ok(())
    }
}

/// Appends one JSON line per record to a writer (an audit log file).
#[derive(Debug)]
pub struct JsonlAudit<W: Write> {
    out: W,
}

impl<W: Write> JsonlAudit<W> {
    /// Writes records to `out`.
    pub fn new(out: W) -> JsonlAudit<W> {
        JsonlAudit { out }
    }
}

impl<W: Write> AuditSink for JsonlAudit<W> {
    fn record(&mut self, record: &AuditRecord) -> std::io::Result<()> {
        // The whole line in one buffer, handed over at once: formatting
        // straight into `out` would write it in many small pieces, which
        // other appenders' lines could land between.
        let mut line = record.to_json().to_string();
        line.push('\n');
        self.out.write_all(line.as_bytes())?;
        self.out.flush()
    }
}

/// Why a tool call was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CallRefused {
    /// The tool is not in the pinned manifest.
    UnknownTool,
    /// The arguments do not validate against the pinned input schema;
    /// each entry is `<instance pointer>: <what failed>` without the value.
    InvalidArguments(Vec<String>),
    /// The pinned schema cannot be compiled (e.g. an external `$ref`,
    /// which the gate never fetches), so no call can be checked.
    SchemaUnusable(String),
    /// The escalation policy refuses the call: a `deny`, or a `confirm`
    /// no allow-list entry or approval hook said yes to.
    Escalation {
        /// What the policy decided (classes, action, rule).
        decision: EscalationDecision,
        /// Why it did not pass.
        why: String,
    },
}

impl fmt::Display for CallRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallRefused::UnknownTool => f.write_str("call to a tool that is not admitted"),
            CallRefused::InvalidArguments(errors) => {
                write!(
                    f,
                    "arguments do not match the pinned schema: {}",
                    errors.join("; ")
                )
            }
            CallRefused::SchemaUnusable(why) => {
                write!(f, "the pinned schema cannot be used to check calls: {why}")
            }
            CallRefused::Escalation { decision, why } => {
                let class = decision
                    .deciding_class
                    .map(|c| c.as_str().to_owned())
                    .unwrap_or_else(|| decision.class_names().join(", "));
                let class = if class.is_empty() {
                    "none".to_owned()
                } else {
                    class
                };
                write!(
                    f,
                    "the escalation policy refuses {}: class {class}, action {}, rule: {}; {why}",
                    crate::escape_identity(&decision.tool),
                    decision.action,
                    decision.rule
                )
            }
        }
    }
}

impl std::error::Error for CallRefused {}

/// Most validation errors reported per refused call.
const MAX_REPORTED_ERRORS: usize = 8;

/// The admission state of one server: its pinned snapshot and the
/// validators compiled from it.
pub struct Gate {
    pin: ServerPin,
    policy: Policy,
    validators: BTreeMap<String, Result<jsonschema::Validator, String>>,
    escalation: Option<EscalationPolicy>,
}

/// What [`Gate::authorize`] found about an authorized call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallAuthorization {
    /// The escalation decision and how it passed, when the gate has an
    /// escalation policy.
    pub escalation: Option<(EscalationDecision, Approval)>,
}

impl fmt::Debug for Gate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gate")
            .field("server", &self.pin.key)
            .field("manifest_sha256", &self.pin.manifest.sha256())
            .field("policy", &self.policy)
            .finish()
    }
}

impl Gate {
    /// A gate over a pinned server.
    pub fn new(pin: ServerPin, policy: Policy) -> Gate {
        let validators = compile_validators(&pin.manifest);
        Gate {
            pin,
            policy,
            validators,
            escalation: None,
        }
    }

    /// Puts calls under an escalation policy (`None`: no escalation
    /// check, the library's default; the proxy passes the default policy
    /// unless configured otherwise).
    pub fn set_escalation(&mut self, policy: Option<EscalationPolicy>) {
        self.escalation = policy;
    }

    /// The escalation policy, when set.
    pub fn escalation(&self) -> Option<&EscalationPolicy> {
        self.escalation.as_ref()
    }

    /// The escalation decision for every pinned tool (none without a
    /// policy), judged on the pinned definitions and the pinned origin.
    pub fn escalation_report(&self) -> Vec<EscalationDecision> {
        let Some(policy) = &self.escalation else {
            return Vec::new();
        };
        self.pin
            .manifest
            .of_kind(ItemKind::Tool)
            .map(|t| policy.decide(&self.pin.key.origin, &t.key, Some(&t.value)))
            .collect()
    }

    /// The pinned state (what calls are checked against).
    pub fn pin(&self) -> &ServerPin {
        &self.pin
    }

    /// The policy.
    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// Judges a refresh. On admit the refresh becomes the pinned snapshot;
    /// on reject the prior snapshot stays, untouched and unmerged. Every
    /// decision is recorded; if the record cannot be written the refresh
    /// is rejected.
    pub fn admit(
        &mut self,
        incoming: Manifest,
        provenance: &Provenance,
        scanner: &mut dyn FindingSource,
        audit: &mut dyn AuditSink,
    ) -> Assessment {
        let mut changes = Vec::new();
        let mismatch = |pointer: &str| Change {
            kind: ChangeKind::ProvenanceMismatch,
            item: ItemKind::Server,
            name: String::new(),
            pointer: pointer.to_owned(),
            severity: ChangeKind::ProvenanceMismatch.severity(),
            rule: None,
            from: None,
        };
        let pinned_key = &self.pin.key;
        for (pointer, same) in [
            ("/origin", provenance.key.origin == pinned_key.origin),
            ("/channel", provenance.key.channel == pinned_key.channel),
            (
                "/principal",
                provenance.key.principal == pinned_key.principal,
            ),
        ] {
            if !same {
                changes.push(mismatch(pointer));
            }
        }
        let incoming_sha256 = incoming.sha256();
        let pinned_sha256 = self.pin.manifest.sha256();
        let mut signed = false;
        if let Some(publisher) = &self.pin.publisher_key {
            match &provenance.signature {
                Some(sig) if sig.verifies(publisher, &incoming_sha256) => signed = true,
                _ => changes.push(mismatch("/signature")),
            }
        }
        let options = ClassifyOptions {
            resolve_refs: !self.pin.sealed,
            ..ClassifyOptions::default()
        };
        changes.extend(classify(&self.pin.manifest, &incoming, scanner, options));
        if self.pin.sealed && incoming_sha256 != pinned_sha256 {
            changes.push(Change {
                kind: ChangeKind::SealedRefresh,
                item: ItemKind::Server,
                name: String::new(),
                pointer: String::new(),
                severity: ChangeKind::SealedRefresh.severity(),
                rule: None,
                from: None,
            });
        }
        let mut decision = decide(&changes, &self.policy, signed);
        let record = AuditRecord {
            time: now_rfc3339(),
            server: self.pin.key.clone(),
            decision,
            pinned_sha256: pinned_sha256.clone(),
            incoming_sha256: incoming_sha256.clone(),
            changes: changes.clone(),
        };
        if audit.record(&record).is_err() {
            decision = Decision::Reject;
        }
        if decision == Decision::Admit && incoming_sha256 != pinned_sha256 {
            self.pin.manifest = incoming;
            self.pin.pinned_at = record.time;
            self.validators = compile_validators(&self.pin.manifest);
        }
        Assessment {
            decision,
            changes,
            signed,
            pinned_sha256,
            incoming_sha256,
        }
    }

    /// Authorizes a call against the pinned schema — never the live one —
    /// and, with an escalation policy, against the policy (which may run
    /// the approval hook). See [`Gate::authorize`] for the decision.
    pub fn authorize_call(&self, tool: &str, arguments: &Value) -> Result<(), CallRefused> {
        self.authorize(tool, arguments).map(|_| ())
    }

    /// [`Gate::authorize_call`], returning the escalation decision too
    /// (for the audit log: every decision is recorded).
    pub fn authorize(
        &self,
        tool: &str,
        arguments: &Value,
    ) -> Result<CallAuthorization, CallRefused> {
        self.check_arguments(tool, arguments)?;
        let Some(policy) = &self.escalation else {
            return Ok(CallAuthorization { escalation: None });
        };
        let definition = self
            .pin
            .manifest
            .get(ItemKind::Tool, tool)
            .map(|t| &t.value);
        let decision = policy.decide(&self.pin.key.origin, tool, definition);
        match policy.approve(&self.pin.key.origin, &decision) {
            Approval::Refused(why) => Err(CallRefused::Escalation { decision, why }),
            approval => Ok(CallAuthorization {
                escalation: Some((decision, approval)),
            }),
        }
    }

    fn check_arguments(&self, tool: &str, arguments: &Value) -> Result<(), CallRefused> {
        let validator = match self.validators.get(tool) {
            None => return Err(CallRefused::UnknownTool),
            Some(Err(why)) => return Err(CallRefused::SchemaUnusable(why.clone())),
            Some(Ok(v)) => v,
        };
        let errors: Vec<String> = validator
            .iter_errors(arguments)
            .take(MAX_REPORTED_ERRORS)
            .map(|e| {
                let at = e.instance_path().as_str().to_owned();
                let at = if at.is_empty() { "/".to_owned() } else { at };
                format!("{}: {}", crate::escape_identity(&at), e.masked())
            })
            .collect();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(CallRefused::InvalidArguments(errors))
        }
    }
}

fn compile_validators(
    manifest: &Manifest,
) -> BTreeMap<String, Result<jsonschema::Validator, String>> {
    manifest
        .of_kind(ItemKind::Tool)
        .map(|tool| {
            let schema = tool
                .value
                .get("inputSchema")
                .cloned()
                .unwrap_or_else(|| json!({"type": "object"}));
            let compiled = jsonschema::options()
                .build(&schema)
                .map_err(|e| e.masked().to_string());
            (tool.key.clone(), compiled)
        })
        .collect()
}
