import IntentJSON
import Synchronization

/// A value read from JSON text that was checked when it arrived, so that reading it cannot fail.
package protocol ReadFromCheckedText: Sendable {
    /// The value the text holds.
    static func read(checkedText: ArraySlice<UInt8>) -> Self
}

/// JSON text kept as it arrived and read into a value the first time the value is asked for, then kept as it.
///
/// A value type over storage that is not generic: a reply of a thousand entities makes two of these per entity,
/// and as a generic class each one's deinit looked up the metadata of its generic lock and state three times.
package struct TextReadOnce<Value: ReadFromCheckedText>: Sendable {
    private let storage: TextReadOnceStorage

    /// Keeps `json`, text the value's reader accepts.
    package init(json: [UInt8]) {
        storage = TextReadOnceStorage(text: json[...])
    }

    /// Keeps `json`, part of a buffer shared with other text of the same entity.
    package init(json: ArraySlice<UInt8>) {
        storage = TextReadOnceStorage(text: json)
    }

    /// The text, while it has not been read.
    var text: ArraySlice<UInt8>? { storage.text }

    /// The value when it has been read, else the text.
    var current: Either {
        switch storage.current {
        case .text(let json): .text(json)
        case .value(let read): .value(unsafeDowncast(read, to: ReadValue<Value>.self).value)
        }
    }

    /// The value read, or the text still to read.
    enum Either {
        case text(ArraySlice<UInt8>)
        case value(Value)
    }

    /// The value, read from the text on first use and kept.
    var value: Value {
        let read = storage.value { text in ReadValue(Value.read(checkedText: text)) }
        return unsafeDowncast(read, to: ReadValue<Value>.self).value
    }
}

/// The text of a ``TextReadOnce``, then the value read from it (boxed, so that this class need not be generic).
private final class TextReadOnceStorage: Sendable {
    enum State {
        case text(ArraySlice<UInt8>)
        case value(AnyObject & Sendable)
    }

    /// The text, or the value read from it.
    var current: State { state.withLock { $0 } }

    private let state: Mutex<State>

    init(text: ArraySlice<UInt8>) {
        state = Mutex(.text(text))
    }

    var text: ArraySlice<UInt8>? {
        state.withLock { state in
            if case .text(let json) = state { json } else { nil }
        }
    }

    /// The value read, reading it with `read` the first time.
    func value(read: (ArraySlice<UInt8>) -> AnyObject & Sendable) -> AnyObject & Sendable {
        state.withLock { state in
            switch state {
            case .value(let value):
                return value
            case .text(let json):
                let value = read(json)
                state = .value(value)
                return value
            }
        }
    }
}

/// A value read from text, boxed.
private final class ReadValue<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// An entity's property values kept as JSON text (a `properties` object), read into values the first time they
/// are asked for.
///
/// The test side keeps the text each entity arrived as: a large reply's entities are mostly counted, listed by
/// title or looked up by identifier, and reading every property of each into a dictionary took it more time than
/// the app took to write them. The text was checked when it arrived (``JSONParser/skipCompactPropertyValues()``), so
/// reading it later cannot fail. The app keeps the text it writes when it makes an entity's value (an intent's
/// result, an entity nested in a value written from its values), which is then copied into the reply instead of
/// built as a dictionary and written again.
package typealias EncodedPropertyValues = TextReadOnce<[String: IntentValue]>

/// An entity's display representation kept as JSON text, read into a value the first time it is asked for.
///
/// Making the title and subtitle strings of every entity of a large reply cost the test side a fifth of its
/// time per entity, and most entities' displays are never looked at. The text shares one copy with the entity's
/// `properties` text, and was checked when it arrived (``JSONParser/skipCompactDisplay()``).
package typealias EncodedDisplay = TextReadOnce<DisplayRepresentationValue?>

extension Dictionary: ReadFromCheckedText where Key == String, Value == IntentValue {
    /// Reads a `properties` object.
    package static func read(checkedText json: ArraySlice<UInt8>) -> Self {
        json.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            // The check accepts less than the reader does, so this cannot fail (a fuzz target holds them to it).
            return (try? EntityValue.readPropertyValues(&parser)) ?? [:]
        }
    }
}

extension Optional: ReadFromCheckedText where Wrapped == DisplayRepresentationValue {
    /// Reads a display representation's object.
    package static func read(checkedText json: ArraySlice<UInt8>) -> Self {
        json.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            // The check accepts less than the reader does, so this cannot fail (a fuzz target holds them to it).
            return try? DisplayRepresentationValue(json: &parser)
        }
    }
}
