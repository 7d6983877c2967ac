import Dispatch
import Foundation
import IntentSystem
import IntentTransport
import IntentWire
import Synchronization

/// The other end of the benchmark's hand-off floor: `harness` started again as a peer whose reader thread hands
/// each line to another thread, which writes it back.
///
/// The measuring side has the same shape: a reader thread hands each reply to the thread that wrote the request.
/// A round trip is then the four hand-offs between threads that IntentKit's has (the app's reader to the task
/// that answers, the client's reader to the task that awaits), with no Swift concurrency, no JSON and no work;
/// `cat`'s pipe floor has two (each side's one thread both reads and writes). Beside the two other floors it shows
/// what a round trip of that shape costs on the machine before any of IntentKit's own work.
enum HandOffPeer {
    /// The hidden command that starts the peer; not listed in help.
    static let commandName = "__handoff-peer"

    /// Echoes stdin's lines to stdout, each through the hand-off, until stdin closes; returns the exit status.
    static func serve() -> Int32 {
        let lines = LineHandOff()
        Thread { lines.readLines(from: 0) }.start()
        while let line = lines.next() {
            guard FileDescriptorIO.writeAll(1, line) else { return ExitStatus.failure }
        }
        return ExitStatus.success
    }

    /// Round trips of one line to a peer started from this executable, in microseconds.
    static func roundTrips(iterations: Int) async throws -> Samples {
        guard let executable = Bundle.main.executablePath else { throw HarnessError("could not find the harness executable to start the hand-off peer from") }
        let child = try ChildProcess(executable: executable, arguments: [commandName], environment: IntentKitEnvironment.current)
        let replies = LineHandOff()
        Thread { replies.readLines(from: child.stdoutFD) }.start()
        let samples = Result { try measure(iterations, child: child, replies: replies) }
        // End of input ends the peer, and then the reader here; a peer that does not end is stopped.
        child.closeStdin()
        if await child.waitForTermination(timeout: .seconds(5)) == nil {
            child.stop(with: SIGKILL, because: .stopping)
            _ = await child.waitForTermination()
        }
        return try samples.get()
    }

    /// Times lines written to the peer until the reader here hands each one back, as `cat`'s floor is timed.
    private static func measure(_ iterations: Int, child: ChildProcess, replies: LineHandOff) throws -> Samples {
        let line = Array((String(repeating: "x", count: 180) + "\n").utf8)
        let clock = ContinuousClock()
        var values: [Double] = []
        for iteration in 0..<(iterations + 10) {
            let start = clock.now
            guard FileDescriptorIO.writeAll(child.stdinFD, line) else { throw HarnessError("the hand-off peer closed its input") }
            guard replies.next() == line else { throw HarnessError("the hand-off peer ended or answered another line") }
            if iteration >= 10 { values.append(Samples.microseconds(clock.now - start)) }
        }
        return Samples(values)
    }
}

/// Lines read from a file descriptor by one thread and taken in order by another, through a lock and a semaphore.
final class LineHandOff: Sendable {
    /// Lines read and not yet taken; `nil` for the end of input.
    private let pending = Mutex<[[UInt8]?]>([])
    private let available = DispatchSemaphore(value: 0)

    /// Reads lines until the end of input, handing each over as it completes; then hands over the end.
    func readLines(from fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
        var partial: [UInt8] = []
        while true {
            let count = FileDescriptorIO.readChunk(fd, into: &buffer)
            guard count > 0 else { break }
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                hand(partial + buffer[start...index])
                partial = []
                start = index + 1
            }
            partial += buffer[start..<count]
        }
        hand(nil)
    }

    /// The next line, waiting for it; `nil` once the input has ended.
    func next() -> [UInt8]? {
        available.wait()
        return pending.withLock { $0.removeFirst() }
    }

    private func hand(_ line: [UInt8]?) {
        pending.withLock { $0.append(line) }
        available.signal()
    }
}
