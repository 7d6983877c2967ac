import IntentKitClient
import IntentWire

extension AppEntityDefinition: ResolvableAppEntityExpectation {
    /// Whether the value is an entity of this type, any instance (a reference included).
    public func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        entity(in: value) != nil
    }

    /// An expectation of an entity of this type whose properties meet the checks given by name:
    /// `events.expect(title: .equals("Crew Lunch"), notes: .isNil)`.
    public var expect: IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation> {
        IntentValueExpectationCallable { [self] checks, problem in
            AppEntityExpectation(definition: self, identifier: nil, properties: checks, problem: problem)
        }
    }

    /// An expectation of the one instance of this type with `identifier`; needs no query.
    public func expectIdentifier(_ identifier: String) -> AppEntityIdentifierExpectation {
        AppEntityIdentifierExpectation(definition: self, identifier: identifier)
    }

    /// The entity `value` holds when it is one of this type.
    func entity(in value: (any IntentValueExpressing)?) -> EntityValue? {
        guard case .entity(let entity)? = value?.makeExpression().value, entity.typeIdentifier == typeIdentifier else { return nil }
        return entity
    }
}

/// An expectation of one instance of an entity type, by identifier; it needs no query, so it may check a parameter.
public struct AppEntityIdentifierExpectation: ResolvableAppEntityExpectation, CustomStringConvertible {
    /// The entity type.
    public let definition: AppEntityDefinition
    /// The instance identifier expected.
    public let identifier: String

    /// Whether the value is the entity of the type with the identifier (a reference to it included).
    public func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        definition.entity(in: value)?.instanceIdentifier == identifier
    }

    /// The same instance, with its properties checked too: `expectIdentifier("42").expect(title: .notNil)`.
    public var expect: IntentValueExpectationCallable<any IntentValueExpectation, AppEntityExpectation> {
        IntentValueExpectationCallable { [definition, identifier] checks, problem in
            AppEntityExpectation(definition: definition, identifier: identifier, properties: checks, problem: problem)
        }
    }

    /// `EventEntity("42")`.
    public var description: String { "\(definition.typeIdentifier)(\"\(identifier)\")" }
}

/// An expectation of an entity's type, optionally its identifier, and its properties, each checked on its own.
///
/// Not resolvable: its properties are read from the entity, and an entity known only by its identifier is first
/// read through its type's query. A property that cannot be read (the entity is not found, or the check throws
/// on its value) does not meet its check.
public struct AppEntityExpectation: AppEntityExpectationProviding, CustomStringConvertible {
    /// The entity type.
    public let definition: AppEntityDefinition
    /// The instance identifier expected, if any.
    public let identifier: String?
    let properties: [(name: String, check: any IntentValueExpectation)]
    let problem: String?

    /// Whether the value is an entity of the type (with the identifier, if one is expected) whose properties meet
    /// their checks.
    /// - Throws: ``IntentValueError`` of kind `invalidExpectation` for a repeated or missing label, and
    ///   `IntentRequestError` for a property the type does not declare, with the closest names.
    public func isSatisfied(by value: (any IntentValueExpressing)?) async throws -> Bool {
        if let problem { throw IntentValueError(kind: .invalidExpectation, message: problem) }
        let session = AppSession.resolve(for: definition.bundleIdentifier)
        let declared = try await session.lookup().entity(definition.typeIdentifier).properties
        try ExpectationNames.check(properties.map(\.name), of: definition.typeIdentifier, kind: "property", against: declared.map(\.name))
        guard var entity = definition.entity(in: value), identifier.map({ $0 == entity.instanceIdentifier }) ?? true else { return false }
        if entity.isReference {
            guard let found = try? await definition.entities(identifiers: [entity.instanceIdentifier]).first else { return false }
            entity = found.entityValue
        }
        let context = IntentValueContext(bundleIdentifier: definition.bundleIdentifier, path: definition.typeIdentifier)
        for (name, check) in properties {
            let kind = declared.first { $0.name == name }?.kind
            let propertyValue: IntentValue?
            if kind == .deferred, entity.properties[name] == nil {
                guard let fetched = try? await session.deferredProperty(name, of: entity) else { return false }
                propertyValue = fetched
            } else {
                propertyValue = entity.properties[name]
            }
            let satisfied = (try? await check.isSatisfied(by: propertyValue?.expressing(context.appending(name)))) ?? false
            if !satisfied { return false }
        }
        return true
    }

    /// `EventEntity(title: equals("…"), notes: isNil)`.
    public var description: String {
        let subject = identifier.map { "\(definition.typeIdentifier)(\"\($0)\")" } ?? definition.typeIdentifier
        return subject + "(" + properties.map { "\($0.name): \($0.check)" }.joined(separator: ", ") + ")"
    }
}
