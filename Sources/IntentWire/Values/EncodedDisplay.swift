import Synchronization

/// An entity's display representation kept as JSON text, read into a value the first time it is asked for.
///
/// Making the title and subtitle strings of every entity of a large reply cost the test side a fifth of its
/// time per entity, and most entities' displays are never looked at. The text shares one copy with the entity's
/// `properties` text, and was checked when it arrived (``JSONParser/skipDisplayQuickly()``), so reading it later
/// cannot fail.
package final class EncodedDisplay: Sendable {
    private enum State {
        case encoded(ArraySlice<UInt8>)
        case decoded(DisplayRepresentationValue?)
    }

    private let state: Mutex<State>

    /// Keeps `json`, a display representation's object that ``JSONParser/skipDisplayQuickly()`` accepts.
    package init(json: ArraySlice<UInt8>) {
        state = Mutex(.encoded(json))
    }

    /// Whether the display is still text.
    var isText: Bool {
        state.withLock { state in
            if case .encoded = state { true } else { false }
        }
    }

    /// The display, read from the text on first use and kept.
    var value: DisplayRepresentationValue? {
        state.withLock { state in
            switch state {
            case .decoded(let value):
                return value
            case .encoded(let json):
                let value = Self.read(json)
                state = .decoded(value)
                return value
            }
        }
    }

    private static func read(_ json: ArraySlice<UInt8>) -> DisplayRepresentationValue? {
        json.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            if let value = DisplayRepresentationValue(quickJSON: &parser) { return value }
            // Unreachable when the check and the readers agree (a test holds them to it).
            guard let tree = try? JSONParser.parse(buffer) else { return nil }
            return try? JSONValueDecoder.decode(DisplayRepresentationValue.self, from: tree)
        }
    }
}
