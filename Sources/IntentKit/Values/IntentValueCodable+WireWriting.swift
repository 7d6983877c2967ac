import Foundation
import IntentWire

// Each writes exactly what its `intentValue` is written as (`IntentValue.writeJSON(to:)`); a test compares them.

extension String {
    /// Writes `{"string":…}`.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        writer.json.writeRaw("{\"string\":")
        writer.json.writeString(self)
        writer.json.writeRaw("}")
        return true
    }
}

extension Int {
    /// Writes `{"int":…}`.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        writer.json.writeRaw("{\"int\":")
        writer.json.writeRaw(String(self).utf8)
        writer.json.writeRaw("}")
        return true
    }
}

extension Double {
    /// Writes `{"double":…}`; `false` for a number JSON cannot hold.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        writer.writeTaggedNumber("{\"double\":", self)
    }
}

extension Bool {
    /// Writes `{"bool":…}`.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        writer.json.writeRaw(self ? "{\"bool\":true}" : "{\"bool\":false}")
        return true
    }
}

extension Date {
    /// Writes `{"date":…}`, seconds since 2001; `false` for a date JSON cannot hold.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        writer.writeTaggedNumber("{\"date\":", timeIntervalSinceReferenceDate)
    }
}

extension Duration {
    /// Writes `{"duration":…}`, in seconds; `false` for a length JSON cannot hold.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        writer.writeTaggedNumber("{\"duration\":", seconds)
    }
}

extension Optional where Wrapped: IntentValueCodable {
    /// Writes `null`, or the wrapped value.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        guard let self else {
            writer.json.writeRaw("null")
            return true
        }
        return self._intentKitWriteWireValue(to: &writer)
    }
}

extension Array where Element: IntentValueCodable {
    /// Writes `{"array":[…]}`; `false` when an element cannot be written directly.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        // Indices, not `enumerated()`: unspecialized, each call made the runtime look up an enumerated sequence's type.
        guard !isEmpty else {
            writer.json.writeRaw("{\"array\":[]}")
            return true
        }
        writer.json.writeRaw("{\"array\":[")
        for index in indices {
            if index > startIndex { writer.json.writeRaw(",") }
            guard self[index]._intentKitWriteWireValue(to: &writer) else { return false }
        }
        writer.json.writeRaw("]}")
        return true
    }
}

extension EntityPropertyWriter {
    /// Writes `opening`, a number and `}`; `false` for a number JSON cannot hold.
    fileprivate mutating func writeTaggedNumber(_ opening: StaticString, _ number: Double) -> Bool {
        json.writeRaw(opening)
        guard (try? json.writeNumber(number)) != nil else { return false }
        json.writeRaw("}")
        return true
    }
}
