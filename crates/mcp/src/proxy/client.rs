//! Client → server: every request, notification and batch element gets the
//! same checks; gated methods for anything withheld or not admitted are
//! refused and never reach the server.

use std::collections::HashSet;
use std::io::Write;
use std::sync::atomic::Ordering;
use std::time::Instant;

use mcpsift::manifest::{
    Approval, CallAuthorization, CallRefused, EscalationDecision, ItemKind as GateKind,
    escape_identity,
};
use serde_json::value::RawValue;
use serde_json::{Value, json};

use super::{envelope::*, fetch::*, state::*};
use crate::transport::MAX_MESSAGE_BYTES;

impl<W: Write> Proxy<'_, W> {
    pub(super) fn on_client_message(&mut self, line: Vec<u8>) {
        if is_batch(&line) {
            self.on_client_batch(&line);
            return;
        }
        let Some(envelope) = parse_envelope(&line) else {
            log("answered a malformed message from the client with a parse error");
            self.send_client(&json!({"jsonrpc": "2.0", "id": null,
                "error": {"code": -32700, "message": "parse error: not a JSON-RPC message"}}));
            return;
        };
        let Some(method) = envelope.method.as_deref() else {
            // The client's answer to a server request.
            self.send_server(&line);
            return;
        };
        let id = match envelope.id.as_ref() {
            // MCP request ids are strings or integers, never null; a null
            // id must not slip past the gate as if it were a notification.
            Some(id) if id.get() == "null" => {
                log(&format!(
                    "refused a {} request with a null id",
                    escape_identity(method)
                ));
                self.error_to_client(id, -32600, "mcpsift: a request id must not be null");
                return;
            }
            other => other.cloned(),
        };
        if let Some(id) = &id {
            let key = id_key(id);
            if self.pending.contains_key(&key) || self.own.contains_key(&key) {
                log("refused a client request whose id is already in flight");
                self.error_to_client(
                    id,
                    -32600,
                    "mcpsift: a request with this id is already in flight",
                );
                return;
            }
        }
        let gated = matches!(method, "tools/call" | "prompts/get" | "resources/read");
        if id.is_none() && !gated {
            self.send_server(&line);
            return;
        }
        // Nothing is answered before the list it depends on was judged.
        let needs = match method {
            "tools/list" | "tools/call" if self.gate.is_none() => Some(Coll::Tools),
            "prompts/get" if !self.fetched.contains(&Coll::Prompts) => Some(Coll::Prompts),
            "resources/read" if !self.fetched.contains(&Coll::Resources) => Some(Coll::Resources),
            "resources/read" if !self.fetched.contains(&Coll::Templates) => Some(Coll::Templates),
            _ => None,
        };
        if let Some(coll) = needs {
            self.held.push_back((coll, line));
            if !self.fetches.contains_key(&coll) {
                self.start_fetch(coll);
            }
            return;
        }
        let Some(id) = id else {
            // A gated method sent as a notification gets the same checks;
            // refused, it is dropped (there is no id to answer).
            match self.check_gated(method, envelope.params.as_deref()) {
                Ok(_) => self.send_server(&line),
                Err(refusal) => {
                    self.refused(method, &refusal);
                    log(&format!(
                        "dropped a {method} notification (no id to answer)"
                    ));
                }
            }
            return;
        };
        match method {
            "tools/list" => self.answer_tools_list(&id),
            "tools/call" | "prompts/get" | "resources/read" => {
                match self.check_gated(method, envelope.params.as_deref()) {
                    Ok(tool) => {
                        self.pending.insert(
                            id_key(&id),
                            Pending {
                                method: method.to_owned(),
                                id,
                                tool,
                                sent: Instant::now(),
                            },
                        );
                        self.send_server(&line);
                    }
                    Err(refusal) => {
                        self.refused(method, &refusal);
                        self.error_to_client(&id, ERR_REFUSED, &refusal.message);
                    }
                }
            }
            _ => self.forward_request(method, id, &line),
        }
    }

    /// A client line over the message limit never reaches the server; it
    /// is answered with the request's id when the line's head shows it (a
    /// client waiting on that id must not wait forever), else with null.
    pub(super) fn on_oversized_client_line(&mut self, head: &[u8]) {
        let id = id_from_head(head);
        log(&format!(
            "refused a client message over {MAX_MESSAGE_BYTES} bytes{}",
            if id.is_some() {
                ""
            } else {
                " (its id could not be read)"
            }
        ));
        let message = format!("mcpsift: the message is larger than {MAX_MESSAGE_BYTES} bytes");
        match id {
            Some(id) => self.error_to_client(&id, ERR_INVALID_REQUEST, &message),
            None => self.send_client(&json!({"jsonrpc": "2.0", "id": null,
                "error": {"code": ERR_INVALID_REQUEST, "message": message}})),
        }
    }

    /// Logs, audits and counts a refused `tools/call`, `prompts/get` or
    /// `resources/read`.
    pub(super) fn refused(&mut self, method: &str, refusal: &Refusal) {
        self.metrics.calls_blocked.fetch_add(1, Ordering::Relaxed);
        log(&format!(
            "refused {method} for {} {}: {}",
            refusal.kind,
            escape_identity(&refusal.key),
            refusal.why
        ));
        let sha = self.pinned_sha(refusal.kind, &refusal.key);
        self.audit.event(
            "call_refused",
            refusal.kind,
            &refusal.key,
            &[],
            sha.as_deref(),
        );
    }

    /// The authorization of a gated request: `Ok(tool name)` (for
    /// `tools/call`) when it may reach the server.
    pub(super) fn check_gated(
        &mut self,
        method: &str,
        params: Option<&RawValue>,
    ) -> Result<Option<String>, Refusal> {
        let params: Value = params
            .and_then(|p| serde_json::from_str(p.get()).ok())
            .unwrap_or(Value::Null);
        if method == "tools/call" {
            let name = params
                .get("name")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned();
            let arguments = params
                .get("arguments")
                .cloned()
                .unwrap_or_else(|| json!({}));
            return match self.authorize(&name, &arguments) {
                Ok(()) => Ok(Some(name)),
                Err(why) => Err(Refusal {
                    kind: GateKind::Tool,
                    message: format!("mcpsift: call refused: {why}"),
                    key: name,
                    why,
                }),
            };
        }
        let (kind, key) = if method == "prompts/get" {
            (GateKind::Prompt, params.get("name"))
        } else {
            (GateKind::Resource, params.get("uri"))
        };
        let key = key.and_then(Value::as_str).unwrap_or("").to_owned();
        // A prompt must be one the server listed and the scan passed; a
        // resource may also come from a template (its contents are data,
        // like a tool result).
        let unlisted = kind == GateKind::Prompt && !self.vetted.contains(&(kind, key.clone()));
        let from_withheld_template = kind == GateKind::Resource
            && self.withheld.iter().any(|(k, template)| {
                *k == GateKind::ResourceTemplate && template_matches(template, &key)
            });
        if self.withheld.contains(&(kind, key.clone())) || unlisted || from_withheld_template {
            return Err(Refusal {
                kind,
                why: "withheld or not listed by the server".into(),
                message: format!(
                    "mcpsift: {method} refused: the {kind} is withheld or not listed by the server"
                ),
                key,
            });
        }
        Ok(None)
    }

    pub(super) fn forward_request(&mut self, method: &str, id: Box<RawValue>, line: &[u8]) {
        self.pending.insert(
            id_key(&id),
            Pending {
                method: method.to_owned(),
                id,
                tool: None,
                sent: Instant::now(),
            },
        );
        self.send_server(line);
    }

    /// Authorizes a `tools/call`: withheld tools, the pinned schema, then
    /// the escalation policy (whose every decision is audited: class,
    /// tool, rule and outcome, never the arguments).
    pub(super) fn authorize(&mut self, name: &str, arguments: &Value) -> Result<(), String> {
        if self.withheld.contains(&(GateKind::Tool, name.to_owned())) {
            return Err("the tool is withheld".into());
        }
        let gate = self.gate.as_ref().ok_or("no admitted tool list")?;
        match gate.authorize(name, arguments) {
            Ok(CallAuthorization {
                escalation: Some((decision, approval)),
            }) => {
                let by = match &approval {
                    Approval::Approved(by) => by.clone(),
                    _ => String::new(),
                };
                self.audit_escalation(&decision, approval.as_str(), &by);
                Ok(())
            }
            Ok(_) => Ok(()),
            Err(CallRefused::Escalation { decision, why }) => {
                self.audit_escalation(&decision, "refused", &why);
                Err(CallRefused::Escalation { decision, why }.to_string())
            }
            Err(e) => Err(e.to_string()),
        }
    }

    /// One `escalation` audit line: the tool, its classes (with where each
    /// came from), the action, the rule that decided and the outcome.
    fn audit_escalation(&mut self, decision: &EscalationDecision, outcome: &str, by: &str) {
        let classes: Vec<Value> = decision
            .classes
            .iter()
            .map(|c| json!({"class": c.class.as_str(), "source": escape_identity(&c.source)}))
            .collect();
        let record = json!({
            "schema": "mcpsift.proxy/v1",
            "time": mcpsift::manifest::now_rfc3339(),
            "event": "escalation",
            "item": "tool",
            "name": escape_identity(&decision.tool),
            "classes": classes,
            "action": decision.action.as_str(),
            "rule": decision.rule,
            "outcome": outcome,
            "detail": by,
        });
        if self.audit.line(&record).is_err() {
            log("cannot write the audit log");
        }
        if outcome != "allowed" {
            log(&format!(
                "escalation: {} {} ({}; {})",
                escape_identity(&decision.tool),
                outcome,
                decision.class_names().join(", "),
                decision.rule
            ));
        }
    }

    /// The hash of a pinned item's definition, for audit lines.
    pub(super) fn pinned_sha(&self, kind: GateKind, key: &str) -> Option<String> {
        if kind != GateKind::Tool {
            return self.item_shas.get(&(kind, key.to_owned())).cloned();
        }
        let gate = self.gate.as_ref()?;
        gate.pin().manifest.get(kind, key).map(|item| item.sha256())
    }

    /// Answers `tools/list` from the pinned snapshot, withheld tools left out.
    pub(super) fn answer_tools_list(&mut self, id: &RawValue) {
        let tools: Vec<Value> = self
            .gate
            .as_ref()
            .map(|g| {
                g.pin()
                    .manifest
                    .of_kind(GateKind::Tool)
                    .filter(|t| !self.withheld.contains(&(GateKind::Tool, t.key.clone())))
                    .map(|t| t.value.clone())
                    .collect()
            })
            .unwrap_or_default();
        let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
        self.answer_client(json!({"jsonrpc": "2.0", "id": id, "result": {"tools": tools}}));
    }

    pub(super) fn batches_allowed(&self) -> bool {
        self.revision.as_deref() == Some(BATCH_REVISION)
    }

    /// A client batch: on the revision that allows batches, every element
    /// gets exactly the checks a single message gets and the answers go
    /// back as one array; otherwise every request in it is answered with
    /// an error and nothing reaches the server.
    pub(super) fn on_client_batch(&mut self, line: &[u8]) {
        let Ok(elements) = serde_json::from_slice::<Vec<Box<RawValue>>>(line) else {
            log("answered a malformed batch from the client with a parse error");
            self.send_client(&json!({"jsonrpc": "2.0", "id": null,
                "error": {"code": -32700, "message": "parse error: not a JSON-RPC message"}}));
            return;
        };
        let envelopes: Vec<Option<Envelope>> = elements
            .iter()
            .map(|e| parse_envelope(e.get().as_bytes()))
            .collect();
        // Requests of the batch, by id key.
        let mut ids: Vec<(String, Box<RawValue>)> = Vec::new();
        for envelope in envelopes.iter().flatten() {
            if let (Some(_), Some(id)) = (&envelope.method, &envelope.id) {
                ids.push((id_key(id), id.clone()));
            }
        }
        let why = if !self.batches_allowed() {
            Some(format!(
                "JSON-RPC batches are not allowed on protocol revision {} (only on {BATCH_REVISION})",
                self.revision.as_deref().unwrap_or("(not negotiated yet)")
            ))
        } else if elements.is_empty() {
            Some("an empty batch".to_owned())
        } else if envelopes.iter().any(|e| {
            e.as_ref()
                .is_some_and(|e| e.method.as_deref() == Some("initialize"))
        }) {
            Some("initialize must not be part of a batch".to_owned())
        } else {
            let mut seen = HashSet::new();
            ids.iter()
                .find(|(key, _)| {
                    !seen.insert(key.clone())
                        || key == "null"
                        || self.pending.contains_key(key)
                        || self.own.contains_key(key)
                        || self.batch_of.contains_key(key)
                        || self.held.iter().any(|(_, l)| {
                            parse_envelope(l)
                                .and_then(|e| e.id)
                                .is_some_and(|id| id_key(&id) == *key)
                        })
                })
                .map(|(key, _)| {
                    format!(
                        "request id {} is null, repeated or already in flight",
                        escape_identity(key)
                    )
                })
        };
        if let Some(why) = why {
            log(&format!(
                "refused a batch of {} message(s): {why}",
                elements.len()
            ));
            self.metrics.batches_refused.fetch_add(1, Ordering::Relaxed);
            let message = format!("mcpsift: batch refused: {why}");
            let mut answered = HashSet::new();
            for (key, id) in &ids {
                if key != "null" && answered.insert(key.clone()) {
                    let id: Value = serde_json::from_str(id.get()).unwrap_or(Value::Null);
                    self.send_client(&json!({"jsonrpc": "2.0", "id": id,
                        "error": {"code": ERR_INVALID_REQUEST, "message": message}}));
                }
            }
            if answered.is_empty() || answered.len() < ids.len() {
                self.send_client(&json!({"jsonrpc": "2.0", "id": null,
                    "error": {"code": ERR_INVALID_REQUEST, "message": message}}));
            }
            return;
        }
        let number = self.next_batch;
        self.next_batch += 1;
        if !ids.is_empty() {
            self.batches.insert(
                number,
                Batch {
                    waiting: ids.len(),
                    answers: Vec::new(),
                },
            );
            for (key, _) in &ids {
                self.batch_of.insert(key.clone(), number);
            }
        }
        for element in elements {
            let bytes = element.get().as_bytes().to_vec();
            if first_byte(&bytes) != Some(b'{') {
                // Not a message: JSON-RPC answers it with an error of its own.
                self.answer_invalid_element();
                continue;
            }
            self.on_client_message(bytes);
        }
    }

    /// An element of a client batch that is not an object.
    pub(super) fn answer_invalid_element(&mut self) {
        log("answered a batch element that is not a JSON-RPC message");
        self.send_client(&json!({"jsonrpc": "2.0", "id": null,
            "error": {"code": ERR_INVALID_REQUEST, "message": "mcpsift: a batch element is not a JSON-RPC message"}}));
    }
}

#[cfg(test)]
mod tests {
    use super::super::harness::Harness;
    use serde_json::Value;

    fn json_lines(lines: Vec<Vec<u8>>) -> Vec<Value> {
        lines
            .iter()
            .map(|l| serde_json::from_slice(l).expect("JSON"))
            .collect()
    }

    #[test]
    fn null_ids_and_ids_in_flight_are_refused() {
        let mut h = Harness::new();
        h.client(br#"{"jsonrpc":"2.0","id":null,"method":"tools/call","params":{"name":"x"}}"#);
        h.client(br#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#);
        h.client(br#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#);
        let out = json_lines(h.client_lines());
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(out.iter().all(|a| a["error"]["code"] == -32600), "{out:?}");
        assert_eq!(
            h.server_lines().len(),
            1,
            "only the first ping is forwarded"
        );
    }

    #[test]
    fn a_batch_before_initialize_is_refused_request_by_request() {
        let mut h = Harness::new();
        h.client(br#"[{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"add"}},{"jsonrpc":"2.0","method":"x"}]"#);
        let out = json_lines(h.client_lines());
        assert_eq!(out.len(), 1, "{out:?}");
        assert_eq!(out[0]["id"], 1);
        assert!(h.server_lines().is_empty());
    }
}
