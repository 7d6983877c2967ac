import IntentWire

extension EntityPropertyQuery {
    /// What the query compares and sorts by, named as the entity's properties are.
    static var descriptor: PropertyQueryDescriptor {
        let names = Entity._IntentKitProperties.keyPaths
        return PropertyQueryDescriptor(
            properties: properties.properties.compactMap { property in
                names[property.keyPath].map { QueryPropertyDescriptor(name: $0, comparators: property.comparatorKinds) }
            },
            sortableBy: sortingOptions.sortableProperties.compactMap { names[$0.keyPath] })
    }

    /// Declarations whose key paths name no `@Property` the build recorded, for start-up validation.
    static var unnamedKeyPaths: [String] {
        let names = Entity._IntentKitProperties.keyPaths
        let queryName = TypeNames.name(of: Self.self)
        return properties.properties.enumerated().compactMap { index, property in
            names[property.keyPath] == nil ? "\(queryName).properties, property \(index + 1)" : nil
        }
            + sortingOptions.sortableProperties.enumerated().compactMap { index, option in
                names[option.keyPath] == nil ? "\(queryName).sortingOptions, option \(index + 1)" : nil
            }
    }

    /// Runs a property query described on the wire: checks every condition and sort key against the declarations, maps the values, and asks the query.
    func run(_ spec: EntityQuerySpec) async throws -> [Entity] {
        let names = Entity._IntentKitProperties.keyPaths
        let owner = Entity.typeIdentifier
        let declared = Self.properties.properties.compactMap { property in names[property.keyPath].map { ($0, property) } }
        var mapped: [ComparatorMappingType] = []
        for comparison in spec.comparisons ?? [] {
            guard let (_, property) = declared.first(where: { $0.0 == comparison.property }) else {
                let queryable = declared.map(\.0)
                throw ResolutionError(
                    message: "\(owner)'s property query cannot compare \"\(comparison.property)\"; it compares " + Self.list(queryable)
                        + NameSuggester.didYouMean(comparison.property, in: queryable),
                    details: ErrorDetails(
                        kind: .unknownProperty, name: comparison.property, owner: owner, expected: queryable.joined(separator: ", "),
                        suggestions: NameSuggester.closest(to: comparison.property, in: queryable)))
            }
            guard let comparator = property.comparators.first(where: { $0.kind == comparison.comparator }) else {
                let kinds = property.comparatorKinds.map(\.rawValue)
                throw ResolutionError(
                    message: "\(owner).\(comparison.property) cannot be compared with \(comparison.comparator.rawValue); its comparators are " + Self.list(kinds),
                    details: ErrorDetails(kind: .unsupportedComparator, name: comparison.comparator.rawValue, owner: "\(owner).\(comparison.property)", expected: kinds.joined(separator: ", ")))
            }
            guard comparison.values.count == comparison.comparator.valueCount else {
                let count = comparison.comparator.valueCount
                throw ResolutionError(
                    message:
                        "\(comparison.comparator.rawValue) on \(owner).\(comparison.property) takes \(count == 1 ? "one value" : "two values (lower, upper)"), but was given \(comparison.values.count)",
                    details: ErrorDetails(kind: .outOfRange, name: comparison.property, owner: owner, expected: "\(count) values", given: "\(comparison.values.count)"))
            }
            mapped.append(try await comparator.map(comparison.values, ResolutionContext(intent: nil, path: "\(owner).\(comparison.property)", prompter: nil)))
        }
        let sortable = Self.sortingOptions.sortableProperties.compactMap { option in names[option.keyPath].map { ($0, option.keyPath) } }
        let sorts = try (spec.sort ?? []).map { key in
            guard let (_, keyPath) = sortable.first(where: { $0.0 == key.property }) else {
                let sortableNames = sortable.map(\.0)
                throw ResolutionError(
                    message: "\(owner)'s property query cannot sort by \"\(key.property)\"; it sorts by " + Self.list(sortableNames),
                    details: ErrorDetails(kind: .unsupportedComparator, name: key.property, owner: owner, expected: sortableNames.joined(separator: ", ")))
            }
            return EntityQuerySort(by: keyPath, order: key.order == .ascending ? .ascending : .descending)
        }
        if let limit = spec.limit, limit < 0 {
            throw ResolutionError(
                message: "the limit of \(owner)'s property query is \(limit); use a number of entities, 0 or more, or no limit",
                details: ErrorDetails(kind: .outOfRange, name: "limit", owner: owner, expected: "0 or more", given: "\(limit)"))
        }
        let mode: EntityQueryComparatorMode = spec.mode == .or ? .or : .and
        let found = try await entities(matching: mapped, mode: mode, sortedBy: sorts, limit: spec.limit)
        return spec.limit.map { Array(found.prefix($0)) } ?? found
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "nothing" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
