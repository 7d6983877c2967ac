import Foundation

/// Opens a URL, usually one of the app's deep links: the system intent App Intents code returns from `perform()`.
///
/// ```swift
/// func perform() async throws -> some IntentResult & OpensIntent {
///     .result(opensIntent: OpenURLIntent(URL(string: "cometcal://today")!))
/// }
/// ```
/// The app opens it with the ``OpenURLAction`` its set-up registers (`AppDependencyManager.shared.add(dependency:
/// OpenURLAction { url in … })`); without one nothing in the app happens, as when the system hands a URL to another
/// app. Tests read it as the result's opened intent, `OpenURLIntent`, with its `url`.
public struct OpenURLIntent: SystemIntent {
    /// "Open URL".
    public static let title: LocalizedStringResource = "Open URL"

    /// The URL to open.
    @Parameter(title: "URL") public var url: URL

    /// An intent whose URL is set later.
    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// An intent that opens an entity's URL (see ``URLRepresentableEntity``).
    public init<Entity: URLRepresentableEntity>(_ entity: Entity) {
        if let url = entity.url { self.url = url } else { problem = "\(Entity.typeIdentifier) \(entity.id)'s URL representation does not make a URL" }
    }

    /// An intent that opens an enum case's URL (see ``URLRepresentableEnum``).
    public init<Enum: URLRepresentableEnum>(_ value: Enum) {
        if let url = value.url { self.url = url } else { problem = "\(Enum.typeIdentifier).\(value.wireRawValue)'s URL representation does not make a URL" }
    }

    /// Why there is no URL to open, when the entity or case it was made from had none.
    private var problem: String?

    /// Opens the URL with the app's ``OpenURLAction``, if it registered one.
    public func perform() async throws -> some IntentResult {
        if let problem { throw AppIntentError(description: problem) }
        if let open = AppDependencyManager.shared.registered(OpenURLAction.self) {
            _ = await open(url)
        }
        return .result()
    }
}

/// How the app opens a URL handed to it (an ``OpenURLIntent``), in the shape of SwiftUI's action of that name.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: OpenURLAction { url in
///     await Navigator.shared.show(url) ? .handled : .discarded
/// })
/// ```
public struct OpenURLAction: Sendable {
    /// What became of a URL.
    public enum Result: Sendable, Hashable {
        /// The app opened it.
        case handled
        /// The app ignored it.
        case discarded
        /// The app left it to the system.
        case systemAction
    }

    private let handler: @Sendable (URL) async -> Result

    /// An action that opens URLs with `handler`.
    public init(handler: @escaping @Sendable (URL) async -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @discardableResult
    public func callAsFunction(_ url: URL) async -> Result { await handler(url) }
}
