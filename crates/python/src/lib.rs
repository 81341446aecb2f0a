//! The `mcpsift._native` extension module: the compiled scanner, the
//! manifest gate and the sanitizer for Python. The Python package
//! (`python/mcpsift/`) re-exports it and adds the FastMCP middleware.
//!
//! Every scan runs with the GIL released (`Python::detach`): the input is
//! borrowed from the `bytes` or `str` object (kept alive by the caller's
//! reference) and results are turned into Python objects only after the
//! GIL is taken back. Each call borrows a [`Scratch`] from the scanner's
//! pool, so any number of Python threads can scan at once.

use std::fs::File;
use std::io::{self, Read};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};

use mcpsift::manifest::{
    Assessment, AuditRecord, AuditSink, CallRefused as CallRefusal, Change, ChangeSeverity,
    Decision, FindingSource, Gate as CoreGate, JsonlAudit, Lockfile, Manifest, ManifestSignature,
    Policy, Provenance, ScannerFindings, ServerKey, ServerPin, change_json, change_severity,
    escape_identity,
};
use mcpsift::report::{
    Acceptance, Annotator, EVIDENCE_CHARS, SourceText, TextFormat, escape_name, escape_text,
    write_record_with,
};
use mcpsift::sanitize::{Mode, Sanitizer};
use mcpsift::{
    BatchOptions, Finding as CoreFinding, InputFormat, ItemReport, Limits, Record as CoreRecord,
    RecordOutcome, RulePack, ScanError as CoreScanError, ScanErrorKind, Scanner as CoreScanner,
    Scratch, Severity, Target, Verdict, scan_source,
};
use pyo3::exceptions::{PyException, PyOSError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyList, PyMemoryView, PyString, PyTuple};

pyo3::create_exception!(
    mcpsift,
    McpsiftError,
    PyException,
    "Base class of every error mcpsift raises."
);
pyo3::create_exception!(
    mcpsift,
    ConfigError,
    McpsiftError,
    "A configuration error: an unknown severity, a rule directory that does not load or compile."
);
pyo3::create_exception!(
    mcpsift,
    ScanError,
    McpsiftError,
    "A document that could not be scanned (fail closed: treat it as withheld). `kind` names why: \
     invalid_json, invalid_text, too_large, too_deep, unknown_shape, io."
);
pyo3::create_exception!(
    mcpsift,
    ManifestError,
    McpsiftError,
    "A manifest the gate cannot read (not JSON, no tool list, a tool without a name, …)."
);
pyo3::create_exception!(
    mcpsift,
    LockError,
    McpsiftError,
    "A lockfile that cannot be read or trusted, or that holds no pin for the server asked for."
);
pyo3::create_exception!(
    mcpsift,
    PinRefused,
    McpsiftError,
    "Pinning refused: the scanner found something at or above the threshold (`findings` lists them)."
);
pyo3::create_exception!(
    mcpsift,
    CallRefused,
    McpsiftError,
    "A tool call the gate refuses. `reason` is unknown_tool, invalid_arguments or \
     schema_unusable; `errors` lists what failed validation (never argument values)."
);

/// Most warm scratches a scanner keeps for later calls.
const SPARE_SCRATCHES: usize = 64;

/// Records queued between the scanning thread and the iterator.
const RECORD_QUEUE: usize = 4096;

fn severity_name(s: Option<Severity>) -> Option<&'static str> {
    s.map(Severity::as_str)
}

fn parse_threshold(text: &str, what: &str) -> PyResult<Severity> {
    text.parse::<Severity>()
        .map_err(|e| ConfigError::new_err(format!("{what}: {e}")))
}

fn parse_reject_at(text: &str) -> PyResult<Policy> {
    let reject_at = ChangeSeverity::parse(text).ok_or_else(|| {
        ConfigError::new_err(format!(
            "reject_at {text:?} is not a severity; use info, low, medium, high or critical"
        ))
    })?;
    Ok(Policy { reject_at })
}

fn load_pack(rules: Option<PathBuf>) -> PyResult<RulePack> {
    match rules {
        Some(dir) => {
            RulePack::from_dir(&dir).map_err(|e| ConfigError::new_err(format!("rule error: {e}")))
        }
        None => RulePack::builtin()
            .map_err(|e| ConfigError::new_err(format!("built-in rule error: {e}"))),
    }
}

/// The engine's message, with the Scanner argument that lifts a limit named
/// (as the CLI names its flag).
fn advised(e: &CoreScanError) -> String {
    advised_error(e).message().to_owned()
}

fn advised_error(e: &CoreScanError) -> CoreScanError {
    let advice = match e.kind() {
        ScanErrorKind::TooLarge => "raise Scanner(max_document_bytes=...) to scan it",
        ScanErrorKind::TooDeep => "raise Scanner(max_depth=...) to scan it",
        _ => return e.clone(),
    };
    e.clone().with_advice(advice)
}

/// A Python exception carrying the scan error's message and `kind`.
fn scan_error(py: Python<'_>, e: &CoreScanError) -> PyErr {
    let err = ScanError::new_err(advised(e));
    let _ = err.value(py).setattr("kind", e.kind().as_str());
    err
}

/// A string as Python's `repr` writes one: single quotes, and nothing
/// invisible or control (escaped as the CLI escapes text).
struct Q<'a>(&'a str);

impl std::fmt::Debug for Q<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "'{}'", escape_text(self.0, 400).replace('\'', "\\'"))
    }
}

// ---------------------------------------------------------------------------
// Input: bytes and str are borrowed; anything else is serialized by `json`.

/// The JSON text of one argument, borrowed where Python allows it.
enum Json<'py> {
    Bytes(Bound<'py, PyBytes>),
    Str(Bound<'py, PyString>),
    Owned(Vec<u8>),
}

impl Json<'_> {
    fn as_bytes(&self) -> PyResult<&[u8]> {
        Ok(match self {
            Json::Bytes(b) => b.as_bytes(),
            Json::Str(s) => s.to_str()?.as_bytes(),
            Json::Owned(v) => v,
        })
    }
}

static ENCODERS: PyOnceLock<(Py<PyAny>, Py<PyAny>)> = PyOnceLock::new();

/// `json` serialization with the settings that keep a dict's text
/// faithful: no NaN, compact separators, and (unless `ascii`) no ASCII
/// escaping — the scanner decodes escapes anyway, and this is shorter. The
/// two encoders are built once: `json.dumps` with arguments builds a new
/// one on every call.
fn dumps<'py>(
    py: Python<'py>,
    obj: &Bound<'py, PyAny>,
    ascii: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let (utf8, escaped) = ENCODERS.get_or_try_init(py, || -> PyResult<_> {
        let encoder = py.import("json")?.getattr("JSONEncoder")?;
        let make = |ascii: bool| -> PyResult<Py<PyAny>> {
            let kwargs = PyDict::new(py);
            kwargs.set_item("ensure_ascii", ascii)?;
            kwargs.set_item("allow_nan", false)?;
            kwargs.set_item("separators", (",", ":"))?;
            Ok(encoder.call((), Some(&kwargs))?.getattr("encode")?.unbind())
        };
        Ok((make(false)?, make(true)?))
    })?;
    let encode = if ascii { escaped } else { utf8 };
    encode.bind(py).call1((obj,))
}

/// What a Python argument holds as JSON text: `bytes`, `bytearray` and
/// `memoryview` as given, `str` as its UTF-8, a `dict` or `list` (or any
/// value `json.dumps` takes) serialized. A `str` with lone surrogates cannot
/// be UTF-8: it is serialized with escapes, which the scanner reports as
/// invalid text (never clean).
fn json_of<'py>(py: Python<'py>, obj: &Bound<'py, PyAny>) -> PyResult<Json<'py>> {
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(Json::Bytes(b.clone()));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        if s.to_str().is_ok() {
            return Ok(Json::Str(s.clone()));
        }
        // Lone surrogates: hand the scanner the escaped form, which it
        // reports as invalid text.
        let text = dumps(py, obj, true)?;
        let text: String = text.extract()?;
        let inner = text[1..text.len() - 1].to_owned();
        return Ok(Json::Owned(format!("\"{inner}\"").into_bytes()));
    }
    if let Ok(b) = obj.cast::<PyByteArray>() {
        return Ok(Json::Owned(b.to_vec()));
    }
    if obj.is_instance_of::<PyMemoryView>()
        && let Ok(b) = py
            .import("builtins")?
            .getattr("bytes")?
            .call1((obj,))?
            .cast_into::<PyBytes>()
    {
        return Ok(Json::Bytes(b));
    }
    let text = match dumps(py, obj, false) {
        Ok(t) => t,
        Err(e) if e.is_instance_of::<PyTypeError>(py) || e.is_instance_of::<PyValueError>(py) => {
            return Err(PyTypeError::new_err(format!(
                "expected JSON text (str or bytes) or a JSON-serializable value: {}",
                e.value(py)
            )));
        }
        Err(e) => return Err(e),
    };
    let text = text.cast_into::<PyString>()?;
    if text.to_str().is_ok() {
        Ok(Json::Str(text))
    } else {
        let escaped: String = dumps(py, obj, true)?.extract()?;
        Ok(Json::Owned(escaped.into_bytes()))
    }
}

// ---------------------------------------------------------------------------
// Results.

/// One rule hit in one field of an item.
///
/// `pointer` is the RFC 6901 pointer of the field inside the item, `view`
/// is raw, folded or decoded, `span` a byte range in the field's decoded
/// string. `pointer` and `evidence` are escaped exactly as the CLI prints
/// them (invisible and control characters as `\u{…}`, evidence cut to 120
/// characters), so they are safe to log.
#[pyclass(frozen, module = "mcpsift", get_all)]
#[derive(Debug)]
struct Finding {
    /// The rule's code, e.g. `MS101`.
    rule: String,
    /// The rule's name.
    name: String,
    /// low, medium, high or critical.
    severity: &'static str,
    /// RFC 6901 pointer of the field inside the item.
    pointer: String,
    /// name, prose, schema_key, schema_text or key.
    role: &'static str,
    /// raw, folded or decoded.
    view: &'static str,
    /// Byte range in the field's decoded string.
    span: (usize, usize),
    /// The matched text, escaped and cut short.
    evidence: String,
}

impl Finding {
    fn from_core(f: &CoreFinding) -> Finding {
        let evidence = if f.role == Target::Name {
            escape_name(&f.evidence, EVIDENCE_CHARS)
        } else {
            escape_text(&f.evidence, EVIDENCE_CHARS)
        };
        Finding {
            rule: f.code.to_string(),
            name: f.name.to_string(),
            severity: f.severity.as_str(),
            pointer: escape_text(&f.pointer, 400),
            role: f.role.as_str(),
            view: f.view.as_str(),
            span: f.span,
            evidence,
        }
    }

    fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("rule", &self.rule)?;
        d.set_item("name", &self.name)?;
        d.set_item("severity", self.severity)?;
        d.set_item("pointer", &self.pointer)?;
        d.set_item("role", self.role)?;
        d.set_item("view", self.view)?;
        d.set_item("span", PyList::new(py, [self.span.0, self.span.1])?)?;
        d.set_item("evidence", &self.evidence)?;
        Ok(d)
    }
}

#[pymethods]
impl Finding {
    /// The finding as the CLI's `jsonl` output writes it.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        self.dict(py)
    }

    fn __repr__(&self) -> String {
        format!(
            "Finding(rule={:?}, severity={:?}, pointer={:?}, view={:?}, span={:?}, evidence={:?})",
            Q(&self.rule),
            Q(self.severity),
            Q(&self.pointer),
            Q(self.view),
            self.span,
            Q(&self.evidence)
        )
    }
}

/// The scan of one item: a tool, prompt, resource, resource template, the
/// server's instructions or its serverInfo.
///
/// `verdict` is withhold (a finding at or above the scanner's threshold),
/// flag (findings below it) or allow. `name` is the item's name as the
/// server sent it (use it to look the item up); `to_dict()` escapes it as
/// the CLI does. `id` and `line` are set for items from `scan_jsonl`.
#[pyclass(frozen, module = "mcpsift")]
#[derive(Debug)]
struct Item {
    #[pyo3(get)]
    kind: &'static str,
    #[pyo3(get)]
    name: String,
    /// Position in its collection (`tools[3]` → 3), when it came from one.
    #[pyo3(get)]
    index: Option<usize>,
    #[pyo3(get)]
    verdict: &'static str,
    /// The highest severity among the findings, or None.
    #[pyo3(get)]
    severity: Option<&'static str>,
    findings: Py<PyTuple>,
    #[pyo3(get)]
    id: Option<String>,
    #[pyo3(get)]
    line: Option<usize>,
    /// The CLI's record for it (bulk scans): fingerprints and locations.
    record: Option<String>,
}

fn findings_tuple(py: Python<'_>, findings: &[CoreFinding]) -> PyResult<Py<PyTuple>> {
    let list: Vec<Bound<'_, Finding>> = findings
        .iter()
        .map(|f| Bound::new(py, Finding::from_core(f)))
        .collect::<PyResult<_>>()?;
    Ok(PyTuple::new(py, list)?.unbind())
}

impl Item {
    fn from_report(
        py: Python<'_>,
        r: &ItemReport,
        id: Option<String>,
        line: Option<usize>,
    ) -> PyResult<Item> {
        Ok(Item {
            kind: r.kind.as_str(),
            name: r.name.clone(),
            index: r.index,
            verdict: r.verdict.as_str(),
            severity: severity_name(r.severity),
            findings: findings_tuple(py, &r.findings)?,
            id,
            line,
            record: None,
        })
    }

    fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("schema", "mcpsift.scan/v1")?;
        if let Some(id) = &self.id {
            d.set_item("id", id)?;
        }
        if let Some(line) = self.line {
            d.set_item("line", line)?;
        }
        d.set_item("kind", self.kind)?;
        d.set_item("name", escape_name(&self.name, 200))?;
        d.set_item("verdict", self.verdict)?;
        d.set_item("severity", self.severity.unwrap_or("none"))?;
        let findings = PyList::empty(py);
        for f in self.findings.bind(py).iter() {
            findings.append(f.cast::<Finding>()?.get().dict(py)?)?;
        }
        d.set_item("findings", findings)?;
        Ok(d)
    }
}

#[pymethods]
impl Item {
    /// The findings, in field order.
    #[getter]
    fn findings<'py>(&self, py: Python<'py>) -> Bound<'py, PyTuple> {
        self.findings.bind(py).clone()
    }

    /// True when the verdict is withhold.
    #[getter]
    fn withheld(&self) -> bool {
        self.verdict == "withhold"
    }

    /// The item as the CLI's `jsonl` output writes it (`mcpsift.scan/v1`);
    /// from a bulk scan with each finding's `fingerprint` and `location`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match &self.record {
            Some(json) => py.import("json")?.getattr("loads")?.call1((json,)),
            None => Ok(self.dict(py)?.into_any()),
        }
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let rules: Vec<String> = self
            .findings
            .bind(py)
            .iter()
            .filter_map(|f| {
                f.cast::<Finding>()
                    .ok()
                    .map(|f| format!("{} {}", f.get().rule, f.get().pointer))
            })
            .collect();
        format!(
            "Item(kind={:?}, name={:?}, verdict={:?}, severity={}, findings=[{}])",
            Q(self.kind),
            Q(&escape_name(&self.name, 80)),
            Q(self.verdict),
            self.severity
                .map_or_else(|| "None".to_owned(), |s| format!("{:?}", Q(s))),
            rules.join(", ")
        )
    }
}

/// A document (one JSON Lines line, or a whole file) that could not be
/// scanned, from `scan_jsonl`. Fail closed: its items count as withheld.
#[pyclass(frozen, module = "mcpsift", get_all)]
#[derive(Debug)]
struct ErrorRecord {
    id: String,
    line: usize,
    /// Always "error".
    verdict: &'static str,
    /// What went wrong, as the CLI says it.
    error: String,
    /// invalid_json, invalid_text, too_large, too_deep, unknown_shape or io.
    error_kind: &'static str,
}

#[pymethods]
impl ErrorRecord {
    /// Always True: what cannot be scanned is never allowed.
    #[getter]
    fn withheld(&self) -> bool {
        true
    }

    /// The record as the CLI's `jsonl` output writes it.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("schema", "mcpsift.scan/v1")?;
        d.set_item("id", &self.id)?;
        d.set_item("line", self.line)?;
        d.set_item("verdict", self.verdict)?;
        d.set_item("error", &self.error)?;
        d.set_item("error_kind", self.error_kind)?;
        Ok(d)
    }

    fn __repr__(&self) -> String {
        format!(
            "ErrorRecord(id={:?}, error_kind={:?}, error={:?})",
            Q(&self.id),
            Q(self.error_kind),
            Q(&self.error)
        )
    }
}

/// The scan of a whole document: one item per tool, prompt, resource, …
#[pyclass(frozen, module = "mcpsift")]
#[derive(Debug)]
struct Report {
    items: Py<PyTuple>,
    /// The strictest verdict over the items (allow when there are none).
    #[pyo3(get)]
    verdict: &'static str,
    /// The `id` of a corpus case line, when the document was one.
    #[pyo3(get)]
    case_id: Option<String>,
}

#[pymethods]
impl Report {
    /// One item per tool, prompt, resource, …, in input order.
    #[getter]
    fn items<'py>(&self, py: Python<'py>) -> Bound<'py, PyTuple> {
        self.items.bind(py).clone()
    }

    /// The items that are withheld.
    #[getter]
    fn withheld<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let out = PyList::empty(py);
        for item in self.items.bind(py).iter() {
            if item.cast::<Item>()?.get().verdict == "withhold" {
                out.append(item)?;
            }
        }
        Ok(out)
    }

    fn __len__(&self, py: Python<'_>) -> usize {
        self.items.bind(py).len()
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.items.bind(py).as_any().try_iter().map(Bound::into_any)
    }

    /// `{"verdict": …, "items": [item.to_dict(), …]}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("verdict", self.verdict)?;
        if let Some(id) = &self.case_id {
            d.set_item("case_id", id)?;
        }
        let items = PyList::empty(py);
        for item in self.items.bind(py).iter() {
            items.append(item.cast::<Item>()?.get().dict(py)?)?;
        }
        d.set_item("items", items)?;
        Ok(d)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Report(verdict={:?}, items={})",
            Q(self.verdict),
            self.items.bind(py).len()
        )
    }
}

// ---------------------------------------------------------------------------
// The scanner.

/// The compiled scanner and a pool of warm working memory.
#[derive(Debug)]
struct Engine {
    scanner: CoreScanner,
    spare: Mutex<Vec<Scratch>>,
}

impl Engine {
    fn with_scratch<R>(&self, f: impl FnOnce(&CoreScanner, &mut Scratch) -> R) -> R {
        let taken = self.spare.lock().ok().and_then(|mut s| s.pop());
        let mut scratch = taken.unwrap_or_else(|| self.scanner.scratch());
        let out = f(&self.scanner, &mut scratch);
        if let Ok(mut spare) = self.spare.lock()
            && spare.len() < SPARE_SCRATCHES
        {
            spare.push(scratch);
        }
        out
    }
}

/// A compiled rule pack, ready to scan. Build one at startup and share it:
/// every method may be called from any number of threads at once, and the
/// GIL is released while scanning.
///
/// `threshold` (low, medium, high, critical) is the severity at which an
/// item is withheld; `rules` a directory of rule files to use instead of the
/// built-in pack; `max_document_bytes` and `max_depth` bound each document
/// (a larger or deeper one raises `ScanError`, and `verdict` says withhold).
#[pyclass(frozen, module = "mcpsift")]
#[derive(Debug)]
struct Scanner {
    engine: Arc<Engine>,
}

#[pymethods]
impl Scanner {
    #[new]
    #[pyo3(signature = (threshold="high", rules=None, max_document_bytes=None, max_depth=None))]
    fn new(
        py: Python<'_>,
        threshold: &str,
        rules: Option<PathBuf>,
        max_document_bytes: Option<usize>,
        max_depth: Option<usize>,
    ) -> PyResult<Scanner> {
        let threshold = parse_threshold(threshold, "threshold")?;
        let defaults = Limits::default();
        let limits = Limits {
            max_document_bytes: max_document_bytes.unwrap_or(defaults.max_document_bytes),
            max_depth: max_depth.unwrap_or(defaults.max_depth),
        };
        if limits.max_depth == 0 || limits.max_document_bytes == 0 {
            return Err(ConfigError::new_err(
                "max_depth and max_document_bytes must be at least 1",
            ));
        }
        let scanner = py.detach(move || -> Result<CoreScanner, String> {
            let pack = match rules {
                Some(dir) => RulePack::from_dir(&dir).map_err(|e| format!("rule error: {e}"))?,
                None => RulePack::builtin().map_err(|e| format!("built-in rule error: {e}"))?,
            };
            CoreScanner::builder()
                .threshold(threshold)
                .limits(limits)
                .build(&pack)
                .map_err(|e| format!("rule error: {e}"))
        });
        let scanner = scanner.map_err(ConfigError::new_err)?;
        Ok(Scanner {
            engine: Arc::new(Engine {
                scanner,
                spare: Mutex::new(Vec::new()),
            }),
        })
    }

    /// The severity at which items are withheld.
    #[getter]
    fn threshold(&self) -> &'static str {
        self.engine.scanner.threshold().as_str()
    }

    /// Number of rules compiled.
    #[getter]
    fn rule_count(&self) -> usize {
        self.engine.scanner.rule_count()
    }

    /// Scans a document that must hold exactly one tool. Raises `ScanError`
    /// when it cannot be scanned or holds anything else.
    fn scan_tool(&self, py: Python<'_>, tool: &Bound<'_, PyAny>) -> PyResult<Item> {
        let json = json_of(py, tool)?;
        let bytes = json.as_bytes()?;
        let engine = &self.engine;
        let report = py.detach(|| engine.with_scratch(|s, scratch| s.scan_tool(bytes, scratch)));
        match report {
            Ok(r) => Item::from_report(py, &r, None, None),
            Err(e) => Err(scan_error(py, &e)),
        }
    }

    /// Scans any document mcpsift reads: a tool, a list of tools, a
    /// `tools/list` result, a manifest snapshot with prompts, resources,
    /// templates, instructions and serverInfo. Raises `ScanError` when it
    /// cannot be scanned.
    fn scan_manifest(&self, py: Python<'_>, document: &Bound<'_, PyAny>) -> PyResult<Report> {
        let json = json_of(py, document)?;
        let bytes = json.as_bytes()?;
        let engine = &self.engine;
        let report =
            py.detach(|| engine.with_scratch(|s, scratch| s.scan_manifest(bytes, scratch)));
        match report {
            Ok(r) => {
                let verdict = r.verdict().as_str();
                let items: Vec<Bound<'_, Item>> = r
                    .items
                    .iter()
                    .map(|i| Bound::new(py, Item::from_report(py, i, None, None)?))
                    .collect::<PyResult<_>>()?;
                Ok(Report {
                    items: PyTuple::new(py, items)?.unbind(),
                    verdict,
                    case_id: r.case_id,
                })
            }
            Err(e) => Err(scan_error(py, &e)),
        }
    }

    /// The strictest verdict over the document's items: "allow", "flag" or
    /// "withhold". Fails closed: a document that cannot be scanned is
    /// "withhold" (only a value that is not JSON at all raises `TypeError`).
    fn verdict(&self, py: Python<'_>, document: &Bound<'_, PyAny>) -> PyResult<&'static str> {
        let json = json_of(py, document)?;
        let Ok(bytes) = json.as_bytes() else {
            return Ok(Verdict::Withhold.as_str());
        };
        let engine = &self.engine;
        let verdict = py.detach(|| engine.with_scratch(|s, scratch| s.verdict(bytes, scratch)));
        Ok(verdict.as_str())
    }

    /// Scans a JSON Lines file (or one JSON document) on `threads` threads
    /// (default: all cores), yielding an `Item` per item and an
    /// `ErrorRecord` per line that could not be scanned, in input order,
    /// with the CLI's ids (`case id`, or `PATH:LINE[:INDEX]`). Memory stays
    /// bounded whatever the file's size; stopping early stops the scan.
    #[pyo3(signature = (path, threads=None))]
    fn scan_jsonl(&self, path: PathBuf, threads: Option<usize>) -> PyResult<Records> {
        let name = path.display().to_string();
        let file = File::open(&path)
            .map_err(|e| PyOSError::new_err(format!("cannot open {name}: {e}")))?;
        if file.metadata().is_ok_and(|m| m.is_dir()) {
            return Err(PyOSError::new_err(format!(
                "{name} is a directory; give scan_jsonl one file (the CLI walks directories)"
            )));
        }
        Records::start(self.engine.clone(), name, Box::new(file), threads)
    }

    /// Like `scan_jsonl`, over JSON Lines (or one document) held in memory:
    /// `data` is bytes or str, and `source` names it in the record ids
    /// (`SOURCE:LINE[:INDEX]`). Meant for a shard of a larger file, as the
    /// Ray example hands each task (default one thread: the cluster is the
    /// parallelism).
    #[pyo3(signature = (data, source="-", threads=1))]
    fn scan_lines(
        &self,
        data: &Bound<'_, PyAny>,
        source: &str,
        threads: Option<usize>,
    ) -> PyResult<Records> {
        let bytes = if let Ok(b) = data.cast::<PyBytes>() {
            b.as_bytes().to_vec()
        } else if let Ok(s) = data.cast::<PyString>() {
            s.to_str()?.as_bytes().to_vec()
        } else if let Ok(b) = data.cast::<PyByteArray>() {
            b.to_vec()
        } else {
            return Err(PyTypeError::new_err(
                "scan_lines takes JSON Lines as bytes or str",
            ));
        };
        Records::start(
            self.engine.clone(),
            source.to_owned(),
            Box::new(io::Cursor::new(bytes)),
            threads,
        )
    }

    /// For benchmarks: seconds `iterations` calls of the Rust `verdict`
    /// take on `document` (JSON text) in a loop inside the extension, with
    /// one warm scratch — the cost the Python call wraps.
    fn _time_verdict(
        &self,
        py: Python<'_>,
        document: &Bound<'_, PyAny>,
        iterations: usize,
    ) -> PyResult<f64> {
        let json = json_of(py, document)?;
        let bytes = json.as_bytes()?;
        let engine = &self.engine;
        Ok(py.detach(|| {
            engine.with_scratch(|s, scratch| {
                let _ = s.verdict(bytes, scratch);
                let start = std::time::Instant::now();
                for _ in 0..iterations {
                    std::hint::black_box(s.verdict(std::hint::black_box(bytes), scratch));
                }
                start.elapsed().as_secs_f64()
            })
        }))
    }

    fn __repr__(&self) -> String {
        format!(
            "Scanner(threshold={:?}, rules={})",
            Q(self.engine.scanner.threshold().as_str()),
            self.engine.scanner.rule_count()
        )
    }
}

// ---------------------------------------------------------------------------
// Bulk scans: a thread runs `scan_source`, the iterator takes its records.

/// A reader that fails once the consumer has gone, so an abandoned scan
/// stops at its next read.
struct Cancellable<R> {
    inner: R,
    cancelled: Arc<AtomicBool>,
}

impl<R: Read> Read for Cancellable<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.cancelled.load(Ordering::Relaxed) {
            return Err(io::Error::other("the iterator was dropped"));
        }
        self.inner.read(buf)
    }
}

/// The records of a `scan_jsonl` call, in input order.
#[pyclass(module = "mcpsift")]
#[derive(Debug)]
struct Records {
    receiver: Mutex<Option<Receiver<(CoreRecord, String)>>>,
    cancelled: Arc<AtomicBool>,
    done: AtomicBool,
}

fn io_record(id: String, message: String) -> CoreRecord {
    CoreRecord {
        id,
        line: 0,
        outcome: RecordOutcome::Error(CoreScanError::io(message)),
    }
}

fn run_scan(
    engine: Arc<Engine>,
    name: String,
    file: Box<dyn Read + Send>,
    threads: usize,
    sender: SyncSender<(CoreRecord, String)>,
    cancelled: Arc<AtomicBool>,
) {
    // Each record leaves with the CLI's JSON for it: the annotator locates
    // findings in the text the scanner read and fingerprints them.
    let threshold = engine.scanner.threshold();
    let keep = engine
        .scanner
        .limits()
        .max_document_bytes
        .saturating_add(3 * BatchOptions::default().chunk_bytes + (1 << 20));
    let mut annotator = Annotator::new(threshold, Acceptance::new());
    let send = |record: CoreRecord, annotator: &mut Annotator| -> bool {
        let record = match record.outcome {
            RecordOutcome::Error(e) => CoreRecord {
                outcome: RecordOutcome::Error(advised_error(&e)),
                ..record
            },
            outcome => CoreRecord { outcome, ..record },
        };
        let notes = annotator.notes(&record);
        let mut json = Vec::new();
        if write_record_with(&mut json, &record, &notes).is_err() {
            json.clear();
        }
        sender
            .send((record, String::from_utf8_lossy(&json).into_owned()))
            .is_ok()
    };
    let helpers = match mcpsift::helper_pool(threads) {
        Ok(pool) => pool,
        Err(e) => {
            send(
                io_record(
                    format!("{name}:0"),
                    format!("could not start the scanning threads: {e}"),
                ),
                &mut annotator,
            );
            return;
        }
    };
    let reader = Cancellable {
        inner: file,
        cancelled: cancelled.clone(),
    };
    let (tee, text) = SourceText::tee(reader, TextFormat::Auto, keep);
    annotator.begin_source(Some(text), None, true);
    let options = BatchOptions {
        format: InputFormat::Auto,
        ..BatchOptions::default()
    };
    let result = scan_source(
        &engine.scanner,
        &name,
        tee,
        &options,
        helpers.as_ref(),
        |record| {
            if !cancelled.load(Ordering::Relaxed) && !send(record, &mut annotator) {
                cancelled.store(true, Ordering::Relaxed);
            }
        },
        |_| {},
    );
    if let Err(e) = result
        && !cancelled.load(Ordering::Relaxed)
    {
        send(
            io_record(format!("{name}:0"), format!("reading {name} failed: {e}")),
            &mut annotator,
        );
    }
}

impl Records {
    fn start(
        engine: Arc<Engine>,
        name: String,
        reader: Box<dyn Read + Send>,
        threads: Option<usize>,
    ) -> PyResult<Records> {
        if threads == Some(0) {
            return Err(ConfigError::new_err("threads must be at least 1"));
        }
        let threads =
            threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
        let (sender, receiver) = sync_channel(RECORD_QUEUE);
        let cancelled = Arc::new(AtomicBool::new(false));
        let flag = cancelled.clone();
        std::thread::Builder::new()
            .name("mcpsift-scan-jsonl".into())
            .spawn(move || run_scan(engine, name, reader, threads, sender, flag))
            .map_err(|e| PyRuntimeError::new_err(format!("could not start a scan thread: {e}")))?;
        Ok(Records {
            receiver: Mutex::new(Some(receiver)),
            cancelled,
            done: AtomicBool::new(false),
        })
    }
}

#[pymethods]
impl Records {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        // The receiver leaves the mutex while this thread waits without
        // the GIL: another thread on the same iterator gets an error, not
        // a deadlock.
        let receiver = self
            .receiver
            .lock()
            .map_err(|_| PyRuntimeError::new_err("scan_jsonl iterator poisoned"))?
            .take();
        let Some(receiver) = receiver else {
            if self.done.load(Ordering::Relaxed) {
                return Ok(None);
            }
            return Err(PyRuntimeError::new_err(
                "this scan_jsonl iterator is in use on another thread",
            ));
        };
        let (receiver, next) = py.detach(move || {
            let next = receiver.recv().ok();
            (receiver, next)
        });
        let Some((record, json)) = next else {
            // Finished: the receiver is not put back.
            self.done.store(true, Ordering::Relaxed);
            return Ok(None);
        };
        if let Ok(mut slot) = self.receiver.lock() {
            *slot = Some(receiver);
        }
        Ok(Some(match record.outcome {
            RecordOutcome::Item(item) => {
                let mut out = Item::from_report(py, &item, Some(record.id), Some(record.line))?;
                out.record = Some(json).filter(|j| !j.is_empty());
                Bound::new(py, out)?.into_any().unbind()
            }
            RecordOutcome::Error(e) => Bound::new(
                py,
                ErrorRecord {
                    id: record.id,
                    line: record.line,
                    verdict: "error",
                    error: e.message().to_owned(),
                    error_kind: e.kind().as_str(),
                },
            )?
            .into_any()
            .unbind(),
        }))
    }

    /// Stops the scan; the iterator then ends.
    fn close(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        self.done.store(true, Ordering::Relaxed);
        if let Ok(mut slot) = self.receiver.lock() {
            slot.take();
        }
    }
}

impl Drop for Records {
    fn drop(&mut self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }
}

// ---------------------------------------------------------------------------
// Sanitizing.

static SANITIZERS: PyOnceLock<(Sanitizer, Sanitizer)> = PyOnceLock::new();

/// Removes concealment characters (zero-width, bidi controls, TAG
/// characters, variation selectors used as data, invisible fillers,
/// terminal escapes) from every string of an MCP document, changing nothing
/// else. Returns the same form it was given: `str` for `str`, `bytes` for
/// `bytes`, a new `dict`/`list` for a `dict`/`list`. `mode="replace"`
/// writes a visible marker such as `[U+200B]` instead. With `report=True`
/// returns `(clean, removals)`, each removal a dict with pointer, rule,
/// code_points, count and span. Raises `ScanError` for text that is not
/// JSON.
#[pyfunction]
#[pyo3(signature = (document, mode="strip", report=false))]
fn sanitize<'py>(
    py: Python<'py>,
    document: &Bound<'py, PyAny>,
    mode: &str,
    report: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let (strip, replace) = SANITIZERS.get_or_try_init(py, || -> PyResult<_> {
        let pack = load_pack(None)?;
        Ok((
            Sanitizer::new(&pack, Mode::Strip),
            Sanitizer::new(&pack, Mode::Replace),
        ))
    })?;
    let sanitizer = match mode {
        "strip" => strip,
        "replace" => replace,
        other => {
            return Err(ConfigError::new_err(format!(
                "mode {other:?}: use strip or replace"
            )));
        }
    };
    let json = json_of(py, document)?;
    let bytes = json.as_bytes()?;
    let result = py.detach(|| sanitizer.sanitize(bytes));
    let out = match result {
        Ok(out) => out,
        Err(e) => {
            let err = ScanError::new_err(e.to_string());
            let _ = err.value(py).setattr("kind", "invalid_json");
            return Err(err);
        }
    };
    let clean: Bound<'py, PyAny> = if document.is_instance_of::<PyString>() {
        PyString::new(py, &String::from_utf8_lossy(&out.json)).into_any()
    } else if document.is_instance_of::<PyBytes>()
        || document.is_instance_of::<PyByteArray>()
        || document.is_instance_of::<PyMemoryView>()
    {
        PyBytes::new(py, &out.json).into_any()
    } else {
        py.import("json")?
            .getattr("loads")?
            .call1((PyBytes::new(py, &out.json),))?
    };
    if !report {
        return Ok(clean);
    }
    let removals = serde_json::to_string(&out.removals)
        .map_err(|e| PyRuntimeError::new_err(format!("cannot report removals: {e}")))?;
    let removals = py.import("json")?.getattr("loads")?.call1((removals,))?;
    Ok(PyTuple::new(py, [clean, removals])?.into_any())
}

// ---------------------------------------------------------------------------
// The manifest gate.

/// A lockfile (`mcpsift.lock/v1`) as `mcpsift pin` writes it: the pinned
/// manifests of one or more servers, every hash checked on load.
#[pyclass(frozen, module = "mcpsift")]
#[derive(Debug)]
struct Lock {
    lockfile: Lockfile,
    path: String,
}

fn key_dict<'py>(py: Python<'py>, key: &ServerKey) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("origin", &key.origin)?;
    d.set_item("channel", &key.channel)?;
    d.set_item("principal", &key.principal)?;
    Ok(d)
}

fn pinned_list(lock: &Lockfile) -> String {
    let pinned: Vec<String> = lock
        .servers
        .iter()
        .map(|s| escape_identity(&s.key.to_string()))
        .collect();
    if pinned.is_empty() {
        "nothing".to_owned()
    } else {
        pinned.join("; ")
    }
}

#[pymethods]
impl Lock {
    /// Reads and checks a lockfile. Raises `FileNotFoundError`/`OSError`
    /// when it cannot be read and `LockError` when it is not a valid
    /// lockfile or was edited by hand.
    #[staticmethod]
    fn load(py: Python<'_>, path: PathBuf) -> PyResult<Lock> {
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
    fn servers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let out = PyList::empty(py);
        for s in &self.lockfile.servers {
            out.append(key_dict(py, &s.key)?)?;
        }
        Ok(out)
    }

    /// True when the lockfile carries a signature (checked with
    /// `mcpsift verify --trust-key`).
    #[getter]
    fn signed(&self) -> bool {
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
    fn gate(
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
                            pinned_list(lock)
                        ))
                    })?
            }
            None if lock.servers.len() == 1 => &lock.servers[0],
            None => {
                return Err(LockError::new_err(format!(
                    "{} pins {} servers ({}); pass origin= to choose one",
                    self.path,
                    lock.servers.len(),
                    pinned_list(lock)
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

    fn __repr__(&self) -> String {
        format!(
            "Lock(path={:?}, servers=[{}])",
            Q(&self.path),
            pinned_list(&self.lockfile)
        )
    }
}

/// One change between the pinned manifest and a refresh.
#[pyclass(frozen, module = "mcpsift", name = "Change", get_all)]
#[derive(Debug)]
struct ChangeInfo {
    /// The change kind, e.g. `description_changed`, `property_added`,
    /// `tool_added`, `scanner_finding`.
    kind: &'static str,
    /// tool, prompt, resource, resource_template, instructions or server.
    item: &'static str,
    /// The item's name (escaped), empty for instructions and provenance.
    name: String,
    /// RFC 6901 pointer inside the item (escaped).
    pointer: String,
    /// info, low, medium, high or critical.
    severity: &'static str,
    /// The rule, for scanner findings.
    rule: Option<String>,
    /// True when this change is a reason for the rejection.
    rejects: bool,
    /// Why the kind matters, in one line.
    reason: &'static str,
    json: String,
}

#[pymethods]
impl ChangeInfo {
    /// The change as `mcpsift diff` and the audit log write it.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        py.import("json")?.getattr("loads")?.call1((&self.json,))
    }

    fn __repr__(&self) -> String {
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
struct AssessmentInfo {
    /// "admit" or "reject".
    #[pyo3(get)]
    decision: &'static str,
    changes: Py<PyTuple>,
    /// True when a publisher signature verified.
    #[pyo3(get)]
    signed: bool,
    #[pyo3(get)]
    pinned_sha256: String,
    #[pyo3(get)]
    incoming_sha256: String,
}

#[pymethods]
impl AssessmentInfo {
    /// True when the refresh was admitted (it is now the pinned snapshot).
    #[getter]
    fn admitted(&self) -> bool {
        self.decision == "admit"
    }

    /// Every change, in a stable order.
    #[getter]
    fn changes<'py>(&self, py: Python<'py>) -> Bound<'py, PyTuple> {
        self.changes.bind(py).clone()
    }

    fn __bool__(&self) -> bool {
        self.admitted()
    }

    fn __repr__(&self, py: Python<'_>) -> String {
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
struct FileAudit {
    path: Option<PathBuf>,
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

struct GateState {
    gate: CoreGate,
    key: ServerKey,
}

/// The admission state of one server: its pinned manifest, the change
/// policy, and the validators for calls. `admit` judges a refresh (on
/// reject the pinned manifest stays); `authorize_call` checks a call against
/// the **pinned** tools and schemas. Safe to share between threads.
#[pyclass(frozen, module = "mcpsift")]
struct Gate {
    state: Mutex<GateState>,
    scanner: CoreScanner,
    audit: Option<PathBuf>,
}

impl std::fmt::Debug for Gate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gate").finish_non_exhaustive()
    }
}

fn gate_scanner(rules: Option<PathBuf>) -> PyResult<CoreScanner> {
    // The gate keeps every finding (threshold low) and its policy decides.
    let pack = load_pack(rules)?;
    CoreScanner::builder()
        .threshold(Severity::Low)
        .build(&pack)
        .map_err(|e| ConfigError::new_err(format!("rule error: {e}")))
}

fn manifest_of(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Manifest> {
    let json = json_of(py, obj)?;
    let bytes = json.as_bytes()?;
    py.detach(|| Manifest::from_slice(bytes))
        .map_err(|e| ManifestError::new_err(e.to_string()))
}

impl Gate {
    fn build(
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

    fn lock_state(&self) -> PyResult<std::sync::MutexGuard<'_, GateState>> {
        self.state
            .lock()
            .map_err(|_| PyRuntimeError::new_err("the gate's state is poisoned"))
    }
}

fn refusal_error(py: Python<'_>, refusal: &CallRefusal) -> PyErr {
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

fn assessment(py: Python<'_>, a: &Assessment, policy: &Policy) -> PyResult<AssessmentInfo> {
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
    fn pin(
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
            let blocking = py.detach(|| -> Result<Vec<String>, String> {
                let state = gate.state.lock().map_err(|_| "poisoned".to_owned())?;
                let mut findings = ScannerFindings::new(&gate.scanner);
                let mut blocking = Vec::new();
                let manifest = &state.gate.pin().manifest;
                for item in &manifest.items {
                    for f in findings.findings(item.kind, &item.value)? {
                        if f.severity >= change_severity(threshold) {
                            blocking.push(format!(
                                "{} {} {} {}",
                                f.rule,
                                item.kind,
                                escape_identity(&item.key),
                                f.pointer
                            ));
                        }
                    }
                }
                if let Some(text) = &manifest.instructions {
                    let found = findings.findings(
                        mcpsift::manifest::ItemKind::Instructions,
                        &serde_json::Value::String(text.clone()),
                    )?;
                    for f in found {
                        if f.severity >= change_severity(threshold) {
                            blocking.push(format!("{} instructions", f.rule));
                        }
                    }
                }
                Ok(blocking)
            });
            let blocking = blocking.map_err(|e| ScanError::new_err(format!("cannot scan: {e}")))?;
            if !blocking.is_empty() {
                let err = PinRefused::new_err(format!(
                    "not pinned: {} finding(s) at or above {}; review them, or pass allow_findings=True to pin anyway: {}",
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
    fn admit(
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
    fn authorize_call(
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
    fn tools<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
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
    fn tool_hashes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
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
    fn manifest_sha256(&self) -> PyResult<String> {
        Ok(self.lock_state()?.gate.pin().manifest.sha256())
    }

    /// The server key: `{"origin", "channel", "principal"}`.
    #[getter]
    fn server<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        key_dict(py, &self.lock_state()?.gate.pin().key)
    }

    /// The canonical SHA-256 each tool definition of `manifest` would be
    /// pinned under, by name (to tell which live tools are the pinned ones).
    #[staticmethod]
    fn hashes<'py>(py: Python<'py>, manifest: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
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
    fn save(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
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

    fn __repr__(&self) -> String {
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

/// The mcpsift extension module.
#[pymodule]
#[pyo3(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<Scanner>()?;
    m.add_class::<Finding>()?;
    m.add_class::<Item>()?;
    m.add_class::<ErrorRecord>()?;
    m.add_class::<Report>()?;
    m.add_class::<Records>()?;
    m.add_class::<Lock>()?;
    m.add_class::<Gate>()?;
    m.add_class::<ChangeInfo>()?;
    m.add_class::<AssessmentInfo>()?;
    m.add_function(wrap_pyfunction!(sanitize, m)?)?;
    m.add("McpsiftError", py.get_type::<McpsiftError>())?;
    m.add("ConfigError", py.get_type::<ConfigError>())?;
    m.add("ScanError", py.get_type::<ScanError>())?;
    m.add("ManifestError", py.get_type::<ManifestError>())?;
    m.add("LockError", py.get_type::<LockError>())?;
    m.add("PinRefused", py.get_type::<PinRefused>())?;
    m.add("CallRefused", py.get_type::<CallRefused>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
