import IntentKit

/// Opens an event in the app.
public struct OpenEventIntent: AppIntent {
    /// "Open Event".
    public static let title = "Open Event"
    /// What it does.
    public static let description: IntentDescription? = "Shows an event in CometCal."

    @Parameter(title: "Event") var target: EventEntity
    @Dependency var navigation: NavigationModel

    /// Creates the intent with its parameters unset.
    public init() {}

    /// Navigates to the event.
    @MainActor
    public func perform() async throws -> some IntentResult {
        navigation.open(eventID: target.id)
        return .result()
    }
}
