import IntentWire

/// What a query found, held as the entities themselves and converted to wire values only a page at a time.
///
/// At 100,000 events converting every entity before sending the first page
/// took seconds and held a dictionary of values per entity; held as entities,
/// each page is converted when it is asked for (or just before: see
/// ``ResultPages``), and written straight to JSON text.
struct FoundEntities: Sendable {
    /// How many entities were found.
    let count: Int
    /// Whether these are the entities asked for by identifier, every one, in the order asked (so that a search's
    /// hits need no reordering).
    let isInRequestedOrder: Bool
    private let identifierAt: @Sendable (Int) -> String
    private let valueAt: @Sendable (Int) -> EntityValue
    private let writeAt: @Sendable (Int, inout JSONWriter, inout EntityWritingScratch) -> Bool

    /// The entities a query returned, in its order; `inRequestedOrder` when they are those asked for by identifier,
    /// in that order.
    init<Entity: AppEntity>(_ entities: [Entity], inRequestedOrder: Bool = false) {
        count = entities.count
        isInRequestedOrder = inRequestedOrder
        // In place: subscripting the array copied each entity (see `EntitiesInPlace`).
        identifierAt = { EntitiesInPlace.identifier(of: entities, at: $0) }
        valueAt = { EntitiesInPlace.value(of: entities, at: $0) }
        let facts = EntityTypeFacts.of(Entity.self)
        writeAt = { EntitiesInPlace.write(entities, at: $0, to: &$1, scratch: &$2, type: facts) }
    }

    private init(
        count: Int, identifierAt: @escaping @Sendable (Int) -> String, valueAt: @escaping @Sendable (Int) -> EntityValue,
        writeAt: @escaping @Sendable (Int, inout JSONWriter, inout EntityWritingScratch) -> Bool
    ) {
        self.count = count
        self.isInRequestedOrder = false
        self.identifierAt = identifierAt
        self.valueAt = valueAt
        self.writeAt = writeAt
    }

    /// Nothing found.
    static let none = FoundEntities(
        count: 0, identifierAt: { _ in "" }, valueAt: { _ in EntityValue(typeIdentifier: "", instanceIdentifier: "") }, writeAt: { _, _, _ in false })

    /// The identifier of the entity at `position`, without converting it.
    func identifier(at position: Int) -> String { identifierAt(position) }

    /// The wire values of the entities in `range`.
    func values(_ range: Range<Int>) -> [EntityValue] { range.map(valueAt) }

    /// Every entity's wire value.
    var allValues: [EntityValue] { values(0..<count) }

    /// The entities in `range`, written as JSON; as wire values when one of them needs the tree path.
    ///
    /// The first few entities are written and timed; the rest are written in two halves at once when each half
    /// would take long enough to run on another core (see ``leastHalfWorthAnotherCore``), else after them.
    func page(_ range: Range<Int>, splitting: PageSplitting = .whenWorthIt) -> EntityPage {
        let timed = range.prefix(Self.entitiesTimedBeforeSplitting)
        var writer = JSONWriter(capacity: timed.count * Self.bytesExpectedPerEntity)
        var scratch = EntityWritingScratch()
        let clock = ContinuousClock()
        let start = clock.now
        guard write(timed, to: &writer, scratch: &scratch) else { return .values(values(range)) }
        let rest = timed.upperBound..<range.upperBound
        let split =
            switch splitting {
            case .never: false
            case .always: rest.count >= 2
            case .whenWorthIt: Self.isWorthSplitting(rest.count, after: timed.count, took: clock.now - start)
            }
        guard split else {
            guard !rest.isEmpty else { return .encoded(EncodedEntities(json: writer.bytes, count: range.count)) }
            writer.reserveCapacity(range.count * Self.bytesExpectedPerEntity)
            writer.writeRaw(",")
            guard write(rest, to: &writer, scratch: &scratch) else { return .values(values(range)) }
            return .encoded(EncodedEntities(json: writer.bytes, count: range.count))
        }
        let (first, second) = RangeHalves.map(rest) { self.written($0) }
        guard let first, let second else { return .values(values(range)) }
        return .encoded(EncodedEntities(runs: [writer.bytes, first, second], count: range.count))
    }

    /// Room for an entity's text, so that writing a page seldom grows its buffer (a CometCal event is about 900 bytes).
    private static let bytesExpectedPerEntity = 1_024

    /// How many entities are written before deciding whether to write the rest in two halves at once.
    static let entitiesTimedBeforeSplitting = 16

    /// Whether `remaining` entities are worth writing in two halves at once, when the `timed` before them took
    /// `duration`.
    static func isWorthSplitting(_ remaining: Int, after timed: Int, took duration: Duration) -> Bool {
        guard remaining >= 2, timed > 0 else { return false }
        return duration / timed * remaining >= leastHalfWorthAnotherCore * 2
    }

    /// The least time each half of a page's writing must be expected to take for the second to go to another
    /// thread.
    ///
    /// Another thread pays only when the kernel runs it on another core, and on a virtual machine it does so only
    /// for long work. Waking a halted virtual CPU costs the host a round trip (37-61 µs measured on the 2-core
    /// benchmark machine), so the kernel wakes the helper on the busy core instead, where the two merely take
    /// turns. There, `DispatchQueue.concurrentPerform` ran two halves of 46 µs on two cores at once 0-7 times in
    /// 300, of 230 µs 33-44 times, of 350 µs 63 times, of 470 µs 287 times and of 700 µs 297 times. A scheduler
    /// trace of the benchmark's 107-event search at 1,000 events (halves of about 150 µs) showed the halves
    /// taking turns on one core in all 11 requests traced.
    static let leastHalfWorthAnotherCore = Duration.microseconds(400)

    /// The entities in `range` as JSON objects separated by commas; `nil` when one of them needs the tree path.
    private func written(_ range: Range<Int>) -> [UInt8]? {
        var writer = JSONWriter(capacity: range.count * Self.bytesExpectedPerEntity)
        var scratch = EntityWritingScratch()
        return write(range, to: &writer, scratch: &scratch) ? writer.bytes : nil
    }

    /// Writes the entities in `range` as JSON objects separated by commas; `false` when one of them needs the tree
    /// path.
    private func write(_ range: Range<Int>, to writer: inout JSONWriter, scratch: inout EntityWritingScratch) -> Bool {
        for position in range {
            if position > range.lowerBound { writer.writeRaw(",") }
            guard writeAt(position, &writer, &scratch) else { return false }
        }
        return true
    }

    /// The entities at these positions, in this order.
    func selecting(_ positions: [Int]) -> FoundEntities {
        let identifierAt = identifierAt
        let valueAt = valueAt
        let writeAt = writeAt
        return FoundEntities(
            count: positions.count, identifierAt: { identifierAt(positions[$0]) }, valueAt: { valueAt(positions[$0]) },
            writeAt: { writeAt(positions[$0], &$1, &$2) })
    }
}

/// Whether a page's entities are written in two halves at once.
enum PageSplitting: Sendable {
    /// When timing the first entities shows each half would take long enough to run on another core.
    case whenWorthIt
    /// Whenever there are at least two entities after the first few (for tests of the joined text).
    case always
    /// Never: every entity in turn on the calling thread.
    case never
}

/// One page of entities, ready to send.
enum EntityPage: Sendable {
    /// Written as JSON, straight from the entities.
    case encoded(EncodedEntities)
    /// As wire values, for entities with a value that only the tree path writes.
    case values([EntityValue])

    /// The response that carries this page.
    func response(page: PageInfo?) -> EntityQueryResponse {
        switch self {
        case .encoded(let entities): EntityQueryResponse(encodedEntities: entities, page: page)
        case .values(let entities): EntityQueryResponse(entities: entities, page: page)
        }
    }
}
