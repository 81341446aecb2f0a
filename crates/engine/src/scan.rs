//! The scanner: parse, walk fields, prefilter, fold when needed, match.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use bumpalo::Bump;
use mcpsift_context::{BatchNames, Change, Context, FindingFacts, ItemFacts};
use mcpsift_rules::{RulePack, Severity, Target, View};
use mcpsift_simd::{Flags, Kernel, Prefilter};
use mcpsift_unicode::is_confusable_in_name;
use regex_automata::{Input, meta};
use simd_json::{Buffers, Node, StaticNode, Tape};

use crate::compile::{
    BuildError, Compiled, GroupWork, PatternGroup, RuleBits, Verifier, compile, target_index,
};
use crate::decode::{Decoder, Kinds};
use crate::fold::{Folded, Style, fold, fold_parts, leet, squash};
use crate::hints::{ViewHints, has_identifier_marks, has_three_single_letters};
use crate::input::{ItemRef, Shape, as_str, elements, find_items, get, members};
use crate::outcome::{
    DocumentReport, Finding, Hints, ItemKind, ItemReport, ScanError, ScanErrorKind, Verdict,
};

/// Limits that bound the time and memory of one document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Documents (and JSON Lines lines) larger than this are an error record.
    pub max_document_bytes: usize,
    /// Objects and arrays nested deeper than this are an error record.
    pub max_depth: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_document_bytes: 16 << 20,
            max_depth: 128,
        }
    }
}

/// Configures and compiles a [`Scanner`].
#[derive(Clone, Debug)]
pub struct ScannerBuilder {
    threshold: Severity,
    limits: Limits,
    kernel: Option<Kernel>,
    exhaustive: bool,
}

impl Default for ScannerBuilder {
    fn default() -> ScannerBuilder {
        ScannerBuilder {
            threshold: Severity::High,
            limits: Limits::default(),
            kernel: None,
            exhaustive: false,
        }
    }
}

impl ScannerBuilder {
    /// Items with a finding at or above this severity are withheld (default `High`).
    pub fn threshold(mut self, threshold: Severity) -> ScannerBuilder {
        self.threshold = threshold;
        self
    }

    /// Size and depth limits.
    pub fn limits(mut self, limits: Limits) -> ScannerBuilder {
        self.limits = limits;
        self
    }

    /// Forces a prefilter kernel (for tests and benchmarks); unsupported
    /// kernels fall back to the scalar one.
    pub fn kernel(mut self, kernel: Kernel) -> ScannerBuilder {
        self.kernel = Some(kernel);
        self
    }

    /// Turns off every shortcut: every field is folded and matched, and no
    /// line is proved clean up front. Slow; findings must be identical.
    pub fn exhaustive(mut self, yes: bool) -> ScannerBuilder {
        self.exhaustive = yes;
        self
    }

    /// Compiles `pack`.
    pub fn build(self, pack: &RulePack) -> Result<Scanner, BuildError> {
        let compiled = compile(pack)?;
        let b64_min = compiled.b64_prefilter_min;
        let prefilter = match self.kernel {
            Some(kernel) => {
                Prefilter::with_kernel(kernel, b64_min).unwrap_or_else(|| Prefilter::new(b64_min))
            }
            None => Prefilter::new(b64_min),
        };
        static NEXT_ID: AtomicU64 = AtomicU64::new(1);
        Ok(Scanner {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            context: Context::new(pack),
            well_known: BatchNames::new(),
            compiled,
            prefilter,
            threshold: self.threshold,
            limits: self.limits,
            exhaustive: self.exhaustive,
            spare_scratches: Mutex::new(Vec::new()),
        })
    }
}

/// A compiled rule pack, ready to scan. Cheap to share across threads; each
/// thread brings its own [`Scratch`].
#[derive(Debug)]
pub struct Scanner {
    id: u64,
    /// The pack's manifest-context rules (escalations, counter-evidence,
    /// hostile servers, name collisions).
    context: Context,
    /// The well-known tool names: the batch of a document scanned alone.
    well_known: BatchNames,
    compiled: Compiled,
    prefilter: Prefilter,
    threshold: Severity,
    limits: Limits,
    exhaustive: bool,
    /// Scratches that batch scans gave back, warm (their lazy DFA states
    /// built): the next batch starts with them instead of rebuilding the
    /// states, which costs more the larger the pack. Each is tagged with
    /// the rayon worker that last used it.
    spare_scratches: Mutex<Vec<(Option<usize>, Scratch)>>,
}

/// The most warm scratches a scanner keeps between batch scans.
const SPARE_SCRATCHES_MAX: usize = 16;

/// Per-thread working memory: the parse buffers, the tape, the folding
/// arena and the automaton caches. Reused across scans, so a warmed-up
/// scratch scans a clean tool without allocating.
pub struct Scratch {
    scanner_id: u64,
    input: Vec<u8>,
    buffers: Buffers,
    tape: Option<Tape<'static>>,
    work: Work,
}

impl std::fmt::Debug for Scratch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scratch")
            .field("scanner_id", &self.scanner_id)
            .field("input_capacity", &self.input.capacity())
            .finish_non_exhaustive()
    }
}

#[derive(Clone, Copy, Debug)]
enum Seg {
    Key(usize),
    Index(usize),
}

#[derive(Debug)]
struct Work {
    arena: Bump,
    /// Decoded texts and their folded views, for one field at a time.
    decode_arena: Bump,
    /// Per pattern group, its engines' caches and what they said last.
    groups: Vec<GroupWork>,
    /// Per pattern group, in one `match_patterns` call: whether it ran.
    group_probed: Vec<bool>,
    /// Per pattern, its regex's cache once the regex was first needed.
    single_caches: Vec<Option<meta::Cache>>,
    /// The anchor gate's lazy DFA states.
    gate_cache: Option<regex_automata::hybrid::dfa::Cache>,
    path: Vec<Seg>,
    items: Vec<ItemRef>,
    shape: Shape,
    findings: Vec<Finding>,
    key_sort: Vec<(u64, usize)>,
    clean: CleanCache,
}

/// Short texts that scanned clean, with the role they had: a direct-mapped
/// table of fixed size, so a lookup never allocates and a miss only costs
/// the scan it would have cost anyway.
struct CleanCache {
    slots: Box<[CleanSlot]>,
}

#[derive(Clone, Copy)]
struct CleanSlot {
    /// The text's length, or [`CleanSlot::EMPTY`].
    len: u8,
    role: u8,
    text: [u8; CleanCache::TEXT_MAX],
}

impl CleanSlot {
    const EMPTY: u8 = u8::MAX;
}

impl CleanCache {
    /// The longest text kept (the slot is 32 bytes).
    const TEXT_MAX: usize = 30;
    const SLOTS: usize = 4096;

    fn new() -> CleanCache {
        let empty = CleanSlot {
            len: CleanSlot::EMPTY,
            role: 0,
            text: [0; CleanCache::TEXT_MAX],
        };
        CleanCache {
            slots: vec![empty; CleanCache::SLOTS].into_boxed_slice(),
        }
    }

    fn slot(text: &str, role: usize) -> usize {
        (fnv1a(text) ^ role as u64) as usize % CleanCache::SLOTS
    }

    fn contains(&self, text: &str, role: usize) -> bool {
        let slot = &self.slots[CleanCache::slot(text, role)];
        usize::from(slot.len) == text.len()
            && usize::from(slot.role) == role
            && &slot.text[..text.len()] == text.as_bytes()
    }

    fn insert(&mut self, text: &str, role: usize) {
        debug_assert!(text.len() <= CleanCache::TEXT_MAX);
        let slot = &mut self.slots[CleanCache::slot(text, role)];
        slot.len = text.len() as u8;
        slot.role = role as u8;
        slot.text[..text.len()].copy_from_slice(text.as_bytes());
    }
}

impl std::fmt::Debug for CleanCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let used = self
            .slots
            .iter()
            .filter(|s| s.len != CleanSlot::EMPTY)
            .count();
        write!(f, "CleanCache({used} of {} slots)", self.slots.len())
    }
}

/// What the anchor gate says about one field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hit {
    /// No anchor: no pattern rule can fire on the raw view.
    None,
    /// Anchors of at most these rules.
    Rules(RuleBits),
    /// Unknown: find out with the anchor automaton.
    Any,
}

impl Hit {
    /// The rules to try, as a `Pass::anchored`: `None` when the anchor
    /// automaton must say (or, for `Hit::None`, when nothing is to be tried).
    fn rules(self) -> Option<RuleBits> {
        match self {
            Hit::Rules(bits) => Some(bits),
            Hit::None | Hit::Any => None,
        }
    }
}

/// One scanned item, as handed to a visitor.
#[derive(Debug)]
pub struct ItemView<'a> {
    /// Tool, prompt, …
    pub kind: ItemKind,
    /// Its name (URI for a nameless resource).
    pub name: &'a str,
    /// Its position in its collection.
    pub index: Option<usize>,
    /// The corpus case id of the document, if it is a case line.
    pub case_id: Option<&'a str>,
    /// The `server` of a corpus case line.
    pub server: Option<&'a str>,
    /// Its annotations, for the manifest context.
    pub hints: Hints,
    /// Its findings.
    pub findings: &'a [Finding],
    /// The highest severity.
    pub severity: Option<Severity>,
    /// The decision.
    pub verdict: Verdict,
}

impl ItemView<'_> {
    /// An owned copy.
    pub fn to_report(&self) -> ItemReport {
        ItemReport {
            kind: self.kind,
            name: self.name.to_string(),
            index: self.index,
            findings: self.findings.to_vec(),
            severity: self.severity,
            verdict: self.verdict,
            hints: self.hints,
        }
    }
}

impl Scanner {
    /// A builder with the defaults: threshold `High`, 16 MiB documents,
    /// depth 128, the fastest prefilter kernel.
    pub fn builder() -> ScannerBuilder {
        ScannerBuilder::default()
    }

    /// A scanner for `pack` with the default settings.
    pub fn new(pack: &RulePack) -> Result<Scanner, BuildError> {
        Scanner::builder().build(pack)
    }

    /// The withhold threshold.
    pub fn threshold(&self) -> Severity {
        self.threshold
    }

    /// The limits in force.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The prefilter kernel in use.
    pub fn kernel(&self) -> Kernel {
        self.prefilter.kernel()
    }

    /// How many passes over each field the anchor gate makes: 1 (one lazy
    /// DFA for every anchor), or 0 when the pack has no anchors.
    pub fn gate_passes(&self) -> usize {
        usize::from(self.compiled.gate.is_some())
    }

    /// The number of rules.
    pub fn rule_count(&self) -> usize {
        self.compiled.rules.len()
    }

    /// A warm scratch a batch scan gave back, or a fresh one: the one this
    /// rayon worker gave back last if it is there. A scratch's hot DFA
    /// states and arenas sit in its last core's cache; handed between two
    /// workers, each chunk of lines started on cold memory (two threads
    /// scanned 1.3x as fast as one where two processes scan 2x).
    pub(crate) fn take_scratch(&self) -> Scratch {
        let worker = rayon::current_thread_index();
        self.spare_scratches
            .lock()
            .ok()
            .and_then(|mut spare| {
                let at = spare
                    .iter()
                    .rposition(|(w, _)| *w == worker)
                    .or(spare.len().checked_sub(1))?;
                Some(spare.swap_remove(at).1)
            })
            .unwrap_or_else(|| self.scratch())
    }

    /// Keeps `scratch` for the next batch scan (up to a few of them).
    pub(crate) fn give_back_scratch(&self, scratch: Scratch) {
        if let Ok(mut spare) = self.spare_scratches.lock()
            && spare.len() < SPARE_SCRATCHES_MAX
        {
            spare.push((rayon::current_thread_index(), scratch));
        }
    }

    /// Fresh working memory for one thread.
    pub fn scratch(&self) -> Scratch {
        Scratch {
            scanner_id: self.id,
            input: Vec::new(),
            buffers: Buffers::with_max_depth(0, self.limits.max_depth),
            tape: None,
            work: self.work(),
        }
    }

    fn work(&self) -> Work {
        let c = &self.compiled;
        Work {
            arena: Bump::new(),
            decode_arena: Bump::new(),
            groups: c.groups.iter().map(PatternGroup::work).collect(),
            group_probed: vec![false; c.groups.len()],
            single_caches: (0..c.single.len()).map(|_| None).collect(),
            gate_cache: c.gate.as_ref().map(|g| g.dfa.create_cache()),
            path: Vec::new(),
            items: Vec::new(),
            shape: Shape::default(),
            findings: Vec::new(),
            key_sort: Vec::new(),
            clean: CleanCache::new(),
        }
    }

    /// Scans one JSON document (any shape CONTRACT.md accepts) and returns a
    /// report per item. An error means nothing in the document was scanned:
    /// treat every item in it as withheld.
    pub fn scan_document(
        &self,
        json: &[u8],
        scratch: &mut Scratch,
    ) -> Result<DocumentReport, ScanError> {
        let mut report = self.scan_document_bare(json, scratch)?;
        self.apply_context(&mut report.items, 0, &self.well_known);
        Ok(report)
    }

    /// Scans one JSON document field by field, without the manifest context
    /// step: for callers that group documents into manifests themselves
    /// (corpus lines of one `server`) and then call [`Scanner::apply_context`]
    /// once per manifest.
    pub fn scan_document_bare(
        &self,
        json: &[u8],
        scratch: &mut Scratch,
    ) -> Result<DocumentReport, ScanError> {
        let mut report = DocumentReport::default();
        self.scan_with(json, scratch, |item| {
            if report.case_id.is_none() {
                report.case_id = item.case_id.map(str::to_string);
                report.server = item.server.map(str::to_string);
            }
            report.items.push(item.to_report());
        })?;
        Ok(report)
    }

    /// The well-known tool names (a batch of one document).
    pub fn well_known_names(&self) -> &BatchNames {
        &self.well_known
    }

    /// True when a stream of items cannot be decided item by item: some
    /// finding or name may change once the whole manifest is known.
    fn needs_context(&self, item: &ItemView<'_>) -> bool {
        self.context.name_may_collide(item.name)
            || item
                .findings
                .iter()
                .any(|f| self.context.is_context_sensitive(f.rule_index))
    }

    /// The manifest context step (mcpsift-context): raises, lowers or adds
    /// findings of `items` — one manifest, number `server` of `batch` — from
    /// what the other items and servers say, then recomputes severities and
    /// verdicts. Deterministic; does nothing (and allocates nothing) when no
    /// item carries a context-sensitive finding, a non-ASCII name, or (with
    /// other items beside it) a finding at all.
    pub fn apply_context(&self, items: &mut [ItemReport], server: usize, batch: &BatchNames) {
        if self.context.is_empty() {
            return;
        }
        let needed = items.iter().any(|item| {
            self.context.name_may_collide(&item.name)
                || item
                    .findings
                    .iter()
                    .any(|f| self.context.is_context_sensitive(f.rule_index))
        }) || (items.len() > 1
            && self.context.has_hostile_server()
            && items.iter().any(|i| !i.findings.is_empty()));
        if !needed {
            return;
        }
        let facts: Vec<ItemFacts<'_>> = items
            .iter()
            .map(|item| ItemFacts {
                is_tool: item.kind == ItemKind::Tool,
                name: &item.name,
                read_only_hint: item.hints.read_only,
                destructive_hint: item.hints.destructive,
                findings: item
                    .findings
                    .iter()
                    .map(|f| FindingFacts {
                        rule: f.rule_index,
                        severity: f.severity,
                        text: if f.view == View::Decoded {
                            ""
                        } else {
                            &f.evidence
                        },
                    })
                    .collect(),
            })
            .collect();
        let changes = self.context.changes(&facts, server, batch);
        drop(facts);
        if changes.is_empty() {
            return;
        }
        for change in changes {
            match change {
                Change::Severity { item, finding, to } => {
                    items[item].findings[finding].severity = to;
                }
                Change::Remove { item, finding } => {
                    items[item].findings.remove(finding);
                }
                Change::Add {
                    item,
                    rule,
                    severity,
                    evidence,
                } => {
                    let report = &mut items[item];
                    let (pointer, span) = context_pointer(report);
                    let r = &self.compiled.rules[rule];
                    report.findings.push(Finding {
                        rule_index: rule,
                        code: r.code.clone(),
                        name: r.name.clone(),
                        severity,
                        pointer,
                        role: Target::Name,
                        view: View::Raw,
                        span,
                        evidence,
                    });
                }
            }
        }
        for item in items.iter_mut() {
            item.severity = item.findings.iter().map(|f| f.severity).max();
            item.verdict = Verdict::from_severity(item.severity, self.threshold);
        }
    }

    /// Scans a document that must hold exactly one tool.
    pub fn scan_tool(&self, json: &[u8], scratch: &mut Scratch) -> Result<ItemReport, ScanError> {
        let mut report = self.scan_document(json, scratch)?;
        if report.items.len() != 1 || report.items[0].kind != ItemKind::Tool {
            return Err(ScanError::new(
                ScanErrorKind::UnknownShape,
                format!(
                    "expected exactly one tool, found {} items",
                    report.items.len()
                ),
            ));
        }
        Ok(report.items.remove(0))
    }

    /// Scans a manifest (or any document with several items).
    pub fn scan_manifest(
        &self,
        json: &[u8],
        scratch: &mut Scratch,
    ) -> Result<DocumentReport, ScanError> {
        self.scan_document(json, scratch)
    }

    /// The strictest verdict over the document's items, failing closed: a
    /// document that cannot be scanned is `Withhold`. Allocates nothing for a
    /// clean document once the scratch is warm.
    pub fn verdict(&self, json: &[u8], scratch: &mut Scratch) -> Verdict {
        let mut worst = Verdict::Allow;
        let mut items = 0usize;
        let mut any_finding = false;
        let mut recheck = false;
        let scanned = self.scan_with(json, scratch, |item| {
            worst = worst.max(item.verdict);
            items += 1;
            any_finding |= !item.findings.is_empty();
            recheck = recheck || self.needs_context(&item);
        });
        if scanned.is_err() {
            return Verdict::Withhold;
        }
        // The rare document whose verdict depends on its whole manifest is
        // scanned again, with the context step (not the clean path).
        let hostile = items > 1 && any_finding && self.context.has_hostile_server();
        if worst < Verdict::Withhold && (recheck || hostile) {
            return match self.scan_document(json, scratch) {
                Ok(report) => report.verdict(),
                Err(_) => Verdict::Withhold,
            };
        }
        worst
    }

    /// Scans `json`, handing each item to `visit` as soon as it is done.
    pub fn scan_with(
        &self,
        json: &[u8],
        scratch: &mut Scratch,
        mut visit: impl FnMut(ItemView<'_>),
    ) -> Result<(), ScanError> {
        let json = json.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(json);
        if json.len() > self.limits.max_document_bytes {
            return Err(ScanError::new(
                ScanErrorKind::TooLarge,
                format!(
                    "document is {} bytes, over the limit of {} (raise --max-document-bytes to scan it)",
                    json.len(),
                    self.limits.max_document_bytes
                ),
            ));
        }
        if scratch.scanner_id != self.id {
            // A scratch from another scanner has caches for other automata.
            *scratch = self.scratch();
        }
        let Scratch {
            input,
            buffers,
            tape: tape_slot,
            work,
            ..
        } = scratch;
        input.clear();
        input.extend_from_slice(json);
        input.resize(json.len() + simd_json::INPUT_PADDING, 0);
        let mut tape = tape_slot.take().unwrap_or_else(Tape::null).reset();
        let result = match simd_json::fill_tape_padded(input, json.len(), buffers, &mut tape) {
            Err(e) => Err(with_limit_hint(describe_json_error(
                &e,
                json,
                self.limits.max_depth,
            ))),
            Ok(()) => self.scan_tape(&tape.0, work, &mut visit),
        };
        *tape_slot = Some(tape.reset());
        result
    }

    fn scan_tape(
        &self,
        tape: &[Node<'_>],
        work: &mut Work,
        visit: &mut dyn FnMut(ItemView<'_>),
    ) -> Result<(), ScanError> {
        let mut items = std::mem::take(&mut work.items);
        let mut shape = std::mem::take(&mut work.shape);
        let found = find_items(tape, &mut items, &mut shape);
        let result = found.map(|()| {
            let case_id = shape.case_id.and_then(|i| as_str(tape, i));
            let server = shape.server.and_then(|i| as_str(tape, i));
            for item in &items {
                work.findings.clear();
                work.path.clear();
                work.arena.reset();
                let mut cx = Cx {
                    tape,
                    work: &mut *work,
                };
                for &key in &shape.container_duplicates {
                    self.duplicate_finding(&mut cx, key, true);
                }
                match item.kind {
                    ItemKind::Instructions => {
                        if let Some(text) = as_str(tape, item.node) {
                            self.scan_field(&mut cx, text, Target::Prose);
                        }
                    }
                    _ => self.walk_object(&mut cx, item.node, Ctx::Item),
                }
                let severity = work.findings.iter().map(|f| f.severity).max();
                visit(ItemView {
                    kind: item.kind,
                    name: item_name(tape, item),
                    index: item.index,
                    case_id,
                    server,
                    hints: item_hints(tape, item),
                    findings: &work.findings,
                    severity,
                    verdict: Verdict::from_severity(severity, self.threshold),
                });
            }
        });
        work.items = items;
        work.shape = shape;
        result
    }

    // ---- the walk -------------------------------------------------------

    fn walk_object(&self, cx: &mut Cx<'_, '_, '_>, obj: usize, ctx: Ctx) {
        if !self.compiled.duplicate_rules.is_empty() {
            self.check_duplicates(cx, obj);
        }
        let tape = cx.tape;
        for (key_node, value) in members(tape, obj) {
            let key = as_str(tape, key_node).unwrap_or_default();
            cx.work.path.push(Seg::Key(key_node));
            let key_role = match ctx {
                Ctx::PropertyMap => Some(Target::SchemaKey),
                Ctx::Schema if is_schema_keyword(key) => None,
                Ctx::Item | Ctx::Plain if is_item_keyword(key) => None,
                _ => Some(Target::Key),
            };
            if let Some(role) = key_role {
                self.scan_field(cx, key, role);
            }
            let value_ctx = match ctx {
                Ctx::Item if key == "inputSchema" || key == "outputSchema" => Ctx::Schema,
                Ctx::Item | Ctx::Plain => Ctx::Plain,
                Ctx::Schema
                    if is_property_map(key) && matches!(tape[value], Node::Object { .. }) =>
                {
                    Ctx::PropertyMap
                }
                Ctx::Schema | Ctx::PropertyMap => Ctx::Schema,
            };
            if matches!(ctx, Ctx::Item) && key == "name" && matches!(tape[value], Node::String(_)) {
                if let Some(name) = as_str(tape, value) {
                    self.scan_field(cx, name, Target::Name);
                }
            } else {
                self.walk_value(cx, value, value_ctx);
            }
            cx.work.path.pop();
        }
    }

    fn walk_value(&self, cx: &mut Cx<'_, '_, '_>, node: usize, ctx: Ctx) {
        let tape = cx.tape;
        match tape[node] {
            Node::String(text) => {
                let role = match ctx {
                    Ctx::Schema | Ctx::PropertyMap => Target::SchemaText,
                    Ctx::Item | Ctx::Plain => Target::Prose,
                };
                self.scan_field(cx, text, role);
            }
            Node::Object { .. } => self.walk_object(cx, node, ctx),
            Node::Array { .. } => {
                let ctx = if matches!(ctx, Ctx::PropertyMap) {
                    Ctx::Schema
                } else {
                    ctx
                };
                for (i, element) in elements(tape, node).enumerate() {
                    cx.work.path.push(Seg::Index(i));
                    self.walk_value(cx, element, ctx);
                    cx.work.path.pop();
                }
            }
            Node::Static(_) => {}
        }
    }

    fn check_duplicates(&self, cx: &mut Cx<'_, '_, '_>, obj: usize) {
        let tape = cx.tape;
        let len = match tape[obj] {
            Node::Object { len, .. } => len,
            _ => 0,
        };
        if len < 2 {
            return;
        }
        if len <= 16 {
            for (n, (key_node, _)) in members(tape, obj).enumerate() {
                let key = as_str(tape, key_node);
                if members(tape, obj)
                    .take(n)
                    .any(|(other, _)| as_str(tape, other) == key)
                {
                    self.duplicate_finding(cx, key_node, false);
                }
            }
            return;
        }
        let mut sorted = std::mem::take(&mut cx.work.key_sort);
        sorted.clear();
        sorted.extend(
            members(tape, obj).map(|(k, _)| (fnv1a(as_str(tape, k).unwrap_or_default()), k)),
        );
        sorted.sort_unstable();
        for pair in sorted.windows(2) {
            if pair[0].0 == pair[1].0 && as_str(tape, pair[0].1) == as_str(tape, pair[1].1) {
                self.duplicate_finding(cx, pair[1].1, false);
            }
        }
        cx.work.key_sort = sorted;
    }

    fn duplicate_finding(&self, cx: &mut Cx<'_, '_, '_>, key_node: usize, container: bool) {
        let key = as_str(cx.tape, key_node).unwrap_or_default();
        for &rule in &self.compiled.duplicate_rules {
            let mut pointer = if container {
                String::new()
            } else {
                render_pointer(cx.tape, &cx.work.path)
            };
            push_pointer_segment(&mut pointer, key);
            let r = &self.compiled.rules[rule];
            cx.work.findings.push(Finding {
                rule_index: rule,
                code: r.code.clone(),
                name: r.name.clone(),
                severity: r.severity,
                pointer,
                role: Target::Key,
                view: View::Raw,
                span: (0, key.len()),
                evidence: clip(key, 0, key.len()).to_string(),
            });
        }
    }

    // ---- one field ------------------------------------------------------

    /// One pass over a field for every anchor of every pattern rule: a
    /// field whose text holds no anchor cannot match a pattern rule in its
    /// raw view. The text is the decoded string, so JSON escapes cannot hide
    /// an anchor. Folded and decoded views are matched regardless: folding
    /// can create an anchor.
    fn anchor_gate(&self, cx: &mut Cx<'_, '_, '_>, text: &str) -> Hit {
        if self.exhaustive {
            return Hit::Any;
        }
        // The gate exists exactly when the pack has anchors.
        let c = &self.compiled;
        let (Some(gate), Some(cache)) = (&c.gate, cx.work.gate_cache.as_mut()) else {
            return Hit::None;
        };
        if text.len() < gate.shortest {
            return Hit::None;
        }
        // Every start position, overlaps included (a field's rules are those
        // of every anchor in it): after each match, the search resumes one
        // byte after where it started.
        let mut rules = RuleBits::EMPTY;
        let mut at = 0;
        loop {
            let input = Input::new(text).range(at..);
            match gate.dfa.try_search_fwd(cache, &input) {
                Ok(Some(m)) => {
                    let pid = m.pattern().as_usize();
                    rules.or_assign(c.gate_rules[pid]);
                    at = m.offset() - gate.lens[pid] + 1;
                }
                Ok(None) => break,
                // A DFA without quit bytes gives up only if its cache
                // thrashes (not configured); if it did, every rule is tried.
                Err(_) => return Hit::Any,
            }
        }
        if rules.is_empty() {
            Hit::None
        } else {
            Hit::Rules(rules)
        }
    }

    /// Scans one field, unless it is a short text this scratch already
    /// scanned clean in the same role: a field's findings depend on its text
    /// and role only, and most fields are a few schema words seen again and
    /// again (`string`, `query`, `limit`).
    fn scan_field(&self, cx: &mut Cx<'_, '_, '_>, text: &str, role: Target) {
        let cacheable = !self.exhaustive && text.len() <= CleanCache::TEXT_MAX;
        let role_index = target_index(role);
        if cacheable && cx.work.clean.contains(text, role_index) {
            return;
        }
        let before = cx.work.findings.len();
        self.scan_field_fully(cx, text, role);
        if cacheable && cx.work.findings.len() == before {
            cx.work.clean.insert(text, role_index);
        }
    }

    fn scan_field_fully(&self, cx: &mut Cx<'_, '_, '_>, text: &str, role: Target) {
        let flags = self.prefilter.classify(text.as_bytes());
        let mut reported = RuleBits::EMPTY;
        let mut tags = false;
        if flags.contains(Flags::NON_ASCII)
            || (flags.contains(Flags::CONTROL) && self.compiled.ascii_chars)
        {
            tags = self.scan_chars(cx, text, role, &mut reported);
        }
        if flags.contains(Flags::NON_ASCII) && role == Target::Name {
            self.scan_confusable(cx, text, &mut reported);
        }
        if flags.contains(Flags::BASE64_RUN) {
            self.scan_base64(cx, text, role, &mut reported);
        }
        let c = &self.compiled;
        let t = target_index(role);
        let hints = if self.exhaustive {
            ViewHints::ALL
        } else {
            ViewHints::new(flags, c.padding_min)
        };
        if hints.padding && !c.padding_mask[t].is_empty() {
            self.scan_padding(cx, text, role, &mut reported);
        }
        let hit = self.anchor_gate(cx, text);
        let may_hit = hit != Hit::None;
        if may_hit {
            let raw = c.pattern_mask[t][0];
            self.match_patterns(
                cx,
                text,
                Pass {
                    view: View::Raw,
                    role,
                    rules: raw,
                    anchored: hit.rules(),
                    map: SpanMap::Identity,
                },
                &mut reported,
            );
        }
        let full = self.exhaustive || flags.intersects(Flags::NON_ASCII.union(Flags::SPACED));
        if full {
            let arena = std::mem::take(&mut cx.work.arena);
            {
                let (pre, folded) = fold_parts(text, Style::Prose, &arena);
                self.match_folded(cx, text, role, &folded, &mut reported);
                let split = is_identifier(role);
                let base = Some((pre, folded));
                self.match_derived(cx, text, role, split, hints, base, &arena, &mut reported);
            }
            cx.work.arena = arena;
        } else {
            self.match_ascii_views(cx, text, role, hit, hints, &mut reported);
        }
        // Encoded runs: only where the prefilter saw what one needs.
        let all = self.exhaustive;
        let kinds = Kinds {
            base64: all || flags.contains(Flags::ENCODED_RUN),
            hex: all || flags.contains(Flags::HEX_RUN),
            escapes: all || flags.contains(Flags::ESCAPES),
            selectors: all || flags.contains(Flags::NON_ASCII),
            tag: all || tags,
        };
        if kinds.any() {
            self.scan_decoded(cx, text, role, kinds, &mut reported);
        }
    }

    /// The folded views of plain ASCII text with no letters spaced one or two
    /// apart: folded-only rules on the raw text, then the identifier, leet
    /// and squashed texts where the hints say they can differ from it.
    fn match_ascii_views(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        text: &str,
        role: Target,
        hit: Hit,
        hints: ViewHints,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        let t = target_index(role);
        let may_hit = hit != Hit::None;
        if may_hit && !c.folded_only_mask[t].is_empty() {
            // Plain ASCII with no spaced letters: its folded view is the raw
            // text lower-cased, and patterns are case-insensitive (the rules
            // crate refuses `(?-i)`), so only the rules that read the folded
            // view and not the raw one are left to match, on the raw text.
            self.match_patterns(
                cx,
                text,
                Pass {
                    view: View::Folded,
                    role,
                    rules: c.folded_only_mask[t],
                    // The raw text's gate answer: it is the same text.
                    anchored: hit.rules(),
                    map: SpanMap::Identity,
                },
                reported,
            );
        }
        // A name or key split into words can only hold an anchor its raw
        // text holds, one with a space spelled `_`, `-` or by case, or one
        // that letter-spacing collapse closes up (`i_g_n_o_r_e`).
        let split = is_identifier(role)
            && has_identifier_marks(text.as_bytes())
            && (may_hit
                || hints.leet
                || hints.squash
                || c.joined_anchors
                    .as_ref()
                    .is_some_and(|ac| ac.is_match(text))
                || has_three_single_letters(text.as_bytes()));
        if split || hints.leet || (hints.squash && !c.squash_mask[t].is_empty()) {
            let arena = std::mem::take(&mut cx.work.arena);
            self.match_derived(cx, text, role, split, hints, None, &arena, reported);
            cx.work.arena = arena;
        }
    }

    /// The folded text, for every rule that reads the folded view.
    fn match_folded(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        raw: &str,
        role: Target,
        folded: &Folded<'_>,
        reported: &mut RuleBits,
    ) {
        self.match_patterns(
            cx,
            folded.text,
            Pass {
                view: View::Folded,
                role,
                rules: self.compiled.pattern_mask[target_index(role)][1],
                anchored: None,
                map: SpanMap::Folded(folded, raw),
            },
            reported,
        );
    }

    /// The texts derived from the folded view (`fold` module docs), in
    /// order: a name's or key's identifier fold (when `split`), the leet
    /// text, the squashed runs. `base` is the prose fold (text before
    /// collapse, folded text) when it was computed; otherwise the field is
    /// plain ASCII with no spaced letters, whose prose fold is its
    /// lower-cased raw text and was matched as the raw view.
    #[allow(clippy::too_many_arguments)]
    fn match_derived<'b>(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        raw: &str,
        role: Target,
        split: bool,
        hints: ViewHints,
        base: Option<(Folded<'b>, Folded<'b>)>,
        arena: &'b Bump,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        let t = target_index(role);
        let folded_rules = c.pattern_mask[t][1];
        if folded_rules.is_empty() && c.squash_mask[t].is_empty() {
            return;
        }
        if raw.len() > DERIVED_MAX_BYTES {
            // Each derived text costs about five bytes per byte (text and
            // map): a huge field is read this way up to the limit only.
            let head = &raw[..floor_char_boundary(raw, DERIVED_MAX_BYTES)];
            let base = base.map(|_| fold_parts(head, Style::Prose, arena));
            return self.match_derived(cx, head, role, split, hints, base, arena, reported);
        }
        let words = if split {
            let parts = fold_parts(raw, Style::Identifier, arena);
            self.match_folded(cx, raw, role, &parts.1, reported);
            Some(parts)
        } else {
            None
        };
        // A name or key split at `_`, `-` and humps can hold single letters
        // and leet tokens the prefilter never saw spaced or beside a letter
        // (`y_o_u_a_r_e`, `1_g_n_0_r_3`): always read those texts of it.
        let need_leet = (hints.leet || split) && !folded_rules.is_empty();
        let need_squash = (hints.squash || split) && !c.squash_mask[t].is_empty();
        if !need_leet && !need_squash {
            return;
        }
        // The text the rest reads: the identifier fold of a name or key,
        // the prose fold of anything else.
        let (pre, folded) = match (words, base) {
            (Some(parts), _) | (None, Some(parts)) => parts,
            (None, None) => {
                // Plain ASCII without letters spaced one or two apart: the
                // prose fold is the lower-cased text, before and after
                // collapse.
                let lower = lower_ascii(raw, arena);
                (
                    Folded {
                        text: lower.text,
                        map: lower.map,
                    },
                    lower,
                )
            }
        };
        if need_leet && let Some(leet) = leet(&folded, arena) {
            self.match_folded(cx, raw, role, &leet, reported);
        }
        if need_squash && let Some(squashed) = squash(&pre, arena) {
            self.match_squashed(cx, raw, role, &squashed, reported);
        }
    }

    /// The squashed phrases of each rule not yet reported: its leftmost
    /// occurrence (the longest phrase at that position).
    fn match_squashed(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        raw: &str,
        role: Target,
        squashed: &Folded<'_>,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        let eligible = c.squash_mask[target_index(role)].and_not(*reported);
        if eligible.is_empty() {
            return;
        }
        let Some(automaton) = &c.squash_automaton else {
            return;
        };
        // Per rule, its phrases' earliest occurrence, the longest of those
        // starting there: every occurrence is seen (overlaps included), so
        // this is each phrase's first occurrence, compared across phrases.
        let mut best: Vec<(usize, (usize, usize))> = Vec::new();
        for found in automaton.find_overlapping_iter(squashed.text) {
            let rule = &c.squash_rules[found.pattern().as_usize()];
            if !eligible.has(*rule) {
                continue;
            }
            let span = (found.start(), found.end());
            match best.iter_mut().find(|(r, _)| r == rule) {
                Some((_, old)) => {
                    if span.0 < old.0 || (span.0 == old.0 && span.1 > old.1) {
                        *old = span;
                    }
                }
                None => best.push((*rule, span)),
            }
        }
        best.sort_unstable();
        for (rule, (s, e)) in best {
            reported.set(rule);
            let (rs, re) = squashed.raw_span(raw, s, e);
            self.emit(cx, rule, role, View::Folded, (rs, re), clip(raw, rs, re));
        }
    }

    fn scan_padding(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        text: &str,
        role: Target,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        for &rule in &c.padding_rules {
            let r = &c.rules[rule];
            let Verifier::Padding(params) = r.verifier else {
                continue;
            };
            if !r.targets.contains(role) || reported.has(rule) {
                continue;
            }
            if let Some((s, e)) = crate::verify::find_padding(text, &params) {
                reported.set(rule);
                // The evidence is what the padding hides.
                self.emit(cx, rule, role, View::Raw, (s, e), clip(text, e, text.len()));
            }
        }
    }

    /// Every text decoded from the field is rescanned with every pattern
    /// rule, in the views each reads, for the rules its raw and folded views
    /// did not already report; findings carry the span of the encoded run.
    fn scan_decoded(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        text: &str,
        role: Target,
        kinds: Kinds,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        let [raw, folded] = c.pattern_mask[target_index(role)];
        let mut open = raw;
        open.or_assign(folded);
        if open.and_not(*reported).is_empty() {
            return;
        }
        let mut arena = std::mem::take(&mut cx.work.decode_arena);
        arena.reset();
        {
            let mut decoded = bumpalo::collections::Vec::new_in(&arena);
            Decoder { compiled: c, role }.decode_field(text, kinds, &arena, &mut decoded);
            for d in &decoded {
                self.match_patterns(
                    cx,
                    d.text,
                    Pass {
                        view: View::Decoded,
                        role,
                        rules: raw,
                        anchored: None,
                        map: SpanMap::Fixed(d.span),
                    },
                    reported,
                );
                if !folded.and_not(*reported).is_empty() {
                    let view = fold(d.text, &arena);
                    self.match_patterns(
                        cx,
                        view.text,
                        Pass {
                            view: View::Decoded,
                            role,
                            rules: folded,
                            anchored: None,
                            map: SpanMap::FoldedDecoded(&view, d.text, d.span),
                        },
                        reported,
                    );
                }
            }
        }
        cx.work.decode_arena = arena;
    }

    fn emit(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        rule: usize,
        role: Target,
        view: View,
        span: (usize, usize),
        evidence: &str,
    ) {
        let r = &self.compiled.rules[rule];
        cx.work.findings.push(Finding {
            rule_index: rule,
            code: r.code.clone(),
            name: r.name.clone(),
            severity: r.severity,
            pointer: render_pointer(cx.tape, &cx.work.path),
            role,
            view,
            span,
            evidence: evidence.to_string(),
        });
    }

    fn match_patterns(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        hay: &str,
        pass: Pass<'_>,
        reported: &mut RuleBits,
    ) {
        let Pass {
            view,
            role,
            rules,
            anchored,
            map,
        } = pass;
        let c = &self.compiled;
        let Some(anchors) = &c.anchors else {
            return;
        };
        let eligible = rules.and_not(*reported);
        if eligible.is_empty() {
            return;
        }
        // Which rules have an anchor here, so which engines run: the anchor
        // gate says (already run on a raw view; on folded and decoded text,
        // run now). Its bits are a superset, so a match is then confirmed
        // against the rule's own anchors (`confirm`), rarely needed. An
        // exhaustive scanner asks the anchor automaton instead.
        let (present, confirm) = match anchored {
            Some(bits) => (bits, true),
            None => match self.anchor_gate(cx, hay) {
                Hit::None => return,
                Hit::Rules(bits) => (bits, true),
                Hit::Any => {
                    let mut present = RuleBits::EMPTY;
                    for m in anchors.find_overlapping_iter(hay) {
                        present.or_assign(c.anchor_rules[m.pattern().as_usize()]);
                    }
                    (present, false)
                }
            },
        };
        let present = present.and(eligible);
        if present.is_empty() {
            return;
        }
        // Each group runs at most once, the first time one of its present
        // rules asks: which of its patterns may match? Most fields stop there.
        cx.work.group_probed.fill(false);
        for rule in present.iter() {
            // A rule's patterns all sit in one group.
            let patterns = c.rule_patterns[rule].clone();
            let Some(&(g, _)) = c.pattern_group.get(patterns.start) else {
                continue;
            };
            let work = &mut cx.work.groups[g];
            if !cx.work.group_probed[g] {
                c.groups[g].probe(&c.single, work, hay);
                cx.work.group_probed[g] = true;
            }
            if !work.any()
                || (confirm
                    && !c.rule_anchors[rule]
                        .as_ref()
                        .is_some_and(|ac| ac.is_match(hay)))
            {
                continue;
            }
            for pid in patterns {
                if !cx.work.groups[g].possible(c.pattern_group[pid].1) {
                    continue;
                }
                let regex = c.single[pid].get();
                let cache = cx.work.single_caches[pid].get_or_insert_with(|| regex.create_cache());
                let Some(m) = regex.search_with(cache, &Input::new(hay)) else {
                    continue;
                };
                reported.set(rule);
                let (span, evidence) = match map {
                    SpanMap::Identity => {
                        let (s, e) = snap(hay, m.start(), m.end());
                        ((s, e), clip(hay, s, e))
                    }
                    SpanMap::Folded(folded, raw) => {
                        let (s, e) = folded.raw_span(raw, m.start(), m.end());
                        ((s, e), clip(raw, s, e))
                    }
                    SpanMap::Fixed(span) => {
                        let (s, e) = snap(hay, m.start(), m.end());
                        (span, clip(hay, s, e))
                    }
                    SpanMap::FoldedDecoded(folded, decoded, span) => {
                        let (s, e) = folded.raw_span(decoded, m.start(), m.end());
                        (span, clip(decoded, s, e))
                    }
                };
                self.emit(cx, rule, role, view, span, evidence);
                break;
            }
        }
    }

    /// The character rules; true when a TAG character counts for a
    /// `decode_tags` rule (the hidden sentence is then decoded).
    fn scan_chars(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        text: &str,
        role: Target,
        reported: &mut RuleBits,
    ) -> bool {
        let c = &self.compiled;
        let eligible = c.char_mask[target_index(role)];
        if eligible.is_empty() {
            return false;
        }
        let mut tag_rules = RuleBits::EMPTY;
        for (at, ch) in text.char_indices() {
            if ch.is_ascii() && !ch.is_ascii_control() {
                continue;
            }
            let hits = c.char_rules(ch).and(eligible);
            if hits.is_empty() {
                continue;
            }
            for rule in 0..c.rules.len() {
                if !hits.has(rule) || reported.has(rule) {
                    continue;
                }
                let Verifier::Chars {
                    ref allow,
                    decode_tags,
                } = c.rules[rule].verifier
                else {
                    continue;
                };
                if crate::verify::is_allowed(allow, text, at, ch) {
                    continue;
                }
                if decode_tags {
                    // Reported below, with the hidden sentence as evidence.
                    tag_rules.set(rule);
                    continue;
                }
                reported.set(rule);
                let end = run_end(c, text, at, rule, allow);
                let (s, e) = (at.saturating_sub(24), (end + 24).min(text.len()));
                let (s, e) = snap(text, s, e);
                self.emit(cx, rule, role, View::Raw, (at, end), clip(text, s, e));
            }
        }
        if tag_rules.is_empty() {
            return false;
        }
        // The hidden sentence is rescanned with the other decoded texts
        // (`scan_decoded`).
        let mut arena = std::mem::take(&mut cx.work.decode_arena);
        arena.reset();
        if let Some((span, hidden)) = (Decoder { compiled: c, role }).tag_text(text, &arena) {
            for rule in 0..c.rules.len() {
                if tag_rules.has(rule) {
                    reported.set(rule);
                    self.emit(
                        cx,
                        rule,
                        role,
                        View::Raw,
                        span,
                        clip(hidden, 0, hidden.len()),
                    );
                }
            }
        }
        cx.work.decode_arena = arena;
        true
    }

    fn scan_confusable(&self, cx: &mut Cx<'_, '_, '_>, text: &str, reported: &mut RuleBits) {
        let c = &self.compiled;
        if c.confusable_rules.is_empty() {
            return;
        }
        let mut first = None;
        let mut ascii_letter = false;
        let mut foreign_letter = false;
        for (at, ch) in text.char_indices() {
            if ch.is_ascii_alphabetic() {
                ascii_letter = true;
            } else if is_confusable_in_name(ch) {
                first.get_or_insert((at, at + ch.len_utf8()));
            } else if ch.is_alphabetic() {
                foreign_letter = true;
            }
        }
        // A name in another script that happens to contain a lookalike is
        // that script's word, not a spoof; a lookalike beside Latin letters,
        // or a name made only of lookalikes, impersonates something.
        let Some(span) = first else { return };
        if !ascii_letter && foreign_letter {
            return;
        }
        for &rule in &c.confusable_rules {
            if c.rules[rule].targets.contains(Target::Name) && !reported.has(rule) {
                reported.set(rule);
                self.emit(
                    cx,
                    rule,
                    Target::Name,
                    View::Raw,
                    span,
                    clip(text, 0, text.len()),
                );
            }
        }
    }

    fn scan_base64(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        text: &str,
        role: Target,
        reported: &mut RuleBits,
    ) {
        let c = &self.compiled;
        for &rule in &c.base64_rules {
            let r = &c.rules[rule];
            let Verifier::Base64(params) = r.verifier else {
                continue;
            };
            if !r.targets.contains(role) || reported.has(rule) {
                continue;
            }
            if let Some((s, e)) = crate::verify::find_base64(text.as_bytes(), &params) {
                reported.set(rule);
                self.emit(cx, rule, role, View::Raw, (s, e), clip(text, s, e));
            }
        }
    }
}

/// One pattern pass over a text: which view it is, the field's role, the
/// rules it may report, and how its spans map back to the raw field.
#[derive(Clone, Copy)]
struct Pass<'a> {
    view: View,
    role: Target,
    rules: RuleBits,
    /// The rules that may have an anchor in the text, from the document
    /// gate (a superset, each match is then confirmed against the rule's own
    /// anchors); `None`: find out with the anchor automaton.
    anchored: Option<RuleBits>,
    map: SpanMap<'a>,
}

/// How a match in the searched text maps back to the raw field.
#[derive(Clone, Copy)]
enum SpanMap<'a> {
    /// The searched text is the raw field.
    Identity,
    /// The searched text is the folded view of the raw field.
    Folded(&'a Folded<'a>, &'a str),
    /// The searched text was decoded from this raw span.
    Fixed((usize, usize)),
    /// The searched text is the folded view of a text (the second) decoded
    /// from this raw span.
    FoldedDecoded(&'a Folded<'a>, &'a str, (usize, usize)),
}

#[derive(Clone, Copy, Debug)]
enum Ctx {
    /// The item object itself.
    Item,
    /// Inside the item, outside a schema.
    Plain,
    /// Inside `inputSchema` / `outputSchema`.
    Schema,
    /// The object under `properties` (and friends): its keys are names.
    PropertyMap,
}

struct Cx<'w, 't, 'i> {
    tape: &'t [Node<'i>],
    work: &'w mut Work,
}

/// The end of the run of characters that also count for `rule` (in its
/// ranges and not allowed in their context), from `at`.
fn run_end(
    c: &Compiled,
    text: &str,
    at: usize,
    rule: usize,
    allow: &[mcpsift_rules::Allow],
) -> usize {
    let mut end = at;
    for (i, ch) in text[at..].char_indices() {
        if !c.char_rules(ch).has(rule) || crate::verify::is_allowed(allow, text, at + i, ch) {
            break;
        }
        end = at + i + ch.len_utf8();
    }
    end
}

/// The fold of plain ASCII text in which no letters are spaced one or two
/// apart: lower-cased, each byte from itself.
fn lower_ascii<'b>(raw: &str, arena: &'b Bump) -> Folded<'b> {
    let text = arena.alloc_str(raw);
    text.make_ascii_lowercase();
    Folded {
        text,
        map: arena.alloc_slice_fill_iter(0..raw.len() as u32),
    }
}

/// Names and keys: read as identifiers (`ignore_all`, `doNotTell`) too.
fn is_identifier(role: Target) -> bool {
    matches!(role, Target::Name | Target::SchemaKey | Target::Key)
}

/// `annotations.readOnlyHint` and `annotations.destructiveHint` of a tool.
fn item_hints(tape: &[Node<'_>], item: &ItemRef) -> Hints {
    if item.kind != ItemKind::Tool {
        return Hints::default();
    }
    let Some(annotations) = get(tape, item.node, "annotations") else {
        return Hints::default();
    };
    if !matches!(tape[annotations], Node::Object { .. }) {
        return Hints::default();
    }
    let flag = |key| match get(tape, annotations, key).map(|v| &tape[v]) {
        Some(Node::Static(StaticNode::Bool(b))) => Some(*b),
        _ => None,
    };
    Hints {
        read_only: flag("readOnlyHint"),
        destructive: flag("destructiveHint"),
    }
}

/// Where a finding added by the manifest context points: the item's name
/// (tools and prompts), else the item itself.
fn context_pointer(item: &ItemReport) -> (String, (usize, usize)) {
    match item.kind {
        ItemKind::Tool | ItemKind::Prompt => ("/name".to_string(), (0, item.name.len())),
        _ => (String::new(), (0, 0)),
    }
}

fn item_name<'i>(tape: &[Node<'i>], item: &ItemRef) -> &'i str {
    if item.kind == ItemKind::Instructions {
        return "instructions";
    }
    let field = |key| get(tape, item.node, key).and_then(|v| as_str(tape, v));
    field("name")
        .or_else(|| match item.kind {
            ItemKind::Resource => field("uri"),
            ItemKind::ResourceTemplate => field("uriTemplate"),
            _ => None,
        })
        .unwrap_or("")
}

fn render_pointer(tape: &[Node<'_>], path: &[Seg]) -> String {
    let mut out = String::new();
    for seg in path {
        match *seg {
            Seg::Key(node) => {
                push_pointer_segment(&mut out, as_str(tape, node).unwrap_or_default())
            }
            Seg::Index(i) => {
                out.push('/');
                out.push_str(&i.to_string());
            }
        }
    }
    out
}

/// Appends `/segment`, escaped per RFC 6901 (`~` → `~0`, `/` → `~1`).
fn push_pointer_segment(out: &mut String, segment: &str) {
    out.push('/');
    for ch in segment.chars() {
        match ch {
            '~' => out.push_str("~0"),
            '/' => out.push_str("~1"),
            _ => out.push(ch),
        }
    }
}

/// Widens a byte range to character boundaries.
/// How much of a field the derived folded texts (identifier, leet,
/// squashed) read; the raw, folded and decoded views have their own bounds.
const DERIVED_MAX_BYTES: usize = 1 << 20;

/// The largest char boundary of `text` at or below `at`.
fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn snap(text: &str, start: usize, mut end: usize) -> (usize, usize) {
    end = end.clamp(start.min(text.len()), text.len());
    let start = floor_char_boundary(text, start);
    while !text.is_char_boundary(end) {
        end += 1;
    }
    (start, end)
}

/// Evidence is kept short: at most 256 bytes from `start` (on a character
/// boundary). Renderers escape and cut it further.
fn clip(text: &str, start: usize, end: usize) -> &str {
    let (start, end) = snap(text, start, end);
    let (_, cut) = snap(text, start, (start + 256).min(end));
    &text[start..cut]
}

fn fnv1a(s: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &b in s.as_bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// True when some `\u` escape is not followed by four hex digits. An
/// escape's backslash is preceded by an even number of backslashes.
fn has_malformed_u_escape(json: &[u8]) -> bool {
    memchr::memmem::find_iter(json, b"\\u").any(|at| {
        let backslashes = json[..at].iter().rev().take_while(|b| **b == b'\\').count();
        backslashes % 2 == 0
            && !json
                .get(at + 2..at + 6)
                .is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit))
    })
}

/// What was wrong with `json`, which simd-json rejected with `e`, in words
/// a person can act on: the kind of fault and, where it helps, the byte
/// where it is (simd-json reports invalid UTF-8 at byte 0 whatever its
/// place, so that position is found here).
pub fn describe_json_error(e: &simd_json::Error, json: &[u8], max_depth: usize) -> ScanError {
    use simd_json::ErrorType as E;
    let at = e.index();
    // UTF-16 trips simd-json on its first byte, as a syntax or an encoding
    // error: the encoding is the thing to fix, whichever it reported.
    if looks_like_utf16(json) {
        return ScanError::new(
            ScanErrorKind::InvalidText,
            "the input looks like UTF-16 text; JSON for MCP is UTF-8: convert it (iconv -f UTF-16 -t UTF-8)",
        );
    }
    let what = match e.error() {
        E::DepthLimitExceeded => {
            return ScanError::new(
                ScanErrorKind::TooDeep,
                format!("nesting deeper than {max_depth} levels (near byte {at})"),
            );
        }
        E::InvalidUtf8 => {
            let at = std::str::from_utf8(json)
                .err()
                .map_or(at, |u| u.valid_up_to());
            return ScanError::new(
                ScanErrorKind::InvalidText,
                format!("invalid JSON near byte {at}: bytes that are not valid UTF-8"),
            );
        }
        // simd-json reports a malformed escape ("\u12") as an invalid code
        // point too; look at the text to tell the two apart.
        E::InvalidUnicodeCodepoint | E::InvalidUnicodeEscape if has_malformed_u_escape(json) => {
            return ScanError::new(
                ScanErrorKind::InvalidJson,
                "invalid JSON: a malformed \\u escape (it needs four hex digits)",
            );
        }
        E::InvalidUnicodeCodepoint | E::InvalidUnicodeEscape => {
            return ScanError::new(
                ScanErrorKind::InvalidText,
                "invalid JSON: a \\u escape that is not a Unicode scalar value (a lone or swapped surrogate)",
            );
        }
        E::InvalidNumber | E::InvalidExponent => "a number that is malformed or too long to parse",
        E::Eof if json.iter().all(u8::is_ascii_whitespace) => {
            return ScanError::new(ScanErrorKind::InvalidJson, "an empty document");
        }
        E::Eof => "input that ends in the middle of a value (truncated?)",
        E::TrailingData => "more than one JSON value, or text after the value",
        E::UnterminatedString => "a string without its closing quote",
        E::InvalidEscape => {
            "a backslash escape JSON does not define (a lone \\ must be written \\\\)"
        }
        E::ExpectedArrayComma | E::ExpectedMapComma | E::ExpectedMapEnd => {
            "a missing comma or closing bracket"
        }
        E::ExpectedObjectColon => "a key without the colon that separates it from its value",
        E::KeyMustBeAString | E::BadKeyType | E::ExpectedObjectKey | E::ExpectedString => {
            "an object key that is not a double-quoted string"
        }
        // simd-json reports a stray word and a second value alike.
        _ => {
            "text that is not JSON here: a missing quote, comma or bracket, a single-quoted \
              string, a comment, a bare word, or a second value after the first"
        }
    };
    ScanError::new(
        ScanErrorKind::InvalidJson,
        format!("invalid JSON near byte {at}: {what}"),
    )
}

/// The scanner's errors name the setting that lifts a limit (the CLI's
/// flag; a library caller sets the same field of [`Limits`]).
fn with_limit_hint(error: ScanError) -> ScanError {
    match error.kind() {
        ScanErrorKind::TooDeep => ScanError::new(
            ScanErrorKind::TooDeep,
            format!("{}; raise --max-depth to scan it", error.message()),
        ),
        _ => error,
    }
}

/// A byte-order mark of UTF-16, or ASCII text with every other byte zero.
fn looks_like_utf16(json: &[u8]) -> bool {
    if json.starts_with(&[0xFF, 0xFE]) || json.starts_with(&[0xFE, 0xFF]) {
        return true;
    }
    let head = &json[..json.len().min(64)];
    head.len() >= 4
        && (head.iter().step_by(2).all(|&b| b == 0)
            || head.iter().skip(1).step_by(2).all(|&b| b == 0))
}

fn is_property_map(key: &str) -> bool {
    matches!(
        key,
        "properties" | "patternProperties" | "$defs" | "definitions" | "dependentSchemas"
    )
}

/// JSON Schema keywords: structure, not text, so their keys are not fields.
fn is_schema_keyword(key: &str) -> bool {
    matches!(
        key,
        "type"
            | "properties"
            | "required"
            | "description"
            | "title"
            | "default"
            | "enum"
            | "const"
            | "examples"
            | "example"
            | "items"
            | "additionalProperties"
            | "patternProperties"
            | "$schema"
            | "$ref"
            | "$id"
            | "$defs"
            | "definitions"
            | "$comment"
            | "anyOf"
            | "oneOf"
            | "allOf"
            | "not"
            | "format"
            | "pattern"
            | "minimum"
            | "maximum"
            | "exclusiveMinimum"
            | "exclusiveMaximum"
            | "minLength"
            | "maxLength"
            | "minItems"
            | "maxItems"
            | "uniqueItems"
            | "multipleOf"
            | "nullable"
            | "deprecated"
            | "readOnly"
            | "writeOnly"
            | "contentMediaType"
            | "contentEncoding"
            | "if"
            | "then"
            | "else"
            | "dependentRequired"
            | "dependentSchemas"
            | "propertyNames"
            | "minProperties"
            | "maxProperties"
            | "prefixItems"
            | "contains"
            | "unevaluatedProperties"
            | "additionalItems"
    )
}

/// Keys of MCP items and their well-known parts.
fn is_item_keyword(key: &str) -> bool {
    matches!(
        key,
        "name"
            | "title"
            | "description"
            | "inputSchema"
            | "outputSchema"
            | "annotations"
            | "arguments"
            | "required"
            | "uri"
            | "uriTemplate"
            | "mimeType"
            | "icons"
            | "src"
            | "sizes"
            | "type"
            | "readOnlyHint"
            | "destructiveHint"
            | "idempotentHint"
            | "openWorldHint"
            | "_meta"
            | "version"
            | "size"
            | "content"
            | "text"
            | "structuredContent"
            | "isError"
            | "resource"
    )
}

#[cfg(test)]
mod tests {
    use mcpsift_rules::{Detect, RulePack};

    use super::*;
    use crate::compile::NARROW_MIN_BYTES;
    use crate::examples::{example_document, json_string};

    /// About `bytes` of the pack's anchors, one after another in a fixed
    /// pseudo-random order, with no sentence end between them: every rule
    /// engine runs over all of it, each in its own phase.
    fn anchor_storm(pack: &RulePack, bytes: usize) -> String {
        let anchors: Vec<&str> = pack
            .rules()
            .iter()
            .flat_map(|r| match &r.detect {
                Detect::Pattern { anchors, .. } => anchors.as_slice(),
                _ => &[],
            })
            .map(String::as_str)
            .collect();
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut text = String::new();
        while text.len() < bytes {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            text.push_str(anchors[(state % anchors.len() as u64) as usize]);
            text.push(' ');
        }
        text
    }

    type Found = Vec<(String, String, (usize, usize))>;

    fn findings(scanner: &Scanner, scratch: &mut Scratch, doc: &str) -> Found {
        let report = scanner
            .scan_document(doc.as_bytes(), scratch)
            .expect("the document scans");
        let mut found: Found = report
            .items
            .iter()
            .flat_map(|item| &item.findings)
            .map(|f| (f.code.to_string(), f.pointer.to_string(), f.span))
            .collect();
        found.sort();
        found
    }

    #[test]
    fn a_long_field_asks_a_matching_group_which_members_may_match() {
        let pack = RulePack::builtin().expect("built-in rules");
        let scanner = Scanner::new(&pack).expect("built-in rules compile");
        let c = &scanner.compiled;
        let long = anchor_storm(&pack, 2 * NARROW_MIN_BYTES);
        let mut short = anchor_storm(&pack, NARROW_MIN_BYTES / 2);
        short.truncate(short[..NARROW_MIN_BYTES / 2].rfind(' ').unwrap_or(0));
        let mut ruled_out = 0;
        for group in &c.groups {
            for (hay, narrowed) in [(&long, true), (&short, false)] {
                let mut work = group.work();
                group.probe(&c.single, &mut work, hay);
                for (i, &pid) in group.members().iter().enumerate() {
                    let matches = c.single[pid].get().is_match(hay.as_str());
                    // Sound: a member that matches is never ruled out.
                    assert!(!matches || work.possible(i), "pattern {pid} ruled out");
                    if !matches && !work.possible(i) {
                        assert!(
                            narrowed || !work.any(),
                            "pattern {pid}: a short field got a per-member answer"
                        );
                        // Ruled out although its group matched: narrowed.
                        if work.any() {
                            ruled_out += 1;
                        }
                    }
                }
            }
        }
        assert!(
            ruled_out > 0,
            "no member of a matching group was ruled out on a long field"
        );
    }

    /// The built-in pack and a test rule whose bounded windows make its
    /// group's lazy DFA give up on an anchor storm (the built-in rules no
    /// longer do since MS173 was rewritten).
    fn pack_with_bounded_windows() -> RulePack {
        let mut rules = RulePack::builtin()
            .expect("built-in rules")
            .rules()
            .to_vec();
        rules.push(
            mcpsift_rules::Rule::from_toml(
                "MS990-bounded-windows.toml",
                include_str!("../../../tests/fixtures/MS990-bounded-windows.toml"),
            )
            .expect("the fixture rule parses"),
        );
        RulePack::from_rules(rules)
    }

    #[test]
    fn a_rule_group_that_gives_up_answers_through_its_halves() {
        let pack = pack_with_bounded_windows();
        let scanner = Scanner::new(&pack).expect("built-in rules compile");
        let storm = anchor_storm(&pack, 30_000);
        let doc = format!(r#"{{"name":"t","description":{}}}"#, json_string(&storm));
        let mut tired = scanner.scratch();
        let first = findings(&scanner, &mut tired, &doc);
        assert!(
            tired.work.groups.iter().any(GroupWork::gave_up),
            "the storm no longer makes a group's engine give up: make it denser"
        );
        assert_eq!(
            findings(&scanner, &mut tired, &doc),
            first,
            "the halves find what the whole group found"
        );
        // A match at the start of the storm: the group's engine stops there
        // (a hit), the overlapping engine reading on for the other members
        // gives up, and the halves answer; the match is still reported.
        let mut after_hit = scanner.scratch();
        let text = format!("copy it to zqmark1. {storm}");
        let doc = format!(r#"{{"name":"t","description":{}}}"#, json_string(&text));
        let found = findings(&scanner, &mut after_hit, &doc);
        assert!(
            after_hit
                .work
                .groups
                .iter()
                .any(GroupWork::overlapping_gave_up),
            "no overlapping engine gave up: make the storm denser"
        );
        assert!(
            found
                .iter()
                .any(|(code, _, span)| code == "MS990" && span.0 < 20),
            "{found:?}"
        );
        // Every example of every rule: the scratch whose engines gave up
        // finds what one that never saw the storm finds.
        let mut fresh = scanner.scratch();
        for rule in pack.rules() {
            for example in &rule.examples {
                let doc = example_document(example);
                assert_eq!(
                    findings(&scanner, &mut tired, &doc),
                    findings(&scanner, &mut fresh, &doc),
                    "{}: {doc}",
                    rule.code
                );
            }
        }
    }
}
