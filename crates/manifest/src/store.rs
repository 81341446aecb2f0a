//! Files on disk that several processes share: the lockfile and audit
//! logs.
//!
//! - [`read_bounded`] reads a regular file with a size limit (a lockfile
//!   named `/dev/zero` ends with an error, not with the machine's memory);
//!   [`read_limited_path`] also reads FIFOs and devices, up to the limit.
//! - [`LockfileGuard`] holds an advisory lock (`flock`) on a sidecar
//!   `<lockfile>.lck` for a whole read–modify–write, so concurrent `pin`
//!   runs queue instead of overwriting each other; a writer that cannot get
//!   it within its wait says so.
//! - [`write_atomic`] replaces a file through a unique temporary file in
//!   the same directory, `fsync`ed, renamed over the target, and the
//!   directory `fsync`ed: readers see the old or the new file, never half.
//! - [`append_line`] writes one audit record with a single `write` on a
//!   file opened for appending: concurrent writers' lines never interleave.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Most bytes a lockfile may hold (64 MiB, like a manifest).
pub const MAX_LOCKFILE_BYTES: u64 = 64 << 20;

/// How long a writer waits for the lock by default.
pub const DEFAULT_LOCK_WAIT: Duration = Duration::from_secs(10);

/// What went wrong with a shared file.
#[derive(Debug)]
pub enum StoreError {
    /// The file is larger than the limit (or endless, like a device).
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The limit, in bytes.
        limit: u64,
    },
    /// Not a regular file (a FIFO, a device, a directory).
    NotRegular {
        /// The file.
        path: PathBuf,
        /// What it is.
        what: &'static str,
    },
    /// Another process held the lock for the whole wait.
    LockTimeout {
        /// The lock file.
        path: PathBuf,
        /// How long we waited.
        waited: Duration,
    },
    /// An I/O error, with what we were doing.
    Io {
        /// What we were doing, e.g. `cannot read`.
        doing: &'static str,
        /// The file.
        path: PathBuf,
        /// The error.
        error: io::Error,
    },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::TooLarge { path, limit } => write!(
                f,
                "{} is larger than {} MiB, the most this input may hold (check the path)",
                path.display(),
                limit >> 20
            ),
            StoreError::NotRegular { path, what } => write!(
                f,
                "{} is {what}, not a regular file; give the path of a file",
                path.display()
            ),
            StoreError::LockTimeout { path, waited } => write!(
                f,
                "another process held the lock {} for {:.1}s; try again when it is done, or wait longer",
                path.display(),
                waited.as_secs_f64()
            ),
            StoreError::Io { doing, path, error } => {
                write!(f, "{doing} {}: {error}", path.display())
            }
        }
    }
}

impl std::error::Error for StoreError {}

impl StoreError {
    /// Whether the file does not exist.
    pub fn is_not_found(&self) -> bool {
        matches!(self, StoreError::Io { error, .. } if error.kind() == io::ErrorKind::NotFound)
    }
}

fn io_error<'p>(doing: &'static str, path: &'p Path) -> impl FnOnce(io::Error) -> StoreError + 'p {
    move |error| StoreError::Io {
        doing,
        path: path.to_owned(),
        error,
    }
}

/// What a file that is not regular is, for messages.
fn kind_of(meta: &std::fs::Metadata) -> &'static str {
    let t = meta.file_type();
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() {
        "a directory"
    } else {
        "not a file"
    }
}

/// Reads a regular file of at most `limit` bytes (a lockfile: it is
/// replaced by renames, so it must be a file). A FIFO or device is refused
/// before it is opened (opening a FIFO would wait for a writer); a file
/// that grows past the limit while read is refused too.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, StoreError> {
    read_checked(path, limit, true)
}

/// Reads at most `limit` bytes from `path`, which may also be a FIFO or a
/// device (`<(command)`, `/dev/stdin`): past the limit it is an error, so
/// `/dev/zero` ends after `limit` bytes, not when memory does.
pub fn read_limited_path(path: &Path, limit: u64) -> Result<Vec<u8>, StoreError> {
    read_checked(path, limit, false)
}

fn read_checked(path: &Path, limit: u64, regular_only: bool) -> Result<Vec<u8>, StoreError> {
    let meta = std::fs::metadata(path).map_err(io_error("cannot read", path))?;
    if meta.is_dir() || (regular_only && !meta.is_file()) {
        return Err(StoreError::NotRegular {
            path: path.to_owned(),
            what: kind_of(&meta),
        });
    }
    if meta.is_file() && meta.len() > limit {
        return Err(StoreError::TooLarge {
            path: path.to_owned(),
            limit,
        });
    }
    let file = File::open(path).map_err(io_error("cannot read", path))?;
    read_limited(file, limit).map_err(|e| match e {
        Some(error) => StoreError::Io {
            doing: "cannot read",
            path: path.to_owned(),
            error,
        },
        None => StoreError::TooLarge {
            path: path.to_owned(),
            limit,
        },
    })
}

/// Reads `source` to its end, at most `limit` bytes: `Err(None)` past it.
pub fn read_limited(source: impl Read, limit: u64) -> Result<Vec<u8>, Option<io::Error>> {
    let mut bytes = Vec::new();
    source
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(Some)?;
    if bytes.len() as u64 > limit {
        return Err(None);
    }
    Ok(bytes)
}

/// An exclusive advisory lock on `<lockfile>.lck`, held until dropped.
///
/// The sidecar is locked rather than the lockfile itself: the lockfile is
/// replaced by a rename, and a lock on the old file would not stop a
/// writer that opened the new one.
#[derive(Debug)]
pub struct LockfileGuard {
    #[cfg(unix)]
    _lock: nix::fcntl::Flock<File>,
    #[cfg(not(unix))]
    _file: File,
}

impl LockfileGuard {
    /// The sidecar path for `lockfile`.
    pub fn sidecar(lockfile: &Path) -> PathBuf {
        let mut name = lockfile.as_os_str().to_owned();
        name.push(".lck");
        PathBuf::from(name)
    }

    /// Takes the lock for `lockfile`, waiting at most `wait`.
    /// A lockfile that exists but is not a regular file (`/dev/zero`) is
    /// refused before anything is created beside it.
    pub fn acquire(lockfile: &Path, wait: Duration) -> Result<LockfileGuard, StoreError> {
        match std::fs::metadata(lockfile) {
            Ok(meta) if !meta.is_file() => {
                return Err(StoreError::NotRegular {
                    path: lockfile.to_owned(),
                    what: kind_of(&meta),
                });
            }
            _ => {}
        }
        let path = Self::sidecar(lockfile);
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(io_error("cannot open the lock", &path))?;
        #[cfg(unix)]
        {
            use nix::errno::Errno;
            use nix::fcntl::{Flock, FlockArg};
            let started = Instant::now();
            let mut file = file;
            loop {
                match Flock::lock(file, FlockArg::LockExclusiveNonblock) {
                    Ok(lock) => return Ok(LockfileGuard { _lock: lock }),
                    Err((back, Errno::EWOULDBLOCK)) => {
                        if started.elapsed() >= wait {
                            return Err(StoreError::LockTimeout {
                                path,
                                waited: started.elapsed(),
                            });
                        }
                        file = back;
                        std::thread::sleep(Duration::from_millis(10));
                    }
                    Err((_, Errno::EINTR)) => {
                        return Err(StoreError::Io {
                            doing: "cannot lock",
                            path,
                            error: io::Error::from(io::ErrorKind::Interrupted),
                        });
                    }
                    Err((_, errno)) => {
                        return Err(StoreError::Io {
                            doing: "cannot lock",
                            path,
                            error: io::Error::from_raw_os_error(errno as i32),
                        });
                    }
                }
            }
        }
        #[cfg(not(unix))]
        {
            let _ = wait;
            Ok(LockfileGuard { _file: file })
        }
    }
}

/// Replaces `path` with `bytes` atomically and durably: a unique temporary
/// file beside it (created, never reused), written and `fsync`ed, renamed
/// over `path`, then the directory `fsync`ed so the rename survives a
/// crash. On error the temporary file is removed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "lockfile".into());
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let tmp = dir.join(format!(
        ".{name}.{}.{}.{nanos}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .map_err(io_error("cannot create", &tmp))?;
        file.write_all(bytes)
            .map_err(io_error("cannot write", &tmp))?;
        file.sync_all().map_err(io_error("cannot sync", &tmp))?;
        drop(file);
        std::fs::rename(&tmp, path).map_err(io_error("cannot replace", path))?;
        #[cfg(unix)]
        File::open(&dir)
            .and_then(|d| d.sync_all())
            .map_err(io_error("cannot sync the directory", &dir))?;
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Opens an audit log for appending (created if missing).
pub fn open_append(path: &Path) -> io::Result<File> {
    OpenOptions::new().create(true).append(true).open(path)
}

/// Writes `record` and a newline with one `write` call on `file`, which
/// must be open for appending: the kernel then places each record whole at
/// the end, whatever other processes append at the same time. A short
/// write is an error (the line was cut).
pub fn append_line(file: &mut File, record: &str) -> io::Result<()> {
    let mut line = Vec::with_capacity(record.len() + 1);
    line.extend_from_slice(record.as_bytes());
    line.push(b'\n');
    let written = file.write(&line)?;
    if written != line.len() {
        return Err(io::Error::new(
            io::ErrorKind::WriteZero,
            format!(
                "the audit record was cut after {written} of {} bytes",
                line.len()
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "mcpsift-store-{name}-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0)
        ));
        std::fs::create_dir_all(&dir).expect("scratch dir");
        dir
    }

    #[test]
    fn bounded_reads_refuse_devices_and_large_files() {
        #[cfg(unix)]
        {
            let e = read_bounded(Path::new("/dev/zero"), 1 << 20).unwrap_err();
            assert!(matches!(e, StoreError::NotRegular { .. }), "{e}");
            assert!(e.to_string().contains("a device"), "{e}");
        }
        let dir = scratch("bounded");
        let big = dir.join("big");
        std::fs::write(&big, vec![b' '; 2000]).expect("write");
        let e = read_bounded(&big, 1000).unwrap_err();
        assert!(matches!(e, StoreError::TooLarge { .. }), "{e}");
        assert_eq!(read_bounded(&big, 2000).expect("fits").len(), 2000);
        assert!(
            read_bounded(&dir.join("missing"), 10)
                .unwrap_err()
                .is_not_found()
        );
        assert!(read_limited(&b"abc"[..], 2).is_err());
        #[cfg(unix)]
        {
            let e = read_limited_path(Path::new("/dev/zero"), 1 << 20).unwrap_err();
            assert!(matches!(e, StoreError::TooLarge { .. }), "{e}");
        }
        assert!(matches!(
            read_limited_path(&dir, 10).unwrap_err(),
            StoreError::NotRegular { .. }
        ));
        assert_eq!(read_limited(&b"abc"[..], 3).expect("fits"), b"abc");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_held_lock_makes_the_next_writer_wait_then_give_up() {
        let dir = scratch("lock");
        let lockfile = dir.join("mcpsift.lock");
        let held = LockfileGuard::acquire(&lockfile, Duration::ZERO).expect("first");
        #[cfg(unix)]
        assert!(matches!(
            LockfileGuard::acquire(Path::new("/dev/zero"), Duration::ZERO).unwrap_err(),
            StoreError::NotRegular { .. }
        ));
        let e = LockfileGuard::acquire(&lockfile, Duration::from_millis(50)).unwrap_err();
        assert!(matches!(e, StoreError::LockTimeout { .. }), "{e}");
        // The library names no CLI flag; `mcpsift` adds the --lock-wait hint.
        assert!(
            e.to_string().contains("wait longer") && !e.to_string().contains("--"),
            "{e}"
        );
        drop(held);
        LockfileGuard::acquire(&lockfile, Duration::ZERO).expect("free again");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn atomic_writes_replace_the_file_and_leave_no_temporary() {
        let dir = scratch("atomic");
        let path = dir.join("mcpsift.lock");
        write_atomic(&path, b"one").expect("write");
        write_atomic(&path, b"two").expect("rewrite");
        assert_eq!(std::fs::read(&path).expect("read"), b"two");
        let names: Vec<String> = std::fs::read_dir(&dir)
            .expect("list")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["mcpsift.lock"]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn appended_lines_from_many_threads_stay_whole() {
        let dir = scratch("append");
        let path = dir.join("audit.jsonl");
        let threads: Vec<_> = (0..8)
            .map(|t| {
                let path = path.clone();
                std::thread::spawn(move || {
                    let mut file = open_append(&path).expect("open");
                    for i in 0..50 {
                        let record =
                            format!("{{\"t\":{t},\"i\":{i},\"pad\":\"{}\"}}", "x".repeat(5000));
                        append_line(&mut file, &record).expect("append");
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().expect("thread");
        }
        let text = std::fs::read_to_string(&path).expect("read");
        assert_eq!(text.lines().count(), 400);
        for line in text.lines() {
            serde_json::from_str::<serde_json::Value>(line).expect("a whole JSON line");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
