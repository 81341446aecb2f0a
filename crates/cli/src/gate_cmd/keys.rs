//! `mcpsift keygen` and `mcpsift sign`: a publisher's key pair and its
//! signature of a manifest.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::Args;
use mcpsift::manifest::*;

use super::*;
use crate::usage;

#[derive(Args, Debug)]
pub struct KeygenArgs {
    /// Where to write the secret key; the public key goes to `<OUT>.pub`.
    #[arg(long, value_name = "PATH")]
    out: PathBuf,
    /// Replace existing key files.
    #[arg(long)]
    force: bool,
}

#[derive(Args, Debug)]
pub struct SignArgs {
    /// The manifest to sign (as its publisher).
    #[arg(value_name = "TARGET")]
    target: PathBuf,
    /// The publisher's secret key.
    #[arg(long, value_name = "KEY")]
    key: PathBuf,
    /// Where to write the signature [default: `<TARGET>.sig`].
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
}

pub fn keygen(args: KeygenArgs) -> Result<u8> {
    let public_path = PathBuf::from(format!("{}.pub", args.out.display()));
    if !args.force && (args.out.exists() || public_path.exists()) {
        return Err(usage(format!(
            "{} or {} exists; pass --force to replace it",
            args.out.display(),
            public_path.display()
        )));
    }
    let key = SecretKey::generate().map_err(|e| anyhow::anyhow!("{e}"))?;
    write_secret(&args.out, &format!("{}\n", key.to_text()))?;
    fs::write(&public_path, format!("{}\n", key.public()))
        .with_context(|| format!("cannot write {}", public_path.display()))?;
    eprintln!(
        "wrote secret key {} and public key {}",
        args.out.display(),
        public_path.display()
    );
    Ok(0)
}

#[cfg(unix)]
fn write_secret(path: &Path, text: &str) -> Result<()> {
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .with_context(|| format!("cannot write {}", path.display()))?;
    file.write_all(text.as_bytes())?;
    Ok(())
}

#[cfg(not(unix))]
fn write_secret(path: &Path, text: &str) -> Result<()> {
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

pub fn sign(args: SignArgs) -> Result<u8> {
    let manifest = read_manifest(&args.target).map_err(usage)?;
    let key = secret_key(&args.key)?;
    let sig = ManifestSignature::sign(&key, &manifest.sha256());
    let out = args
        .out
        .unwrap_or_else(|| PathBuf::from(format!("{}.sig", args.target.display())));
    fs::write(&out, format!("{}\n", sig.to_json()))
        .with_context(|| format!("cannot write {}", out.display()))?;
    eprintln!(
        "signed manifest {} -> {}",
        &sig.manifest_sha256[..16],
        out.display()
    );
    Ok(0)
}
