//! Disagreements with the reference scanner, each fixed and pinned here with
//! its root cause.

use mcpsift_engine::{Limits, ScanErrorKind, ScannedItemKind, Scanner};
use mcpsift_rules::{RulePack, View};

fn builtin() -> Scanner {
    Scanner::new(&RulePack::builtin().expect("pack")).expect("compiles")
}

/// Root cause: the case-line check sat inside the "unwrap at most two
/// JSON-RPC envelopes" guard, so it was skipped after the second unwrap.
#[test]
fn a_case_line_inside_two_envelopes_is_a_tool() {
    let s = builtin();
    let report = s
        .scan_document(
            br#"{"id":1,"result":{"id":1,"result":{"tool":{"name":"t"}}}}"#,
            &mut s.scratch(),
        )
        .expect("scans");
    assert_eq!(report.items.len(), 1);
    assert_eq!(report.items[0].kind, ScannedItemKind::Tool);
}

/// Root cause: simd-json's two \u errors (malformed escape, invalid code
/// point) were both reported as invalid text.
#[test]
fn a_malformed_u_escape_is_invalid_json_not_invalid_text() {
    let s = builtin();
    for doc in [&br#"{"name":"\u12"}"#[..], br#"{"name":"\uzzzz"}"#] {
        let e = s
            .scan_document(doc, &mut s.scratch())
            .expect_err("malformed");
        assert_eq!(e.kind(), ScanErrorKind::InvalidJson, "{e}");
    }
    let e = s
        .scan_document(br#"{"name":"\ud800"}"#, &mut s.scratch())
        .expect_err("lone surrogate");
    assert_eq!(e.kind(), ScanErrorKind::InvalidText);
}

/// Root cause: simd-json refused integers beyond 64 bits without its
/// `big-int-as-float` feature; they are valid JSON.
#[test]
fn integers_beyond_64_bits_are_valid() {
    let s = builtin();
    let doc = format!(
        r#"{{"name":"t","inputSchema":{{"maximum":18446744073709551616,"minimum":-9223372036854775809,"default":1{}}}}}"#,
        "0".repeat(300)
    );
    s.scan_document(doc.as_bytes(), &mut s.scratch())
        .expect("valid JSON scans");
}

/// Root cause: the size limit was checked before the byte order mark was
/// stripped.
#[test]
fn the_byte_order_mark_does_not_count_against_the_size_limit() {
    let pack = RulePack::builtin().expect("pack");
    let doc = br#"{"name":"t"}"#;
    let s = Scanner::builder()
        .limits(Limits {
            max_document_bytes: doc.len(),
            ..Limits::default()
        })
        .build(&pack)
        .expect("compiles");
    let mut with_bom = b"\xEF\xBB\xBF".to_vec();
    with_bom.extend_from_slice(doc);
    s.scan_document(&with_bom, &mut s.scratch()).expect("fits");
}

/// Root cause: folding is skipped for plain ASCII fields, which was only
/// right for rules that also read the raw view.
#[test]
fn folded_only_rules_fire_on_plain_ascii() {
    let rule = r#"
code = "MS900"
name = "folded-only"
family = "test"
severity = "high"
summary = "a rule that reads only the folded view"
targets = ["prose"]
views = ["folded"]
[detect]
kind = "pattern"
anchors = ["secret"]
patterns = ['secret\s+word']
[[example]]
text = "the secret word"
matches = true
[[example]]
text = "nothing"
matches = false
"#;
    let pack = RulePack::from_sources([("t.toml".to_string(), rule.to_string())]).expect("valid");
    for exhaustive in [false, true] {
        let s = Scanner::builder()
            .exhaustive(exhaustive)
            .build(&pack)
            .expect("compiles");
        let report = s
            .scan_tool(
                br#"{"name":"t","description":"the SECRET word"}"#,
                &mut s.scratch(),
            )
            .expect("scans");
        assert_eq!(report.findings.len(), 1, "exhaustive: {exhaustive}");
        assert_eq!(report.findings[0].view, View::Folded);
        assert_eq!(report.findings[0].span, (4, 15));
    }
}
