import IntentKit

/// An entity whose queries throw, so app errors from every surface are tested.
struct ProbeEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Probe"
    static let defaultQuery = ProbeQuery()
    var id: String
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// Every query throws ``FaultError``.
struct ProbeQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ProbeEntity] { throw FaultError.coolantLow }
    func entities(matching string: String) async throws -> [ProbeEntity] { throw FaultError.reactorBreach(stage: 1) }
}

/// A value query that throws.
struct ProbeValueQuery: IntentValueQuery {
    func values(for input: String) async throws -> [ProbeEntity] { throw FaultError.reactorBreach(stage: 2) }
}
