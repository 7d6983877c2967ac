import Synchronization

/// An entity's property values kept as JSON text (a `properties` object), read into values the first time they
/// are asked for.
///
/// The test side keeps the text each entity arrived as: a large reply's entities are mostly counted, listed by
/// title or looked up by identifier, and reading every property of each into a dictionary took it more time than
/// the app took to write them. The text was checked when it arrived (``JSONParser/skipPropertyValues()``), so
/// reading it later cannot fail. The app keeps the text it writes when it makes an entity's value (an intent's
/// result, an entity nested in a value written from its values), which is then copied into the reply instead of
/// built as a dictionary and written again.
package final class EncodedPropertyValues: Sendable {
    private enum State {
        case encoded(ArraySlice<UInt8>)
        case decoded([String: IntentValue])
    }

    private let state: Mutex<State>

    /// Keeps `json`, a non-empty `properties` object that ``JSONParser/skipPropertyValues()`` accepts (as
    /// ``JSONWriter/writeMember(_:_:first:)`` writes them between braces, with unique names).
    package init(json: [UInt8]) {
        state = Mutex(.encoded(json[...]))
    }

    /// Keeps `json`, part of a buffer shared with the entity's other text (see ``EncodedDisplay``).
    package init(json: ArraySlice<UInt8>) {
        state = Mutex(.encoded(json))
    }

    /// The text, while it has not been read into values.
    var text: ArraySlice<UInt8>? {
        state.withLock { state in
            if case .encoded(let json) = state { json } else { nil }
        }
    }

    /// The values, read from the text on first use and kept.
    var values: [String: IntentValue] {
        state.withLock { state in
            switch state {
            case .decoded(let values):
                return values
            case .encoded(let json):
                let values = Self.read(json)
                state = .decoded(values)
                return values
            }
        }
    }

    private static func read(_ json: ArraySlice<UInt8>) -> [String: IntentValue] {
        json.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            if let values = EntityValue.readPropertyValues(&parser) { return values }
            // Unreachable when the checks and the readers agree (a test holds them to it); read as a tree so
            // that a disagreement costs time, not values.
            guard let tree = try? JSONParser.parse(buffer), let values = try? JSONValueDecoder.decode([String: IntentValue].self, from: tree) else {
                return [:]
            }
            return values
        }
    }
}
