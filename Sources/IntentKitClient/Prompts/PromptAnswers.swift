import Foundation
import IntentWire

/// How a client answers the prompts an intent raises while it runs.
///
/// By default confirmations are accepted and nothing else is answered: a
/// value or disambiguation prompt then fails the run with an error quoting its
/// dialog and saying how to answer it. Script answers for one run, or for a
/// whole session:
/// ```swift
/// try await deleteEvent.makeIntent(event: event).run(prompts: .declineConfirmations)
/// try await status.makeIntent(event: "Launch Window").run(prompts: .choosing(title: "Launch Window Review", for: "event"))
/// ```
public struct PromptAnswers: Sendable, Hashable {
    /// How to answer a disambiguation.
    public enum Choice: Sendable, Hashable {
        /// The option at this zero-based index.
        case index(Int)
        /// The option with this display title.
        case title(String)
    }

    /// Whether confirmations are accepted.
    public var acceptsConfirmations: Bool
    /// Answers to value prompts, by parameter name.
    public var values: [String: IntentValue]
    /// Answers to disambiguations, by parameter name.
    public var choices: [String: Choice]
    /// The answer to choices an intent offers with `requestChoice(between:dialog:)`, if scripted.
    public var option: Choice?
    /// Whether every prompt is answered by cancelling, which ends the run as cancelled by the user.
    public var cancelsPrompts: Bool
    /// How an unanswered prompt's error says to answer it.
    public var advice: PromptAdvice

    /// Accept confirmations, answer nothing else.
    public init(
        acceptsConfirmations: Bool = true, values: [String: IntentValue] = [:], choices: [String: Choice] = [:], option: Choice? = nil,
        cancelsPrompts: Bool = false, advice: PromptAdvice = .swiftAPI
    ) {
        self.acceptsConfirmations = acceptsConfirmations
        self.values = values
        self.choices = choices
        self.option = option
        self.cancelsPrompts = cancelsPrompts
        self.advice = advice
    }

    /// Cancel at the first prompt, whatever it asks: the run ends as cancelled by the user.
    public static let cancelPrompts = PromptAnswers(cancelsPrompts: true)

    /// Answer the choices an intent offers with the option at a zero-based index.
    public static func choosingOption(_ index: Int) -> PromptAnswers {
        PromptAnswers.default.choosingOption(index)
    }

    /// Answer the choices an intent offers with the option titled so.
    public static func choosingOption(title: String) -> PromptAnswers {
        PromptAnswers.default.choosingOption(title: title)
    }

    /// These answers, also answering offered choices with the option at a zero-based index.
    public func choosingOption(_ index: Int) -> PromptAnswers {
        var copy = self
        copy.option = .index(index)
        return copy
    }

    /// These answers, also answering offered choices with the option titled so.
    public func choosingOption(title: String) -> PromptAnswers {
        var copy = self
        copy.option = .title(title)
        return copy
    }

    /// Accept confirmations, answer nothing else.
    public static let `default` = PromptAnswers()

    /// Decline every confirmation.
    public static let declineConfirmations = PromptAnswers(acceptsConfirmations: false)

    /// Answer a disambiguation for a parameter with the option at a zero-based index.
    public static func choosing(_ index: Int, for parameter: String) -> PromptAnswers {
        PromptAnswers.default.choosing(index, for: parameter)
    }

    /// Answer a disambiguation for a parameter with the option titled so.
    public static func choosing(title: String, for parameter: String) -> PromptAnswers {
        PromptAnswers.default.choosing(title: title, for: parameter)
    }

    /// These answers, also declining confirmations.
    public func decliningConfirmations() -> PromptAnswers {
        var copy = self
        copy.acceptsConfirmations = false
        return copy
    }

    /// These answers, also answering a value prompt for a parameter with a wire value.
    public func providing(value: IntentValue, for parameter: String) -> PromptAnswers {
        var copy = self
        copy.values[parameter] = value
        return copy
    }

    /// These answers, also choosing the option at a zero-based index for a parameter.
    public func choosing(_ index: Int, for parameter: String) -> PromptAnswers {
        var copy = self
        copy.choices[parameter] = .index(index)
        return copy
    }

    /// These answers, also choosing the option titled so for a parameter.
    public func choosing(title: String, for parameter: String) -> PromptAnswers {
        var copy = self
        copy.choices[parameter] = .title(title)
        return copy
    }

    /// The answer to a prompt, or the error that explains there is none and how to give one.
    package func answer(_ prompt: PromptRequest) throws(ResponseError) -> PromptResponse {
        let parameter = prompt.parameter ?? ""
        if cancelsPrompts { return .cancel }
        switch prompt.kind {
        case .choice:
            let titles = (prompt.choices ?? []).map(\.title)
            switch option {
            case .index(let index)?:
                guard titles.indices.contains(index) else {
                    throw invalid(prompt, "the scripted option \(advice.number(index)) is out of range; there are \(titles.count) options, \(advice.range(titles.count))")
                }
                return PromptResponse(choice: index)
            case .title(let title)?:
                guard let index = titles.firstIndex(of: title) ?? titles.firstIndex(where: { $0.lowercased() == title.lowercased() }) else {
                    throw invalid(prompt, "the scripted option \"\(title)\" is not among the options " + OptionList.quoted(titles))
                }
                return PromptResponse(choice: index)
            case nil:
                throw unanswered(prompt)
            }
        case .confirmation:
            return PromptResponse(confirmed: acceptsConfirmations)
        case .value:
            if let value = values[parameter] { return PromptResponse(value: value) }
            let items = (prompt.optionSections ?? []).flatMap(\.items)
            switch choices[parameter] {
            case .index(let index)? where !items.isEmpty:
                guard items.indices.contains(index) else {
                    throw invalid(prompt, "the scripted choice \(advice.number(index)) is out of range; there are \(items.count) options, \(advice.range(items.count))")
                }
                return PromptResponse(value: items[index].value)
            case .title(let title)? where !items.isEmpty:
                guard let item = items.first(where: { $0.title == title }) ?? items.first(where: { $0.title.lowercased() == title.lowercased() }) else {
                    throw invalid(prompt, "the scripted choice \"\(title)\" is not among the options " + OptionList.quoted(items.map(\.title)))
                }
                return PromptResponse(value: item.value)
            default:
                throw unanswered(prompt)
            }
        case .disambiguation:
            let options = prompt.options ?? []
            switch choices[parameter] {
            case .index(let index)?:
                guard options.indices.contains(index) else {
                    throw invalid(prompt, "the scripted choice \(advice.number(index)) is out of range; there are \(options.count) options, \(advice.range(options.count))")
                }
                return PromptResponse(choice: index)
            case .title(let title)?:
                let titles = options.map(Self.title(of:))
                guard let index = titles.firstIndex(of: title) ?? titles.firstIndex(where: { $0.lowercased() == title.lowercased() }) else {
                    throw invalid(prompt, "the scripted choice \"\(title)\" is not among the options " + OptionList.quoted(titles))
                }
                return PromptResponse(choice: index)
            case nil:
                throw unanswered(prompt)
            }
        }
    }

    private func unanswered(_ prompt: PromptRequest) -> ResponseError {
        ResponseError(
            code: .promptUnanswered,
            message: "\(prompt.intent) asked \"\(prompt.dialog)\" and \(advice.nobodyAnswered); \(advice.howToAnswer(prompt))",
            data: ErrorDetails(kind: .promptUnanswered, name: prompt.parameter, owner: prompt.intent, dialog: prompt.dialog))
    }

    private func invalid(_ prompt: PromptRequest, _ problem: String) -> ResponseError {
        let titles =
            switch prompt.kind {
            case .choice: (prompt.choices ?? []).map(\.title)
            case .value: (prompt.optionSections ?? []).flatMap(\.items).map(\.title)
            default: (prompt.options ?? []).map(Self.title(of:))
            }
        return ResponseError(
            code: .promptUnanswered,
            message: "\(prompt.intent) asked \"\(prompt.dialog)\" and \(problem)",
            data: ErrorDetails(kind: .invalidAnswer, name: prompt.parameter, owner: prompt.intent, suggestions: Array(titles.prefix(OptionList.limit)), dialog: prompt.dialog))
    }

    /// The title people see for an option: an entity's display title, an enum case, a string.
    package static func title(of option: IntentValue) -> String { option.optionTitle }
}

/// How an error for an unanswered prompt tells the person to answer it: in Swift, or on the harness's command line.
public struct PromptAdvice: Sendable, Hashable {
    private let commandLine: Bool

    /// `run(prompts: .providing(<value>, for: "title"))`, zero-based choices.
    public static let swiftAPI = PromptAdvice(commandLine: false)
    /// `--answer title=<value>`, `--choose event=<number or title>`, choices numbered from 1.
    public static let commandLine = PromptAdvice(commandLine: true)

    var nobodyAnswered: String { commandLine ? "no answer was given" : "the test scripted no answer" }

    func howToAnswer(_ prompt: PromptRequest) -> String {
        let parameter = prompt.parameter ?? "parameter"
        let optionTitles = (prompt.choices ?? []).map(\.title)
        switch (prompt.kind, commandLine) {
        case (.choice, false): return "answer it with run(prompts: .choosingOption(title: <title>)); the options are " + OptionList.quoted(optionTitles)
        case (.choice, true): return "answer it with --choose-option <number or title>; the options are " + OptionList.numbered(optionTitles)
        case (.value, false):
            return "answer it with run(prompts: .providing(<value>, for: \"\(parameter)\"))" + Self.offered(prompt, choosing: "or .choosing(title: <title>, for: \"\(parameter)\")")
        case (.value, true):
            return "answer it with --answer \(parameter)=<value>, or give \(parameter)=<value>" + Self.offered(prompt, choosing: "or --choose \(parameter)=<number or title>")
        case (_, false):
            // Listed here unless the question quotes them all: an app's own question (`requestDisambiguationDialog:`)
            // need not name them.
            let titles = (prompt.options ?? []).map(PromptAnswers.title(of:))
            let quoted = titles.allSatisfy { prompt.dialog.contains("\"\($0)\"") }
            return "answer it with run(prompts: .choosing(title: <title>, for: \"\(parameter)\"))" + (quoted ? "" : "; the candidates are " + OptionList.quoted(titles))
        case (_, true): return "answer it with --choose \(parameter)=<number or title>; the options are " + OptionList.numbered((prompt.options ?? []).map(PromptAnswers.title(of:)))
        }
    }

    /// For a value prompt whose parameter offers options: `; <how to choose>; it offers Near: "A", "B"; Far: "C"`.
    private static func offered(_ prompt: PromptRequest, choosing: String) -> String {
        guard let sections = prompt.optionSections, sections.contains(where: { !$0.items.isEmpty }) else { return "" }
        let listed = sections.filter { !$0.items.isEmpty }.map { section in
            (section.title.map { "\($0): " } ?? "") + OptionList.quoted(section.items.map(\.title))
        }
        return ", \(choosing); it offers " + listed.joined(separator: "; ")
    }

    /// How an option index is shown: 0-based in Swift, 1-based on the command line.
    func number(_ index: Int) -> String { String(commandLine ? index + 1 : index) }

    func range(_ count: Int) -> String { commandLine ? "numbered 1 to \(count)" : "indexed 0 to \(count - 1)" }
}
