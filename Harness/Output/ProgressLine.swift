import Foundation
import IntentWire
import Synchronization

/// A live line on stderr for long work (seeding, large queries, the benchmark), drawn only when stderr is a terminal.
///
/// ```swift
/// let progress = ProgressLine(output, "Reading EventEntity")
/// progress.update("12,000 of 100,000")
/// progress.finish()
/// ```
final class ProgressLine: Sendable {
    private let output: Terminal
    private let label: String
    private let started = ContinuousClock.now
    private let ticker = Mutex<Task<Void, Never>?>(nil)
    private let detail = Mutex("")

    /// Starts a progress line; with `ticking`, the elapsed time is redrawn every half second until ``finish()``.
    init(_ output: Terminal, _ label: String, ticking: Bool = false) {
        self.output = output
        self.label = label
        guard output.showsProgress else { return }
        draw()
        if ticking {
            ticker.withLock {
                $0 = Task { [weak self] in
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(500))
                        self?.draw()
                    }
                }
            }
        }
    }

    /// Shows how far the work has got.
    func update(_ text: String) {
        guard output.showsProgress else { return }
        detail.withLock { $0 = text }
        draw()
    }

    /// Removes the line.
    func finish() {
        ticker.withLock { $0?.cancel() }
        Self.clear(output)
    }

    /// Erases whatever progress line is on stderr.
    static func clear(_ output: Terminal) {
        if output.showsProgress { output.status("\r\u{1B}[2K") }
    }

    /// Holds every progress line off the screen while `body` talks to the person (a prompt), then lets them draw again.
    static func pausing<Result>(_ output: Terminal, _ body: () throws -> Result) rethrows -> Result {
        paused.withLock { $0 += 1 }
        clear(output)
        defer { paused.withLock { $0 -= 1 } }
        return try body()
    }

    private static let paused = Mutex(0)

    private func draw() {
        guard Self.paused.withLock({ $0 == 0 }) else { return }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let detail = detail.withLock { $0 }
        output.status("\r\u{1B}[2K\(label)… \(detail.isEmpty ? "" : detail + " ")(\(String(format: "%.1f", seconds)) s)")
    }

    deinit { ticker.withLock { $0?.cancel() } }
}
