import IntentWire

/// Text for what an app returned: a run's value and dialog, and the screen.
enum ResultText {
    /// A run's result: the value, then the dialog.
    static func run(_ response: RunIntentResponse, output: Terminal) -> String {
        var lines: [String] = []
        if let value = response.value { lines += ValueText.render(value, output: output) }
        if let dialog = response.dialog { lines.append(output.dim("dialog: ") + dialog.full + (dialog.supporting.map { " (\($0))" } ?? "")) }
        if let opened = response.opensIntent {
            let arguments = opened.parameters.sorted { $0.key < $1.key }.map { "\($0.key): \(ValueText.inline($0.value))" }
            lines.append(output.dim("opened: ") + "\(opened.intent)(\(arguments.joined(separator: ", "))), performed by the app")
        }
        if let snippet = response.snippet {
            let title = snippet.intent.map { "snippet (\($0.intent))" } ?? "snippet"
            let body = snippet.view.textLines
            let width = max(title.count + 2, body.map(\.count).max() ?? 0) + 2
            lines.append("┌─ " + output.bold(title) + " " + String(repeating: "─", count: max(0, width - title.count - 2)))
            lines += body.map { "│ " + $0 }
            lines.append("└" + String(repeating: "─", count: width + 1))
        }
        if lines.isEmpty { lines.append(output.dim("(no value)")) }
        return lines.joined(separator: "\n")
    }

    /// A list of values: `2 entities` and each one; `no entities` when empty.
    static func list(_ values: [IntentValue], noun: ValueText.Noun, output: Terminal) -> String {
        guard !values.isEmpty else { return output.dim("no \(noun.plural)") }
        return ([ValueText.count(values.count, noun)] + values.flatMap { ValueText.render($0, output: output, indent: "  ") }).joined(separator: "\n")
    }

    /// The screen drawn as a box: its name, its texts, its annotations.
    static func screen(_ screen: ScreenResponse, output: Terminal) -> String {
        let annotations = screen.annotations.map {
            "\($0.isSelected ? "★" : "•") \($0.entity.typeIdentifier)  \($0.entity.display?.title ?? $0.entity.instanceIdentifier)\($0.isSelected ? "  (selected)" : "")"
        }
        let body = screen.texts + (annotations.isEmpty ? [] : [""] + annotations)
        let width = max(screen.screen.count + 2, body.map(\.count).max() ?? 0) + 2
        var lines = ["┌─ " + output.bold(screen.screen) + " " + String(repeating: "─", count: max(0, width - screen.screen.count - 2))]
        lines += body.map { "│ " + $0 }
        lines.append("└" + String(repeating: "─", count: width + 1))
        return lines.joined(separator: "\n")
    }
}
