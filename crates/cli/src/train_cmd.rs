//! `mcpsift rules train`: fits the learned model of a `classifier` rule on
//! tuning corpora, prints its cross-validated figures beside the rules'
//! own, and writes the model file (`crates/eval/src/train.rs`).

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context as _, Result};
use clap::Args;
use mcpsift::{Detect, MAX_MODEL_WEIGHT, MAX_WINDOW};
use mcpsift_eval::logistic::Fit;
use mcpsift_eval::train::{FieldFeatures, TrainSettings, prepare_with};

use crate::{load_pack, usage};

#[derive(Args, Debug)]
pub struct TrainArgs {
    /// Corpus files or folders (JSON Lines); a file a `corpus.toml` declares
    /// blind is refused.
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Corpus files or folders only measured, never trained on: scored by
    /// the model of every training case (e.g. rewrites of training cases,
    /// to see what a rewrite costs).
    #[arg(long, value_name = "PATH")]
    measure: Vec<PathBuf>,
    /// Where to write the model (e.g. crates/rules/builtin/models/learned.tsv).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Cross-validation folds (0: none).
    #[arg(long, default_value_t = 5)]
    folds: usize,
    /// Another split of the cases into folds (whole tools stay in one
    /// fold); 0 is the split earlier figures were measured on.
    #[arg(long, default_value_t = 0)]
    fold_seed: u64,
    /// The fewest training items a feature must occur in to be kept.
    #[arg(long, default_value_t = 3)]
    min_items: usize,
    /// The L2 penalty on the weights.
    #[arg(long, default_value_t = 1e-4)]
    l2: f64,
    /// Optimiser steps (full batch).
    #[arg(long, default_value_t = 300)]
    iterations: usize,
    /// Weights are stored as log-odds times this.
    #[arg(long, default_value_t = 1000)]
    scale: i64,
    /// Scores (log-odds) at which cross-validated figures are printed.
    #[arg(long, value_delimiter = ',', default_value = "0,1,2,3,4,5")]
    thresholds: Vec<f64>,
    /// The score (log-odds) per-file and leave-one-source-out figures are printed at.
    #[arg(long, default_value_t = 4.0)]
    min_score: f64,
    /// Also train without each attack source of the files without a role
    /// (the shared corpus) and measure on it.
    #[arg(long)]
    leave_sources_out: bool,
    /// The rules the figures are compared with (default: the built-in
    /// rules); their classifier rules are left out.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    /// Words and word pairs only, no concept features (to measure what the
    /// concepts add).
    #[arg(long)]
    no_concepts: bool,
    /// Scores each item by the better of all its words and its best
    /// sentence's less this penalty (log-odds), so that honest text around
    /// a strongly planted sentence cannot outvote it (the model file says
    /// `@sentences` and the penalty); trained as multiple-instance learning.
    #[arg(long, value_name = "LOG_ODDS", allow_negative_numbers = true)]
    sentences: Option<f64>,
    /// With --sentences, a reading may also take up to this many sentences
    /// in a row of one field (the model file says `@window`), for evidence
    /// spread over two or three sentences; 1 reads each sentence alone.
    #[arg(long, value_name = "N", default_value_t = 1, requires = "sentences")]
    window: u32,
    /// Leaves out the features of where a concept sits and of concepts in
    /// different fields (`@a ^value`, `@a + @b`), to measure what they add.
    #[arg(long, conflicts_with = "fields")]
    no_fields: bool,
    /// Keeps only these of them: `value` (`@a ^value`) and `across`
    /// (`@a + @b`); default: both.
    #[arg(long, value_delimiter = ',', value_name = "KINDS")]
    fields: Option<Vec<String>>,
}

pub fn train(args: TrainArgs, out: &mut impl Write) -> Result<u8> {
    if let Some(penalty) = args.sentences {
        // Checked before hours of training: the model file must load.
        let stored = penalty * args.scale as f64;
        if !penalty.is_finite() || penalty < 0.0 || stored > MAX_MODEL_WEIGHT as f64 {
            return Err(usage(format!(
                "--sentences {penalty}: a sentence's penalty is a log-odds of 0 or more, at most {} at --scale {}",
                MAX_MODEL_WEIGHT / args.scale.max(1),
                args.scale
            )));
        }
    }
    if !(1..=MAX_WINDOW).contains(&args.window) {
        return Err(usage(format!(
            "--window {}: a reading takes 1 to {MAX_WINDOW} sentences in a row",
            args.window
        )));
    }
    let mut pack = load_pack(args.rules.as_deref())?;
    let learned: Vec<String> = pack
        .rules()
        .iter()
        .filter(|r| matches!(r.detect, Detect::Classifier { .. }))
        .map(|r| r.code.clone())
        .collect();
    for code in &learned {
        pack = pack.without(code);
    }
    let settings = TrainSettings {
        folds: args.folds,
        fold_seed: args.fold_seed,
        min_items: args.min_items,
        fit: Fit {
            l2: args.l2,
            iterations: args.iterations,
            step: Fit::default().step,
        },
        scale: args.scale,
        thresholds: args.thresholds.clone(),
        min_score: args.min_score,
        leave_sources_out: args.leave_sources_out,
        sentences: args.sentences,
        window: args.window as usize,
    };
    let mut progress = |what: &str| eprintln!("train: {what}");
    let lexicons = if args.no_concepts {
        &[][..]
    } else {
        pack.lexicons()
    };
    let fields = field_features(&args)?;
    let set = prepare_with(
        &args.paths,
        &args.measure,
        &pack,
        lexicons,
        &fields,
        &mut progress,
    )
    .map_err(usage)?;
    let (cases, attacks, benign) = set.counts();
    progress(&format!(
        "{cases} cases ({attacks} attacks, {benign} benign)"
    ));
    write!(out, "{}", set.report(&settings, &mut progress))?;
    let Some(path) = args.out else {
        return Ok(0);
    };
    progress("training on every case");
    let paths: Vec<String> = args.paths.iter().map(|p| p.display().to_string()).collect();
    let features: Vec<String> = if args.no_concepts {
        vec![
            "words and word pairs of an item's folded fields (crates/rules/src/features.rs)."
                .into(),
        ]
    } else if fields == FieldFeatures::none() {
        vec![
            "words and word pairs of an item's folded fields, and the lexicon concepts they name:"
                .into(),
            "@a for a concept, @a @b for two in one sentence (crates/rules/src/features.rs)."
                .into(),
        ]
    } else {
        vec![
            "words and word pairs of an item's folded fields, and the lexicon concepts they name:"
                .into(),
            "@a for a concept, @a @b for two in one sentence, @a ^value for one in a schema value,"
                .into(),
            "@a + @b for two in different fields of the item (crates/rules/src/features.rs)."
                .into(),
        ]
    };
    let field_flags = match (&args.fields, args.no_fields) {
        (_, true) => " --no-fields".to_string(),
        (Some(kinds), false) if !args.no_concepts => format!(" --fields {}", kinds.join(",")),
        _ => String::new(),
    };
    let mut notes = vec![
        "mcpsift learned model: L2-regularised, class-balanced logistic regression over the".into(),
    ];
    notes.extend(features);
    if args.sentences.is_some() {
        notes.push(
            "scored by the better of the item's words and its best sentence's reading (the sentence's"
                .into(),
        );
        notes.push(
            "words and the other fields'), less @sentences (multiple-instance learning).".into(),
        );
        if args.window > 1 {
            notes.push(format!(
                "a reading may take up to @window {} sentences in a row of one field.",
                args.window
            ));
        }
    }
    notes.extend([
        format!("trained by: mcpsift rules train --min-items {} --l2 {} --iterations {} --scale {}{}{}{} {}",
            args.min_items, args.l2, args.iterations, args.scale,
            if args.no_concepts { " --no-concepts" } else { "" }, field_flags,
            args.sentences.map(|p| format!(" --sentences {p}")).unwrap_or_default()
                + &if args.window > 1 { format!(" --window {}", args.window) } else { String::new() },
            paths.join(" ")),
        format!("{cases} cases ({attacks} attacks, {benign} benign), every file a tuning file:"),
        "the real benign corpus is the false-positive training set, so figures on it are in-sample.".into(),
        "weights: log-odds times @scale; a feature in fewer than --min-items items is left out.".into(),
    ]);
    let model = set.final_model(&settings, notes);
    std::fs::write(&path, model.to_tsv())
        .with_context(|| format!("cannot write {}", path.display()))?;
    progress(&format!(
        "wrote {} ({} features, bias {})",
        path.display(),
        model.weights.len(),
        model.bias
    ));
    Ok(0)
}

/// The field features `--no-fields` and `--fields` keep.
fn field_features(args: &TrainArgs) -> Result<FieldFeatures> {
    if args.no_fields || args.no_concepts {
        return Ok(FieldFeatures::none());
    }
    match &args.fields {
        None => Ok(FieldFeatures::all()),
        Some(kinds) => FieldFeatures::parse(kinds).map_err(|e| usage(format!("--fields: {e}"))),
    }
}
