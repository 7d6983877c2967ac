import Synchronization

/// Runs `work` in a task of its own and cancels that task as soon as `work` reports it has started, from whatever
/// thread reports it.
///
/// Not by the test's own task once it is resumed: on a loaded machine that task waited longer than a 5 s import
/// behind other suites' work, the import finished first, and a test of cancellation saw none.
/// - Parameter work: The work; it calls the closure it is given when it has started (at its first progress, say).
func cancelOnceStarted<Value: Sendable>(_ work: @escaping @Sendable (_ started: @escaping @Sendable () -> Void) async throws -> Value) -> Task<Value, any Error> {
    let state = Mutex<(task: Task<Value, any Error>?, started: Bool)>((nil, false))
    let task = Task {
        try await work {
            state.withLock { state in
                state.started = true
                state.task?.cancel()
            }
        }
    }
    state.withLock { state in
        state.task = task
        if state.started { task.cancel() }
    }
    return task
}
