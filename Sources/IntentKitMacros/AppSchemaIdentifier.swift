/// An App Intents schema named as Apple's macros take it: `.domain.name`, such as `.photos.asset`.
///
/// IntentKit knows the domains, not each schema's members: any name in a domain is accepted, and the metadata lists
/// it as written (`photos.asset`).
public struct AppSchemaIdentifier: Sendable, Hashable {
    /// The schema's name, `domain.name`.
    public let name: String

    /// The assistant domain.
    public static var assistant: AppSchemaDomain { AppSchemaDomain("assistant") }
    /// The audio domain.
    public static var audio: AppSchemaDomain { AppSchemaDomain("audio") }
    /// The books domain.
    public static var books: AppSchemaDomain { AppSchemaDomain("books") }
    /// The browser domain.
    public static var browser: AppSchemaDomain { AppSchemaDomain("browser") }
    /// The calendar domain.
    public static var calendar: AppSchemaDomain { AppSchemaDomain("calendar") }
    /// The camera domain.
    public static var camera: AppSchemaDomain { AppSchemaDomain("camera") }
    /// The clock domain.
    public static var clock: AppSchemaDomain { AppSchemaDomain("clock") }
    /// The files domain.
    public static var files: AppSchemaDomain { AppSchemaDomain("files") }
    /// The journal domain.
    public static var journal: AppSchemaDomain { AppSchemaDomain("journal") }
    /// The mail domain.
    public static var mail: AppSchemaDomain { AppSchemaDomain("mail") }
    /// The photos domain.
    public static var photos: AppSchemaDomain { AppSchemaDomain("photos") }
    /// The presentation domain.
    public static var presentation: AppSchemaDomain { AppSchemaDomain("presentation") }
    /// The reader domain.
    public static var reader: AppSchemaDomain { AppSchemaDomain("reader") }
    /// The spreadsheet domain.
    public static var spreadsheet: AppSchemaDomain { AppSchemaDomain("spreadsheet") }
    /// The system domain.
    public static var system: AppSchemaDomain { AppSchemaDomain("system") }
    /// The whiteboard domain.
    public static var whiteboard: AppSchemaDomain { AppSchemaDomain("whiteboard") }
    /// The word processor domain.
    public static var wordProcessor: AppSchemaDomain { AppSchemaDomain("wordProcessor") }
}

/// A schema domain, whose members name its schemas (`.photos.asset`).
@dynamicMemberLookup
public struct AppSchemaDomain: Sendable, Hashable {
    /// The domain's name.
    public let name: String

    init(_ name: String) { self.name = name }

    /// The domain's schema of that name.
    public subscript(dynamicMember schema: String) -> AppSchemaIdentifier { AppSchemaIdentifier(name: "\(name).\(schema)") }
}
