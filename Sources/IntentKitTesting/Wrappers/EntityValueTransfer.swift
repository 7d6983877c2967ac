import IntentKitClient
import IntentWire

extension AnyAppEntity {
    /// The entity exported as a system value (`IntentPerson`, …) through its type's value representation in the app.
    ///
    /// ```swift
    /// let person = try await contact.exported(as: IntentPerson.self)
    /// ```
    /// - Throws: `IntentRequestError` of kind `notTransferable`, or `unsupportedContentType` naming the value types
    ///   the entity is exported as; or what the app's exporter threw.
    public func exported<T: _SystemIntentValue>(as type: T.Type) async throws -> T {
        let value = try await AppSession.resolve(for: context.bundleIdentifier)
            .exportValue(.entity(entityValue), ofType: identifier.entityType.persistentIdentifier, as: T._valueType)
        return try T(intentValue: value, context: context.appending("exported"))
    }
}

extension AnyTransientAppEntity {
    /// The transient entity exported as a system value, as `AnyAppEntity.exported(as: T.self)` does.
    public func exported<T: _SystemIntentValue>(as type: T.Type) async throws -> T {
        let bundleIdentifier = entityType.bundleIdentifier ?? ""
        let value = try await AppSession.resolve(for: bundleIdentifier).exportValue(makeExpression().value, ofType: entityType.persistentIdentifier, as: T._valueType)
        return try T(intentValue: value, context: IntentValueContext(bundleIdentifier: bundleIdentifier, path: "\(entityType.persistentIdentifier) exported"))
    }
}

extension AppEntityDefinition {
    /// The entity the app makes of a system value, through the type's value representation for it.
    /// - Throws: `IntentRequestError` of kind `notTransferable`, or `unsupportedContentType` naming the value types
    ///   the entity imports; or what the app's importer threw.
    public func resolved<T: _SystemIntentValue>(from value: T) async throws -> AnyAppEntity {
        let entity = try await AppSession.resolve(for: bundleIdentifier).importEntity(ofType: typeIdentifier, fromValue: value.makeExpression().value)
        return try AnyAppEntity(intentValue: entity, context: IntentValueContext(bundleIdentifier: bundleIdentifier, path: "\(typeIdentifier) imported"))
    }
}

extension TransientAppEntityDefinition {
    /// The transient entity the app makes of a system value, as `AppEntityDefinition.resolved(from:)` does for a value.
    public func resolved<T: _SystemIntentValue>(from value: T) async throws -> AnyTransientAppEntity {
        let entity = try await AppSession.resolve(for: bundleIdentifier).importEntity(ofType: typeIdentifier, fromValue: value.makeExpression().value)
        return try AnyTransientAppEntity(intentValue: entity, context: IntentValueContext(bundleIdentifier: bundleIdentifier, path: "\(typeIdentifier) imported"))
    }
}
