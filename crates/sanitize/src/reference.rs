//! The sanitizer as it was before it learned to skip (commit 5d490de,
//! kept verbatim but for names): a tokenizer over every byte, every string
//! decoded, a linear search of the classes. Tests check that the fast one
//! gives the same answer, finding for finding and byte for byte.

use mcpsift_rules::{Allow, Detect, RulePack};

use crate::json::{Event, decode, events, next_char};
use crate::{KeyCollision, Mode, Removal, SanitizeError, Sanitized};

/// The concealment classes of a rule pack: the code points of its `chars`
/// rules and the contexts in which each is allowed.
struct Concealment {
    ranges: Vec<(char, char, usize)>,
    rules: Vec<(String, Vec<Allow>)>,
}

impl Concealment {
    /// The classes of `pack`'s `chars` rules.
    fn new(pack: &RulePack) -> Concealment {
        let mut ranges = Vec::new();
        let mut rules = Vec::new();
        for rule in pack.rules() {
            if let Detect::Chars { allow, .. } = &rule.detect {
                for (lo, hi) in rule.char_ranges() {
                    ranges.push((lo, hi, rules.len()));
                }
                rules.push((rule.code.clone(), allow.clone()));
            }
        }
        ranges.sort_unstable();
        Concealment { ranges, rules }
    }

    /// The first rule whose ranges hold `c`, if any.
    fn rule_of(&self, c: char) -> Option<usize> {
        self.ranges
            .iter()
            .find(|(lo, hi, _)| *lo <= c && c <= *hi)
            .map(|(_, _, r)| *r)
    }

    /// True when `c` at byte `at` of `text` conceals: in a class, and not
    /// in a context that class allows.
    fn conceals(&self, text: &str, at: usize, c: char) -> Option<usize> {
        let rule = self.rule_of(c)?;
        (!mcpsift_rules::is_allowed(&self.rules[rule].1, text, at, c)).then_some(rule)
    }

    /// True when `c` belongs to a concealment class (printable ASCII never
    /// does: rules cannot list it).
    fn suspect(&self, c: char) -> bool {
        !(' '..='~').contains(&c) && self.rule_of(c).is_some()
    }
}

fn marker(c: char) -> String {
    format!("[U+{:04X}]", c as u32)
}

struct Edit {
    start: usize,
    end: usize,
    replacement: Option<char>,
    enabled: bool,
}

/// A member name seen in an object being sanitized.
struct KeyEntry {
    /// Raw bytes of the key (between the quotes).
    raw: (usize, usize),
    /// The key once sanitized, when sanitizing changes it.
    sanitized: Option<String>,
    edits: std::ops::Range<usize>,
    removals: std::ops::Range<usize>,
}

/// The RFC 6901 pointer of the current position, kept rendered: a key or
/// an index is appended on the way in and cut off on the way out, so a
/// finding's pointer is a copy, not a walk.
#[derive(Default)]
struct Path {
    /// Always valid UTF-8: only whole keys (decoded) and digits are pushed.
    text: Vec<u8>,
    marks: Vec<usize>,
}

impl Path {
    fn push_key(&mut self, doc: &[u8], raw: (usize, usize)) {
        self.marks.push(self.text.len());
        self.text.push(b'/');
        let bytes = &doc[raw.0..raw.1];
        if !bytes.iter().any(|b| matches!(b, b'\\' | b'~' | b'/')) {
            // Most keys need no decoding and no escaping: copy the bytes.
            self.text.extend_from_slice(bytes);
        } else {
            let mut key = String::new();
            push_escaped(&mut key, &decode_key(doc, raw));
            self.text.extend_from_slice(key.as_bytes());
        }
    }

    fn push_index(&mut self, index: usize) {
        self.marks.push(self.text.len());
        self.text.push(b'/');
        self.text.extend_from_slice(index.to_string().as_bytes());
    }

    fn pop(&mut self) {
        if let Some(mark) = self.marks.pop() {
            self.text.truncate(mark);
        }
    }

    /// The pointer as a string.
    fn render(&self) -> String {
        String::from_utf8_lossy(&self.text).into_owned()
    }
}

/// An open container while sanitizing: an object with its keys, or an
/// array with the index of its next element.
enum Open {
    /// Its keys start at this index of the shared key table.
    Object(usize),
    Array(usize),
}

fn decode_key(doc: &[u8], (start, end): (usize, usize)) -> String {
    let raw = &doc[start..end];
    if !raw.contains(&b'\\')
        && let Ok(plain) = std::str::from_utf8(raw)
    {
        return plain.to_string();
    }
    let mut units = Vec::new();
    decode(raw, start, &mut units);
    units.iter().map(|u| u.ch).collect()
}

/// Appends `segment` escaped per RFC 6901.
fn push_escaped(out: &mut String, segment: &str) {
    if !segment.contains(['~', '/']) {
        out.push_str(segment);
        return;
    }
    for ch in segment.chars() {
        match ch {
            '~' => out.push_str("~0"),
            '/' => out.push_str("~1"),
            c => out.push(c),
        }
    }
}

thread_local! {
    /// The parse buffers of the validation pass, reused across calls.
    static PARSE: std::cell::RefCell<(Vec<u8>, Option<simd_json::Buffers>)> =
        const { std::cell::RefCell::new((Vec::new(), None)) };
}

/// The sanitizer as it was.
pub(crate) struct Sanitizer {
    concealment: Concealment,
    mode: Mode,
    max_depth: usize,
}

impl Sanitizer {
    pub(crate) fn new(pack: &RulePack, mode: Mode) -> Sanitizer {
        Sanitizer {
            concealment: Concealment::new(pack),
            mode,
            max_depth: 128,
        }
    }

    /// Sanitizes one JSON document (a tool, a manifest, any JSON).
    pub(crate) fn sanitize(&self, doc: &[u8]) -> Result<Sanitized, SanitizeError> {
        let body = doc.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(doc);
        PARSE.with_borrow_mut(|(copy, buffers)| {
            copy.clear();
            copy.extend_from_slice(body);
            let buffers = buffers.get_or_insert_with(|| {
                simd_json::Buffers::with_max_depth(body.len(), self.max_depth)
            });
            simd_json::to_tape_with_buffers(copy, buffers)
                .map(drop)
                .map_err(|e| SanitizeError::json(&e, body, self.max_depth))
        })?;
        if !may_conceal(body) {
            // No byte outside ASCII and no escape that could spell a control
            // or a non-ASCII code point: nothing to remove.
            return Ok(Sanitized {
                json: doc.to_vec(),
                conforming: true,
                removals: Vec::new(),
                collisions: Vec::new(),
            });
        }
        let prefix = doc.len() - body.len();

        let mut edits: Vec<Edit> = Vec::new();
        let mut removals: Vec<Removal> = Vec::new();
        let mut collisions = Vec::new();
        let mut path = Path::default();
        let mut open: Vec<Open> = Vec::new();
        // The keys of every open object, innermost last (one table, not a
        // vector per object).
        let mut keys: Vec<KeyEntry> = Vec::new();
        let mut suspects: Vec<Suspect> = Vec::new();
        let (mut text, mut scratch, mut offsets) = (String::new(), String::new(), Vec::new());

        for event in events(body) {
            match event {
                Event::ObjectStart | Event::ArrayStart => {
                    enter(&open, &mut path);
                    open.push(if matches!(event, Event::ObjectStart) {
                        Open::Object(keys.len())
                    } else {
                        Open::Array(0)
                    });
                }
                Event::ObjectEnd | Event::ArrayEnd => {
                    if let Some(Open::Object(first)) = open.pop() {
                        if keys[first..].iter().any(|k| k.sanitized.is_some()) {
                            let object = path.render();
                            self.resolve_collisions(
                                doc,
                                &keys[first..],
                                &object,
                                &mut edits,
                                &mut removals,
                                &mut collisions,
                            );
                        }
                        keys.truncate(first);
                    }
                    leave(&mut open, &mut path);
                }
                Event::Scalar(_) => {
                    enter(&open, &mut path);
                    leave(&mut open, &mut path);
                }
                Event::String {
                    key,
                    raw,
                    raw_start,
                } => {
                    let start = raw_start + prefix;
                    if !key {
                        enter(&open, &mut path);
                    }
                    suspects.clear();
                    if may_conceal(raw) {
                        scan_json_string(raw, start, &self.concealment, &mut text, &mut suspects);
                        self.concealment.decide_suspects(
                            &text,
                            &mut suspects,
                            self.mode,
                            &mut scratch,
                            &mut offsets,
                        );
                    }
                    let edits_before = edits.len();
                    let removals_before = removals.len();
                    if suspects.iter().any(|s| s.removed.is_some()) {
                        let mut here = path.render();
                        if key {
                            here.push('/');
                            push_escaped(&mut here, &text);
                        }
                        self.record(&suspects, &here, key, &mut edits, &mut removals);
                    }
                    if key {
                        let sanitized =
                            (edits.len() > edits_before).then(|| without_removed(&text, &suspects));
                        keys.push(KeyEntry {
                            raw: (start, start + raw.len()),
                            sanitized,
                            edits: edits_before..edits.len(),
                            removals: removals_before..removals.len(),
                        });
                        path.push_key(doc, (start, start + raw.len()));
                    } else {
                        leave(&mut open, &mut path);
                    }
                }
            }
        }

        let conforming = removals.is_empty() && collisions.is_empty();
        let mut json = Vec::with_capacity(doc.len());
        let mut at = 0;
        for edit in edits.iter().filter(|e| e.enabled) {
            json.extend_from_slice(&doc[at..edit.start]);
            if let Some(c) = edit.replacement {
                json.extend_from_slice(marker(c).as_bytes());
            }
            at = edit.end;
        }
        json.extend_from_slice(&doc[at..]);
        Ok(Sanitized {
            json,
            conforming,
            removals,
            collisions,
        })
    }

    /// Turns the removal decisions for one string into edits and findings.
    fn record(
        &self,
        suspects: &[Suspect],
        pointer: &str,
        key: bool,
        edits: &mut Vec<Edit>,
        removals: &mut Vec<Removal>,
    ) {
        for run in removed_runs(suspects) {
            let run = &suspects[run];
            for s in run {
                edits.push(Edit {
                    start: s.raw.0,
                    end: s.raw.1,
                    replacement: (self.mode == Mode::Replace).then_some(s.ch),
                    enabled: true,
                });
            }
            let chars: Vec<char> = run.iter().map(|s| s.ch).collect();
            let (first, last) = (&run[0], &run[run.len() - 1]);
            removals.push(Removal {
                pointer: std::sync::Arc::from(pointer),
                key,
                rule: crate::intern(&self.concealment.rules[first.removed.unwrap_or_default()].0),
                code_points: chars.iter().take(64).copied().collect(),
                count: chars.len(),
                span: (first.at, last.at + last.ch.len_utf8()),
                hidden_text: hidden_text(&chars),
            });
        }
    }

    /// Keys of one object that sanitize to the same name: put them back as
    /// they were and report the collision.
    fn resolve_collisions(
        &self,
        doc: &[u8],
        keys: &[KeyEntry],
        object: &str,
        edits: &mut [Edit],
        removals: &mut Vec<Removal>,
        collisions: &mut Vec<KeyCollision>,
    ) {
        // What every key becomes: its sanitized form, or itself.
        let names: Vec<String> = keys
            .iter()
            .map(|k| {
                k.sanitized
                    .clone()
                    .unwrap_or_else(|| decode_key(doc, k.raw))
            })
            .collect();
        let mut reverted_removals = Vec::new();
        for (n, entry) in keys.iter().enumerate() {
            if entry.sanitized.is_none() {
                continue;
            }
            let clashing = names
                .iter()
                .enumerate()
                .filter(|(m, other)| *m != n && **other == names[n])
                .count();
            if clashing == 0 {
                continue;
            }
            for edit in &mut edits[entry.edits.clone()] {
                edit.enabled = false;
            }
            reverted_removals.extend(entry.removals.clone());
            if !collisions
                .iter()
                .any(|c: &KeyCollision| c.object == object && c.key == names[n])
            {
                collisions.push(KeyCollision {
                    object: object.to_string(),
                    key: names[n].clone(),
                    keys: clashing + 1,
                });
            }
        }
        reverted_removals.sort_unstable();
        for i in reverted_removals.into_iter().rev() {
            removals.remove(i);
        }
    }
}

/// True unless the raw document provably holds no concealment: every
/// concealment code point is either non-ASCII (a byte >= 0x80, or a `\u`
/// escape) or a control character (which JSON only allows escaped, as
/// `\u`, `\b` or `\f`, except DEL, which it allows as it is).
fn may_conceal(doc: &[u8]) -> bool {
    if !doc.is_ascii() || memchr::memchr(0x7F, doc).is_some() {
        return true;
    }
    has_unicode_escape(doc)
}

/// True when some escape (a backslash preceded by an even number of
/// backslashes) is `\u`, `\b` or `\f`.
fn has_unicode_escape(doc: &[u8]) -> bool {
    let mut i = 0;
    while let Some(at) = memchr::memchr(b'\\', &doc[i..]) {
        let at = i + at;
        if matches!(doc.get(at + 1), Some(b'u' | b'b' | b'f')) {
            return true;
        }
        i = at + 2;
        if i >= doc.len() {
            break;
        }
    }
    false
}

/// TAG runs mirror ASCII; variation-selector runs carry one byte each
/// (U+FE00.. for 0–15, U+E0100.. for 16–255).
fn hidden_text(run: &[char]) -> Option<String> {
    if run.iter().all(|c| ('\u{E0000}'..='\u{E007F}').contains(c)) {
        let text: String = run
            .iter()
            .filter_map(|c| mcpsift_unicode::tag_to_ascii(*c).map(char::from))
            .collect();
        return (!text.is_empty()).then_some(text);
    }
    let byte = |c: &char| match *c as u32 {
        cp @ 0xFE00..=0xFE0F => Some((cp - 0xFE00) as u8),
        cp @ 0xE0100..=0xE01EF => Some((cp - 0xE0100 + 16) as u8),
        _ => None,
    };
    if run.len() >= 2 && run.iter().all(|c| byte(c).is_some()) {
        let bytes: Vec<u8> = run.iter().filter_map(byte).collect();
        return Some(String::from_utf8_lossy(&bytes).into_owned());
    }
    None
}

/// Before a value inside an array: its index joins the path.
fn enter(open: &[Open], path: &mut Path) {
    if let Some(Open::Array(index)) = open.last() {
        path.push_index(*index);
    }
}

/// After a value: an array moves to its next index, an object's member ends.
fn leave(open: &mut [Open], path: &mut Path) {
    match open.last_mut() {
        Some(Open::Array(index)) => {
            *index += 1;
            path.pop();
        }
        Some(Open::Object(_)) => path.pop(),
        None => {}
    }
}

/// A character that belongs to a concealment class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Suspect {
    ch: char,
    /// Byte offset in the decoded text.
    at: usize,
    /// Byte range in the raw document (the escape, or the UTF-8 bytes).
    raw: (usize, usize),
    /// The rule that removes it, once decided.
    removed: Option<usize>,
}

/// Decodes the content of a validated JSON string (`raw`, starting at
/// `base` in the document) into `text`, collecting suspects.
fn scan_json_string(
    raw: &[u8],
    base: usize,
    concealment: &Concealment,
    text: &mut String,
    suspects: &mut Vec<Suspect>,
) {
    text.clear();
    suspects.clear();
    let mut i = 0;
    while i < raw.len() {
        // The next escape, non-ASCII byte or DEL (the one control JSON
        // allows unescaped); runs of plain ASCII are long.
        let rest = &raw[i..];
        let escape = memchr::memchr(b'\\', rest).unwrap_or(rest.len());
        let plain = if rest[..escape].is_ascii() && memchr::memchr(0x7F, &rest[..escape]).is_none()
        {
            escape
        } else {
            rest[..escape]
                .iter()
                .position(|&b| b >= 0x7F)
                .unwrap_or(escape)
        };
        // A run of ASCII without escapes: copied as it is.
        text.push_str(std::str::from_utf8(&raw[i..i + plain]).unwrap_or_default());
        i += plain;
        if i >= raw.len() {
            break;
        }
        let start = i;
        let (ch, next) = next_char(raw, i);
        i = next;
        if concealment.suspect(ch) {
            suspects.push(Suspect {
                ch,
                at: text.len(),
                raw: (base + start, base + i),
                removed: None,
            });
        }
        text.push(ch);
    }
}

/// True when suspects `a` and `b` (in text order) touch.
fn adjacent(a: &Suspect, b: &Suspect) -> bool {
    a.at + a.ch.len_utf8() == b.at
}

impl Concealment {
    /// Decides which suspects of `text` to remove. Removing a character can
    /// change a neighbour's context (a joiner after a stray selector), so
    /// when a kept suspect touches a removed one the decision is made again
    /// on the text as it would be, until nothing changes.
    fn decide_suspects(
        &self,
        text: &str,
        suspects: &mut [Suspect],
        mode: Mode,
        scratch: &mut String,
        offsets: &mut Vec<usize>,
    ) {
        for s in suspects.iter_mut() {
            s.removed = self.conceals(text, s.at, s.ch);
        }
        loop {
            let exposed = suspects.windows(2).any(|w| {
                adjacent(&w[0], &w[1]) && (w[0].removed.is_some() != w[1].removed.is_some())
            });
            if !exposed {
                return;
            }
            // The text as it would be, and where each kept suspect sits in it.
            scratch.clear();
            offsets.clear();
            let mut copied = 0;
            for s in suspects.iter() {
                scratch.push_str(&text[copied..s.at]);
                offsets.push(scratch.len());
                match (s.removed, mode) {
                    (Some(_), Mode::Strip) => {}
                    (Some(_), Mode::Replace) => scratch.push_str(&marker(s.ch)),
                    (None, _) => scratch.push(s.ch),
                }
                copied = s.at + s.ch.len_utf8();
            }
            scratch.push_str(&text[copied..]);
            let mut changed = false;
            for (s, &at) in suspects.iter_mut().zip(offsets.iter()) {
                if s.removed.is_none()
                    && let Some(rule) = self.conceals(scratch, at, s.ch)
                {
                    s.removed = Some(rule);
                    changed = true;
                }
            }
            if !changed {
                return;
            }
        }
    }
}

/// Runs of removed suspects: touching, same rule. Yields index ranges.
fn removed_runs(suspects: &[Suspect]) -> Vec<std::ops::Range<usize>> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < suspects.len() {
        let Some(rule) = suspects[i].removed else {
            i += 1;
            continue;
        };
        let start = i;
        i += 1;
        while i < suspects.len()
            && suspects[i].removed == Some(rule)
            && adjacent(&suspects[i - 1], &suspects[i])
        {
            i += 1;
        }
        runs.push(start..i);
    }
    runs
}

/// `text` without its removed suspects.
fn without_removed(text: &str, suspects: &[Suspect]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for s in suspects.iter().filter(|s| s.removed.is_some()) {
        out.push_str(&text[copied..s.at]);
        copied = s.at + s.ch.len_utf8();
    }
    out.push_str(&text[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::Sanitizer as Reference;
    use crate::{Mode, RulePack, Sanitizer};

    /// Text pieces: plain, other scripts, every concealment class, the
    /// contexts they are allowed in, and what JSON escapes.
    const PIECES: &[&str] = &[
        "a",
        "Ignore",
        " ",
        "é",
        "中",
        "—",
        "\u{200B}",
        "\u{200C}",
        "\u{200D}",
        "\u{2060}",
        "\u{FEFF}",
        "\u{202E}",
        "\u{2066}",
        "\u{E0041}",
        "\u{E0020}",
        "\u{E007F}",
        "\u{FE0F}",
        "\u{FE01}",
        "\u{E0100}",
        "\u{00AD}",
        "\u{3164}",
        "\u{1B}[0m",
        "\u{7}",
        "\u{7F}",
        "\u{85}",
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
        "\u{8}",
        "\u{C}",
        "\n",
        "path",
        "pa\u{200B}th",
    ];

    /// `s` as a JSON string, each character spelled one of the ways JSON
    /// allows (chosen by `spelling`).
    fn quote(s: &str, spelling: &mut impl FnMut() -> u8) -> String {
        let mut out = String::from("\"");
        for c in s.chars() {
            let how = spelling();
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\u{8}' if how % 2 == 0 => out.push_str("\\b"),
                '\u{C}' if how % 2 == 0 => out.push_str("\\f"),
                '\n' if how % 2 == 0 => out.push_str("\\n"),
                '/' if how % 3 == 0 => out.push_str("\\/"),
                c if (c as u32) < 0x20 || how % 4 == 1 => {
                    let mut units = [0u16; 2];
                    for u in c.encode_utf16(&mut units) {
                        if how % 8 < 4 {
                            out.push_str(&format!("\\u{u:04x}"));
                        } else {
                            out.push_str(&format!("\\u{u:04X}"));
                        }
                    }
                }
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }

    /// A JSON document of nested objects and arrays whose every string
    /// (keys too) is generated text, spelled with random escapes, from a
    /// seed; sometimes after a byte order mark.
    fn document() -> impl Strategy<Value = String> {
        (any::<u64>(), any::<bool>()).prop_map(|(seed, bom)| {
            let mut rng = seed | 1;
            let mut random = move || {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                (rng % 251) as u8
            };
            let doc = value(0, &mut random);
            if bom { format!("\u{FEFF}{doc}") } else { doc }
        })
    }

    fn value(depth: usize, random: &mut impl FnMut() -> u8) -> String {
        let text = |random: &mut dyn FnMut() -> u8| {
            (0..random() % 10)
                .map(|_| PIECES[usize::from(random()) % PIECES.len()])
                .collect::<String>()
        };
        match random() % if depth > 3 { 3 } else { 6 } {
            0 | 1 => {
                let t = text(random);
                quote(&t, &mut *random)
            }
            2 => ["1", "-2.5e3", "true", "null", "0"][usize::from(random() % 5)].to_string(),
            3 | 4 => {
                let members: Vec<String> = (0..random() % 5)
                    .map(|_| {
                        let k = if random() % 3 == 0 {
                            [
                                "path",
                                "pa\u{200B}th",
                                "p\u{200B}ath",
                                "path\u{2060}",
                                "a/b~c",
                            ][usize::from(random() % 5)]
                            .to_string()
                        } else {
                            text(random)
                        };
                        let k = quote(&k, &mut *random);
                        let colon = [":", ": ", " :\n  "][usize::from(random() % 3)];
                        format!("{k}{colon}{}", value(depth + 1, random))
                    })
                    .collect();
                format!("{{{}}}", members.join(", "))
            }
            _ => {
                let items: Vec<String> = (0..random() % 5)
                    .map(|_| value(depth + 1, random))
                    .collect();
                format!("[{}]", items.join(","))
            }
        }
    }

    fn both_agree(doc: &[u8]) -> Result<(), TestCaseError> {
        thread_local! {
            static PAIRS: Vec<(Sanitizer, Reference)> = {
                let pack = RulePack::builtin().expect("rules");
                [Mode::Strip, Mode::Replace]
                    .into_iter()
                    .map(|mode| (Sanitizer::new(&pack, mode), Reference::new(&pack, mode)))
                    .collect()
            };
        }
        PAIRS.with(|pairs| {
            for (fast, reference) in pairs {
                prop_assert_eq!(
                    fast.sanitize(doc),
                    reference.sanitize(doc),
                    "{}",
                    String::from_utf8_lossy(doc)
                );
            }
            Ok(())
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        #[test]
        fn the_fast_sanitizer_answers_like_the_reference(doc in document(), cut in 0..8usize) {
            both_agree(doc.as_bytes())?;
            // And on a document cut short (invalid JSON, the same error).
            if cut == 0 {
                both_agree(&doc.as_bytes()[..doc.len() / 2])?;
            }
        }
    }

    /// `line` with `piece` put at the start of every string that follows a
    /// colon or a comma (values and keys).
    fn poison(line: &str, piece: &str) -> String {
        let piece = serde_json::to_string(piece).expect("a string");
        let piece = &piece[1..piece.len() - 1];
        line.replace(":\"", &format!(":\"{piece}"))
            .replace(": \"", &format!(": \"{piece}"))
            .replace(", \"", &format!(", \"{piece}"))
    }

    /// Every line of our corpus, and of the shared benign corpus when it is
    /// there, as it is and with concealment at the start of its strings.
    #[test]
    fn the_fast_sanitizer_answers_like_the_reference_on_the_corpus() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        for dir in [
            root.join("corpus/cases"),
            root.join("../shared/corpus/benign"),
        ] {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                // The shared corpus is optional on a user's machine; CI
                // sets MCPSIFT_REQUIRE_CORPUS=1 and must have it.
                assert!(
                    std::env::var_os("MCPSIFT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
                    "MCPSIFT_REQUIRE_CORPUS=1 and {} cannot be read",
                    dir.display()
                );
                // Past the harness's capture, so a passing run shows it.
                let _ = std::io::Write::write_all(
                    &mut std::io::stderr(),
                    format!("SKIPPED: {} not found\n", dir.display()).as_bytes(),
                );
                continue;
            };
            files.extend(entries.map(|e| e.expect("entry").path()));
        }
        let mut lines = 0;
        for path in files
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        {
            let text = std::fs::read_to_string(path).expect("corpus file");
            for (n, line) in text.lines().enumerate().filter(|(n, _)| n % 3 == 0) {
                both_agree(line.as_bytes()).expect("agree");
                let poisoned = poison(line, PIECES[n % PIECES.len()]);
                both_agree(poisoned.as_bytes()).expect("agree");
                lines += 1;
            }
        }
        eprintln!("{lines} corpus lines agree");
        assert!(lines > 50, "{lines} corpus lines");
    }
}
