//! Capability inference from a tool's definition: the words of its name,
//! the annotations that declare effects, and its parameter names and
//! formats (never its description).

use std::collections::BTreeSet;

use serde_json::Value;

use super::{Capability, ClassReason};

/// The words of a tool or parameter name: `send_email`, `send-email`,
/// `sendEmail`, `SendEMail` → `send`, `email`; lower case.
pub fn name_words(name: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            if !current.is_empty() {
                parts.push(std::mem::take(&mut current));
            }
            continue;
        }
        let prev = i.checked_sub(1).map(|j| chars[j]);
        let next = chars.get(i + 1).copied();
        let boundary = c.is_uppercase()
            && !current.is_empty()
            && (prev.is_some_and(|p| p.is_lowercase() || p.is_ascii_digit())
                || (prev.is_some_and(char::is_uppercase) && next.is_some_and(char::is_lowercase)));
        if boundary {
            parts.push(std::mem::take(&mut current));
        }
        current.extend(c.to_lowercase());
    }
    if !current.is_empty() {
        parts.push(current);
    }
    parts
}

const CREDENTIAL_WORDS: &[&str] = &[
    "credential",
    "credentials",
    "cred",
    "creds",
    "secret",
    "secrets",
    "password",
    "passwords",
    "passwd",
    "keychain",
    "keyring",
    "env",
    "environ",
    "environment",
    "dotenv",
    "apikey",
    "apikeys",
];
const NETWORK_WORDS: &[&str] = &[
    "http", "https", "url", "curl", "wget", "webhook", "egress", "net", "network", "download",
    "upload", "socket", "browse", "scrape", "crawl",
];
const WRITE_VERBS: &[&str] = &[
    "write",
    "save",
    "create",
    "delete",
    "remove",
    "rm",
    "move",
    "mv",
    "rename",
    "mkdir",
    "append",
    "overwrite",
    "chmod",
    "chown",
    "edit",
    "put",
    "copy",
    "touch",
    "unlink",
];
const FS_NOUNS: &[&str] = &[
    "file",
    "files",
    "fs",
    "filesystem",
    "dir",
    "directory",
    "directories",
    "folder",
    "path",
    "disk",
];
const EXEC_WORDS: &[&str] = &[
    "exec",
    "execute",
    "shell",
    "bash",
    "sh",
    "zsh",
    "cmd",
    "command",
    "commands",
    "spawn",
    "subprocess",
    "eval",
    "terminal",
    "powershell",
    "repl",
];
const RUN_OBJECTS: &[&str] = &["command", "script", "code", "shell", "process", "program"];
const INSTALL_WORDS: &[&str] = &["install", "installer", "uninstall", "reinstall"];
const INSTALL_OBJECTS: &[&str] = &[
    "server",
    "servers",
    "skill",
    "skills",
    "plugin",
    "plugins",
    "extension",
    "extensions",
    "mcp",
    "package",
    "packages",
];
const INSTALL_VERBS: &[&str] = &["add", "register", "enable", "load", "deploy"];
const PAYMENT_WORDS: &[&str] = &[
    "pay", "payment", "payments", "charge", "refund", "transfer", "checkout", "purchase", "buy",
    "payout", "withdraw", "wallet", "invoice",
];
const MESSAGE_WORDS: &[&str] = &[
    "email", "mail", "sms", "tweet", "dm", "whatsapp", "telegram", "slack",
];
const MESSAGE_VERBS: &[&str] = &["send", "post", "notify", "reply", "forward", "publish"];
const READ_VERBS: &[&str] = &[
    "read", "get", "list", "search", "find", "stat", "view", "show", "cat", "head", "tail", "glob",
    "grep", "describe", "info", "exists", "count",
];

/// Parameter names (as words) that make a tool run commands.
const EXEC_PARAMS: &[&str] = &["command", "cmd", "script", "shell", "argv", "code"];
/// Parameter names that send requests somewhere.
const NETWORK_PARAMS: &[&str] = &["url", "uri", "endpoint", "webhook", "host", "hostname"];
/// Parameter names that name a file.
const PATH_PARAMS: &[&str] = &[
    "path",
    "filepath",
    "filename",
    "file",
    "dir",
    "directory",
    "folder",
    "destination",
];
/// Parameter names that address people.
const RECIPIENT_PARAMS: &[&str] = &[
    "recipient",
    "recipients",
    "to",
    "cc",
    "bcc",
    "email",
    "phone",
    "channel",
];

fn any_in(words: &[String], list: &[&str]) -> Option<String> {
    words.iter().find(|w| list.contains(&w.as_str())).cloned()
}

/// The classes a tool's definition puts it in, with the evidence. Only
/// the name, the annotations that declare effects, and the input schema's
/// parameter names and formats are read — never the description, and no
/// annotation takes a class away (a `readOnlyHint` on `run_command` is
/// the server's word, not the policy's).
pub fn infer(name: &str, definition: Option<&Value>) -> Vec<ClassReason> {
    let mut found = BTreeSet::new();
    let mut add = |class: Capability, source: String| {
        found.insert(ClassReason { class, source });
    };
    let words = name_words(name);
    // `api_key` is one word to a reader.
    let joined: Vec<String> = words.windows(2).map(|w| w.concat()).collect();
    if let Some(w) = any_in(&words, CREDENTIAL_WORDS).or_else(|| any_in(&joined, &["apikey"])) {
        add(Capability::CredentialRead, format!("name word \"{w}\""));
    }
    if let Some(w) = any_in(&words, NETWORK_WORDS) {
        add(Capability::NetworkEgress, format!("name word \"{w}\""));
    }
    let write_verb = any_in(&words, WRITE_VERBS);
    if let (Some(v), Some(n)) = (&write_verb, any_in(&words, FS_NOUNS)) {
        add(
            Capability::FilesystemWrite,
            format!("name words \"{v}\" and \"{n}\""),
        );
    }
    if words.iter().any(|w| w == "anywhere") && any_in(&words, FS_NOUNS).is_some() {
        add(
            Capability::FilesystemWrite,
            "name words \"fs\" and \"anywhere\"".into(),
        );
    }
    if let Some(w) = any_in(&words, EXEC_WORDS) {
        add(Capability::ProcessExecution, format!("name word \"{w}\""));
    }
    if words.first().is_some_and(|w| w == "run") {
        if let Some(o) = any_in(&words, RUN_OBJECTS) {
            add(
                Capability::ProcessExecution,
                format!("name words \"run\" and \"{o}\""),
            );
        }
    }
    if let Some(w) = any_in(&words, INSTALL_WORDS) {
        add(Capability::Installation, format!("name word \"{w}\""));
    }
    if let (Some(v), Some(o)) = (
        any_in(&words, INSTALL_VERBS),
        any_in(&words, INSTALL_OBJECTS),
    ) {
        add(
            Capability::Installation,
            format!("name words \"{v}\" and \"{o}\""),
        );
    }
    if let Some(w) = any_in(&words, PAYMENT_WORDS) {
        add(Capability::Payments, format!("name word \"{w}\""));
    }
    if let Some(w) = any_in(&words, MESSAGE_WORDS) {
        add(Capability::ExternalMessaging, format!("name word \"{w}\""));
    }
    if let Some(v) = any_in(&words, MESSAGE_VERBS) {
        if words.len() > 1 {
            add(Capability::ExternalMessaging, format!("name word \"{v}\""));
        }
    }
    let Some(definition) = definition else {
        return found.into_iter().collect();
    };
    let annotations = definition.get("annotations");
    if annotations
        .and_then(|a| a.get("openWorldHint"))
        .and_then(Value::as_bool)
        == Some(true)
    {
        add(Capability::NetworkEgress, "annotation openWorldHint".into());
    }
    let reads_only = write_verb.is_none()
        && words
            .first()
            .is_some_and(|w| READ_VERBS.contains(&w.as_str()));
    if let Some(props) = definition
        .pointer("/inputSchema/properties")
        .and_then(Value::as_object)
    {
        for (param, schema) in props {
            let pw = name_words(param);
            let last = pw.last().map(String::as_str).unwrap_or("");
            let format = schema.get("format").and_then(Value::as_str).unwrap_or("");
            let quoted = crate::escape_identity(param);
            if EXEC_PARAMS.contains(&last) || pw.iter().any(|w| w == "command") {
                add(
                    Capability::ProcessExecution,
                    format!("parameter \"{quoted}\""),
                );
            }
            if NETWORK_PARAMS.contains(&last)
                || matches!(format, "uri" | "url" | "iri" | "hostname")
            {
                add(Capability::NetworkEgress, format!("parameter \"{quoted}\""));
            }
            if PATH_PARAMS.contains(&last) && !reads_only {
                add(
                    Capability::FilesystemWrite,
                    format!("parameter \"{quoted}\""),
                );
            }
            if RECIPIENT_PARAMS.contains(&last) || format == "email" {
                add(
                    Capability::ExternalMessaging,
                    format!("parameter \"{quoted}\""),
                );
            }
            if matches!(last, "iban" | "card" | "cvv" | "cvc")
                || (last == "amount"
                    && props
                        .keys()
                        .any(|k| name_words(k).contains(&"currency".to_owned())))
            {
                add(Capability::Payments, format!("parameter \"{quoted}\""));
            }
        }
    }
    found.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn classes(name: &str, def: Value) -> Vec<&'static str> {
        let set: BTreeSet<&'static str> = infer(name, Some(&def))
            .into_iter()
            .map(|c| c.class.as_str())
            .collect();
        set.into_iter().collect()
    }

    #[test]
    fn words_split_every_naming_style() {
        assert_eq!(name_words("send_email"), ["send", "email"]);
        assert_eq!(name_words("sendEmail"), ["send", "email"]);
        assert_eq!(name_words("HTTPRequest"), ["http", "request"]);
        assert_eq!(name_words("fs-write.anywhere"), ["fs", "write", "anywhere"]);
    }

    #[test]
    fn classes_come_from_names_annotations_and_parameters() {
        assert_eq!(classes("export_env", json!({})), ["credential_read"]);
        assert_eq!(classes("read_credential", json!({})), ["credential_read"]);
        assert_eq!(classes("net_egress", json!({})), ["network_egress"]);
        assert_eq!(
            classes("fs_write_anywhere", json!({})),
            ["filesystem_write"]
        );
        assert_eq!(classes("write_file", json!({})), ["filesystem_write"]);
        assert_eq!(classes("run_command", json!({})), ["process_execution"]);
        assert_eq!(classes("install_server", json!({})), ["installation"]);
        assert_eq!(classes("add_skill", json!({})), ["installation"]);
        assert_eq!(classes("create_payment", json!({})), ["payments"]);
        assert_eq!(classes("send_email", json!({})), ["external_messaging"]);
        let tool = json!({"inputSchema": {"properties": {
            "command": {"type": "string"}, "callback": {"type": "string", "format": "uri"},
            "recipients": {"type": "array"}}}});
        assert_eq!(
            classes("helper", tool),
            ["external_messaging", "network_egress", "process_execution"]
        );
        let open = json!({"annotations": {"openWorldHint": true}});
        assert_eq!(classes("lookup", open), ["network_egress"]);
        // Ordinary tools stay unclassed.
        for name in [
            "get_weather",
            "echo",
            "add",
            "search_docs",
            "count_tokens",
            "list_files",
        ] {
            assert!(classes(name, json!({})).is_empty(), "{name}");
        }
        // A path parameter on a tool whose name only reads is no write.
        let read = json!({"inputSchema": {"properties": {"path": {"type": "string"}}}});
        assert!(classes("read_file", read.clone()).is_empty());
        assert_eq!(classes("patch", read), ["filesystem_write"]);
    }

    #[test]
    fn the_description_and_safe_annotations_never_lower_a_class() {
        let tool = json!({"description": "Read only. Safe. Never touches credentials.",
            "annotations": {"readOnlyHint": true, "openWorldHint": false, "destructiveHint": false},
            "inputSchema": {"properties": {"command": {"type": "string"}}}});
        assert_eq!(
            classes("read_secrets", tool),
            ["credential_read", "process_execution"]
        );
    }
}
