import Foundation
import IntentJSON
import IntentWire

/// The entities nested in properties that one run of writing (a page of entities, or half of one) has written,
/// so that one nested again is copied from its text instead of written again.
///
/// The entities of a page often nest the same few: every CometCal event carries its calendar, and writing that
/// calendar again for each event (its properties, its display representation) was a fifth of writing the event.
/// An entity counts as written before when its type is the same and its data bytes are (see ``ValueImage``): then
/// it holds the same numbers and refers to the same strings, arrays and objects, which a copy kept here keeps
/// from being freed and reused. Its text is then what writing it again would give, provided that its display
/// representation and computed properties depend on its value alone, as they should; one that reads state that
/// changes while a page is written may show the state of its first writing throughout the page.
///
/// The least recently copied one makes room for the next, so that entities made anew for each entity written
/// (by a computed property) do not push out those that come again. A run whose nested entities hardly ever come
/// again stops keeping them, so that it pays for the comparisons only.
///
/// Not shared between threads: each run of writing has its own.
final class NestedEntityTexts {
    private struct Written {
        let type: ObjectIdentifier
        /// The entity's data bytes, run after run.
        let image: [UInt8]
        /// A copy of the entity, kept so that what its bytes refer to stays allocated and unchanged.
        let entity: Any
        /// What it was written as: the entity object, `{"type":…}`.
        let text: [UInt8]
        /// When it was last written or copied, counted in lookups.
        var lastUse: Int
    }

    /// How many are kept: a few, so that entities alternating between several nested ones still find them.
    private static let capacity = 8
    /// After this many entities written in full, keeping them stops unless at least a quarter as many were copied.
    private static let trialLength = 32
    private var written: [Written] = []
    private var lookups = 0
    private var misses = 0
    /// How many entities were copied instead of written.
    private(set) var reuses = 0

    /// Creates an empty memory of written entities.
    init() {}

    /// Whether entities written in full are still worth keeping.
    var keepsEntities: Bool { misses < Self.trialLength || reuses * 4 >= misses }

    /// Writes the text of an entity written before, if the entity at `address` is one; `false` when it is not.
    /// - Parameter runs: Where the entity type keeps its data (``ValueImage/runs(of:)``), not empty.
    func writeText(ofEntityAt address: UnsafeRawPointer, type: ObjectIdentifier, runs: UnsafeBufferPointer<ValueImage.Run>, to writer: inout JSONWriter) -> Bool {
        lookups += 1
        for index in written.indices where written[index].type == type && Self.matches(address, runs, written[index].image) {
            written[index].text.withUnsafeBufferPointer { writer.writeBytes($0) }
            written[index].lastUse = lookups
            reuses += 1
            return true
        }
        misses += 1
        return false
    }

    /// Remembers what the entity at `address` (a copy of which is `entity`) was written as, in place of the least
    /// recently used one when full.
    func remember(_ entity: Any, at address: UnsafeRawPointer, type: ObjectIdentifier, runs: UnsafeBufferPointer<ValueImage.Run>, text: [UInt8]) {
        var image: [UInt8] = []
        image.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        for run in runs { image.append(contentsOf: UnsafeRawBufferPointer(start: address + run.offset, count: run.count)) }
        let entry = Written(type: type, image: image, entity: entity, text: text, lastUse: lookups)
        if written.count < Self.capacity {
            written.append(entry)
        } else if let oldest = written.indices.min(by: { written[$0].lastUse < written[$1].lastUse }) {
            written[oldest] = entry
        }
    }

    /// Whether the data at `address` is `image`, run by run.
    private static func matches(_ address: UnsafeRawPointer, _ runs: UnsafeBufferPointer<ValueImage.Run>, _ image: [UInt8]) -> Bool {
        image.withUnsafeBytes { image in
            var position = 0
            for run in runs {
                guard memcmp(address + run.offset, image.baseAddress! + position, run.count) == 0 else { return false }
                position += run.count
            }
            return true
        }
    }
}
