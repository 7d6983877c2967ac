import CIntentKitSystem
import Dispatch
import Foundation
import IntentTransport
import IntentWire
import Synchronization

/// Hands memory freed by heavy work back to the system, and keeps glibc to one arena.
///
/// glibc keeps freed memory in its arenas, so after heavy work the app's
/// resident size stays well above what is in use; `malloc_trim(0)` brings it
/// down to what is in use. Work that took long
/// (a bulk intent, a large query, indexing, a save) asks for a trim; trims are
/// coalesced and run off the request path a moment later.
enum MemoryTrim {
    /// Work shorter than this frees too little to be worth a trim.
    static let threshold = Duration.milliseconds(20)

    private static let isScheduled = Atomic<Bool>(false)

    /// Whether the C library trims and caps arenas (glibc's `malloc_trim` and `mallopt`, which Swift's Glibc
    /// module does not declare, called through the C target).
    private static let canTune = intentkit_can_tune_malloc() != 0

    /// The most malloc arenas the app should make: one, unless `MALLOC_ARENA_MAX` says otherwise.
    ///
    /// glibc gives threads arenas of their own as they contend, and memory freed in one arena is not reused
    /// by another. Capped at start-up the app holds less at rest (less still when `MALLOC_ARENA_MAX=1` is set
    /// before the process starts, as threads the runtime started first may have an arena already), with no
    /// measured loss of speed (each thread keeps its own small cache in front of the arenas).
    static func arenaLimit(environment: [String: String]) -> Int32? {
        environment["MALLOC_ARENA_MAX"] == nil ? 1 : nil
    }

    /// Applies ``arenaLimit(environment:)``; call first thing at start-up, before other threads allocate.
    static func limitArenas(environment: [String: String] = IntentKitEnvironment.variables(IntentKitEnvironment.mallocArenaMaximum)) {
        guard canTune, let limit = arenaLimit(environment: environment) else { return }
        _ = intentkit_limit_malloc_arenas(limit)
    }

    /// Runs `work`, and asks for a trim when it took longer than ``threshold``.
    static func afterHeavy<Result>(_ work: () async throws -> Result) async rethrows -> Result {
        let start = ContinuousClock.now
        defer { if ContinuousClock.now - start > threshold { soon() } }
        return try await work()
    }

    /// Trims a moment from now, unless a trim is already waiting.
    static func soon() {
        guard canTune, isScheduled.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(50)) {
            isScheduled.store(false, ordering: .relaxed)
            _ = intentkit_malloc_trim(0)
        }
    }
}
