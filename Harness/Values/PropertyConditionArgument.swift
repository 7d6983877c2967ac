import IntentWire

/// A `--where` condition as typed: `title~Launch`, `status=confirmed`, `status!=null`, `startDate>=tomorrow`,
/// `startDate=2026-12-01..2026-12-31` (between, both included).
struct PropertyConditionArgument {
    /// The operators, longest first so that `<=` is not read as `<`.
    static let operators: [(symbol: String, comparator: ComparatorKind)] = [
        ("!=", .notEqualTo), ("<=", .lessThanOrEqualTo), (">=", .greaterThanOrEqualTo), ("^=", .hasPrefix), ("$=", .hasSuffix),
        ("~", .contains), ("=", .equalTo), ("<", .lessThan), (">", .greaterThan),
    ]
    /// The forms, for help and messages.
    static let forms = "property=value, !=, ~ (contains), ^= (starts with), $= (ends with), <, <=, >, >=, or property=lower..upper (between)"

    let property: String
    let comparator: ComparatorKind
    let texts: [String]

    /// Reads `property<operator>value`.
    /// - Throws: ``UsageError`` naming the forms when there is no property or operator.
    init(_ text: String) throws {
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = text.dropFirst(name.count)
        guard !name.isEmpty, let found = Self.operators.first(where: { rest.hasPrefix($0.symbol) }) else {
            throw UsageError("--where \(text.truncatedForMessages): expected \(Self.forms)")
        }
        property = String(name)
        let value = String(rest.dropFirst(found.symbol.count))
        if found.comparator == .equalTo, let range = value.range(of: "..") {
            comparator = .between
            texts = [String(value[..<range.lowerBound]), String(value[range.upperBound...])]
        } else {
            comparator = found.comparator
            texts = [value]
        }
    }

    /// The condition on the wire, its values read as the property's type (an array property's element type for contains).
    func comparison(in entity: EntityDescriptor?, parser: ArgumentValueParser) throws -> PropertyComparison {
        guard let declared = entity?.property(named: property)?.type else {
            return PropertyComparison(property: property, comparator: comparator, values: texts.map(IntentValue.string))
        }
        var type = declared
        if comparator == .contains, case .array(let element) = declared.nonOptional { type = element }
        let values = try texts.map { text -> IntentValue in
            if text == "null", [.equalTo, .notEqualTo].contains(comparator) { return .null }
            return try parser.parse(text, as: type, name: property)
        }
        return PropertyComparison(property: property, comparator: comparator, values: values)
    }
}

/// A `--sort` key as typed: `startDate` (ascending) or `-startDate` (descending).
enum PropertySortArgument {
    static func sort(_ text: String) -> PropertySort {
        text.hasPrefix("-") ? PropertySort(property: String(text.dropFirst()), order: .descending) : PropertySort(property: text, order: .ascending)
    }
}
