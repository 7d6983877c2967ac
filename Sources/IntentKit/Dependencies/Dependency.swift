import IntentWire
import Synchronization

/// Reads a service the app registered with ``AppDependencyManager`` at start-up.
///
/// Intents and queries declare what they need; IntentKit hands every reader
/// the same instance.
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

    private let services = Mutex<[String: any Sendable]>([:])

    /// Registers a service under its type (and an optional key), replacing any earlier one.
    public func add<Value: Sendable>(key: String? = nil, dependency: Value) {
        services.withLock { $0[Self.slot(Value.self, key)] = dependency }
    }

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

    private static func slot(_ type: Any.Type, _ key: String?) -> String {
        String(reflecting: type) + "|" + (key ?? "")
    }
}
