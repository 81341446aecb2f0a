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
    Decision, Gate as CoreGate, JsonlAudit, Lockfile, Manifest, ManifestSignature, Policy,
    Provenance, ScannerFindings, ServerKey, ServerPin, change_json, change_severity,
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

mod bulk;
mod gate;
mod input;
mod results;
mod sanitizing;
mod scanner;

use bulk::*;
use gate::*;
use input::*;
use results::*;
use sanitizing::*;
use scanner::*;

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
