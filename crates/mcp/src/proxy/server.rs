//! Server → client: answers are matched to what was asked, lists and
//! `serverInfo` screened, requests and notifications carrying text scanned
//! (refused or dropped when they would be withheld), batches split or refused.

use std::io::Write;
use std::sync::atomic::Ordering;

use mcpsift::Verdict;
use mcpsift::manifest::{ItemKind as GateKind, canonical_sha256, escape_identity, sha256_hex};
use serde_json::value::RawValue;
use serde_json::{Value, json};

use super::{config::*, envelope::*, fetch::*, state::*};

impl<W: Write> Proxy<'_, W> {
    pub(super) fn on_server_message(&mut self, line: &[u8]) {
        if is_batch(line) {
            self.on_server_batch(line);
            return;
        }
        let Some(envelope) = parse_envelope(line) else {
            log("dropped a malformed line from the server");
            return;
        };
        match (&envelope.method, &envelope.id) {
            (Some(method), None) => {
                if method == "notifications/tools/list_changed" {
                    // Judged first; forwarded only if admitted.
                    self.notify_after_fetch = true;
                    if !self.fetches.contains_key(&Coll::Tools) {
                        self.start_fetch(Coll::Tools);
                    }
                } else {
                    // The next get or read re-vets against the new list.
                    match method.as_str() {
                        "notifications/prompts/list_changed" => {
                            self.fetched.remove(&Coll::Prompts);
                        }
                        "notifications/resources/list_changed" => {
                            self.fetched.remove(&Coll::Resources);
                            self.fetched.remove(&Coll::Templates);
                        }
                        _ => {}
                    }
                    // Log data, progress messages and anything else with
                    // text is scanned; what would be withheld is dropped.
                    let method = method.clone();
                    if self.screen_server_message(&method, None, envelope.params.as_deref()) {
                        self.send_client_raw(line);
                    }
                }
            }
            // A request from the server (sampling, roots, elicitation): its
            // text goes to the client's model or user, so it is scanned;
            // what would be withheld is answered with an error.
            (Some(method), Some(id)) => {
                let (method, id) = (method.clone(), id.clone());
                if self.screen_server_message(&method, Some(&id), envelope.params.as_deref()) {
                    self.send_client_raw(line);
                }
            }
            (None, Some(id)) => {
                let key = id_key(id);
                if let Some(coll) = self.own.remove(&key) {
                    self.own_page(coll, &envelope);
                    return;
                }
                let Some(Pending {
                    method, id, tool, ..
                }) = self.pending.remove(&key)
                else {
                    log("dropped an answer to a request nobody made");
                    return;
                };
                self.client_answer(&method, &id, tool.as_deref(), &envelope, line);
            }
            (None, None) => log("dropped a message with neither method nor id from the server"),
        }
    }

    pub(super) fn client_answer(
        &mut self,
        method: &str,
        id: &RawValue,
        tool: Option<&str>,
        envelope: &Envelope,
        line: &[u8],
    ) {
        let Some(result) = &envelope.result else {
            self.relay_answer(id, line);
            return;
        };
        match method {
            "initialize" | "server/discover" => {
                let mut value: Value = serde_json::from_str(result.get()).unwrap_or(Value::Null);
                if method == "initialize" {
                    self.revision = value
                        .get("protocolVersion")
                        .and_then(Value::as_str)
                        .map(str::to_owned);
                }
                if let Some(instructions) = value.get("instructions").cloned() {
                    let sha = canonical_sha256(&instructions);
                    // Instructions that are not a string cannot be scanned
                    // as what a model reads: withheld.
                    let verdict = match instructions.as_str() {
                        Some(text) => self.scan_doc(&json!({ "instructions": text }).to_string()),
                        None => ItemVerdict::unscannable(),
                    };
                    if verdict.withhold {
                        let kind = GateKind::Instructions;
                        if self.reported.insert((kind, String::new(), sha.clone())) {
                            log(&format!(
                                "withheld the server's instructions: {}",
                                if verdict.unscannable {
                                    "not a string".to_owned()
                                } else {
                                    rule_list(&verdict.rules)
                                }
                            ));
                            self.audit
                                .event("withheld", kind, "", &verdict.rules, Some(&sha));
                            self.metrics.withheld.fetch_add(1, Ordering::Relaxed);
                        }
                        if let Some(map) = value.as_object_mut() {
                            map.remove("instructions");
                        }
                    }
                }
                if let Some(info) = value.get_mut("serverInfo") {
                    self.screen_server_info(info);
                }
                if let Some(info) = value
                    .get_mut("_meta")
                    .and_then(|m| m.get_mut("io.modelcontextprotocol/serverInfo"))
                {
                    self.screen_server_info(info);
                }
                self.send_result(id, value);
            }
            "prompts/list" | "resources/list" | "resources/templates/list" => {
                let (member, kind, key) = match method {
                    "prompts/list" => ("prompts", GateKind::Prompt, "name"),
                    "resources/list" => ("resources", GateKind::Resource, "uri"),
                    _ => (
                        "resourceTemplates",
                        GateKind::ResourceTemplate,
                        "uriTemplate",
                    ),
                };
                let mut value: Value = serde_json::from_str(result.get()).unwrap_or(Value::Null);
                if let Some(items) = value.get_mut(member).and_then(Value::as_array_mut) {
                    let mut kept = Vec::new();
                    for item in items.drain(..) {
                        let name = item
                            .get(key)
                            .and_then(Value::as_str)
                            .unwrap_or("")
                            .to_owned();
                        if self.screen(member, kind, &name, item.clone()) {
                            self.vetted.insert((kind, name));
                            kept.push(item);
                        }
                    }
                    *items = kept;
                }
                self.send_result(id, value);
            }
            "tools/call" if self.config.scan_results != ResultScan::Off => {
                let report = self
                    .scanner
                    .scan_manifest(result.get().as_bytes(), &mut self.scratch);
                let withhold = match &report {
                    Ok(r) => {
                        let findings: usize = r.items.iter().map(|i| i.findings.len()).sum();
                        if findings > 0 {
                            self.metrics.results_flagged.fetch_add(1, Ordering::Relaxed);
                            let rules: Vec<String> = r
                                .items
                                .iter()
                                .flat_map(|i| i.findings.iter().map(|f| f.code.to_string()))
                                .collect();
                            log(&format!(
                                "result of tool {} has findings: {}",
                                escape_identity(tool.unwrap_or("")),
                                rules.join(", ")
                            ));
                        }
                        r.verdict() == Verdict::Withhold
                    }
                    Err(_) => true,
                };
                if let Ok(r) = &report {
                    let rules: Vec<(String, String)> = r
                        .items
                        .iter()
                        .flat_map(|i| {
                            i.findings
                                .iter()
                                .map(|f| (f.code.to_string(), f.pointer.clone()))
                        })
                        .collect();
                    if !rules.is_empty() {
                        let event = if withhold && self.config.scan_results == ResultScan::Block {
                            "result_blocked"
                        } else {
                            "result_flagged"
                        };
                        let sha = sha256_hex(result.get().as_bytes());
                        self.audit.event(
                            event,
                            GateKind::Tool,
                            tool.unwrap_or(""),
                            &rules,
                            Some(&sha),
                        );
                    }
                }
                if withhold && self.config.scan_results == ResultScan::Block {
                    self.error_to_client(id, ERR_RESULT_WITHHELD, "mcpsift: the tool result was withheld (it carries instructions aimed at the model)");
                } else {
                    self.relay_answer(id, line);
                }
            }
            _ => self.relay_answer(id, line),
        }
    }

    /// Scans the text of a server request or notification (all of its
    /// params' strings and keys but image and audio payloads); true when
    /// it may reach the client. Refused, a request is answered with an
    /// error to the server and a notification dropped, both logged,
    /// audited and counted.
    pub(super) fn screen_server_message(
        &mut self,
        method: &str,
        id: Option<&RawValue>,
        params: Option<&RawValue>,
    ) -> bool {
        let Some(params) = params else {
            return true;
        };
        let verdict = match serde_json::from_str::<Value>(params.get()) {
            Ok(value) => {
                let mut text = String::new();
                collect_text(&value, &mut text);
                if text.is_empty() {
                    return true;
                }
                self.scan_doc(&json!({ "instructions": text }).to_string())
            }
            Err(_) => ItemVerdict::unscannable(),
        };
        if !verdict.withhold {
            return true;
        }
        let why = if verdict.unscannable {
            "it could not be scanned".to_owned()
        } else {
            rule_list(&verdict.rules)
        };
        let sha = sha256_hex(params.get().as_bytes());
        self.metrics
            .server_messages_refused
            .fetch_add(1, Ordering::Relaxed);
        match id {
            Some(id) => {
                log(&format!(
                    "refused the server's {} request: {why}",
                    escape_identity(method)
                ));
                self.audit.event_on(
                    "request_refused",
                    "message",
                    method,
                    &verdict.rules,
                    Some(&sha),
                );
                let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
                let refusal = json!({"jsonrpc": "2.0", "id": id, "error": {"code": ERR_REFUSED,
                    "message": "mcpsift: request refused: it carries text aimed at the model"}});
                self.send_server(refusal.to_string().as_bytes());
            }
            None => {
                log(&format!(
                    "dropped the server's {} notification: {why}",
                    escape_identity(method)
                ));
                self.audit.event_on(
                    "notification_dropped",
                    "message",
                    method,
                    &verdict.rules,
                    Some(&sha),
                );
            }
        }
        false
    }

    /// Scans `serverInfo` (under `initialize`'s result or `server/discover`'s
    /// `_meta`) and removes each member that would be withheld, counting it.
    pub(super) fn screen_server_info(&mut self, info: &mut Value) {
        let Some(members) = info.as_object() else {
            // Not an object: nothing a client should read.
            if !info.is_null() {
                log("removed a serverInfo that is not an object");
                self.metrics.withheld.fetch_add(1, Ordering::Relaxed);
                *info = json!({});
            }
            return;
        };
        if !self
            .judge_doc(&json!({ "serverInfo": info }).to_string())
            .withhold
        {
            return;
        }
        let names: Vec<String> = members.keys().cloned().collect();
        let mut kept = serde_json::Map::new();
        for name in names {
            let value = info[&name].clone();
            let mut one = serde_json::Map::new();
            one.insert(name.clone(), value.clone());
            let mut verdict = self.judge_doc(&json!({ "serverInfo": one }).to_string());
            if !verdict.withhold {
                // Judged beside the members kept so far (a rule may need
                // two of them).
                let mut with = kept.clone();
                with.insert(name.clone(), value.clone());
                verdict = self.judge_doc(&json!({ "serverInfo": with }).to_string());
            }
            if verdict.withhold {
                let sha = canonical_sha256(&value);
                log(&format!(
                    "removed serverInfo.{} from the server's answer: {}",
                    escape_identity(&name),
                    if verdict.unscannable {
                        "it could not be scanned".to_owned()
                    } else {
                        rule_list(&verdict.rules)
                    }
                ));
                self.count_scan(&verdict);
                self.metrics.withheld.fetch_add(1, Ordering::Relaxed);
                self.audit.event(
                    "withheld",
                    GateKind::Server,
                    &format!("serverInfo.{name}"),
                    &verdict.rules,
                    Some(&sha),
                );
            } else {
                kept.insert(name, value);
            }
        }
        *info = Value::Object(kept);
    }

    /// A server batch: on the revision that allows batches each element is
    /// handled as a single message would be; otherwise nothing in it
    /// reaches the client, the client requests it answers fail and the
    /// server's own requests in it get an error.
    pub(super) fn on_server_batch(&mut self, line: &[u8]) {
        let Ok(elements) = serde_json::from_slice::<Vec<Box<RawValue>>>(line) else {
            log("dropped a malformed batch from the server");
            return;
        };
        if self.batches_allowed() {
            for element in elements {
                if first_byte(element.get().as_bytes()) == Some(b'{') {
                    self.on_server_message(element.get().as_bytes());
                } else {
                    log("dropped a server batch element that is not a JSON-RPC message");
                }
            }
            return;
        }
        self.metrics.batches_refused.fetch_add(1, Ordering::Relaxed);
        let revision = self
            .revision
            .clone()
            .unwrap_or_else(|| "(not negotiated yet)".into());
        log(&format!(
            "refused a batch of {} message(s) from the server: batches are not allowed on protocol revision {revision}",
            elements.len()
        ));
        let message = format!(
            "mcpsift: the server answered in a JSON-RPC batch, which protocol revision {revision} does not allow"
        );
        for element in elements {
            let Some(envelope) = parse_envelope(element.get().as_bytes()) else {
                continue;
            };
            let Some(id) = envelope.id.as_ref() else {
                continue;
            };
            let key = id_key(id);
            if envelope.method.is_some() {
                let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
                let refusal = json!({"jsonrpc": "2.0", "id": id, "error": {"code": ERR_INVALID_REQUEST,
                    "message": "mcpsift: JSON-RPC batches are not allowed on this protocol revision"}});
                self.send_server(refusal.to_string().as_bytes());
            } else if let Some(coll) = self.own.remove(&key) {
                log(&format!(
                    "the gateway's {} failed; failing closed",
                    coll.method()
                ));
                self.fetches.remove(&coll);
                self.fail_held(
                    coll,
                    &format!("the server answered {} in a batch", coll.method()),
                );
            } else if let Some(p) = self.pending.remove(&key) {
                self.error_to_client(&p.id, ERR_INVALID_REQUEST, &message);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::harness::{Harness, POISON};
    use serde_json::{Value, json};

    fn json_lines(lines: Vec<Vec<u8>>) -> Vec<Value> {
        lines
            .iter()
            .map(|l| serde_json::from_slice(l).expect("JSON"))
            .collect()
    }

    #[test]
    fn answers_nobody_asked_for_are_dropped() {
        let mut h = Harness::new();
        h.server(br#"{"jsonrpc":"2.0","id":"nobody","result":{"tools":[]}}"#);
        h.server(br#"[1,2,3]"#);
        assert!(h.client_lines().is_empty());
    }

    #[test]
    fn poisoned_server_info_members_are_removed() {
        let mut h = Harness::new();
        h.client(br#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#);
        assert_eq!(h.server_lines().len(), 1);
        let answer = json!({"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": "2025-06-18",
            "serverInfo": {"name": "s", "version": "1", "description": POISON}}});
        h.server(answer.to_string().as_bytes());
        let out = json_lines(h.client_lines());
        let info = &out[0]["result"]["serverInfo"];
        assert_eq!(info["name"], "s");
        assert!(info.get("description").is_none(), "{info}");
    }

    #[test]
    fn a_server_batch_on_a_revision_without_batches_fails_what_it_answers() {
        let mut h = Harness::new();
        h.client(br#"{"jsonrpc":"2.0","id":4,"method":"ping"}"#);
        h.server(br#"[{"jsonrpc":"2.0","id":4,"result":{}}]"#);
        let out = json_lines(h.client_lines());
        assert_eq!(out[0]["id"], 4);
        assert_eq!(out[0]["error"]["code"], -32600);
    }
}
