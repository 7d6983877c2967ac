import Synchronization

/// An entity whose identifier names the same thing on every device, so that the system can refer to it across devices
/// (iOS 27).
///
/// An entity whose `id` is already stable (a server's UUID) adopts it as it is. One that keeps a local identifier
/// and a stable one uses ``SyncableEntityIdentifier`` as its `id`:
/// ```swift
/// struct PhotoEntity: AppEntity, SyncableEntity {
///     var id: SyncableEntityIdentifier<String, UUID>
///     …
/// }
/// ```
/// IntentKit runs on one device: the protocol changes nothing at run time, and the entity is identified by its
/// local identifier on the wire.
public protocol SyncableEntity: AppEntity {}

/// An entity identifier with a local part, which the app uses, and a stable part, the same on every device.
///
/// Its string form, the entity's identifier on the wire, is the local identifier's, and two identifiers are equal
/// when their local parts are: a query finds an entity by its local part, and the entity it returns carries both.
/// An identifier read back from the wire gets the stable part the app paired with that local part when it made one
/// in this run; failing that, the stable part is read from the same text, which is right for identifiers whose parts
/// are equal (`SyncableEntityIdentifier(id:)`). When neither can be done (a `UUID` stable part the app has not
/// paired yet), the text is not a valid identifier, and the request that sent it fails saying so.
public struct SyncableEntityIdentifier<LocalID: EntityIdentifierConvertible, StableID: EntityIdentifierConvertible>: EntityIdentifierConvertible {
    /// The identifier the app uses on this device.
    public var local: LocalID
    /// The identifier that is the same on every device.
    public var stable: StableID

    /// Creates an identifier from its two parts.
    public init(local: LocalID, stable: StableID) {
        self.local = local
        self.stable = stable
        if (local as? StableID) != stable { SyncableStablePairs.remember(stable, for: local.entityIdentifierString, in: Self.self) }
    }

    /// The local identifier's string form.
    public var entityIdentifierString: String { local.entityIdentifierString }

    /// Reads an identifier from the local identifier's string form; `nil` unless both parts can be read from it.
    public static func entityIdentifier(for entityIdentifierString: String) -> Self? {
        guard let local = LocalID.entityIdentifier(for: entityIdentifierString) else { return nil }
        guard let stable = SyncableStablePairs.stable(for: entityIdentifierString, in: Self.self) ?? StableID.entityIdentifier(for: entityIdentifierString) else {
            return nil
        }
        return Self(local: local, stable: stable)
    }

    /// Whether the local parts are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.local == rhs.local }

    /// Hashes the local part.
    public func hash(into hasher: inout Hasher) { hasher.combine(local) }
}

/// The stable parts the app paired with local identifiers that differ from them, so that an identifier read back
/// from its local text gets its stable part again.
enum SyncableStablePairs {
    private static let pairs = Mutex<[String: any Sendable]>([:])

    static func remember<Stable: Sendable>(_ stable: Stable, for local: String, in type: Any.Type) {
        pairs.withLock { $0[key(local, type)] = stable }
    }

    static func stable<Stable>(for local: String, in type: Any.Type) -> Stable? {
        pairs.withLock { $0[key(local, type)] as? Stable }
    }

    private static func key(_ local: String, _ type: Any.Type) -> String { "\(ObjectIdentifier(type).hashValue):\(local)" }
}

extension SyncableEntityIdentifier where LocalID == StableID {
    /// Creates an identifier whose local and stable parts are the same, for an identifier already stable everywhere.
    public init(id: LocalID) {
        self.init(local: id, stable: id)
    }
}
