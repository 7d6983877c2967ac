import IntentKitClient
import IntentWire

extension AnyAppEntity {
    /// The entity exported as content of `contentType`, through its type's `Transferable` representations in the
    /// app; `nil` exports the first content type it declares.
    ///
    /// ```swift
    /// let file = try await event.exported(as: .calendarEvent)   // an .ics file
    /// let back = try await definitions.entities["EventEntity"].resolved(from: file)
    /// ```
    /// - Throws: `IntentRequestError` of kind `notTransferable`, or `unsupportedContentType` naming the types the
    ///   entity is exported as; or what the app's exporter threw.
    public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
        try await AppSession.resolve(for: context.bundleIdentifier).export(.entity(entityValue), ofType: identifier.entityType.persistentIdentifier, as: contentType)
    }
}

extension AnyTransientAppEntity {
    /// The transient entity exported as content of `contentType`, through its type's `Transferable`
    /// representations in the app; `nil` exports the first content type it declares.
    /// - Throws: As `AnyAppEntity.exported(as:)` for a content type does.
    public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
        let bundleIdentifier = entityType.bundleIdentifier ?? ""
        return try await AppSession.resolve(for: bundleIdentifier).export(makeExpression().value, ofType: entityType.persistentIdentifier, as: contentType)
    }
}

extension AppEntityDefinition {
    /// The entity the app makes of a file, through the type's `Transferable` representation for the file's content
    /// type (its `type`, or else its name's extension).
    /// - Throws: `IntentRequestError` of kind `notTransferable`, or `unsupportedContentType` naming the types the
    ///   entity imports; or what the app's importer threw.
    public func resolved(from file: IntentFile) async throws -> AnyAppEntity {
        let value = try await AppSession.resolve(for: bundleIdentifier).importEntity(ofType: typeIdentifier, from: file)
        return try AnyAppEntity(intentValue: value, context: IntentValueContext(bundleIdentifier: bundleIdentifier, path: "\(typeIdentifier) imported"))
    }
}

extension TransientAppEntityDefinition {
    /// The transient entity the app makes of a file, as `AppEntityDefinition.resolved(from:)` for a file does.
    /// - Throws: As `AppEntityDefinition.resolved(from:)` for a file does.
    public func resolved(from file: IntentFile) async throws -> AnyTransientAppEntity {
        let value = try await AppSession.resolve(for: bundleIdentifier).importEntity(ofType: typeIdentifier, from: file)
        return try AnyTransientAppEntity(intentValue: value, context: IntentValueContext(bundleIdentifier: bundleIdentifier, path: "\(typeIdentifier) imported"))
    }
}
