#if !canImport(ObjectiveC)
    /// Foundation's undo manager, which Foundation on Linux lacks: the actions an app can undo, last first.
    ///
    /// Each registration is one undo step; ``setActionName(_:)`` names the latest. The app has one, which
    /// ``UndoableIntent/undoManager`` returns and `app/undo` requests drive.
    @MainActor
    public final class UndoManager {
        private struct Step {
            var name: String?
            let undo: @MainActor () -> Void
        }

        private var steps: [Step] = []

        /// An undo manager with nothing to undo.
        public init() {}

        /// Registers how to undo the latest action: `handler` runs with `target` when the person undoes it.
        public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
            steps.append(Step(name: nil, undo: { handler(target) }))
        }

        /// Names the latest action, as the undo command shows it ("Undo Delete Event").
        public func setActionName(_ actionName: String) {
            guard !steps.isEmpty else { return }
            steps[steps.count - 1].name = actionName
        }

        /// Whether there is an action to undo.
        public var canUndo: Bool { !steps.isEmpty }

        /// The name of the action ``undo()`` would undo; empty when it has none.
        public var undoActionName: String { steps.last?.name ?? "" }

        /// Undoes the latest action.
        public func undo() {
            guard let step = steps.popLast() else { return }
            step.undo()
        }

        /// Forgets every action.
        public func removeAllActions() { steps.removeAll() }
    }
#endif

/// The app's one undo manager, which ``UndoableIntent/undoManager`` returns and `app/undo` drives.
enum AppUndo {
    @MainActor static let manager = UndoManager()

    /// Undoes the latest action: whether there was one, and its name.
    @MainActor static func undoLatest() -> (undone: Bool, name: String?) {
        guard manager.canUndo else { return (false, nil) }
        let name = manager.undoActionName
        manager.undo()
        return (true, name.isEmpty ? nil : name)
    }
}
