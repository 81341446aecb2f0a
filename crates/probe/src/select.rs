//! Which tools to probe, and why: tools that bring third-party content into
//! the conversation, tools the static scan flagged, and tools whose misuse
//! escalates (running commands, writing, deleting, sending).

use serde_json::Value;

/// A tool chosen for probing, with the reasons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selected {
    /// The MCP tool name.
    pub name: String,
    /// Why it was chosen, one phrase each.
    pub reasons: Vec<String>,
    /// The arguments the probe's task asks for (`--tool-args`); `None`
    /// makes them from the tool's input schema.
    pub arguments: Option<Value>,
}

/// A tool named for probing that the server does not list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTool {
    /// The name asked for.
    pub name: String,
    /// The names the server lists (escaped, at most 20).
    pub listed: Vec<String>,
}

impl std::fmt::Display for UnknownTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the server lists no tool {:?} (it lists: {})",
            self.name,
            self.listed.join(", ")
        )
    }
}

impl std::error::Error for UnknownTool {}

/// The reason given for a tool chosen by name rather than by risk.
pub const NAMED: &str = "named by the caller";

/// Verbs in a tool's name or description that mark it as bringing content
/// written by someone other than the user or the server's author into the
/// conversation.
const READING: &[&str] = &[
    "fetch", "search", "read", "browse", "scrape", "crawl", "download", "get", "query", "lookup",
    "find", "retrieve", "load", "open", "view", "list",
];

/// Nouns in a tool's name for such content.
const CONTENT: &[&str] = &[
    "email",
    "mail",
    "inbox",
    "message",
    "issue",
    "comment",
    "ticket",
    "page",
    "url",
    "web",
    "website",
    "http",
    "file",
    "document",
    "doc",
    "rss",
    "feed",
    "news",
    "calendar",
    "chat",
    "repository",
    "repo",
    "wiki",
    "note",
    "content",
    "html",
    "markdown",
    "post",
    "review",
];

/// Words that mark a tool whose misuse escalates an injection into harm.
const ESCALATION: &[&str] = &[
    "exec",
    "execute",
    "run",
    "shell",
    "command",
    "eval",
    "write",
    "delete",
    "remove",
    "send",
    "post",
    "upload",
    "transfer",
    "pay",
    "payment",
    "deploy",
    "install",
    "sql",
    "credential",
    "credentials",
    "secret",
    "secrets",
    "token",
    "kill",
    "move",
    "rename",
    "push",
    "merge",
    "publish",
    "invite",
    "grant",
    "drop",
];

/// Splits `text` into lower-case words (at non-alphanumerics and at
/// lower-to-upper case changes, so `readFile` is `read file`).
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut prev_lower = false;
    for c in text.chars() {
        if c.is_alphanumeric() {
            if c.is_uppercase() && prev_lower && !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            prev_lower = c.is_lowercase();
            word.extend(c.to_lowercase());
        } else {
            prev_lower = false;
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
        }
        if out.len() > 400 {
            break;
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// True when `word` is `stem` or an inflection of it (`fetches`, `reading`).
fn inflects(word: &str, stem: &str) -> bool {
    word.strip_prefix(stem)
        .is_some_and(|rest| ["", "s", "es", "ed", "ing", "d"].contains(&rest))
}

fn first_hits<'a>(words: &[String], list: &[&'a str]) -> Vec<&'a str> {
    let mut hits: Vec<&str> = list
        .iter()
        .copied()
        .filter(|w| words.iter().any(|x| inflects(x, w)))
        .collect();
    hits.truncate(3);
    hits
}

/// The name of a tool object, if it has one.
pub fn tool_name(tool: &Value) -> Option<&str> {
    tool.get("name").and_then(Value::as_str)
}

/// Chooses tools to probe. `manual` (tools the caller named) wins: each
/// must exist.
/// Otherwise every tool is classified and the `max` highest-risk are kept:
/// statically flagged first, then third-party content, then escalation
/// words in the description. A tool whose name says it changes things
/// (delete, send, run …) or that is annotated destructive is never chosen
/// automatically: the probe really calls the tool under test.
/// `flagged` holds (tool, why) from the static scan.
pub fn select(
    tools: &[Value],
    flagged: &[(String, String)],
    manual: &[String],
    max: usize,
) -> Result<Vec<Selected>, UnknownTool> {
    if !manual.is_empty() {
        let mut out = Vec::new();
        for name in manual {
            if !tools.iter().any(|t| tool_name(t) == Some(name.as_str())) {
                let mut listed: Vec<String> = tools
                    .iter()
                    .filter_map(tool_name)
                    .map(|n| mcpsift::report::escape_name(n, 60))
                    .collect();
                listed.truncate(20);
                return Err(UnknownTool {
                    name: name.clone(),
                    listed,
                });
            }
            if !out.iter().any(|s: &Selected| &s.name == name) {
                out.push(Selected {
                    name: name.clone(),
                    reasons: vec![NAMED.into()],
                    arguments: None,
                });
            }
        }
        return Ok(out);
    }
    let mut scored: Vec<(u32, Selected)> = Vec::new();
    for tool in tools {
        let Some(name) = tool_name(tool) else {
            continue;
        };
        let description = tool
            .get("description")
            .and_then(Value::as_str)
            .unwrap_or("");
        let name_words = words(name);
        let all_words: Vec<String> = name_words
            .iter()
            .cloned()
            .chain(words(description))
            .collect();
        let mut score = 0;
        let mut reasons = Vec::new();
        for (tool_flagged, why) in flagged {
            if tool_flagged == name {
                score += 4;
                reasons.push(format!("the static scan flagged it ({why})"));
                break;
            }
        }
        // A name says what a tool does; a description's words count less. A
        // content noun beside a writing verb (`delete_file`) reads nothing.
        let name_reads = first_hits(&name_words, READING);
        let name_content = first_hits(&name_words, CONTENT);
        let name_escalates = !first_hits(&name_words, ESCALATION).is_empty();
        // A probe really calls the tool under test: one that changes things
        // (deletes, sends, runs …) is never chosen by itself; it stays the
        // bait the tool-call payload names. `--tool` can still pick it.
        let destructive = tool
            .get("annotations")
            .and_then(|a| a.get("destructiveHint"))
            .and_then(Value::as_bool)
            == Some(true);
        if name_escalates || destructive {
            continue;
        }
        let description_reads = first_hits(&words(description), READING);
        if !name_reads.is_empty() || (!name_content.is_empty() && !name_escalates) {
            score += 3;
            let said: Vec<&str> = name_reads
                .iter()
                .chain(&name_content)
                .copied()
                .take(3)
                .collect();
            reasons.push(format!(
                "it returns third-party content (its name says {})",
                said.join(", ")
            ));
        } else if !description_reads.is_empty() {
            score += 2;
            reasons.push(format!(
                "it may return third-party content (its description says {})",
                description_reads.join(", ")
            ));
        }
        let escalation = first_hits(&all_words, ESCALATION);
        if !escalation.is_empty() {
            score += 1;
            reasons.push(format!(
                "it is in an escalation class ({})",
                escalation.join(", ")
            ));
        }
        if score > 0 {
            scored.push((
                score,
                Selected {
                    name: name.to_owned(),
                    reasons,
                    arguments: None,
                },
            ));
        }
    }
    scored.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.name.cmp(&b.1.name)));
    scored.dedup_by(|a, b| a.1.name == b.1.name);
    Ok(scored.into_iter().take(max).map(|(_, s)| s).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn content_tools_rank_above_others_and_flags_above_all() {
        let tools = vec![
            json!({"name": "add", "description": "Adds two numbers."}),
            json!({"name": "fetch_url", "description": "Fetches a web page."}),
            json!({"name": "delete_file", "description": "Deletes a file."}),
            json!({"name": "echo", "description": "Echoes text."}),
        ];
        let picked = select(&tools, &[], &[], 5).unwrap();
        let names: Vec<&str> = picked.iter().map(|s| s.name.as_str()).collect();
        // delete_file changes things: never called unless named.
        assert_eq!(names, ["fetch_url"]);
        let flagged = vec![("add".to_owned(), "MS101".to_owned())];
        let picked = select(&tools, &flagged, &[], 1).unwrap();
        assert_eq!(picked[0].name, "add");
        assert!(picked[0].reasons[0].contains("MS101"));
    }

    #[test]
    fn manual_choice_must_exist() {
        let tools = vec![json!({"name": "echo"})];
        let unknown = select(&tools, &[], &["nope".into()], 3).unwrap_err();
        assert_eq!(unknown.name, "nope");
        // The library names no command-line flag; its caller does.
        assert!(!unknown.to_string().contains("--"), "{unknown}");
        assert_eq!(select(&tools, &[], &["echo".into()], 3).unwrap().len(), 1);
    }

    #[test]
    fn camel_case_names_split() {
        assert_eq!(words("readFile_now"), ["read", "file", "now"]);
    }
}
