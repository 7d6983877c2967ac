/// An intent whose action the person can undo: it registers how with ``undoManager``.
///
/// ```swift
/// struct DeleteEventIntent: UndoableIntent {
///     func perform() async throws -> some IntentResult {
///         let removed = try await store.remove(event.id)
///         await undoManager?.registerUndo(withTarget: store) { store in store.restore(removed) }
///         await undoManager?.setActionName("Delete \(removed.title)")
///         return .result()
///     }
/// }
/// ```
/// Under test, `HeadlessApplication.undo()` (or an `app/undo` request) undoes the last registered action.
public protocol UndoableIntent: AppIntent {}

extension UndoableIntent {
    /// The app's undo manager, on which the intent registers how to undo its action.
    public var undoManager: UndoManager? {
        get async { await MainActor.run { AppUndo.manager } }
    }
}
