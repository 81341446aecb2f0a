//! Scan results as Python objects: findings, items, error records, reports.

#[allow(unused_imports)]
use super::*;

// ---------------------------------------------------------------------------
// Results.

/// One rule hit in one field of an item.
///
/// `pointer` is the RFC 6901 pointer of the field inside the item, `view`
/// is raw, folded or decoded, `span` a byte range in the field's decoded
/// string. `pointer` and `evidence` are escaped exactly as the CLI prints
/// them (invisible and control characters as `\u{…}`, evidence cut to 120
/// characters), so they are safe to log. `points` is what the finding adds
/// to its item's evidence score (0 for a repeat of its rule family, and
/// always 0 for a preview rule's finding, whose `preview` is True).
#[pyclass(frozen, module = "mcpsift", get_all)]
#[derive(Debug)]
pub(crate) struct Finding {
    /// The rule's code, e.g. `MS101`.
    pub(crate) rule: String,
    /// The rule's name.
    pub(crate) name: String,
    /// low, medium, high or critical.
    pub(crate) severity: &'static str,
    /// RFC 6901 pointer of the field inside the item.
    pub(crate) pointer: String,
    /// name, prose, schema_key, schema_text or key.
    pub(crate) role: &'static str,
    /// raw, folded or decoded.
    pub(crate) view: &'static str,
    /// Byte range in the field's decoded string.
    pub(crate) span: (usize, usize),
    /// The matched text, escaped and cut short.
    pub(crate) evidence: String,
    /// What it adds to the item's evidence score.
    pub(crate) points: u32,
    /// True for a finding of a rule whose status is preview: it flags,
    /// never withholds.
    pub(crate) preview: bool,
}

impl Finding {
    pub(crate) fn from_core(f: &CoreFinding) -> Finding {
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
            points: f.points,
            preview: f.preview,
        }
    }

    pub(crate) fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("rule", &self.rule)?;
        d.set_item("name", &self.name)?;
        d.set_item("severity", self.severity)?;
        d.set_item("pointer", &self.pointer)?;
        d.set_item("role", self.role)?;
        d.set_item("view", self.view)?;
        d.set_item("span", PyList::new(py, [self.span.0, self.span.1])?)?;
        d.set_item("evidence", &self.evidence)?;
        d.set_item("points", self.points)?;
        if self.preview {
            d.set_item("preview", true)?;
        }
        Ok(d)
    }
}

#[pymethods]
impl Finding {
    /// The finding as the CLI's `jsonl` output writes it.
    pub(crate) fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        self.dict(py)
    }

    pub(crate) fn __repr__(&self) -> String {
        format!(
            "Finding(rule={:?}, severity={:?}, pointer={:?}, view={:?}, span={:?}, evidence={:?}, points={}{})",
            Q(&self.rule),
            Q(self.severity),
            Q(&self.pointer),
            Q(self.view),
            self.span,
            Q(&self.evidence),
            self.points,
            if self.preview { ", preview=True" } else { "" }
        )
    }
}

/// The scan of one item: a tool, prompt, resource, resource template, the
/// server's instructions or its serverInfo.
///
/// `verdict` comes from the item's evidence `score` (docs/scoring.md):
/// withhold when it reaches `withhold_at` (one finding at the scanner's
/// threshold, or independent findings adding up), flag when there are
/// findings but a lower score, allow when there are none. `name` is the item's name as the
/// server sent it (use it to look the item up); `to_dict()` escapes it as
/// the CLI does. `id` and `line` are set for items from `scan_jsonl`.
#[pyclass(frozen, module = "mcpsift")]
#[derive(Debug)]
pub(crate) struct Item {
    #[pyo3(get)]
    pub(crate) kind: &'static str,
    #[pyo3(get)]
    pub(crate) name: String,
    /// Position in its collection (`tools[3]` → 3), when it came from one.
    #[pyo3(get)]
    pub(crate) index: Option<usize>,
    #[pyo3(get)]
    pub(crate) verdict: &'static str,
    /// The highest severity among the findings, or None.
    #[pyo3(get)]
    pub(crate) severity: Option<&'static str>,
    /// The evidence score: per rule family the points of its strongest
    /// finding, summed (preview rules' findings count 0).
    #[pyo3(get)]
    pub(crate) score: u32,
    /// The score that withholds: the points of one finding at the
    /// scanner's threshold.
    #[pyo3(get)]
    pub(crate) withhold_at: u32,
    pub(crate) findings: Py<PyTuple>,
    #[pyo3(get)]
    pub(crate) id: Option<String>,
    #[pyo3(get)]
    pub(crate) line: Option<usize>,
    /// The CLI's record for it (bulk scans): fingerprints and locations.
    pub(crate) record: Option<String>,
}

pub(crate) fn findings_tuple(py: Python<'_>, findings: &[CoreFinding]) -> PyResult<Py<PyTuple>> {
    let list: Vec<Bound<'_, Finding>> = findings
        .iter()
        .map(|f| Bound::new(py, Finding::from_core(f)))
        .collect::<PyResult<_>>()?;
    Ok(PyTuple::new(py, list)?.unbind())
}

impl Item {
    pub(crate) fn from_report(
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
            score: r.score.points,
            withhold_at: r.score.threshold,
            findings: findings_tuple(py, &r.findings)?,
            id,
            line,
            record: None,
        })
    }

    pub(crate) fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
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
        d.set_item("score", self.score)?;
        d.set_item("withhold_at", self.withhold_at)?;
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
    pub(crate) fn findings<'py>(&self, py: Python<'py>) -> Bound<'py, PyTuple> {
        self.findings.bind(py).clone()
    }

    /// True when the verdict is withhold.
    #[getter]
    pub(crate) fn withheld(&self) -> bool {
        self.verdict == "withhold"
    }

    /// The item as the CLI's `jsonl` output writes it (`mcpsift.scan/v1`);
    /// from a bulk scan with each finding's `fingerprint` and `location`.
    pub(crate) fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match &self.record {
            Some(json) => py.import("json")?.getattr("loads")?.call1((json,)),
            None => Ok(self.dict(py)?.into_any()),
        }
    }

    pub(crate) fn __repr__(&self, py: Python<'_>) -> String {
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
            "Item(kind={:?}, name={:?}, verdict={:?}, severity={}, score={}/{}, findings=[{}])",
            Q(self.kind),
            Q(&escape_name(&self.name, 80)),
            Q(self.verdict),
            self.severity
                .map_or_else(|| "None".to_owned(), |s| format!("{:?}", Q(s))),
            self.score,
            self.withhold_at,
            rules.join(", ")
        )
    }
}

/// A document (one JSON Lines line, or a whole file) that could not be
/// scanned, from `scan_jsonl`. Fail closed: its items count as withheld.
#[pyclass(frozen, module = "mcpsift", get_all)]
#[derive(Debug)]
pub(crate) struct ErrorRecord {
    pub(crate) id: String,
    pub(crate) line: usize,
    /// Always "error".
    pub(crate) verdict: &'static str,
    /// What went wrong, as the CLI says it.
    pub(crate) error: String,
    /// invalid_json, invalid_text, too_large, too_deep, unknown_shape or io.
    pub(crate) error_kind: &'static str,
}

#[pymethods]
impl ErrorRecord {
    /// Always True: what cannot be scanned is never allowed.
    #[getter]
    pub(crate) fn withheld(&self) -> bool {
        true
    }

    /// The record as the CLI's `jsonl` output writes it.
    pub(crate) fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("schema", "mcpsift.scan/v1")?;
        d.set_item("id", &self.id)?;
        d.set_item("line", self.line)?;
        d.set_item("verdict", self.verdict)?;
        d.set_item("error", &self.error)?;
        d.set_item("error_kind", self.error_kind)?;
        Ok(d)
    }

    pub(crate) fn __repr__(&self) -> String {
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
pub(crate) struct Report {
    pub(crate) items: Py<PyTuple>,
    /// The strictest verdict over the items (allow when there are none).
    #[pyo3(get)]
    pub(crate) verdict: &'static str,
    /// The `id` of a corpus case line, when the document was one.
    #[pyo3(get)]
    pub(crate) case_id: Option<String>,
}

#[pymethods]
impl Report {
    /// One item per tool, prompt, resource, …, in input order.
    #[getter]
    pub(crate) fn items<'py>(&self, py: Python<'py>) -> Bound<'py, PyTuple> {
        self.items.bind(py).clone()
    }

    /// The items that are withheld.
    #[getter]
    pub(crate) fn withheld<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let out = PyList::empty(py);
        for item in self.items.bind(py).iter() {
            if item.cast::<Item>()?.get().verdict == "withhold" {
                out.append(item)?;
            }
        }
        Ok(out)
    }

    pub(crate) fn __len__(&self, py: Python<'_>) -> usize {
        self.items.bind(py).len()
    }

    pub(crate) fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.items.bind(py).as_any().try_iter().map(Bound::into_any)
    }

    /// `{"verdict": …, "items": [item.to_dict(), …]}`.
    pub(crate) fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
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

    pub(crate) fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Report(verdict={:?}, items={})",
            Q(self.verdict),
            self.items.bind(py).len()
        )
    }
}
