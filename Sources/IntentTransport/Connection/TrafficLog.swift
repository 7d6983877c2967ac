import IntentSystem
import IntentWire

/// The last few messages of a connection, for failure diagnostics; each kept to its first 600 bytes.
///
/// A ring of reused buffers: recording a message copies its first bytes into the oldest slot's buffer, with no
/// allocation once the ring is full and no shifting of the others.
struct TrafficLog {
    private struct Entry {
        var direction: String
        var bytes: [UInt8]
        var length: Int
    }

    private var ring: [Entry] = []
    /// The slot the next message goes to once the ring is full: the oldest.
    private var next = 0
    static let capacity = 16
    static let lineLimit = 600

    mutating func append<Bytes: Collection<UInt8>>(_ direction: String, _ bytes: Bytes) {
        append(direction, bytes.prefix(Self.lineLimit), length: bytes.count)
    }

    /// Records a message of `length` bytes from its first bytes (at least as many as are kept).
    mutating func append<Bytes: Collection<UInt8>>(_ direction: String, _ start: Bytes, length: Int) {
        let kept = start.prefix(Self.lineLimit)
        guard ring.count == Self.capacity else {
            ring.append(Entry(direction: direction, bytes: Array(kept), length: length))
            return
        }
        ring[next].direction = direction
        ring[next].length = length
        ring[next].bytes.removeAll(keepingCapacity: true)
        ring[next].bytes.append(contentsOf: kept)
        next = (next + 1) % Self.capacity
    }

    /// The messages recorded, oldest first, each as its direction and its text (with "…" when cut short).
    var entries: [String] {
        (ring[next...] + ring[..<next]).map { entry in
            let text = String(decoding: entry.bytes, as: UTF8.self)
            return "\(entry.direction) \(text)" + (entry.length > entry.bytes.count ? "…" : "")
        }
    }
}
