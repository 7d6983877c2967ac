import Foundation
import Synchronization
import Testing

@testable import IntentWire

/// Incoming requests' tasks prefer a thread that stays awake briefly for the next, without ever holding up work.
@Suite struct RequestExecutorTests {
    /// Echoes `test/echo`; "block" holds its thread until `blockReleased` is signalled, "pair" answers where the two
    /// child tasks it starts after 2 ms of work ran.
    static func router(blockStarted: DispatchSemaphore = DispatchSemaphore(value: 0), blockReleased: DispatchSemaphore = DispatchSemaphore(value: 0)) -> RequestRouter {
        var router = RequestRouter()
        router.register(EchoRequest.self) { request, _ in
            switch request.text {
            case "block":
                // Holds its thread until the test lets it go (or a minute passes).
                blockStarted.signal()
                _ = blockReleased.wait(timeout: .now() + 60)
            case "pair":
                // Busy for 2 ms first, longer than a job may run for the next to wait behind it, then two children.
                let start = ContinuousClock.now
                while ContinuousClock.now - start < .milliseconds(2) {}
                let threads = await withTaskGroup(of: String.self) { group in
                    for _ in 0..<2 { group.addTask { threadName() } }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                return EchoResponse(text: threads.contains(RequestExecutor.threadName) ? "a child ran on the request thread" : "children on the pool")
            case "reclaim":
                // One child at once (kept to run next here, within the test's hold limit), 200 ms of work, then another.
                let threads = await withTaskGroup(of: String.self) { group in
                    group.addTask { threadName() }
                    let start = ContinuousClock.now
                    while ContinuousClock.now - start < .milliseconds(200) {}
                    group.addTask { threadName() }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                return EchoResponse(text: threads.contains(RequestExecutor.threadName) ? "a child ran on the request thread" : "children on the pool")
            case "thread":
                return EchoResponse(text: threadName())
            default:
                break
            }
            return EchoResponse(text: request.text)
        }
        return router
    }

    static func request(_ id: Int, _ text: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"test/echo","params":{"text":"\#(text)"}}"#
    }

    /// Requests sent one after another, each as soon as the last was answered, are taken by the thread while it is
    /// still awake. They are sent and read by a thread of the test's own: a test task on a busy shared pool could
    /// take longer than the window between two requests.
    @Test func requestsOneAfterAnotherAreTakenByTheAwakeThread() async throws {
        let executor = RequestExecutor(spinWindow: .milliseconds(50))
        var toServer: [Int32] = [0, 0]
        var toClient: [Int32] = [0, 0]
        pipe(&toServer)
        pipe(&toClient)
        let server = Connection(name: "client", input: toServer[0], output: toClient[1], router: Self.router(), closesInputAtEnd: true, requestExecutor: executor)
        server.start()
        let (write, read) = (toServer[1], toClient[0])
        defer {
            close(write)
            close(read)
        }
        let replies = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            Thread {
                var replies: [String] = []
                var buffer = [UInt8](repeating: 0, count: 4_096)
                for id in 1...20 {
                    FileDescriptorIO.writeAll(write, Array((Self.request(id, "quick \(id)") + "\n").utf8))
                    var line: [UInt8] = []
                    while line.last != 0x0A, case let count = FileDescriptorIO.readChunk(read, into: &buffer), count > 0 {
                        line += buffer[..<count]
                    }
                    replies.append(String(decoding: line.dropLast(), as: UTF8.self))
                }
                continuation.resume(returning: replies)
            }.start()
        }
        #expect(replies == (1...20).map { #"{"jsonrpc":"2.0","id":\#($0),"result":{"text":"quick \#($0)"}}"# })
        #expect(executor.jobCounts.spun >= 1, "\(executor.jobCounts)")
    }

    /// A request that comes while no other is in flight runs on the executor's thread.
    @Test func aLoneRequestRunsOnTheRequestThread() async throws {
        let exchange = LineExchange(router: Self.router(), requestExecutor: RequestExecutor(spinWindow: .zero))
        defer { exchange.close() }
        exchange.send(Self.request(1, "thread"))
        let reply = await exchange.next()
        #expect(reply == #"{"jsonrpc":"2.0","id":1,"result":{"text":"\#(RequestExecutor.threadName)"}}"#)
    }

    @Test func aZeroWindowNeverSpins() async throws {
        let executor = RequestExecutor(spinWindow: .zero)
        let exchange = LineExchange(router: Self.router(), requestExecutor: executor)
        defer { exchange.close() }
        for id in 1...5 {
            exchange.send(Self.request(id, "\(id)"))
            #expect(await exchange.next() == #"{"jsonrpc":"2.0","id":\#(id),"result":{"text":"\#(id)"}}"#)
        }
        #expect(executor.jobCounts.spun == 0)
    }

    /// A request that holds the thread does not hold up the next: that one, which comes while another is in flight,
    /// runs on the shared pool and is answered first.
    @Test func aBusyThreadPassesTheNextRequestOn() async throws {
        let executor = RequestExecutor(spinWindow: .milliseconds(50))
        let (started, released) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let exchange = LineExchange(router: Self.router(blockStarted: started, blockReleased: released), requestExecutor: executor)
        defer { exchange.close() }
        exchange.send(Self.request(1, "block"))
        #expect(await OwnThreadWait.wait(for: started, timeout: .seconds(30)), "the blocking request started")
        exchange.send(Self.request(2, "quick"))
        let first = await exchange.next()
        released.signal()
        let second = await exchange.next()
        #expect(first == #"{"jsonrpc":"2.0","id":2,"result":{"text":"quick"}}"#)
        #expect(second == #"{"jsonrpc":"2.0","id":1,"result":{"text":"block"}}"#)
    }

    /// A request's child tasks, which inherit its preference, go to the shared pool, where they run in parallel, when
    /// the request thread is busy with their parent, rather than waiting for it one after the other.
    @Test func aBusyRequestsChildTasksGoToTheSharedPool() async throws {
        let executor = RequestExecutor(spinWindow: .milliseconds(50))
        let exchange = LineExchange(router: Self.router(), requestExecutor: executor)
        defer { exchange.close() }
        exchange.send(Self.request(1, "pair"))
        #expect(await exchange.next() == #"{"jsonrpc":"2.0","id":1,"result":{"text":"children on the pool"}}"#)
        #expect(executor.jobCounts.passedOn >= 2)
    }

    /// A child kept to run next on the request thread goes to the shared pool when its parent turns out to be busy
    /// for longer: it does not wait for the parent's job to end.
    @Test func aChildKeptWaitingBehindABusyParentGoesToTheSharedPool() async throws {
        let executor = RequestExecutor(spinWindow: .milliseconds(50), holdLimit: .milliseconds(100))
        let exchange = LineExchange(router: Self.router(), requestExecutor: executor)
        defer { exchange.close() }
        exchange.send(Self.request(1, "reclaim"))
        #expect(await exchange.next() == #"{"jsonrpc":"2.0","id":1,"result":{"text":"children on the pool"}}"#)
        #expect(executor.jobCounts.passedOn >= 2)
    }
}

/// The name of the thread running the caller.
func threadName() -> String { NamedThread.currentSystemName }

/// Waits for a semaphore on a thread of its own, so that no thread of the shared pool is held while it waits.
enum OwnThreadWait {
    static func wait(for semaphore: DispatchSemaphore, timeout: Duration) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread {
                let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
                continuation.resume(returning: semaphore.wait(timeout: .now() + seconds) == .success)
            }.start()
        }
    }
}
