//! The scanner: its builder and limits, the per-thread scratch, and the
//! public ways to scan a document.
//!
//! A scan parses the document into a tape, finds its items, walks each
//! item's fields (`walk`), reads each field in its views (`views`, with the
//! pattern engines in `patterns` and the other rule kinds in `verifiers`),
//! and then applies the manifest context step (`context_step`).

mod clean_cache;
mod concept_step;
mod context_step;
mod duplicates;
mod item_concepts;
mod model_readings;
mod patterns;
mod spans;
#[cfg(test)]
mod tests;
mod verifiers;
mod views;
mod walk;

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use bumpalo::Bump;
use mcpsift_context::{BatchNames, Context};
use mcpsift_rules::{RulePack, Severity};
use mcpsift_simd::{Kernel, Prefilter};
use regex_automata::meta;
use simd_json::{Buffers, Tape};

use crate::classifier::{ClassifierState, ClassifierTables};
use crate::compile::{BuildError, Compiled, GroupWork, PatternGroup, compile};
use crate::concepts::item_scope::ItemState;
use crate::input::{ItemRef, Shape};
use crate::json_error::describe_json_error;
use crate::outcome::{
    DocumentReport, Finding, Hints, ItemReport, ScanError, ScanErrorKind, ScannedItemKind, Score,
    Scorer, Verdict,
};
use clean_cache::CleanCache;
use walk::{Open, Seg};

/// Limits that bound the time and memory of one document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Documents (and JSON Lines lines) larger than this are an error record.
    pub max_document_bytes: usize,
    /// Objects and arrays nested deeper than this are an error record. Any
    /// value is safe: the walk keeps the open containers on the heap (memory
    /// grows with the document), never one stack frame per level.
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
        let scorer = Scorer::new(pack, self.threshold)?;
        let classifiers = ClassifierTables::build(pack)?;
        static NEXT_ID: AtomicU64 = AtomicU64::new(1);
        Ok(Scanner {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            context: Context::new(pack),
            well_known: BatchNames::new(),
            compiled,
            classifiers,
            prefilter,
            threshold: self.threshold,
            limits: self.limits,
            exhaustive: self.exhaustive,
            scorer,
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
    /// The learned models' rules ([`crate::classifier`]).
    classifiers: ClassifierTables,
    prefilter: Prefilter,
    threshold: Severity,
    limits: Limits,
    exhaustive: bool,
    /// Turns findings into an item's evidence score.
    scorer: Scorer,
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

#[derive(Debug)]
struct Work {
    arena: Bump,
    /// Decoded texts and their folded views, for one field at a time.
    decode_arena: Bump,
    /// A field with its letter-spaced word gaps widened, for the models.
    widened: String,
    /// Per pattern group, its engines' caches and what they said last.
    groups: Vec<GroupWork>,
    /// Per pattern group, in one `match_patterns` call: whether it ran.
    group_probed: Vec<bool>,
    /// Per pattern, its regex's cache once the regex was first needed.
    single_caches: Vec<Option<meta::Cache>>,
    /// The anchor gate's lazy DFA states.
    gate_cache: Option<regex_automata::hybrid::dfa::Cache>,
    path: Vec<Seg>,
    /// The containers the walk is inside of (see `walk::Open`).
    open: Vec<Open>,
    items: Vec<ItemRef>,
    shape: Shape,
    findings: Vec<Finding>,
    key_sort: Vec<(u64, usize)>,
    clean: CleanCache,
    /// The item-scope concepts of the item being walked.
    item: ItemState,
    /// The learned models' features of the item being walked.
    learned: ClassifierState,
    /// A field's disguised-word reading (`fold::read_disguised`'s buffer).
    disguised: String,
}

/// One scanned item, as handed to a visitor.
#[derive(Debug)]
pub struct ItemView<'a> {
    /// Tool, prompt, …
    pub kind: ScannedItemKind,
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
    /// The evidence score.
    pub score: Score,
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
            score: self.score,
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

    /// How this scanner scores an item's findings (for callers that
    /// recompute a verdict, e.g. without a baseline's accepted findings).
    pub fn scorer(&self) -> &Scorer {
        &self.scorer
    }

    /// The limits in force.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The prefilter kernel in use.
    pub fn kernel(&self) -> Kernel {
        self.prefilter.kernel()
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
            item: ItemState::default(),
            learned: self.classifiers.state(),
            disguised: String::new(),
            arena: Bump::new(),
            decode_arena: Bump::new(),
            widened: String::new(),
            groups: c.patterns.groups.iter().map(PatternGroup::work).collect(),
            group_probed: vec![false; c.patterns.groups.len()],
            single_caches: (0..c.patterns.single.len()).map(|_| None).collect(),
            gate_cache: c.anchors.gate.as_ref().map(|g| g.dfa.create_cache()),
            path: Vec::new(),
            open: Vec::new(),
            items: Vec::new(),
            shape: Shape::default(),
            findings: Vec::new(),
            key_sort: Vec::new(),
            clean: CleanCache::new(),
        }
    }

    /// Scans one JSON document (any shape `docs/output.md` lists) and returns a
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

    /// Scans a document that must hold exactly one tool.
    pub fn scan_tool(&self, json: &[u8], scratch: &mut Scratch) -> Result<ItemReport, ScanError> {
        let mut report = self.scan_document(json, scratch)?;
        if report.items.len() != 1 || report.items[0].kind != ScannedItemKind::Tool {
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
        let mut recheck_alone = false;
        let mut lowerable = false;
        let scanned = self.scan_with(json, scratch, |item| {
            worst = worst.max(item.verdict);
            items += 1;
            any_finding |= !item.findings.is_empty();
            let (beside_others, alone) = self.needs_context(&item);
            recheck |= beside_others;
            recheck_alone |= alone;
            lowerable = lowerable
                || item
                    .findings
                    .iter()
                    .any(|f| self.context.may_lower(f.rule_index));
        });
        if scanned.is_err() {
            return Verdict::Withhold;
        }
        // The rare document whose verdict depends on its whole manifest is
        // scanned again, with the context step (not the clean path): when
        // context may raise a verdict below withhold, or may lower a finding
        // (counter-evidence: an OTP tool asking for the code) whatever the
        // fast verdict.
        let hostile = items > 1 && any_finding && self.context.has_hostile_server();
        let recheck = if items > 1 { recheck } else { recheck_alone };
        if (worst < Verdict::Withhold && (recheck || hostile)) || lowerable {
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
                    "document is {} bytes, over the size limit of {}",
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
            Err(e) => Err(describe_json_error(&e, json, self.limits.max_depth)),
            Ok(()) => self.scan_tape(&tape.0, work, &mut visit),
        };
        *tape_slot = Some(tape.reset());
        result
    }
}
