//! The escalation policy file: its format, parsing with line numbers,
//! name globs, rules, allow entries, the built-in default policy, and
//! deciding (and approving) one call.

use std::collections::BTreeSet;
use std::fmt;
use std::path::Path;
use std::time::Duration;

use serde::Deserialize;
use serde_json::Value;

use super::hook::{ApprovalHook, DEFAULT_HOOK_TIMEOUT, MAX_HOOK_TIMEOUT};
use super::infer::infer;
use super::{Action, Capability, ClassReason};

/// A `*` and `?` pattern over a whole name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Glob(String);

impl Glob {
    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// True when `text` matches the whole pattern.
    pub fn matches(&self, text: &str) -> bool {
        let p: Vec<char> = self.0.chars().collect();
        let t: Vec<char> = text.chars().collect();
        // Iterative matcher with one backtrack point: linear in practice,
        // O(len(p) * len(t)) at worst; both are short.
        let (mut pi, mut ti) = (0, 0);
        let mut star: Option<(usize, usize)> = None;
        while ti < t.len() {
            if pi < p.len() && (p[pi] == '?' || p[pi] == t[ti]) {
                pi += 1;
                ti += 1;
            } else if pi < p.len() && p[pi] == '*' {
                star = Some((pi, ti));
                pi += 1;
            } else if let Some((sp, st)) = star {
                pi = sp + 1;
                ti = st + 1;
                star = Some((sp, st + 1));
            } else {
                return false;
            }
        }
        p[pi..].iter().all(|c| *c == '*')
    }
}

/// One `[[rule]]`: tools matching `server` and `tool` get `classes`, and
/// `action` (when given) decides them outright.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// Pattern over the server origin.
    pub server: Glob,
    /// Pattern over the tool name.
    pub tool: Glob,
    /// Classes assigned to matching tools.
    pub classes: Vec<Capability>,
    /// The action for matching tools, overriding the class actions.
    pub action: Option<Action>,
    /// Where the rule is (`policy line 12`, `built-in rule: escalation tools denied by name …`).
    pub origin: String,
}

/// One `[[allow]]` entry: approves `confirm` calls of matching tools
/// (never `deny` ones).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllowEntry {
    /// Pattern over the server origin.
    pub server: Glob,
    /// Pattern over the tool name.
    pub tool: Glob,
    /// Only for these classes (empty: any class).
    pub classes: Vec<Capability>,
    /// Where the entry is.
    pub origin: String,
}

/// Largest policy file read.
pub const MAX_POLICY_BYTES: u64 = 1 << 20;

/// Four tools whose names say they escalate (exporting the environment,
/// reading a credential, reaching the network, writing anywhere); the
/// default policy denies them by name on any server.
pub const SEED_ESCALATION_TOOLS: [&str; 4] = [
    "export_env",
    "read_credential",
    "net_egress",
    "fs_write_anywhere",
];

/// An operator's escalation policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EscalationPolicy {
    /// The action per class; classes not listed use the default policy's.
    pub classes: Vec<(Capability, Action)>,
    /// Rules, in file order.
    pub rules: Vec<Rule>,
    /// Allow-list entries, in file order.
    pub allow: Vec<AllowEntry>,
    /// The approval hook, if any.
    pub hook: Option<ApprovalHook>,
    /// Where the policy came from (`built-in default`, a file path).
    pub source: String,
}

/// The class actions of the default policy.
const DEFAULT_CLASSES: [(Capability, Action); 7] = [
    (Capability::CredentialRead, Action::Deny),
    (Capability::NetworkEgress, Action::Allow),
    (Capability::FilesystemWrite, Action::Allow),
    (Capability::ProcessExecution, Action::Confirm),
    (Capability::Installation, Action::Confirm),
    (Capability::Payments, Action::Confirm),
    (Capability::ExternalMessaging, Action::Allow),
];

impl Default for EscalationPolicy {
    /// Credential and environment reads denied; process execution,
    /// installation and payments need confirmation; the rest allowed; and
    /// the four [`SEED_ESCALATION_TOOLS`] denied by name on every server.
    fn default() -> EscalationPolicy {
        EscalationPolicy {
            classes: DEFAULT_CLASSES.to_vec(),
            rules: vec![seed_rule()],
            allow: Vec::new(),
            hook: None,
            source: "built-in default".into(),
        }
    }
}

fn seed_rule() -> Rule {
    Rule {
        server: Glob("*".into()),
        // One rule per name would do; a glob alternation does not exist,
        // so the rule matches by list (see `rule_matches`).
        tool: Glob(SEED_ESCALATION_TOOLS.join("|")),
        classes: Vec::new(),
        action: Some(Action::Deny),
        origin: "built-in rule: escalation tools denied by name (export_env, read_credential, net_egress, fs_write_anywhere)".into(),
    }
}

fn rule_matches(tool_glob: &Glob, tool: &str) -> bool {
    // `|` separates alternatives (tool names never hold one in practice,
    // and a policy may use it too: `tool = "export_env|read_credential"`).
    tool_glob
        .as_str()
        .split('|')
        .any(|alt| Glob(alt.to_owned()).matches(tool))
}

/// What the policy decided about one tool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EscalationDecision {
    /// The tool.
    pub tool: String,
    /// Its classes and why.
    pub classes: Vec<ClassReason>,
    /// What the policy says.
    pub action: Action,
    /// The class whose action decided (none for `allow` of an unclassed
    /// tool or a rule's own action).
    pub deciding_class: Option<Capability>,
    /// The rule or class setting that decided, in words.
    pub rule: String,
}

impl EscalationDecision {
    /// The distinct classes.
    pub fn class_names(&self) -> Vec<&'static str> {
        let set: BTreeSet<Capability> = self.classes.iter().map(|c| c.class).collect();
        set.into_iter().map(Capability::as_str).collect()
    }
}

/// Whether a call may go through, after the allow-list and hook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Approval {
    /// Allowed outright.
    Allowed,
    /// `confirm`, approved; the string says by what.
    Approved(String),
    /// Refused; the string says why.
    Refused(String),
}

impl Approval {
    /// True when the call may reach the server.
    pub fn passes(&self) -> bool {
        !matches!(self, Approval::Refused(_))
    }

    /// `allowed`, `approved` or `refused`.
    pub fn as_str(&self) -> &'static str {
        match self {
            Approval::Allowed => "allowed",
            Approval::Approved(_) => "approved",
            Approval::Refused(_) => "refused",
        }
    }
}

/// A policy file that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyError {
    /// The policy file, when read from one.
    pub file: Option<String>,
    /// Line of the problem (1-based), when known.
    pub line: Option<usize>,
    /// What is wrong and what to do.
    pub message: String,
}

impl fmt::Display for PolicyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.file, self.line) {
            (Some(file), Some(line)) => write!(f, "{file}:{line}: {}", self.message),
            (Some(file), None) => write!(f, "{file}: {}", self.message),
            (None, Some(line)) => write!(f, "line {line}: {}", self.message),
            (None, None) => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for PolicyError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileForm {
    #[serde(default)]
    classes: std::collections::BTreeMap<toml::Spanned<String>, toml::Spanned<toml::Value>>,
    #[serde(default)]
    rule: Vec<toml::Spanned<RuleForm>>,
    #[serde(default)]
    allow: Vec<toml::Spanned<AllowForm>>,
    hook: Option<toml::Spanned<HookForm>>,
    /// `false` drops the built-in rule denying the [`SEED_ESCALATION_TOOLS`]
    /// by name.
    #[serde(default = "yes")]
    deny_seed_tools: bool,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleForm {
    #[serde(default = "star")]
    server: String,
    tool: String,
    #[serde(default)]
    classes: Vec<toml::Spanned<String>>,
    action: Option<toml::Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AllowForm {
    #[serde(default = "star")]
    server: String,
    tool: String,
    #[serde(default)]
    classes: Vec<toml::Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HookForm {
    command: Vec<String>,
    timeout_ms: Option<u64>,
}

fn star() -> String {
    "*".into()
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

const CLASS_LIST: &str = "credential_read, network_egress, filesystem_write, process_execution, installation, payments, external_messaging";

impl EscalationPolicy {
    /// Parses a policy file's text. Unknown keys, classes and actions are
    /// errors with their line: a typo must never leave a weaker policy
    /// running than the file reads.
    pub fn parse(text: &str, source: &str) -> Result<EscalationPolicy, PolicyError> {
        let form: FileForm = toml::from_str(text).map_err(|e| PolicyError {
            file: None,
            line: e.span().map(|s| line_of(text, s.start)),
            message: format!(
                "{}; see the policy format in docs/manifest-gate.md",
                e.message().trim_end()
            ),
        })?;
        let class = |s: &toml::Spanned<String>| {
            Capability::parse(s.get_ref()).ok_or_else(|| PolicyError {
                file: None,
                line: Some(line_of(text, s.span().start)),
                message: format!(
                    "unknown class {:?}; the classes are {CLASS_LIST}",
                    s.get_ref()
                ),
            })
        };
        let action = |s: &str, at: usize| {
            Action::parse(s).ok_or_else(|| PolicyError {
                file: None,
                line: Some(line_of(text, at)),
                message: format!("unknown action {s:?}; use allow, confirm or deny"),
            })
        };
        let mut classes = DEFAULT_CLASSES.to_vec();
        for (key, value) in &form.classes {
            let name = key.get_ref();
            let at = line_of(text, key.span().start);
            let value = value.get_ref();
            let Some(c) = Capability::parse(name) else {
                return Err(PolicyError {
                    file: None,
                    line: Some(at),
                    message: format!(
                        "unknown class {name:?} in [classes]; the classes are {CLASS_LIST}"
                    ),
                });
            };
            let Some(s) = value.as_str() else {
                return Err(PolicyError {
                    file: None,
                    line: Some(at),
                    message: format!(
                        "[classes] {name} must be a string: \"allow\", \"confirm\" or \"deny\""
                    ),
                });
            };
            let a = Action::parse(s).ok_or_else(|| PolicyError {
                file: None,
                line: Some(at),
                message: format!("unknown action {s:?} for {name}; use allow, confirm or deny"),
            })?;
            for slot in classes.iter_mut() {
                if slot.0 == c {
                    slot.1 = a;
                }
            }
        }
        let mut rules = Vec::new();
        if form.deny_seed_tools {
            rules.push(seed_rule());
        }
        for r in &form.rule {
            let line = line_of(text, r.span().start);
            let form = r.get_ref();
            if form.classes.is_empty() && form.action.is_none() {
                return Err(PolicyError {
                    file: None,
                    line: Some(line),
                    message:
                        "a [[rule]] needs `classes`, `action` or both; otherwise it does nothing"
                            .into(),
                });
            }
            rules.push(Rule {
                server: Glob(form.server.clone()),
                tool: Glob(form.tool.clone()),
                classes: form.classes.iter().map(class).collect::<Result<_, _>>()?,
                action: form
                    .action
                    .as_ref()
                    .map(|a| action(a.get_ref(), a.span().start))
                    .transpose()?,
                origin: format!("rule at {source} line {line}"),
            });
        }
        let mut allow = Vec::new();
        for a in &form.allow {
            let line = line_of(text, a.span().start);
            let form = a.get_ref();
            allow.push(AllowEntry {
                server: Glob(form.server.clone()),
                tool: Glob(form.tool.clone()),
                classes: form.classes.iter().map(class).collect::<Result<_, _>>()?,
                origin: format!("allow entry at {source} line {line}"),
            });
        }
        let hook = match &form.hook {
            None => None,
            Some(h) => {
                let line = line_of(text, h.span().start);
                let form = h.get_ref();
                if form.command.is_empty() || form.command[0].trim().is_empty() {
                    return Err(PolicyError {
                        file: None,
                        line: Some(line),
                        message:
                            "[hook] command must name a program: command = [\"/path/to/approve\"]"
                                .into(),
                    });
                }
                let timeout = Duration::from_millis(
                    form.timeout_ms
                        .unwrap_or(DEFAULT_HOOK_TIMEOUT.as_millis() as u64),
                );
                if timeout.is_zero() || timeout > MAX_HOOK_TIMEOUT {
                    return Err(PolicyError {
                        file: None,
                        line: Some(line),
                        message: format!(
                            "[hook] timeout_ms must be between 1 and {}",
                            MAX_HOOK_TIMEOUT.as_millis()
                        ),
                    });
                }
                Some(ApprovalHook {
                    command: form.command.clone(),
                    timeout,
                })
            }
        };
        Ok(EscalationPolicy {
            classes,
            rules,
            allow,
            hook,
            source: source.to_owned(),
        })
    }

    /// Reads and parses a policy file. A file that cannot be read is an
    /// error, never the default: an unreadable policy fails closed.
    pub fn load(path: &Path) -> Result<EscalationPolicy, PolicyError> {
        let shown = path.display().to_string();
        let unreadable = |why: String| PolicyError {
            file: None,
            line: None,
            message: format!(
                "cannot read the policy: {why} (an unreadable policy fails closed: nothing runs under a weaker one)"
            ),
        };
        // A regular file only: a FIFO would wait for a writer for ever, and
        // a device never ends; a policy is a short TOML file.
        let bytes = crate::store::read_bounded(path, MAX_POLICY_BYTES)
            .map_err(|e| unreadable(e.to_string()))?;
        let text = String::from_utf8(bytes)
            .map_err(|_| unreadable(format!("{shown} is not UTF-8 text (a policy is TOML)")))?;
        EscalationPolicy::parse(&text, &shown).map_err(|mut e| {
            e.file = Some(shown.clone());
            e
        })
    }

    /// The action for a class.
    pub fn class_action(&self, class: Capability) -> Action {
        self.classes
            .iter()
            .find(|(c, _)| *c == class)
            .map(|(_, a)| *a)
            .unwrap_or(Action::Confirm)
    }

    /// Decides one tool of `server` (its origin). `definition` is the
    /// pinned definition — never the live one — when known.
    pub fn decide(
        &self,
        server: &str,
        tool: &str,
        definition: Option<&Value>,
    ) -> EscalationDecision {
        let mut classes: BTreeSet<ClassReason> = infer(tool, definition).into_iter().collect();
        let mut rule_action: Option<(Action, String)> = None;
        for rule in &self.rules {
            if rule.server.matches(server) && rule_matches(&rule.tool, tool) {
                for class in &rule.classes {
                    classes.insert(ClassReason {
                        class: *class,
                        source: rule.origin.clone(),
                    });
                }
                if let (Some(action), None) = (rule.action, &rule_action) {
                    rule_action = Some((action, rule.origin.clone()));
                }
            }
        }
        let classes: Vec<ClassReason> = classes.into_iter().collect();
        let (action, deciding_class, rule) = match rule_action {
            Some((action, origin)) => (action, None, origin),
            None => {
                let strictest = classes
                    .iter()
                    .map(|c| (self.class_action(c.class), c.class))
                    .max();
                match strictest {
                    Some((action, class)) => (
                        action,
                        Some(class),
                        format!("[classes] {class} = \"{action}\" ({})", self.source),
                    ),
                    None => (Action::Allow, None, "no capability class".into()),
                }
            }
        };
        EscalationDecision {
            tool: tool.to_owned(),
            classes,
            action,
            deciding_class,
            rule,
        }
    }

    /// The first `[[allow]]` entry that covers the tool of `server` and
    /// all of its classes.
    pub fn allow_entry(&self, server: &str, decision: &EscalationDecision) -> Option<&AllowEntry> {
        let names = decision.class_names();
        self.allow.iter().find(|entry| {
            let covers = entry.classes.is_empty()
                || names
                    .iter()
                    .all(|n| entry.classes.iter().any(|c| c.as_str() == *n));
            entry.server.matches(server) && rule_matches(&entry.tool, &decision.tool) && covers
        })
    }

    /// Whether a decided call may go through: `allow` passes, `deny` never
    /// does, `confirm` passes when an `[[allow]]` entry covers the tool
    /// (and its classes) or the hook says yes in time.
    pub fn approve(&self, server: &str, decision: &EscalationDecision) -> Approval {
        match decision.action {
            Action::Allow => return Approval::Allowed,
            Action::Deny => {
                return Approval::Refused("the policy denies it".into());
            }
            Action::Confirm => {}
        }
        if let Some(entry) = self.allow_entry(server, decision) {
            return Approval::Approved(entry.origin.clone());
        }
        let names = decision.class_names();
        match &self.hook {
            None => Approval::Refused(
                "it needs confirmation and no [[allow]] entry or [hook] approves it".into(),
            ),
            Some(hook) => hook.ask(server, &decision.tool, &names.join(",")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_default_policy_denies_the_seed_tools() {
        let policy = EscalationPolicy::default();
        for name in SEED_ESCALATION_TOOLS {
            let d = policy.decide("srv", name, Some(&json!({"name": name})));
            assert_eq!(d.action, Action::Deny, "{name}");
            assert!(!policy.approve("srv", &d).passes());
        }
        let d = policy.decide("srv", "get_weather", None);
        assert_eq!(d.action, Action::Allow);
        assert_eq!(policy.approve("srv", &d), Approval::Allowed);
        let d = policy.decide("srv", "run_command", None);
        assert_eq!(d.action, Action::Confirm);
        assert!(
            !policy.approve("srv", &d).passes(),
            "no allow entry, no hook"
        );
    }

    #[test]
    fn policy_files_parse_and_decide() {
        let text = r#"
[classes]
network_egress = "confirm"
filesystem_write = "deny"

[[rule]]
server = "notes-*"
tool = "sync_*"
classes = ["network_egress"]

[[rule]]
tool = "trusted_fetch"
action = "allow"

[[allow]]
server = "notes-prod"
tool = "sync_remote"
"#;
        let policy = EscalationPolicy::parse(text, "p.toml").expect("parses");
        let d = policy.decide("notes-prod", "sync_remote", None);
        assert_eq!(d.action, Action::Confirm);
        assert_eq!(d.class_names(), ["network_egress"]);
        assert!(d.classes[0].source.contains("line 6"), "{:?}", d.classes);
        assert!(
            matches!(policy.approve("notes-prod", &d), Approval::Approved(w) if w.contains("line 15"))
        );
        assert!(
            !policy
                .approve(
                    "notes-dev",
                    &policy.decide("notes-dev", "sync_remote", None)
                )
                .passes()
        );
        let d = policy.decide("x", "write_file", None);
        assert_eq!(d.action, Action::Deny);
        assert!(d.rule.contains("filesystem_write"), "{}", d.rule);
        let d = policy.decide(
            "x",
            "trusted_fetch",
            Some(&json!({"inputSchema": {"properties": {"url": {}}}})),
        );
        assert_eq!(d.action, Action::Allow, "a rule's own action decides");
        // The tools denied by name stay denied unless the file says
        // otherwise.
        assert_eq!(policy.decide("x", "export_env", None).action, Action::Deny);
        let off = EscalationPolicy::parse(
            "deny_seed_tools = false\n[classes]\ncredential_read = \"allow\"",
            "p",
        )
        .unwrap();
        assert_eq!(off.decide("x", "export_env", None).action, Action::Allow);
    }

    #[test]
    fn policy_errors_name_the_line_and_what_to_do() {
        let e = EscalationPolicy::parse("[classes]\nnetwork_egres = \"deny\"\n", "p").unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(
            e.message.contains("unknown class") && e.message.contains("network_egress"),
            "{e}"
        );
        let e = EscalationPolicy::parse("[classes]\npayments = \"maybe\"\n", "p").unwrap_err();
        assert!(e.message.contains("allow, confirm or deny"), "{e}");
        let e =
            EscalationPolicy::parse("\n\n[[rule]]\ntool = \"x\"\nclases = []\n", "p").unwrap_err();
        assert_eq!(e.line, Some(5), "{e}");
        assert!(e.message.contains("clases"), "{e}");
        let e = EscalationPolicy::parse("[[rule]]\ntool = \"x\"\nclasses = [\"money\"]\n", "p")
            .unwrap_err();
        assert_eq!(e.line, Some(3), "{e}");
        let e = EscalationPolicy::parse("[[rule]]\ntool = \"x\"\n", "p").unwrap_err();
        assert!(e.message.contains("needs `classes`"), "{e}");
        let e = EscalationPolicy::parse("[hook]\ncommand = []\n", "p").unwrap_err();
        assert!(e.message.contains("program"), "{e}");
        let e = EscalationPolicy::load(Path::new("/nonexistent/policy.toml")).unwrap_err();
        assert!(e.message.contains("cannot read"), "{e}");
    }

    #[test]
    fn globs_match_whole_names() {
        let g = |p: &str, t: &str| Glob(p.into()).matches(t);
        assert!(g("*", "anything"));
        assert!(g("write_*", "write_file"));
        assert!(!g("write_*", "rewrite_file"));
        assert!(g("*_file", "write_file"));
        assert!(g("w?ite", "write"));
        assert!(g("a*b*c", "axxbyyc"));
        assert!(!g("a*b*c", "axxbyy"));
        assert!(!g("exact", "exactly"));
    }
}
