//! The model behind the probe: a chat-completions conversation with tool
//! calling, as a trait so tests can script it, and the wrapper that queues,
//! rate-limits and retries calls to a metered endpoint.

use std::fmt;
use std::time::{Duration, Instant};

use serde_json::Value;

/// One message of the conversation, in the chat-completions roles.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// The system prompt.
    System(String),
    /// What the user asks.
    User(String),
    /// A step of the model: text, tool calls, or both.
    Assistant {
        /// Its text, if any.
        content: Option<String>,
        /// The tools it called.
        tool_calls: Vec<ToolCall>,
    },
    /// A tool's result, answering the call with this id.
    Tool {
        /// The `tool_call_id` it answers.
        call_id: String,
        /// The result as text.
        content: String,
    },
}

/// A tool call the model made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolCall {
    /// The call id, echoed in the tool message that answers it.
    pub id: String,
    /// The function name as the model spelled it (the endpoint's name for
    /// the tool, see [`ToolDef::name`]).
    pub name: String,
    /// The arguments, as the JSON text the model wrote (it may be invalid).
    pub arguments: String,
}

/// A tool offered to the model.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolDef {
    /// The name the endpoint sees: the MCP name with characters outside
    /// `[A-Za-z0-9_-]` replaced, at most 64 characters (chat-completions
    /// endpoints refuse other names).
    pub name: String,
    /// The tool's description, as the server gave it.
    pub description: String,
    /// The tool's input schema, as the server gave it.
    pub parameters: Value,
}

/// Why a model stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finish {
    /// A complete answer (`stop`), or tool calls (`tool_calls`).
    Stop,
    /// The output limit cut the answer (`length`).
    Length,
    /// The provider's safety filter suppressed the output (`content_filter`).
    ContentFilter,
    /// Anything else the endpoint said.
    Other(String),
}

/// One step of the model.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    /// Its text.
    pub content: Option<String>,
    /// The tools it called.
    pub tool_calls: Vec<ToolCall>,
    /// Why it stopped.
    pub finish: Finish,
    /// A refusal the endpoint reported apart from the text (OpenAI's
    /// `message.refusal`).
    pub refusal: Option<String>,
}

impl Reply {
    /// A plain answer that stopped normally.
    pub fn answer(text: impl Into<String>) -> Reply {
        Reply {
            content: Some(text.into()),
            tool_calls: Vec::new(),
            finish: Finish::Stop,
            refusal: None,
        }
    }

    /// One tool call and nothing else.
    pub fn call(id: &str, name: &str, arguments: &str) -> Reply {
        Reply {
            content: None,
            tool_calls: vec![ToolCall {
                id: id.into(),
                name: name.into(),
                arguments: arguments.into(),
            }],
            finish: Finish::Stop,
            refusal: None,
        }
    }

    /// An output the provider's filter suppressed.
    pub fn filtered() -> Reply {
        Reply {
            content: None,
            tool_calls: Vec::new(),
            finish: Finish::ContentFilter,
            refusal: None,
        }
    }
}

/// What went wrong calling a model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelErrorKind {
    /// No answer in time.
    Timeout,
    /// The connection failed.
    Transport,
    /// HTTP 429: too many requests (retried).
    RateLimited,
    /// HTTP 5xx (retried).
    Server,
    /// Another HTTP error (401, 404, 400 …): not retried.
    Rejected,
    /// The provider refused the request by its content policy (Azure's
    /// HTTP 400 `content_filter`): the probe is inconclusive, not failed.
    Filtered,
    /// The body was not the chat-completions format.
    Malformed,
    /// A stream ended before it said it was done.
    Truncated,
    /// The run's budget of model calls or its total time is spent.
    Budget,
}

/// A setting of the model connection that an error points at: the caller
/// knows how the user gave it (a flag, a config key) and names that.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelSetting {
    /// The API key (or its absence).
    ApiKey,
    /// The endpoint's URL.
    Url,
    /// The model name sent with every request.
    Model,
}

impl ModelSetting {
    /// The setting in words, as error messages name it.
    pub fn as_str(self) -> &'static str {
        match self {
            ModelSetting::ApiKey => "the API key",
            ModelSetting::Url => "the model URL",
            ModelSetting::Model => "the model name",
        }
    }
}

/// A failed model call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModelError {
    /// What kind of failure.
    pub kind: ModelErrorKind,
    /// What went wrong, in one line (never the API key).
    pub message: String,
    /// How long the endpoint asked us to wait (`Retry-After`).
    pub retry_after: Option<Duration>,
    /// The HTTP status, when the endpoint answered with one.
    pub status: Option<u16>,
    /// The settings the user should check: the message ends by naming
    /// them in words ("check the API key"); the caller may add how to
    /// change them.
    pub check: Vec<ModelSetting>,
}

impl ModelError {
    /// An error of `kind`.
    pub fn new(kind: ModelErrorKind, message: impl Into<String>) -> ModelError {
        ModelError {
            kind,
            message: message.into(),
            retry_after: None,
            status: None,
            check: Vec::new(),
        }
    }

    /// The error, with `settings` named as the ones to check, in words at
    /// the end of the message.
    pub fn checking(mut self, settings: &[ModelSetting]) -> ModelError {
        if !settings.is_empty() {
            let words: Vec<&str> = settings.iter().map(|s| s.as_str()).collect();
            self.message = format!("{}; check {}", self.message, words.join(" and "));
            self.check = settings.to_vec();
        }
        self
    }

    /// True for failures worth another try: 429, 5xx, a dropped connection
    /// or a stream cut short.
    pub fn retryable(&self) -> bool {
        matches!(
            self.kind,
            ModelErrorKind::RateLimited
                | ModelErrorKind::Server
                | ModelErrorKind::Transport
                | ModelErrorKind::Truncated
        )
    }
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ModelError {}

/// A chat-completions model with tool calling.
pub trait Model {
    /// The model's next step after `messages`, with `tools` offered,
    /// waiting at most `timeout`.
    fn complete(
        &mut self,
        messages: &[Message],
        tools: &[ToolDef],
        timeout: Duration,
    ) -> Result<Reply, ModelError>;
}

impl<M: Model + ?Sized> Model for Box<M> {
    fn complete(
        &mut self,
        messages: &[Message],
        tools: &[ToolDef],
        timeout: Duration,
    ) -> Result<Reply, ModelError> {
        (**self).complete(messages, tools, timeout)
    }
}

/// Limits on the calls made to a model.
#[derive(Clone, Debug)]
pub struct CallLimits {
    /// Longest wait for one answer.
    pub per_call: Duration,
    /// Most model calls in the whole run, retries included.
    pub budget: usize,
    /// Least time between two calls (a rate limit for metered endpoints);
    /// zero for none.
    pub min_interval: Duration,
    /// Further tries after a 429, a 5xx, a dropped connection or a stream
    /// cut short.
    pub retries: u32,
    /// The first wait before a retry; it doubles each time.
    pub backoff: Duration,
    /// The longest single wait before a retry (a `Retry-After` beyond it is
    /// cut to it).
    pub max_backoff: Duration,
}

impl Default for CallLimits {
    fn default() -> CallLimits {
        CallLimits {
            per_call: Duration::from_secs(60),
            budget: 60,
            min_interval: Duration::ZERO,
            retries: 3,
            backoff: Duration::from_secs(1),
            max_backoff: Duration::from_secs(30),
        }
    }
}

/// A model behind a queue: one call at a time, spaced by the rate limit,
/// counted against the budget, bounded by the run's deadline, and retried
/// with exponential backoff on 429 and 5xx.
#[derive(Debug)]
pub struct Throttled<M> {
    inner: M,
    limits: CallLimits,
    deadline: Instant,
    last: Option<Instant>,
    /// A failure that every later call would repeat (a refused key, an
    /// unknown model, an endpoint that cannot be reached after retries):
    /// later steps fail with it at once instead of spending the budget.
    fatal: Option<ModelError>,
    /// Model calls made, retries included.
    pub calls: usize,
    /// Retries made.
    pub retries: usize,
}

impl<M: Model> Throttled<M> {
    /// Wraps `inner`; no call starts after `deadline`.
    pub fn new(inner: M, limits: CallLimits, deadline: Instant) -> Throttled<M> {
        Throttled {
            inner,
            limits,
            deadline,
            last: None,
            fatal: None,
            calls: 0,
            retries: 0,
        }
    }

    /// The wrapped model.
    pub fn inner(&self) -> &M {
        &self.inner
    }

    /// The wrapped model, given back.
    pub fn into_inner(self) -> M {
        self.inner
    }

    /// Calls left in the budget.
    pub fn budget_left(&self) -> usize {
        self.limits.budget.saturating_sub(self.calls)
    }

    fn left(&self) -> Duration {
        self.deadline.saturating_duration_since(Instant::now())
    }

    /// Sleeps `wait`, or fails when that would pass the deadline.
    fn pause(&self, wait: Duration, why: &str) -> Result<(), ModelError> {
        if wait >= self.left() {
            return Err(ModelError::new(
                ModelErrorKind::Budget,
                format!("the total time limit ends before {why}"),
            ));
        }
        std::thread::sleep(wait);
        Ok(())
    }

    /// One model step through the queue.
    pub fn step(&mut self, messages: &[Message], tools: &[ToolDef]) -> Result<Reply, ModelError> {
        if let Some(e) = &self.fatal {
            return Err(ModelError::new(
                e.kind,
                format!("not tried: an earlier call failed: {}", e.message),
            ));
        }
        let mut attempt = 0u32;
        loop {
            if self.calls >= self.limits.budget {
                return Err(ModelError::new(
                    ModelErrorKind::Budget,
                    format!("the budget of {} model calls is spent", self.limits.budget),
                ));
            }
            if let Some(last) = self.last {
                let since = last.elapsed();
                if since < self.limits.min_interval {
                    self.pause(
                        self.limits.min_interval - since,
                        "the rate limit allows a call",
                    )?;
                }
            }
            let timeout = self.limits.per_call.min(self.left());
            if timeout.is_zero() {
                return Err(ModelError::new(
                    ModelErrorKind::Budget,
                    "the total time limit is reached",
                ));
            }
            self.calls += 1;
            self.last = Some(Instant::now());
            match self.inner.complete(messages, tools, timeout) {
                Ok(reply) => return Ok(reply),
                Err(e) if e.retryable() && attempt < self.limits.retries => {
                    let exponential = self.limits.backoff.saturating_mul(1 << attempt.min(16));
                    let wait = e
                        .retry_after
                        .unwrap_or(exponential)
                        .min(self.limits.max_backoff);
                    attempt += 1;
                    self.retries += 1;
                    self.pause(wait, "the next retry")
                        .map_err(|b| ModelError::new(b.kind, format!("{e}; {b}")))?;
                }
                Err(mut e) => {
                    if e.retryable() && attempt > 0 {
                        e.message = format!("{} (after {attempt} retries)", e.message);
                    }
                    // A wrong key, URL or model name, or an endpoint that
                    // cannot be reached: every later call would fail alike.
                    if e.kind == ModelErrorKind::Transport
                        || matches!(e.status, Some(401 | 403 | 404))
                    {
                        self.fatal = Some(e.clone());
                    }
                    return Err(e);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_names_the_settings_to_check_in_words_and_no_flag() {
        let e = ModelError::new(ModelErrorKind::Rejected, "HTTP 404 from u: no such model")
            .checking(&[ModelSetting::Url, ModelSetting::Model]);
        assert_eq!(
            e.message,
            "HTTP 404 from u: no such model; check the model URL and the model name"
        );
        assert_eq!(e.check, [ModelSetting::Url, ModelSetting::Model]);
        let plain = ModelError::new(ModelErrorKind::Rejected, "HTTP 400").checking(&[]);
        assert_eq!(plain.message, "HTTP 400");
        assert!(plain.check.is_empty());
    }
}
