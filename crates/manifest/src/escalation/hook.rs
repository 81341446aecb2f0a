//! The approval hook: a command asked about `confirm` calls, run in its
//! own process group and killed whole when it does not answer in time.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::policy::Approval;

/// The `[hook]`: a command asked about each `confirm` call the allow-list
/// does not cover. It gets the server, tool and classes on its argument
/// list and in `MCPSIFT_SERVER`, `MCPSIFT_TOOL`, `MCPSIFT_CLASSES` — never
/// the call's arguments — and exit status 0 means yes. It is killed (and
/// the call refused) after `timeout`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApprovalHook {
    /// Program and its leading arguments.
    pub command: Vec<String>,
    /// Longest wait for an answer.
    pub timeout: Duration,
}

/// Default hook timeout (5 s).
pub const DEFAULT_HOOK_TIMEOUT: Duration = Duration::from_secs(5);
/// Longest hook timeout a policy may set (120 s).
pub const MAX_HOOK_TIMEOUT: Duration = Duration::from_secs(120);

/// Ends the hook's process group (unix; elsewhere the hook alone is killed).
fn kill_group(child: &std::process::Child) {
    #[cfg(unix)]
    if let Ok(pid) = i32::try_from(child.id()) {
        let _ = nix::sys::signal::killpg(
            nix::unistd::Pid::from_raw(pid),
            nix::sys::signal::Signal::SIGKILL,
        );
    }
    #[cfg(not(unix))]
    let _ = child;
}

impl ApprovalHook {
    /// Runs the hook for one call.
    pub fn ask(&self, server: &str, tool: &str, classes: &str) -> Approval {
        let mut command = Command::new(&self.command[0]);
        command
            .args(&self.command[1..])
            .args([server, tool, classes])
            .env("MCPSIFT_SERVER", server)
            .env("MCPSIFT_TOOL", tool)
            .env("MCPSIFT_CLASSES", classes)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // Its own process group, so a hook that started helpers is ended
        // whole when it runs out of time.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = match command.spawn() {
            Ok(child) => child,
            Err(e) => {
                return Approval::Refused(format!(
                    "the approval hook {:?} could not be started ({e})",
                    self.command[0]
                ));
            }
        };
        let started = Instant::now();
        loop {
            match child.try_wait() {
                Ok(Some(status)) if status.success() => {
                    return Approval::Approved("the approval hook".into());
                }
                Ok(Some(status)) => {
                    return Approval::Refused(format!("the approval hook said no ({status})"));
                }
                Ok(None) if started.elapsed() >= self.timeout => {
                    kill_group(&child);
                    let _ = child.kill();
                    let _ = child.wait();
                    return Approval::Refused(format!(
                        "the approval hook did not answer within {} ms",
                        self.timeout.as_millis()
                    ));
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(10)),
                Err(e) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Approval::Refused(format!("the approval hook failed ({e})"));
                }
            }
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use crate::escalation::EscalationPolicy;

    #[test]
    fn the_hook_answers_yes_no_or_too_late() {
        let policy = |command: &[&str], ms: u64| EscalationPolicy {
            hook: Some(ApprovalHook {
                command: command.iter().map(|s| s.to_string()).collect(),
                timeout: Duration::from_millis(ms),
            }),
            ..EscalationPolicy::default()
        };
        let yes = policy(
            &[
                "sh",
                "-c",
                "test \"$MCPSIFT_TOOL\" = run_command && test \"$1\" = run_command",
            ],
            5000,
        );
        let d = yes.decide("srv", "run_command", None);
        assert_eq!(
            yes.approve("srv", &d),
            Approval::Approved("the approval hook".into())
        );
        let no = policy(&["false"], 5000);
        assert!(!no.approve("srv", &d).passes());
        let slow = policy(&["sh", "-c", "sleep 5"], 100);
        let started = Instant::now();
        let answer = slow.approve("srv", &d);
        assert!(
            matches!(&answer, Approval::Refused(w) if w.contains("did not answer")),
            "{answer:?}"
        );
        assert!(started.elapsed() < Duration::from_secs(4));
        // A hook never turns a deny into a pass.
        let d = yes.decide("srv", "export_env", None);
        assert!(!yes.approve("srv", &d).passes());
    }
}
