import Foundation

/// What the store's reads need that its snapshot does not keep: events in date order, and a title index.
///
/// Derived from the events alone, so it can be built off the store's actor (see ``DerivedIndexBuilder``).
struct DerivedEventIndexes: Sendable {
    /// Event positions ordered by start date, then title.
    var order: [Int]
    /// Each event position's place in ``order``.
    var rank: [Int]
    /// Each event position's title, searchable by substring.
    var titles: EventTitleIndex

    /// Builds the indexes of these events from nothing, in time linear in their number.
    init(_ events: [EventRecord]) {
        let order = events.indices.sorted { Self.precedes(events[$0], events[$1]) }
        self.order = order
        self.rank = Self.ranks(of: order)
        self.titles = EventTitleIndex(titles: events.map(\.title))
    }

    /// The indexes after events were appended at `firstNew...`: the new ones merged into the order, their titles indexed.
    init(appendingFrom firstNew: Int, to previous: DerivedEventIndexes, events: [EventRecord]) {
        let added = (firstNew..<events.count).sorted { Self.precedes(events[$0], events[$1]) }
        var merged: [Int] = []
        merged.reserveCapacity(events.count)
        var old = previous.order.makeIterator()
        var new = added.makeIterator()
        var nextOld = old.next()
        var nextNew = new.next()
        while let position = nextOld ?? nextNew {
            if let oldPosition = nextOld, let newPosition = nextNew {
                if Self.precedes(events[newPosition], events[oldPosition]) {
                    merged.append(newPosition)
                    nextNew = new.next()
                } else {
                    merged.append(oldPosition)
                    nextOld = old.next()
                }
            } else {
                merged.append(position)
                if nextOld != nil { nextOld = old.next() } else { nextNew = new.next() }
            }
        }
        var titles = previous.titles
        titles.append(events[firstNew...].map(\.title))
        self.order = merged
        self.rank = Self.ranks(of: merged)
        self.titles = titles
    }

    /// Moves a changed event to its place in the order and re-indexes its title.
    mutating func update(_ position: Int, events: [EventRecord]) {
        order.remove(at: rank[position])
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(events[order[middle]], events[position]) { low = middle + 1 } else { high = middle }
        }
        order.insert(position, at: low)
        rank = Self.ranks(of: order)
        titles.replace(at: position, with: events[position].title)
    }

    private static func precedes(_ a: EventRecord, _ b: EventRecord) -> Bool { (a.startDate, a.title) < (b.startDate, b.title) }

    private static func ranks(of order: [Int]) -> [Int] {
        var rank = [Int](repeating: 0, count: order.count)
        for (place, position) in order.enumerated() { rank[position] = place }
        return rank
    }
}
