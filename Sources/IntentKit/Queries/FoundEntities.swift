import IntentJSON
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
    /// A large page is written in two halves at once: writing is the app's whole cost for a large result, the
    /// client reads the text in less time than one core takes to write it, and a second core was otherwise idle.
    func page(_ range: Range<Int>) -> EntityPage {
        guard range.count >= Self.smallestPageWrittenInHalves else {
            guard let json = written(range) else { return .values(values(range)) }
            return .encoded(EncodedEntities(json: json, count: range.count))
        }
        let (first, second) = RangeHalves.map(range) { self.written($0) }
        guard let first, let second else { return .values(values(range)) }
        return .encoded(EncodedEntities(runs: [first, second], count: range.count))
    }

    /// Below this many entities a page is written on one thread: handing half to another costs more than it saves.
    static let smallestPageWrittenInHalves = 64

    /// The entities in `range` as JSON objects separated by commas; `nil` when one of them needs the tree path.
    private func written(_ range: Range<Int>) -> [UInt8]? {
        // A CometCal event is about 900 bytes.
        var writer = JSONWriter(capacity: range.count * 1_024)
        var scratch = EntityWritingScratch()
        for position in range {
            if position > range.lowerBound { writer.writeRaw(",") }
            guard writeAt(position, &writer, &scratch) else { return nil }
        }
        return writer.bytes
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
