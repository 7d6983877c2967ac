import IntentWire

/// What a query found, held as the entities themselves and converted to wire values only a page at a time.
///
/// At 100,000 events converting every entity before sending the first page
/// took seconds and held a dictionary of values per entity; held as entities,
/// each page is converted when it is asked for (or just before: see
/// ``ResultPages``).
struct FoundEntities: Sendable {
    /// How many entities were found.
    let count: Int
    private let identifierAt: @Sendable (Int) -> String
    private let valueAt: @Sendable (Int) -> EntityValue

    /// The entities a query returned, in its order.
    init<Entity: AppEntity>(_ entities: [Entity]) {
        count = entities.count
        identifierAt = { entities[$0].id.entityIdentifierString }
        valueAt = { entities[$0].entityValue }
    }

    private init(count: Int, identifierAt: @escaping @Sendable (Int) -> String, valueAt: @escaping @Sendable (Int) -> EntityValue) {
        self.count = count
        self.identifierAt = identifierAt
        self.valueAt = valueAt
    }

    /// Nothing found.
    static let none = FoundEntities(count: 0, identifierAt: { _ in "" }, valueAt: { _ in EntityValue(typeIdentifier: "", instanceIdentifier: "") })

    /// The identifier of the entity at `position`, without converting it.
    func identifier(at position: Int) -> String { identifierAt(position) }

    /// The wire values of the entities in `range`.
    func values(_ range: Range<Int>) -> [EntityValue] { range.map(valueAt) }

    /// Every entity's wire value.
    var allValues: [EntityValue] { values(0..<count) }

    /// The entities at these positions, in this order.
    func selecting(_ positions: [Int]) -> FoundEntities {
        let identifierAt = identifierAt
        let valueAt = valueAt
        return FoundEntities(count: positions.count, identifierAt: { identifierAt(positions[$0]) }, valueAt: { valueAt(positions[$0]) })
    }
}
