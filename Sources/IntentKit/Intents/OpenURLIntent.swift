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

    /// Opens the URL with the app's ``OpenURLAction``, if it registered one.
    public func perform() async throws -> some IntentResult {
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
