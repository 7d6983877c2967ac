import Foundation
import IntentJSON
import IntentKitTestSupport
import IntentSystem
import IntentTransport
import Synchronization

/// A minimal MCP client over `harness mcp`'s stdin and stdout, for tests: sends requests, collects every line the
/// server writes, and waits for the reply to an id.
final class MCPClient: Sendable {
    let child: ChildProcess
    private let store = MessageStore()
    private let nextID = Mutex(1)
    /// What the client's two descriptors were at launch (`pipe:[inode]`), to tell at a timeout whether they still are.
    private let pipesAtLaunch: (stdin: String, stdout: String)

    init(_ arguments: [String], sandbox: HarnessSandbox, environment overlay: [String: String] = [:]) throws {
        child = try ChildProcess(executable: HarnessSandbox.executable.path, arguments: ["mcp"] + arguments, environment: sandbox.environment(overlay))
        let fd = child.stdoutFD
        pipesAtLaunch = (Self.link("/proc/self/fd/\(child.stdinFD)"), Self.link("/proc/self/fd/\(fd)"))
        let buffer = Mutex<[UInt8]>([])
        let store = self.store
        FileDescriptorIO.startReader(
            fd: fd, name: "mcp client \(child.pid)",
            onChunk: { chunk in
                let complete = buffer.withLock { partial -> [[UInt8]] in
                    partial += chunk
                    var found: [[UInt8]] = []
                    while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                        found.append(Array(partial[..<newline]))
                        partial.removeSubrange(...newline)
                    }
                    return found
                }
                for line in complete {
                    let value = (try? JSONParser.parse(line)) ?? .string(String(decoding: line, as: UTF8.self))
                    store.messages.withLock { $0.append(value) }
                }
            },
            onEnd: {
                let (error, status) = (errno, fcntl(fd, F_GETFL))
                store.readerEnd.withLock { $0 = "ended (errno \(error), F_GETFL \(status))" }
                close(fd)
            })
    }

    deinit { child.signal(SIGKILL) }

    /// Writes one line as it is.
    func sendRaw(_ line: String) { _ = FileDescriptorIO.writeAll(child.stdinFD, Array((line + "\n").utf8)) }

    /// Sends a request and returns its id.
    @discardableResult
    func send(_ method: String, _ params: String = "{}") -> Int {
        let id = nextID.withLock { id -> Int in
            defer { id += 1 }
            return id
        }
        sendRaw(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        return id
    }

    /// Sends a request and waits for its reply.
    func call(_ method: String, _ params: String = "{}") async throws -> JSONObject {
        try await reply(to: send(method, params))
    }

    /// The reply to an id, waiting up to TestWait.limit (60 s).
    func reply(to id: Int) async throws -> JSONObject {
        try await message { object in object["id"] == .number(JSONNumber(id)) && object["method"] == nil }
    }

    /// The first message a predicate accepts, waiting up to TestWait.limit (60 s).
    ///
    /// Messages are collected by a thread of the client's own as they arrive; this task only looks at them. On a
    /// loaded machine it may not be resumed for longer than the whole wait (other suites' work holds the shared
    /// pool), so it looks once more after the deadline: what arrived in time counts, however late it was seen.
    func message(where accepts: @escaping @Sendable (JSONObject) -> Bool) async throws -> JSONObject {
        let found = { [store] in store.messages.withLock { $0.lazy.compactMap(\.object).first(where: accepts) } }
        let looks = LookGaps()
        let arrived = await TestWait.until {
            looks.note()
            return found() != nil
        }
        if arrived, let message = found() { return message }
        throw MCPClientTimeout(
            received: store.messages.withLock { $0.map { String(decoding: JSONWriter.compact($0), as: UTF8.self) } }, serverStderr: String(child.stderrText.suffix(2_000)),
            serverThreads: Self.threadStates(of: child.pid) + ["client's reading of its stdout: " + (store.readerEnd.withLock { $0 } ?? "still reading")] + pipeIdentities(),
            longestGapBetweenLooks: looks.longest)
    }

    /// The client's pipes, at launch and now, beside the server's ends of them: a descriptor that another part of
    /// the test process closed and reopened reads or writes someone else's pipe.
    private func pipeIdentities() -> [String] {
        [
            "client stdin fd \(child.stdinFD): \(pipesAtLaunch.stdin) at launch, \(Self.link("/proc/self/fd/\(child.stdinFD)")) now; the server's fd 0: \(Self.link("/proc/\(child.pid)/fd/0"))",
            "client stdout fd \(child.stdoutFD): \(pipesAtLaunch.stdout) at launch, \(Self.link("/proc/self/fd/\(child.stdoutFD)")) now",
            "the server's descriptors: " + serverDescriptors(),
        ]
    }

    private func serverDescriptors() -> String {
        let fds = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(child.pid)/fd")) ?? []).compactMap { Int($0) }.sorted()
        return fds.map { "\($0) \(Self.link("/proc/\(child.pid)/fd/\($0)"))" }.joined(separator: ", ")
    }

    /// Where a symbolic link in /proc points, or why it could not be read.
    private static func link(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "(unreadable)"
    }

    /// Each thread of a process, its name and where it waits in the kernel (from /proc): what a server that went
    /// quiet was doing.
    static func threadStates(of pid: Int32) -> [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.sorted().map { task in
            let name = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8)) ?? "?"
            let waiting = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/wchan", encoding: .utf8)) ?? "?"
            return "\(task) \(name.trimmingCharacters(in: .whitespacesAndNewlines)): \(waiting)"
        }
    }

    /// Every message received so far.
    var received: [JSONValue] { store.messages.withLock { $0 } }

    /// The handshake a client makes first.
    func initialize(capabilities: String = "{}") async throws -> JSONObject {
        let reply = try await call("initialize", #"{"protocolVersion":"2025-06-18","capabilities":\#(capabilities),"clientInfo":{"name":"tests","version":"1"}}"#)
        sendRaw(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return reply
    }
}

/// When a waiting task last looked, and the longest it went between two looks.
final class LookGaps: Sendable {
    private let state = Mutex<(last: ContinuousClock.Instant?, longest: Duration)>((nil, .zero))

    func note() {
        let now = ContinuousClock.now
        state.withLock { state in
            if let last = state.last { state.longest = max(state.longest, now - last) }
            state.last = now
        }
    }

    var longest: Duration { state.withLock { $0.longest } }
}

/// The messages received, shared with the reading thread.
final class MessageStore: Sendable {
    let messages = Mutex<[JSONValue]>([])
    /// How the reading of the server's stdout ended, if it has: the errno after the last read, and the flags then.
    let readerEnd = Mutex<String?>(nil)
}

/// No reply in time; with what did arrive.
struct MCPClientTimeout: Error, CustomStringConvertible {
    let received: [String]
    let serverStderr: String
    let serverThreads: [String]
    /// The longest the waiting task went between two looks: near the whole wait, the test process was too busy to look.
    let longestGapBetweenLooks: Duration
    var description: String {
        "no such message within \(TestWait.limit) (the longest gap between two looks was \(longestGapBetweenLooks)); received:\n" + received.joined(separator: "\n")
            + "\nthe server's stderr (end):\n" + serverStderr + "\nits threads:\n" + serverThreads.joined(separator: "\n")
    }
}

extension JSONValue {
    /// The array, if this is one.
    var array: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The number, if this is one.
    var number: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }
}
