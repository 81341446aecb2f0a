//! `mcpsift.toml` (the scan's settings) and `.mcpsiftignore` (accepted
//! findings), read before a scan. Every mistake is a configuration error
//! (exit 2) that names the file and the line; nothing is silently ignored.

use std::path::{Path, PathBuf};

use anyhow::Result;
use mcpsift::report::{Date, Suppression};
use serde::Deserialize;

use crate::usage;

/// The name looked for in the current directory.
pub(crate) const CONFIG_NAME: &str = "mcpsift.toml";
/// The suppression file looked for beside the config (or in the current
/// directory).
pub(crate) const IGNORE_NAME: &str = ".mcpsiftignore";

/// `mcpsift.toml` as written.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigFile {
    threshold: Option<String>,
    /// Rule directories; `"builtin"` stands for the built-in rules.
    rules: Option<Vec<String>>,
    /// Rule codes (or names) to leave out.
    #[serde(default)]
    disable: Vec<String>,
    /// The format of the main output.
    format: Option<String>,
    /// Where the main output goes (`-` for standard output).
    output: Option<String>,
    /// More outputs: `{format, path}`.
    #[serde(default)]
    outputs: Vec<OutputEntry>,
    /// A baseline file.
    baseline: Option<String>,
    #[serde(default)]
    suppress: Vec<SuppressEntry>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct OutputEntry {
    format: String,
    path: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SuppressEntry {
    rule: Option<String>,
    server: Option<String>,
    #[serde(alias = "item")]
    tool: Option<String>,
    pointer: Option<String>,
    fingerprint: Option<String>,
    reason: Option<String>,
    /// A TOML date (`2027-03-31`) or a string holding one.
    expires: Option<toml::Value>,
}

/// The settings a scan takes from its config, paths made relative to the
/// current directory.
#[derive(Debug, Default)]
pub(crate) struct Config {
    /// The file read, if any.
    pub(crate) source: Option<PathBuf>,
    pub(crate) threshold: Option<String>,
    pub(crate) rules: Option<Vec<RuleSource>>,
    pub(crate) disable: Vec<String>,
    /// Output specs (`FORMAT:PATH`), the main one first.
    pub(crate) outputs: Vec<String>,
    /// The main format when no path is given for it.
    pub(crate) format: Option<String>,
    pub(crate) baseline: Option<PathBuf>,
    pub(crate) suppressions: Vec<Suppression>,
}

/// One entry of `rules`.
#[derive(Debug, Clone)]
pub(crate) enum RuleSource {
    Builtin,
    Dir(PathBuf),
}

/// Reads the config: `explicit` if given (it must exist), else
/// `mcpsift.toml` in the current directory if there is one; then
/// `.mcpsiftignore` beside it (or in the current directory).
pub(crate) fn load(explicit: Option<&Path>, no_config: bool) -> Result<Config> {
    let path = match explicit {
        Some(p) => Some(p.to_path_buf()),
        None if no_config => None,
        None => Some(PathBuf::from(CONFIG_NAME)).filter(|p| p.is_file()),
    };
    let mut config = Config::default();
    let base = path
        .as_deref()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or_default();
    if let Some(path) = &path {
        let text = std::fs::read_to_string(path)
            .map_err(|e| usage(format!("cannot read the config {}: {e}", path.display())))?;
        let file: ConfigFile =
            toml::from_str(&text).map_err(|e| usage(format!("config {}: {e}", path.display())))?;
        config = from_file(file, path, &base, &text)?;
        config.source = Some(path.clone());
    }
    if !no_config {
        let ignore = base.join(IGNORE_NAME);
        if ignore.is_file() {
            let text = std::fs::read_to_string(&ignore)
                .map_err(|e| usage(format!("cannot read {}: {e}", ignore.display())))?;
            config
                .suppressions
                .extend(parse_ignore(&ignore.display().to_string(), &text)?);
        }
    }
    Ok(config)
}

fn relative(base: &Path, p: &str) -> PathBuf {
    let p = Path::new(p);
    if p.is_absolute() || base.as_os_str().is_empty() {
        p.to_path_buf()
    } else {
        base.join(p)
    }
}

fn from_file(file: ConfigFile, path: &Path, base: &Path, text: &str) -> Result<Config> {
    let name = path.display().to_string();
    let mut outputs = Vec::new();
    if let Some(out) = &file.output {
        let format = file.format.as_deref().ok_or_else(|| {
            usage(format!(
                "config {name}: `output = \"{out}\"` needs `format` too (jsonl, json, sarif, text)"
            ))
        })?;
        let target = if out == "-" {
            out.clone()
        } else {
            relative(base, out).display().to_string()
        };
        outputs.push(format!("{format}:{target}"));
    }
    for o in &file.outputs {
        outputs.push(format!(
            "{}:{}",
            o.format,
            relative(base, &o.path).display()
        ));
    }
    // Entries are numbered by their `[[suppress]]` header's line.
    let headers: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.trim_start().starts_with("[[suppress]]"))
        .map(|(n, _)| n + 1)
        .collect();
    let mut suppressions = Vec::new();
    for (n, e) in file.suppress.into_iter().enumerate() {
        let origin = match headers.get(n) {
            Some(line) => format!("{name}:{line}"),
            None => format!("{name} suppress[{n}]"),
        };
        let expires = match e.expires {
            None => None,
            Some(toml::Value::String(s)) => Some(s),
            Some(toml::Value::Datetime(d)) => Some(d.to_string()),
            Some(other) => Some(other.to_string()),
        };
        suppressions.push(suppression(
            origin,
            e.rule,
            e.server,
            e.tool,
            e.pointer,
            e.fingerprint,
            e.reason,
            expires,
        )?);
    }
    Ok(Config {
        source: None,
        threshold: file.threshold,
        rules: file.rules.map(|dirs| {
            dirs.iter()
                .map(|d| {
                    if d == "builtin" {
                        RuleSource::Builtin
                    } else {
                        RuleSource::Dir(relative(base, d))
                    }
                })
                .collect()
        }),
        disable: file.disable,
        format: if file.output.is_none() {
            file.format
        } else {
            None
        },
        outputs,
        baseline: file.baseline.map(|b| relative(base, &b)),
        suppressions,
    })
}

#[allow(clippy::too_many_arguments)]
fn suppression(
    origin: String,
    rule: Option<String>,
    server: Option<String>,
    item: Option<String>,
    pointer: Option<String>,
    fingerprint: Option<String>,
    reason: Option<String>,
    expires: Option<String>,
) -> Result<Suppression> {
    let expires = match expires {
        Some(text) => Some(
            Date::parse(&text)
                .map_err(|e| usage(format!("suppression at {origin}: expires: {e}")))?,
        ),
        None => None,
    };
    let s = Suppression {
        origin,
        rule,
        server,
        item,
        pointer,
        fingerprint,
        reason: reason.unwrap_or_default(),
        expires,
    };
    s.validate().map_err(usage)?;
    Ok(s)
}

/// `.mcpsiftignore`: one suppression a line, `#` lines are comments:
///
/// ```text
/// RULE [server=NAME] [tool=NAME] [pointer=/PTR] [expires=YYYY-MM-DD] reason: WHY
/// fingerprint=HEX [expires=YYYY-MM-DD] reason: WHY
/// ```
pub(crate) fn parse_ignore(name: &str, text: &str) -> Result<Vec<Suppression>> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let origin = format!("{name}:{}", n + 1);
        let (spec, reason) = match line.find("reason:") {
            Some(at) => (
                &line[..at],
                Some(line[at + "reason:".len()..].trim().to_string()),
            ),
            None => (line, None),
        };
        let (mut rule, mut server, mut item, mut pointer, mut fingerprint, mut expires) =
            (None, None, None, None, None, None);
        for word in spec.split_whitespace() {
            match word.split_once('=') {
                Some(("server", v)) => server = Some(v.to_string()),
                Some(("tool" | "item", v)) => item = Some(v.to_string()),
                Some(("pointer", v)) => pointer = Some(v.to_string()),
                Some(("fingerprint", v)) => fingerprint = Some(v.to_string()),
                Some(("expires", v)) => expires = Some(v.to_string()),
                Some(("rule", v)) => rule = Some(v.to_string()),
                Some((k, _)) => {
                    return Err(usage(format!(
                        "{origin}: unknown key `{k}` (use server=, tool=, pointer=, fingerprint=, expires=, then reason: WHY)"
                    )));
                }
                None if rule.is_none() => rule = Some(word.to_string()),
                None => {
                    return Err(usage(format!(
                        "{origin}: `{word}` is not KEY=VALUE; write the reason after `reason:`"
                    )));
                }
            }
        }
        out.push(suppression(
            origin,
            rule,
            server,
            item,
            pointer,
            fingerprint,
            reason,
            expires,
        )?);
    }
    Ok(out)
}
