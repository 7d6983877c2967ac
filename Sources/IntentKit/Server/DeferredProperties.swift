import IntentWire

/// Answers `entity/property`: finds the entity through its query and works out one deferred property.
enum DeferredProperties {
    static func fetch<Entity: AppEntity>(_ request: EntityPropertyRequest, of type: Entity.Type) async throws -> IntentValue {
        let names = Entity.deferredProperties.map(\.name)
        guard let property = Entity.deferredProperties.first(where: { $0.name == request.property }) else {
            let stored = PropertyReflection.declaredProperties(of: type).map(\.name) + Entity.computedProperties.map(\.name)
            let reason =
                stored.contains(request.property) ? "\"\(request.property)\" is not deferred: it comes with the entity" : "\(Entity.typeIdentifier) has no deferred property \"\(request.property)\""
            throw ResponseError(
                code: .resolutionFailed,
                message: reason + "; its deferred properties are " + (names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", "))
                    + NameSuggester.didYouMean(request.property, in: names),
                data: ErrorDetails(kind: .unknownProperty, name: request.property, owner: Entity.typeIdentifier, suggestions: NameSuggester.closest(to: request.property, in: names)))
        }
        let id: Entity.ID
        do {
            id = try Entity.parseIdentifier(request.id, context: nil)
        } catch let error as ResolutionError {
            throw error.responseError
        }
        let source = "\(Entity.typeIdentifier).\(request.property)"
        return try await AppCodeFailure.run(source) {
            guard let entity = try await Entity.defaultQuery.entities(for: [id]).first(where: { $0.id == id }) else {
                throw ResponseError(
                    code: .resolutionFailed, message: "no \(Entity.typeIdentifier) with identifier \"\(request.id)\" exists",
                    data: ErrorDetails(kind: .unknownIdentifier, name: request.id, owner: Entity.typeIdentifier))
            }
            return try await property.fetch(entity)
        }
    }
}
