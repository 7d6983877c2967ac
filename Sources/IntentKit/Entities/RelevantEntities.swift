import Synchronization

/// Entities the app suggests as relevant in a context, such as the audio playing now (iOS 27).
///
/// ```swift
/// try await RelevantEntities.shared.updateEntities([episode], for: .audio(AudioContext("now playing")))
/// ```
/// IntentKit has no system that suggests, so the donations are kept in the app's memory for its run, where
/// ``entities(for:)`` reads them back (for the app's own checks, or an intent that reports them to a test).
public struct RelevantEntities: Sendable {
    /// The app's relevant entities.
    public static let shared = RelevantEntities()

    private static let donations = Mutex<[AppEntityContext: [EntityIdentifier]]>([:])

    private init() {}

    /// Replaces the entities donated for a context.
    public func updateEntities(_ entities: [any AppEntity], for context: AppEntityContext) async throws {
        let identifiers = entities.map { EntityIdentifier(for: $0) }
        Self.donations.withLock { $0[context] = identifiers }
    }

    /// Removes these entities from a context's donations.
    public func removeEntities(_ entities: [any AppEntity], from context: AppEntityContext) async throws {
        let removed = Set(entities.map { EntityIdentifier(for: $0) })
        Self.donations.withLock { $0[context]?.removeAll { removed.contains($0) } }
    }

    /// Removes these entities from every context's donations.
    public func removeEntities(_ entities: [any AppEntity]) async throws {
        let removed = Set(entities.map { EntityIdentifier(for: $0) })
        Self.donations.withLock { donations in
            for context in donations.keys { donations[context]?.removeAll { removed.contains($0) } }
        }
    }

    /// Removes every donation for a context.
    public func removeAllEntities(for context: AppEntityContext) async throws {
        _ = Self.donations.withLock { $0.removeValue(forKey: context) }
    }

    /// The entities donated for a context and not removed, in the order donated.
    public func entities(for context: AppEntityContext) -> [EntityIdentifier] {
        Self.donations.withLock { $0[context] ?? [] }
    }
}

/// Where suggested entities belong: a part of the app's experience, such as its audio.
public struct AppEntityContext: Sendable, Hashable {
    private let domain: String
    private let detail: String

    /// An audio context: what is playing, or a kind of listening.
    public static func audio(_ audioContext: AudioContext) -> AppEntityContext { AppEntityContext(domain: "audio", detail: audioContext.name) }
}

/// Which audio activity a ``AppEntityContext/audio(_:)`` context is about.
///
/// Apple's framework names its audio contexts in overlays IntentKit does not have; here an app names its own.
public struct AudioContext: Sendable, Hashable {
    /// The activity's name.
    public let name: String

    /// Names an audio activity.
    public init(_ name: String) { self.name = name }
}
