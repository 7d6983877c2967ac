import Foundation
import IntentSystem
import IntentWire
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A launched app process: its stdin, its protocol output, a bounded tail of its stderr, and how it ended.
///
/// The child gets three pipes: fd 0 (requests in), fd 1 (protocol out) and
/// fd 2 (logs, kept in a bounded buffer for diagnostics). Pipe ends are
/// close-on-exec, so one child never holds another child's pipes open.
package final class ChildProcess: Sendable {
    /// The process identifier.
    package let pid: pid_t
    /// The executable that was launched.
    package let executable: String
    /// When the executable file was last modified (built), read at launch.
    package let executableModificationDate: Date?
    /// Write requests here (the child's stdin).
    package let stdinFD: Int32
    /// Read protocol messages here (the child's stdout); whoever reads it to the end closes it.
    package let stdoutFD: Int32
    private let stderrTail = Mutex(StderrTail())
    private let stderrEnded = Mutex(false)
    private let stdinClosed = Mutex(false)
    private let exit = Mutex<ExitState>(ExitState())

    private struct ExitState {
        var termination: Termination?
        /// The signals IntentKit sent to end the process, and why, in order.
        var stopSignals: [(signal: Int32, reason: StopReason)] = []
        var waiters: [Int: CheckedContinuation<Termination?, Never>] = [:]
        var nextWaiter = 0
    }

    /// Launches an executable with pipes for stdin, stdout and stderr.
    /// - Parameters:
    ///   - executable: The path of the executable.
    ///   - arguments: The arguments, not including the executable.
    ///   - environment: The complete environment of the child.
    /// - Throws: ``LaunchError`` when the executable is missing or cannot be spawned.
    package init(executable: String, arguments: [String], environment: [String: String]) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw LaunchError(executable: executable, message: "\(executable) does not exist or is not executable")
        }
        // Pipes are created and spawned under one lock so that a concurrent launch never
        // inherits these pipe ends in the window before close-on-exec is set.
        // They are spawned on a thread that never exits, so the child's parent-death signal means the process ended.
        let spawned = try SpawnThread.run {
            try Self.spawnLock.withLock { _ in try Self.spawn(executable: executable, arguments: arguments, environment: environment) }
        }
        let (pid, stdinWrite, stdoutRead, stderrRead) = spawned
        self.pid = pid
        self.executable = executable
        self.executableModificationDate = FileStatus(path: executable)?.modified
        self.stdinFD = stdinWrite
        self.stdoutFD = stdoutRead
        FileDescriptorIO.startReader(
            fd: stderrRead, name: "stderr \(pid)",
            onChunk: { [self] chunk in stderrTail.withLock { $0.append(chunk) } },
            onEnd: { [self] in
                close(stderrRead)
                stderrEnded.withLock { $0 = true }
            })
        NamedThread.start("waitpid \(pid)") { [self] in waitForExit() }
    }

    private static let spawnLock = Mutex(())

    private static func spawn(executable: String, arguments: [String], environment: [String: String]) throws -> (pid_t, Int32, Int32, Int32) {
        let stdinPipe = try Self.makePipe()
        let stdoutPipe = try Self.makePipe()
        let stderrPipe = try Self.makePipe()

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe.write, 2)
        closeInheritedDescriptors(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        ChildSignals.reset(&attributes)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        var status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        // "Text file busy": some process still holds the executable open for writing. A build that has just
        // written it, or a child forked elsewhere that inherited the writer's descriptor before exec, lets go
        // within moments; wait for that (up to about a second) rather than fail the launch.
        var busyRetries = 0
        while status == ETXTBSY, busyRetries < 50 {
            busyRetries += 1
            usleep(20_000)
            status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        }
        close(stdinPipe.read)
        close(stdoutPipe.write)
        close(stderrPipe.write)
        guard status == 0 else {
            close(stdinPipe.write)
            close(stdoutPipe.read)
            close(stderrPipe.read)
            throw LaunchError(executable: executable, message: "could not launch \(executable): \(String(cString: strerror(status)))")
        }
        return (pid, stdinPipe.write, stdoutPipe.read, stderrPipe.read)
    }

    /// The last bytes the child wrote to stderr (up to 16 KiB), as text.
    package var stderrText: String {
        stderrTail.withLock { $0.text }
    }

    /// Whether the child's stderr has been read to its end (all it wrote is in ``stderrText``).
    package var hasFinishedStderr: Bool { stderrEnded.withLock { $0 } }

    /// How the child ended, or `nil` while it runs.
    package var termination: Termination? { exit.withLock { $0.termination } }

    /// How the child ended and who ended it, or `nil` while it runs: see ``ProcessEnd``.
    package var end: ProcessEnd? {
        exit.withLock { state in state.termination.map { ProcessEnd($0, sent: state.stopSignals) } }
    }

    /// Why IntentKit asked the child to end, if it did (the first reason); set before the signal is sent.
    package var stopReason: StopReason? { exit.withLock { $0.stopSignals.first?.reason } }

    /// Classifies a termination of this child (see ``ProcessEnd``).
    package func end(of termination: Termination) -> ProcessEnd {
        exit.withLock { ProcessEnd(termination, sent: $0.stopSignals) }
    }

    /// Waits until the child ends.
    package func waitForTermination() async -> Termination {
        while true {
            if let termination = await waitForTermination(timeout: nil) { return termination }
        }
    }

    /// Waits until the child ends, or until `timeout` passes; `nil` when it is still running then.
    ///
    /// Never waits longer than `timeout`, whatever the child does, and returns at once
    /// (with the termination if there is one) when the calling task is cancelled.
    package func waitForTermination(timeout: Duration?) async -> Termination? {
        let ticket = exit.withLock { state -> Int in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Termination?, Never>) in
                let done = exit.withLock { state -> Termination?? in
                    if let termination = state.termination { return .some(termination) }
                    if Task.isCancelled { return .some(nil) }
                    state.waiters[ticket] = continuation
                    return nil
                }
                if let done { return continuation.resume(returning: done) }
                if let timeout {
                    DispatchQueue.global().asyncAfter(deadline: .now() + timeout.seconds) { [self] in release(ticket) }
                }
            }
        } onCancel: {
            release(ticket)
        }
    }

    /// Resumes one waiter with whatever is known now (a timeout or a cancellation).
    private func release(_ ticket: Int) {
        let waiter = exit.withLock { state in state.waiters.removeValue(forKey: ticket).map { ($0, state.termination) } }
        waiter?.0.resume(returning: waiter?.1)
    }

    /// Whether the process is still running: not reaped, and not a zombie waiting to be reaped.
    ///
    /// Asks the kernel (without reaping) rather than waiting for the reaper thread, so a
    /// process that died a moment ago already counts as ended.
    package var isRunning: Bool {
        guard termination == nil else { return false }
        var info = siginfo_t()
        // ECHILD: the reaper thread has already reaped it (and is about to record how it ended).
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return errno != ECHILD }
        return info._sifields._sigchld.si_pid != pid
    }

    /// Closes the child's stdin, which asks an IntentKit app to exit; closing twice does nothing.
    ///
    /// When a ``Connection`` writes to ``stdinFD``, close it with ``Connection/closeOutput()`` instead.
    package func closeStdin() {
        stdinClosed.withLock { closed in
            guard !closed else { return }
            close(stdinFD)
            closed = true
        }
    }

    /// Sends a signal to the child without claiming its end: the child's death by it counts as a crash.
    ///
    /// For signals that stand for something outside IntentKit (a test simulating a crash); IntentKit's own
    /// signals go through ``stop(with:because:)``.
    package func signal(_ signal: Int32) {
        guard termination == nil else { return }
        kill(pid, signal)
    }

    /// Sends a signal to end the child, recording why first, so that its end is reported as IntentKit's doing
    /// (``ProcessEnd/stopped(_:_:)``), never as a crash.
    package func stop(with signal: Int32, because reason: StopReason) {
        let running = exit.withLock { state in
            guard state.termination == nil else { return false }
            state.stopSignals.append((signal, reason))
            return true
        }
        if running { kill(pid, signal) }
    }

    /// Records that IntentKit asked the child to end without a signal (a shutdown request, its input closed), so
    /// that an exit after it is IntentKit's doing; a death by a signal IntentKit did not send is still a crash.
    package func noteStopRequested(because reason: StopReason) {
        exit.withLock { state in
            if state.termination == nil { state.stopSignals.append((ProcessEnd.noSignal, reason)) }
        }
    }

    private func waitForExit() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let termination: Termination =
            (status & 0x7f) == 0
            ? .exited((status >> 8) & 0xff)
            : .signaled(status & 0x7f)
        let waiters = exit.withLock { state in
            state.termination = termination
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: termination) }
    }

    /// Adds "close every descriptor above 2" to the spawn, so the child holds no other file of this process open.
    ///
    /// Descriptors other code opens without close-on-exec (Foundation's `Pipe`,
    /// for one) would otherwise leak into every app launched, keeping pipes of
    /// unrelated processes open and their readers from ever seeing end of file.
    /// glibc 2.34+ offers `posix_spawn_file_actions_addclosefrom_np`, which Swift
    /// does not import; it is looked up by symbol (its signature is not variadic).
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        #if os(Linux)
            typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return }
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        #endif
    }

    /// glibc's `pipe2`, which Swift's Glibc module does not declare (it needs `_GNU_SOURCE`); looked up once.
    private static let pipe2: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
    }()

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        // Close-on-exec from the start: the spawn lock keeps IntentKit's own launches out of the window
        // between pipe() and fcntl(), but not Foundation's Process or any other spawner in the test process.
        // A child that inherited an app's stdin kept it open after the app died, so a request written then
        // was taken as delivered ("ended while answering") instead of relaunching.
        var status: Int32
        if let pipe2 = Self.pipe2 {
            status = pipe2(&fds, O_CLOEXEC)
        } else {
            status = pipe(&fds)
            if status == 0 {
                _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
                _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            }
        }
        guard status == 0 else {
            throw LaunchError(executable: "", message: "could not create a pipe: \(String(cString: strerror(errno)))")
        }
        return (fds[0], fds[1])
    }
}

/// The executable could not be started.
package struct LaunchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The executable's path.
    package var executable: String
    /// What went wrong.
    package var message: String

    /// Creates a launch error.
    package init(executable: String, message: String) {
        self.executable = executable
        self.message = message
    }

    /// The message.
    package var description: String { message }
}

/// The last bytes of a stream, bounded.
struct StderrTail {
    static let capacity = 16 * 1024
    private var bytes: [UInt8] = []

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        bytes.append(contentsOf: chunk)
        if bytes.count > Self.capacity * 2 { bytes.removeFirst(bytes.count - Self.capacity) }
    }

    var text: String {
        String(decoding: bytes.suffix(Self.capacity), as: UTF8.self)
    }
}
