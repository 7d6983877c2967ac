import IntentWire

extension Registry {
    /// Every problem with the declarations, in one list; empty when the app is declared correctly.
    ///
    /// Checks: the bundle identifier; duplicate type names; parameters, properties and results whose
    /// entity, transient entity or enum type is not registered; enums without
    /// cases; intents without a title; entity property titles the build did
    /// not record; parameter summaries and shortcut phrases; defaults outside
    /// a declared range.
    func validate() -> [String] {
        var problems: [String] = []
        if let problem = BundleIdentifier.problem(description.bundleIdentifier) { problems.append(problem) }
        var seen: [String: String] = [:]
        func claim(_ name: String, as kind: String) {
            if let earlier = seen[name] {
                problems.append("the name \"\(name)\" is declared twice (as \(earlier) and as \(kind)); type names must be unique")
            } else {
                seen[name] = kind
            }
        }
        for intent in metadata.intents { claim(intent.name, as: "an intent") }
        for entity in metadata.entities { claim(entity.name, as: "an entity") }
        for entity in metadata.transientEntities { claim(entity.name, as: "a transient entity") }
        for enumeration in metadata.enums { claim(enumeration.name, as: "an enum") }
        for query in metadata.valueQueries { claim(query.name, as: "a value query") }
        for union in metadata.unions { claim(union.name, as: "a union") }

        let entityNames = Set(metadata.entities.map(\.name))
        let transientNames = Set(metadata.transientEntities.map(\.name))
        let enumNames = Set(metadata.enums.map(\.name))
        let unionNames = Set(metadata.unions.map(\.name))
        func check(_ type: ValueType, at place: String) {
            switch type {
            case .array(let element), .optional(let element): check(element, at: place)
            case .entity(let name) where !entityNames.contains(name):
                problems.append("\(place) has type \(name), an entity that is not registered; add \(name).self to the description's entities")
            case .transientEntity(let name) where !transientNames.contains(name):
                problems.append("\(place) has type \(name), a transient entity that is not registered; add \(name).self to the description's transientEntities")
            case .enumeration(let name) where !enumNames.contains(name):
                problems.append("\(place) has type \(name), an enum that is not registered; add \(name).self to the description's enums")
            case .union(let name) where !unionNames.contains(name):
                problems.append("\(place) has type \(name), a union that is not registered; add \(name).self to the description's unions")
            default: break
            }
        }
        for intent in metadata.intents {
            if intent.title.isEmpty { problems.append("\(intent.name) has an empty title") }
            for parameter in intent.parameters { check(parameter.type, at: "\(intent.name).\(parameter.name)") }
            if let result = intent.resultType { check(result, at: "the result of \(intent.name)") }
        }
        for entity in metadata.entities {
            for property in entity.properties { check(property.type, at: "\(entity.name).\(property.name)") }
        }
        for entity in metadata.transientEntities {
            for property in entity.properties { check(property.type, at: "\(entity.name).\(property.name)") }
        }
        for query in metadata.valueQueries {
            check(query.inputType, at: "the input of \(query.name)")
            for result in query.resultTypes { check(result, at: "the result of \(query.name)") }
        }
        for union in metadata.unions {
            for unionCase in union.cases { check(unionCase.type, at: "the case \(union.name).\(unionCase.name)") }
        }
        for enumeration in metadata.enums where enumeration.cases.isEmpty {
            problems.append("\(enumeration.name) has no cases; an enum needs at least one")
        }
        problems += untitledPropertyProblems()
        problems += propertyQueryProblems()
        for intent in metadata.intents {
            problems += parameterProblems(of: intent)
            problems += summaryProblems(of: intent)
        }
        problems += shortcutProblems()
        return problems
    }

    /// Entities whose `@Property` titles were not recorded at build time: the plugin is missing, or the type is out of its reach.
    private func untitledPropertyProblems() -> [String] {
        description.entities.compactMap { entity in
            let untitled = PropertyReflection.untitledProperties(of: entity)
            guard !untitled.isEmpty else { return nil }
            let names = untitled.map { "\"\($0)\"" }.joined(separator: ", ")
            return "the titles of \(entity.typeIdentifier)'s properties \(names) are not known: add the IntentKitMetadata plugin to the target that declares it "
                + "(plugins: [.plugin(name: \"IntentKitMetadata\", package: \"IntentKit\")]), and declare the entity at file or type scope, not private"
        }
    }

    /// Property query declarations whose key paths name no `@Property` the build recorded.
    private func propertyQueryProblems() -> [String] {
        description.entities.flatMap { entity in
            entity.unnamedPropertyQueryKeyPaths.map { place in
                "\(place) names a key path that is not a recorded @Property of \(entity.typeIdentifier): use a key path to an @Property's projected value "
                    + "(\\\(entity.typeIdentifier).$title), declared not private, in a target with the IntentKitMetadata plugin"
            }
        }
    }

    private func parameterProblems(of intent: IntentDescriptor) -> [String] {
        intent.parameters.compactMap { parameter in
            if parameter.title.isEmpty { return "\(intent.name).\(parameter.name) has an empty title" }
            guard let range = parameter.inclusiveRange else { return nil }
            if range.lowerBound > range.upperBound {
                return "\(intent.name).\(parameter.name) declares the inclusive range \(range.text), whose lower bound is above its upper bound"
            }
            let number: Double? =
                switch parameter.defaultValue {
                case .int(let value): Double(value)
                case .double(let value): value
                default: nil
                }
            if let number, number < range.lowerBound || number > range.upperBound {
                return "\(intent.name).\(parameter.name) defaults to \(parameter.defaultValue!), outside its inclusive range \(range.text)"
            }
            return nil
        }
    }

    private func summaryProblems(of intent: IntentDescriptor) -> [String] {
        guard let summary = intent.parameterSummary else { return [] }
        let names = intent.parameters.map(\.name)
        return summary.parameterNames.filter { !names.contains($0) }.map { name in
            "\(intent.name)'s parameter summary mentions \"\(name)\", which is not one of its parameters (\(names.joined(separator: ", ")))"
        }
    }

    /// The rules Apple applies to App Shortcuts: the app's name once per phrase, at most one parameter (an entity or enum), registered intents, at most ten shortcuts.
    private func shortcutProblems() -> [String] {
        var problems: [String] = []
        if metadata.shortcuts.count > 10 {
            problems.append("the app declares \(metadata.shortcuts.count) App Shortcuts; at most 10 are allowed")
        }
        for shortcut in metadata.shortcuts {
            guard let intent = metadata.intent(named: shortcut.intent) else {
                problems.append("an App Shortcut runs \(shortcut.intent), an intent that is not registered; add \(shortcut.intent).self to the description's intents")
                continue
            }
            if shortcut.phrases.isEmpty { problems.append("the App Shortcut for \(shortcut.intent) has no phrases") }
            for phrase in shortcut.phrases {
                let placeholders = ParameterSummaryDescriptor.placeholders(in: phrase)
                let quoted = "the App Shortcut phrase \"\(phrase)\" of \(shortcut.intent)"
                let mentions = placeholders.filter { $0 == AppShortcutPhraseToken.applicationName.rawValue }.count
                if mentions != 1 {
                    problems.append("\(quoted) mentions the app's name \(mentions) times; it must contain \\(.applicationName) exactly once")
                }
                let parameters = placeholders.filter { $0 != AppShortcutPhraseToken.applicationName.rawValue }
                if parameters.count > 1 {
                    problems.append("\(quoted) has \(parameters.count) parameters; a phrase may have at most one")
                }
                for name in parameters {
                    guard let parameter = intent.parameter(named: name) else {
                        problems.append("\(quoted) mentions \"\(name)\", which is not a parameter of \(intent.name)")
                        continue
                    }
                    switch parameter.type.nonOptional {
                    case .entity, .enumeration: break
                    default: problems.append("\(quoted) mentions \"\(name)\" of type \(parameter.type); a phrase parameter must be an entity or an enum")
                    }
                }
            }
        }
        return problems
    }
}
