//! Helpers shared by the workspace-level tests.
#![forbid(unsafe_code)]

use std::path::PathBuf;

mod fuzz_mcp;

use mcpsift::{RulePack, Scanner};

/// True while `pid` is a live (not zombie) process (Linux: read from
/// `/proc`; the process tests that use it are Linux-only).
pub fn process_alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => stat
            .rsplit_once(") ")
            .is_some_and(|(_, rest)| !rest.starts_with('Z')),
        Err(_) => false,
    }
}

/// True when `MCPSIFT_REQUIRE_CORPUS=1` (`.ci/run` sets it): a test that
/// would skip for want of the shared corpus or of AVX2 fails instead.
pub fn skips_fail() -> bool {
    std::env::var_os("MCPSIFT_REQUIRE_CORPUS").is_some_and(|v| v == "1")
}

/// Skips the rest of a test for `why`, visibly: written to stderr directly,
/// past the test harness's capture, so `cargo test` shows it for a passing
/// test too. With `MCPSIFT_REQUIRE_CORPUS=1`, fails the test instead.
pub fn skip(why: &str) {
    assert!(
        !skips_fail(),
        "MCPSIFT_REQUIRE_CORPUS=1 and this test cannot run: {why}"
    );
    use std::io::Write;
    let _ = writeln!(
        std::io::stderr(),
        "SKIPPED: {why} (set MCPSIFT_REQUIRE_CORPUS=1 to make this a failure)"
    );
}

/// The shared corpus (`../shared/corpus` beside the checkout), when present.
/// Tests that need it skip visibly when it is absent (a user's machine);
/// in CI (`MCPSIFT_REQUIRE_CORPUS=1`) its absence fails them.
pub fn shared_corpus() -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    if dir.is_dir() {
        Some(dir)
    } else {
        skip(&format!(
            "{} not found (the shared corpus sits beside the checkout)",
            dir.display()
        ));
        None
    }
}

/// The project's own corpus directory.
pub fn project_corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus")
}

/// A scanner over the built-in rules with default settings.
pub fn builtin() -> Scanner {
    Scanner::new(&RulePack::builtin().expect("built-in rules load"))
        .expect("built-in rules compile")
}

/// A scanner over the built-in rules with documents limited to `bytes`.
pub fn builtin_with_document_limit(bytes: usize) -> Scanner {
    Scanner::builder()
        .limits(mcpsift::Limits {
            max_document_bytes: bytes,
            ..mcpsift::Limits::default()
        })
        .build(&RulePack::builtin().expect("built-in rules load"))
        .expect("built-in rules compile")
}

/// Every record `scan_source` emits for `input` (source name `in`), in
/// order, and how the read ended: with an I/O error, the records before it.
pub fn batch_records(
    scanner: &Scanner,
    input: impl std::io::Read,
    options: &mcpsift::BatchOptions,
    helpers: Option<&rayon::ThreadPool>,
) -> (Vec<mcpsift::Record>, std::io::Result<()>) {
    let mut records = Vec::new();
    let ended = mcpsift::scan_source(
        scanner,
        "in",
        input,
        options,
        helpers,
        |r| records.push(r),
        |_| {},
    );
    (records, ended)
}

/// `mcpsift::helper_pool`: `None` for one thread, else `threads - 1` helpers.
pub fn helpers(threads: usize) -> Option<rayon::ThreadPool> {
    mcpsift::helper_pool(threads).expect("a thread pool")
}

/// The `.jsonl` files of a directory, sorted.
pub fn jsonl_files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus directory readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    files
}

/// The engine configurations that must all agree with each other and with
/// the reference scanner: every shortcut on, the scalar kernel, and every
/// shortcut off.
pub fn configurations(pack: &RulePack) -> Vec<(&'static str, Scanner)> {
    use mcpsift::Kernel;
    vec![
        ("default", Scanner::new(pack).expect("compiles")),
        (
            "scalar kernel",
            Scanner::builder()
                .kernel(Kernel::Scalar)
                .build(pack)
                .expect("compiles"),
        ),
        (
            "exhaustive",
            Scanner::builder()
                .exhaustive(true)
                .build(pack)
                .expect("compiles"),
        ),
    ]
}

/// A high pattern rule file `code` named `name` of `family` that matches the
/// word `word` (three characters or more), with one example each way.
pub fn word_rule(code: &str, name: &str, family: &str, word: &str) -> String {
    format!(
        r#"code = "{code}"
name = "{name}"
family = "{family}"
severity = "high"
summary = "test"
targets = ["all"]
views = ["folded"]
[detect]
kind = "pattern"
anchors = ["{word}"]
patterns = ['\b{word}\b']
[[example]]
text = "a {word} here"
matches = true
[[example]]
text = "nothing"
matches = false
"#
    )
}

/// A comparable summary of one document's scan: per item `(kind, name,
/// index, "VERDICT SCORE", sorted findings as "CODE POINTER ROLE VIEW START..END")`,
/// or the error kind.
pub type Outcome = Result<Vec<(String, String, Option<usize>, String, Vec<String>)>, String>;

/// Findings as sorted "CODE POINTER ROLE VIEW START..END" strings, the
/// form both scanners are compared in.
fn sorted_findings<'a>(
    findings: impl Iterator<
        Item = (
            &'a str,
            &'a str,
            mcpsift::Target,
            mcpsift::View,
            (usize, usize),
        ),
    >,
) -> Vec<String> {
    let mut out: Vec<String> = findings
        .map(|(code, pointer, role, view, (start, end))| {
            format!(
                "{code} {pointer} {} {} {start}..{end}",
                role.as_str(),
                view.as_str()
            )
        })
        .collect();
    out.sort();
    out
}

/// The engine's outcome for `json`.
pub fn engine_outcome(scanner: &Scanner, scratch: &mut mcpsift::Scratch, json: &[u8]) -> Outcome {
    match scanner.scan_document(json, scratch) {
        Ok(report) => Ok(report
            .items
            .iter()
            .map(|item| {
                let findings = sorted_findings(
                    item.findings
                        .iter()
                        .map(|f| (&*f.code, f.pointer.as_str(), f.role, f.view, f.span)),
                );
                (
                    item.kind.as_str().to_string(),
                    item.name.clone(),
                    item.index,
                    format!("{} {}", item.verdict.as_str(), item.score.points),
                    findings,
                )
            })
            .collect()),
        Err(e) => Err(e.kind().as_str().to_string()),
    }
}

/// The reference scanner's outcome for `json`.
pub fn reference_outcome(reference: &mcpsift_reference::Reference, json: &[u8]) -> Outcome {
    match reference.scan_document(json) {
        Ok(items) => Ok(items
            .iter()
            .map(|item| {
                let findings = sorted_findings(
                    item.findings
                        .iter()
                        .map(|f| (f.code.as_str(), f.pointer.as_str(), f.role, f.view, f.span)),
                );
                (
                    item.kind.to_string(),
                    item.name.clone(),
                    item.index,
                    format!("{} {}", item.verdict, item.score),
                    findings,
                )
            })
            .collect()),
        Err(e) => Err(e.kind.to_string()),
    }
}

/// Scans `json` with every configuration and the reference; returns the
/// agreed outcome, or a description of the first disagreement.
pub fn differential(
    configs: &[(&'static str, Scanner)],
    scratches: &mut [mcpsift::Scratch],
    reference: &mcpsift_reference::Reference,
    json: &[u8],
) -> Result<Outcome, String> {
    let expected = reference_outcome(reference, json);
    for ((name, scanner), scratch) in configs.iter().zip(scratches.iter_mut()) {
        let got = engine_outcome(scanner, scratch, json);
        if got != expected {
            return Err(format!(
                "engine ({name}) disagrees with the reference on {}\n  engine:    {got:?}\n  reference: {expected:?}",
                String::from_utf8_lossy(json)
            ));
        }
    }
    Ok(expected)
}

/// The reference scanner over the built-in rules.
pub fn builtin_reference() -> mcpsift_reference::Reference {
    reference_for(&RulePack::builtin().expect("pack"))
}

/// The reference scanner for `pack`, at the default threshold and limits.
pub fn reference_for(pack: &RulePack) -> mcpsift_reference::Reference {
    mcpsift_reference::Reference::new(
        pack,
        mcpsift::Severity::High,
        mcpsift_reference::RefLimits::default(),
    )
    .expect("reference compiles")
}

/// The encodings the decoder reads, as deterministic schemes, for the
/// property tests and the fuzz bodies.
pub mod encodings {
    /// The number of schemes [`encode`] knows.
    pub const SCHEMES: u8 = 14;

    /// Standard base64 with padding.
    pub fn base64(bytes: &[u8]) -> String {
        const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut out = String::new();
        for chunk in bytes.chunks(3) {
            let v =
                chunk.iter().fold(0u32, |a, &b| (a << 8) | u32::from(b)) << (8 * (3 - chunk.len()));
            for i in 0..4 {
                if i <= chunk.len() {
                    out.push(char::from(A[(v >> (18 - 6 * i)) as usize & 63]));
                } else {
                    out.push('=');
                }
            }
        }
        out
    }

    /// `bytes` in scheme `scheme % SCHEMES`:
    ///
    /// 0 base64 · 1 URL-safe base64 without padding · 2 the same glued to a
    /// word · 3 hex · 4 hex bytes one space apart · 5 `0x` bytes one space
    /// apart · 6 `\x` bytes · 7 `0x` and upper-case hex · 8 odd-length hex
    /// (not decoded) · 9 percent-encoding of every byte · 10 percent-encoding
    /// of what a URL escapes · 11 decimal and hex character references ·
    /// 12 variation selectors behind an emoji · 13 TAG characters (ASCII
    /// only).
    pub fn encode(scheme: u8, bytes: &[u8]) -> String {
        let pairs = || bytes.iter().map(|b| format!("{b:02x}"));
        let text = String::from_utf8_lossy(bytes);
        match scheme % SCHEMES {
            0 => base64(bytes),
            1 | 2 => {
                let url: String = base64(bytes)
                    .trim_end_matches('=')
                    .chars()
                    .map(|c| match c {
                        '+' => '-',
                        '/' => '_',
                        c => c,
                    })
                    .collect();
                if scheme % SCHEMES == 2 {
                    format!("cfg{url}")
                } else {
                    url
                }
            }
            3 => pairs().collect(),
            4 => pairs().collect::<Vec<_>>().join(" "),
            5 => pairs()
                .map(|p| format!("0x{p}"))
                .collect::<Vec<_>>()
                .join(" "),
            6 => pairs().map(|p| format!("\\x{p}")).collect(),
            7 => format!("0x{}", pairs().collect::<String>().to_uppercase()),
            8 => format!("{}f", pairs().collect::<String>()),
            9 => bytes.iter().map(|b| format!("%{b:02X}")).collect(),
            10 => bytes
                .iter()
                .map(|&b| {
                    if b.is_ascii_alphanumeric() {
                        char::from(b).to_string()
                    } else {
                        format!("%{b:02X}")
                    }
                })
                .collect(),
            11 => text
                .chars()
                .enumerate()
                .map(|(i, c)| match (c, i % 3) {
                    ('<', _) => "&lt;".to_string(),
                    ('&', _) => "&amp;".to_string(),
                    (c, 0) => format!("&#{};", c as u32),
                    (c, 1) => format!("&#x{:X};", c as u32),
                    (c, _) => c.to_string(),
                })
                .collect(),
            12 => {
                let mut out = String::from("\u{1F600}");
                out.extend(bytes.iter().map(|&b| match b {
                    0..=15 => char::from_u32(0xFE00 + u32::from(b)).unwrap_or(' '),
                    _ => char::from_u32(0xE0100 + u32::from(b) - 16).unwrap_or(' '),
                }));
                out
            }
            _ => text
                .chars()
                .filter(|c| c.is_ascii() && !c.is_ascii_control())
                .filter_map(|c| char::from_u32(0xE0000 + c as u32))
                .collect(),
        }
    }
}

/// The bodies of the cargo-fuzz targets (`fuzz/fuzz_targets/*`). They live
/// here so that `cargo test` replays every committed regression input
/// (`fuzz/regressions/<target>/*`) through exactly the code the fuzzer ran.
pub mod fuzzing {
    pub use crate::fuzz_mcp::{client_config, sse_stream};
    use std::sync::OnceLock;

    use mcpsift::{BatchOptions, RulePack, Scanner};
    use mcpsift_simd::{Kernel, Prefilter, classify_scalar};

    struct Shared {
        configs: Vec<(&'static str, Scanner)>,
        reference: mcpsift_reference::Reference,
    }

    fn shared() -> &'static Shared {
        static SHARED: OnceLock<Shared> = OnceLock::new();
        SHARED.get_or_init(|| Shared {
            configs: super::configurations(&RulePack::builtin().expect("pack")),
            reference: super::builtin_reference(),
        })
    }

    /// Writes `s` as a JSON string literal.
    fn quote(s: &str) -> String {
        serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
    }

    /// Input starting with `{` or `[` is a document as it is; anything else
    /// is cut at 0xFF bytes into strings placed in a tool's name,
    /// description, a property name, its description, default, enum value
    /// and example, and an output schema description (so that item-scope
    /// rules see a payload split across them). A part's leading
    /// bytes 0x80..=0x8D (continuation bytes, which cannot start a
    /// character) each encode the rest of it with that scheme of
    /// [`super::encodings::encode`], the last one first, so nested
    /// encodings are one or two bytes away; past the fourth they are
    /// dropped.
    pub fn document_from(data: &[u8]) -> Vec<u8> {
        if matches!(data.first(), Some(b'{' | b'[')) {
            return data.to_vec();
        }
        let parts: Vec<String> = data
            .split(|b| *b == 0xFF)
            .map(|p| {
                let schemes = p.iter().take_while(|b| (0x80..=0x8D).contains(*b)).count();
                let mut bytes = p[schemes..].to_vec();
                // Each encoding grows the text up to sixfold: four layers
                // (one past the decoder's depth) is plenty.
                for &scheme in p[..schemes.min(4)].iter().rev() {
                    bytes = super::encodings::encode(scheme - 0x80, &bytes).into_bytes();
                }
                String::from_utf8_lossy(&bytes).into_owned()
            })
            .collect();
        let part = |i: usize| quote(parts.get(i).map_or("", String::as_str));
        format!(
            r#"{{"name":{},"description":{},"inputSchema":{{"type":"object","properties":{{{}:{{"type":"string","description":{},"default":{},"enum":[{}],"examples":[{}]}}}}}},"outputSchema":{{"type":"object","properties":{{"r":{{"type":"string","description":{}}}}}}}}}"#,
            part(0),
            part(1),
            part(2),
            part(3),
            part(4),
            part(5),
            part(6),
            part(7)
        )
        .into_bytes()
    }

    /// differential_scan: the engine, in every configuration, agrees with
    /// the reference on whether the document scans and, when it does, on
    /// every item and finding.
    pub fn differential_scan(data: &[u8]) {
        let s = shared();
        let doc = document_from(data);
        thread_local! {
            static SCRATCHES: std::cell::RefCell<Vec<mcpsift::Scratch>> =
                std::cell::RefCell::new(shared().configs.iter().map(|(_, c)| c.scratch()).collect());
        }
        SCRATCHES.with_borrow_mut(|scratches| differential_with(s, &doc, scratches));
    }

    fn differential_with(s: &Shared, doc: &[u8], scratches: &mut [mcpsift::Scratch]) {
        let expected = super::reference_outcome(&s.reference, doc);
        for ((name, scanner), scratch) in s.configs.iter().zip(scratches.iter_mut()) {
            let got = super::engine_outcome(scanner, scratch, doc);
            // Error kinds may differ when a document has several faults
            // (each parser stops at its own first one); scanning or not, and
            // every finding, must agree.
            let same = match (&got, &expected) {
                (Ok(a), Ok(b)) => a == b,
                (Err(_), Err(_)) => true,
                _ => false,
            };
            assert!(
                same,
                "engine ({name}) disagrees with the reference on {:?}\n  engine:    {got:?}\n  reference: {expected:?}",
                String::from_utf8_lossy(doc)
            );
        }
    }

    /// kernels_vs_scalar: the SIMD kernel equals the scalar one at every
    /// alignment and for several run thresholds, and so does the long-run
    /// search for every class.
    pub fn kernels_vs_scalar(data: &[u8]) {
        use mcpsift_simd::{RunClass, long_runs_scalar};
        for class in [RunClass::Base64, RunClass::Base64Url, RunClass::HexRun] {
            for min in [1, 14, 16, 20, 33, 64] {
                for offset in 0..data.len().min(33) {
                    let slice = &data[offset..];
                    let (mut got, mut want) = (Vec::new(), Vec::new());
                    Kernel::detect().long_runs(slice, class, min, |s, e| got.push((s, e)));
                    long_runs_scalar(slice, class, min, |s, e| want.push((s, e)));
                    assert_eq!(got, want, "{class:?}, min {min}, offset {offset}");
                }
            }
        }
        for b64_min in [1, 8, 18, 32, 40, 64] {
            let Some(simd) = Prefilter::with_kernel(Kernel::Avx2, b64_min) else {
                // Once per process: a fuzzer calls this for every input.
                static SKIPPED: std::sync::Once = std::sync::Once::new();
                SKIPPED.call_once(|| {
                    super::skip("this CPU has no AVX2: the SIMD kernel cannot be checked")
                });
                return;
            };
            for offset in 0..data.len().min(33) {
                let slice = &data[offset..];
                assert_eq!(
                    simd.classify(slice),
                    classify_scalar(slice, b64_min),
                    "offset {offset}, b64_min {b64_min}"
                );
            }
        }
    }

    /// fold_invariants: folding (prose and identifier style), the leet
    /// text and the squashed runs equal the reference's; folding and leet
    /// are idempotent; every folded byte maps to a character boundary
    /// inside the raw text.
    pub fn fold_invariants(data: &[u8]) {
        use mcpsift_engine::fold::{Folded, Style, fold_parts, leet, squash};
        use mcpsift_reference::fold as reference;
        let raw = String::from_utf8_lossy(data);
        let arena = bumpalo::Bump::new();
        let same = |what: &str, engine: &Folded<'_>, reference: &reference::Folded| {
            assert_eq!(engine.text, reference.text, "{what} differs on {raw:?}");
            let map: Vec<usize> = engine.map.iter().map(|&m| m as usize).collect();
            assert_eq!(map, reference.map, "{what} map differs on {raw:?}");
            for &at in &map {
                assert!(
                    at < raw.len() && raw.is_char_boundary(at),
                    "{what}: map {at} outside {raw:?}"
                );
            }
        };
        for (style, identifier) in [(Style::Prose, false), (Style::Identifier, true)] {
            let (pre, folded) = fold_parts(&raw, style, &arena);
            let expected = if identifier {
                reference::fold_identifier(&raw)
            } else {
                reference::fold(&raw)
            };
            same("fold", &folded, &expected);
            same(
                "text before collapse",
                &pre,
                &reference::pre_collapse(&raw, identifier),
            );
            let again = fold_parts(folded.text, style, &arena).1;
            assert_eq!(again.text, folded.text, "fold is not idempotent on {raw:?}");

            let expected_leet = reference::leet(&expected);
            match leet(&folded, &arena) {
                Some(l) => {
                    same("leet", &l, &expected_leet);
                    let twice = leet(&l, &arena);
                    assert!(twice.is_none(), "leet is not idempotent on {raw:?}");
                }
                None => same("leet (unchanged)", &folded, &expected_leet),
            }

            let expected_squash = reference::squash(&reference::pre_collapse(&raw, identifier));
            match (squash(&pre, &arena), expected_squash) {
                (Some(e), Some(r)) => same("squash", &e, &r),
                (None, None) => {}
                (e, r) => panic!(
                    "squash differs on {raw:?}: engine {:?}, reference {:?}",
                    e.map(|f| f.text),
                    r.map(|f| f.text)
                ),
            }
        }
    }

    /// mention_invariants: the quotations of any text are in order, apart,
    /// on character boundaries, and each inside sits between its marks; the
    /// quoted mentions (with a frame of common example words) are some of
    /// those insides; a match search never goes backwards.
    pub fn mention_invariants(data: &[u8]) {
        let text = String::from_utf8_lossy(data);
        let quotes = mcpsift_rules::quotations(&text);
        let mut after = 0;
        for q in &quotes {
            assert!(after <= q.open && q.open < q.inside.0, "{q:?} in {text:?}");
            assert!(
                q.inside.0 < q.inside.1 && q.inside.1 < q.end,
                "{q:?} in {text:?}"
            );
            assert!(q.end <= text.len(), "{q:?} in {text:?}");
            for at in [q.open, q.inside.0, q.inside.1, q.end] {
                assert!(text.is_char_boundary(at), "{q:?} in {text:?}");
            }
            assert!(!text[q.inside.0..q.inside.1].contains('\n'));
            after = q.end;
        }
        static FRAME: std::sync::OnceLock<Vec<mcpsift_rules::Term>> = std::sync::OnceLock::new();
        let frame = FRAME.get_or_init(|| {
            let pack = mcpsift::RulePack::builtin().expect("pack");
            let names = ["mention_frame".to_string(), "example_marker".to_string()];
            mcpsift_rules::frame_terms(&names, pack.lexicons())
                .expect("frame lexicons")
                .expect("a frame")
        });
        for span in mcpsift_rules::quoted_mentions(&text, frame) {
            assert!(
                quotes.iter().any(|q| q.inside == span),
                "{span:?} in {text:?}"
            );
        }
        for at in 0..=text.len() {
            let next = mcpsift_rules::next_search(&text, at, at);
            assert!(next > at && (next > text.len() || text.is_char_boundary(next)));
        }
    }

    /// json_input: arbitrary bytes give a result or a clean error, as one
    /// document and as JSON Lines, and never a panic.
    pub fn json_input(data: &[u8]) {
        let s = shared();
        let scanner = &s.configs[0].1;
        thread_local! {
            static SCRATCH: std::cell::RefCell<mcpsift::Scratch> =
                std::cell::RefCell::new(shared().configs[0].1.scratch());
        }
        let result = SCRATCH.with_borrow_mut(|scratch| scanner.scan_document(data, scratch));
        match result {
            Ok(report) => {
                for item in &report.items {
                    for f in &item.findings {
                        assert!(f.span.0 <= f.span.1, "span {:?}", f.span);
                    }
                }
            }
            Err(e) => assert!(!e.message().is_empty()),
        }
        mcpsift::scan_source(
            scanner,
            "fuzz",
            data,
            &BatchOptions::default(),
            None,
            |_| {},
            |_| {},
        )
        .expect("reading from memory cannot fail");
        every_line_is_accounted_for(scanner, data);
    }

    /// Read as JSON Lines, every line is accounted for, in order: a blank
    /// line gives no record; a line that cannot be scanned gives exactly one
    /// error record; any other line gives exactly one record per item the
    /// line holds alone (most lines: one), and never an error. The lines
    /// are split here, independently of the batch reader.
    fn every_line_is_accounted_for(scanner: &Scanner, data: &[u8]) {
        use mcpsift::{InputFormat, RecordOutcome};
        let mut got: Vec<(usize, bool)> = Vec::new();
        let options = BatchOptions {
            format: InputFormat::Jsonl,
            ..BatchOptions::default()
        };
        mcpsift::scan_source(
            scanner,
            "fuzz",
            data,
            &options,
            None,
            |record| {
                got.push((
                    record.line,
                    matches!(record.outcome, RecordOutcome::Error(_)),
                ))
            },
            |_| {},
        )
        .expect("reading from memory cannot fail");
        let mut want: Vec<(usize, bool)> = Vec::new();
        let mut scratch = scanner.scratch();
        let body = data.strip_suffix(b"\n").unwrap_or(data);
        if !data.is_empty() {
            for (i, line) in body.split(|&b| b == b'\n').enumerate() {
                let line = line.strip_suffix(b"\r").unwrap_or(line);
                if line.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                match scanner.scan_document(line, &mut scratch) {
                    Ok(report) => want.extend(report.items.iter().map(|_| (i + 1, false))),
                    Err(_) => want.push((i + 1, true)),
                }
            }
        }
        assert_eq!(got, want, "records (line, is error) for {data:?}");
    }

    /// model_file: arbitrary text as a learned model's file (`models/*.tsv`,
    /// which a `--rules DIR` pack may carry) gives a model or an error that
    /// names the file; a model that loads writes itself back unchanged, and
    /// a classifier rule over it gets the same findings from the engine and
    /// the reference on a tool made of the model's own features (in its
    /// description, a schema default and the output schema, so that
    /// features of place and across fields can fire), with an honest
    /// reading (for a model scored by sentences) that lowers one of two
    /// high rules' findings.
    pub fn model_file(data: &[u8]) {
        const SOURCE: &str = "p/models/fuzz.tsv";
        let text = String::from_utf8_lossy(data);
        let model = match mcpsift_rules::Model::from_tsv(SOURCE, &text) {
            Ok(model) => model,
            Err(e) => {
                assert!(e.to_string().starts_with(SOURCE), "{e}");
                return;
            }
        };
        let written = model.to_tsv();
        let again = mcpsift_rules::Model::from_tsv(SOURCE, &written).expect("written model loads");
        assert_eq!(again, model);
        // The honest reading must be below both the firing score and the
        // model's bias, and needs sentence readings (a pack refuses it
        // otherwise); the bias is bounded.
        let honest = if model.sentences.is_some() {
            let below = model.bias.saturating_sub(1).min(-1);
            format!("honest_below = {below}\nspares = [\"hidden_instruction\"]\n")
        } else {
            String::new()
        };
        let rule = format!(
            "code = \"MS990\"\nname = \"fuzz-model\"\nfamily = \"learned\"\nseverity = \"high\"\n\
            summary = \"fuzz\"\ntargets = [\"all\"]\nviews = [\"folded\"]\n[detect]\nkind = \"classifier\"\n\
            model = \"models/fuzz.tsv\"\nmin_score = 0\n{honest}[[example]]\ntext = \"a\"\nmatches = true\n\
            [[example]]\ntext = \"b\"\nmatches = false\n"
        );
        // Two high rules for an honest score to lower, one of them spared.
        // A model that loads may still name a concept the pack has no
        // lexicon for: the pack refuses it, naming the model's file.
        let pack = match RulePack::from_sources([
            ("p/MS990.toml".to_string(), rule),
            (
                "p/MS991.toml".to_string(),
                super::word_rule("MS991", "word-a", "exfiltration", "zqx"),
            ),
            (
                "p/MS992.toml".to_string(),
                super::word_rule("MS992", "word-b", "hidden_instruction", "zqx"),
            ),
            (SOURCE.to_string(), written),
        ]) {
            Ok(pack) => pack,
            Err(e) => {
                assert!(e.to_string().starts_with(SOURCE), "{e}");
                assert!(e.to_string().contains("concept"), "{e}");
                return;
            }
        };
        let words: Vec<&str> = model
            .weights
            .iter()
            .take(64)
            .map(|(f, _)| f.as_str())
            .collect();
        let text = words.join(". ");
        // `zqx` is the word both high rules match.
        let doc = serde_json::json!({"name": "t", "description": format!("{text}. zqx"),
            "inputSchema": {"type": "object", "properties": {"a": {"default": text}}},
            "outputSchema": {"type": "object", "properties": {"r": {"description": text}}}})
        .to_string();
        let configs = super::configurations(&pack);
        let mut scratches: Vec<_> = configs.iter().map(|(_, s)| s.scratch()).collect();
        let reference = super::reference_for(&pack);
        if let Err(e) = super::differential(&configs, &mut scratches, &reference, doc.as_bytes()) {
            panic!("{e}");
        }
    }

    /// rule_file: arbitrary text as a rule file gives a rule or a clean
    /// error; a rule that loads compiles or gives a clean build error; a
    /// rule that compiles scans its own examples without panicking.
    pub fn rule_file(data: &[u8]) {
        let text = String::from_utf8_lossy(data);
        // The same bytes as a score table: one that loads keeps one
        // finding deciding as its severity does (each worth more than the
        // one below, none zero).
        if let Ok(table) = mcpsift_rules::Scoring::from_toml("scoring.toml", &text) {
            let points = mcpsift::Severity::ALL.map(|s| table.points(s));
            assert!(
                points[0] >= 1 && points.windows(2).all(|w| w[0] < w[1]),
                "{points:?}"
            );
        }
        let Ok(rule) = mcpsift::Rule::from_toml("fuzz.toml", &text) else {
            return;
        };
        let pack = RulePack::from_rules(vec![rule]);
        let Ok(scanner) = Scanner::new(&pack) else {
            return;
        };
        let _ = mcpsift::run_examples(&scanner, &pack);
    }

    /// The built-in rules as the gate scans with them (`mcpsift pin` and
    /// `diff` keep every finding from low up; the policy decides).
    fn gate_scanner() -> &'static Scanner {
        static SCANNER: OnceLock<Scanner> = OnceLock::new();
        SCANNER.get_or_init(|| {
            mcpsift::builtin_scanner(mcpsift::Severity::Low).expect("built-in rules compile")
        })
    }

    /// `manifest` with its items in reverse order and every object's
    /// members reversed: the same pin, a different order.
    fn reordered(manifest: &mcpsift::manifest::Manifest) -> mcpsift::manifest::Manifest {
        fn reverse_members(value: &serde_json::Value) -> serde_json::Value {
            match value {
                serde_json::Value::Object(map) => serde_json::Value::Object(
                    map.iter()
                        .rev()
                        .map(|(k, v)| (k.clone(), reverse_members(v)))
                        .collect(),
                ),
                serde_json::Value::Array(items) => {
                    serde_json::Value::Array(items.iter().map(reverse_members).collect())
                }
                other => other.clone(),
            }
        }
        let mut out = manifest.clone();
        out.items.reverse();
        for item in &mut out.items {
            item.value = reverse_members(&item.value);
        }
        out
    }

    /// The checks on one manifest that parsed: compared with itself it
    /// shows no change above info and is admitted, with the scanner and
    /// without; its pin survives a lockfile round trip, whose text is
    /// stable; reordering its items and members keeps the pin and reports
    /// only `reorder_only`.
    fn manifest_alone(
        m: &mcpsift::manifest::Manifest,
        findings: &mut mcpsift::manifest::ScannerFindings<'static>,
        shown: &str,
    ) {
        use mcpsift::manifest::{
            ChangeKind, ChangeSeverity, ClassifyOptions, Decision, Lockfile, NoScanner, Policy,
            ServerKey, ServerPin, assess, classify,
        };
        let sha = m.sha256();
        let sources: [&mut dyn mcpsift::manifest::FindingSource; 2] = [findings, &mut NoScanner];
        for source in sources {
            let changes = classify(m, m, source, ClassifyOptions::default());
            assert!(
                changes.iter().all(|c| c.severity <= ChangeSeverity::Info),
                "classify(a, a) reports a change above info: {changes:?}\n  a: {shown}"
            );
            let verdict = assess(m, m, source, &Policy::default());
            assert_eq!(
                verdict.decision,
                Decision::Admit,
                "assess(a, a) rejects: {:?}\n  a: {shown}",
                verdict.changes
            );
        }

        let mut lock = Lockfile::default();
        lock.upsert(ServerPin {
            key: ServerKey {
                origin: "fuzz:server".into(),
                channel: "stdio".into(),
                principal: "default".into(),
            },
            pinned_at: mcpsift::manifest::rfc3339(0),
            sealed: false,
            publisher_key: None,
            manifest: m.clone(),
        });
        let text = lock.to_text();
        let parsed = Lockfile::parse(text.as_bytes()).unwrap_or_else(|e| {
            panic!("the lockfile written for a cannot be read back: {e}\n  a: {shown}")
        });
        assert_eq!(parsed.servers.len(), 1, "a: {shown}");
        assert_eq!(
            parsed.servers[0].manifest.sha256(),
            sha,
            "the pin changes through a lockfile round trip\n  a: {shown}"
        );
        assert_eq!(
            parsed.to_text(),
            text,
            "the lockfile text changes when read and written again\n  a: {shown}"
        );

        let shuffled = reordered(m);
        assert_eq!(
            shuffled.sha256(),
            sha,
            "reordering items and members changes the pin\n  a: {shown}"
        );
        let changes = classify(m, &shuffled, &mut NoScanner, ClassifyOptions::default());
        assert!(
            changes.iter().all(|c| c.kind == ChangeKind::ReorderOnly),
            "reordering items and members reports more than reorder_only: {changes:?}\n  a: {shown}"
        );
    }

    /// The checks on two manifests that parsed, pinned `a` and incoming
    /// `b`: classification is deterministic; equal pins mean only order and
    /// volatile members changed (`reorder_only`, `meta_only`, or
    /// `server_version_changed`, which the gate reports for any `serverInfo`
    /// difference but its name, volatile members included); different pins
    /// are never an empty diff.
    fn manifest_pair(
        a: &mcpsift::manifest::Manifest,
        b: &mcpsift::manifest::Manifest,
        findings: &mut mcpsift::manifest::ScannerFindings<'static>,
        shown: &str,
    ) {
        use mcpsift::manifest::{ChangeKind, ClassifyOptions, ItemKind, NoScanner, classify};
        let plain = classify(a, b, &mut NoScanner, ClassifyOptions::default());
        let again = classify(a, b, &mut NoScanner, ClassifyOptions::default());
        assert_eq!(plain, again, "classify is not deterministic\n  {shown}");
        let scanned = classify(a, b, findings, ClassifyOptions::default());
        let again = classify(a, b, findings, ClassifyOptions::default());
        assert_eq!(
            scanned, again,
            "classify with the scanner is not deterministic\n  {shown}"
        );
        if a.sha256() == b.sha256() {
            for changes in [&plain, &scanned] {
                assert!(
                    changes.iter().all(|c| matches!(
                        c.kind,
                        ChangeKind::ReorderOnly | ChangeKind::MetaOnly
                    ) || (c.item == ItemKind::Server
                        && c.kind == ChangeKind::ServerVersionChanged)),
                    "equal pins, yet a change beyond order or volatile members: {changes:?}\n  {shown}"
                );
            }
        } else {
            assert!(
                !plain.is_empty() && !scanned.is_empty(),
                "the pin changed ({} -> {}) but no change is reported\n  {shown}",
                a.sha256(),
                b.sha256()
            );
        }
    }

    /// manifest_diff: the input is two documents, pinned and incoming,
    /// split at the first 0xFF byte (which JSON text never holds); without
    /// one it is a single document. Each document that parses as a
    /// manifest passes [`manifest_alone`]; when both do, the pair passes
    /// [`manifest_pair`] in both directions. Documents that do not parse
    /// only have to fail cleanly.
    pub fn manifest_diff(data: &[u8]) {
        use mcpsift::manifest::{Manifest, ScannerFindings};
        thread_local! {
            static FINDINGS: std::cell::RefCell<ScannerFindings<'static>> =
                std::cell::RefCell::new(ScannerFindings::new(gate_scanner()));
        }
        let (first, second) = match data.iter().position(|b| *b == 0xFF) {
            Some(i) => (&data[..i], Some(&data[i + 1..])),
            None => (data, None),
        };
        let a = Manifest::from_slice(first).ok();
        let b = second.and_then(|s| Manifest::from_slice(s).ok());
        FINDINGS.with_borrow_mut(|findings| {
            if let Some(a) = &a {
                manifest_alone(a, findings, &String::from_utf8_lossy(first));
            }
            if let (Some(b), Some(text)) = (&b, second) {
                manifest_alone(b, findings, &String::from_utf8_lossy(text));
            }
            // A refresh that repeats a name is read for judging and always
            // rejected, whatever else changed.
            if let (Some(a), Some(text)) = (&a, second) {
                if let Ok(dup) = Manifest::from_slice_keeping_duplicates(text) {
                    if !dup.duplicates.is_empty() {
                        let verdict = mcpsift::manifest::assess(
                            a,
                            &dup,
                            findings,
                            &mcpsift::manifest::Policy::default(),
                        );
                        assert!(
                            verdict.decision == mcpsift::manifest::Decision::Reject
                                && verdict
                                    .changes
                                    .iter()
                                    .any(|c| c.kind.as_str().ends_with("_duplicated")),
                            "a repeated name is not rejected: {:?}\n  b: {}",
                            verdict.changes,
                            String::from_utf8_lossy(text)
                        );
                    }
                }
            }
            if let (Some(a), Some(b), Some(text)) = (&a, &b, second) {
                let shown = format!(
                    "a: {}\n  b: {}",
                    String::from_utf8_lossy(first),
                    String::from_utf8_lossy(text)
                );
                manifest_pair(a, b, findings, &shown);
                manifest_pair(b, a, findings, &shown);
            }
        });
    }

    /// Client-side proxy messages (lines: single, batch, malformed; a line
    /// starting with byte 1 comes from the server instead) against an
    /// in-process proxy and a fake server listing a poisoned tool: nothing
    /// withheld or unadmitted reaches the server, nothing withheld or
    /// unscanned reaches the client, every request gets an answer
    /// (`mcpsift_mcp::proxy::Harness::session`).
    pub fn proxy_client(data: &[u8]) {
        mcpsift_mcp::proxy::Harness::session(data);
    }

    /// Server-side proxy messages (lines: responses, requests,
    /// notifications, batches) between ordinary client requests, with the
    /// same checks (`mcpsift_mcp::proxy::Harness::server_session`).
    pub fn proxy_server(data: &[u8]) {
        mcpsift_mcp::proxy::Harness::server_session(data);
    }
}
