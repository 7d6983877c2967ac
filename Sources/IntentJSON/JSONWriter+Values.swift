/// The pieces wire types write themselves from: keyed fragments, optional members, numbers as Swift writes them,
/// and text sent from where it lies.
///
/// Keys are written with their punctuation as one fragment (`,"id":`): a large result writes a few hundred
/// fragments per entity, and each call counted.
extension JSONWriter {
    /// Appends a fragment (`,"key":`, with its punctuation) and a string value.
    @inlinable public mutating func writeString(_ fragment: StaticString, _ value: String) {
        writeRaw(fragment)
        writeString(value)
    }

    /// Appends `,"key":"value"` (the fragment holds the comma, the quoted key and the colon) when there is a value.
    @inlinable public mutating func writeOptional(_ fragment: StaticString, _ value: String?) {
        guard let value else { return }
        writeString(fragment, value)
    }

    /// Appends `,"key":[…]` when there are strings.
    @inlinable public mutating func writeOptional(_ fragment: StaticString, _ strings: [String]?) {
        guard let strings else { return }
        writeRaw(fragment)
        writeStrings(strings)
    }

    /// Appends an array of strings.
    @inlinable public mutating func writeStrings(_ strings: [String]) {
        writeRaw("[")
        for (position, string) in strings.enumerated() {
            if position > 0 { writeRaw(",") }
            writeString(string)
        }
        writeRaw("]")
    }

    /// Appends a finite number as its shortest round-tripping text (Swift's `description` of it).
    /// - Throws: For a number JSON cannot hold (NaN, an infinity).
    @inlinable public mutating func writeNumber(_ value: Double) throws(JSONCodingError) {
        if let hundredths = Self.exactHundredths(value) {
            writeHundredths(hundredths, negative: value < 0)
            return
        }
        guard value.isFinite else { throw JSONCodingError("\(value) is not a number JSON can hold; send a finite number") }
        // The text `description` gives, without making a string of it: `write(to:)` hands its digits over as
        // ASCII bytes (a date's text cost an allocation and a copy, three times an event).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.capacity) { buffer in
            var text = NumberText(buffer: buffer)
            value.write(to: &text)
            writeBytes(UnsafeBufferPointer(rebasing: buffer[..<text.count]))
        }
    }

    /// The number as a whole count of hundredths, when it is one (dates to the centisecond, durations, amounts):
    /// at most 2^40 in size, so that no other decimal of two places or fewer reads as the same `Double`, and its
    /// shortest text is those digits.
    @inlinable static func exactHundredths(_ value: Double) -> UInt64? {
        let magnitude = value.magnitude
        guard magnitude >= 0.01, magnitude < 0x1p40 else { return nil }
        let scaled = (magnitude * 100).rounded()
        guard scaled / 100 == magnitude else { return nil }
        return UInt64(scaled)
    }

    /// Writes hundredths as Swift writes the number: `12.0`, `12.5`, `12.25`.
    @inlinable mutating func writeHundredths(_ hundredths: UInt64, negative: Bool) {
        // Sign, 11 integer digits, a point and two decimals.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
            var end = buffer.count
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            let fraction = hundredths % 100
            if fraction % 10 != 0 { put(UInt8(ascii: "0") + UInt8(fraction % 10)) }
            put(UInt8(ascii: "0") + UInt8(fraction / 10))
            put(UInt8(ascii: "."))
            var whole = hundredths / 100
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if negative { put(UInt8(ascii: "-")) }
            writeBytes(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }
}

/// Collects the text a number writes of itself into a buffer long enough for any `Double`'s (at most 24 bytes:
/// `-2.2250738585072014e-308`).
@usableFromInline struct NumberText: TextOutputStream {
    @usableFromInline static let capacity = 32
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var count = 0

    @inlinable init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends the string's UTF-8 bytes, as many as fit.
    @inlinable public mutating func write(_ string: String) {
        for byte in string.utf8 where count < buffer.count {
            buffer[count] = byte
            count += 1
        }
    }

    /// What `Double.write(to:)` calls with its digits.
    @inlinable public mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes where count < buffer.count {
            buffer[count] = byte
            count += 1
        }
    }
}

extension JSONWriter {
    /// Appends an array, each element written by `element`; an element's error names its position.
    @inlinable public mutating func writeArray<Element>(_ elements: [Element], _ element: (inout JSONWriter, Element) throws(JSONCodingError) -> Void)
        throws(JSONCodingError)
    {
        writeRaw("[")
        for (position, value) in elements.enumerated() {
            if position > 0 { writeRaw(",") }
            do {
                try element(&self, value)
            } catch {
                throw error.inside(element: position)
            }
        }
        writeRaw("]")
    }

    /// Appends an array of values whose writing cannot fail.
    @inlinable public mutating func writeArray<Element>(_ elements: [Element], _ element: (inout JSONWriter, Element) -> Void) {
        writeRaw("[")
        for (position, value) in elements.enumerated() {
            if position > 0 { writeRaw(",") }
            element(&self, value)
        }
        writeRaw("]")
    }

    /// Appends `fragment` and `true` or `false` when there is a flag (`,"key":true`).
    @inlinable public mutating func writeOptional(_ fragment: StaticString, _ flag: Bool?) {
        guard let flag else { return }
        writeRaw(fragment)
        writeRaw(flag ? "true" : "false")
    }

    /// Opens an object with a type's name and display name: `{"name":…,"displayName":…`.
    @inlinable public mutating func openObject(named name: String, displayName: String) {
        writeString("{\"name\":", name)
        writeString(",\"displayName\":", displayName)
    }
}
