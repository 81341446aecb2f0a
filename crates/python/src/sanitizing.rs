//! `sanitize`: concealment removed or escaped, from Python.

#[allow(unused_imports)]
use super::*;

// ---------------------------------------------------------------------------
// Sanitizing.

pub(crate) static SANITIZERS: PyOnceLock<(Sanitizer, Sanitizer)> = PyOnceLock::new();

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
pub(crate) fn sanitize<'py>(
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
