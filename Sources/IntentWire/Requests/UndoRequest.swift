/// `app/undo`: undo the last action an undoable intent registered, as a person's undo gesture does in the app.
///
/// Answered with the undone action's name, or the error `nothingToUndo` (`appFailed`) when there is none.
public struct UndoRequest: Codable, WireRequest {
    /// The JSON-RPC method this request is sent as.
    public static let method = "app/undo"
    /// What the app answers `app/undo` with.
    public typealias Response = UndoResponse

    /// Creates an `app/undo` request.
    public init() {}
}

/// The answer to `app/undo`: the name of the action undone (`setActionName`), if it had one.
public struct UndoResponse: Codable, Sendable, Hashable, WireCodable {
    /// The undone action's name; `nil` when it was not named.
    public var actionName: String?

    /// Creates the response.
    public init(actionName: String?) { self.actionName = actionName }
}
