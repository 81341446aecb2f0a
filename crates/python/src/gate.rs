//! The manifest gate from Python: `Lock`, `Gate`, changes and assessments.

#[allow(unused_imports)]
use super::*;

// ---------------------------------------------------------------------------
// The manifest gate.

/// A lockfile (`mcpsift.lock/v1`) as `mcpsift pin` writes it: the pinned
/// manifests of one or more servers, every hash checked on load.
#[pyclass(frozen, module = "mcpsift")]
#[derive(Debug)]
pub(crate) struct Lock {
    pub(crate) lockfile: Lockfile,
    pub(crate) path: String,
}

pub(crate) fn key_dict<'py>(py: Python<'py>, key: &ServerKey) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("origin", &key.origin)?;
    d.set_item("channel", &key.channel)?;
    d.set_item("principal", &key.principal)?;
    Ok(d)
}

#[pymethods]
impl Lock {
    /// Reads and checks a lockfile. Raises `FileNotFoundError`/`OSError`
    /// when it cannot be read and `LockError` when it is not a valid
    /// lockfile or was edited by hand.
    #[staticmethod]
    pub(crate) fn load(py: Python<'_>, path: PathBuf) -> PyResult<Lock> {
        let name = path.display().to_string();
        let bytes = py.detach(|| std::fs::read(&path)).map_err(|e| {
            let message = format!("cannot read lockfile {name}: {e}");
            match e.kind() {
                io::ErrorKind::NotFound => pyo3::exceptions::PyFileNotFoundError::new_err(message),
                _ => PyOSError::new_err(message),
            }
        })?;
        let lockfile =
            Lockfile::parse(&bytes).map_err(|e| LockError::new_err(format!("{name}: {e}")))?;
        Ok(Lock {
            lockfile,
            path: name,
        })
    }

    /// The pinned servers, each `{"origin", "channel", "principal"}`.
    #[getter]
    pub(crate) fn servers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let out = PyList::empty(py);
        for s in &self.lockfile.servers {
            out.append(key_dict(py, &s.key)?)?;
        }
        Ok(out)
    }

    /// True when the lockfile carries a signature (checked with
    /// `mcpsift verify --trust-key`).
    #[getter]
    pub(crate) fn signed(&self) -> bool {
        self.lockfile.signature.is_some()
    }

    /// A gate over one pinned server. `origin` may be left out when the
    /// lockfile pins exactly one server; `channel` and `principal` default
    /// to the pin's. A pin with the same origin but another channel or
    /// principal than the ones given is used, and `admit` then rejects the
    /// substitution. `reject_at` is the change severity that rejects a
    /// refresh (info, low, medium, high, critical); `audit` a file that
    /// gets one `mcpsift.audit/v1` JSON line per decision; `rules` a rule
    /// directory for the scanner the gate asks about changed text.
    #[pyo3(signature = (origin=None, channel=None, principal=None, reject_at="medium", audit=None, rules=None))]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn gate(
        &self,
        py: Python<'_>,
        origin: Option<String>,
        channel: Option<String>,
        principal: Option<String>,
        reject_at: &str,
        audit: Option<PathBuf>,
        rules: Option<PathBuf>,
    ) -> PyResult<Gate> {
        let policy = parse_reject_at(reject_at)?;
        let lock = &self.lockfile;
        let pin = match &origin {
            Some(origin) => {
                let exact = match (&channel, &principal) {
                    (Some(channel), Some(principal)) => lock.get(&ServerKey {
                        origin: origin.clone(),
                        channel: channel.clone(),
                        principal: principal.clone(),
                    }),
                    _ => None,
                };
                exact
                    .or_else(|| lock.servers.iter().find(|s| s.key.origin == *origin))
                    .ok_or_else(|| {
                        LockError::new_err(format!(
                            "no pin for {}; the lockfile pins: {}. Pass origin=, or pin the server first",
                            escape_identity(origin),
                            lock.pinned_list()
                        ))
                    })?
            }
            None if lock.servers.len() == 1 => &lock.servers[0],
            None => {
                return Err(LockError::new_err(format!(
                    "{} pins {} servers ({}); pass origin= to choose one",
                    self.path,
                    lock.servers.len(),
                    lock.pinned_list()
                )));
            }
        };
        // What is not given is the pin's own; what is given and differs is
        // a substitution, which `admit` reports and rejects.
        let key = ServerKey {
            origin: origin.unwrap_or_else(|| pin.key.origin.clone()),
            channel: channel.unwrap_or_else(|| pin.key.channel.clone()),
            principal: principal.unwrap_or_else(|| pin.key.principal.clone()),
        };
        Gate::build(py, pin.clone(), key, policy, audit, rules)
    }

    pub(crate) fn __repr__(&self) -> String {
        format!(
            "Lock(path={:?}, servers=[{}])",
            Q(&self.path),
            self.lockfile.pinned_list()
        )
    }
}

/// One change between the pinned manifest and a refresh.
#[pyclass(frozen, module = "mcpsift", name = "Change", get_all)]
#[derive(Debug)]
pub(crate) struct ChangeInfo {
    /// The change kind, e.g. `description_changed`, `property_added`,
    /// `tool_added`, `scanner_finding`.
    pub(crate) kind: &'static str,
    /// tool, prompt, resource, resource_template, instructions or server.
    pub(crate) item: &'static str,
    /// The item's name (escaped), empty for instructions and provenance.
    pub(crate) name: String,
    /// RFC 6901 pointer inside the item (escaped).
    pub(crate) pointer: String,
    /// info, low, medium, high or critical.
    pub(crate) severity: &'static str,
    /// The rule, for scanner findings.
    pub(crate) rule: Option<String>,
    /// True when this change is a reason for the rejection.
    pub(crate) rejects: bool,
    /// Why the kind matters, in one line.
    pub(crate) reason: &'static str,
    pub(crate) json: String,
}

#[pymethods]
impl ChangeInfo {
    /// The change as `mcpsift diff` and the audit log write it.
    pub(crate) fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        py.import("json")?.getattr("loads")?.call1((&self.json,))
    }

    pub(crate) fn __repr__(&self) -> String {
        format!(
            "Change(kind={:?}, item={:?}, name={:?}, pointer={:?}, severity={:?}, rejects={})",
            Q(self.kind),
            Q(self.item),
            Q(&self.name),
            Q(&self.pointer),
            Q(self.severity),
            if self.rejects { "True" } else { "False" }
        )
    }
}

/// The gate's answer about one refresh.
#[pyclass(frozen, module = "mcpsift", name = "Assessment")]
#[derive(Debug)]
pub(crate) struct AssessmentInfo {
    /// "admit" or "reject".
    #[pyo3(get)]
    pub(crate) decision: &'static str,
    pub(crate) changes: Py<PyTuple>,
    /// True when a publisher signature verified.
    #[pyo3(get)]
    pub(crate) signed: bool,
    #[pyo3(get)]
    pub(crate) pinned_sha256: String,
    #[pyo3(get)]
    pub(crate) incoming_sha256: String,
}

#[pymethods]
impl AssessmentInfo {
    /// True when the refresh was admitted (it is now the pinned snapshot).
    #[getter]
    pub(crate) fn admitted(&self) -> bool {
        self.decision == "admit"
    }

    /// Every change, in a stable order.
    #[getter]
    pub(crate) fn changes<'py>(&self, py: Python<'py>) -> Bound<'py, PyTuple> {
        self.changes.bind(py).clone()
    }

    pub(crate) fn __bool__(&self) -> bool {
        self.admitted()
    }

    pub(crate) fn __repr__(&self, py: Python<'_>) -> String {
        let kinds: Vec<String> = self
            .changes
            .bind(py)
            .iter()
            .filter_map(|c| c.cast::<ChangeInfo>().ok().map(|c| c.get().kind.to_owned()))
            .collect();
        format!(
            "Assessment(decision={:?}, changes=[{}])",
            Q(self.decision),
            kinds.join(", ")
        )
    }
}

/// Where the gate's decisions go: nowhere, or appended to a file.
pub(crate) struct FileAudit {
    pub(crate) path: Option<PathBuf>,
}

impl AuditSink for FileAudit {
    fn record(&mut self, record: &AuditRecord) -> io::Result<()> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)?;
        JsonlAudit::new(file).record(record)
    }
}

pub(crate) struct GateState {
    pub(crate) gate: CoreGate,
    pub(crate) key: ServerKey,
}

/// The admission state of one server: its pinned manifest, the change
/// policy, and the validators for calls. `admit` judges a refresh (on
/// reject the pinned manifest stays); `authorize_call` checks a call against
/// the **pinned** tools and schemas. Safe to share between threads.
#[pyclass(frozen, module = "mcpsift")]
pub(crate) struct Gate {
    pub(crate) state: Mutex<GateState>,
    pub(crate) scanner: CoreScanner,
    pub(crate) audit: Option<PathBuf>,
}

impl std::fmt::Debug for Gate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gate").finish_non_exhaustive()
    }
}

pub(crate) fn gate_scanner(rules: Option<PathBuf>) -> PyResult<CoreScanner> {
    // The gate keeps every finding (threshold low) and its policy decides.
    let pack = load_pack(rules)?;
    CoreScanner::builder()
        .threshold(Severity::Low)
        .build(&pack)
        .map_err(|e| ConfigError::new_err(format!("rule error: {e}")))
}

pub(crate) fn manifest_of(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Manifest> {
    let json = json_of(py, obj)?;
    let bytes = json.as_bytes()?;
    py.detach(|| Manifest::from_slice(bytes))
        .map_err(|e| ManifestError::new_err(e.to_string()))
}

impl Gate {
    pub(crate) fn build(
        py: Python<'_>,
        pin: ServerPin,
        key: ServerKey,
        policy: Policy,
        audit: Option<PathBuf>,
        rules: Option<PathBuf>,
    ) -> PyResult<Gate> {
        if let Some(path) = &audit {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| {
                    PyOSError::new_err(format!("cannot open audit log {}: {e}", path.display()))
                })?;
        }
        let (gate, scanner) = py.detach(|| (CoreGate::new(pin, policy), gate_scanner(rules)));
        Ok(Gate {
            state: Mutex::new(GateState { gate, key }),
            scanner: scanner?,
            audit,
        })
    }

    pub(crate) fn lock_state(&self) -> PyResult<std::sync::MutexGuard<'_, GateState>> {
        self.state
            .lock()
            .map_err(|_| PyRuntimeError::new_err("the gate's state is poisoned"))
    }
}

pub(crate) fn refusal_error(py: Python<'_>, refusal: &CallRefusal) -> PyErr {
    let err = CallRefused::new_err(refusal.to_string());
    let value = err.value(py);
    let (reason, errors): (&str, Vec<String>) = match refusal {
        CallRefusal::UnknownTool => ("unknown_tool", Vec::new()),
        CallRefusal::InvalidArguments(errors) => ("invalid_arguments", errors.clone()),
        CallRefusal::SchemaUnusable(why) => ("schema_unusable", vec![why.clone()]),
        _ => ("refused", Vec::new()),
    };
    let _ = value.setattr("reason", reason);
    let _ = value.setattr("errors", errors);
    err
}

pub(crate) fn assessment(
    py: Python<'_>,
    a: &Assessment,
    policy: &Policy,
) -> PyResult<AssessmentInfo> {
    let changes: Vec<Bound<'_, ChangeInfo>> = a
        .changes
        .iter()
        .map(|c: &Change| {
            Bound::new(
                py,
                ChangeInfo {
                    kind: c.kind.as_str(),
                    item: c.item.as_str(),
                    name: escape_identity(&c.name),
                    pointer: escape_identity(&c.pointer),
                    severity: c.severity.as_str(),
                    rule: c.rule.clone(),
                    rejects: a.rejects(c, policy),
                    reason: c.kind.reason(),
                    json: change_json(c).to_string(),
                },
            )
        })
        .collect::<PyResult<_>>()?;
    Ok(AssessmentInfo {
        decision: match a.decision {
            Decision::Admit => "admit",
            Decision::Reject => "reject",
        },
        changes: PyTuple::new(py, changes)?.unbind(),
        signed: a.signed,
        pinned_sha256: a.pinned_sha256.clone(),
        incoming_sha256: a.incoming_sha256.clone(),
    })
}

#[pymethods]
impl Gate {
    /// Pins `manifest` (trust on first use) and returns a gate over it. The
    /// manifest is scanned first, as `mcpsift pin` does: a finding at or
    /// above `threshold` raises `PinRefused` unless `allow_findings=True`
    /// (a gateway that pins everything and withholds what the scanner
    /// withholds, as the FastMCP middleware does, passes it).
    #[staticmethod]
    #[pyo3(signature = (manifest, origin="python", channel="python", principal="default", reject_at="medium", threshold="high", allow_findings=false, audit=None, rules=None))]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn pin(
        py: Python<'_>,
        manifest: &Bound<'_, PyAny>,
        origin: &str,
        channel: &str,
        principal: &str,
        reject_at: &str,
        threshold: &str,
        allow_findings: bool,
        audit: Option<PathBuf>,
        rules: Option<PathBuf>,
    ) -> PyResult<Gate> {
        let policy = parse_reject_at(reject_at)?;
        let threshold = parse_threshold(threshold, "threshold")?;
        let manifest = manifest_of(py, manifest)?;
        let key = ServerKey {
            origin: origin.to_owned(),
            channel: channel.to_owned(),
            principal: principal.to_owned(),
        };
        let gate = Gate::build(
            py,
            ServerPin::new(key.clone(), manifest),
            key,
            policy,
            audit,
            rules,
        )?;
        if !allow_findings {
            // The rule is the library's (as `mcpsift pin` applies it):
            // findings at the threshold, alone or adding up on one item; a
            // preview rule's never.
            let blocking = py.detach(|| -> Result<Vec<String>, String> {
                let state = gate.state.lock().map_err(|_| "poisoned".to_owned())?;
                let mut findings = ScannerFindings::new(&gate.scanner);
                let found = mcpsift::manifest::blocking_findings(
                    &state.gate.pin().manifest,
                    &mut findings,
                    change_severity(threshold),
                )
                .map_err(|e| e.to_string())?;
                Ok(found
                    .into_iter()
                    .map(|f| match f.kind {
                        mcpsift::manifest::ItemKind::Instructions => {
                            format!("{} instructions", f.rule)
                        }
                        kind => format!(
                            "{} {kind} {} {}",
                            f.rule,
                            escape_identity(&f.key),
                            f.pointer
                        ),
                    })
                    .collect())
            });
            let blocking = blocking.map_err(|e| ScanError::new_err(format!("cannot scan: {e}")))?;
            if !blocking.is_empty() {
                let err = PinRefused::new_err(format!(
                    "not pinned: {} finding(s) at or above {}, alone or adding up on one item; review them, or pass allow_findings=True to pin anyway: {}",
                    blocking.len(),
                    threshold.as_str(),
                    blocking.join("; ")
                ));
                let _ = err.value(py).setattr("findings", blocking);
                return Err(err);
            }
        }
        Ok(gate)
    }

    /// Judges a refreshed manifest against the pin. Admitted, it becomes the
    /// pinned manifest; rejected, the pin stays as it was. Returns an
    /// `Assessment` (`decision`, `admitted`, `changes`, hashes). `signature`
    /// is the publisher's `mcpsift.signature/v1` (a dict or JSON text) when
    /// the pin requires one. Every decision goes to the audit log, and one
    /// that cannot be written rejects the refresh.
    #[pyo3(signature = (incoming, signature=None))]
    pub(crate) fn admit(
        &self,
        py: Python<'_>,
        incoming: &Bound<'_, PyAny>,
        signature: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<AssessmentInfo> {
        let manifest = manifest_of(py, incoming)?;
        let signature = match signature {
            None => None,
            Some(sig) => {
                let json = json_of(py, sig)?;
                let value: serde_json::Value = serde_json::from_slice(json.as_bytes()?)
                    .map_err(|e| ManifestError::new_err(format!("not a signature: {e}")))?;
                Some(
                    ManifestSignature::from_json(&value)
                        .map_err(|e| ManifestError::new_err(e.to_string()))?,
                )
            }
        };
        let (result, policy) = py.detach(|| -> PyResult<(Assessment, Policy)> {
            let mut state = self.lock_state()?;
            let provenance = Provenance {
                key: state.key.clone(),
                signature,
            };
            let mut findings = ScannerFindings::new(&self.scanner);
            let mut audit = FileAudit {
                path: self.audit.clone(),
            };
            let policy = *state.gate.policy();
            let a = state
                .gate
                .admit(manifest, &provenance, &mut findings, &mut audit);
            Ok((a, policy))
        })?;
        assessment(py, &result, &policy)
    }

    /// Checks a call against the pinned tool and its pinned input schema.
    /// Returns None when it may go ahead; raises `CallRefused` otherwise
    /// (`reason`: unknown_tool, invalid_arguments, schema_unusable).
    #[pyo3(signature = (name, arguments=None))]
    pub(crate) fn authorize_call(
        &self,
        py: Python<'_>,
        name: &str,
        arguments: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        let value: serde_json::Value = match arguments {
            None => serde_json::Value::Object(serde_json::Map::new()),
            Some(args) if args.is_none() => serde_json::Value::Object(serde_json::Map::new()),
            Some(args) => {
                let json = json_of(py, args)?;
                serde_json::from_slice(json.as_bytes()?).map_err(|e| {
                    PyValueError::new_err(format!("arguments are not valid JSON: {e}"))
                })?
            }
        };
        let state = self.lock_state()?;
        state
            .gate
            .authorize_call(name, &value)
            .map_err(|r| refusal_error(py, &r))
    }

    /// The pinned tool definitions, as dicts, in the server's order.
    #[getter]
    pub(crate) fn tools<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let text = {
            let state = self.lock_state()?;
            let tools: Vec<&serde_json::Value> = state
                .gate
                .pin()
                .manifest
                .of_kind(mcpsift::manifest::ItemKind::Tool)
                .map(|t| &t.value)
                .collect();
            serde_json::to_string(&tools)
                .map_err(|e| PyRuntimeError::new_err(format!("cannot serialize tools: {e}")))?
        };
        Ok(py
            .import("json")?
            .getattr("loads")?
            .call1((text,))?
            .cast_into::<PyList>()?)
    }

    /// The canonical SHA-256 of each pinned tool, by name.
    #[getter]
    pub(crate) fn tool_hashes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let state = self.lock_state()?;
        let d = PyDict::new(py);
        for t in state
            .gate
            .pin()
            .manifest
            .of_kind(mcpsift::manifest::ItemKind::Tool)
        {
            d.set_item(&t.key, t.sha256())?;
        }
        Ok(d)
    }

    /// The canonical SHA-256 of the pinned manifest.
    #[getter]
    pub(crate) fn manifest_sha256(&self) -> PyResult<String> {
        Ok(self.lock_state()?.gate.pin().manifest.sha256())
    }

    /// The server key: `{"origin", "channel", "principal"}`.
    #[getter]
    pub(crate) fn server<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        key_dict(py, &self.lock_state()?.gate.pin().key)
    }

    /// The canonical SHA-256 each tool definition of `manifest` would be
    /// pinned under, by name (to tell which live tools are the pinned ones).
    #[staticmethod]
    pub(crate) fn hashes<'py>(
        py: Python<'py>,
        manifest: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let manifest = manifest_of(py, manifest)?;
        let d = PyDict::new(py);
        for t in manifest.of_kind(mcpsift::manifest::ItemKind::Tool) {
            d.set_item(&t.key, t.sha256())?;
        }
        Ok(d)
    }

    /// Writes the pin into the lockfile at `path` (created, or updated in
    /// place for this server). A signed lockfile is refused: re-sign it with
    /// `mcpsift pin --sign-key`.
    pub(crate) fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        let name = path.display().to_string();
        let mut lock = match std::fs::read(&path) {
            Ok(bytes) => {
                Lockfile::parse(&bytes).map_err(|e| LockError::new_err(format!("{name}: {e}")))?
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Lockfile::default(),
            Err(e) => {
                return Err(PyOSError::new_err(format!(
                    "cannot read lockfile {name}: {e}"
                )));
            }
        };
        if lock.signature.is_some() {
            return Err(LockError::new_err(format!(
                "{name} is signed; pin with `mcpsift pin --sign-key` to re-sign it"
            )));
        }
        lock.upsert(self.lock_state()?.gate.pin().clone());
        let tmp = path.with_extension("lock.tmp");
        py.detach(|| {
            std::fs::write(&tmp, lock.to_text())
                .map_err(|e| format!("cannot write lockfile {}: {e}", tmp.display()))?;
            std::fs::rename(&tmp, &path).map_err(|e| format!("cannot replace lockfile {name}: {e}"))
        })
        .map_err(PyOSError::new_err)
    }

    pub(crate) fn __repr__(&self) -> String {
        match self.state.lock() {
            Ok(s) => format!(
                "Gate(server={:?}, manifest_sha256={:?})",
                Q(&escape_identity(&s.gate.pin().key.to_string())),
                Q(&s.gate.pin().manifest.sha256()[..16])
            ),
            Err(_) => "Gate(<poisoned>)".to_owned(),
        }
    }
}
