import Foundation

/// A person an intent takes or returns: who they are to the app, their name, and how to reach them.
///
/// Declared and read as in App Intents:
/// ```swift
/// @Parameter(title: "Hiking Partner") var partner: IntentPerson?
/// let ada = IntentPerson(
///     identifier: .applicationDefined("hiker-42"), name: .displayName("Ada Lovelace"),
///     handle: IntentPerson.Handle(emailAddress: "ada@example.com", label: .work))
/// ```
/// On the wire it is `{"person": {…}}`; see the protocol article.
public struct IntentPerson: Sendable, Hashable {
    /// Who the person is to the app: a contact, or an identifier the app assigned.
    public var identifier: Identifier
    /// The person's name.
    public var name: Name
    /// The main way to reach the person, if known.
    public var handle: Handle?
    /// Other ways to reach the person.
    public var aliases: [Handle]
    /// Whether the person is the device's owner.
    public var isMe: Bool
    /// An image of the person, if any.
    public var image: DisplayImageValue?

    /// Creates a person.
    public init(identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
    }

    /// A person known only by a handle, such as an email address not linked to a contact: the handle is their name and identifier.
    public init(handle: Handle) {
        self.init(identifier: .applicationDefined(handle.value.text), name: .displayName(handle.value.text), handle: handle)
    }

    /// The name to show: the display name, or the name components joined in the usual order.
    public var displayName: String {
        switch name {
        case .displayName(let text): text
        case .components(let components):
            [components.namePrefix, components.givenName, components.middleName, components.familyName, components.nameSuffix]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// Who a person is to the app.
    public enum Identifier: Sendable, Hashable {
        /// A contact in the person's address book, by its identifier.
        case contact(String)
        /// An identifier the app assigned, such as a user id.
        case applicationDefined(String)
    }

    /// A person's name: as one string, or in parts.
    public enum Name: Sendable, Hashable {
        /// The name as people see it: "Ada Lovelace".
        case displayName(String)
        /// The name in parts: given name, family name, and so on.
        case components(PersonNameComponents)
    }

    /// One way to reach a person: an email address, a phone number or an address the app defines, with a label.
    public struct Handle: Sendable, Hashable {
        /// The address itself.
        public var value: Value
        /// What the address is for: home, work, mobile, …
        public var label: Label

        /// Creates a handle.
        public init(_ value: Value, label: Label = .other) {
            self.value = value
            self.label = label
        }

        /// An email address.
        public init(emailAddress: String, label: Label = .other) {
            self.init(.emailAddress(emailAddress), label: label)
        }

        /// A phone number.
        public init(phoneNumber: String, label: Label = .other) {
            self.init(.phoneNumber(phoneNumber), label: label)
        }

        /// An address only the app understands, such as a user name, with a label of the app's own.
        public init(applicationDefined: String, label: String? = nil) {
            self.init(.applicationDefined(applicationDefined), label: label.map(Label.init(rawValue:)) ?? .other)
        }

        /// The kind of a handle and its text.
        public enum Value: Sendable, Hashable {
            /// An email address.
            case emailAddress(String)
            /// A phone number.
            case phoneNumber(String)
            /// An address only the app understands.
            case applicationDefined(String)

            /// The address as written.
            public var text: String {
                switch self {
                case .emailAddress(let text), .phoneNumber(let text), .applicationDefined(let text): text
                }
            }
        }

        /// What a handle is for. The standard labels are listed; any other text is a label of the app's own.
        public struct Label: RawRepresentable, Sendable, Hashable {
            /// The label's name: `home`, `work`, or the app's own text.
            public var rawValue: String
            /// Creates a label from its name.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Home.
            public static let home = Label(rawValue: "home")
            /// Work.
            public static let work = Label(rawValue: "work")
            /// An iPhone.
            public static let iPhone = Label(rawValue: "iPhone")
            /// A mobile phone.
            public static let mobile = Label(rawValue: "mobile")
            /// The main number or address.
            public static let main = Label(rawValue: "main")
            /// A fax at home.
            public static let homeFax = Label(rawValue: "homeFax")
            /// A fax at work.
            public static let workFax = Label(rawValue: "workFax")
            /// A pager.
            public static let pager = Label(rawValue: "pager")
            /// School.
            public static let school = Label(rawValue: "school")
            /// Anything else; the default.
            public static let other = Label(rawValue: "other")
        }
    }
}
