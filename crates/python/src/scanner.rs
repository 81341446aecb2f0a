//! The `Scanner` class: one compiled pack and a pool of scratches.

#[allow(unused_imports)]
use super::*;

// ---------------------------------------------------------------------------
// The scanner.

/// The compiled scanner and a pool of warm working memory.
#[derive(Debug)]
pub(crate) struct Engine {
    pub(crate) scanner: CoreScanner,
    pub(crate) spare: Mutex<Vec<Scratch>>,
}

impl Engine {
    pub(crate) fn with_scratch<R>(&self, f: impl FnOnce(&CoreScanner, &mut Scratch) -> R) -> R {
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
pub(crate) struct Scanner {
    pub(crate) engine: Arc<Engine>,
}

#[pymethods]
impl Scanner {
    #[new]
    #[pyo3(signature = (threshold="high", rules=None, max_document_bytes=None, max_depth=None))]
    pub(crate) fn new(
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
    pub(crate) fn threshold(&self) -> &'static str {
        self.engine.scanner.threshold().as_str()
    }

    /// Number of rules compiled.
    #[getter]
    pub(crate) fn rule_count(&self) -> usize {
        self.engine.scanner.rule_count()
    }

    /// Scans a document that must hold exactly one tool. Raises `ScanError`
    /// when it cannot be scanned or holds anything else.
    pub(crate) fn scan_tool(&self, py: Python<'_>, tool: &Bound<'_, PyAny>) -> PyResult<Item> {
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
    pub(crate) fn scan_manifest(
        &self,
        py: Python<'_>,
        document: &Bound<'_, PyAny>,
    ) -> PyResult<Report> {
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
    pub(crate) fn verdict(
        &self,
        py: Python<'_>,
        document: &Bound<'_, PyAny>,
    ) -> PyResult<&'static str> {
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
    pub(crate) fn scan_jsonl(&self, path: PathBuf, threads: Option<usize>) -> PyResult<Records> {
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
    pub(crate) fn scan_lines(
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
    pub(crate) fn _time_verdict(
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

    pub(crate) fn __repr__(&self) -> String {
        format!(
            "Scanner(threshold={:?}, rules={})",
            Q(self.engine.scanner.threshold().as_str()),
            self.engine.scanner.rule_count()
        )
    }
}
