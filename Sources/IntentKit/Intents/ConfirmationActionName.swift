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

    /// Add.
    public static let add = ConfirmationActionName("add")
    /// Add data.
    public static let addData = ConfirmationActionName("addData")
    /// Book.
    public static let book = ConfirmationActionName("book")
    /// Buy.
    public static let buy = ConfirmationActionName("buy")
    /// Call.
    public static let call = ConfirmationActionName("call")
    /// Check in.
    public static let checkIn = ConfirmationActionName("checkIn")
    /// Continue.
    public static let `continue` = ConfirmationActionName("continue")
    /// Create.
    public static let create = ConfirmationActionName("create")
    /// Delete.
    public static let delete = ConfirmationActionName("delete", isDestructive: true)
    /// Do it.
    public static let `do` = ConfirmationActionName("do")
    /// Download.
    public static let download = ConfirmationActionName("download")
    /// Filter.
    public static let filter = ConfirmationActionName("filter")
    /// Find.
    public static let find = ConfirmationActionName("find")
    /// Get.
    public static let get = ConfirmationActionName("get")
    /// Go.
    public static let go = ConfirmationActionName("go")
    /// Log.
    public static let log = ConfirmationActionName("log")
    /// Open.
    public static let open = ConfirmationActionName("open")
    /// Order.
    public static let order = ConfirmationActionName("order")
    /// Pay.
    public static let pay = ConfirmationActionName("pay")
    /// Play.
    public static let play = ConfirmationActionName("play")
    /// Post.
    public static let post = ConfirmationActionName("post")
    /// Request.
    public static let request = ConfirmationActionName("request")
    /// Run.
    public static let run = ConfirmationActionName("run")
    /// Search.
    public static let search = ConfirmationActionName("search")
    /// Send.
    public static let send = ConfirmationActionName("send")
    /// Set.
    public static let set = ConfirmationActionName("set")
    /// Share.
    public static let share = ConfirmationActionName("share")
    /// Start.
    public static let start = ConfirmationActionName("start")
    /// Toggle.
    public static let toggle = ConfirmationActionName("toggle")
    /// Turn off.
    public static let turnOff = ConfirmationActionName("turnOff")
    /// Turn on.
    public static let turnOn = ConfirmationActionName("turnOn")
    /// View.
    public static let view = ConfirmationActionName("view")
}
