//! The escalation policy: a model must not be able to widen its own
//! capability on the strength of what a manifest says. Tools whose effect
//! reaches credentials, the network, the filesystem, processes, new servers
//! or skills, money, or people outside are put in capability classes — by
//! the operator's policy (server and tool name patterns) and by inference
//! from the tool's definition (name words, annotations, parameter names and
//! formats; never its description, which can only add words, not take a
//! class away) — and the policy says per class `allow`, `confirm` or `deny`.
//!
//! ```
//! use mcpsift_manifest::{EscalationPolicy, Action};
//! use serde_json::json;
//!
//! let policy = EscalationPolicy::default();
//! let tool = json!({"name": "export_env", "description": "Harmless, read only.",
//!                   "annotations": {"readOnlyHint": true}});
//! let decision = policy.decide("any-server", "export_env", Some(&tool));
//! assert_eq!(decision.action, Action::Deny);
//! ```
//!
//! The module has one job per file: this one holds the capability classes,
//! the actions and the re-exports; `infer` reads a tool's definition for
//! classes; `policy` parses the operator's policy file and decides a call;
//! `hook` runs the approval hook and ends it when it runs out of time.

mod hook;
mod infer;
mod policy;

use std::fmt;

pub use hook::ApprovalHook;
pub use infer::{infer, name_words};
pub use policy::{
    AllowEntry, Approval, EscalationDecision, EscalationPolicy, Glob, PolicyError, Rule,
    SEED_ESCALATION_TOOLS,
};

macro_rules! capabilities {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $what:literal; )*) => {
        /// A capability class: an effect that widens what the agent can do.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum Capability {
            $( $(#[$doc])* $variant, )*
        }

        impl Capability {
            /// Every class, in table order.
            pub const ALL: &[Capability] = &[$(Capability::$variant),*];

            /// The name used in policy files, output and audit records.
            pub fn as_str(self) -> &'static str {
                match self { $(Capability::$variant => $name,)* }
            }

            /// What the class covers, in a few words.
            pub fn what(self) -> &'static str {
                match self { $(Capability::$variant => $what,)* }
            }

            /// Parses [`Capability::as_str`] back.
            pub fn parse(s: &str) -> Option<Capability> {
                match s { $($name => Some(Capability::$variant),)* _ => None }
            }
        }
    };
}

capabilities! {
    /// Reads credentials, secrets or the environment.
    CredentialRead = "credential_read", "reads credentials, secrets or environment variables";
    /// Sends requests to hosts of the caller's choosing.
    NetworkEgress = "network_egress", "reaches the network (URLs, hosts, webhooks, open-world effects)";
    /// Writes, moves or deletes files.
    FilesystemWrite = "filesystem_write", "writes, moves or deletes files";
    /// Runs commands or code.
    ProcessExecution = "process_execution", "runs commands, scripts or code";
    /// Installs or registers servers, skills, plugins or packages.
    Installation = "installation", "installs servers, skills, plugins or packages";
    /// Moves money.
    Payments = "payments", "pays, charges, refunds or transfers money";
    /// Sends messages to people or systems outside.
    ExternalMessaging = "external_messaging", "sends email, chat or other messages to outside parties";
}

impl fmt::Display for Capability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What the policy does with a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    /// The call goes through.
    Allow,
    /// The call goes through only when an `[[allow]]` entry of the policy
    /// or the approval hook says yes.
    Confirm,
    /// The call never goes through.
    Deny,
}

impl Action {
    /// The name used in policy files and output.
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Allow => "allow",
            Action::Confirm => "confirm",
            Action::Deny => "deny",
        }
    }

    /// Parses [`Action::as_str`] back.
    pub fn parse(s: &str) -> Option<Action> {
        [Action::Allow, Action::Confirm, Action::Deny]
            .into_iter()
            .find(|a| a.as_str() == s)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a tool is in a class.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClassReason {
    /// The class.
    pub class: Capability,
    /// Where it came from: `name word "env"`, `parameter "command"`,
    /// `annotation openWorldHint`, `policy rule at line 12`.
    pub source: String,
}
