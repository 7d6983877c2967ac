@_exported import IntentKit

/// Marks an entity's computed property as one the system sees, computed each time the entity is sent.
///
/// ```swift
/// struct EventEntity: AppEntity {
///     @Property(title: "Start") var startDate: Date
///     @Property(title: "End") var endDate: Date
///     @ComputedProperty(title: "Duration")
///     var duration: Double { endDate.timeIntervalSince(startDate) }
/// }
/// ```
/// The `IntentKitMetadata` build plugin lists the marked properties in the entity's `computedProperties` (so the
/// entity does not declare that list itself); without a title, the property is titled after its name.
@attached(peer)
public macro ComputedProperty(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil
) = #externalMacro(module: "IntentKitMacroPlugin", type: "EntityPropertyMarkerMacro")

/// Marks an entity's property as one worked out only when someone asks for it: costly to compute.
///
/// ```swift
/// @DeferredProperty(title: "Conflicts")
/// var conflicts: [String] {
///     get async throws { try await CalendarStore.shared.conflicts(of: id) }
/// }
/// ```
/// The `IntentKitMetadata` build plugin lists the marked properties in the entity's `deferredProperties`; entities
/// are sent without them, and a test reads one with `try await entity.conflicts.get()`.
@attached(peer)
public macro DeferredProperty(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? = nil
) = #externalMacro(module: "IntentKitMacroPlugin", type: "EntityPropertyMarkerMacro")

/// Makes an enum whose cases each carry one value an ``AppUnionValue``, listing its cases.
///
/// ```swift
/// @UnionValue
/// enum EventLocation {
///     case place(PlaceEntity)
///     case address(String)
/// }
/// ```
@attached(extension, conformances: AppUnionValue, names: named(unionCases))
public macro UnionValue() = #externalMacro(module: "IntentKitMacroPlugin", type: "UnionValueMacro")

/// Makes the type an ``AppIntent`` that follows an App Intents schema, which its metadata names.
///
/// ```swift
/// @AppIntent(schema: .photos.openAsset)
/// struct OpenAssetIntent: OpenIntent { … }
/// ```
@attached(extension, conformances: AppIntent, names: named(_intentKitSchema))
public macro AppIntent(schema: AppSchemaIdentifier) = #externalMacro(module: "IntentKitMacroPlugin", type: "AppIntentSchemaMacro")

/// Makes the type an ``AppEntity`` that follows an App Intents schema, which its metadata names.
@attached(extension, conformances: AppEntity, names: named(_intentKitSchema))
public macro AppEntity(schema: AppSchemaIdentifier) = #externalMacro(module: "IntentKitMacroPlugin", type: "AppEntitySchemaMacro")

/// Makes the type an ``AppEnum`` that follows an App Intents schema, which its metadata names.
@attached(extension, conformances: AppEnum, names: named(_intentKitSchema))
public macro AppEnum(schema: AppSchemaIdentifier) = #externalMacro(module: "IntentKitMacroPlugin", type: "AppEnumSchemaMacro")

/// iOS 18's name for ``AppIntent(schema:)``: makes the type an ``AppIntent`` that follows an assistant schema.
@attached(extension, conformances: AppIntent, names: named(_intentKitSchema))
public macro AssistantIntent(schema: AppSchemaIdentifier) = #externalMacro(module: "IntentKitMacroPlugin", type: "AppIntentSchemaMacro")

/// iOS 18's name for ``AppEntity(schema:)``: makes the type an ``AppEntity`` that follows an assistant schema.
@attached(extension, conformances: AppEntity, names: named(_intentKitSchema))
public macro AssistantEntity(schema: AppSchemaIdentifier) = #externalMacro(module: "IntentKitMacroPlugin", type: "AppEntitySchemaMacro")

/// iOS 18's name for ``AppEnum(schema:)``: makes the type an ``AppEnum`` that follows an assistant schema.
@attached(extension, conformances: AppEnum, names: named(_intentKitSchema))
public macro AssistantEnum(schema: AppSchemaIdentifier) = #externalMacro(module: "IntentKitMacroPlugin", type: "AppEnumSchemaMacro")
