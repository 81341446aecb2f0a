//! What the end-to-end tests that run the real binaries share: locating
//! (and building) `mcpsift` and `mcpsift-testserver`, a scratch directory per
//! test, children that cannot outlive their test, and bounded one-shot runs
//! whose failures show everything the run printed. Included with
//! `#[path = "common.rs"] mod common;` (the proxy tests get it through
//! `proxy_session.rs`).

#![allow(dead_code)]

use std::fs;
use std::io::{Read, Write as _};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::Value;

#[path = "binaries.rs"]
pub mod binaries;

/// The longest any one-shot `mcpsift` run may take before its test fails
/// (it is killed then). Generous: only a hung run ever reaches it.
pub const RUN_TIMEOUT: Duration = Duration::from_secs(120);

// ---------------------------------------------------------------------------
// The binaries
// ---------------------------------------------------------------------------

#[derive(Debug)]
pub struct Bins {
    pub mcpsift: PathBuf,
    pub testserver: PathBuf,
}

/// `mcpsift` and `mcpsift-testserver`, built in this test's profile
/// (`tests/binaries.rs`).
pub fn bins() -> &'static Bins {
    static BINS: OnceLock<Bins> = OnceLock::new();
    BINS.get_or_init(|| Bins {
        mcpsift: binaries::mcpsift().to_path_buf(),
        testserver: binaries::testserver().to_path_buf(),
    })
}

/// The test server's path, as an argument.
pub fn testserver() -> String {
    path_str(&bins().testserver)
}

/// A path as a UTF-8 argument.
pub fn path_str(path: &Path) -> String {
    path.to_str().expect("a UTF-8 path").to_owned()
}

/// A loopback port that was free a moment ago (bound, then released):
/// nothing listens on it.
pub fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind a loopback port");
    listener.local_addr().expect("local address").port()
}

// ---------------------------------------------------------------------------
// Children that cannot outlive the test
// ---------------------------------------------------------------------------

/// A child process killed (and reaped) on drop.
#[derive(Debug)]
pub struct Guard(pub Child);

impl Guard {
    /// Waits at most `limit` for the child to exit: `Some(code)` (the code
    /// itself is `None` when killed by a signal), `None` if still running.
    pub fn wait_for(&mut self, limit: Duration) -> Option<Option<i32>> {
        let deadline = Instant::now() + limit;
        loop {
            if let Ok(Some(status)) = self.0.try_wait() {
                return Some(status.code());
            }
            if Instant::now() >= deadline {
                return None;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Reads a pipe to its end on a thread; the text arrives on the channel.
pub fn slurp(source: impl Read + Send + 'static) -> Receiver<String> {
    let (tx, rx) = channel();
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let mut source = source;
        let _ = source.read_to_end(&mut bytes);
        let _ = tx.send(String::from_utf8_lossy(&bytes).into_owned());
    });
    rx
}

// ---------------------------------------------------------------------------
// A scratch directory per test, and running the binary in it
// ---------------------------------------------------------------------------

/// A fresh directory under the system temp dir, removed on drop.
#[derive(Debug)]
pub struct Sandbox {
    pub dir: PathBuf,
}

impl Sandbox {
    pub fn new(test: &str) -> Sandbox {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let dir = std::env::temp_dir().join(format!(
            "mcpsift-test-{test}-{}-{}-{nanos}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        fs::create_dir_all(&dir).expect("create the sandbox");
        Sandbox { dir }
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    pub fn path_str(&self, name: &str) -> String {
        path_str(&self.path(name))
    }

    /// Writes a sandbox file, creating its directories.
    pub fn write(&self, name: &str, text: &str) -> PathBuf {
        let path = self.path(name);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).expect("create a sandbox directory");
        }
        fs::write(&path, text).expect("write a sandbox file");
        path
    }

    pub fn write_json(&self, name: &str, value: &Value) -> PathBuf {
        self.write(name, &serde_json::to_string_pretty(value).expect("json"))
    }

    /// A sandbox file's content, or "" when it does not exist (yet).
    pub fn text(&self, name: &str) -> String {
        fs::read_to_string(self.path(name)).unwrap_or_default()
    }

    /// A sandbox file's content, which must exist (files compared exactly
    /// are read with this, so a missing one says so).
    #[track_caller]
    pub fn read(&self, name: &str) -> String {
        fs::read_to_string(self.path(name)).unwrap_or_else(|e| panic!("read {name}: {e}"))
    }

    pub fn exists(&self, name: &str) -> bool {
        self.path(name).exists()
    }

    /// `mcpsift ARGS` with stdin closed, bounded by [`RUN_TIMEOUT`].
    pub fn run(&self, args: &[&str]) -> Run {
        self.run_full(args, &[], None)
    }

    /// `mcpsift ARGS` with extra environment variables.
    pub fn run_env(&self, args: &[&str], env: &[(&str, &str)]) -> Run {
        self.run_full(args, env, None)
    }

    /// `mcpsift ARGS` with `input` on stdin.
    pub fn run_with_stdin(&self, args: &[&str], input: &str) -> Run {
        self.run_full(args, &[], Some(input))
    }

    /// `mcpsift ARGS` in the sandbox, with `NO_COLOR=1` and `env`, `input`
    /// on stdin (closed without it), both outputs read by threads, killed at
    /// [`RUN_TIMEOUT`] (which fails the test with what it printed so far).
    fn run_full(&self, args: &[&str], env: &[(&str, &str)], input: Option<&str>) -> Run {
        let mut cmd = Command::new(&bins().mcpsift);
        cmd.args(args)
            .current_dir(&self.dir)
            .env("NO_COLOR", "1")
            .stdin(if input.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (name, value) in env {
            cmd.env(name, value);
        }
        let mut child = Guard(cmd.spawn().expect("run mcpsift"));
        let stdout = slurp(child.0.stdout.take().expect("piped stdout"));
        let stderr = slurp(child.0.stderr.take().expect("piped stderr"));
        if let Some(input) = input {
            let mut stdin = child.0.stdin.take().expect("piped stdin");
            let input = input.to_owned();
            // On a thread: a child that stops reading cannot block the test.
            thread::spawn(move || {
                let _ = stdin.write_all(input.as_bytes());
            });
        }
        let status = child.wait_for(RUN_TIMEOUT);
        drop(child); // kills it if it is still running
        let grace = Duration::from_secs(5);
        let stdout = stdout.recv_timeout(grace).unwrap_or_default();
        let stderr = stderr.recv_timeout(grace).unwrap_or_default();
        let args = args.join(" ");
        let Some(code) = status else {
            panic!(
                "`mcpsift {args}` did not finish within {RUN_TIMEOUT:?} (killed)\n--- stdout\n\
                 {stdout}\n--- stderr\n{stderr}"
            );
        };
        Run {
            args,
            code,
            stdout,
            stderr,
        }
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// One finished run.
#[derive(Debug)]
pub struct Run {
    pub args: String,
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// Asserts the exit code, showing everything when it is wrong.
    #[track_caller]
    pub fn expect(&self, code: i32) -> &Run {
        assert_eq!(
            self.code,
            Some(code),
            "`mcpsift {}` exited {:?}, expected {code}\n--- stdout\n{}\n--- stderr\n{}",
            self.args,
            self.code,
            self.stdout,
            self.stderr
        );
        self
    }

    /// Stdout as JSON lines (every non-blank line must be one).
    #[track_caller]
    pub fn records(&self) -> Vec<Value> {
        self.stdout
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                serde_json::from_str(l).unwrap_or_else(|e| {
                    panic!(
                        "`mcpsift {}`: stdout line is not JSON ({e}): {l}",
                        self.args
                    )
                })
            })
            .collect()
    }

    /// Stdout as exactly one JSON line.
    #[track_caller]
    pub fn json(&self) -> Value {
        let mut records = self.records();
        assert_eq!(
            records.len(),
            1,
            "`mcpsift {}`: expected one JSON line, got:\n{}",
            self.args,
            self.stdout
        );
        records.remove(0)
    }
}
