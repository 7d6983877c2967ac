import IntentWire

/// An entity query as `query`'s options spell it, on the command line and in the shell alike: exactly one of
/// `--matching`, `--id`, `--all`, `--suggested`, or a property query (`--where`, `--sort`, `--limit`, `--any`).
///
/// The shell's `query` used to read the options again, and only some of them: `--where` and `--limit` were
/// accepted there and ignored, and every entity came back.
struct QueryArguments {
    /// The entity type's name.
    let entity: String
    private let query: EntityQuerySpec
    private let conditions: [PropertyConditionArgument]

    /// Reads the options; the entity's name is the positional argument at `entityPosition`.
    /// - Throws: ``UsageError`` for a limit that is not a count, a condition that is not one, or not exactly one
    ///   kind of query.
    init(_ arguments: ParsedArguments, entityAt entityPosition: Int) throws {
        entity = arguments.positional(entityPosition)!
        let matching = arguments.value("--matching")
        let ids = arguments.all("--id")
        let all = arguments.flag("--all")
        let suggested = arguments.flag("--suggested")
        conditions = try arguments.all("--where").map(PropertyConditionArgument.init)
        let sort = arguments.all("--sort").map(PropertySortArgument.sort)
        let limit = try arguments.value("--limit").map { text in
            guard let count = Int(text), count >= 0 else { throw UsageError("--limit \(text.truncatedForMessages): expected a count, 0 or more") }
            return count
        }
        let byProperty = !conditions.isEmpty || !sort.isEmpty || limit != nil || arguments.flag("--any")
        guard [matching != nil, !ids.isEmpty, all, suggested, byProperty].filter({ $0 }).count == 1 else {
            throw UsageError("give exactly one of --matching, --id, --all, --suggested, or a property query (--where, --sort, --limit, --any)")
        }
        if byProperty {
            query = EntityQuerySpec(comparisons: [], mode: arguments.flag("--any") ? .or : .and, sort: sort, limit: limit)
        } else if let matching {
            query = EntityQuerySpec(kind: .string, string: matching)
        } else if !ids.isEmpty {
            query = EntityQuerySpec(kind: .identifiers, identifiers: ids)
        } else {
            query = EntityQuerySpec(kind: all ? .all : .suggested)
        }
    }

    /// The query to send, its `--where` conditions read against the app's metadata by `parser`.
    func spec(metadata: AppMetadata, parser: ArgumentValueParser) throws -> EntityQuerySpec {
        guard query.kind == .property else { return query }
        var spec = query
        spec.comparisons = try conditions.map { try $0.comparison(in: metadata.entity(named: entity), parser: parser) }
        return spec
    }
}
