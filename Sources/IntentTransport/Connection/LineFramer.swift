#if canImport(Glibc)
    import IntentSystem
    import IntentWire
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a byte stream into `\n`-terminated lines; a pure parser with no I/O.
///
/// Feed it chunks as they arrive, in any split. Empty lines are skipped and a
/// trailing `\r` is dropped. A line longer than ``maximumLineLength`` is
/// discarded up to its newline and reported as ``Event/oversized(length:prefix:)``
/// with its first bytes (enough to read its id), so one bad message cannot
/// grow memory without bound or desynchronise the stream.
package struct LineFramer: Sendable {
    /// What the framer found in the bytes fed so far.
    package enum Event: Sendable, Equatable {
        /// A complete line, without its terminator.
        case line([UInt8])
        /// A line longer than the limit was dropped: its full length and its first ``LineFramer/prefixLength`` bytes.
        case oversized(length: Int, prefix: [UInt8])
    }

    /// The protocol's limit on one message, in bytes: 64 MiB.
    package static let defaultMaximumLineLength = 64 << 20
    /// How many bytes of a dropped line are kept, to read its id.
    package static let prefixLength = 4096

    /// The longest line accepted, in bytes.
    package let maximumLineLength: Int

    private var buffer: [UInt8] = []
    /// How long the last line that arrived in pieces was: room for the next one is reserved at once, instead of
    /// the buffer growing (and being copied) five times on the way to a megabyte.
    private var lastPiecedLineLength = 0
    /// The most room reserved ahead for a line.
    private static let largestReservation = 8 << 20
    /// A first piece this long starts a line worth reserving for.
    private static let largePiece = 16 << 10
    private var discarding = false
    private var discardedCount = 0
    private var discardedPrefix: [UInt8] = []

    /// Creates a framer.
    /// - Parameter maximumLineLength: The longest line accepted, in bytes (64 MiB by default).
    package init(maximumLineLength: Int = LineFramer.defaultMaximumLineLength) {
        self.maximumLineLength = maximumLineLength
    }

    /// Bytes received but not yet part of a complete line.
    package var pendingByteCount: Int { buffer.count }

    /// Feeds a chunk read into a buffer and returns the events it completes, in order.
    ///
    /// Not generic, so that a caller in another module (the harness reads its clients with it) runs this module's
    /// code specialized for the bytes a read gives, not the generic code through witness tables (16,000
    /// instructions a line where the specialized code takes 1,400).
    package mutating func append(_ chunk: ArraySlice<UInt8>) -> [Event] {
        appendBytes(chunk)
    }

    /// Feeds a chunk and returns the events it completes, in order.
    package mutating func append<Bytes: Collection>(_ chunk: Bytes) -> [Event] where Bytes.Element == UInt8 {
        appendBytes(chunk)
    }

    private mutating func appendBytes<Bytes: Collection>(_ chunk: Bytes) -> [Event] where Bytes.Element == UInt8 {
        var events: [Event] = []
        var rest = chunk[...]
        while let newline = Self.firstNewline(in: rest) {
            let piece = rest[..<newline]
            rest = rest[rest.index(after: newline)...]
            if discarding {
                events.append(.oversized(length: discardedCount + piece.count, prefix: discardedPrefix))
                discarding = false
                discardedCount = 0
                discardedPrefix = []
                continue
            }
            if buffer.count + piece.count > maximumLineLength {
                events.append(.oversized(length: buffer.count + piece.count, prefix: Array((buffer + piece).prefix(Self.prefixLength))))
                buffer.removeAll(keepingCapacity: true)
                continue
            }
            // A line handed out shares its storage with `buffer`; keeping the capacity would copy it into a
            // fresh allocation the size of the longest line so far on every line (for large replies, megabytes).
            var line: [UInt8]
            if buffer.isEmpty {
                line = Array(piece)
            } else {
                buffer.append(contentsOf: piece)
                line = buffer
                lastPiecedLineLength = buffer.count
                buffer = []
            }
            if line.last == 0x0D { line.removeLast() }
            if !line.isEmpty { events.append(.line(line)) }
        }
        if discarding {
            discardedCount += rest.count
        } else if buffer.count + rest.count > maximumLineLength {
            discarding = true
            discardedCount = buffer.count + rest.count
            discardedPrefix = Array(buffer.prefix(Self.prefixLength))
            discardedPrefix += rest.prefix(Self.prefixLength - discardedPrefix.count)
            buffer = []
        } else {
            // Only for a line whose first piece is already large (a full read): a short message split across
            // reads after a large reply gets no megabytes.
            if buffer.isEmpty, rest.count >= Self.largePiece {
                buffer.reserveCapacity(min(max(lastPiecedLineLength, rest.count), Self.largestReservation))
            }
            buffer.append(contentsOf: rest)
        }
        return events
    }

    /// Where the first `\n` is, found with `memchr` in contiguous bytes (replies of a megabyte arrive in
    /// large chunks, and a generic search goes byte by byte).
    private static func firstNewline<Bytes: Collection>(in bytes: Bytes) -> Bytes.Index? where Bytes.Element == UInt8 {
        let found: Int?? = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            guard let base = buffer.baseAddress, let hit = memchr(base, 0x0A, buffer.count) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        guard let found else { return bytes.firstIndex(of: 0x0A) }
        return found.map { bytes.index(bytes.startIndex, offsetBy: $0) }
    }
}
