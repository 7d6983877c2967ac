/// Splits a byte stream into `\n`-terminated lines; a pure parser with no I/O.
///
/// Feed it chunks as they arrive, in any split. Empty lines are skipped and a
/// trailing `\r` is dropped. A line longer than ``maximumLineLength`` is
/// discarded up to its newline and reported as ``Event/oversized(_:)``, so one
/// bad message cannot grow memory without bound or desynchronise the stream.
public struct LineFramer: Sendable {
    /// What the framer found in the bytes fed so far.
    public enum Event: Sendable, Equatable {
        /// A complete line, without its terminator.
        case line([UInt8])
        /// A line longer than the limit was dropped; its length so far.
        case oversized(Int)
    }

    /// The longest line accepted, in bytes.
    public let maximumLineLength: Int

    private var buffer: [UInt8] = []
    private var discarding = false
    private var discardedCount = 0

    /// Creates a framer.
    /// - Parameter maximumLineLength: The longest line accepted, in bytes (64 MiB by default).
    public init(maximumLineLength: Int = 64 << 20) {
        self.maximumLineLength = maximumLineLength
    }

    /// Bytes received but not yet part of a complete line.
    public var pendingByteCount: Int { buffer.count }

    /// Feeds a chunk and returns the events it completes, in order.
    public mutating func append<Bytes: Collection>(_ chunk: Bytes) -> [Event] where Bytes.Element == UInt8 {
        var events: [Event] = []
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: 0x0A) {
            let piece = rest[..<newline]
            rest = rest[rest.index(after: newline)...]
            if discarding {
                events.append(.oversized(discardedCount + piece.count))
                discarding = false
                discardedCount = 0
                continue
            }
            if buffer.count + piece.count > maximumLineLength {
                events.append(.oversized(buffer.count + piece.count))
                buffer.removeAll(keepingCapacity: true)
                continue
            }
            buffer.append(contentsOf: piece)
            if buffer.last == 0x0D { buffer.removeLast() }
            if !buffer.isEmpty { events.append(.line(buffer)) }
            buffer.removeAll(keepingCapacity: true)
        }
        if discarding {
            discardedCount += rest.count
        } else if buffer.count + rest.count > maximumLineLength {
            discarding = true
            discardedCount = buffer.count + rest.count
            buffer.removeAll()
        } else {
            buffer.append(contentsOf: rest)
        }
        return events
    }
}
