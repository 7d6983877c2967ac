/// The line editor's key decoder on any bytes a terminal (or a paste, or a hostile stream) sends: it ends, and
/// never traps.
enum TerminalKeyFuzz {
    static func check(_ input: [UInt8]) {
        var remaining = input[...]
        var keys = 0
        while KeyDecoder.next(readByte: { remaining.popFirst() }) != nil {
            keys += 1
            if keys > input.count { oracleFailed("terminal-keys", "more keys than bytes", input) }
        }
    }
}
