//! Python values as JSON input: `bytes` and `str` are borrowed, anything else is serialized by `json`.

#[allow(unused_imports)]
use super::*;

// ---------------------------------------------------------------------------
// Input: bytes and str are borrowed; anything else is serialized by `json`.

/// The JSON text of one argument, borrowed where Python allows it.
pub(crate) enum Json<'py> {
    Bytes(Bound<'py, PyBytes>),
    Str(Bound<'py, PyString>),
    Owned(Vec<u8>),
}

impl Json<'_> {
    pub(crate) fn as_bytes(&self) -> PyResult<&[u8]> {
        Ok(match self {
            Json::Bytes(b) => b.as_bytes(),
            Json::Str(s) => s.to_str()?.as_bytes(),
            Json::Owned(v) => v,
        })
    }
}

pub(crate) static ENCODERS: PyOnceLock<(Py<PyAny>, Py<PyAny>)> = PyOnceLock::new();

/// `json` serialization with the settings that keep a dict's text
/// faithful: no NaN, compact separators, and (unless `ascii`) no ASCII
/// escaping — the scanner decodes escapes anyway, and this is shorter. The
/// two encoders are built once: `json.dumps` with arguments builds a new
/// one on every call.
pub(crate) fn dumps<'py>(
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
pub(crate) fn json_of<'py>(py: Python<'py>, obj: &Bound<'py, PyAny>) -> PyResult<Json<'py>> {
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
