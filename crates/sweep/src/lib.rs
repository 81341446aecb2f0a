//! `mcpsift sweep`: scan every server of an MCP registry (the official
//! registry's API, a saved dump of it, or a plain list of packages), and
//! report what changed since the last sweep.
//!
//! ```text
//! sources ─► entries (registry text, unknown fields noted) ─► plan (dedupe, shard, resume)
//!         ─► per server: static pass over the registry's text
//!                        ─► install into a per-server cache (npm, venv+pip, docker)
//!                        ─► start isolated (no network, memory limit, own process group)
//!                        ─► list everything ─► scan ─► manifest saved by hash
//!                        ─► drift against the previous pin (the manifest gate)
//!         ─► DIR/servers.jsonl, DIR/report.sarif, DIR/report.html, DIR/pins.lock
//! ```
#![forbid(unsafe_code)]

pub mod drift;
pub mod html;
pub mod install;
pub mod isolate;
pub mod plan;
pub mod record;
pub mod registry;
pub mod results;
pub mod run;
pub mod sarif;
pub mod sweep;

pub use plan::Shard;
pub use record::{Drift, FindingRecord, Record, SCHEMA, Status};
pub use registry::{Entry, Input, Package, Target, load_source};
pub use sweep::{Options, Progress, Summary, merge, sweep};

/// Lower-case hex SHA-256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(bytes);
    let mut out = String::with_capacity(64);
    for b in digest {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

/// Text from a server or a registry made safe for one line of output:
/// control and invisible characters escaped, cut at `max` characters.
pub fn one_line(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.trim().chars().enumerate() {
        if i == max {
            out.push('…');
            break;
        }
        match c {
            '\n' | '\r' => out.push_str(" | "),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => {
                let s = c.to_string();
                let escaped = mcpsift::manifest::escape_identity(&s);
                out.push_str(&escaped);
            }
        }
    }
    out
}
