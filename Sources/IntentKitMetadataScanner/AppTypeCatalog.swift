/// The intents, entities, enums, value queries, union types and shortcut providers a target and its dependencies
/// declare, found from the protocols each type names, directly or through protocols of the app's own.
package struct AppTypeCatalog: Equatable {
    /// The kinds of type an app lists in its description.
    package enum Kind: String, CaseIterable, Sendable {
        case intents, entities, transientEntities, enums, valueQueries, unions, shortcuts
    }

    /// A type the generated code names: its module when it comes from a dependency, its path and its `#if` condition.
    package struct Reference: Equatable, Sendable {
        package var module: String?
        package var path: String
        package var condition: String?

        /// The Swift expression for the type: `EventEntity`, `CometCalKit.EventEntity`.
        package var expression: String { module.map { "\($0).\(path)" } ?? path }
    }

    /// The types found, by kind, in source order: the own module first, then each dependency; within a module, files
    /// in the order given (the extractor sorts them by path) and declarations as written.
    package var types: [Kind: [Reference]]
    /// The types that adopt an app protocol but cannot be named by the generated code, each with the reason.
    package var unreachable: [String]
    /// The dependency modules the generated code must import.
    package var imports: [String]
    /// The intents among ``types`` whose declaration or an extension of it asks for confirmation
    /// (``DeclaredType/asksForConfirmation``).
    package var intentsAskingForConfirmation: [Reference]

    /// IntentKit's protocols, by the kind of the types that adopt them.
    static let knownProtocols: [String: Kind] = {
        var known: [String: Kind] = [:]
        for name in [
            "AppIntent", "SystemIntent", "OpenIntent", "SetValueIntent", "DeleteIntent", "AudioPlaybackIntent", "LiveActivityIntent",
            "ProgressReportingIntent", "LongRunningIntent", "CancellableIntent", "UndoableIntent", "SnippetIntent", "WidgetConfigurationIntent",
            "ControlConfigurationIntent", "ForegroundContinuableIntent", "PredictableIntent", "TargetContentProvidingIntent",
            "ShowInAppSearchResultsIntent", "CustomIntentMigratedAppIntent", "URLRepresentableIntent",
        ] { known[name] = .intents }
        for name in ["AppEntity", "IndexedEntity", "UniqueAppEntity", "SyncableEntity", "URLRepresentableEntity", "OwnershipProvidingEntity"] {
            known[name] = .entities
        }
        known["TransientAppEntity"] = .transientEntities
        known["AppEnum"] = .enums
        known["URLRepresentableEnum"] = .enums
        known["IntentValueQuery"] = .valueQueries
        known["AppUnionValue"] = .unions
        known["AppShortcutsProvider"] = .shortcuts
        return known
    }()

    /// Finds the app's types.
    /// - Parameters:
    ///   - own: The declarations of the target the generated code is compiled into.
    ///   - dependencies: Each dependency module's declarations; only types another module can name are taken.
    package init(own: [DeclaredType], dependencies: [(module: String, declarations: [DeclaredType])] = []) {
        let everything = own + dependencies.flatMap(\.declarations)
        let kinds = Self.protocolKinds(everything)
        var types: [Kind: [Reference]] = [:]
        var unreachable: [String] = []
        var imports: [String] = []
        var confirming: [Reference] = []
        let modules: [(module: String?, declarations: [DeclaredType])] = [(nil, own)] + dependencies.map { ($0.module, $0.declarations) }
        for (module, declarations) in modules {
            var found: [(Kind, Reference)] = []
            let groups = Dictionary(grouping: declarations, by: \.path)
            var seen: Set<String> = []
            for path in declarations.map(\.path) where seen.insert(path).inserted {
                let group = groups[path] ?? []
                guard let type = group.first(where: { $0.keyword != "extension" && $0.keyword != "protocol" }) else { continue }
                let adopted = Set(group.flatMap(\.inherited).compactMap { kinds[$0] })
                guard !adopted.isEmpty else { continue }
                let place = module.map { " in \($0)" } ?? ""
                if let reason = type.unreachableBecause {
                    unreachable.append("\(path)\(place): \(reason)")
                    continue
                }
                if let module, !type.isVisibleToOtherModules {
                    unreachable.append("\(path)\(place): it is internal to \(module); make it public (or package) to be found from the app's target")
                    continue
                }
                let reference = Reference(module: module, path: path, condition: type.condition)
                for kind in Kind.allCases where adopted.contains(kind) {
                    found.append((kind, reference))
                }
                if adopted.contains(.intents), group.contains(where: \.asksForConfirmation) { confirming.append(reference) }
            }
            if let module, !found.isEmpty { imports.append(module) }
            for (kind, reference) in found { types[kind, default: []].append(reference) }
        }
        self.types = types
        self.unreachable = unreachable
        self.imports = imports
        intentsAskingForConfirmation = confirming
    }

    /// The kind each protocol confers: IntentKit's, and each protocol of the app's that refines one, however deep.
    static func protocolKinds(_ declarations: [DeclaredType]) -> [String: Kind] {
        var kinds = knownProtocols
        let protocols = declarations.filter { $0.keyword == "protocol" }
        var changed = true
        while changed {
            changed = false
            for declared in protocols where kinds[declared.path] == nil {
                if let kind = declared.inherited.lazy.compactMap({ kinds[$0] }).first {
                    kinds[declared.path] = kind
                    changed = true
                }
            }
        }
        return kinds
    }
}
