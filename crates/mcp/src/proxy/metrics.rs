//! Counters and the loopback Prometheus endpoint that serves them.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Counters exposed on the metrics endpoint.
#[derive(Debug, Default)]
pub struct Metrics {
    /// Items scanned.
    pub scans: AtomicU64,
    /// Findings raised.
    pub findings: AtomicU64,
    /// Tools (and prompts, resources) withheld.
    pub withheld: AtomicU64,
    /// Calls refused.
    pub calls_blocked: AtomicU64,
    /// Manifest changes rejected.
    pub changes_rejected: AtomicU64,
    /// Results withheld or flagged.
    pub results_flagged: AtomicU64,
    /// Messages relayed, both ways.
    pub messages: AtomicU64,
    /// Server requests refused and notifications dropped for their text.
    pub server_messages_refused: AtomicU64,
    /// JSON-RPC batches refused (either side).
    pub batches_refused: AtomicU64,
}

impl Metrics {
    pub(super) fn render(&self) -> String {
        let mut out = String::new();
        for (name, help, value) in [
            ("mcpsift_scans_total", "Items scanned.", &self.scans),
            ("mcpsift_findings_total", "Findings raised.", &self.findings),
            (
                "mcpsift_items_withheld_total",
                "Tools, prompts and resources withheld.",
                &self.withheld,
            ),
            (
                "mcpsift_calls_blocked_total",
                "Calls refused by the gateway.",
                &self.calls_blocked,
            ),
            (
                "mcpsift_changes_rejected_total",
                "Manifest refreshes rejected.",
                &self.changes_rejected,
            ),
            (
                "mcpsift_results_flagged_total",
                "Tool results with findings.",
                &self.results_flagged,
            ),
            (
                "mcpsift_messages_total",
                "JSON-RPC messages relayed.",
                &self.messages,
            ),
            (
                "mcpsift_server_messages_refused_total",
                "Server requests refused and notifications dropped for the text they carry.",
                &self.server_messages_refused,
            ),
            (
                "mcpsift_batches_refused_total",
                "JSON-RPC batches refused.",
                &self.batches_refused,
            ),
        ] {
            out.push_str(&format!(
                "# HELP {name} {help}\n# TYPE {name} counter\n{name} {}\n",
                value.load(Ordering::Relaxed)
            ));
        }
        out
    }
}

pub(super) fn serve_metrics(listener: TcpListener, metrics: Arc<Metrics>) {
    for stream in listener.incoming() {
        let Ok(mut stream) = stream else { continue };
        let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
        let mut request = [0u8; 1024];
        let _ = stream.read(&mut request);
        let body = metrics.render();
        let _ = write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain; version=0.0.4\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_counter_is_rendered_with_help_and_type() {
        let m = Metrics::default();
        m.withheld.fetch_add(3, Ordering::Relaxed);
        m.batches_refused.fetch_add(1, Ordering::Relaxed);
        let text = m.render();
        assert!(
            text.contains("\nmcpsift_items_withheld_total 3\n"),
            "{text}"
        );
        assert!(
            text.contains("\nmcpsift_batches_refused_total 1\n"),
            "{text}"
        );
        assert!(
            text.contains("# TYPE mcpsift_server_messages_refused_total counter"),
            "{text}"
        );
        assert_eq!(
            text.matches("# HELP ").count(),
            text.matches("# TYPE ").count()
        );
    }
}
