//! The proxy's audit log: gate decisions (`mcpsift.audit/v1`) and the
//! proxy's own events (`mcpsift.proxy/v1`), one `write` per record on an
//! append-mode file. Identities, rule codes, pointers and hashes; never text.

use mcpsift::manifest::{AuditRecord, AuditSink, ItemKind as GateKind, escape_identity};
use serde_json::{Value, json};

use super::state::*;

/// The audit log: the gate's `mcpsift.audit/v1` decisions and the proxy's
/// own `mcpsift.proxy/v1` events (withheld items, refused calls, flagged
/// results) — identities, rule codes, pointers and hashes, never text.
pub(super) struct ProxyAudit {
    pub(super) file: Option<std::fs::File>,
}

impl ProxyAudit {
    /// One record, one `write` on the append-mode file (other processes
    /// appending to the same log never split it).
    pub(super) fn line(&mut self, value: &Value) -> std::io::Result<()> {
        match &mut self.file {
            Some(file) => mcpsift::manifest::store::append_line(file, &value.to_string()),
            None => Ok(()),
        }
    }

    pub(super) fn event(
        &mut self,
        event: &str,
        item: GateKind,
        name: &str,
        rules: &[(String, String)],
        sha256: Option<&str>,
    ) {
        self.event_on(event, item.as_str(), name, rules, sha256);
    }

    /// An event about something that is not a manifest item (`item` says
    /// what: `message` for a server request or notification).
    pub(super) fn event_on(
        &mut self,
        event: &str,
        item: &str,
        name: &str,
        rules: &[(String, String)],
        sha256: Option<&str>,
    ) {
        let rules: Vec<Value> = rules
            .iter()
            .map(|(rule, pointer)| json!({"rule": rule, "pointer": escape_identity(pointer)}))
            .collect();
        let record = json!({
            "schema": "mcpsift.proxy/v1",
            "time": mcpsift::manifest::now_rfc3339(),
            "event": event,
            "item": item,
            "name": escape_identity(name),
            "rules": rules,
            "sha256": sha256,
        });
        if self.line(&record).is_err() {
            log("cannot write the audit log");
        }
    }
}

impl AuditSink for ProxyAudit {
    fn record(&mut self, record: &AuditRecord) -> std::io::Result<()> {
        self.line(&record.to_json())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_event_is_one_json_line_without_text() {
        let path = std::env::temp_dir().join(format!(
            "mcpsift-proxy-audit-{}-{:?}.jsonl",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_file(&path);
        let mut audit = ProxyAudit {
            file: Some(mcpsift::manifest::store::open_append(&path).expect("open")),
        };
        audit.event(
            "withheld",
            GateKind::Tool,
            "a\u{202e}b",
            &[("MS103".into(), "/description".into())],
            Some("abc"),
        );
        audit.event_on(
            "notification_dropped",
            "message",
            "notifications/message",
            &[],
            None,
        );
        let text = std::fs::read_to_string(&path).expect("read");
        let _ = std::fs::remove_file(&path);
        let lines: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).expect("JSON"))
            .collect();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0]["schema"], "mcpsift.proxy/v1");
        assert_eq!(lines[0]["name"], "a\\u{202e}b", "identities are escaped");
        assert_eq!(lines[1]["item"], "message");
    }
}
