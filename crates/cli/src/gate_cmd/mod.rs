//! `mcpsift pin`, `verify`, `diff`, `keygen` and `sign`: the manifest gate
//! on the command line. The decisions are the library's; this file reads
//! files, picks the server key and prints.

use std::io::{self, IsTerminal};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use mcpsift::manifest::{
    Action, Assessment, AuditRecord, AuditSink, Change, ChangeKind, ChangeSeverity,
    DEFAULT_MAX_BYTES, Decision, EscalationPolicy, Gate, ItemKind, Lockfile, LockfileGuard,
    Manifest, ManifestSignature, MemoryAudit, PinRefusal, PinRequest, Policy, Provenance,
    PublicKey, ScannerFindings, SecretKey, ServerKey, ServerPin, StoreError, assess,
    blocking_findings, change_json, escape_identity, now_rfc3339, plan_pin, sha256_hex, store,
};
use mcpsift::{Scanner, Severity};
use serde_json::{Value, json};

use crate::{load_pack, usage};

mod diff;
mod keys;
mod output;

use output::{diff_record, escalation_report, write_text, write_verdict};

pub use diff::{DiffArgs, diff};
pub use keys::{KeygenArgs, SignArgs, keygen, sign};

/// Who a manifest belongs to, from the command line.
#[derive(Args, Debug)]
pub struct ServerArgs {
    /// Where the server comes from [default: its serverInfo.name, else the file name].
    #[arg(long)]
    origin: Option<String>,
    /// How the manifest arrived (`file`, `stdio`, `http`).
    #[arg(long, default_value = "file")]
    channel: String,
    /// On whose behalf it is loaded.
    #[arg(long, default_value = "default")]
    principal: String,
}

#[derive(Args, Debug)]
pub struct PinArgs {
    /// The manifest to pin (any shape `mcpsift scan` reads that carries tools).
    #[arg(value_name = "TARGET")]
    target: PathBuf,
    /// The lockfile to create or update.
    #[arg(long, value_name = "FILE")]
    lock: PathBuf,
    #[command(flatten)]
    server: ServerArgs,
    /// Sign the lockfile with this secret key (from `mcpsift keygen`).
    #[arg(long, value_name = "KEY")]
    sign_key: Option<PathBuf>,
    /// Require refreshes to be signed by this publisher key (`.pub` file).
    #[arg(
        long,
        value_name = "PUB",
        requires = "signature",
        conflicts_with = "drop_publisher"
    )]
    publisher_key: Option<PathBuf>,
    /// The publisher's signature of TARGET (from `mcpsift sign`); needed to
    /// re-pin a server whose pin names a publisher key.
    #[arg(long, value_name = "SIG")]
    signature: Option<PathBuf>,
    /// Stop requiring publisher signatures for a server whose pin names a publisher key.
    #[arg(long)]
    drop_publisher: bool,
    /// Seal the server: every later refresh is rejected and `$ref` resolution is off.
    /// A re-pin keeps the prior pin's seal unless --unseal is given.
    #[arg(long, conflicts_with = "unseal")]
    seal: bool,
    /// Unseal a sealed server when re-pinning it.
    #[arg(long)]
    unseal: bool,
    /// Seconds to wait for another `pin` or `verify --update` on the same lockfile to finish.
    #[arg(long, value_name = "SECS", default_value_t = 10)]
    lock_wait: u64,
    /// Pin even if the scanner withholds an item (it is still reported).
    #[arg(long)]
    allow_findings: bool,
    /// Refuse to pin when an item's findings reach this severity (one finding, or several adding up).
    #[arg(long, default_value = "high")]
    threshold: String,
    /// A directory of rule files to use instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum GateFormat {
    Text,
    Json,
}

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// The refreshed manifest.
    #[arg(value_name = "TARGET")]
    target: PathBuf,
    /// The lockfile holding the pin.
    #[arg(long, value_name = "FILE")]
    lock: PathBuf,
    #[command(flatten)]
    server: ServerArgs,
    /// Check the lockfile's signature under this public key first.
    #[arg(long, value_name = "PUB")]
    trust_key: Option<PathBuf>,
    /// The publisher's signature of TARGET (required when the pin names a publisher key).
    #[arg(long, value_name = "SIG")]
    signature: Option<PathBuf>,
    /// Append one `mcpsift.audit/v1` JSON line per decision to this file.
    #[arg(long, value_name = "FILE")]
    audit: Option<PathBuf>,
    /// On admit, write the refreshed manifest into the lockfile.
    #[arg(long)]
    update: bool,
    /// Re-sign the lockfile after --update.
    #[arg(long, value_name = "KEY")]
    sign_key: Option<PathBuf>,
    /// With --update: seconds to wait for another writer of the lockfile to finish.
    #[arg(long, value_name = "SECS", default_value_t = 10)]
    lock_wait: u64,
    /// Reject changes at or above this severity: info, low, medium, high, critical.
    #[arg(long, default_value = "medium")]
    reject_at: String,
    /// Output format [default: text on a terminal, json otherwise].
    #[arg(long, value_enum)]
    format: Option<GateFormat>,
    /// A directory of rule files to use instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    /// Judge every tool of the manifest in force against this escalation
    /// policy (TOML) and report its classes and action; exit 4 when the
    /// refresh is admitted but the policy denies a tool.
    #[arg(long, value_name = "FILE")]
    policy: Option<PathBuf>,
}

/// Most bytes of a key or signature file.
const MAX_KEY_FILE_BYTES: u64 = 1 << 20;

fn read(path: &Path, what: &str) -> Result<Vec<u8>> {
    store::read_limited_path(path, MAX_KEY_FILE_BYTES)
        .with_context(|| format!("cannot read {what}"))
}

/// A manifest, checked for size (and for being a regular file) before it
/// is read.
fn read_manifest(path: &Path) -> Result<Manifest, String> {
    let bytes =
        store::read_limited_path(path, DEFAULT_MAX_BYTES as u64).map_err(|e| e.to_string())?;
    Manifest::from_slice(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// A refresh to be judged: as [`read_manifest`], but a list that repeats a
/// name is read (and then rejected with a `*_duplicated` change) instead of
/// being unreadable.
fn read_incoming_manifest(path: &Path) -> Result<Manifest, String> {
    let bytes =
        store::read_limited_path(path, DEFAULT_MAX_BYTES as u64).map_err(|e| e.to_string())?;
    Manifest::from_slice_keeping_duplicates(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// The bytes of the target for an audit record's hash (bounded; empty
/// when unreadable).
fn target_bytes(path: &Path) -> Vec<u8> {
    store::read_limited_path(path, DEFAULT_MAX_BYTES as u64).unwrap_or_default()
}

fn secret_key(path: &Path) -> Result<SecretKey> {
    let text = String::from_utf8(read(path, "secret key")?)
        .map_err(|_| usage(format!("{}: not a key file", path.display())))?;
    SecretKey::parse(&text).map_err(|e| usage(format!("{}: {e}", path.display())))
}

fn public_key(path: &Path) -> Result<PublicKey> {
    let text = String::from_utf8(read(path, "public key")?)
        .map_err(|_| usage(format!("{}: not a key file", path.display())))?;
    PublicKey::parse(&text).map_err(|e| usage(format!("{}: {e}", path.display())))
}

fn manifest_signature(path: &Path) -> Result<ManifestSignature> {
    let bytes = read(path, "signature")?;
    let value: Value = serde_json::from_slice(&bytes)
        .map_err(|e| usage(format!("{}: not a signature file: {e}", path.display())))?;
    ManifestSignature::from_json(&value).map_err(|e| usage(format!("{}: {e}", path.display())))
}

fn parse_reject_at(text: &str) -> Result<Policy> {
    let reject_at = ChangeSeverity::parse(text).ok_or_else(|| {
        usage(format!(
            "--reject-at {text:?} is not a severity; use info, low, medium, high or critical"
        ))
    })?;
    Ok(Policy { reject_at })
}

fn scanner(rules: Option<&Path>) -> Result<Scanner> {
    let pack = load_pack(rules)?;
    Scanner::builder()
        .threshold(Severity::Low)
        .build(&pack)
        .map_err(|e| usage(format!("rule error: {e}")))
}

fn server_key(args: &ServerArgs, manifest: Option<&Manifest>, target: &Path) -> ServerKey {
    let origin = args.origin.clone().unwrap_or_else(|| {
        manifest
            .and_then(|m| m.server_info.as_ref())
            .and_then(|i| i.get("name"))
            .and_then(Value::as_str)
            .map(str::to_owned)
            .unwrap_or_else(|| {
                target
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "-".into())
            })
    });
    ServerKey {
        origin,
        channel: args.channel.clone(),
        principal: args.principal.clone(),
    }
}

/// Reads a lockfile (at most 64 MiB, a regular file); `None` when it does
/// not exist yet.
fn read_lock(path: &Path) -> Result<Option<Lockfile>> {
    match store::read_bounded(path, store::MAX_LOCKFILE_BYTES) {
        Ok(bytes) => Lockfile::parse(&bytes)
            .map(Some)
            .map_err(|e| usage(format!("{}: {e}", path.display()))),
        Err(e) if e.is_not_found() => Ok(None),
        Err(e @ (StoreError::TooLarge { .. } | StoreError::NotRegular { .. })) => {
            Err(usage(format!("lockfile: {e}")))
        }
        Err(e) => Err(anyhow::Error::new(e).context("cannot read the lockfile")),
    }
}

/// The CLI's hint for an unsigned lockfile that a trusted key was asked for.
fn signing_hint(lock: &Lockfile) -> &'static str {
    if lock.signature.is_none() {
        " (sign it when pinning: mcpsift pin --sign-key KEY)"
    } else {
        ""
    }
}

/// Takes the lockfile's writer lock for a read–modify–write.
fn lock_for_update(path: &Path, wait_secs: u64) -> Result<LockfileGuard> {
    LockfileGuard::acquire(path, std::time::Duration::from_secs(wait_secs)).map_err(|e| match e {
        StoreError::NotRegular { .. } => usage(format!("lockfile: {e}")),
        e @ StoreError::LockTimeout { .. } => anyhow::Error::new(e)
            .context("cannot update the lockfile (raise --lock-wait to wait longer)"),
        e => anyhow::Error::new(e).context("cannot update the lockfile"),
    })
}

fn write_lock(path: &Path, lock: &Lockfile) -> Result<()> {
    store::write_atomic(path, lock.to_text().as_bytes())
        .map_err(|e| anyhow::Error::new(e).context("cannot write the lockfile"))
}

pub fn pin(args: PinArgs) -> Result<u8> {
    let threshold: Severity = args.threshold.parse().map_err(|_| {
        usage(format!(
            "--threshold {:?} is not a severity; use low, medium, high or critical",
            args.threshold
        ))
    })?;
    let manifest = read_manifest(&args.target).map_err(usage)?;
    let sign_key = args.sign_key.as_deref().map(secret_key).transpose()?;
    // A first load is already a trust decision: scan it (the rule is the
    // library's: blocking_findings).
    let scanner = scanner(args.rules.as_deref())?;
    let mut findings = ScannerFindings::new(&scanner);
    let blocking: Vec<String> = blocking_findings(
        &manifest,
        &mut findings,
        mcpsift::manifest::change_severity(threshold),
    )
    .map_err(|e| usage(e.to_string()))?
    .into_iter()
    .map(|f| match f.kind {
        ItemKind::Instructions => format!("{} instructions", f.rule),
        kind => format!(
            "{} {kind} {} {}",
            f.rule,
            escape_identity(&f.key),
            f.pointer
        ),
    })
    .collect();
    if !blocking.is_empty() {
        for line in &blocking {
            eprintln!("mcpsift: finding: {line}");
        }
        if !args.allow_findings {
            eprintln!(
                "mcpsift: not pinned: {} finding(s) at or above {threshold}, alone or adding up on one item; review them, or pass --allow-findings to pin anyway",
                blocking.len()
            );
            return Ok(1);
        }
    }
    // From here to the write the lockfile is ours: concurrent pins queue
    // (the scan above ran without holding it).
    let _guard = lock_for_update(&args.lock, args.lock_wait)?;
    let mut lock = read_lock(&args.lock)?.unwrap_or_default();
    if lock.signature.is_some() && sign_key.is_none() {
        return Err(usage(format!(
            "{} is signed; pass --sign-key to re-sign it after pinning",
            args.lock.display()
        )));
    }
    check_before_resigning(&lock, sign_key.as_ref(), &args.lock)?;
    let key = server_key(&args.server, Some(&manifest), &args.target);
    let prior = lock.get(&key).cloned();
    // Seal and publisher-key inheritance, and the signature a publisher
    // key demands, are the library's rules (plan_pin).
    let request = PinRequest {
        seal: args.seal,
        unseal: args.unseal,
        publisher_key: args.publisher_key.as_deref().map(public_key).transpose()?,
        drop_publisher: args.drop_publisher,
        signature: args
            .signature
            .as_deref()
            .map(manifest_signature)
            .transpose()?,
    };
    let pin = match plan_pin(prior.as_ref(), key.clone(), manifest, &request) {
        Ok(pin) => pin,
        Err(PinRefusal::SignatureRequired { publisher }) => {
            return Err(usage(format!(
                "{key} is pinned to publisher key {publisher}; pass --signature SIG (the publisher's signature of {}) to re-pin it, --publisher-key PUB --signature SIG to change the key, or --drop-publisher to stop requiring signatures",
                args.target.display()
            )));
        }
        Err(PinRefusal::SignatureInvalid { publisher }) => {
            eprintln!(
                "mcpsift: not pinned: {} does not verify {} under the publisher key {publisher}",
                args.signature
                    .as_deref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_default(),
                args.target.display()
            );
            return Ok(1);
        }
        Err(PinRefusal::SignatureWithoutKey) => {
            return Err(usage(
                "--signature needs --publisher-key (or a pin that names a publisher key)",
            ));
        }
    };
    if let Some(prior) = &prior {
        report_repin(prior, &pin, &args, &mut findings);
    } else if args.unseal || args.drop_publisher {
        eprintln!(
            "mcpsift: note: {key} was not pinned before; --unseal and --drop-publisher change nothing"
        );
    }
    let items = pin.manifest.items.len();
    let sha = pin.manifest.sha256();
    let sealed = pin.sealed;
    lock.upsert(pin);
    if let Some(key) = &sign_key {
        lock.sign(key);
    }
    write_lock(&args.lock, &lock)?;
    eprintln!(
        "pinned {items} item(s) of {} as manifest {} in {}{}{}",
        key,
        &sha[..16],
        args.lock.display(),
        if sealed { " (sealed)" } else { "" },
        if sign_key.is_some() { ", signed" } else { "" }
    );
    Ok(0)
}

/// Says on stderr what a re-pin changes against the prior pin of the same
/// server: the seal, the publisher key and every classified change.
fn report_repin(
    prior: &ServerPin,
    pin: &ServerPin,
    args: &PinArgs,
    findings: &mut ScannerFindings<'_>,
) {
    let (before, after) = (prior.manifest.sha256(), pin.manifest.sha256());
    eprintln!(
        "re-pinning {}: manifest {} -> {}",
        pin.key,
        &before[..12],
        &after[..12]
    );
    let seal = match (prior.sealed, pin.sealed) {
        (true, true) if args.seal => "sealed (kept)".to_owned(),
        (true, true) => "sealed (kept; --unseal to unseal)".to_owned(),
        (true, false) => "sealed -> unsealed (--unseal)".to_owned(),
        (false, true) => "unsealed -> sealed (--seal)".to_owned(),
        (false, false) => "unsealed".to_owned(),
    };
    eprintln!("  seal: {seal}");
    let publisher = match (prior.publisher_key, pin.publisher_key) {
        (Some(a), Some(b)) if a == b => format!("{b} (kept; --drop-publisher to drop)"),
        (Some(a), Some(b)) => format!("{a} -> {b} (--publisher-key)"),
        (Some(a), None) => format!("{a} -> none (--drop-publisher)"),
        (None, Some(b)) => format!("none -> {b} (--publisher-key)"),
        (None, None) => "none".to_owned(),
    };
    eprintln!("  publisher key: {publisher}");
    let a = assess(&prior.manifest, &pin.manifest, findings, &Policy::default());
    if a.changes.is_empty() {
        eprintln!("  no manifest changes");
    }
    for c in &a.changes {
        let who = match (c.item, c.name.is_empty()) {
            (_, true) => c.item.as_str().to_owned(),
            (kind, false) => format!("{kind} {}", escape_identity(&c.name)),
        };
        eprintln!(
            "  {:<8} {:<36} {who}{}",
            c.severity.as_str(),
            c.kind.as_str(),
            if c.pointer.is_empty() {
                String::new()
            } else {
                format!(" {}", escape_identity(&c.pointer))
            }
        );
    }
}

/// Re-signing must never launder an edit: a signed lockfile is only
/// re-signed when its current signature verifies under the signing key.
fn check_before_resigning(lock: &Lockfile, key: Option<&SecretKey>, path: &Path) -> Result<()> {
    if let (Some(_), Some(key)) = (&lock.signature, key) {
        if let Err(e) = lock.verify_signature(&key.public()) {
            return Err(usage(format!(
                "{}: {e}; refusing to re-sign it. Inspect it, then pin again into a new lockfile",
                path.display()
            )));
        }
    }
    Ok(())
}

/// Picks the pin a refresh is judged against; `None` when the lockfile
/// holds nothing for this server.
fn find_pin<'a>(
    lock: &'a Lockfile,
    key: &ServerKey,
    explicit_origin: bool,
) -> Option<&'a ServerPin> {
    if let Some(pin) = lock.get(key) {
        return Some(pin);
    }
    // Same origin, other channel or principal: judged against it, and the
    // gate reports the substitution.
    if let Some(pin) = lock.servers.iter().find(|s| s.key.origin == key.origin) {
        return Some(pin);
    }
    // One pinned server and no --origin: the manifest claims another name.
    if !explicit_origin && lock.servers.len() == 1 {
        return Some(&lock.servers[0]);
    }
    None
}

/// The usage error for a server the lockfile does not pin.
fn no_pin(lock: &Lockfile, key: &ServerKey) -> anyhow::Error {
    usage(format!(
        "no pin for {}; the lockfile pins: {}. Pass --origin, or pin the server first",
        escape_identity(&key.to_string()),
        lock.pinned_list()
    ))
}

/// An audit sink that appends to a file (when one was asked for) and
/// remembers a failure so the command can report it.
struct FileAudit {
    path: Option<PathBuf>,
    failed: Option<io::Error>,
}

impl AuditSink for FileAudit {
    fn record(&mut self, record: &AuditRecord) -> io::Result<()> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        // One write per record on an append-mode file: concurrent
        // verifiers' lines never interleave.
        let result = store::open_append(path)
            .and_then(|mut file| store::append_line(&mut file, &record.to_json().to_string()));
        if let Err(e) = &result {
            self.failed = Some(io::Error::new(e.kind(), e.to_string()));
        }
        result
    }
}

pub fn verify(args: VerifyArgs) -> Result<u8> {
    let policy = parse_reject_at(&args.reject_at)?;
    // Read first: a policy that cannot be used stops everything (exit 2).
    let escalation = args
        .policy
        .as_deref()
        .map(EscalationPolicy::load)
        .transpose()
        .map_err(|e| usage(format!("escalation policy: {e}")))?;
    // --update rewrites the lockfile: held from the read to the write.
    let _guard = if args.update {
        Some(lock_for_update(&args.lock, args.lock_wait)?)
    } else {
        None
    };
    let lock = read_lock(&args.lock)?.ok_or_else(|| {
        usage(format!(
            "{} does not exist; run `mcpsift pin TARGET --lock {}` first",
            args.lock.display(),
            args.lock.display()
        ))
    })?;
    let sign_key = args.sign_key.as_deref().map(secret_key).transpose()?;
    if args.update && lock.signature.is_some() && sign_key.is_none() {
        return Err(usage(format!(
            "{} is signed; --update needs --sign-key to re-sign it",
            args.lock.display()
        )));
    }
    if args.update {
        check_before_resigning(&lock, sign_key.as_ref(), &args.lock)?;
    }
    let signature = args
        .signature
        .as_deref()
        .map(manifest_signature)
        .transpose()?;
    let format = args.format.unwrap_or(if io::stdout().is_terminal() {
        GateFormat::Text
    } else {
        GateFormat::Json
    });
    let mut audit = FileAudit {
        path: args.audit.clone(),
        failed: None,
    };

    let incoming = read_incoming_manifest(&args.target);
    let key = server_key(&args.server, incoming.as_ref().ok(), &args.target);
    let explicit_origin = args.server.origin.is_some();
    let pin = match find_pin(&lock, &key, explicit_origin) {
        Some(pin) => Some(pin.clone()),
        // The manifest names a server the lockfile does not pin, while it
        // pins others: a refresh that changed its own name is a provenance
        // question, not a usage error, and it leaves a record.
        None if !explicit_origin && !lock.servers.is_empty() => None,
        None => return Err(no_pin(&lock, &key)),
    };
    let lock_error = match (&args.trust_key, &lock.signature) {
        (Some(path), _) => lock.verify_signature(&public_key(path)?).err(),
        // Without a trusted key a signed lockfile is still checked under the
        // key it names: an edit after signing (sealed flipped off, publisher
        // key removed) must not pass with a note. Only --trust-key also
        // stops someone who re-signs with a key of their own.
        (None, Some(sig)) => {
            let own = sig.public_key;
            let checked = lock.verify_signature(&own).err();
            if checked.is_none() {
                eprintln!(
                    "mcpsift: note: the lockfile's signature verifies under the key it names ({own}); pass --trust-key to require that key"
                );
            }
            checked
        }
        (None, None) => None,
    };
    let Some(pin) = pin else {
        return reject_unpinned(&args, &lock, &key, incoming, lock_error, &mut audit, format);
    };

    let incoming = match incoming {
        Ok(m) => m,
        Err(why) => {
            // Fail closed, and leave a record of the attempt.
            let bytes = target_bytes(&args.target);
            let change = lone_change(ChangeKind::Unscannable);
            let record = AuditRecord {
                time: now_rfc3339(),
                server: pin.key.clone(),
                decision: Decision::Reject,
                pinned_sha256: pin.manifest.sha256(),
                incoming_sha256: sha256_hex(&bytes),
                changes: vec![change],
            };
            audit
                .record(&record)
                .context("cannot write the audit log")?;
            eprintln!("mcpsift: {why}");
            return Ok(3);
        }
    };

    let scanner = scanner(args.rules.as_deref())?;
    let mut findings = ScannerFindings::new(&scanner);
    let mut gate = Gate::new(pin, policy);
    let provenance = Provenance { key, signature };
    let assessment = if lock_error.is_some() {
        // An untrusted lockfile pins nothing: judge nothing against it.
        let mut memory = MemoryAudit::default();
        let mut a = gate.admit(incoming.clone(), &provenance, &mut findings, &mut memory);
        a.changes
            .insert(0, lone_change(ChangeKind::LockSignatureInvalid));
        a.decision = Decision::Reject;
        let record = AuditRecord {
            decision: Decision::Reject,
            changes: a.changes.clone(),
            ..memory.records.remove(0)
        };
        audit
            .record(&record)
            .context("cannot write the audit log")?;
        a
    } else {
        gate.admit(incoming, &provenance, &mut findings, &mut audit)
    };
    if let Some(e) = audit.failed.take() {
        // The gate already rejected: an unrecorded admission is unaudited.
        return Err(anyhow::Error::new(e).context("cannot write the audit log"));
    }
    if let Some(e) = &lock_error {
        eprintln!("mcpsift: lockfile signature: {e}{}", signing_hint(&lock));
    }
    gate.set_escalation(escalation);
    let (denied, escalation) = escalation_report(&gate);
    write_verdict(
        format,
        &args.target,
        &gate.pin().key,
        &assessment,
        gate.policy(),
        escalation.as_ref(),
    )?;
    if assessment.decision == Decision::Admit
        && args.update
        && assessment.pinned_sha256 != assessment.incoming_sha256
    {
        let mut lock = lock;
        lock.upsert(gate.pin().clone());
        if let Some(key) = &sign_key {
            lock.sign(key);
        }
        write_lock(&args.lock, &lock)?;
        eprintln!("updated {}", args.lock.display());
    }
    Ok(match assessment.decision {
        Decision::Reject => 1,
        Decision::Admit if denied > 0 => 4,
        Decision::Admit => 0,
    })
}

/// A refresh under a name the lockfile does not pin, while it pins other
/// servers: rejected as `provenance_mismatch` at `/serverInfo/name` (there
/// is no pin to compare with), audited, exit 1 (3 if it could not be read).
fn reject_unpinned(
    args: &VerifyArgs,
    lock: &Lockfile,
    key: &ServerKey,
    incoming: Result<Manifest, String>,
    lock_error: Option<mcpsift::manifest::LockError>,
    audit: &mut FileAudit,
    format: GateFormat,
) -> Result<u8> {
    let mut changes = Vec::new();
    if lock_error.is_some() {
        changes.push(lone_change(ChangeKind::LockSignatureInvalid));
    }
    let mut mismatch = lone_change(ChangeKind::ProvenanceMismatch);
    mismatch.pointer = "/serverInfo/name".into();
    changes.push(mismatch);
    let incoming_sha256 = match &incoming {
        Ok(m) => m.sha256(),
        Err(_) => {
            changes.push(lone_change(ChangeKind::Unscannable));
            sha256_hex(&target_bytes(&args.target))
        }
    };
    let assessment = Assessment {
        decision: Decision::Reject,
        changes,
        signed: false,
        pinned_sha256: String::new(),
        incoming_sha256,
    };
    let record = AuditRecord {
        time: now_rfc3339(),
        server: key.clone(),
        decision: Decision::Reject,
        pinned_sha256: String::new(),
        incoming_sha256: assessment.incoming_sha256.clone(),
        changes: assessment.changes.clone(),
    };
    audit
        .record(&record)
        .context("cannot write the audit log")?;
    eprintln!(
        "mcpsift: the lockfile pins {} but not {}: rejected as provenance_mismatch. If the server was renamed, pass --origin to judge it against its pin, or pin it",
        lock.pinned_list(),
        escape_identity(&key.to_string())
    );
    if let Some(e) = &lock_error {
        eprintln!("mcpsift: lockfile signature: {e}{}", signing_hint(lock));
    }
    let policy = parse_reject_at(&args.reject_at)?;
    write_verdict(format, &args.target, key, &assessment, &policy, None)?;
    Ok(match incoming {
        Ok(_) => 1,
        Err(why) => {
            eprintln!("mcpsift: {why}");
            3
        }
    })
}

fn lone_change(kind: ChangeKind) -> Change {
    Change {
        kind,
        item: mcpsift::manifest::ItemKind::Server,
        name: String::new(),
        pointer: String::new(),
        severity: kind.severity(),
        rule: None,
        from: None,
    }
}
