//! `mcpsift rules …`: list, test, explain, lint and document rule packs.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use clap::{Args, Subcommand};
use mcpsift::report::escape_text;
use mcpsift::{Detect, Rule, RulePack, Scanner, Scope, Status, run_examples};

use crate::{load_pack, usage};

#[derive(Subcommand, Debug)]
pub enum RulesCommand {
    /// List the rules.
    List(RulesArgs),
    /// Run every rule's examples through the engine.
    Test(RulesArgs),
    /// Show what one rule looks for, how it is gated, and why.
    Explain {
        /// The rule code, e.g. MS101.
        code: String,
        #[command(flatten)]
        args: RulesArgs,
    },
    /// Check rule files: schema, duplicate codes, regexes, examples, weak
    /// anchors, and a proof that every match of every pattern holds an anchor.
    Lint {
        #[command(flatten)]
        args: RulesArgs,
        /// Treat warnings as errors.
        #[arg(long)]
        deny_warnings: bool,
    },
    /// Write one Markdown page per rule (and an index) generated from the rule files.
    Docs {
        #[command(flatten)]
        args: RulesArgs,
        /// Where to write them.
        #[arg(long, default_value = "docs/rules", value_name = "DIR")]
        out: PathBuf,
        /// Write nothing; exit 1 if the pages on disk differ from the rule files.
        #[arg(long)]
        check: bool,
    },
    /// Train the learned model of a `classifier` rule on tuning corpora
    /// (files declared blind are refused), print cross-validated figures,
    /// and write the model file.
    Train(crate::train_cmd::TrainArgs),
}

#[derive(Args, Debug)]
pub struct RulesArgs {
    /// A directory of rule files to use instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
}

pub fn rules(cmd: RulesCommand) -> Result<u8> {
    let mut out = io::stdout().lock();
    match cmd {
        RulesCommand::List(args) => {
            let pack = load_pack(args.rules.as_deref())?;
            for rule in pack.rules() {
                writeln!(
                    out,
                    "{}  {:<8}  {:<30}  {}",
                    rule.code,
                    rule.severity.as_str(),
                    rule.name,
                    rule.summary
                )?;
            }
            Ok(0)
        }
        RulesCommand::Test(args) => {
            let pack = load_pack(args.rules.as_deref())?;
            let failed = test_examples(&pack, &mut out)?;
            Ok(u8::from(failed > 0))
        }
        RulesCommand::Explain { code, args } => {
            let pack = load_pack(args.rules.as_deref())?;
            let Some(rule) = pack.get(&code) else {
                bail!(usage(format!(
                    "no rule {code}; `mcpsift rules list` shows the codes"
                )));
            };
            write!(out, "{}", explain(rule))?;
            Ok(0)
        }
        RulesCommand::Lint {
            args,
            deny_warnings,
        } => lint(args.rules.as_deref(), deny_warnings, &mut out),
        RulesCommand::Docs {
            args,
            out: dir,
            check,
        } => {
            let pack = load_pack(args.rules.as_deref())?;
            docs(&pack, &dir, check, &mut out)
        }
        RulesCommand::Train(args) => crate::train_cmd::train(args, &mut out),
    }
}

/// Runs every example; prints failures and a summary; returns the failures.
fn test_examples(pack: &RulePack, out: &mut impl Write) -> Result<usize> {
    let scanner = Scanner::new(pack).map_err(|e| usage(format!("rule error: {e}")))?;
    let results = run_examples(&scanner, pack);
    let failed: Vec<_> = results.iter().filter(|r| !r.passed()).collect();
    for r in &failed {
        writeln!(
            out,
            "FAIL {} example {}: expected {}, {}{}",
            r.code,
            r.number,
            if r.expected { "a match" } else { "no match" },
            match r.fired {
                Some(true) => "it matched".to_string(),
                Some(false) => "it did not match".to_string(),
                None => "it could not be scanned".to_string(),
            },
            if r.note.is_empty() {
                String::new()
            } else {
                format!(" ({})", escape_text(&r.note, 200))
            }
        )?;
    }
    writeln!(
        out,
        "rules test: {} passed, {} failed ({} rules)",
        results.len() - failed.len(),
        failed.len(),
        pack.len()
    )?;
    Ok(failed.len())
}

/// How a rule is reached: what the engine does before the rule's own check.
fn prefilter_class(rule: &Rule) -> &'static str {
    match &rule.detect {
        Detect::Pattern { .. } => {
            "anchor-gated: the anchor gate (one ASCII case-insensitive DFA, run over each field's decoded \
             string) must find an anchor in the field's raw text, or folding must run (non-ASCII, spaced letters, leetspeak, \
             a name or key with _, - or camel case) and an anchor occur in the folded text; then \
             the engines holding the rules whose anchors occur run once each (rules with small \
             automata share one lazy DFA, a large one has its own), and the rule's own regex \
             finds the span of a match"
        }
        Detect::Chars { .. } => {
            "byte prefilter: only fields with a non-ASCII byte are decoded and checked"
        }
        Detect::Base64Run { .. } => {
            "byte prefilter: only fields with a long base64-alphabet run (SIMD run counter) are verified"
        }
        Detect::ConfusableName => "byte prefilter: only non-ASCII names are checked",
        Detect::CopiesWellKnown { .. } => {
            "every ASCII tool name: its words are hashed and looked up in an index of the \
             well-known names (one lookup per word, nothing allocated)"
        }
        Detect::MixedScriptWord => {
            "byte prefilter: only non-ASCII fields are checked, one pass over their words"
        }
        Detect::DuplicateKey => "structural: every object's keys are compared while walking",
        Detect::Padding { .. } => {
            "byte prefilter: only fields with a long whitespace run (or non-ASCII text) are checked"
        }
        Detect::HostileServer { .. } | Detect::NameCollision => {
            "manifest context: decided after every item of the manifest is scanned (docs/scoring.md)"
        }
        Detect::Classifier { .. } => {
            "learned model: each field's folded words and word pairs are hashed and looked up in the \
             model's table as the item is walked (one lookup each, nothing allocated); the item's \
             score is the model's bias plus the weights of the features present (for a model \
             scored by sentences, the better of that and its best sentence reading, kept sentence \
             by sentence as the words are read), compared once the item ends"
        }
        Detect::Concepts { scope, .. } => match scope {
            Scope::Sentence => {
                "concept automaton: one pass of the lexicons' terms over each field's folded words; \
                 the rule combines the concepts found within one sentence of a field"
            }
            Scope::Field => {
                "concept automaton: one pass of the lexicons' terms over each field's folded words; \
                 the rule combines the concepts found anywhere in one field"
            }
            Scope::Item => {
                "concept automaton: one pass of the lexicons' terms over each field's folded words; \
                 the rule combines the concepts found across the fields of one tool (its name, \
                 description, property names and descriptions, defaults, enum values, examples \
                 and outputSchema), which may each hold one part"
            }
        },
    }
}

/// The rule's `[context]` and `[counter]` tables, in words (empty when it has neither).
fn context_lines(rule: &Rule) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(cx) = &rule.context {
        let with = if cx.with.is_empty() {
            String::new()
        } else {
            format!(" ({})", cx.with.join(", "))
        };
        lines.push(format!(
            "raised to {} when {}{with}",
            cx.escalate_to,
            cx.when.as_str()
        ));
    }
    if let Some(counter) = &rule.counter {
        lines.push(format!(
            "lowered to {} when the item's name has one of the words: {}",
            counter.lower_to,
            counter.name_words.join(", ")
        ));
    }
    if let Detect::Concepts {
        scope, all, none, ..
    } = &rule.detect
    {
        lines.push(format!(
            "fires when one {} holds each of: {}{}",
            scope.as_str(),
            all.join(", "),
            if none.is_empty() {
                String::new()
            } else {
                format!("; and none of: {}", none.join(", "))
            }
        ));
    }
    if let Detect::Classifier {
        model,
        min_score,
        honest_below,
        spares,
    } = &rule.detect
    {
        lines.push(format!(
            "fires once per item whose learned score (log-odds times the model's scale) reaches {min_score}; model: {model}"
        ));
        if let Some(below) = honest_below {
            let spared = if spares.is_empty() {
                String::new()
            } else {
                format!(
                    "; an item with a finding of the families {} does not",
                    spares.join(", ")
                )
            };
            lines.push(format!(
                "an item scored below {below} whose most suspicious sentence, read alone, is below even odds reads as honest: its high findings of other rules count as medium{spared}"
            ));
        }
    }
    if let Detect::HostileServer {
        families,
        min_severity,
    } = &rule.detect
    {
        lines.push(format!(
            "fires on every other item of a manifest in which an item has a finding of family {} at {min_severity} or above",
            families.join(" or ")
        ));
    }
    lines
}

/// A rule's targets and views, as comma-separated names.
fn targets_and_views(rule: &Rule) -> (String, String) {
    let targets: Vec<&str> = rule.targets.iter().map(|t| t.as_str()).collect();
    let views: Vec<&str> = rule.views.iter().map(|v| v.as_str()).collect();
    (targets.join(", "), views.join(", "))
}

fn explain(rule: &Rule) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{} {} ({})", rule.code, rule.name, rule.family);
    let _ = writeln!(
        s,
        "severity: {}   status: {}",
        rule.severity,
        match rule.status {
            Status::Stable => "stable",
            Status::Preview => "preview (its findings are reported but never withhold)",
        }
    );
    let (targets, views) = targets_and_views(rule);
    let _ = writeln!(s, "targets:  {targets}");
    let _ = writeln!(s, "views:    {views}");
    let _ = writeln!(s, "detector: {}", rule.detect.kind());
    let _ = writeln!(s, "gating:   {}", prefilter_class(rule));
    match &rule.detect {
        Detect::Pattern {
            anchors,
            patterns,
            squashed,
            own_engine,
            mentions,
            // Shown as run: the patterns with their fragments expanded.
            fragments: _,
        } => {
            let _ = writeln!(s, "anchors:  {}", anchors.join(", "));
            for p in patterns {
                let _ = writeln!(s, "pattern:  {p}");
            }
            if *own_engine {
                let _ = writeln!(s, "engine:   its own (common anchors)");
            }
            if !mentions.is_empty() {
                let _ = writeln!(
                    s,
                    "mentions: quoted in a sentence with a term of {}: passed over",
                    mentions.join(", ")
                );
            }
            if !squashed.is_empty() {
                let _ = writeln!(s, "squashed: {}", squashed.join(", "));
            }
        }
        Detect::Padding {
            min_spaces,
            min_newlines,
        } => {
            let _ = writeln!(
                s,
                "padding:  min_spaces {min_spaces}, min_newlines {min_newlines}"
            );
        }
        Detect::Chars { chars, .. } => {
            let _ = writeln!(s, "chars:    {}", chars.join(", "));
        }
        Detect::Base64Run {
            min_len,
            ignore_hex,
            require_mixed,
            require_text,
        } => {
            let _ = writeln!(
                s,
                "base64:   min_len {min_len}, ignore_hex {ignore_hex}, require_mixed {require_mixed}, require_text {require_text}"
            );
        }
        _ => {}
    }
    for line in context_lines(rule) {
        let _ = writeln!(s, "context:  {line}");
    }
    let _ = writeln!(s, "\n{}\n", rule.summary);
    let _ = writeln!(s, "{}", rule.description.trim());
    let _ = writeln!(s, "\nexamples:");
    for ex in &rule.examples {
        let text = ex.input();
        let _ = writeln!(
            s,
            "  {} [{}] \"{}\"",
            if ex.matches { "match   " } else { "no match" },
            ex.field.as_str(),
            escape_text(text, 100)
        );
    }
    s
}

/// `rules lint`: every problem in every file, not just the first.
fn lint(dir: Option<&Path>, deny_warnings: bool, out: &mut impl Write) -> Result<u8> {
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    let loaded: Vec<Rule> = match dir {
        Some(dir) => {
            let each = mcpsift::rules_load_each(dir).map_err(|e| usage(e.to_string()))?;
            let mut ok = Vec::new();
            for r in each {
                match r {
                    Ok(rule) => ok.push(rule),
                    Err(e) => errors.push(e.to_string()),
                }
            }
            ok
        }
        None => RulePack::builtin()
            .map_err(|e| usage(e.to_string()))?
            .rules()
            .to_vec(),
    };
    let mut codes: BTreeMap<&str, &str> = BTreeMap::new();
    for rule in &loaded {
        if let Some(other) = codes.insert(&rule.code, &rule.source) {
            errors.push(format!(
                "{}: code {} is also used by {other}",
                rule.source, rule.code
            ));
        }
        if let Detect::Pattern {
            anchors,
            patterns,
            fragments,
            ..
        } = &rule.detect
        {
            for (group, copies) in mcpsift::pasted_alternations(patterns, fragments) {
                warnings.push(format!(
                    "{} ({}): an alternation of {} bytes is pasted {copies} times ({}); write it \
                     once under [detect.fragments] and use it as {{name}}",
                    rule.code,
                    rule.source,
                    group.len(),
                    escape_text(&group, 60)
                ));
            }
            // Every match of every pattern must hold an anchor, or the
            // anchor gate drops it before the pattern runs.
            let proof = rule.prove_anchors();
            for gap in &proof.gaps {
                let number = patterns
                    .iter()
                    .position(|p| *p == gap.pattern)
                    .map_or(0, |i| i + 1);
                errors.push(format!(
                    "{} ({}): pattern {number} can match text that holds none of the rule's anchors, \
                     so the anchor gate drops it unseen ({} view), e.g. {:?}; add an anchor that \
                     every such match contains, or rewrite the pattern: {}",
                    rule.code,
                    rule.source,
                    gap.view.as_str(),
                    gap.example,
                    escape_text(&gap.pattern, 160)
                ));
            }
            let common: Vec<&String> = anchors
                .iter()
                .filter(|a| mcpsift::COMMON_WORDS.contains(&a.to_ascii_lowercase().as_str()))
                .collect();
            if common.len() == anchors.len() {
                warnings.push(format!(
                    "{} ({}): every anchor is a common word ({}); most documents will take the slow path",
                    rule.code,
                    rule.source,
                    anchors.join(", ")
                ));
            } else if !common.is_empty() {
                warnings.push(format!(
                    "{} ({}): anchors that are common words send many documents down the slow path: {}",
                    rule.code,
                    rule.source,
                    common.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
                ));
            }
            // An anchor may be written as the folded view spells it (the
            // multilingual rules' Cyrillic anchors have their Latin
            // lookalikes folded), so the examples are read both ways.
            let matching: Vec<(String, String)> = rule
                .examples
                .iter()
                .filter(|e| e.matches)
                .map(|e| {
                    let input = e.input();
                    (input.to_ascii_lowercase(), mcpsift::folded_text(input))
                })
                .collect();
            for anchor in anchors {
                // An anchor a proof relied on is needed, example or not.
                if proof.used.contains(anchor) {
                    continue;
                }
                let anchor = anchor.to_ascii_lowercase();
                let used = matching
                    .iter()
                    .any(|(raw, folded)| raw.contains(&anchor) || folded.contains(&anchor));
                if !used {
                    warnings.push(format!(
                        "{} ({}): anchor {anchor:?} appears in no matching example",
                        rule.code, rule.source
                    ));
                }
            }
        }
        if rule.status == Status::Preview {
            warnings.push(format!(
                "{} ({}): status is preview: its findings are reported but add no points and never withhold",
                rule.code, rule.source
            ));
        }
    }
    let mut failed_examples = 0;
    // The directory's own lexicons and score table, where it has them.
    let pack = match dir {
        Some(dir) if errors.is_empty() => RulePack::from_dir(dir)
            .map_err(|e| errors.push(e.to_string()))
            .ok(),
        _ => Some(RulePack::from_rules(loaded.clone())),
    };
    if let (true, Some(pack)) = (errors.is_empty(), pack) {
        warnings.extend(unfoldable_terms(&pack));
        match Scanner::new(&pack) {
            Ok(scanner) => {
                for r in run_examples(&scanner, &pack).iter().filter(|r| !r.passed()) {
                    failed_examples += 1;
                    errors.push(format!(
                        "{} example {}: expected {}, got {:?}",
                        r.code,
                        r.number,
                        if r.expected { "a match" } else { "no match" },
                        r.fired
                    ));
                }
            }
            Err(e) => errors.push(format!("does not compile: {e}")),
        }
    }
    for e in &errors {
        writeln!(out, "error: {e}")?;
    }
    for w in &warnings {
        writeln!(out, "warning: {w}")?;
    }
    writeln!(
        out,
        "rules lint: {} rules, {} errors ({} failing examples), {} warnings",
        loaded.len(),
        errors.len(),
        failed_examples,
        warnings.len()
    )?;
    Ok(u8::from(
        !errors.is_empty() || (deny_warnings && !warnings.is_empty()),
    ))
}

/// The generated pages: file name → content.
fn doc_pages(pack: &RulePack) -> BTreeMap<String, String> {
    let mut pages = BTreeMap::new();
    let mut index = String::from(
        "# Rules\n\n<!-- Generated by `mcpsift rules docs` from crates/rules/builtin; do not edit. -->\n\n\
         | code | severity | name | summary |\n|---|---|---|---|\n",
    );
    for rule in pack.rules() {
        let _ = writeln!(
            index,
            "| [{}]({}.md) | {} | {} | {} |",
            rule.code,
            rule.code,
            rule.severity,
            rule.name,
            rule.summary.replace('|', "\\|")
        );
        let mut page = format!(
            "# {} {}\n\n<!-- Generated by `mcpsift rules docs` from {}; do not edit. -->\n\n",
            rule.code, rule.name, rule.source
        );
        let _ = writeln!(page, "{}\n", rule.summary);
        let (targets, views) = targets_and_views(rule);
        let _ = writeln!(page, "| | |\n|---|---|");
        let _ = writeln!(page, "| family | {} |", rule.family);
        let _ = writeln!(page, "| severity | {} |", rule.severity);
        let _ = writeln!(page, "| status | {:?} |", rule.status);
        let _ = writeln!(page, "| targets | {targets} |");
        let _ = writeln!(page, "| views | {views} |");
        let _ = writeln!(page, "| detector | {} |", rule.detect.kind());
        let _ = writeln!(page, "| gating | {} |\n", prefilter_class(rule));
        let _ = writeln!(page, "{}\n", rule.description.trim());
        match &rule.detect {
            Detect::Pattern {
                anchors,
                patterns,
                squashed,
                own_engine,
                mentions,
                // Shown as run: the patterns with their fragments expanded.
                fragments: _,
            } => {
                let _ = writeln!(
                    page,
                    "## Detection\n\nAnchors: {}\n",
                    anchors
                        .iter()
                        .map(|a| format!("`{a}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
                let _ = writeln!(page, "Patterns (case-insensitive, ASCII classes):\n");
                for p in patterns {
                    let _ = writeln!(page, "```text\n{p}\n```");
                }
                page.push('\n');
                if *own_engine {
                    page.push_str(
                        "Its regexes have a lazy DFA of their own (`own_engine`): its anchors \
                         are common words.\n\n",
                    );
                }
                if !mentions.is_empty() {
                    let _ = writeln!(
                        page,
                        "A match wholly inside a quotation whose sentence names a term of {} \
                         is a mention, not a use, and is passed over (`mentions`); any other \
                         match in the field still counts.\n",
                        mentions
                            .iter()
                            .map(|m| format!("`{m}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    );
                }
                if !squashed.is_empty() {
                    let _ = writeln!(
                        page,
                        "Squashed phrases (spaced-out letters with the spaces removed): {}\n",
                        squashed
                            .iter()
                            .map(|p| format!("`{p}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    );
                }
            }
            Detect::Padding {
                min_spaces,
                min_newlines,
            } => {
                let _ = writeln!(
                    page,
                    "## Detection\n\nA whitespace run followed by more text, with a stretch of at least \
                     {min_spaces} blanks on one line or at least {min_newlines} line breaks.\n"
                );
            }
            Detect::Chars { chars, .. } => {
                let _ = writeln!(page, "## Detection\n\nCode points: {}\n", chars.join(", "));
            }
            _ => {}
        }
        let context = context_lines(rule);
        if !context.is_empty() {
            let _ = writeln!(page, "## Manifest context\n");
            for line in context {
                let _ = writeln!(page, "- {line}");
            }
            page.push('\n');
        }
        let _ = writeln!(
            page,
            "## Examples\n\n| must match | field | text |\n|---|---|---|"
        );
        for ex in &rule.examples {
            let text = ex.input();
            let _ = writeln!(
                page,
                "| {} | {} | `{}` |",
                if ex.matches { "yes" } else { "no" },
                ex.field.as_str(),
                escape_text(text, 160).replace('|', "\\|").replace('`', "'")
            );
        }
        pages.insert(format!("{}.md", rule.code), page);
    }
    pages.insert("README.md".to_string(), index);
    pages
}

fn docs(pack: &RulePack, dir: &Path, check: bool, out: &mut impl Write) -> Result<u8> {
    let pages = doc_pages(pack);
    if check {
        let mut stale = Vec::new();
        for (name, content) in &pages {
            let path = dir.join(name);
            if std::fs::read_to_string(&path).ok().as_deref() != Some(content.as_str()) {
                stale.push(path.display().to_string());
            }
        }
        if let Ok(entries) = std::fs::read_dir(dir) {
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if name.ends_with(".md") && !pages.contains_key(&name) {
                    stale.push(format!("{} (no such rule)", entry.path().display()));
                }
            }
        }
        if stale.is_empty() {
            writeln!(out, "rules docs: {} pages up to date", pages.len())?;
            return Ok(0);
        }
        for s in &stale {
            writeln!(out, "out of date: {s}")?;
        }
        writeln!(out, "rules docs: run `mcpsift rules docs` to regenerate")?;
        return Ok(1);
    }
    std::fs::create_dir_all(dir)?;
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".md") && !pages.contains_key(&name) {
                std::fs::remove_file(entry.path())?;
            }
        }
    }
    for (name, content) in &pages {
        std::fs::write(dir.join(name), content)?;
    }
    writeln!(
        out,
        "rules docs: wrote {} pages to {}",
        pages.len(),
        dir.display()
    )?;
    Ok(0)
}

/// Lexicon terms the folded view can never hold: concepts are found in folded
/// text, so such a term never matches.
fn unfoldable_terms(pack: &RulePack) -> Vec<String> {
    mcpsift::unfoldable_terms(pack.lexicons())
        .into_iter()
        .map(|t| {
            format!(
                "lexicon {} ({}): term {:?} never matches: the folded view reads it as {:?}",
                t.lexicon, t.source, t.term, t.folded
            )
        })
        .collect()
}
