#if os(Linux) || !canImport(CoreTransferable)
    import Foundation
    import IntentWire

    /// Answers `entity/export` and `entity/import` through an entity type's `Transferable` representations.
    enum EntityTransfers {
        /// Exports the entity a request names as the content type it asks for, or the first its type exports.
        static func export(_ request: EntityExportRequest, registry: Registry) async throws -> EntityExportResponse {
            try await export(request, as: try type(named: request.entity, in: registry))
        }

        /// Imports the content a request carries as an entity of the type it names.
        static func importEntity(_ request: EntityImportRequest, registry: Registry) async throws -> EntityImportResponse {
            try await importEntity(request, as: try type(named: request.entity, in: registry))
        }

        /// The persistent or transient entity type named so.
        static func type(named name: String, in registry: Registry) throws -> any IntentValueCodable.Type {
            if let entity = registry.entities[name] { return entity }
            if let transient = registry.description.transientEntities.first(where: { $0.typeIdentifier == name }) { return transient }
            let candidates = registry.entityNames + registry.transientEntityNames
            throw ResponseError.unknownName(.unknownEntity, "entity", name, in: registry.description.bundleIdentifier, candidates: candidates)
        }

        private static func export<Entity: IntentValueCodable>(_ request: EntityExportRequest, as type: Entity.Type) async throws -> EntityExportResponse {
            let transferable = try transferableType(Entity.self, named: request.entity)
            return try await export(try await resolve(request.value, as: Entity.self, named: request.entity), as: transferable, request)
        }

        private static func export<Item: Transferable>(_ value: Any, as type: Item.Type, _ request: EntityExportRequest) async throws -> EntityExportResponse {
            guard let item = value as? Item else { throw notTransferable(request.entity) }
            let exported = Item.contentTransfers.filter { $0.export != nil }
            guard let first = exported.first else {
                throw unsupported("\(request.entity) exports no content", name: request.contentType, owner: request.entity, supported: [])
            }
            var chosen = first
            if let asked = request.contentType {
                let wanted = UTType(identifierOrExtension: asked)
                guard let match = exported.first(where: { $0.contentType == wanted }) ?? exported.first(where: { $0.contentType.conforms(to: wanted) })
                else {
                    throw unsupported(
                        "\(request.entity) is not exported as \(asked)", name: asked, owner: request.entity, supported: exported.map(\.contentType))
                }
                chosen = match
            }
            let contentType = chosen.contentType
            let data = try await AppCodeFailure.run("exporting \(request.entity) as \(contentType.identifier)") { try await chosen.export!(item) }
            var name = chosen.suggestedFileName?(item) ?? request.entity
            if let fileExtension = contentType.preferredFilenameExtension, !name.contains(".") { name += "." + fileExtension }
            return EntityExportResponse(file: IntentFile(data: data, filename: name, type: contentType))
        }

        private static func importEntity<Entity: IntentValueCodable>(_ request: EntityImportRequest, as type: Entity.Type) async throws
            -> EntityImportResponse
        {
            let transferable = try transferableType(Entity.self, named: request.entity)
            return try await importItem(request, as: transferable)
        }

        private static func importItem<Item: Transferable>(_ request: EntityImportRequest, as type: Item.Type) async throws -> EntityImportResponse {
            let imported = Item.contentTransfers.filter { $0.importing != nil }
            let file = request.file
            let fileExtension = file.filename.split(separator: ".").count > 1 ? file.filename.split(separator: ".").last.map(String.init) : nil
            guard let given = file.type ?? fileExtension.flatMap({ UTType(filenameExtension: $0) }) else {
                throw unsupported(
                    "\(request.entity) cannot tell what \"\(file.filename)\" holds: give the file a type", name: file.filename, owner: request.entity,
                    supported: imported.map(\.contentType))
            }
            guard let chosen = imported.first(where: { $0.contentType == given }) ?? imported.first(where: { given.conforms(to: $0.contentType) }) else {
                throw unsupported(
                    "\(request.entity) does not import \(given.identifier)", name: given.identifier, owner: request.entity,
                    supported: imported.map(\.contentType))
            }
            let value = try await AppCodeFailure.run("importing \(given.identifier) as \(request.entity)") { () async throws -> IntentValue in
                guard let entity = try await chosen.importing!(file.data) as? any IntentValueCodable else { throw notTransferable(request.entity) }
                return entity.intentValue
            }
            return EntityImportResponse(value: value)
        }

        /// The entity a request carries (a persistent one found through its query), or the resolution error.
        static func resolve<Entity: IntentValueCodable>(_ value: IntentValue, as type: Entity.Type, named name: String) async throws -> Entity {
            do {
                return try await Entity.resolve(value, in: ResolutionContext(intent: nil, path: name, prompter: nil))
            } catch let error as ResolutionError {
                throw error.responseError
            }
        }

        static func transferableType<Entity>(_ type: Entity.Type, named name: String) throws -> any Transferable.Type {
            guard let transferable = type as? any Transferable.Type else { throw notTransferable(name) }
            return transferable
        }

        static func notTransferable(_ name: String) -> ResponseError {
            ResponseError(
                code: .resolutionFailed,
                message: "\(name) is not Transferable, so it cannot be exported or imported; declare its transferRepresentation in the app",
                data: ErrorDetails(kind: .notTransferable, owner: name))
        }

        private static func unsupported(_ reason: String, name: String?, owner: String, supported: [UTType]) -> ResponseError {
            let list = supported.map(\.identifier)
            return ResponseError(
                code: .resolutionFailed,
                message: reason + "; " + (list.isEmpty ? "it has none" : "it has " + list.map { "\"\($0)\"" }.joined(separator: ", ")),
                data: ErrorDetails(kind: .unsupportedContentType, name: name, owner: owner, expected: list.joined(separator: ", ")))
        }
    }
#endif
