#if os(Linux) || !canImport(CoreTransferable)
    import Foundation
    import IntentWire

    /// Answers `entity/exportValue` and `entity/importValue` through an entity type's value representations.
    enum EntityValueTransfers {
        /// Exports the entity a request names as a value of the type it asks for.
        static func export(_ request: EntityValueExportRequest, registry: Registry) async throws -> EntityImportResponse {
            try await export(request, as: try EntityTransfers.type(named: request.entity, in: registry))
        }

        /// Makes an entity of the type a request names from the value it carries.
        static func importEntity(_ request: EntityValueImportRequest, registry: Registry) async throws -> EntityImportResponse {
            try await importEntity(request, as: try EntityTransfers.type(named: request.entity, in: registry))
        }

        private static func export<Entity: IntentValueCodable>(_ request: EntityValueExportRequest, as type: Entity.Type) async throws
            -> EntityImportResponse
        {
            let transferable = try EntityTransfers.transferableType(Entity.self, named: request.entity)
            let entity = try await EntityTransfers.resolve(request.value, as: Entity.self, named: request.entity)
            return try await export(entity, as: transferable, request)
        }

        private static func export<Item: Transferable>(_ value: Any, as type: Item.Type, _ request: EntityValueExportRequest) async throws
            -> EntityImportResponse
        {
            guard let item = value as? Item else { throw EntityTransfers.notTransferable(request.entity) }
            let exported = Item.valueTransfers.filter { $0.export != nil }
            guard let chosen = exported.first(where: { $0.valueType == request.valueType }) else {
                throw unsupported("\(request.entity) is not exported as \(request.valueType)", request.valueType.description, request.entity, exported.map(\.valueType))
            }
            let exportedValue = try await AppCodeFailure.run("exporting \(request.entity) as \(request.valueType)") { try await chosen.export!(item) }
            return EntityImportResponse(value: exportedValue)
        }

        private static func importEntity<Entity: IntentValueCodable>(_ request: EntityValueImportRequest, as type: Entity.Type) async throws
            -> EntityImportResponse
        {
            try await importItem(request, as: try EntityTransfers.transferableType(Entity.self, named: request.entity))
        }

        private static func importItem<Item: Transferable>(_ request: EntityValueImportRequest, as type: Item.Type) async throws -> EntityImportResponse {
            let imported = Item.valueTransfers.filter { $0.importing != nil }
            let given = imported.first { transfer in
                switch (transfer.valueType, request.value) {
                case (.person, .person), (.currencyAmount, .currencyAmount), (.dateComponents, .dateComponents), (.decimal, .decimal), (.file, .file): true
                default: false
                }
            }
            guard let chosen = given else {
                throw unsupported(
                    "\(request.entity) does not import \(request.value.kindDescription)", request.value.kindDescription, request.entity, imported.map(\.valueType))
            }
            let value = try await AppCodeFailure.run("importing \(request.value.kindDescription) as \(request.entity)") { () async throws -> IntentValue in
                guard let entity = try await chosen.importing!(request.value) as? any IntentValueCodable else {
                    throw EntityTransfers.notTransferable(request.entity)
                }
                return entity.intentValue
            }
            return EntityImportResponse(value: value)
        }

        private static func unsupported(_ reason: String, _ asked: String, _ owner: String, _ supported: [ValueType]) -> ResponseError {
            let list = supported.map(\.description)
            return ResponseError(
                code: .resolutionFailed,
                message: reason + "; " + (list.isEmpty ? "it has no value representations" : "it has " + list.joined(separator: ", ")),
                data: ErrorDetails(kind: .unsupportedContentType, name: asked, owner: owner, expected: list.joined(separator: ", ")))
        }
    }
#endif
