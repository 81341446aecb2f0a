//! How much of the real benign corpus the rule pack's anchors send to the
//! regex engines, and how much less it would be if each rule were also gated
//! on the rarest literals its patterns require.
//!
//! ```text
//! cargo run --release -p mcpsift-benches --example anchor_reach
//! ```
//!
//! For every model-visible string of the corpus (each string value and
//! object key, ASCII-lowercased, raw view only) it counts the fields and
//! bytes holding one of a rule's declared anchors. Then, from each pattern's
//! syntax tree, it derives sets of literals every match must contain (a
//! literal run of 3 bytes or more, or one such literal from each branch of
//! an alternation), keeps per pattern the set whose literals occur in the
//! fewest field bytes, and counts again the fields holding a declared anchor
//! *and* one of those literals: about what a second, derived gate could
//! save without changing what any rule detects (the choice is greedy per
//! pattern; the folded views, which add a little, are not counted). Last,
//! the lines holding any such field: the lines that a scanner which skips
//! clean lines unparsed would still have to parse.
//!
//! Issue #8 asked whether rarer anchors could take the engine to 1 GB/s;
//! this prints how many bytes would still reach the parser and a regex
//! engine if they did (BENCHMARKS.md, session 12).

use std::collections::HashMap;

use mcpsift::{Detect, RulePack};
use regex_syntax::hir::{Class, Hir, HirKind};

/// The shortest literal worth gating on (the rule format's own floor).
const MIN_LITERAL: usize = 3;

/// Every field of the corpus, lowercased, joined by `\n` (no rule literal
/// holds one), with each field's start offset.
struct Fields {
    text: Vec<u8>,
    starts: Vec<usize>,
    /// The corpus line each field comes from.
    line: Vec<u32>,
    /// The line being read.
    current: u32,
}

impl Fields {
    fn len(&self, i: usize) -> usize {
        // Each field is followed by its `\n`.
        let end = self.starts.get(i + 1).copied().unwrap_or(self.text.len()) - 1;
        end - self.starts[i]
    }

    fn push(&mut self, s: &str) {
        self.starts.push(self.text.len());
        self.line.push(self.current);
        self.text.extend(s.bytes().map(|b| b.to_ascii_lowercase()));
        self.text.push(b'\n');
    }

    /// The number and the bytes of the fields marked in `set`.
    fn total(&self, set: &[bool]) -> (usize, u64) {
        let marked = set.iter().enumerate().filter(|&(_, &s)| s);
        marked.fold((0, 0), |(n, b), (i, _)| (n + 1, b + self.len(i) as u64))
    }

    /// The number and the bytes of the lines holding a field marked in
    /// `set`: the lines a scanner must parse.
    fn lines(&self, set: &[bool], line_len: &[usize]) -> (usize, u64) {
        let mut marked = vec![false; line_len.len()];
        for (i, _) in set.iter().enumerate().filter(|&(_, &s)| s) {
            marked[self.line[i] as usize] = true;
        }
        let lines = marked.iter().zip(line_len).filter(|&(&m, _)| m);
        lines.fold((0, 0), |(n, b), (_, &len)| (n + 1, b + len as u64))
    }

    /// The indexes of the fields holding `literal`, ascending, deduplicated.
    fn holding(&self, literal: &[u8]) -> Vec<u32> {
        let mut out: Vec<u32> = Vec::new();
        for at in memchr::memmem::find_iter(&self.text, literal) {
            let field = self.starts.partition_point(|&s| s <= at) - 1;
            if out.last() != Some(&(field as u32)) {
                out.push(field as u32);
            }
        }
        out
    }
}

fn collect(value: &serde_json::Value, fields: &mut Fields) {
    match value {
        serde_json::Value::String(s) => fields.push(s),
        serde_json::Value::Array(items) => items.iter().for_each(|v| collect(v, fields)),
        serde_json::Value::Object(map) => {
            for (key, v) in map {
                fields.push(key);
                collect(v, fields);
            }
        }
        _ => {}
    }
}

/// Field sets per literal, computed once.
struct Occurrences<'a> {
    fields: &'a Fields,
    memo: HashMap<Vec<u8>, (Vec<u32>, u64)>,
}

impl Occurrences<'_> {
    /// The field bytes that hold `literal`.
    fn cost(&mut self, literal: &[u8]) -> u64 {
        self.entry(literal).1
    }

    fn entry(&mut self, literal: &[u8]) -> &(Vec<u32>, u64) {
        if !self.memo.contains_key(literal) {
            let holding = self.fields.holding(literal);
            let bytes = holding
                .iter()
                .map(|&f| self.fields.len(f as usize) as u64)
                .sum();
            self.memo.insert(literal.to_vec(), (holding, bytes));
        }
        &self.memo[literal]
    }
}

/// A set of literals one of which every match contains, and the field bytes
/// its literals occur in (summed: an upper bound for the union).
#[derive(Clone)]
struct Required {
    literals: Vec<Vec<u8>>,
    cost: u64,
}

/// The one byte a class stands for once ASCII case is ignored, if it stands
/// for exactly one.
fn single_byte(class: &Class) -> Option<u8> {
    let mut byte = None;
    let mut one = |b: u8| match byte {
        None => {
            byte = Some(b.to_ascii_lowercase());
            true
        }
        Some(x) => x == b.to_ascii_lowercase(),
    };
    match class {
        Class::Bytes(c) => {
            for r in c.ranges() {
                for b in r.start()..=r.end() {
                    if !one(b) {
                        return None;
                    }
                }
            }
        }
        Class::Unicode(c) => {
            for r in c.ranges() {
                for ch in r.start()..=r.end() {
                    if !ch.is_ascii() || !one(ch as u8) {
                        return None;
                    }
                }
            }
        }
    }
    byte
}

/// The cheapest required set of `hir`, if it has one.
fn cheapest(hir: &Hir, occ: &mut Occurrences) -> Option<Required> {
    match hir.kind() {
        HirKind::Concat(parts) => {
            let mut candidates: Vec<Required> = Vec::new();
            let mut run: Vec<u8> = Vec::new();
            let flush =
                |run: &mut Vec<u8>, candidates: &mut Vec<Required>, occ: &mut Occurrences| {
                    if run.len() >= MIN_LITERAL {
                        let cost = occ.cost(run);
                        candidates.push(Required {
                            literals: vec![run.clone()],
                            cost,
                        });
                    }
                    run.clear();
                };
            for part in parts {
                match part.kind() {
                    HirKind::Literal(lit) => run.extend(lit.0.iter().map(u8::to_ascii_lowercase)),
                    HirKind::Class(class) if single_byte(class).is_some() => {
                        run.push(single_byte(class).expect("checked"));
                    }
                    // Zero-width: the bytes either side stay adjacent.
                    HirKind::Look(_) => {}
                    _ => {
                        flush(&mut run, &mut candidates, occ);
                        if let Some(r) = cheapest(part, occ) {
                            candidates.push(r);
                        }
                    }
                }
            }
            flush(&mut run, &mut candidates, occ);
            candidates.into_iter().min_by_key(|r| r.cost)
        }
        HirKind::Alternation(branches) => {
            let mut literals = Vec::new();
            let mut cost = 0;
            for branch in branches {
                let r = cheapest(branch, occ)?;
                literals.extend(r.literals);
                cost += r.cost;
            }
            literals.sort();
            literals.dedup();
            Some(Required { literals, cost })
        }
        HirKind::Capture(c) => cheapest(&c.sub, occ),
        HirKind::Repetition(r) if r.min >= 1 => cheapest(&r.sub, occ),
        HirKind::Literal(lit) if lit.0.len() >= MIN_LITERAL => {
            let run: Vec<u8> = lit.0.iter().map(u8::to_ascii_lowercase).collect();
            let cost = occ.cost(&run);
            Some(Required {
                literals: vec![run],
                cost,
            })
        }
        _ => None,
    }
}

fn main() {
    let dir = mcpsift_benches::data::corpus_dir();
    let lines = mcpsift_benches::data::load_lines(&dir)
        .unwrap_or_else(|e| panic!("cannot read the benign corpus in {}: {e}", dir.display()));
    let input_bytes: usize = lines.iter().map(Vec::len).sum();
    let mut fields = Fields {
        text: Vec::new(),
        starts: Vec::new(),
        line: Vec::new(),
        current: 0,
    };
    for (number, line) in lines.iter().enumerate() {
        fields.current = number as u32;
        if let Ok(value) = serde_json::from_slice::<serde_json::Value>(line) {
            collect(&value, &mut fields);
        }
    }
    let field_count = fields.starts.len();
    let field_bytes: u64 = (0..field_count).map(|i| fields.len(i) as u64).sum();
    println!(
        "corpus: {} lines, {input_bytes} bytes; {field_count} fields, {field_bytes} bytes of field text",
        lines.len()
    );

    let pack = RulePack::builtin().expect("built-in rules");
    let mut occ = Occurrences {
        fields: &fields,
        memo: HashMap::new(),
    };
    let mut any_declared = vec![false; field_count];
    let mut any_both = vec![false; field_count];
    let mut rows = Vec::new();
    for rule in pack.rules() {
        let Detect::Pattern {
            anchors, patterns, ..
        } = &rule.detect
        else {
            continue;
        };
        let mut declared = vec![false; field_count];
        for anchor in anchors {
            for &f in &occ.entry(anchor.to_ascii_lowercase().as_bytes()).0 {
                declared[f as usize] = true;
            }
        }
        // A rule's derived gate is the union of its patterns' sets; one
        // pattern without a required literal leaves the rule ungated.
        let mut derived: Option<Vec<Vec<u8>>> = Some(Vec::new());
        for pattern in patterns {
            let hir = rule
                .parsed_pattern(pattern)
                .unwrap_or_else(|| panic!("{}: pattern without a kept parse", rule.code));
            match (cheapest(&hir, &mut occ), derived.as_mut()) {
                (Some(r), Some(all)) => all.extend(r.literals),
                _ => derived = None,
            }
        }
        let mut both = declared.clone();
        if let Some(literals) = derived.as_mut() {
            literals.sort();
            literals.dedup();
            let mut hit = vec![false; field_count];
            for literal in literals.iter() {
                for &f in &occ.entry(literal).0 {
                    hit[f as usize] = true;
                }
            }
            for (b, h) in both.iter_mut().zip(&hit) {
                *b &= *h;
            }
        }
        for i in 0..field_count {
            any_declared[i] |= declared[i];
            any_both[i] |= both[i];
        }
        let (declared_n, declared_bytes) = fields.total(&declared);
        let (both_n, both_bytes) = fields.total(&both);
        rows.push((
            declared_bytes,
            rule.code.clone(),
            declared_n,
            both_n,
            both_bytes,
            derived.map(|l| {
                l.iter()
                    .map(|s| String::from_utf8_lossy(s).into_owned())
                    .collect::<Vec<_>>()
                    .join(", ")
            }),
        ));
    }
    rows.sort_by_key(|row| std::cmp::Reverse(row.0));
    println!();
    println!(
        "| rule | fields (bytes) its anchors gate | also holding a required literal | the literals |"
    );
    println!("|---|---|---|---|");
    for (bytes, code, declared, both, both_bytes, literals) in &rows {
        println!(
            "| {code} | {declared} ({bytes}) | {both} ({both_bytes}) | {} |",
            literals
                .as_deref()
                .unwrap_or("none: a pattern requires no literal")
        );
    }
    let (dn, db) = fields.total(&any_declared);
    let (bn, bb) = fields.total(&any_both);
    println!();
    println!(
        "fields some rule's anchors gate: {dn} of {field_count}, {db} of {field_bytes} field bytes ({:.1}%)",
        100.0 * db as f64 / field_bytes as f64
    );
    println!(
        "with each rule also gated on its required literals: {bn} fields, {bb} bytes ({:.1}%)",
        100.0 * bb as f64 / field_bytes as f64
    );
    let line_len: Vec<usize> = lines.iter().map(Vec::len).collect();
    for (what, set) in [
        ("anchor", &any_declared),
        ("anchor and required literal", &any_both),
    ] {
        let (n, b) = fields.lines(set, &line_len);
        println!(
            "lines holding a field with an {what}: {n} of {}, {b} of {input_bytes} bytes ({:.1}%)",
            lines.len(),
            100.0 * b as f64 / input_bytes as f64
        );
    }
}
