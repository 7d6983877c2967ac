/// The last few messages of a connection, for failure diagnostics; each kept to its first 600 bytes.
struct TrafficLog {
    private var raw: [(direction: String, bytes: [UInt8], length: Int)] = []
    static let capacity = 16
    static let lineLimit = 600

    mutating func append<Bytes: Collection<UInt8>>(_ direction: String, _ bytes: Bytes) {
        append(direction, bytes.prefix(Self.lineLimit), length: bytes.count)
    }

    /// Records a message of `length` bytes from its first bytes (at least as many as are kept).
    mutating func append<Bytes: Collection<UInt8>>(_ direction: String, _ start: Bytes, length: Int) {
        raw.append((direction, Array(start.prefix(Self.lineLimit)), length))
        if raw.count > Self.capacity { raw.removeFirst(raw.count - Self.capacity) }
    }

    var entries: [String] {
        raw.map { entry in
            let text = String(decoding: entry.bytes, as: UTF8.self)
            return "\(entry.direction) \(text)" + (entry.length > entry.bytes.count ? "…" : "")
        }
    }
}
