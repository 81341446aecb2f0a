//! The sanitizer's properties, and what it does to our own corpus.

use mcpsift::{RulePack, Scanner};
use mcpsift_sanitize::{Mode, Sanitizer};
use mcpsift_tests::project_corpus;
use proptest::prelude::*;

/// Rules whose findings are concealment (the `chars` rules).
fn concealment_codes(pack: &RulePack) -> Vec<String> {
    pack.rules()
        .iter()
        .filter(|r| matches!(r.detect, mcpsift::Detect::Chars { .. }))
        .map(|r| r.code.clone())
        .collect()
}

fn concealment_findings(scanner: &Scanner, codes: &[String], json: &[u8]) -> Vec<String> {
    let report = scanner
        .scan_document(json, &mut scanner.scratch())
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(json)));
    report
        .items
        .iter()
        .flat_map(|i| &i.findings)
        .filter(|f| codes.iter().any(|c| **c == *f.code))
        .map(|f| format!("{} {}", f.code, f.pointer))
        .collect()
}

const PIECES: &[&str] = &[
    "a",
    "Ignore",
    " ",
    "é",
    "中",
    "\u{200B}",
    "\u{200C}",
    "\u{200D}",
    "\u{2060}",
    "\u{FEFF}",
    "\u{202E}",
    "\u{2066}",
    "\u{E0041}",
    "\u{E007F}",
    "\u{FE0F}",
    "\u{FE01}",
    "\u{E0100}",
    "\u{00AD}",
    "\u{3164}",
    "\u{1B}[0m",
    "\u{7}",
    "\u{7F}",
    "👨",
    "\u{1F3FD}",
    "⚠",
    "\u{0645}",
    "\u{06CC}",
    "\u{0915}",
    "\u{0E01}",
    "\u{1F3F4}",
    "\u{E0067}",
    "\u{E0062}",
    "\u{E0065}",
    "\u{E006E}",
    "1",
    "#",
    "\"",
    "\\",
    "/",
    "~",
];

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES.to_vec()), 0..24).prop_map(|p| p.concat())
}

/// A tool whose every string slot (keys included) holds generated text,
/// written with random \u escapes.
fn document() -> impl Strategy<Value = String> {
    (text(), text(), text(), text(), any::<u64>()).prop_map(|(name, desc, key, value, seed)| {
        let mut rng = seed | 1;
        let mut quote = |s: &str| {
            let mut out = String::from("\"");
            for c in s.chars() {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    c if (c as u32) < 0x20 || rng % 4 == 0 => {
                        let mut units = [0u16; 2];
                        for u in c.encode_utf16(&mut units) {
                            out.push_str(&format!("\\u{u:04x}"));
                        }
                    }
                    c => out.push(c),
                }
            }
            out.push('"');
            out
        };
        format!(
            r#"{{ "name": {}, "description": {},
  "inputSchema": {{"type":"object","properties":{{ {}: {{"type":"string","default":{}}}, "p": {{"enum":[1, {}]}} }}}} }}"#,
            quote(&name),
            quote(&desc),
            quote(&key),
            quote(&value),
            quote(&desc)
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn sanitize_properties(doc in document()) {
        thread_local! {
            static STATE: (RulePack, Scanner, Sanitizer, Sanitizer) = {
                let pack = RulePack::builtin().expect("pack");
                let scanner = Scanner::new(&pack).expect("compiles");
                let strip = Sanitizer::new(&pack, Mode::Strip);
                let replace = Sanitizer::new(&pack, Mode::Replace);
                (pack, scanner, strip, replace)
            };
        }
        STATE.with(|(pack, scanner, strip, replace)| {
            let codes = concealment_codes(pack);
            for sanitizer in [strip, replace] {
                let once = sanitizer.sanitize(doc.as_bytes()).expect("generated JSON is valid");
                // Valid JSON out.
                let parsed: Result<serde_json::Value, _> = serde_json::from_slice(&once.json);
                prop_assert!(parsed.is_ok(), "invalid output {:?}", String::from_utf8_lossy(&once.json));
                // Idempotent, and the output is conforming.
                let twice = sanitizer.sanitize(&once.json).expect("output is valid");
                prop_assert_eq!(&twice.json, &once.json, "not idempotent");
                if once.collisions.is_empty() {
                    prop_assert!(twice.conforming);
                    // No concealment finding on the output.
                    let left = concealment_findings(scanner, &codes, &once.json);
                    prop_assert!(left.is_empty(), "still concealed: {:?} in {}", left, String::from_utf8_lossy(&once.json));
                }
                // Conforming input comes back byte for byte.
                if once.conforming {
                    prop_assert_eq!(&once.json, &doc.as_bytes().to_vec());
                    let findings = concealment_findings(scanner, &codes, doc.as_bytes());
                    prop_assert!(findings.is_empty(), "conforming but the scanner finds {:?}", findings);
                }
            }
            Ok(())
        })?;
    }
}

#[test]
fn our_corpus_concealment_is_removed_and_benign_cases_are_untouched() {
    let pack = RulePack::builtin().expect("pack");
    let scanner = Scanner::new(&pack).expect("compiles");
    let sanitizer = Sanitizer::new(&pack, Mode::Strip);
    let codes = concealment_codes(&pack);
    let dir = project_corpus().join("cases");
    let (mut concealed, mut cleaned, mut benign, mut untouched) = (0, 0, 0, 0);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus/cases")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    for file in files {
        for line in std::fs::read_to_string(&file)
            .expect("corpus")
            .lines()
            .filter(|l| !l.trim().is_empty())
        {
            let case: serde_json::Value = serde_json::from_str(line).expect("a case is JSON");
            let malicious = case["label"] == "malicious";
            let out = sanitizer
                .sanitize(line.as_bytes())
                .expect("corpus lines are JSON");
            if malicious {
                if !concealment_findings(&scanner, &codes, line.as_bytes()).is_empty() {
                    concealed += 1;
                    let left = concealment_findings(&scanner, &codes, &out.json);
                    assert!(left.is_empty(), "left after sanitizing: {left:?}\n{line}");
                    cleaned += 1;
                }
            } else {
                benign += 1;
                if out.json == line.as_bytes() {
                    untouched += 1;
                } else {
                    panic!("a benign case changed ({}): {line}", file.display());
                }
            }
        }
    }
    eprintln!(
        "our corpus: {cleaned}/{concealed} malicious cases with concealment fully cleaned; \
         {untouched}/{benign} benign cases returned byte for byte"
    );
    assert!(
        concealed >= 10,
        "{concealed} malicious cases carry concealment"
    );
}
