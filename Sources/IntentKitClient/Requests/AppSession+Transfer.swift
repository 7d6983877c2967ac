import IntentWire

extension AppSession {
    /// Exports an entity (persistent or transient) as content of a type, or of the first type it exports.
    /// - Throws: `IntentRequestError` of kind `notTransferable` or `unsupportedContentType` (naming the types it
    ///   exports), or what the app's exporter threw.
    public func export(_ entity: IntentValue, ofType type: String, as contentType: UTType?) async throws -> IntentFile {
        try await send(
            EntityExportRequest(entity: type, value: entity, contentType: contentType?.identifier),
            subject: "exporting \(type)" + (contentType.map { " as \($0.identifier)" } ?? "")
        ).file
    }

    /// Imports content as an entity of a type, through the type's representation for the content's type.
    /// - Throws: `IntentRequestError` of kind `notTransferable` or `unsupportedContentType` (naming the types it
    ///   imports), or what the app's importer threw.
    public func importEntity(ofType type: String, from file: IntentFile) async throws -> IntentValue {
        try await send(EntityImportRequest(entity: type, file: file), subject: "importing \(file.filename) as \(type)").value
    }

    /// Exports an entity (persistent or transient) as a system value of a type (`IntentPerson`, …).
    /// - Throws: `IntentRequestError` of kind `notTransferable` or `unsupportedContentType` (naming the value types it
    ///   exports), or what the app's exporter threw.
    public func exportValue(_ entity: IntentValue, ofType type: String, as valueType: ValueType) async throws -> IntentValue {
        try await send(EntityValueExportRequest(entity: type, value: entity, valueType: valueType), subject: "exporting \(type) as \(valueType)").value
    }

    /// Makes an entity of a type from a system value, through the type's value representation for it.
    /// - Throws: As ``exportValue(_:ofType:as:)`` does, for the value types it imports.
    public func importEntity(ofType type: String, fromValue value: IntentValue) async throws -> IntentValue {
        try await send(EntityValueImportRequest(entity: type, value: value), subject: "importing \(value.kindDescription) as \(type)").value
    }
}
