import Foundation

/// The last few nested objects (entities) a compact check accepted, by where their text is, so that one that
/// comes again byte for byte is taken without being checked again.
///
/// The entities of a page often nest the same few (every event of a calendar carries that calendar), and checking
/// each copy was about a tenth of reading a CometCal event. The check of an entity reads nothing but its text and
/// how deep it is nested, so the same bytes at the same depth would pass it again. A few are kept, not one:
/// CometCal's events alternate between two calendars.
public struct CheckedEntityTexts {
    @usableFromInline struct Text {
        @usableFromInline var start: Int
        @usableFromInline var count: Int
        @usableFromInline var depth: Int

        @inlinable init(start: Int, count: Int, depth: Int) {
            (self.start, self.count, self.depth) = (start, count, depth)
        }
    }

    @usableFromInline static let capacity = 4
    @usableFromInline var texts: [Text] = []
    @usableFromInline var next = 0

    /// Remembers the entity text that passed the check at `start..<start + count`, nested `depth` deep.
    @inlinable public mutating func remember(start: Int, count: Int, depth: Int) {
        let text = Text(start: start, count: count, depth: depth)
        if texts.count < Self.capacity {
            texts.append(text)
        } else {
            texts[next] = text
            next = (next + 1) % Self.capacity
        }
    }

    /// How many bytes at `position` repeat a remembered text of the same depth; `nil` when none does.
    @inlinable public func repeatedCount(in bytes: UnsafeBufferPointer<UInt8>, at position: Int, depth: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        for text in texts where text.depth == depth && bytes.count - position >= text.count {
            if memcmp(base + text.start, base + position, text.count) == 0 { return text.count }
        }
        return nil
    }
}
