//! JSON a scan rejected, as a scan error (the words come from
//! `mcpsift-json`).

use mcpsift_json::{JsonFaultKind, describe};

use crate::outcome::{ScanError, ScanErrorKind};

/// What was wrong with `json`, which simd-json rejected with `e`, as a scan
/// error: the kind of fault and, where it helps, the byte where it is.
pub fn describe_json_error(e: &simd_json::Error, json: &[u8], max_depth: usize) -> ScanError {
    let fault = describe(e, json, max_depth);
    let kind = match fault.kind() {
        JsonFaultKind::InvalidJson => ScanErrorKind::InvalidJson,
        JsonFaultKind::InvalidText => ScanErrorKind::InvalidText,
        JsonFaultKind::TooDeep => ScanErrorKind::TooDeep,
    };
    ScanError::new(kind, fault.message())
}
