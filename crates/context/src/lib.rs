//! Manifest context: what a finding means given the rest of its server.
//!
//! A field-by-field scan cannot tell "before calling `read_file`, call
//! `sync` with its contents" from an ordinary workflow note: the difference is
//! whether `read_file` belongs to *this* server. Nor can it see that a
//! harmless-looking `port_scan` sits beside `exfil_http_post` on one server,
//! or that `send_emаil` (Cyrillic `а`) impersonates a tool of another server.
//! This crate decides those questions after every item of a manifest has been
//! scanned, from facts the scanners hand it, and returns [`Change`]s for them
//! to apply. The fast engine and the reference scanner both use it, so the
//! decision is made once, deterministically, in one place.
//!
//! The evidence it weighs (documented for users in `docs/scoring.md`):
//!
//! * `[context]` on a pattern rule raises its finding when a condition holds:
//!   the matched text names a tool of *another* server or a well-known tool
//!   (`names_foreign_tool`); the item's own name imitates a tool the text
//!   names (`imitates_named_tool`: a lookalike or one slip of typing); the item claims `readOnlyHint: true` or
//!   `destructiveHint: false` (`read_only_annotation`,
//!   `not_destructive_annotation`); another rule or family also fires on the
//!   item (`with_rules`).
//! * `[counter]` lowers a finding when the item's own name says the resource
//!   is its job (counter-evidence wins over escalation: it is applied last).
//! * `hostile_server` rules add a finding to every item of a manifest in
//!   which another item declares an attack capability.
//! * `name_collision` rules add a finding to a non-ASCII tool name whose
//!   UTS #39 confusable skeleton equals that of a different tool name in the
//!   manifest, the batch, or the well-known list, and to an ASCII name spelled
//!   with lookalike letters (`send_ernail`) of such a name
//!   ([`is_lookalike_of`]: the odder spelling of the two gets the finding).
//!
//! Every step is a pure function of the manifest's items (in order), the
//! batch's names and the rule pack: the same input always gives the same
//! changes.
#![forbid(unsafe_code)]

mod ascii_lookalike;
mod imitation;
mod well_known_copy;

pub use ascii_lookalike::{
    MIN_LETTERS, NameFacts, has_lookalike_unit, is_lookalike_of, lookalike_key, lookalike_key_hash,
    name_facts, plain_hash,
};
pub use imitation::imitates;
pub use well_known_copy::{NameCopy, copies_well_known};

use std::collections::{BTreeMap, HashSet};

use mcpsift_rules::{Condition, Detect, Otherwise, RulePack, Severity, Status};
use unicode_security::confusable_detection::skeleton;

const WELL_KNOWN: &str = include_str!("../well-known-tools.txt");

/// The numbers sorted, for a binary search.
fn sorted(numbers: impl Iterator<Item = u64>) -> Vec<u64> {
    let mut numbers: Vec<u64> = numbers.collect();
    numbers.sort_unstable();
    numbers.dedup();
    numbers
}

/// The names of the well-known list (one per line; blank lines and `#`
/// comments skipped).
fn well_known_names() -> impl Iterator<Item = &'static str> {
    WELL_KNOWN
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// The facts about one scanned item that context needs.
#[derive(Clone, Debug, Default)]
pub struct ItemFacts<'a> {
    /// True for tools (the only items that have tool names to collide or be
    /// referenced).
    pub is_tool: bool,
    /// The item's name.
    pub name: &'a str,
    /// `annotations.readOnlyHint`, when it is a boolean.
    pub read_only_hint: Option<bool>,
    /// `annotations.destructiveHint`, when it is a boolean.
    pub destructive_hint: Option<bool>,
    /// The item's findings, in order.
    pub findings: Vec<FindingFacts<'a>>,
}

/// The facts about one finding that context needs.
#[derive(Clone, Copy, Debug)]
pub struct FindingFacts<'a> {
    /// Index of the rule in the pack.
    pub rule: usize,
    /// The severity as scanned.
    pub severity: Severity,
    /// The raw text the finding spans (empty for decoded-view findings,
    /// which never name tools).
    pub text: &'a str,
}

/// What the scanner must do to its report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Set the severity of `items[item].findings[finding]`.
    Severity {
        /// Item index in the manifest.
        item: usize,
        /// Finding index in the item.
        finding: usize,
        /// The new severity.
        to: Severity,
    },
    /// Remove `items[item].findings[finding]` (a `[context]` finding with
    /// `otherwise = "drop"` whose condition does not hold). Removals come
    /// after every other change, last finding first, so indices stay valid
    /// when they are applied in order.
    Remove {
        /// Item index in the manifest.
        item: usize,
        /// Finding index in the item.
        finding: usize,
    },
    /// Append a finding of `rule` on the item's `/name`, with `evidence`.
    Add {
        /// Item index in the manifest.
        item: usize,
        /// Index of the rule in the pack.
        rule: usize,
        /// Its severity (the rule's).
        severity: Severity,
        /// Why, for people: names the other item.
        evidence: String,
    },
}

/// Tool names known across a batch (every server scanned together), by
/// lower-cased name and by confusable skeleton. The well-known list is
/// always part of it.
#[derive(Clone, Debug)]
pub struct BatchNames {
    /// Lower-cased name → up to two servers (by position in the batch)
    /// that serve it: two distinct servers already answer every "served
    /// by a server other than this one?", and a longer list made each insert
    /// of a common name (`search`) a scan over every server serving it.
    /// Server `usize::MAX` is the well-known list.
    names: NameMap<Servers>,
    /// Lower-cased skeleton → the first name with it, per server.
    skeletons: NameMap<Vec<(usize, String)>>,
    /// ASCII lookalike key → the first names with it, per server.
    lookalikes: NameMap<Vec<(usize, String)>>,
    /// Names admitted so far; past this, new names are not remembered, so
    /// memory stays bounded on any input.
    capacity: usize,
    /// Where [`BatchNames::insert`] builds its keys.
    key: String,
}

/// hashbrown's map for its `entry_ref`: a key is looked up as `&str` and
/// copied only when inserted (std's `entry` takes an owned key, so every
/// lookup of a name seen before would allocate one, or hash twice). The
/// hasher is std's, randomly keyed: names come from untrusted servers.
type NameMap<V> = hashbrown::HashMap<String, V, std::hash::RandomState>;

/// Up to two distinct servers, kept in the map's own slot: no allocation
/// for a new name, no pointer to follow for one seen before.
#[derive(Clone, Copy, Debug, Default)]
struct Servers([Option<usize>; 2]);

impl Servers {
    fn add(&mut self, server: usize) {
        match self.0 {
            [Some(a), _] | [_, Some(a)] if a == server => {}
            [None, _] => self.0[0] = Some(server),
            [_, None] => self.0[1] = Some(server),
            _ => {}
        }
    }

    fn any_other_than(&self, server: usize) -> bool {
        self.0.iter().flatten().any(|&s| s != server)
    }
}

/// The well-known list's pseudo-server.
const WELL_KNOWN_SERVER: usize = usize::MAX;

impl Default for BatchNames {
    fn default() -> BatchNames {
        BatchNames::new()
    }
}

impl BatchNames {
    /// The well-known tool names only.
    pub fn new() -> BatchNames {
        let mut names = BatchNames {
            names: NameMap::default(),
            skeletons: NameMap::default(),
            lookalikes: NameMap::default(),
            capacity: 1 << 20,
            key: String::new(),
        };
        for name in well_known_names() {
            names.insert(WELL_KNOWN_SERVER, name);
        }
        names
    }

    /// Records that server number `server` of the batch serves `name`.
    pub fn insert(&mut self, server: usize, name: &str) {
        if name.is_empty() || self.names.len() >= self.capacity {
            return;
        }
        // A batch scan calls this for every tool on the one thread that
        // emits records, so every cycle here caps how many cores the scan
        // can use: the keys are built in a buffer, and copied only for a
        // name not seen before.
        let mut key = std::mem::take(&mut self.key);
        lowercase_into(name, &mut key);
        self.names.entry_ref(key.as_str()).or_default().add(server);
        skeleton_key_into(name, &mut key);
        let entries = self.skeletons.entry_ref(key.as_str()).or_default();
        if !entries.iter().any(|(s, n)| *s == server && n == name) && entries.len() < 8 {
            entries.push((server, name.to_string()));
        }
        if ascii_lookalike::lookalike_key_into(name, &mut key) {
            let entries = self.lookalikes.entry_ref(key.as_str()).or_default();
            if !entries.iter().any(|(s, n)| *s == server && n == name) && entries.len() < 8 {
                entries.push((server, name.to_string()));
            }
        }
        self.key = key;
    }

    /// The number of distinct names known (the well-known list included).
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Never true: the well-known list is always there.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// True when `name` (case-insensitively) is served by a server other
    /// than `server`, or is well known.
    fn served_elsewhere(&self, name: &str, server: usize) -> bool {
        self.names
            .get(&name.to_lowercase())
            .is_some_and(|servers| servers.any_other_than(server))
    }

    /// A different name with the same skeleton as `name`, served by a server
    /// other than `server` or well known.
    fn collision_elsewhere(&self, name: &str, key: &str, server: usize) -> Option<&str> {
        self.skeletons.get(key).and_then(|entries| {
            entries
                .iter()
                .find(|(s, other)| *s != server && other != name)
                .map(|(_, other)| other.as_str())
        })
    }
}

impl BatchNames {
    /// A name of which `name` (ASCII, lookalike key `key`) is an ASCII
    /// lookalike, served by a server other than `server` or well known.
    fn lookalike_elsewhere(&self, name: &str, key: &str, server: usize) -> Option<&str> {
        self.lookalikes.get(key).and_then(|entries| {
            entries
                .iter()
                .find(|(s, other)| {
                    *s != server && is_lookalike_of(name, other, *s == WELL_KNOWN_SERVER)
                })
                .map(|(_, other)| other.as_str())
        })
    }
}

/// The lower-cased UTS #39 skeleton of a name.
pub fn skeleton_key(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    skeleton_key_into(name, &mut out);
    out
}

/// [`skeleton_key`] into `out` (replacing what it held).
fn skeleton_key_into(name: &str, out: &mut String) {
    out.clear();
    if name.is_ascii() {
        // Every batch name passes through here; most are ASCII, and an
        // ASCII character's skeleton does not depend on its neighbours, so
        // a table of 128 entries gives the same answer without the
        // decomposition (tests check it against the full algorithm).
        let table = ascii_skeletons();
        for b in name.bytes() {
            out.push_str(&table[b as usize]);
        }
        return;
    }
    *out = skeleton(name).collect::<String>().to_lowercase();
}

/// `name.to_lowercase()` into `out` (replacing what it held).
fn lowercase_into(name: &str, out: &mut String) {
    out.clear();
    if name.is_ascii() {
        out.push_str(name);
        out.make_ascii_lowercase();
    } else {
        // Not per character: a final sigma lower-cases by its context.
        *out = name.to_lowercase();
    }
}

/// The lower-cased skeleton of each ASCII character.
fn ascii_skeletons() -> &'static [String; 128] {
    static TABLE: std::sync::OnceLock<[String; 128]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        std::array::from_fn(|b| {
            let c = char::from(b as u8);
            skeleton(c.encode_utf8(&mut [0; 4]))
                .collect::<String>()
                .to_lowercase()
        })
    })
}

/// The context rules of a pack, ready to apply.
#[derive(Clone, Debug, Default)]
pub struct Context {
    /// Per rule index: its family, for hostile-server and `with_rules` checks.
    families: Vec<String>,
    /// Per rule index: its code.
    codes: Vec<String>,
    /// Per rule index: its status is `preview`. A preview rule's finding is
    /// not evidence for another rule (it declares no hostile server and
    /// satisfies no `with_rules`): a preview rule never withholds, not even
    /// through another rule.
    preview: Vec<bool>,
    /// `(rule, condition, escalate_to, with)` for pattern rules with `[context]`.
    escalations: Vec<Escalation>,
    /// Rules with `[counter]`.
    counters: Vec<Counter>,
    /// `(rule, severity, families, min_severity)`.
    hostile: Vec<(usize, Severity, Vec<String>, Severity)>,
    /// `(rule, severity)`.
    collision: Vec<(usize, Severity)>,
    /// Per rule index: a finding of it may change with context.
    sensitive: Vec<bool>,
    /// Per rule: the context step may lower or drop its findings.
    lowerable: Vec<bool>,
    /// [`lookalike_key_hash`] of every well-known tool name, sorted (a
    /// binary search over a hundred numbers costs less than hashing one).
    well_known_keys: Vec<u64>,
    /// [`plain_hash`] of every well-known tool name, sorted: such a name is
    /// real.
    well_known_plain: Vec<u64>,
}

#[derive(Clone, Debug)]
struct Counter {
    rule: usize,
    lower_to: Severity,
    words: Vec<String>,
    names_sibling_tool: bool,
}

#[derive(Clone, Debug)]
struct Escalation {
    rule: usize,
    when: Condition,
    to: Severity,
    with: Vec<String>,
    drop_otherwise: bool,
}

impl Context {
    /// Collects the context rules of `pack`.
    pub fn new(pack: &RulePack) -> Context {
        let mut cx = Context {
            well_known_keys: sorted(well_known_names().filter_map(lookalike_key_hash)),
            well_known_plain: sorted(well_known_names().map(plain_hash)),
            ..Context::default()
        };
        for (index, rule) in pack.rules().iter().enumerate() {
            cx.families.push(rule.family.clone());
            cx.codes.push(rule.code.clone());
            cx.preview.push(rule.status == Status::Preview);
            cx.sensitive
                .push(rule.context.is_some() || rule.counter.is_some());
            cx.lowerable.push(
                rule.counter.is_some()
                    || rule
                        .context
                        .as_ref()
                        .is_some_and(|c| c.otherwise == Otherwise::Drop),
            );
            if let Some(spec) = &rule.context {
                cx.escalations.push(Escalation {
                    rule: index,
                    when: spec.when,
                    to: spec.escalate_to,
                    with: spec.with.clone(),
                    drop_otherwise: spec.otherwise == Otherwise::Drop,
                });
            }
            if let Some(counter) = &rule.counter {
                cx.counters.push(Counter {
                    rule: index,
                    lower_to: counter.lower_to,
                    words: counter.name_words.clone(),
                    names_sibling_tool: counter.names_sibling_tool,
                });
            }
            match &rule.detect {
                Detect::HostileServer {
                    families,
                    min_severity,
                } => cx
                    .hostile
                    .push((index, rule.severity, families.clone(), *min_severity)),
                Detect::NameCollision => cx.collision.push((index, rule.severity)),
                _ => {}
            }
        }
        cx
    }

    /// True when `rule` is a preview rule.
    fn is_preview(&self, rule: usize) -> bool {
        self.preview.get(rule).copied().unwrap_or(false)
    }

    /// True when the pack has no context rules: nothing to apply.
    pub fn is_empty(&self) -> bool {
        self.escalations.is_empty()
            && self.counters.is_empty()
            && self.hostile.is_empty()
            && self.collision.is_empty()
    }

    /// True when a finding of `rule` may change with context (a scanner
    /// that streams items uses this to decide whether it must look at the
    /// whole manifest before deciding).
    pub fn is_context_sensitive(&self, rule: usize) -> bool {
        self.sensitive.get(rule).copied().unwrap_or(false)
    }

    /// True when the context step may lower or drop a finding of rule
    /// `rule` (counter-evidence, or an escalation that drops the finding
    /// when its condition does not hold): a verdict reached without the
    /// context step may then be too strict.
    pub fn may_lower(&self, rule: usize) -> bool {
        self.lowerable.get(rule).copied().unwrap_or(false)
    }

    /// True when an item named `name` may get a finding from context alone:
    /// a non-ASCII name, or an ASCII one that holds a lookalike spelling
    /// (`rn`, `0`, a capital `I`, ...) or reads like a well-known name
    /// without being one. Allocates nothing.
    pub fn name_may_collide(&self, name: &str) -> bool {
        if self.collision.is_empty() {
            return false;
        }
        if !name.is_ascii() {
            return true;
        }
        // One pass over the name answers both questions.
        name_facts(name)
            .is_some_and(|facts| facts.has_unit || self.imitates_well_known(name, facts.key_hash))
    }

    /// [`Context::name_may_collide`] for an item that is alone in its
    /// manifest and batch, where the only names it can imitate are the
    /// well-known ones: a non-ASCII name, or one whose lookalike key is a
    /// well-known name's without being that name. Allocates nothing.
    pub fn name_may_collide_alone(&self, name: &str) -> bool {
        !self.collision.is_empty()
            && (!name.is_ascii()
                || lookalike_key_hash(name).is_some_and(|h| self.imitates_well_known(name, h)))
    }

    /// True when a name with lookalike key hash `key_hash` has a well-known
    /// name's key without being spelled as that name.
    fn imitates_well_known(&self, name: &str, key_hash: u64) -> bool {
        self.well_known_keys.binary_search(&key_hash).is_ok()
            && self
                .well_known_plain
                .binary_search(&plain_hash(name))
                .is_err()
    }

    /// True when an ASCII tool name can be on either side of a lookalike
    /// pair: it has a key (every name another may imitate does).
    fn name_may_collide_or_target(&self, name: &str) -> bool {
        !self.collision.is_empty() && lookalike_key_hash(name).is_some()
    }

    /// True when the pack has hostile-server rules.
    pub fn has_hostile_server(&self) -> bool {
        !self.hostile.is_empty()
    }

    /// The changes for one manifest: `items` in manifest order, `server` its
    /// number in the batch (the key its names were recorded under in
    /// `batch`, or any number not used there).
    pub fn changes(
        &self,
        items: &[ItemFacts<'_>],
        server: usize,
        batch: &BatchNames,
    ) -> Vec<Change> {
        let mut changes = Vec::new();
        if self.is_empty() || items.is_empty() {
            return changes;
        }
        // The manifest's own tool names, lower-cased on first use: only
        // findings that name a tool need them.
        let own_names = std::cell::OnceCell::new();
        let own = || -> &HashSet<String> {
            own_names.get_or_init(|| {
                items
                    .iter()
                    .filter(|i| i.is_tool)
                    .map(|i| i.name.to_lowercase())
                    .collect()
            })
        };
        // Severity after each step, per (item, finding).
        let mut severity: BTreeMap<(usize, usize), Severity> = BTreeMap::new();
        let mut removed: Vec<(usize, usize)> = Vec::new();

        // 1. Escalations.
        for (i, item) in items.iter().enumerate() {
            for (f, finding) in item.findings.iter().enumerate() {
                for esc in self.escalations.iter().filter(|e| e.rule == finding.rule) {
                    let holds = match esc.when {
                        Condition::NamesForeignTool => tool_references(finding.text).any(|name| {
                            let lower = name.to_lowercase();
                            lower != item.name.to_lowercase()
                                && !own().contains(&lower)
                                && batch.served_elsewhere(name, server)
                        }),
                        Condition::ImitatesNamedTool => {
                            tool_references(finding.text).any(|name| imitates(item.name, name))
                        }
                        Condition::ReadOnlyAnnotation => item.read_only_hint == Some(true),
                        Condition::NotDestructiveAnnotation => item.destructive_hint == Some(false),
                        Condition::WithRules => {
                            item.findings.iter().enumerate().any(|(g, other)| {
                                g != f
                                    && other.rule != finding.rule
                                    && !self.is_preview(other.rule)
                                    && esc.with.iter().any(|w| self.names_rule(w, other.rule))
                            })
                        }
                    };
                    if holds {
                        let slot = severity.entry((i, f)).or_insert(finding.severity);
                        *slot = (*slot).max(esc.to);
                    } else if esc.drop_otherwise {
                        removed.push((i, f));
                    }
                }
            }
        }

        // 2. Counter-evidence, after escalation: a tool whose job is the
        //    resource is not accused of reaching for it, and steering between
        //    one server's own tools is workflow.
        for (i, item) in items.iter().enumerate() {
            // Split and lower-cased on first use: most findings have no
            // counter-evidence rule.
            let mut words: Option<Vec<String>> = None;
            let mut own_name: Option<String> = None;
            for (f, finding) in item.findings.iter().enumerate() {
                for counter in self.counters.iter().filter(|c| c.rule == finding.rule) {
                    let by_name = !counter.words.is_empty() && {
                        let words = words.get_or_insert_with(|| name_words(item.name));
                        counter.words.iter().any(|w| words.iter().any(|n| n == w))
                    };
                    let by_sibling = counter.names_sibling_tool && {
                        let own_name = own_name.get_or_insert_with(|| item.name.to_lowercase());
                        let mut named = tool_references(finding.text)
                            .map(str::to_lowercase)
                            .filter(|name| name != own_name)
                            .peekable();
                        named.peek().is_some() && named.all(|name| own().contains(&name))
                    };
                    if by_name || by_sibling {
                        let slot = severity.entry((i, f)).or_insert(finding.severity);
                        *slot = (*slot).min(counter.lower_to);
                    }
                }
            }
        }
        for ((item, finding), to) in severity {
            if to != items[item].findings[finding].severity && !removed.contains(&(item, finding)) {
                changes.push(Change::Severity { item, finding, to });
            }
        }
        let mut removals = Vec::new();

        // 3. Hostile servers: the first item (in order) that declares an
        //    attack capability taints the others.
        for (rule, rule_severity, families, min) in &self.hostile {
            let declarer = items.iter().enumerate().find_map(|(i, item)| {
                item.findings
                    .iter()
                    .find(|f| {
                        f.severity >= *min
                            && !self.is_preview(f.rule)
                            && families.contains(&self.families[f.rule])
                    })
                    .map(|f| (i, f.rule))
            });
            if let Some((declaring, by_rule)) = declarer {
                for (i, _) in items.iter().enumerate().filter(|(i, _)| *i != declaring) {
                    changes.push(Change::Add {
                        item: i,
                        rule: *rule,
                        severity: *rule_severity,
                        evidence: format!(
                            "served beside {:?}, which declares an attack capability ({})",
                            items[declaring].name, self.codes[by_rule]
                        ),
                    });
                }
            }
        }

        // 4. Confusable name collisions.
        // Only a tool whose own name may collide can get an ASCII lookalike
        // finding: without one, the manifest's names are not keyed at all.
        let ascii_impostor = items
            .iter()
            .any(|item| item.is_tool && item.name.is_ascii() && self.name_may_collide(item.name));
        for (rule, rule_severity) in &self.collision {
            // ASCII lookalikes (`send_ernail`), keyed once per manifest.
            let mut ascii_keys: BTreeMap<String, Vec<usize>> = BTreeMap::new();
            let mut ascii_key_of: Vec<Option<String>> = vec![None; items.len()];
            for (i, item) in items.iter().enumerate() {
                if ascii_impostor
                    && item.is_tool
                    && item.name.is_ascii()
                    && self.name_may_collide_or_target(item.name)
                {
                    if let Some(key) = lookalike_key(item.name) {
                        ascii_keys.entry(key.clone()).or_default().push(i);
                        ascii_key_of[i] = Some(key);
                    }
                }
            }
            for (i, item) in items.iter().enumerate() {
                let Some(key) = &ascii_key_of[i] else {
                    continue;
                };
                if !self.name_may_collide(item.name) {
                    continue;
                }
                let sibling = ascii_keys
                    .get(key)
                    .into_iter()
                    .flatten()
                    .filter(|&&j| j != i)
                    .map(|&j| items[j].name)
                    .find(|other| is_lookalike_of(item.name, other, false));
                let other = sibling.or_else(|| batch.lookalike_elsewhere(item.name, key, server));
                if let Some(other) = other {
                    changes.push(Change::Add {
                        item: i,
                        rule: *rule,
                        severity: *rule_severity,
                        evidence: format!(
                            "{:?} is spelled to look like the tool {other:?} (ASCII lookalike letters)",
                            item.name
                        ),
                    });
                }
            }
            for (i, item) in items.iter().enumerate() {
                if !item.is_tool || item.name.is_ascii() {
                    continue;
                }
                let key = skeleton_key(item.name);
                let sibling = items
                    .iter()
                    .enumerate()
                    .find(|(j, other)| {
                        *j != i
                            && other.is_tool
                            && other.name != item.name
                            && skeleton_key(other.name) == key
                    })
                    .map(|(_, other)| other.name);
                let other = sibling.or_else(|| batch.collision_elsewhere(item.name, &key, server));
                if let Some(other) = other {
                    changes.push(Change::Add {
                        item: i,
                        rule: *rule,
                        severity: *rule_severity,
                        evidence: format!("{:?} looks the same as the tool {other:?}", item.name),
                    });
                }
            }
        }
        // Removals last, last finding first.
        removed.sort_unstable();
        removed.dedup();
        for &(item, finding) in removed.iter().rev() {
            removals.push(Change::Remove { item, finding });
        }
        changes.extend(removals);
        changes
    }

    /// True when `spec` (`MS108` or `family:NAME`) names rule `rule`.
    fn names_rule(&self, spec: &str, rule: usize) -> bool {
        match spec.strip_prefix("family:") {
            Some(family) => self.families[rule] == family,
            None => self.codes[rule] == spec,
        }
    }
}

/// Identifiers in `text` that can only be tool names: tokens of
/// `[A-Za-z0-9_.-]` with a `_`, `-` or `.` inside, or a camel hump; or any
/// token written in backticks or quotes, or followed by "tool"/"function".
/// Plain words ("before calling any tool") are not references.
pub fn tool_references(text: &str) -> impl Iterator<Item = &str> {
    let bytes = text.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.');
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !is_ident(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_ident(bytes[i]) {
            i += 1;
        }
        let token = text[start..i].trim_matches(|c| matches!(c, '.' | '-'));
        if token.len() < 3
            || !token
                .bytes()
                .next()
                .is_some_and(|b| b.is_ascii_alphabetic())
        {
            continue;
        }
        let inner = token.contains(['_', '.', '-'])
            || token
                .as_bytes()
                .windows(2)
                .any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
        let quoted = start > 0
            && matches!(bytes[start - 1], b'`' | b'"' | b'\'')
            && bytes.get(i).is_some_and(|&b| b == bytes[start - 1]);
        let rest = text[i..].trim_start();
        let named = (starts_with_word(rest, "tool") || starts_with_word(rest, "function"))
            && !NOT_NAMES.iter().any(|w| token.eq_ignore_ascii_case(w));
        if inner || quoted || named {
            out.push(token);
        }
    }
    out.into_iter()
}

/// Words that precede "tool" without naming one.
const NOT_NAMES: [&str; 16] = [
    "any", "this", "that", "the", "another", "other", "each", "every", "which", "your", "our",
    "its", "same", "next", "previous", "one",
];

fn starts_with_word(text: &str, word: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() >= word.len()
        && bytes[..word.len()].eq_ignore_ascii_case(word.as_bytes())
        && !bytes
            .get(word.len())
            .is_some_and(|&b| b.is_ascii_alphanumeric() && b != b's')
}

/// The words of a name: split at `_`, `-`, `.`, spaces and lower→upper case
/// changes, lower-cased.
pub fn name_words(name: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if !c.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            prev_lower = false;
            continue;
        }
        if c.is_uppercase() && prev_lower && !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
        current.extend(c.to_lowercase());
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

#[cfg(test)]
mod tests;
