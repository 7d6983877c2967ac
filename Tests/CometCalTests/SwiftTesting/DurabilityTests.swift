import Foundation
import IntentJSON
import IntentKitTestSupport
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting
@testable import IntentWire

/// Nothing lost and nothing leaked: kill -9 at random moments never loses an acknowledged write nor leaves
/// the index behind the store, and hundreds of launches leave no descriptors, threads or zombies behind.
@Suite struct DurabilityTests {
    /// `INTENTKIT_DURABILITY_TRIALS` runs a longer loop.
    let trials = Int(ProcessInfo.processInfo.environment["INTENTKIT_DURABILITY_TRIALS"] ?? "") ?? 50

    @Test func killNineNeverLosesAnAcknowledgedWriteNorTheIndex() async throws {
        let scratch = Scratch("kill9")
        let container = scratch.path("container")
        var generator = SeededGenerator(seed: 0x5EED_0F_0009)
        var acknowledged: Set<String> = []
        for trial in 0...trials {
            let app = try RawApp(container: container)
            _ = try #require(await app.initialize(), "trial \(trial): the app starts on what the last kill left")
            // Every write acknowledged so far is in the store, and the index holds exactly what the store holds.
            let stored = try await titles(app, #"{"jsonrpc":"2.0","id":"store","method":"entity/query","params":{"entity":"EventEntity","query":{"kind":"all"}}}"#, id: "store")
            let indexed = try await titles(app, #"{"jsonrpc":"2.0","id":"index","method":"search/query","params":{"entity":"EventEntity"}}"#, id: "index")
            #expect(acknowledged.isSubset(of: Set(stored)), "trial \(trial): lost \(acknowledged.subtracting(stored).sorted())")
            #expect(indexed.sorted() == stored.sorted(), "trial \(trial): the index differs from the store")
            if trial == trials { break }
            let writes = 8
            let killAfter = Int.random(in: 0...writes, using: &generator)
            for write in 0..<writes {
                app.send(
                    #"{"jsonrpc":"2.0","id":\#(write),"method":"intent/run","params":{"intent":"CreateEventIntent","parameters":{"title":{"string":"T\#(trial) E\#(write)"},"startDate":{"date":\#(800_000_000 + trial * 100 + write)},"calendar":{"string":"Deep Space"}}}}"#
                )
            }
            var answered = 0
            while answered < killAfter, let reply = await app.next() {
                answered += 1
                if let id = reply.firstMatch(of: /"id":(\d+),"result"/)?.1 { acknowledged.insert("T\(trial) E\(id)") }
            }
            app.child.signal(SIGKILL)
            #expect(await waitUntilEnded(app.child.pid))
        }
        #expect(acknowledged.count > trials, "the loop acknowledged writes to check (\(acknowledged.count))")
    }

    private func titles(_ app: RawApp, _ request: String, id: String) async throws -> [String] {
        app.send(request)
        let reply = try #require(await app.lines(until: #""id":"\#(id)""#)?.last)
        let entities = try JSONParser.parse(Array(reply.utf8)).object?["result"]?.object?["entities"]
        guard case .array(let list)? = entities else {
            Issue.record("no entities in \(reply.prefix(300))")
            return []
        }
        return list.compactMap { $0.object?["entity"]?.object?["display"]?.object?["title"]?.string ?? $0.object?["display"]?.object?["title"]?.string }
    }

    @Test func hundredsOfLaunchesLeaveNoDescriptorsThreadsOrZombies() async throws {
        func count(_ folder: String) -> Int { (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? 0 }
        for _ in 0..<5 { _ = try await cycle() }
        let descriptors = count("/proc/self/fd")
        let threads = count("/proc/self/task")
        var pids: [Int32] = []
        for _ in 0..<200 { pids.append(try await cycle()) }
        for pid in pids { #expect(await waitUntilEnded(pid), "pid \(pid) still runs") }
        let reaped = await eventually { pids.allSatisfy { !FileManager.default.fileExists(atPath: "/proc/\($0)") } }
        #expect(reaped, "every app was reaped: no zombies")
        // Other suites run alongside, so allow their noise; a leak here grows by hundreds.
        let grewDescriptors = await eventually { count("/proc/self/fd") <= descriptors + 60 }
        let grewThreads = await eventually { count("/proc/self/task") <= threads + 60 }
        #expect(grewDescriptors, "descriptors: \(descriptors) before, \(count("/proc/self/fd")) after 200 launches")
        #expect(grewThreads, "threads: \(threads) before, \(count("/proc/self/task")) after 200 launches")
    }

    /// One launch, handshake and stop; returns the pid.
    private func cycle() async throws -> Int32 {
        let session = AppSession.isolated(bundleIdentifier: CometCal.bundleIdentifier)
        let pid = try await session.processIdentifier()
        await session.shutdown()
        return pid
    }

    /// Whether a condition holds within a bounded wait (threads and processes end a moment after they are told to).
    private func eventually(_ condition: () -> Bool) async -> Bool {
        await TestWait.until(condition)
    }
}
