import Foundation
import IntentWire

extension IntentFile: IntentValueCodable {
    /// `IntentFile`.
    public static var valueType: ValueType { .file }

    /// The file with its bytes, or its location when it has no bytes of its own.
    public var intentValue: IntentValue { .file(self) }

    /// Accepts a file value with bytes or a file URL.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> IntentFile {
        guard case .file(let file) = value else { throw context.typeMismatch(expected: valueType, given: value) }
        guard file.hasContents else {
            throw ResolutionError(
                message: "\(context.subject): the file \(file.filename) has neither data nor a file URL",
                details: ErrorDetails(kind: .typeMismatch, name: context.path, owner: context.intent, expected: "IntentFile with data or a file URL"))
        }
        return file
    }
}
