//! Sanitizing MCP JSON, and checking that an approval view is byte-faithful
//! (`docs/sanitize.md`).
//!
//! Two layers:
//!
//! 1. [`Sanitizer::sanitize`] removes (or marks) concealment code points from
//!    every string of a document — names, descriptions, every schema key and
//!    string value at any depth — and changes nothing else: key order,
//!    whitespace, escapes and numbers are copied byte for byte. The
//!    characters are exactly those of the rule pack's `chars` rules, with
//!    the same legitimate contexts (an emoji ZWJ sequence, Persian
//!    non-joiners, a subdivision flag, …), so a sanitized document never
//!    raises a concealment finding.
//! 2. [`verify_view`] canonicalises the view a person approved (hidden
//!    characters removed, NFKC, lookalike letters mapped to Latin) and
//!    requires the delivered bytes to equal it; the first difference is
//!    explained.
//!
//! Sanitizing costs little when there is nothing to remove, which is almost
//! always: after simd-json has validated the document, one pass over its
//! raw bytes looks only at non-ASCII characters whose lead byte can start a
//! concealment code point, at DEL and at escapes, and a document without
//! one is returned as it is. Only a document with some is walked (on
//! simd-json's tape, whose strings are decoded in place) to name where each
//! is and decide it in its string.
//!
//! ```
//! use mcpsift_rules::RulePack;
//! use mcpsift_sanitize::{Mode, Sanitizer};
//!
//! let sanitizer = Sanitizer::new(&RulePack::builtin().expect("rules"), Mode::Strip);
//! let out = sanitizer
//!     .sanitize(br#"{"name":"helper\u200bbackdoor","description":"Adds \ud83d\udc68\u200d\ud83d\udcbb"}"#)
//!     .expect("valid JSON");
//! assert!(!out.conforming);
//! assert_eq!(
//!     String::from_utf8(out.json).unwrap(),
//!     r#"{"name":"helperbackdoor","description":"Adds \ud83d\udc68\u200d\ud83d\udcbb"}"#
//! );
//! ```
#![forbid(unsafe_code)]

mod classes;
mod json;
#[cfg(test)]
mod reference;
mod strings;
mod walk;

use std::fmt;
use std::sync::Arc;

use mcpsift_rules::{Allow, Detect, RulePack};
use serde::Serialize;
use unicode_normalization::UnicodeNormalization;

use classes::Classes;
use json::{Event, decode, events};
use strings::{Suspect, scan_plain, without_removed};

/// What to do with a concealment code point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Remove it.
    Strip,
    /// Replace it with a visible marker, `[U+200B]`.
    Replace,
}

/// The concealment classes of a rule pack: the code points of its `chars`
/// rules and the contexts in which each is allowed.
#[derive(Clone, Debug)]
pub struct Concealment {
    classes: Classes,
    rules: Vec<(&'static str, Vec<Allow>)>,
}

/// Rule codes as `&'static str`, so that a finding names its rule without
/// an allocation: each distinct code is kept once for the life of the
/// process (there are as many as rule packs define).
pub(crate) fn intern(code: &str) -> &'static str {
    static CODES: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
    let mut codes = CODES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(known) = codes.iter().find(|known| **known == code) {
        return known;
    }
    let code: &'static str = Box::leak(code.to_owned().into_boxed_str());
    codes.push(code);
    code
}

impl Concealment {
    /// The classes of `pack`'s `chars` rules.
    pub fn new(pack: &RulePack) -> Concealment {
        let mut ranges = Vec::new();
        let mut rules = Vec::new();
        for rule in pack.rules() {
            if let Detect::Chars { allow, .. } = &rule.detect {
                for (lo, hi) in rule.char_ranges() {
                    ranges.push((lo, hi, rules.len()));
                }
                rules.push((intern(&rule.code), allow.clone()));
            }
        }
        ranges.sort_unstable();
        Concealment {
            classes: Classes::new(&ranges),
            rules,
        }
    }

    /// The first rule whose ranges hold `c`, if any.
    fn rule_of(&self, c: char) -> Option<usize> {
        self.classes.rule_of(c)
    }

    /// True when `c` at byte `at` of `text` conceals: in a class, and not
    /// in a context that class allows.
    fn conceals(&self, text: &str, at: usize, c: char) -> Option<usize> {
        self.conceals_as(self.rule_of(c)?, text, at, c)
    }

    /// [`Concealment::conceals`] for a `c` known to be in the class of `rule`.
    fn conceals_as(&self, rule: usize, text: &str, at: usize, c: char) -> Option<usize> {
        (!mcpsift_rules::is_allowed(&self.rules[rule].1, text, at, c)).then_some(rule)
    }

    /// False when no character of `text` can be allowed by `rule`.
    fn may_allow_in(&self, rule: usize, text: &str) -> bool {
        mcpsift_rules::may_allow_in(&self.rules[rule].1, text)
    }

    /// The rule of `c` when it belongs to a concealment class (printable
    /// ASCII never does: rules cannot list it).
    fn suspect_rule(&self, c: char) -> Option<usize> {
        self.classes.suspect_rule(c)
    }

    /// Removes concealment from a plain string (for views and tests).
    pub fn strip(&self, text: &str) -> String {
        let mut suspects = Vec::new();
        scan_plain(text, self, &mut suspects);
        if suspects.is_empty() {
            return text.to_string();
        }
        self.decide_suspects(
            text,
            &mut suspects,
            Mode::Strip,
            &mut String::new(),
            &mut Vec::new(),
        );
        without_removed(text, &suspects)
    }
}

/// The visible marker that replaces `c` in [`Mode::Replace`], `[U+200B]`.
struct Marker(char);

impl fmt::Display for Marker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[U+{:04X}]", self.0 as u32)
    }
}

fn marker(c: char) -> String {
    Marker(c).to_string()
}

/// One run of removed code points in one string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Removal {
    /// RFC 6901 pointer of the string (for a key, of the member it names),
    /// shared by the runs of one string.
    #[serde(serialize_with = "shared_str")]
    pub pointer: Arc<str>,
    /// True when the string is an object key.
    pub key: bool,
    /// The rule whose class the code points belong to.
    pub rule: &'static str,
    /// The code points (at most 64 listed), written `U+XXXX` in JSON.
    pub code_points: CodePoints,
    /// How many were removed in this run.
    pub count: usize,
    /// Byte range of the run in the decoded string.
    pub span: (usize, usize),
    /// For TAG and variation-selector runs: the hidden text they encode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hidden_text: Option<String>,
}

fn shared_str<S: serde::Serializer>(text: &Arc<str>, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(text)
}

/// The code points of a run, a slice of `char` (it derefs to one); a run
/// of up to four (most are one or two) is kept without an allocation.
#[derive(Clone)]
pub struct CodePoints(CodePointsRepr);

#[derive(Clone)]
enum CodePointsRepr {
    Inline(u8, [char; 4]),
    Heap(Vec<char>),
}

impl std::ops::Deref for CodePoints {
    type Target = [char];

    fn deref(&self) -> &[char] {
        match &self.0 {
            CodePointsRepr::Inline(len, chars) => &chars[..usize::from(*len)],
            CodePointsRepr::Heap(chars) => chars,
        }
    }
}

impl FromIterator<char> for CodePoints {
    fn from_iter<I: IntoIterator<Item = char>>(iter: I) -> CodePoints {
        let mut iter = iter.into_iter();
        let mut chars = ['\0'; 4];
        for (len, slot) in chars.iter_mut().enumerate() {
            match iter.next() {
                Some(c) => *slot = c,
                None => return CodePoints(CodePointsRepr::Inline(len as u8, chars)),
            }
        }
        match iter.next() {
            None => CodePoints(CodePointsRepr::Inline(4, chars)),
            Some(fifth) => {
                let mut heap = Vec::with_capacity(5 + iter.size_hint().0);
                heap.extend(chars);
                heap.push(fifth);
                heap.extend(iter);
                CodePoints(CodePointsRepr::Heap(heap))
            }
        }
    }
}

impl PartialEq for CodePoints {
    fn eq(&self, other: &CodePoints) -> bool {
        **self == **other
    }
}

impl Eq for CodePoints {}

impl fmt::Debug for CodePoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for CodePoints {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for c in self.iter() {
            seq.serialize_element(&format!("U+{:04X}", *c as u32))?;
        }
        seq.end()
    }
}

/// Two keys of one object that would become equal once sanitized. They are
/// left as they were (never merged) and the document is not conforming.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KeyCollision {
    /// Pointer of the object.
    pub object: String,
    /// The key both would become.
    pub key: String,
    /// How many keys collide.
    pub keys: usize,
}

/// The result of sanitizing one document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sanitized {
    /// The document with concealment removed or marked.
    pub json: Vec<u8>,
    /// True when the input had no concealment at all (it is returned unchanged).
    pub conforming: bool,
    /// What was removed, in document order.
    pub removals: Vec<Removal>,
    /// Keys left unsanitized because they would have collided.
    pub collisions: Vec<KeyCollision>,
}

/// A document that is not valid JSON (it is returned with nothing done).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SanitizeError(String);

impl SanitizeError {
    /// A document simd-json rejected, in the scanner's words.
    pub(crate) fn json(e: &simd_json::Error, body: &[u8], max_depth: usize) -> SanitizeError {
        SanitizeError(
            mcpsift_json::describe(e, body, max_depth)
                .message()
                .to_string(),
        )
    }
}

impl fmt::Display for SanitizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SanitizeError {}

/// Removes concealment code points from JSON documents.
#[derive(Clone, Debug)]
pub struct Sanitizer {
    concealment: Concealment,
    mode: Mode,
    max_depth: usize,
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

/// An open container while comparing views: an object, or an array with
/// the index of its next element.
enum Open {
    Object,
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
    if !segment.bytes().any(|b| b == b'~' || b == b'/') {
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

impl Sanitizer {
    /// A sanitizer for the `chars` rules of `pack`.
    pub fn new(pack: &RulePack, mode: Mode) -> Sanitizer {
        Sanitizer {
            concealment: Concealment::new(pack),
            mode,
            max_depth: 128,
        }
    }

    /// The concealment classes in use.
    pub fn concealment(&self) -> &Concealment {
        &self.concealment
    }

    /// Sanitizes one JSON document (a tool, a manifest, any JSON).
    pub fn sanitize(&self, doc: &[u8]) -> Result<Sanitized, SanitizeError> {
        walk::sanitize(self, doc)
    }
}

/// TAG runs mirror ASCII; variation-selector runs carry one byte each
/// (U+FE00.. for 0–15, U+E0100.. for 16–255).
fn hidden_text(run: &[Suspect]) -> Option<String> {
    if run
        .iter()
        .all(|s| ('\u{E0000}'..='\u{E007F}').contains(&s.ch))
    {
        let mut text = String::with_capacity(run.len());
        text.extend(
            run.iter()
                .filter_map(|s| mcpsift_unicode::tag_to_ascii(s.ch).map(char::from)),
        );
        return (!text.is_empty()).then_some(text);
    }
    let byte = |c: char| match c as u32 {
        cp @ 0xFE00..=0xFE0F => Some((cp - 0xFE00) as u8),
        cp @ 0xE0100..=0xE01EF => Some((cp - 0xE0100 + 16) as u8),
        _ => None,
    };
    if run.len() >= 2 && run.iter().all(|s| byte(s.ch).is_some()) {
        let bytes: Vec<u8> = run.iter().filter_map(|s| byte(s.ch)).collect();
        return Some(
            String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
        );
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
        Some(Open::Object) => path.pop(),
        None => {}
    }
}

/// Where a delivered document first differs from the approved view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Divergence {
    /// Pointer of the differing string (empty for plain text or structure at the root).
    pub pointer: String,
    /// Byte offset in the delivered string.
    pub offset: usize,
    /// The view's character there (after canonicalisation), `U+XXXX`.
    pub view: Option<String>,
    /// The delivered character there, `U+XXXX`.
    pub delivered: Option<String>,
    /// The concealment technique this looks like.
    pub technique: &'static str,
}

/// The canonical form of what a person saw: concealment removed, NFKC,
/// lookalike letters mapped to the Latin letters they show.
pub fn canonical_view(concealment: &Concealment, view: &str) -> String {
    concealment
        .strip(view)
        .nfkc()
        .map(|c| mcpsift_unicode::lookalike(c).unwrap_or(c))
        .collect()
}

fn code(c: Option<char>) -> Option<String> {
    c.map(|c| format!("U+{:04X}", c as u32))
}

fn compare_text(
    concealment: &Concealment,
    view: &str,
    delivered: &str,
    pointer: &str,
) -> Result<(), Divergence> {
    let canonical = canonical_view(concealment, view);
    if canonical == delivered {
        return Ok(());
    }
    let mut v = canonical.chars();
    let mut offset = 0;
    for d in delivered.chars() {
        match v.next() {
            Some(c) if c == d => offset += d.len_utf8(),
            other => {
                let technique = if concealment.conceals(delivered, offset, d).is_some() {
                    "hidden character in the delivered text (zero-width, TAG, bidi, selector or control)"
                } else if mcpsift_unicode::lookalike(d).is_some() {
                    "homoglyph: a letter from another script drawn like the one the view shows"
                } else if std::iter::once(d).nfkc().ne(std::iter::once(d)) {
                    "compatibility form (full-width, ligature, …) that NFKC maps to what the view shows"
                } else if delivered.nfc().ne(delivered.chars()) {
                    "combining marks in a non-canonical order"
                } else if other.is_none() {
                    "text delivered to the model that the view does not show"
                } else {
                    "different text"
                };
                return Err(Divergence {
                    pointer: pointer.to_string(),
                    offset,
                    view: code(other),
                    delivered: code(Some(d)),
                    technique,
                });
            }
        }
    }
    Err(Divergence {
        pointer: pointer.to_string(),
        offset,
        view: code(v.next()),
        delivered: None,
        technique: "text the view shows that is not delivered to the model",
    })
}

/// Checks that `delivered` is what a person approved in `view`. JSON
/// documents are compared token by token (every string canonicalised on the
/// view side, everything else exact); anything else is compared as text.
pub fn verify_view(
    concealment: &Concealment,
    view: &[u8],
    delivered: &[u8],
) -> Result<(), Divergence> {
    let is_json = |b: &[u8]| {
        let mut copy = b.to_vec();
        simd_json::to_tape(&mut copy).is_ok()
    };
    if !(is_json(view) && is_json(delivered)) {
        let v = String::from_utf8_lossy(view);
        let d = String::from_utf8_lossy(delivered);
        return compare_text(concealment, &v, &d, "");
    }
    let (ve, de) = (events(view), events(delivered));
    let mut path = Path::default();
    let mut open: Vec<Open> = Vec::new();
    let mut units = Vec::new();
    for (i, d) in de.iter().enumerate() {
        let Some(v) = ve.get(i) else {
            return Err(structure(
                "structure delivered that the view does not have",
                &path,
            ));
        };
        match (v, d) {
            (
                Event::String {
                    key: vk, raw: vr, ..
                },
                Event::String {
                    key: dk,
                    raw: dr,
                    raw_start,
                },
            ) if vk == dk => {
                decode(vr, 0, &mut units);
                let vs: String = units.iter().map(|u| u.ch).collect();
                decode(dr, 0, &mut units);
                let ds: String = units.iter().map(|u| u.ch).collect();
                if !*dk {
                    enter(&open, &mut path);
                }
                let mut here = path.render();
                if *dk {
                    here.push('/');
                    push_escaped(&mut here, &ds);
                }
                compare_text(concealment, &vs, &ds, &here)?;
                if *dk {
                    path.push_key(delivered, (*raw_start, raw_start + dr.len()));
                } else {
                    leave(&mut open, &mut path);
                }
            }
            (Event::ObjectStart, Event::ObjectStart) | (Event::ArrayStart, Event::ArrayStart) => {
                enter(&open, &mut path);
                open.push(if matches!(d, Event::ObjectStart) {
                    Open::Object
                } else {
                    Open::Array(0)
                });
            }
            (Event::ObjectEnd, Event::ObjectEnd) | (Event::ArrayEnd, Event::ArrayEnd) => {
                open.pop();
                leave(&mut open, &mut path);
            }
            (Event::Scalar(a), Event::Scalar(b)) if a == b => {
                enter(&open, &mut path);
                leave(&mut open, &mut path);
            }
            _ => {
                return Err(structure(
                    "the structure differs (a key, a value or its type)",
                    &path,
                ));
            }
        }
    }
    if ve.len() > de.len() {
        return Err(structure(
            "structure the view shows that is not delivered",
            &path,
        ));
    }
    Ok(())
}

/// A divergence in the shape of the documents, at `path`.
fn structure(technique: &'static str, path: &Path) -> Divergence {
    Divergence {
        pointer: path.render(),
        offset: 0,
        view: None,
        delivered: None,
        technique,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sanitizer(mode: Mode) -> Sanitizer {
        Sanitizer::new(&RulePack::builtin().expect("rules"), mode)
    }

    fn clean(doc: &str) -> String {
        String::from_utf8(
            sanitizer(Mode::Strip)
                .sanitize(doc.as_bytes())
                .expect("valid")
                .json,
        )
        .expect("utf-8")
    }

    #[test]
    fn only_the_offending_code_points_change() {
        let doc = "{\n  \"name\": \"a\u{200b}b\",\n  \"n\": 1.50e3, \"d\": \"\\u00e9\\u200b\"}";
        assert_eq!(
            clean(doc),
            "{\n  \"name\": \"ab\",\n  \"n\": 1.50e3, \"d\": \"\\u00e9\"}"
        );
    }

    #[test]
    fn clean_text_is_byte_identical() {
        let doc = r#"{"name":"t","description":"Deploys 👨‍💻 — ok","inputSchema":{"properties":{"x":{"enum":["a","b"]}}}}"#;
        let out = sanitizer(Mode::Strip)
            .sanitize(doc.as_bytes())
            .expect("valid");
        assert!(out.conforming);
        assert_eq!(out.json, doc.as_bytes());
    }

    #[test]
    fn legitimate_contexts_are_kept() {
        let persian = "{\"d\":\"\u{0645}\u{06CC}\u{200C}\u{06A9}\u{0646}\u{062F}\"}";
        assert_eq!(clean(persian), persian);
        let flag = "{\"d\":\"\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}\"}";
        assert_eq!(clean(flag), flag);
        let warning = "{\"d\":\"\u{26A0}\u{FE0F} careful\"}";
        assert_eq!(clean(warning), warning);
    }

    #[test]
    fn tag_runs_are_reported_with_their_hidden_text() {
        let hidden: String = "ignore"
            .chars()
            .map(|c| char::from_u32(0xE0000 + c as u32).expect("tag"))
            .collect();
        let doc = format!("{{\"description\":\"ok{hidden}\"}}");
        let out = sanitizer(Mode::Strip)
            .sanitize(doc.as_bytes())
            .expect("valid");
        assert_eq!(
            String::from_utf8(out.json).expect("utf-8"),
            "{\"description\":\"ok\"}"
        );
        assert_eq!(out.removals.len(), 1);
        assert_eq!(out.removals[0].rule, "MS003");
        assert_eq!(&*out.removals[0].pointer, "/description");
        assert_eq!(out.removals[0].hidden_text.as_deref(), Some("ignore"));
        assert_eq!(out.removals[0].count, 6);
    }

    #[test]
    fn replace_mode_marks_each_code_point() {
        let out = sanitizer(Mode::Replace)
            .sanitize("{\"d\":\"a\u{202E}b\"}".as_bytes())
            .expect("valid");
        assert_eq!(
            String::from_utf8(out.json).expect("utf-8"),
            "{\"d\":\"a[U+202E]b\"}"
        );
    }

    #[test]
    fn colliding_keys_are_reported_not_merged() {
        let doc = "{\"properties\":{\"path\":{},\"pa\u{200B}th\":{}}}";
        let out = sanitizer(Mode::Strip)
            .sanitize(doc.as_bytes())
            .expect("valid");
        assert_eq!(
            String::from_utf8(out.json).expect("utf-8"),
            doc,
            "the colliding key stays"
        );
        assert!(!out.conforming);
        assert_eq!(out.collisions.len(), 1);
        assert_eq!(out.collisions[0].object, "/properties");
        assert_eq!(out.collisions[0].key, "path");
        assert!(out.removals.is_empty());
    }

    #[test]
    fn removing_one_character_can_expose_another() {
        // The joiner is legitimate only after the selector, and the selector
        // after a letter is not: both go.
        assert_eq!(
            clean("{\"d\":\"a\u{FE0F}\u{200D}\u{1F600}\"}"),
            "{\"d\":\"a\u{1F600}\"}"
        );
    }

    #[test]
    fn a_raw_delete_is_removed() {
        // JSON lets DEL (U+007F, a control character of MS006) through
        // unescaped; it is removed like its escaped spelling.
        assert_eq!(clean("{\"d\":\"a\u{7F}b\"}"), "{\"d\":\"ab\"}");
        assert_eq!(clean("{\"d\":\"\u{e9}\u{7F}\"}"), "{\"d\":\"\u{e9}\"}");
        assert_eq!(clean("{\"d\":\"a\\u007fb\"}"), "{\"d\":\"ab\"}");
    }

    #[test]
    fn code_points_are_a_slice_however_many() {
        for n in 0..9 {
            let chars: Vec<char> = (0..n).map(|i| char::from(b'a' + i)).collect();
            let points: CodePoints = chars.iter().copied().collect();
            assert_eq!(&*points, &chars[..]);
            assert_eq!(format!("{points:?}"), format!("{chars:?}"));
            assert_eq!(points.clone(), points);
        }
    }

    #[test]
    fn invalid_json_is_an_error() {
        assert!(sanitizer(Mode::Strip).sanitize(b"{\"a\":").is_err());
    }

    #[test]
    fn pointers_follow_arrays_and_keys() {
        let doc = "{\"a\":[1,{\"b/c\":\"x\u{200B}\"}],\"k\u{200B}\":0}";
        let out = sanitizer(Mode::Strip)
            .sanitize(doc.as_bytes())
            .expect("valid");
        let pointers: Vec<(&str, bool)> =
            out.removals.iter().map(|r| (&*r.pointer, r.key)).collect();
        assert_eq!(pointers, vec![("/a/1/b~1c", false), ("/k\u{200B}", true)]);
    }

    fn concealment() -> Concealment {
        Concealment::new(&RulePack::builtin().expect("rules"))
    }

    #[test]
    fn verify_view_accepts_a_faithful_delivery() {
        let c = concealment();
        let doc = br#"{"name":"read_file","description":"Reads a file."}"#;
        assert_eq!(verify_view(&c, doc, doc), Ok(()));
        // The view may contain what the canonicalisation removes.
        let view = "{\"name\":\"read_file\",\"description\":\"Reads a \u{FF46}ile.\"}";
        assert_eq!(verify_view(&c, view.as_bytes(), doc), Ok(()));
    }

    #[test]
    fn verify_view_explains_each_technique() {
        let c = concealment();
        let view = br#"{"name":"read_file","description":"Reads a file."}"#;
        let cases = [
            (
                "{\"name\":\"read_file\",\"description\":\"Reads a\u{200B} file.\"}",
                "hidden character",
            ),
            (
                "{\"name\":\"read_file\",\"description\":\"Reads a file.\u{E0041}\"}",
                "hidden character",
            ),
            (
                "{\"name\":\"read_file\",\"description\":\"Reads a \u{202E}file.\"}",
                "hidden character",
            ),
            (
                "{\"name\":\"r\u{0435}ad_file\",\"description\":\"Reads a file.\"}",
                "homoglyph",
            ),
            (
                "{\"name\":\"read_file\",\"description\":\"Reads a \u{FF46}ile.\"}",
                "compatibility form",
            ),
            (
                "{\"name\":\"read_file\",\"description\":\"Reads a file. And more.\"}",
                "does not show",
            ),
        ];
        for (delivered, technique) in cases {
            let e = verify_view(&c, view, delivered.as_bytes()).expect_err(delivered);
            assert!(e.technique.contains(technique), "{delivered}: {e:?}");
        }
        let e = verify_view(
            &c,
            view,
            "{\"name\":\"r\u{0435}ad_file\",\"description\":\"Reads a file.\"}".as_bytes(),
        )
        .expect_err("homoglyph");
        assert_eq!(e.pointer, "/name");
        assert_eq!(e.offset, 1);
        assert_eq!(e.delivered.as_deref(), Some("U+0435"));
    }

    #[test]
    fn combining_marks_out_of_canonical_order_are_caught() {
        let c = concealment();
        // a + dot below + acute, and a + acute + dot below, render alike.
        let view = "a\u{0323}\u{0301}";
        let delivered = "a\u{0301}\u{0323}";
        let e = verify_view(&c, view.as_bytes(), delivered.as_bytes()).expect_err("reordered");
        assert!(
            e.technique.contains("combining") || e.technique.contains("compatibility"),
            "{e:?}"
        );
    }
}
