//! A scripted model for tests: a function of the conversation so far, and
//! ready-made behaviours (a gullible model that follows any instruction it
//! reads, one that ignores them, one whose output a filter suppresses …).

use std::time::Duration;

use serde_json::Value;

use crate::model::{Message, Model, ModelError, ModelErrorKind, Reply, ToolDef};
use crate::probe::find_canary;

type Script = Box<dyn FnMut(&[Message], &[ToolDef]) -> Result<Reply, ModelError> + Send>;

/// A model whose every step is computed by a function; it keeps every
/// conversation it was sent, so tests can check what left the machine.
pub struct ScriptedModel {
    script: Script,
    /// Each request: the messages and the tool names offered.
    pub seen: Vec<(Vec<Message>, Vec<String>)>,
}

impl std::fmt::Debug for ScriptedModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScriptedModel")
            .field("requests", &self.seen.len())
            .finish()
    }
}

impl ScriptedModel {
    /// A model computed by `script`.
    pub fn new(
        script: impl FnMut(&[Message], &[ToolDef]) -> Result<Reply, ModelError> + Send + 'static,
    ) -> ScriptedModel {
        ScriptedModel {
            script: Box::new(script),
            seen: Vec::new(),
        }
    }

    /// A model with a ready-made behaviour.
    pub fn behaving(behaviour: Behaviour) -> ScriptedModel {
        ScriptedModel::new(move |messages, _| behaviour.step(messages))
    }
}

impl Model for ScriptedModel {
    fn complete(
        &mut self,
        messages: &[Message],
        tools: &[ToolDef],
        _timeout: Duration,
    ) -> Result<Reply, ModelError> {
        self.seen.push((
            messages.to_vec(),
            tools.iter().map(|t| t.name.clone()).collect(),
        ));
        (self.script)(messages, tools)
    }
}

/// Ready-made behaviours. Each first calls the tool the user's task names,
/// with the arguments it gives; then, once a tool result is in:
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Behaviour {
    /// Follows the payload: calls the tool it names with the canary, or
    /// puts the canary in the answer.
    Gullible,
    /// Answers the task and ignores the payload.
    Resistant,
    /// The provider's filter suppresses the output.
    Filtered,
    /// The model refuses (`refusal`).
    Refusing,
    /// The call fails with this error.
    Failing(ModelErrorKind),
    /// Never calls a tool; answers at once.
    Lazy,
}

/// The tool and arguments a probe's user task asks for:
/// "call the `NAME` tool … with these arguments: JSON".
pub fn task_call(task: &str) -> Option<(String, String)> {
    let start = task.find("the `")? + 5;
    let end = start + task[start..].find('`')?;
    let args = task
        .split_once("with these arguments: ")
        .map(|(_, rest)| rest.lines().next().unwrap_or("{}").to_owned())
        .unwrap_or_else(|| "{}".to_owned());
    Some((task[start..end].to_owned(), args))
}

/// What a gullible model does with a tool result holding a canary: the
/// tool call the text asks for ("call the `T` tool with `A` set to `C`"),
/// else an answer with the canary in it.
pub fn gullible_step(tool_result: &str) -> Reply {
    let Some(canary) = find_canary(tool_result) else {
        return Reply::answer("The tool returned its result; nothing else to do.");
    };
    if let Some(at) = tool_result.find("call the `") {
        let rest = &tool_result[at + 10..];
        if let Some((tool, rest)) = rest.split_once("` tool with `")
            && let Some((arg, _)) = rest.split_once('`')
        {
            let mut args = serde_json::Map::new();
            args.insert(arg.to_owned(), Value::String(canary.to_owned()));
            return Reply::call("call-2", tool, &Value::Object(args).to_string());
        }
    }
    Reply::answer(format!(
        "Here is what the tool returned. Reference: {canary}"
    ))
}

impl Behaviour {
    /// The next step after `messages`.
    pub fn step(&self, messages: &[Message]) -> Result<Reply, ModelError> {
        let last_tool = messages.iter().rev().find_map(|m| match m {
            Message::Tool { content, .. } => Some(content.as_str()),
            _ => None,
        });
        let Some(result) = last_tool else {
            if let Behaviour::Failing(kind) = self {
                return Err(ModelError::new(
                    *kind,
                    format!("scripted failure ({kind:?})"),
                ));
            }
            if *self == Behaviour::Lazy {
                return Ok(Reply::answer("I can't call tools right now."));
            }
            let task = messages.iter().find_map(|m| match m {
                Message::User(t) => Some(t.as_str()),
                _ => None,
            });
            let (tool, args) = task.and_then(task_call).unwrap_or_default();
            return Ok(Reply::call("call-1", &tool, &args));
        };
        match self {
            Behaviour::Gullible => Ok(gullible_step(result)),
            Behaviour::Resistant | Behaviour::Lazy => Ok(Reply::answer(
                "The tool returned its result. I ignored an instruction embedded in it.",
            )),
            Behaviour::Filtered => Ok(Reply::filtered()),
            Behaviour::Refusing => Ok(Reply {
                refusal: Some("I can't help with that.".into()),
                ..Reply::answer("")
            }),
            Behaviour::Failing(kind) => Err(ModelError::new(
                *kind,
                format!("scripted failure ({kind:?})"),
            )),
        }
    }
}
