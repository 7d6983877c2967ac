/// An intent's parameter summary as metadata: the sentence Shortcuts shows, with its conditions.
///
/// A summary is a sentence with parameters in it, `Add ${value} to ${goal}`
/// (each `${name}` a parameter), plus the parameters listed under it; or a
/// condition on a parameter choosing between summaries. On the wire:
/// ```json
/// {"summary": "Add ${value} to ${goal}", "table": ["note"]}
/// {"when": {"parameter": "isAllDay", "comparison": "equalTo", "values": [{"bool": true}],
///           "then": {"summary": "…"}, "otherwise": {"summary": "…"}}}
/// {"switch": {"parameter": "kind", "cases": [{"values": [{"enum": …}], "summary": {"summary": "…"}}],
///             "default": {"summary": "…"}}}
/// ```
public indirect enum ParameterSummaryDescriptor: Sendable, Hashable, Codable {
    /// A sentence with `${parameter}` placeholders, and the parameters listed under it.
    case summary(format: String, table: [String])
    /// One summary when the parameter compares true, another otherwise.
    case when(parameter: String, comparison: String, values: [IntentValue], then: ParameterSummaryDescriptor, otherwise: ParameterSummaryDescriptor?)
    /// A summary per value of the parameter, and one for any other value.
    case switchOn(parameter: String, cases: [ParameterSummaryCase], defaultCase: ParameterSummaryDescriptor?)

    /// The parameters the summary mentions anywhere, in order of first mention.
    public var parameterNames: [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        func visit(_ summary: ParameterSummaryDescriptor) {
            switch summary {
            case .summary(let format, let table):
                for name in Self.placeholders(in: format) + table { add(name) }
            case .when(let parameter, _, _, let then, let otherwise):
                add(parameter)
                visit(then)
                otherwise.map(visit)
            case .switchOn(let parameter, let cases, let defaultCase):
                add(parameter)
                for entry in cases { visit(entry.summary) }
                defaultCase.map(visit)
            }
        }
        visit(self)
        return names
    }

    /// The `${name}` placeholders of a summary sentence, in order.
    public static func placeholders(in format: String) -> [String] {
        // A scan of the UTF-8 bytes: Foundation's `range(of:)` bridged each sentence to `NSString`, which made
        // checking an app's summaries and shortcut phrases a fifth of the validation at every launch.
        let bytes = format.utf8
        var names: [String] = []
        var position = bytes.startIndex
        while let dollar = bytes[position...].firstIndex(of: UInt8(ascii: "$")) {
            let afterDollar = bytes.index(after: dollar)
            guard afterDollar != bytes.endIndex else { break }
            guard bytes[afterDollar] == UInt8(ascii: "{") else {
                position = afterDollar
                continue
            }
            let nameStart = bytes.index(after: afterDollar)
            guard let end = bytes[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
            names.append(String(format[nameStart..<end]))
            position = bytes.index(after: end)
        }
        return names
    }

    private enum CodingKeys: String, CodingKey {
        case summary, table, when
        case switchOn = "switch"
    }

    private enum ConditionKeys: String, CodingKey {
        case parameter, comparison, values, then, otherwise, cases
        case defaultCase = "default"
    }

    /// Decodes a summary, a `when` or a `switch`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let format = try container.decodeIfPresent(String.self, forKey: .summary) {
            self = .summary(format: format, table: try container.decodeIfPresent([String].self, forKey: .table) ?? [])
        } else if container.contains(.when) {
            let when = try container.nestedContainer(keyedBy: ConditionKeys.self, forKey: .when)
            self = .when(
                parameter: try when.decode(String.self, forKey: .parameter), comparison: try when.decode(String.self, forKey: .comparison),
                values: try when.decodeIfPresent([IntentValue].self, forKey: .values) ?? [],
                then: try when.decode(ParameterSummaryDescriptor.self, forKey: .then),
                otherwise: try when.decodeIfPresent(ParameterSummaryDescriptor.self, forKey: .otherwise))
        } else if container.contains(.switchOn) {
            let switchOn = try container.nestedContainer(keyedBy: ConditionKeys.self, forKey: .switchOn)
            self = .switchOn(
                parameter: try switchOn.decode(String.self, forKey: .parameter), cases: try switchOn.decode([ParameterSummaryCase].self, forKey: .cases),
                defaultCase: try switchOn.decodeIfPresent(ParameterSummaryDescriptor.self, forKey: .defaultCase))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a parameter summary needs one of the keys summary, when, switch"))
        }
    }
}

/// One case of a parameter summary's `switch`: the values it matches and its summary.
public struct ParameterSummaryCase: Sendable, Hashable, Codable {
    /// The parameter values this case matches.
    public var values: [IntentValue]
    /// The summary shown for them.
    public var summary: ParameterSummaryDescriptor

    /// Creates a case.
    public init(values: [IntentValue], summary: ParameterSummaryDescriptor) {
        self.values = values
        self.summary = summary
    }
}
