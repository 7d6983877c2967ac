import IntentWire

/// What a command takes, declared once: parsing, help, and shell completion are all derived from it.
struct CommandSpec: Sendable {
    /// The word that selects the command.
    let name: String
    /// One sentence: what the command does.
    let abstract: String
    /// More detail, if worth saying.
    var discussion: String?
    /// The positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// The options and flags.
    var options: [OptionSpec] = []
    /// Worked examples, one command line each.
    var examples: [String] = []

    /// Every option name, for "did you mean".
    var optionNames: [String] { options.map(\.name) + ["--help"] }

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    /// How help shows it: `bundle-id`, shown as `<bundle-id>`.
    let name: String
    /// What it is.
    let help: String
    var isOptional = false
    /// Whether it takes every remaining positional argument.
    var isRepeating = false
    /// What completes it.
    var completion: Completion = .none
}

/// An option (`--container <dir>`) or a flag (`--json`).
struct OptionSpec: Sendable {
    /// The option's name, with its dashes.
    let name: String
    /// The value's name in help (`dir`); `nil` for a flag.
    var value: String?
    /// What it does, and its default.
    let help: String
    /// Whether it may be given more than once.
    var isRepeating = false
    /// What completes its value.
    var completion: Completion = .none

    var isFlag: Bool { value == nil }
}

/// What a shell can offer to complete an argument.
enum Completion: Sendable, Equatable {
    case none
    case file
    case directory
    /// The installed apps' bundle identifiers.
    case bundleIdentifier
    /// Type names the app declares, of one kind.
    case typeName(TypeKind)
    /// A fixed set of words.
    case words([String])
    /// `name=` for each parameter of the intent named by the second positional argument.
    case parameter

    enum TypeKind: Sendable, Equatable {
        case intent, entity, valueQuery, any
    }
}

/// The options every app command shares.
enum SharedOptions {
    static let container = OptionSpec(
        name: "--container", value: "dir",
        help: "The app's data folder. (default: $INTENTKIT_CONTAINER, else $XDG_DATA_HOME/<bundle-id>, else ~/.local/share/<bundle-id>)",
        completion: .directory)
    static let appPath = OptionSpec(
        name: "--app-path", value: "executable",
        help: "The app's executable. (default: $INTENTKIT_APP_PATH_<BUNDLE_ID>, else the one built next to the harness, else the install registry)",
        completion: .file)
    static let json = OptionSpec(name: "--json", help: "Print JSON in the protocol's value encoding instead of text.")
    static let bundleIdentifier = ArgumentSpec(name: "bundle-id", help: "The app's bundle identifier, such as com.example.CometCal.", completion: .bundleIdentifier)

    static let app = [container, appPath, json]
}
