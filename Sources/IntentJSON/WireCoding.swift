import Foundation

/// The JSON settings used for files and output for people.
public enum WireCoding {
    /// Encodes a value compactly (one line).
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        Data(JSONWriter.compact(try JSONValueEncoder.encode(value)))
    }

    /// Encodes a value for people: indented, with sorted keys.
    public static func encodePretty<Value: Encodable>(_ value: Value) throws -> Data {
        Data(JSONWriter.pretty(try JSONValueEncoder.encode(value)))
    }

    /// Decodes a value from JSON bytes.
    /// - Throws: A ``JSONSyntaxError`` naming the byte offset, or a `DecodingError` naming the path.
    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) throws -> Value {
        try JSONValueDecoder.decode(type, from: try JSONParser.parse(bytes))
    }
}

/// Turns `DecodingError`s into one readable line naming the JSON path.
public enum DecodingErrorDescription {
    /// A sentence such as `at "params.parameters.title": expected String, found a number`.
    public static func describe(_ error: any Error) -> String {
        if let error = error as? JSONSyntaxError { return error.description }
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ keys: [any CodingKey]) -> String {
            let components = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            let joined = components.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
            return joined.isEmpty ? "the top level" : "\"\(joined)\""
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(typeName(type)), \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): expected a value of type \(typeName(type)), \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "at \(path(context.codingPath)): missing required key \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is [String: JSONValue].Type: "an object"
        case is [JSONValue].Type: "an array"
        default: String(describing: type)
        }
    }
}
