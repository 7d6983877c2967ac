/// The types the `IntentKitMetadata` build plugin found in an app's sources, for the kinds its description leaves
/// empty.
///
/// The plugin's generated code makes one and passes it to ``IntentApp/main(_:discovered:arguments:)``; an app does
/// not make one itself.
public struct IntentAppTypes: Sendable {
    /// The intent types found.
    public var intents: [any AppIntent.Type] = []
    /// The entity types found.
    public var entities: [any AppEntity.Type] = []
    /// The transient entity types found.
    public var transientEntities: [any TransientAppEntity.Type] = []
    /// The enum types found.
    public var enums: [any AppEnum.Type] = []
    /// The value query types found.
    public var valueQueries: [any IntentValueQuery.Type] = []
    /// The union types found.
    public var unions: [any AppUnionValue.Type] = []
    /// The shortcut providers found; an app has at most one.
    public var shortcuts: [any AppShortcutsProvider.Type] = []
    /// The intents whose declaration, or an extension of it, calls `requestConfirmation` (their own or a
    /// parameter's), whether or not the description lists its intents itself.
    public var intentsAskingForConfirmation: [any AppIntent.Type] = []
    /// The types that adopt one of those protocols but that the generated code cannot name, each with the reason
    /// (`LocalIntent: it is private`).
    public var unreachable: [String] = []

    /// No types.
    public init() {}
}

extension IntentAppDescription {
    /// The description with each kind of type it leaves empty taken from what the plugin found; the types the plugin
    /// could not name, to report at start-up; and the problems that stop the app (more than one shortcut provider).
    func completed(with discovered: IntentAppTypes) -> (description: IntentAppDescription, unregistered: [String], problems: [String]) {
        var description = self
        description.intentsAskingForConfirmation = Set(discovered.intentsAskingForConfirmation.map { ObjectIdentifier($0) })
        var tookAny = false
        if intents.isEmpty, !discovered.intents.isEmpty { (description.intents, tookAny) = (discovered.intents, true) }
        if entities.isEmpty, !discovered.entities.isEmpty { (description.entities, tookAny) = (discovered.entities, true) }
        if transientEntities.isEmpty, !discovered.transientEntities.isEmpty {
            (description.transientEntities, tookAny) = (discovered.transientEntities, true)
        }
        if enums.isEmpty, !discovered.enums.isEmpty { (description.enums, tookAny) = (discovered.enums, true) }
        if valueQueries.isEmpty, !discovered.valueQueries.isEmpty { (description.valueQueries, tookAny) = (discovered.valueQueries, true) }
        if unions.isEmpty, !discovered.unions.isEmpty { (description.unions, tookAny) = (discovered.unions, true) }
        var problems: [String] = []
        if shortcuts == nil, let first = discovered.shortcuts.first {
            description.shortcuts = first
            tookAny = true
            if discovered.shortcuts.count > 1 {
                let names = discovered.shortcuts.map { String(describing: $0) }.joined(separator: ", ")
                problems.append(
                    "the IntentKitMetadata plugin found \(discovered.shortcuts.count) AppShortcutsProvider types (\(names)); an app has one: name it in the description's shortcuts")
            }
        }
        let unregistered = tookAny ? discovered.unreachable : []
        return (description, unregistered, problems)
    }
}
