import Foundation
import IntentKit
import IntentKitMacros
import Synchronization

/// How many times anything has read a signal's display or its strength: each reading sees a new number, as an
/// entity does whose display reads state that changes (a clock, a live value).
let signalReadings = Atomic<Int>(0)

/// A signal whose display and computed strength read state that changes at every reading.
struct SignalEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Signal"
    static let defaultQuery = SignalQuery()
    var id: String
    @Property(title: "Band") var band: String
    var displayRepresentation: DisplayRepresentation {
        "Signal reading \(signalReadings.add(1, ordering: .relaxed).newValue)"
    }

    @ComputedProperty(title: "Strength")
    var strength: Int { signalReadings.add(1, ordering: .relaxed).newValue }

    init(id: String, band: String) {
        self.id = id
        self.band = band
    }
}

/// Finds the one signal.
struct SignalQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SignalEntity] {
        identifiers.filter { $0 == "s1" }.map { SignalEntity(id: $0, band: "L") }
    }
}

/// A relay, each carrying the same signal.
struct RelayEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Relay"
    static let defaultQuery = RelayQuery()
    var id: String
    @Property(title: "Signal") var signal: SignalEntity
    var displayRepresentation: DisplayRepresentation { "Relay \(id)" }

    init(id: String) {
        self.id = id
        self.signal = SignalEntity(id: "s1", band: "L")
    }
}

/// Lists six relays.
struct RelayQuery: EnumerableEntityQuery {
    func entities(for identifiers: [String]) async throws -> [RelayEntity] { identifiers.map(RelayEntity.init(id:)) }
    func allEntities() async throws -> [RelayEntity] { (1...6).map { RelayEntity(id: "r\($0)") } }
}
