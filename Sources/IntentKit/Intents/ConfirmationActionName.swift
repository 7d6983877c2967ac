/// The action a confirmation's accept button names: "Delete", "Send", "Go".
///
/// ```swift
/// try await requestConfirmation(actionName: .delete, dialog: "Delete \(event.title)?")
/// ```
public struct ConfirmationActionName: Sendable, Hashable {
    /// The action's name, as the prompt carries it: `delete`, `send`, or a custom accept label.
    public let name: String
    /// Whether the action destroys something, for a custom action.
    public let isDestructive: Bool

    init(_ name: String, isDestructive: Bool = false) {
        self.name = name
        self.isDestructive = isDestructive
    }

    /// A custom action with its own labels.
    public static func custom(
        acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource] = [], denyLabel: LocalizedStringResource,
        denyAlternatives: [LocalizedStringResource] = [], destructive: Bool = false
    ) -> ConfirmationActionName {
        ConfirmationActionName(acceptLabel.text, isDestructive: destructive)
    }

    /// The confirmation button reads "Add".
    public static let add = ConfirmationActionName("add")
    /// The confirmation button reads "Add data".
    public static let addData = ConfirmationActionName("addData")
    /// The confirmation button reads "Book".
    public static let book = ConfirmationActionName("book")
    /// The confirmation button reads "Buy".
    public static let buy = ConfirmationActionName("buy")
    /// The confirmation button reads "Call".
    public static let call = ConfirmationActionName("call")
    /// The confirmation button reads "Check in".
    public static let checkIn = ConfirmationActionName("checkIn")
    /// The confirmation button reads "Continue".
    public static let `continue` = ConfirmationActionName("continue")
    /// The confirmation button reads "Create".
    public static let create = ConfirmationActionName("create")
    /// The confirmation button reads "Delete".
    public static let delete = ConfirmationActionName("delete", isDestructive: true)
    /// The confirmation button reads "Do it".
    public static let `do` = ConfirmationActionName("do")
    /// The confirmation button reads "Download".
    public static let download = ConfirmationActionName("download")
    /// The confirmation button reads "Filter".
    public static let filter = ConfirmationActionName("filter")
    /// The confirmation button reads "Find".
    public static let find = ConfirmationActionName("find")
    /// The confirmation button reads "Get".
    public static let get = ConfirmationActionName("get")
    /// The confirmation button reads "Go".
    public static let go = ConfirmationActionName("go")
    /// The confirmation button reads "Log".
    public static let log = ConfirmationActionName("log")
    /// The confirmation button reads "Open".
    public static let open = ConfirmationActionName("open")
    /// The confirmation button reads "Order".
    public static let order = ConfirmationActionName("order")
    /// The confirmation button reads "Pay".
    public static let pay = ConfirmationActionName("pay")
    /// The confirmation button reads "Play".
    public static let play = ConfirmationActionName("play")
    /// The confirmation button reads "Post".
    public static let post = ConfirmationActionName("post")
    /// The confirmation button reads "Request".
    public static let request = ConfirmationActionName("request")
    /// The confirmation button reads "Run".
    public static let run = ConfirmationActionName("run")
    /// The confirmation button reads "Search".
    public static let search = ConfirmationActionName("search")
    /// The confirmation button reads "Send".
    public static let send = ConfirmationActionName("send")
    /// The confirmation button reads "Set".
    public static let set = ConfirmationActionName("set")
    /// The confirmation button reads "Share".
    public static let share = ConfirmationActionName("share")
    /// The confirmation button reads "Start".
    public static let start = ConfirmationActionName("start")
    /// The confirmation button reads "Toggle".
    public static let toggle = ConfirmationActionName("toggle")
    /// The confirmation button reads "Turn off".
    public static let turnOff = ConfirmationActionName("turnOff")
    /// The confirmation button reads "Turn on".
    public static let turnOn = ConfirmationActionName("turnOn")
    /// The confirmation button reads "View".
    public static let view = ConfirmationActionName("view")
}
