//! The proxy's configuration: the TOML file (`--config`), its checks,
//! and what the command line may override.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use mcpsift::Severity;
use mcpsift::manifest::{EscalationPolicy, Policy, ServerKey};
use serde::Deserialize;

/// What to do with tool results that carry findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ResultScan {
    /// Results are not scanned.
    Off,
    /// Results are scanned; findings are logged and counted.
    Flag,
    /// Results at the threshold are replaced by an error.
    Block,
}

/// The proxy's configuration (the TOML file, then command-line overrides).
#[derive(Clone, Debug)]
pub struct ProxyConfig {
    /// Withhold items (and block results) at or above this severity.
    pub threshold: Severity,
    /// Reject manifest changes at or above this severity.
    pub policy: Policy,
    /// A lockfile whose pin the first manifest is checked against.
    pub lock: Option<PathBuf>,
    /// Where audit lines go.
    pub audit: Option<PathBuf>,
    /// Tool-result scanning.
    pub scan_results: ResultScan,
    /// Loopback address for the Prometheus endpoint.
    pub metrics: Option<SocketAddr>,
    /// Re-fetch the tool list this often even without a notification.
    pub list_ttl: Option<Duration>,
    /// Longest wait for the server's answer to the proxy's own requests.
    pub request_timeout: Duration,
    /// Longest wait for the server's answer to a forwarded client request
    /// ([`DEFAULT_CALL_TIMEOUT`] unless configured; `None`: no limit).
    pub call_timeout: Option<Duration>,
    /// The server key used for pins and the lockfile lookup.
    pub server: ServerKey,
    /// How the user sets the server key (the command line names its
    /// flags), added to the log line when the lockfile's pin was made under
    /// another key.
    pub server_key_hint: Option<String>,
    /// The escalation policy every `tools/call` is checked against (the
    /// built-in default unless `policy` / `--policy` names a file).
    pub escalation: EscalationPolicy,
}

/// How long a forwarded request waits for the server's answer unless
/// configured (5 minutes): long enough for slow tools, short enough that a
/// server that never answers cannot hang the client for good.
pub const DEFAULT_CALL_TIMEOUT: Duration = Duration::from_secs(300);

/// The TOML configuration file (`mcpsift proxy --config FILE`). Unknown
/// keys and undefined severities are startup errors: a typo must never
/// leave the gateway running with a weaker policy than the file reads.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    /// `low`, `medium`, `high` (default) or `critical`.
    pub threshold: Option<String>,
    /// `info`, `low`, `medium` (default), `high`, `critical`.
    pub reject_at: Option<String>,
    /// Lockfile path.
    pub lock: Option<PathBuf>,
    /// Audit log path.
    pub audit: Option<PathBuf>,
    /// `off` (default), `flag` or `block`.
    pub scan_results: Option<ResultScan>,
    /// `127.0.0.1:9464`, say.
    pub metrics: Option<String>,
    /// Seconds between unprompted re-fetches of the tool list.
    pub list_ttl_seconds: Option<u64>,
    /// Seconds to wait for the server's answer to the proxy's own requests.
    pub request_timeout_seconds: Option<u64>,
    /// Seconds to wait for the server's answer to a forwarded request
    /// (unset: 300; 0: no limit).
    pub call_timeout_seconds: Option<u64>,
    /// Server key: origin.
    pub origin: Option<String>,
    /// Server key: channel (default `stdio`).
    pub channel: Option<String>,
    /// Server key: principal (default `default`).
    pub principal: Option<String>,
    /// Escalation policy file (TOML; default: the built-in policy).
    pub policy: Option<PathBuf>,
}

impl ConfigFile {
    /// Parses and validates a configuration file's text.
    pub fn parse(text: &str) -> Result<ConfigFile, String> {
        let config: ConfigFile = toml::from_str(text).map_err(|e| e.to_string())?;
        if let Some(t) = &config.threshold {
            t.parse::<Severity>().map_err(|_| {
                format!("threshold {t:?} is not a severity (low, medium, high, critical)")
            })?;
        }
        if let Some(r) = &config.reject_at {
            mcpsift::manifest::ChangeSeverity::parse(r).ok_or_else(|| {
                format!("reject_at {r:?} is not a severity (info, low, medium, high, critical)")
            })?;
        }
        if let Some(m) = &config.metrics {
            parse_metrics_addr(m)?;
        }
        Ok(config)
    }
}

/// A metrics address must be loopback: counters are not for the network.
pub fn parse_metrics_addr(text: &str) -> Result<SocketAddr, String> {
    let addr: SocketAddr = text
        .parse()
        .map_err(|_| format!("metrics address {text:?} is not host:port"))?;
    if !addr.ip().is_loopback() {
        return Err(format!(
            "metrics address {text:?} is not loopback; the endpoint only binds 127.0.0.1 or ::1"
        ));
    }
    Ok(addr)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_config_with_a_typo_or_an_undefined_severity_is_refused() {
        assert!(ConfigFile::parse("threshold = \"high\"\ncall_timeout_seconds = 0").is_ok());
        let typo = ConfigFile::parse("treshold = \"high\"").unwrap_err();
        assert!(typo.contains("treshold"), "{typo}");
        assert!(ConfigFile::parse("threshold = \"severe\"").is_err());
        assert!(ConfigFile::parse("reject_at = \"none\"").is_err());
        assert!(ConfigFile::parse("metrics = \"0.0.0.0:9464\"").is_err());
    }

    #[test]
    fn metrics_bind_only_loopback() {
        assert!(parse_metrics_addr("127.0.0.1:9464").is_ok());
        assert!(parse_metrics_addr("[::1]:9464").is_ok());
        assert!(
            parse_metrics_addr("10.0.0.1:9464")
                .unwrap_err()
                .contains("loopback")
        );
        assert!(parse_metrics_addr("localhost").is_err());
    }
}
