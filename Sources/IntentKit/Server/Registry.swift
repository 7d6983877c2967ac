import Dispatch
import IntentJSON
import IntentTransport
import IntentWire
import Synchronization

/// The app's declarations, indexed by name, with the metadata derived from them.
///
/// Built once at start-up; immutable afterwards. A class, so that each request shares it by one reference: as a
/// struct, every `intent/run` copied it twice, retaining each of its tables and strings, from whichever threads
/// were serving requests at the time.
final class Registry: Sendable {
    let description: IntentAppDescription
    let intents: [String: any AppIntent.Type]
    let entities: [String: any AppEntity.Type]
    let valueQueries: [String: any IntentValueQuery.Type]

    /// The answer to `initialize` encoded while the metadata was built, when the registry was made for serving.
    let handshake: Handshake?

    /// The answer to `initialize`: the app's metadata, encoded once, or the error that stopped it being encoded.
    typealias Handshake = Result<EncodedResponse<InitializeRequest>, ResponseError>

    /// The names of the declared intents, entities (transient ones after the others) and value queries, in their
    /// declaration order: the candidates an unknown name is compared with.
    let intentNames: [String]
    let entityNames: [String]
    let transientEntityNames: [String]
    let valueQueryNames: [String]

    /// The metadata, when it was built with the registry; else it is built when first asked for.
    private let builtMetadata: AppMetadata?
    private let metadataBuiltLater: Mutex<AppMetadata?>

    /// Reads the app's declarations.
    /// - Parameter encodingHandshake: Whether to encode the answer to `initialize` too, as a server needs.
    convenience init(_ description: IntentAppDescription, encodingHandshake: Bool = false) {
        let (metadata, handshake) = Self.makeMetadata(description, encodingHandshake: encodingHandshake)
        self.init(description, metadata: metadata, handshake: handshake)
    }

    /// A registry that serves a handshake kept from an earlier launch of the same build (see ``MetadataCache``):
    /// no declaration is read until a request needs it.
    convenience init(_ description: IntentAppDescription, cachedHandshake: EncodedResponse<InitializeRequest>) {
        self.init(description, metadata: nil, handshake: .success(cachedHandshake))
    }

    private init(_ description: IntentAppDescription, metadata: AppMetadata?, handshake: Handshake?) {
        self.description = description
        var intents: [String: any AppIntent.Type] = [:]
        for intent in description.intents { intents[intent.typeIdentifier] = intents[intent.typeIdentifier] ?? intent }
        var entities: [String: any AppEntity.Type] = [:]
        for entity in description.entities { entities[entity.typeIdentifier] = entities[entity.typeIdentifier] ?? entity }
        self.intents = intents
        self.entities = entities
        self.valueQueries = Dictionary(description.valueQueries.map { ($0.typeIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        intentNames = description.intents.map { $0.typeIdentifier }
        entityNames = description.entities.map { $0.typeIdentifier }
        transientEntityNames = description.transientEntities.map { $0.typeIdentifier }
        valueQueryNames = description.valueQueries.map { $0.typeIdentifier }
        builtMetadata = metadata
        metadataBuiltLater = Mutex(nil)
        self.handshake = handshake
    }

    /// The metadata derived from the declarations.
    var metadata: AppMetadata {
        if let builtMetadata { return builtMetadata }
        return metadataBuiltLater.withLock { built in
            if let built { return built }
            let metadata = Self.makeMetadata(description, encodingHandshake: false).0
            built = metadata
            return metadata
        }
    }

    /// The answer to `initialize`: this registry's own when it encoded one, else encoded now.
    var encodedHandshake: Handshake {
        handshake ?? Self.encode { try EncodedResponse<InitializeRequest>(InitializeResponse(metadata: metadata)) }
    }

    /// The metadata (and, if asked, its handshake encoding), built on two threads: the intents on one, everything
    /// else on the other.
    ///
    /// Most of the work is reflection and the Swift runtime's first look at each declared type's conformances
    /// (a scan of every conformance record in the executable per type and protocol), so the halves share no
    /// locks worth mentioning and an app's start-up is shorter by the smaller half. The handshake's parts are
    /// written on each thread as its half is built.
    private static func makeMetadata(_ description: IntentAppDescription, encodingHandshake: Bool) -> (AppMetadata, Handshake?) {
        typealias Written<Part> = Result<Part, JSONCodingError>
        let intentsHalf = Mutex<([IntentDescriptor], Written<[UInt8]>?)>(([], nil))
        let othersHalf = Mutex<(AppMetadata, Written<(before: [UInt8], after: [UInt8])>?)?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                let built = description.intents.map { intent in
                    intentDescriptor(intent, asksForConfirmation: description.intentsAskingForConfirmation.contains(ObjectIdentifier(intent)))
                }
                let written = encodingHandshake ? Written { () throws(JSONCodingError) in try EncodedResponse<InitializeRequest>.intentsPart(built) } : nil
                intentsHalf.withLock { $0 = (built, written) }
            } else {
                let built = metadataWithoutIntents(description)
                let written =
                    encodingHandshake ? Written { () throws(JSONCodingError) in try EncodedResponse<InitializeRequest>.partsAroundIntents(of: built) } : nil
                othersHalf.withLock { $0 = (built, written) }
            }
        }
        let (intents, writtenIntents) = intentsHalf.withLock { $0 }
        var (metadata, writtenOthers) = othersHalf.withLock { $0 }!
        metadata.intents = intents
        guard encodingHandshake, let writtenIntents, let writtenOthers else { return (metadata, nil) }
        return (metadata, encode { try EncodedResponse<InitializeRequest>(joining: writtenIntents.get(), around: writtenOthers.get()) })
    }

    private static func encode(_ body: () throws -> EncodedResponse<InitializeRequest>) -> Handshake {
        Result(catching: body).mapError { .internalError("the app's metadata could not be encoded: \($0)") }
    }

    private static func metadataWithoutIntents(_ description: IntentAppDescription) -> AppMetadata {
        AppMetadata(
            app: AppDescriptor(bundleIdentifier: description.bundleIdentifier, name: description.name, version: description.version),
            intents: [],
            entities: description.entities.map { entityDescriptor($0) },
            transientEntities: description.transientEntities.map { entity in
                let display = entity.typeDisplayRepresentation
                return TransientEntityDescriptor(
                    name: entity.typeIdentifier, displayName: display.name.text,
                    properties: PropertyReflection.propertyDescriptors(ofInstance: entity.init()),
                    synonyms: display.synonyms.isEmpty ? nil : display.synonyms.map { $0.text }, numericFormat: display.numericFormat.text)
            },
            enums: description.enums.map { enumDescriptor($0) },
            valueQueries: description.valueQueries.map { $0.descriptor },
            shortcuts: description.shortcuts.map { shortcutDescriptors($0) } ?? [],
            shortcutTileColor: description.shortcuts.map { tileColor($0) },
            negativeShortcutPhrases: description.shortcuts.map { negativePhrases($0) } ?? [],
            unions: description.unions.map { unionDescriptor($0) })
    }

    private static func intentDescriptor<Intent: AppIntent>(_ intent: Intent.Type, asksForConfirmation: Bool) -> IntentDescriptor {
        let described = Intent.declaredDescription
        return IntentDescriptor(
            name: Intent.typeIdentifier, title: Intent.title.text, description: described?.descriptionText.text,
            categoryName: described?.categoryName.text, searchKeywords: described?.searchKeywords.map { $0.text } ?? [],
            resultValueName: described?.resultValueName.text, parameters: ParameterReflection.descriptors(of: intent),
            parameterSummary: Intent.summaryDescriptor, resultType: (Intent.PerformResult.self as? any WireIntentResult.Type)?.resultValueType,
            openAppWhenRun: Intent.openAppWhenRun, supportedModes: Intent.supportedModes.names,
            authenticationPolicy: Intent.authenticationPolicy.rawValue, isDiscoverable: Intent.isDiscoverable, roles: Intent._intentKitSystemRoles,
            schema: Intent._intentKitSchema, asksForConfirmation: asksForConfirmation)
    }

    private static func entityDescriptor<Entity: AppEntity>(_ entity: Entity.Type) -> EntityDescriptor {
        let display = Entity.typeDisplayRepresentation
        return EntityDescriptor(
            name: Entity.typeIdentifier, displayName: display.name.text,
            properties: PropertyReflection.propertyDescriptors(of: entity) + Entity.computedProperties.map { $0.descriptor } + Entity.deferredProperties.map { $0.descriptor },
            queries: Entity.queryKinds, identifierType: TypeNames.name(of: Entity.ID.self),
            synonyms: display.synonyms.isEmpty ? nil : display.synonyms.map { $0.text }, numericFormat: display.numericFormat.text,
            isIndexed: Entity._intentKitConformances.contains(.indexed) ? true : nil, propertyQuery: Entity.propertyQueryDescriptor,
            isUnique: Entity._intentKitConformances.contains(.unique) ? true : nil, providesOwnership: Entity._intentKitConformances.contains(.providesOwnership) ? true : nil,
            schema: Entity._intentKitSchema)
    }

    private static func enumDescriptor<Enum: AppEnum>(_ enumType: Enum.Type) -> EnumDescriptor {
        let display = Enum.typeDisplayRepresentation
        let cases = Enum.allCases.map { value in
            let caseDisplay = Enum.caseDisplayRepresentations[value]
            return EnumCaseDescriptor(
                rawValue: value.wireRawValue, title: value.displayTitle, subtitle: caseDisplay?.subtitle.text, image: caseDisplay?.image?.wireValue,
                synonyms: caseDisplay.map { $0.synonyms.isEmpty ? nil : $0.synonyms.map { $0.text } } ?? nil)
        }
        return EnumDescriptor(
            name: Enum.typeIdentifier, displayName: display.name.text, cases: cases,
            synonyms: display.synonyms.isEmpty ? nil : display.synonyms.map { $0.text }, numericFormat: display.numericFormat.text,
            schema: Enum._intentKitSchema)
    }

    private static func unionDescriptor<Union: AppUnionValue>(_ union: Union.Type) -> UnionDescriptor {
        UnionDescriptor(
            name: Union.typeIdentifier, displayName: Union.typeDisplayRepresentation.name.text,
            cases: Union.unionCases.map { UnionCaseDescriptor(name: $0.name, title: $0.title.text, type: $0.valueType) })
    }

    private static func tileColor<Provider: AppShortcutsProvider>(_ provider: Provider.Type) -> String {
        Provider.shortcutTileColor.rawValue
    }

    private static func negativePhrases<Provider: AppShortcutsProvider>(_ provider: Provider.Type) -> [String] {
        Provider.negativePhrases.phrases.map(\.format)
    }

    private static func shortcutDescriptors<Provider: AppShortcutsProvider>(_ provider: Provider.Type) -> [AppShortcutDescriptor] {
        Provider.appShortcuts.map { $0.descriptor }
    }
}
