//! Bulk scans: a thread runs `scan_source`, the `Records` iterator takes its records.

#[allow(unused_imports)]
use super::*;

// ---------------------------------------------------------------------------
// Bulk scans: a thread runs `scan_source`, the iterator takes its records.

/// A reader that fails once the consumer has gone, so an abandoned scan
/// stops at its next read.
pub(crate) struct Cancellable<R> {
    pub(crate) inner: R,
    pub(crate) cancelled: Arc<AtomicBool>,
}

impl<R: Read> Read for Cancellable<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.cancelled.load(Ordering::Relaxed) {
            return Err(io::Error::other("the iterator was dropped"));
        }
        self.inner.read(buf)
    }
}

/// The records of a `scan_jsonl` call, in input order.
#[pyclass(module = "mcpsift")]
#[derive(Debug)]
pub(crate) struct Records {
    pub(crate) receiver: Mutex<Option<Receiver<(CoreRecord, String)>>>,
    pub(crate) cancelled: Arc<AtomicBool>,
    pub(crate) done: AtomicBool,
}

pub(crate) fn io_record(id: String, message: String) -> CoreRecord {
    CoreRecord {
        id,
        line: 0,
        outcome: RecordOutcome::Error(CoreScanError::io(message)),
    }
}

pub(crate) fn run_scan(
    engine: Arc<Engine>,
    name: String,
    file: Box<dyn Read + Send>,
    threads: usize,
    sender: SyncSender<(CoreRecord, String)>,
    cancelled: Arc<AtomicBool>,
) {
    // Each record leaves with the CLI's JSON for it: the annotator locates
    // findings in the text the scanner read and fingerprints them.
    let keep = engine
        .scanner
        .limits()
        .max_document_bytes
        .saturating_add(3 * BatchOptions::default().chunk_bytes + (1 << 20));
    let mut annotator = Annotator::new(engine.scanner.scorer().clone(), Acceptance::new());
    let send = |record: CoreRecord, annotator: &mut Annotator| -> bool {
        let record = match record.outcome {
            RecordOutcome::Error(e) => CoreRecord {
                outcome: RecordOutcome::Error(advised_error(&e)),
                ..record
            },
            outcome => CoreRecord { outcome, ..record },
        };
        let notes = annotator.notes(&record);
        let mut json = Vec::new();
        if write_record_with(&mut json, &record, &notes).is_err() {
            json.clear();
        }
        sender
            .send((record, String::from_utf8_lossy(&json).into_owned()))
            .is_ok()
    };
    let helpers = match mcpsift::helper_pool(threads) {
        Ok(pool) => pool,
        Err(e) => {
            send(
                io_record(
                    format!("{name}:0"),
                    format!("could not start the scanning threads: {e}"),
                ),
                &mut annotator,
            );
            return;
        }
    };
    let reader = Cancellable {
        inner: file,
        cancelled: cancelled.clone(),
    };
    let (tee, text) = SourceText::tee(reader, TextFormat::Auto, keep);
    annotator.begin_source(Some(text), None, true);
    let options = BatchOptions {
        format: InputFormat::Auto,
        ..BatchOptions::default()
    };
    let result = scan_source(
        &engine.scanner,
        &name,
        tee,
        &options,
        helpers.as_ref(),
        |record| {
            if !cancelled.load(Ordering::Relaxed) && !send(record, &mut annotator) {
                cancelled.store(true, Ordering::Relaxed);
            }
        },
        |_| {},
    );
    if let Err(e) = result
        && !cancelled.load(Ordering::Relaxed)
    {
        send(
            io_record(format!("{name}:0"), format!("reading {name} failed: {e}")),
            &mut annotator,
        );
    }
}

impl Records {
    pub(crate) fn start(
        engine: Arc<Engine>,
        name: String,
        reader: Box<dyn Read + Send>,
        threads: Option<usize>,
    ) -> PyResult<Records> {
        if threads == Some(0) {
            return Err(ConfigError::new_err("threads must be at least 1"));
        }
        let threads =
            threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
        let (sender, receiver) = sync_channel(RECORD_QUEUE);
        let cancelled = Arc::new(AtomicBool::new(false));
        let flag = cancelled.clone();
        std::thread::Builder::new()
            .name("mcpsift-scan-jsonl".into())
            .spawn(move || run_scan(engine, name, reader, threads, sender, flag))
            .map_err(|e| PyRuntimeError::new_err(format!("could not start a scan thread: {e}")))?;
        Ok(Records {
            receiver: Mutex::new(Some(receiver)),
            cancelled,
            done: AtomicBool::new(false),
        })
    }
}

#[pymethods]
impl Records {
    pub(crate) fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    pub(crate) fn __next__(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        // The receiver leaves the mutex while this thread waits without
        // the GIL: another thread on the same iterator gets an error, not
        // a deadlock.
        let receiver = self
            .receiver
            .lock()
            .map_err(|_| PyRuntimeError::new_err("scan_jsonl iterator poisoned"))?
            .take();
        let Some(receiver) = receiver else {
            if self.done.load(Ordering::Relaxed) {
                return Ok(None);
            }
            return Err(PyRuntimeError::new_err(
                "this scan_jsonl iterator is in use on another thread",
            ));
        };
        let (receiver, next) = py.detach(move || {
            let next = receiver.recv().ok();
            (receiver, next)
        });
        let Some((record, json)) = next else {
            // Finished: the receiver is not put back.
            self.done.store(true, Ordering::Relaxed);
            return Ok(None);
        };
        if let Ok(mut slot) = self.receiver.lock() {
            *slot = Some(receiver);
        }
        Ok(Some(match record.outcome {
            RecordOutcome::Item(item) => {
                let mut out = Item::from_report(py, &item, Some(record.id), Some(record.line))?;
                out.record = Some(json).filter(|j| !j.is_empty());
                Bound::new(py, out)?.into_any().unbind()
            }
            RecordOutcome::Error(e) => Bound::new(
                py,
                ErrorRecord {
                    id: record.id,
                    line: record.line,
                    verdict: "error",
                    error: e.message().to_owned(),
                    error_kind: e.kind().as_str(),
                },
            )?
            .into_any()
            .unbind(),
        }))
    }

    /// Stops the scan; the iterator then ends.
    pub(crate) fn close(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        self.done.store(true, Ordering::Relaxed);
        if let Ok(mut slot) = self.receiver.lock() {
            slot.take();
        }
    }
}

impl Drop for Records {
    fn drop(&mut self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }
}
