//! Benchmark inputs, generated (never committed): the real benign corpus
//! replicated to any size, the same with non-ASCII text injected into a
//! share of its records, and adversarial inputs.
//!
//! Everything here is deterministic: the same arguments give the same
//! bytes, so two runs (and the criterion benches and `bench_data`) scan the
//! same input.
//!
//! * [`bulk`]: every line of `../shared/corpus/benign/*.jsonl`, over and
//!   over, each copy with `#rN` appended to its `id` and `server` so that ids
//!   are unique and each copy is its own registry snapshot. The bytes of
//!   each line are kept as they are (escapes, key order, spacing); only the
//!   two strings grow.
//! * the same with `non_ascii_per_mille` of the records carrying a CJK,
//!   Cyrillic, Greek, Korean or accented Latin sentence at the start of
//!   their tool description (raw UTF-8).
//! * [`adversarial`]: tools whose every field is non-ASCII and dense with
//!   near misses of the rules' anchors (half of them written with `\u`
//!   escapes, as Python's `json.dumps` writes them), lines of pathological
//!   text (runs of spaces, `a a a a`, nested brackets, anchor storms), and
//!   one giant description made of all of them.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// `../shared/corpus/benign` from the workspace root.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/benign")
}

/// `target/bench-data` of the workspace.
pub fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench-data")
}

/// True when a bench binary runs as a test (`cargo test` runs it without
/// `--bench`; criterion then runs each benchmark once): the benches then use
/// tiny inputs, so that `cargo test --workspace` checks them quickly.
pub fn smoke_test() -> bool {
    !std::env::args().any(|a| a == "--bench")
}

/// A size in MB (10^6 bytes) from the environment variable `var`, else `default`.
pub fn mb_from_env(var: &str, default: f64) -> usize {
    let mb = std::env::var(var)
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|mb| *mb > 0.0)
        .unwrap_or(default);
    (mb * 1e6) as usize
}

/// Every non-blank line of every `*.jsonl` file in `dir`, in file-name
/// order, without its newline.
pub fn load_lines(dir: &Path) -> io::Result<Vec<Vec<u8>>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<io::Result<_>>()?;
    files.retain(|p| p.extension().is_some_and(|e| e == "jsonl"));
    files.sort();
    let mut lines = Vec::new();
    for path in files {
        let text = std::fs::read(&path)?;
        for line in text.split(|&b| b == b'\n') {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            if !line.iter().all(u8::is_ascii_whitespace) {
                lines.push(line.to_vec());
            }
        }
    }
    Ok(lines)
}

/// What a generator wrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Bytes, newlines included.
    pub bytes: usize,
    /// Lines.
    pub lines: usize,
    /// Lines that carry injected non-ASCII text.
    pub non_ascii_lines: usize,
}

/// Benign sentences in other scripts (and accented Latin), injected into
/// descriptions by [`bulk`]. None of them is a finding.
pub const SENTENCES: &[&str] = &[
    "此工具用于查询指定城市的天气预报，并返回温度和湿度。",
    "このツールは指定されたファイルを読み込み、その内容を要約します。",
    "Этот инструмент возвращает список последних коммитов в репозитории.",
    "이 도구는 지정된 폴더의 파일 목록을 반환합니다.",
    "Récupère les événements du calendrier pour la période indiquée, déjà triés par él\u{e9}ment.",
    "Lädt die Übersicht der Aufträge für den gewählten Zeitraum herunter, größte zuerst.",
    "Επιστρέφει τη λίστα των διαθέσιμων αρχείων του χρήστη.",
    "Devuelve la información de la canción, el año de publicación y el número de reproducciones.",
    "Повертає погоду для вказаного міста українською мовою.",
    "返回指定仓库中所有未关闭的问题，按更新时间排序。",
];

/// The span of the JSON string value that follows `key` (written
/// `"key": "`) at or after `from`: the bytes between its quotes.
fn string_value(line: &[u8], key: &[u8], from: usize) -> Option<(usize, usize)> {
    let at = memchr::memmem::find(&line[from..], key)? + from;
    let start = at + key.len();
    let mut i = start;
    while i < line.len() {
        match line[i] {
            b'\\' => i += 2,
            b'"' => return Some((start, i)),
            _ => i += 1,
        }
    }
    None
}

/// Copy `replica` of a corpus line: `#r{replica}` appended to its `id` and
/// `server`, and, when `sentence` is given, that sentence and a space
/// prepended to its tool description. Returns false (and writes the line
/// unchanged but for the suffixes) when the line has no tool description.
pub fn replicate_line(
    line: &[u8],
    replica: usize,
    sentence: Option<&str>,
    out: &mut Vec<u8>,
) -> bool {
    let suffix = format!("#r{replica}");
    let mut inserts: Vec<(usize, &[u8])> = Vec::new();
    let id = string_value(line, b"\"id\": \"", 0);
    if let Some((_, end)) = id {
        inserts.push((end, suffix.as_bytes()));
    }
    if let Some((_, end)) = string_value(line, b"\"server\": \"", 0) {
        inserts.push((end, suffix.as_bytes()));
    }
    let mut injected = false;
    if let Some(sentence) = sentence {
        let tool = memchr::memmem::find(line, b"\"tool\": {").unwrap_or(0);
        if let Some((start, _)) = string_value(line, b"\"description\": \"", tool) {
            inserts.push((start, sentence.as_bytes()));
            inserts.push((start, b" "));
            injected = true;
        }
    }
    inserts.sort_by_key(|&(at, _)| at);
    let mut last = 0;
    for (at, bytes) in inserts {
        out.extend_from_slice(&line[last..at]);
        out.extend_from_slice(bytes);
        last = at;
    }
    out.extend_from_slice(&line[last..]);
    injected
}

/// Writes the corpus `lines` over and over (replica 0, 1, …, each line
/// through [`replicate_line`]) until at least `target_bytes` are written,
/// ending at a whole replica. With `non_ascii_per_mille` > 0, that share of
/// the lines (every line whose running count crosses a multiple, carried
/// to the next line that has a description) gets a sentence from
/// [`SENTENCES`].
pub fn bulk(
    lines: &[Vec<u8>],
    target_bytes: usize,
    non_ascii_per_mille: usize,
    out: &mut impl Write,
) -> io::Result<Written> {
    assert!(!lines.is_empty(), "no corpus lines");
    let mut written = Written::default();
    let mut buf = Vec::with_capacity(1 << 16);
    let mut owed = 0usize; // per-mille units of non-ASCII owed
    let mut replica = 0;
    while written.bytes < target_bytes {
        for line in lines {
            owed += non_ascii_per_mille;
            let sentence = (owed >= 1000).then(|| SENTENCES[written.lines % SENTENCES.len()]);
            buf.clear();
            if replicate_line(line, replica, sentence, &mut buf) {
                owed -= 1000;
                written.non_ascii_lines += 1;
            }
            buf.push(b'\n');
            out.write_all(&buf)?;
            written.bytes += buf.len();
            written.lines += 1;
        }
        replica += 1;
    }
    Ok(written)
}

/// [`bulk`] into memory.
pub fn bulk_vec(lines: &[Vec<u8>], target_bytes: usize, non_ascii_per_mille: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(target_bytes + (8 << 20));
    bulk(lines, target_bytes, non_ascii_per_mille, &mut out).expect("writing to memory");
    out
}

// ---- adversarial ----------------------------------------------------------

/// Near misses of the built-in rules: each holds an anchor (so the regex
/// engines run) and misses the pattern by a little. [`adversarial`] adds
/// `anchor + non-ASCII word` for every anchor of the pack it is given.
pub const NEAR_MISSES: &[&str] = &[
    "ignore previous instructors",
    "ignore all prior rulers",
    "disregard earlier directions",
    "forget previous promptness",
    "override existing commandments",
    "discard former messaging",
    "overrule standing policy",
    "ｉｇｎｏｒｅ ｐｒｅｖｉｏｕｓ ｉｎｓｔｒｕｃｔｏｒｓ",
    "іgnоrе рrеvіоus іnstruсtоrs",
    "i g n o r e   p r e v i o u s   i n s t r u c t o r s",
    "you are now logged in",
    "act as expected",
    "<important notes",
    "<system-wide settings",
    "[system status]s",
    "do not tell the truth table apart",
    "always use this format",
    "use this tool instead of guessing",
    "read the ~ ssh docs",
    "https://example.com/?tokens",
    "![chart](images)",
    "previous instructions were clear",
];

/// Non-ASCII words that follow an anchor in generated near misses.
const WORDS: &[&str] = &[
    "ёлка",
    "東京",
    "ñandú",
    "çà",
    "ωμέγα",
    "데이터",
    "überall",
    "ファイル",
    "данные",
    "île",
];

/// A small deterministic generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// Seeded.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next value.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// One element of `items`.
    pub fn pick<'a, T: ?Sized>(&mut self, items: &[&'a T]) -> &'a T {
        items[self.below(items.len())]
    }
}

/// One kind of pathological text, for one giant description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pathology {
    /// Anchors separated by runs of 64 Ki spaces: `ignore␣␣␣…previous␣␣␣…`.
    SpaceRuns,
    /// `a a a a …` and letter-spaced near misses: every field needs the
    /// letter-spacing collapse of folding.
    SpacedLetters,
    /// Nested brackets, `[[[[`, `((((`, `<<<<`, `{{{{`, with anchors inside.
    Brackets,
    /// Every word an anchor: `ignore disregard <system …`.
    AnchorStorm,
    /// Non-ASCII near misses, back to back.
    NearMiss,
}

impl Pathology {
    /// Every kind.
    pub const ALL: [Pathology; 5] = [
        Pathology::SpaceRuns,
        Pathology::SpacedLetters,
        Pathology::Brackets,
        Pathology::AnchorStorm,
        Pathology::NearMiss,
    ];

    /// Its name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Pathology::SpaceRuns => "space_runs",
            Pathology::SpacedLetters => "spaced_letters",
            Pathology::Brackets => "brackets",
            Pathology::AnchorStorm => "anchor_storm",
            Pathology::NearMiss => "near_miss",
        }
    }
}

/// The adversarial vocabulary: the fixed near misses and one
/// `anchor + non-ASCII word` phrase per anchor of `anchors`, minus every
/// phrase `is_finding` says is a real finding (the caller scans each with
/// the engine: near misses must not match).
#[derive(Clone, Debug)]
pub struct Vocabulary {
    /// Phrases that hold an anchor and match no rule.
    pub near_misses: Vec<String>,
    /// The anchors themselves (lower case).
    pub anchors: Vec<String>,
}

impl Vocabulary {
    /// Builds the vocabulary.
    pub fn new(anchors: &[String], mut is_finding: impl FnMut(&str) -> bool) -> Vocabulary {
        let mut near_misses: Vec<String> = NEAR_MISSES.iter().map(|s| s.to_string()).collect();
        for (i, anchor) in anchors.iter().enumerate() {
            near_misses.push(format!("{anchor} {}", WORDS[i % WORDS.len()]));
        }
        near_misses.retain(|p| !is_finding(p));
        let mut anchors: Vec<String> = anchors.iter().map(|a| a.to_ascii_lowercase()).collect();
        anchors.sort();
        anchors.dedup();
        // An anchor alone can be a finding too ("<important>"): the storm
        // uses only those that are not.
        anchors.retain(|a| !is_finding(a));
        Vocabulary {
            near_misses,
            anchors,
        }
    }

    /// About `bytes` of `pathology` text (JSON-safe: no quote, backslash
    /// or control character).
    pub fn text(&self, pathology: Pathology, bytes: usize, rng: &mut Rng) -> String {
        let mut s = String::with_capacity(bytes + 128 * 1024);
        while s.len() < bytes {
            match pathology {
                Pathology::SpaceRuns => {
                    s.push_str(rng.pick(&["ignore", "disregard", "previous", "always", "<system"]));
                    s.extend(std::iter::repeat_n(' ', 65_536.min(bytes)));
                }
                Pathology::SpacedLetters => {
                    if rng.below(8) == 0 {
                        s.push_str("i g n o r e   p r e v i o u s   i n s t r u c t o r s   ");
                    } else {
                        s.push_str("a a a a a a a a a a a a a a a a ");
                    }
                }
                Pathology::Brackets => {
                    let pair = [("[", "]"), ("(", ")"), ("<", ">"), ("{", "}")][rng.below(4)];
                    let depth = 1 + rng.below(512);
                    for _ in 0..depth {
                        s.push_str(pair.0);
                    }
                    s.push_str(rng.pick(&["system", "important", "ignore previous", "ёлка"]));
                    for _ in 0..depth {
                        s.push_str(pair.1);
                    }
                    s.push(' ');
                }
                Pathology::AnchorStorm => {
                    s.push_str(&self.anchors[rng.below(self.anchors.len())]);
                    s.push(' ');
                }
                Pathology::NearMiss => {
                    s.push_str(&self.near_misses[rng.below(self.near_misses.len())]);
                    s.push_str(rng.pick(&["、", " — ", "。 ", "; ", " · "]));
                }
            }
        }
        s
    }

    /// A dense non-ASCII near-miss text of about `bytes`.
    fn dense(&self, bytes: usize, rng: &mut Rng) -> String {
        self.text(Pathology::NearMiss, bytes, rng)
    }

    /// One adversarial tool case line: every field (name, description,
    /// property names, property descriptions, enum values, titles) is
    /// non-ASCII and dense with near misses; with `escaped`, every
    /// non-ASCII character is written as a `\u` escape.
    pub fn tool_line(&self, i: usize, escaped: bool, rng: &mut Rng) -> String {
        let name = format!("{}_{}_{i}", rng.pick(WORDS), rng.pick(WORDS));
        let mut props = String::new();
        for p in 0..4 {
            if p > 0 {
                props.push_str(", ");
            }
            props.push_str(&format!(
                "\"{}_{p}\": {{\"type\": \"string\", \"title\": \"{}\", \"description\": \"{}\", \"enum\": [\"{}\", \"{}\"]}}",
                rng.pick(WORDS),
                self.dense(40, rng),
                self.dense(300, rng),
                self.dense(20, rng),
                self.dense(20, rng),
            ));
        }
        let line = format!(
            "{{\"id\": \"adversarial/{i}\", \"server\": \"{}-server-{}\", \"tool\": {{\"name\": \"{name}\", \"title\": \"{}\", \"description\": \"{}\", \"inputSchema\": {{\"type\": \"object\", \"properties\": {{{props}}}}}}}}}",
            rng.pick(WORDS),
            i / 25,
            self.dense(60, rng),
            self.dense(1200, rng),
        );
        if escaped {
            escape_non_ascii(&line)
        } else {
            line
        }
    }

    /// A line holding one tool whose description is `text`.
    pub fn giant_line(&self, id: &str, text: &str) -> String {
        format!(
            "{{\"id\": \"adversarial/{id}\", \"server\": \"adversarial-giant\", \"tool\": {{\"name\": \"giant_{id}\", \"description\": \"{text}\"}}}}"
        )
    }
}

/// The adversarial vocabulary of the built-in pack: its anchors, and near
/// misses the engine confirms are not findings.
pub fn builtin_vocabulary() -> Vocabulary {
    use mcpsift::{Detect, RulePack, Scanner};
    let pack = RulePack::builtin().expect("built-in rules");
    let scanner = Scanner::new(&pack).expect("built-in rules compile");
    let mut scratch = scanner.scratch();
    let anchors: Vec<String> = pack
        .rules()
        .iter()
        .flat_map(|r| match &r.detect {
            Detect::Pattern { anchors, .. } => anchors.clone(),
            _ => Vec::new(),
        })
        .collect();
    Vocabulary::new(&anchors, |phrase| {
        let tool = serde_json::json!({"name": "t", "description": phrase}).to_string();
        scanner
            .scan_tool(tool.as_bytes(), &mut scratch)
            .map_or(true, |r| !r.findings.is_empty())
    })
}

/// Every non-ASCII character as a `\u` escape (surrogate pairs above the BMP).
pub fn escape_non_ascii(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 2);
    for ch in s.chars() {
        if ch.is_ascii() {
            out.push(ch);
        } else {
            let mut units = [0u16; 2];
            for unit in ch.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        }
    }
    out
}

/// The adversarial file: about `target_bytes` in all, of which one line is a
/// `giant_bytes` description (made of every [`Pathology`] in equal parts),
/// then one 1 MB line of each pathology, repeated, up to half of the rest,
/// and adversarial tool lines (every other one `\u`-escaped) for the
/// remainder.
pub fn adversarial(
    vocabulary: &Vocabulary,
    target_bytes: usize,
    giant_bytes: usize,
    out: &mut impl Write,
) -> io::Result<Written> {
    let mut rng = Rng::new(0x6d63_7073_6966_7421);
    let mut written = Written::default();
    let mut put = |line: &str, written: &mut Written| -> io::Result<()> {
        out.write_all(line.as_bytes())?;
        out.write_all(b"\n")?;
        written.bytes += line.len() + 1;
        written.lines += 1;
        Ok(())
    };
    if giant_bytes > 0 {
        let part = giant_bytes / Pathology::ALL.len();
        let mut text = String::with_capacity(giant_bytes + (1 << 20));
        for p in Pathology::ALL {
            text.push_str(&vocabulary.text(p, part, &mut rng));
            text.push(' ');
        }
        put(&vocabulary.giant_line("giant", &text), &mut written)?;
    }
    let rest = target_bytes.saturating_sub(written.bytes);
    let medium = 1_000_000.min(rest / 10).max(1);
    let mut n = 0;
    while written.bytes < target_bytes - rest / 2 {
        let p = Pathology::ALL[n % Pathology::ALL.len()];
        let text = vocabulary.text(p, medium, &mut rng);
        put(
            &vocabulary.giant_line(&format!("{}-{n}", p.name()), &text),
            &mut written,
        )?;
        n += 1;
    }
    let mut i = 0;
    while written.bytes < target_bytes {
        let line = vocabulary.tool_line(i, i % 2 == 1, &mut rng);
        put(&line, &mut written)?;
        i += 1;
    }
    written.non_ascii_lines = written.lines;
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replicas_get_unique_ids_and_keep_every_other_byte() {
        let line =
            br#"{"id": "a/b", "server": "s", "tool": {"name": "t", "description": "Adds \"x\"."}}"#;
        let mut out = Vec::new();
        assert!(!replicate_line(line, 3, None, &mut out));
        assert_eq!(
            out,
            br#"{"id": "a/b#r3", "server": "s#r3", "tool": {"name": "t", "description": "Adds \"x\"."}}"#
        );
        out.clear();
        assert!(replicate_line(line, 0, Some("東京"), &mut out));
        let v: serde_json::Value = serde_json::from_slice(&out).expect("valid JSON");
        assert_eq!(v["tool"]["description"], "東京 Adds \"x\".");
        assert_eq!(v["id"], "a/b#r0");
    }

    #[test]
    fn bulk_reaches_its_size_with_the_asked_share_of_non_ascii() {
        let lines: Vec<Vec<u8>> = (0..100)
            .map(|i| {
                format!(r#"{{"id": "c/{i}", "server": "s{i}", "tool": {{"name": "t", "description": "d"}}}}"#)
                    .into_bytes()
            })
            .collect();
        let out = bulk_vec(&lines, 50_000, 50);
        assert!(out.len() >= 50_000);
        let text = std::str::from_utf8(&out).expect("UTF-8");
        let n = text.lines().count();
        assert_eq!(n % 100, 0, "whole replicas");
        let non_ascii = text.lines().filter(|l| !l.is_ascii()).count();
        assert_eq!(non_ascii, n / 20);
        let mut ids: Vec<&str> = text
            .lines()
            .map(|l| &l[..l.find(", ").expect("id first")])
            .collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n, "unique ids");
    }

    #[test]
    fn adversarial_lines_are_valid_json_and_sized() {
        let vocabulary = Vocabulary::new(&["ignore".to_string(), "<system".to_string()], |_| false);
        let mut out = Vec::new();
        let written = adversarial(&vocabulary, 3_000_000, 500_000, &mut out).expect("memory");
        assert_eq!(written.bytes, out.len());
        assert!(
            out.len() >= 3_000_000 && out.len() < 4_500_000,
            "{}",
            out.len()
        );
        for line in out.split(|&b| b == b'\n').filter(|l| !l.is_empty()) {
            let v: serde_json::Value = serde_json::from_slice(line).expect("valid JSON");
            assert!(
                v["tool"]["description"]
                    .as_str()
                    .is_some_and(|d| !d.is_ascii() || d.len() > 100_000 || d.contains("  "))
            );
        }
        assert!(
            out.windows(2).any(|w| w == b"\\u"),
            "some lines are escaped"
        );
    }
}
