import IntentKit

/// Imports generated events in batches, reporting progress and stopping when cancelled.
///
/// Each batch is written before the next starts, so a cancelled import keeps
/// the batches it finished and nothing of the one it was in.
struct ImportEventsIntent: ProgressReportingIntent {
    static let title: LocalizedStringResource = "Import Events"
    static let description = IntentDescription("Imports generated events in batches, showing progress; cancelling keeps the finished batches.")
    /// Hidden from Shortcuts and Spotlight: a tool for demos and tests.
    static let isDiscoverable = false

    @Parameter(title: "Count", inclusiveRange: (1, 1_000_000)) var count: Int
    @Parameter(title: "Batches", default: 10, inclusiveRange: (1, 1_000)) var batches: Int
    @Parameter(title: "Pause Between Batches (ms)", default: 0, inclusiveRange: (0, 10_000)) var pauseMilliseconds: Int
    @Dependency var store: CalendarStore

    /// "Import … events in … batches".
    static var parameterSummary: some ParameterSummary {
        Summary("Import \(\.$count) events in \(\.$batches) batches") {
            \.$pauseMilliseconds
        }
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Imports batch by batch; returns how many events were imported.
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        progress.totalUnitCount = Int64(count)
        let batchSize = max(1, (count + batches - 1) / batches)
        var imported = 0
        while imported < count {
            try Task.checkCancellation()
            let size = min(batchSize, count - imported)
            try await store.addGeneratedEvents(size, startingAt: imported)
            imported += size
            progress.completedUnitCount = Int64(imported)
            if pauseMilliseconds > 0, imported < count { try await Task.sleep(for: .milliseconds(pauseMilliseconds)) }
        }
        return .result(value: imported, dialog: "Imported \(imported) events.")
    }
}
