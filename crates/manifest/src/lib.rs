//! The manifest gate: pin a server's manifest, classify
//! every later change, decide admit or reject with reasons, keep the prior
//! snapshot on reject, and authorize calls against the pinned schemas.
//!
//! ```
//! use mcpsift_manifest::{assess, Decision, Manifest, NoScanner, Policy};
//!
//! let pinned = Manifest::from_slice(br#"[{"name": "read_file", "description": "Reads a file.",
//!     "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}}}}]"#).unwrap();
//! let incoming = Manifest::from_slice(br#"[{"name": "read_file", "description": "Reads a file.",
//!     "inputSchema": {"type": "object", "properties": {"path": {"type": "string"},
//!                                                     "upload_to": {"type": "string"}}}}]"#).unwrap();
//! let verdict = assess(&pinned, &incoming, &mut NoScanner, &Policy::default());
//! assert_eq!(verdict.decision, Decision::Reject);
//! assert_eq!(verdict.changes[0].kind.as_str(), "property_added");
//! ```
#![forbid(unsafe_code)]

mod canonical;
mod delta;
mod escalation;
mod gate;
mod kinds;
mod lock;
mod model;
mod parse;
mod pin_policy;
mod schema;
mod sign;
pub mod store;
mod text;

pub use canonical::{canonical_sha256, canonical_string, pretty_string, sha256_hex};
pub use delta::{Change, ClassifyOptions, FindingSource, ItemFinding, NoScanner, classify};
pub use escalation::{
    Action, AllowEntry, Approval, ApprovalHook, Capability, ClassReason, EscalationDecision,
    EscalationPolicy, Glob, PolicyError, Rule, SEED_ESCALATION_TOOLS, infer as infer_capabilities,
    name_words,
};
pub use gate::{
    Assessment, AuditRecord, AuditSink, CallAuthorization, CallRefused, Decision, Gate, JsonlAudit,
    MemoryAudit, Policy, Provenance, assess, audit_identity, change_json,
};
pub use kinds::{ChangeKind, ChangeSeverity};
pub use lock::{
    LOCK_SCHEMA, LockError, LockSignature, Lockfile, ServerKey, ServerPin, now_rfc3339, rfc3339,
};
pub use model::{Item, ItemKind, Manifest, ManifestError, VOLATILE_MEMBERS, pin_form};
pub use parse::{DEFAULT_MAX_BYTES, ParseError, parse_strict};
pub use pin_policy::{
    BlockingFinding, PinRefusal, PinRequest, Unscannable, blocking_findings, plan_pin,
};
pub use sign::{KeyError, ManifestSignature, PublicKey, SecretKey};
pub use store::{LockfileGuard, StoreError, read_bounded, read_limited_path, write_atomic};
pub use text::{AddedText, analyze as analyze_added_text};

/// Most characters of a name or pointer shown in output.
const MAX_IDENTITY_CHARS: usize = 128;

/// An identity (tool name, pointer, origin) made safe for logs: invisible
/// and control characters become `\u{…}` and it is cut short. Manifest
/// text never reaches output any other way.
pub fn escape_identity(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(MAX_IDENTITY_CHARS));
    for (i, c) in text.chars().enumerate() {
        if i == MAX_IDENTITY_CHARS {
            out.push('…');
            break;
        }
        if c.is_control() || mcpsift_unicode::is_fold_removed(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}
