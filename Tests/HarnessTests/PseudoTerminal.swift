import Foundation
import IntentKitTestSupport
import IntentSystem
import IntentWire
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The harness on a pseudo-terminal, typed at like a person: type a line, wait for what it shows, type the next.
///
/// Waiting for the screen before typing keeps input from arriving while the terminal is
/// still in its line mode (which would process it before the program's own line editor does).
final class PseudoTerminal: Sendable {
    private let master: Int32
    let pid: pid_t
    private let screen = ScreenBuffer()

    /// Starts harness with arguments on a new terminal, in the sandbox's environment.
    init(_ arguments: [String], sandbox: HarnessSandbox, environment overlay: [String: String] = [:]) throws {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, Self.call("grantpt", master) == 0, Self.call("unlockpt", master) == 0, let slavePath = Self.slaveName(master) else {
            throw HarnessError("could not open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        var environment = sandbox.environment(overlay)
        environment["TERM"] = "xterm"
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let startNewSession: Int16 = 0x80  // POSIX_SPAWN_SETSID, which the Glibc module does not export
        posix_spawnattr_setflags(&attributes, startNewSession)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = ([HarnessSandbox.executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let status = posix_spawn(&pid, HarnessSandbox.executable.path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw HarnessError("could not start harness: \(String(cString: strerror(status)))") }
        self.master = master
        self.pid = pid
        let screen = screen
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                screen.append(String(decoding: buffer[0..<count], as: UTF8.self))
            }
            screen.end()
        }
        thread.start()
    }

    // grantpt, unlockpt and ptsname are not exported by the Glibc module; they are plain C functions, found by name.
    private static func call(_ name: String, _ fd: Int32) -> Int32 {
        typealias Function = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return -1 }
        return unsafeBitCast(symbol, to: Function.self)(fd)
    }

    private static func slaveName(_ fd: Int32) -> String? {
        typealias Function = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ptsname"), let name = unsafeBitCast(symbol, to: Function.self)(fd) else { return nil }
        return String(cString: name)
    }

    /// Types text (keys, escape sequences) at the terminal.
    func type(_ text: String) {
        FileDescriptorIO.writeAll(master, Array(text.utf8))
    }

    /// Everything the terminal has shown, without carriage returns.
    var text: String { screen.state.text.replacingOccurrences(of: "\r", with: "") }

    /// Waits until the terminal shows `fragment` (counting from the `occurrence`-th time), or the deadline passes.
    @discardableResult
    func waitFor(_ fragment: String, occurrence: Int = 1, within deadline: Duration = .seconds(60)) async -> Bool {
        // Looked at once more after the deadline (TestWait): on a loaded machine this task may not be resumed for
        // longer than the whole wait, and what the terminal showed in time counts.
        let screen = screen
        let shows = { screen.state.text.components(separatedBy: fragment).count - 1 >= occurrence }
        _ = await TestWait.until(within: deadline) { shows() || screen.state.ended }
        return shows()
    }

    /// Waits for the program to exit and returns its status; kills it after the deadline.
    ///
    /// The terminal is closed only once its reader has seen the end: a descriptor closed under a thread still
    /// reading it is a number the next `open` or `pipe` in this process reuses, and that thread would read another
    /// test's bytes.
    func finish(within deadline: Duration = .seconds(60)) async -> Int32? {
        let pid = pid
        let status = Mutex<Int32?>(nil)
        let exited = await TestWait.until(within: deadline) {
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
            status.withLock { $0 = raw }
            return true
        }
        if !exited {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            _ = waitpid(pid, &raw, 0)
        }
        // The terminal's last output may still be on its way to the reader: wait for the end of it.
        let screen = screen
        _ = await TestWait.until { screen.state.ended }
        close(master)
        guard exited, let raw = status.withLock({ $0 }) else { return nil }
        return (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    }
}

/// A failure of the test's own set-up.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What a terminal has shown so far, filled by a reader thread.
final class ScreenBuffer: Sendable {
    private let contents = Mutex<(text: String, ended: Bool)>(("", false))

    func append(_ text: String) { contents.withLock { $0.text += text } }
    func end() { contents.withLock { $0.ended = true } }
    var state: (text: String, ended: Bool) { contents.withLock { $0 } }
}
