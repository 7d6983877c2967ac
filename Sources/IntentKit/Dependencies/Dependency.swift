import IntentWire
import Synchronization

/// Reads a service the app registered with ``AppDependencyManager`` at start-up.
///
/// Intents, queries, options providers and any other type declare what they
/// need; IntentKit hands every reader the same instance.
/// ```swift
/// @Dependency var store: CalendarStore
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let key: String?

    /// Reads the dependency registered for the value's type.
    public init() { self.key = nil }

    /// Reads the dependency registered under a key.
    public init(key: String) { self.key = key }

    /// The registered service; a missing registration stops the app with a message saying how to register it.
    public var wrappedValue: Value {
        AppDependencyManager.shared.resolve(Value.self, key: key)
    }
}

/// The registry of services intents and queries read through ``Dependency``.
///
/// Register every service before the first request is served: in the app
/// description's `dependencies` closure, which IntentKit runs before serving.
public final class AppDependencyManager: Sendable {
    /// The app's manager.
    public static let shared = AppDependencyManager()

    private let services = Mutex<[Slot: any Sendable]>([:])
    private let pending = Mutex<[(slot: Slot, make: @Sendable () async throws -> any Sendable)]>([])

    /// Registers a service under its type (and an optional key), replacing any earlier one.
    public func add<Value: Sendable>(key: String? = nil, dependency: Value) {
        services.withLock { $0[Self.slot(Value.self, key)] = dependency }
    }

    /// Registers a service made by a closure, which IntentKit runs once before the next request is served.
    ///
    /// ```swift
    /// AppDependencyManager.shared.add { try await CalendarStore.open() }
    /// ```
    /// A closure that throws stops the app at start-up with its error.
    public func add<Value: Sendable>(key: String? = nil, dependency: @escaping @Sendable () async throws -> Value) {
        let slot = Self.slot(Value.self, key)
        pending.withLock { $0.append((slot, { try await dependency() })) }
    }

    /// Registers a service made by a synchronous closure, which IntentKit runs once before the next request is served.
    ///
    /// This overload makes `add { Store() }` register a `Store`, not the closure itself.
    public func add<Value: Sendable>(key: String? = nil, dependency: @escaping @Sendable () throws -> Value) {
        let slot = Self.slot(Value.self, key)
        pending.withLock { $0.append((slot, { try dependency() })) }
    }

    /// Runs the registered closures that have not run yet, and registers what they make.
    func resolvePending() async throws {
        while let next = pending.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            let service = try await next.make()
            services.withLock { $0[next.slot] = service }
        }
    }

    /// Whether closures are waiting to run.
    var hasPending: Bool { pending.withLock { !$0.isEmpty } }

    func resolve<Value: Sendable>(_ type: Value.Type, key: String?) -> Value {
        guard let service = services.withLock({ $0[Self.slot(type, key)] }) as? Value else {
            let keyText = key.map { " with key \"\($0)\"" } ?? ""
            fatalError(
                "no dependency of type \(Value.self)\(keyText) is registered; call AppDependencyManager.shared.add(dependency:) in the app description's dependencies closure, which runs before the first request"
            )
        }
        return service
    }

    /// The service registered for a type, if any.
    func registered<Value>(_ type: Value.Type, key: String? = nil) -> Value? {
        services.withLock { $0[Self.slot(type, key)] } as? Value
    }

    private static func slot(_ type: Any.Type, _ key: String?) -> Slot {
        Slot(type: ObjectIdentifier(type), key: key)
    }

    /// Where one service is kept: its type and optional key (a type's name is not worked out on every read).
    private struct Slot: Hashable {
        let type: ObjectIdentifier
        let key: String?
    }
}

/// The name Apple's newer App Intents code uses for ``Dependency``.
public typealias AppDependency = Dependency
