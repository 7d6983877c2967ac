import Foundation
import IntentJSON

extension IntentValue: CustomStringConvertible {
    /// A readable rendering for messages and logs: `"Deep Space"`, `3`, `EventEntity(Cosmic Ray Calibration)`.
    public var description: String {
        switch self {
        case .null: return "nil"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .date(let value): return value.formatted(.iso8601)
        case .url(let value): return value.absoluteString
        case .duration(let value): return "\(value)s"
        case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .entity(let entity):
            let label = entity.display?.title ?? entity.instanceIdentifier
            return "\(entity.typeIdentifier)(\(label))"
        case .transientEntity(let entity):
            let fields = entity.properties.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            return "\(entity.typeIdentifier)(\(fields.joined(separator: ", ")))"
        case .enumCase(let value): return "\(value.typeIdentifier).\(value.rawValue)"
        case .union(let value): return "\(value.typeIdentifier).\(value.caseName)(\(value.value))"
        case .measurement(let value): return "\(Self.number(value.value)) \(value.unit)"
        case .currencyAmount(let value): return "\(value.amountText) \(value.currencyCode)"
        case .file(let value):
            let size = value.bytes.map { ", \($0.count) bytes" } ?? value.fileURL.map { ", at \($0.path)" } ?? ""
            return "IntentFile(\(value.filename)\(value.type.map { ", \($0.identifier)" } ?? "")\(size))"
        case .dateComponents(let value):
            let fields = DateComponentsValue.fieldNames.compactMap { name in value.fields[name].map { "\(name): \($0)" } }
            return "DateComponents(" + (fields + (value.timeZone.map { ["timeZone: \($0)"] } ?? [])).joined(separator: ", ") + ")"
        case .decimal(let value): return DecimalText.text(value)
        case .person(let person):
            return "IntentPerson(\(person.displayName)" + (person.handle.map { " <\($0.value.text)>" } ?? "") + ")"
        }
    }

    /// A number without a trailing `.0` when it is whole: `5`, `2.5`.
    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
