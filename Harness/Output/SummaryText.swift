import IntentWire

/// Readable renderings of parameter summaries and App Shortcut phrases.
enum SummaryText {
    /// `Add ‹title› at ‹startDate›`: a sentence with each `${name}` shown as `‹name›`, and `${applicationName}` as the app's name.
    static func sentence(_ format: String, applicationName: String? = nil) -> String {
        var text = ""
        var rest = format[...]
        while let start = rest.range(of: "${") {
            text += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                rest = rest[start.lowerBound...]
                break
            }
            let name = String(rest[start.upperBound..<end])
            text += name == "applicationName" ? (applicationName ?? "‹app›") : "‹\(name)›"
            rest = rest[rest.index(after: end)...]
        }
        return text + rest
    }

    /// The summary as indented lines: its sentence and table, or its conditions with their branches.
    static func lines(_ summary: ParameterSummaryDescriptor, indent: String = "") -> [String] {
        switch summary {
        case .summary(let format, let table):
            let sentence = "\(indent)\(Self.sentence(format))"
            return table.isEmpty ? [sentence] : [sentence, "\(indent)  + " + table.joined(separator: ", ")]
        case .when(let parameter, let comparison, let values, let then, let otherwise):
            let condition = ([parameter, comparison] + values.map(MetadataText.literal)).joined(separator: " ")
            var lines = ["\(indent)when \(condition):"] + Self.lines(then, indent: indent + "  ")
            if let otherwise { lines += ["\(indent)otherwise:"] + Self.lines(otherwise, indent: indent + "  ") }
            return lines
        case .switchOn(let parameter, let cases, let defaultCase):
            var lines = ["\(indent)switch \(parameter):"]
            for entry in cases {
                lines.append("\(indent)  case " + entry.values.map(MetadataText.literal).joined(separator: ", ") + ":")
                lines += Self.lines(entry.summary, indent: indent + "    ")
            }
            if let defaultCase { lines += ["\(indent)  default:"] + Self.lines(defaultCase, indent: indent + "    ") }
            return lines
        }
    }

    /// The first sentence a summary shows, for one-line listings.
    static func headline(_ summary: ParameterSummaryDescriptor) -> String {
        switch summary {
        case .summary(let format, _): sentence(format)
        case .when(_, _, _, let then, _): headline(then)
        case .switchOn(_, let cases, let defaultCase): (cases.first?.summary ?? defaultCase).map(headline) ?? ""
        }
    }

    /// `"Add an event in CometCal" / "New CometCal event" → CreateEventIntent  (New Event, symbol calendar.badge.plus)`.
    static func shortcut(_ shortcut: AppShortcutDescriptor, applicationName: String) -> String {
        let phrases = shortcut.phrases.map { "\"\(sentence($0, applicationName: applicationName))\"" }.joined(separator: " / ")
        let tile = [shortcut.shortTitle, shortcut.systemImageName.map { "symbol \($0)" }].compactMap { $0 }
        return "\(phrases) → \(shortcut.intent)" + (tile.isEmpty ? "" : "  (" + tile.joined(separator: ", ") + ")")
    }
}
