import Foundation
import IntentWire

/// Resolves a string to one entity: query, rank exact over partial, disambiguate ties.
struct EntityStringResolver<Entity: AppEntity> {
    let text: String
    let context: ResolutionContext

    func resolve() async throws -> Entity {
        let query = Entity.defaultQuery
        var candidates: [Entity]
        if let stringQuery = query as? any EntityStringQuery {
            candidates = try await Self.matching(stringQuery, text).compactMap { $0 as? Entity }
        } else if let enumerable = query as? any EnumerableEntityQuery {
            let all = try await Self.all(enumerable).compactMap { $0 as? Entity }
            candidates = all.filter { Self.fold($0.displayRepresentation.titleText).contains(Self.fold(text)) }
        } else {
            throw ResolutionError(
                message: "\(context.subject): \(Entity.typeIdentifier) cannot be found by name because its query is neither an EntityStringQuery nor an EnumerableEntityQuery; pass an entity instead",
                details: ErrorDetails(kind: .noStringResolution, name: text, owner: Entity.typeIdentifier))
        }
        let exact = candidates.filter { Self.fold($0.displayRepresentation.titleText) == Self.fold(text) }
        if !exact.isEmpty { candidates = exact }
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            throw try await noMatch()
        default:
            return try await disambiguate(candidates)
        }
    }

    private func noMatch() async throws -> ResolutionError {
        var titles: [String] = []
        if let enumerable = Entity.defaultQuery as? any EnumerableEntityQuery {
            titles = try await Self.all(enumerable).compactMap { ($0 as? Entity)?.displayRepresentation.titleText }
        }
        return ResolutionError(
            message: "\(context.subject): no \(Entity.typeIdentifier) matches \"\(text)\"" + NameSuggester.didYouMean(text, in: titles),
            details: ErrorDetails(kind: .noMatch, name: text, owner: Entity.typeIdentifier, suggestions: NameSuggester.closest(to: text, in: titles)))
    }

    /// The most candidates a disambiguation offers; more is a request to be more specific.
    static var maximumOptions: Int { 100 }

    private func disambiguate(_ candidates: [Entity]) async throws -> Entity {
        let titles = OptionList.quoted(candidates.map(\.displayRepresentation.titleText))
        let dialog = context.disambiguationDialog ?? "Which \(Entity.typeDisplayRepresentation.name.text.lowercased()) do you mean by \"\(text)\": \(titles)?"
        guard let prompter = context.prompter, candidates.count <= Self.maximumOptions else {
            let advice = candidates.count > Self.maximumOptions ? "a more specific string (more than \(Self.maximumOptions) are not offered as choices)" : "an entity or a more specific string"
            throw ResolutionError(
                message: "\(context.subject): \"\(text)\" matches \(candidates.count.formatted()) \(Entity.typeIdentifier) entities (\(titles)); pass \(advice)",
                details: ErrorDetails(kind: .ambiguous, name: text, owner: Entity.typeIdentifier, suggestions: candidates.prefix(OptionList.limit).map(\.displayRepresentation.titleText)))
        }
        let index = try await prompter.choose(parameter: context.path, dialog: dialog, options: candidates.map(\.intentValue))
        guard candidates.indices.contains(index) else {
            throw ResolutionError(
                message: "\(context.subject): the disambiguation answer \(index) is out of range; expected 0 to \(candidates.count - 1)",
                details: ErrorDetails(kind: .invalidAnswer, name: String(index), owner: Entity.typeIdentifier))
        }
        return candidates[index]
    }

    /// Case- and diacritic-insensitive form for comparisons.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func matching<Query: EntityStringQuery>(_ query: Query, _ text: String) async throws -> [any AppEntity] {
        try await query.entities(matching: text)
    }

    private static func all<Query: EnumerableEntityQuery>(_ query: Query) async throws -> [any AppEntity] {
        try await query.allEntities()
    }
}
