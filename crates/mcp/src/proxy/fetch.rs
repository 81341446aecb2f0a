//! The proxy's own list fetches: every page of `tools/list`, `prompts/list`,
//! `resources/list` and `resources/templates/list`, with ids no client can
//! predict, and the client requests held until the list they depend on was
//! judged.

use std::io::Write;
use std::time::Instant;

use mcpsift::manifest::{Gate, ItemKind as GateKind};
use serde_json::{Value, json};

use super::{envelope::*, state::*};

/// A list the proxy fetches itself — every page, with its own request ids
/// — before it answers anything that depends on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Coll {
    Tools,
    Prompts,
    Resources,
    Templates,
}

impl Coll {
    pub(super) fn method(self) -> &'static str {
        match self {
            Coll::Tools => "tools/list",
            Coll::Prompts => "prompts/list",
            Coll::Resources => "resources/list",
            Coll::Templates => "resources/templates/list",
        }
    }

    pub(super) fn member(self) -> &'static str {
        match self {
            Coll::Tools => "tools",
            Coll::Prompts => "prompts",
            Coll::Resources => "resources",
            Coll::Templates => "resourceTemplates",
        }
    }

    pub(super) fn kind(self) -> GateKind {
        match self {
            Coll::Tools => GateKind::Tool,
            Coll::Prompts => GateKind::Prompt,
            Coll::Resources => GateKind::Resource,
            Coll::Templates => GateKind::ResourceTemplate,
        }
    }

    pub(super) fn key_field(self) -> &'static str {
        match self {
            Coll::Resources => "uri",
            Coll::Templates => "uriTemplate",
            _ => "name",
        }
    }
}

/// One of the proxy's own list fetches in progress.
pub(super) struct Fetch {
    pub(super) items: Vec<Value>,
    pub(super) started: Instant,
}

/// Most items one of the proxy's own fetches accepts.
pub(super) const MAX_LISTED: usize = 100_000;

/// Whether `uri` could have been made from the RFC 6570 `template`. Every
/// `{expression}` matches any text, so the test errs toward a match: it
/// is used to refuse reads from withheld templates.
pub(super) fn template_matches(template: &str, uri: &str) -> bool {
    // Literal pieces, split at expressions; an unclosed `{` is literal.
    let mut literals = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        literals.push(&rest[..open]);
        rest = &rest[open + close + 1..];
    }
    literals.push(rest);
    let (first, last) = (literals[0], literals[literals.len() - 1]);
    if literals.len() == 1 {
        return uri == first;
    }
    if !uri.starts_with(first) || uri.len() < first.len() + last.len() || !uri.ends_with(last) {
        return false;
    }
    // Middle pieces in order, each as early as possible (a glob match).
    let mut at = first.len();
    let end = uri.len() - last.len();
    for piece in &literals[1..literals.len() - 1] {
        match uri[at..end].find(piece) {
            Some(i) => at += i + piece.len(),
            None => return false,
        }
    }
    true
}

pub(super) fn tools_count(gate: &Option<Gate>) -> usize {
    gate.as_ref()
        .map_or(0, |g| g.pin().manifest.of_kind(GateKind::Tool).count())
}

impl<W: Write> Proxy<'_, W> {
    /// Answers every request held for `coll` with an error.
    pub(super) fn fail_held(&mut self, coll: Coll, why: &str) {
        let (failed, kept): (Vec<_>, Vec<_>) = self.held.drain(..).partition(|(c, _)| *c == coll);
        self.held = kept.into();
        for (_, line) in failed {
            if let Some(envelope) = parse_envelope(&line) {
                if let Some(id) = envelope.id {
                    self.error_to_client(&id, ERR_UNAVAILABLE, &format!("mcpsift: {why}"));
                }
            }
        }
    }

    /// Replays the requests held for `coll` now that it was judged.
    pub(super) fn release_held(&mut self, coll: Coll) {
        let (ready, kept): (Vec<_>, Vec<_>) = self.held.drain(..).partition(|(c, _)| *c == coll);
        self.held = kept.into();
        for (_, line) in ready {
            self.on_client_message(line);
        }
    }

    pub(super) fn start_fetch(&mut self, coll: Coll) {
        self.fetches.insert(
            coll,
            Fetch {
                items: Vec::new(),
                started: Instant::now(),
            },
        );
        self.request_page(coll, None);
    }

    pub(super) fn request_page(&mut self, coll: Coll, cursor: Option<&str>) {
        self.own_id += 1;
        let id = format!("{}-{}", self.own_prefix, self.own_id);
        let params = match cursor {
            Some(c) => json!({"cursor": c}),
            None => json!({}),
        };
        self.own.insert(Value::String(id.clone()).to_string(), coll);
        let message =
            json!({"jsonrpc": "2.0", "id": id, "method": coll.method(), "params": params});
        self.send_server(message.to_string().as_bytes());
    }

    pub(super) fn own_page(&mut self, coll: Coll, envelope: &Envelope) {
        if envelope.result.is_none() && coll == Coll::Templates {
            // A server without templates: none can be withheld, and a
            // client cannot be shown one either.
            self.fetches.remove(&coll);
            self.judge_list(coll, Vec::new());
            return;
        }
        let Some(result) = &envelope.result else {
            log(&format!(
                "the server refused the gateway's {}; failing closed",
                coll.method()
            ));
            self.fetches.remove(&coll);
            self.fail_held(coll, &format!("the server refused {}", coll.method()));
            return;
        };
        let page: Value = serde_json::from_str(result.get()).unwrap_or(Value::Null);
        let items = page
            .get(coll.member())
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let Some(fetch) = self.fetches.get_mut(&coll) else {
            return;
        };
        fetch.items.extend(items);
        if fetch.items.len() > MAX_LISTED {
            log(&format!(
                "the server listed more than {MAX_LISTED} {}; failing closed",
                coll.member()
            ));
            self.fetches.remove(&coll);
            self.fail_held(coll, "the list is too long");
            return;
        }
        match page
            .get("nextCursor")
            .and_then(Value::as_str)
            .filter(|c| !c.is_empty())
        {
            Some(cursor) => {
                let cursor = cursor.to_owned();
                self.request_page(coll, Some(&cursor));
            }
            None => {
                let fetch = self.fetches.remove(&coll).expect("checked above");
                match coll {
                    Coll::Tools => self.judge_fetch(fetch.items),
                    _ => self.judge_list(coll, fetch.items),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::template_matches;

    #[test]
    fn uris_are_matched_against_templates() {
        assert!(template_matches("db://{table}", "db://users"));
        assert!(template_matches("db://{table}", "db://"));
        assert!(template_matches("test://city/{name}", "test://city/oslo"));
        assert!(template_matches("a/{x}/b/{y}.json", "a/1/b/2.json"));
        assert!(template_matches("a/{x}/b/{y}.json", "a/1/b/c/b/2.json"));
        assert!(template_matches("file:///{+path}", "file:///etc/passwd"));
        assert!(template_matches("exact://uri", "exact://uri"));
        assert!(!template_matches("exact://uri", "exact://uri2"));
        assert!(!template_matches("db://{table}", "test://readme"));
        assert!(!template_matches("a/{x}/b/{y}.json", "a/1/c/2.json"));
        assert!(!template_matches("a/{x}.json", "a/.jso"));
    }
}
