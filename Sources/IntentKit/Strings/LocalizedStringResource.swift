#if !canImport(Darwin)
    import Foundation

    /// A string people see, with the key and table a localized app looks it up by.
    ///
    /// Foundation on Apple platforms provides this type; IntentKit provides it
    /// where Foundation does not, so that App Intents code written for Apple
    /// platforms compiles unchanged:
    /// ```swift
    /// static let title: LocalizedStringResource = "Create Event"
    /// static let title = LocalizedStringResource("Create Event", table: "Intents")
    /// ```
    /// There are no string tables on this platform: the text people see is
    /// always the default value, with its interpolations filled in.
    public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key a string table looks the text up by.
        public var key: String {
            get { namedKey ?? defaultValue.key }
            set { namedKey = newValue }
        }
        /// The key the resource was given; `nil` for its default value's own key, made only when read (resources
        /// are built for every entity of a reply, and their keys are rarely read).
        @usableFromInline var namedKey: String?
        /// The text used when no table has the key.
        public var defaultValue: String.LocalizationValue {
            // The key stays the one the resource was made with, as when it was stored.
            didSet { namedKey = namedKey ?? oldValue.key }
        }
        /// The string table's name, or `nil` for the default table.
        public var table: String?
        /// The locale to show the text in: the current one unless the resource names one.
        public var locale: Locale {
            get { namedLocale ?? .current }
            set { namedLocale = newValue }
        }
        /// The locale the resource names; `nil` for the current one, looked up when read (literals are built per
        /// entity property, and `Locale.current` on every one showed in profiles).
        @usableFromInline var namedLocale: Locale?
        /// Where the string table lives.
        public var bundle: BundleDescription

        /// Creates a resource whose key and default value are the same text.
        public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
            self.namedKey = nil
            self.defaultValue = keyAndValue
            self.table = table
            self.namedLocale = locale
            self.bundle = bundle
        }

        /// Creates a resource with a key and the text to use when no table has it.
        public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
            self.namedKey = key.description
            self.defaultValue = defaultValue
            self.table = table
            self.namedLocale = locale
            self.bundle = bundle
        }

        /// Creates a resource from a literal.
        @inlinable public init(stringLiteral value: String) {
            self.init(currentLocale: String.LocalizationValue(stringLiteral: value))
        }

        /// Creates a resource from an interpolated literal.
        @inlinable public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
            // Each member set here rather than through `init(currentLocale:)`: delegating copied the whole
            // resource and destroyed the original, for every display representation of every entity.
            self.namedKey = nil
            self.defaultValue = String.LocalizationValue(stringInterpolation: stringInterpolation)
            self.table = nil
            self.namedLocale = nil
            self.bundle = .main
        }

        @inlinable init(currentLocale keyAndValue: String.LocalizationValue) {
            self.namedKey = nil
            self.defaultValue = keyAndValue
            self.table = nil
            self.namedLocale = nil
            self.bundle = .main
        }

        /// Whether two resources have the same key, text, table, locale and bundle.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table && lhs.locale == rhs.locale && lhs.bundle == rhs.bundle
        }

        /// Hashes what ``==(_:_:)`` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(defaultValue)
            hasher.combine(table)
            hasher.combine(locale)
            hasher.combine(bundle)
        }

        /// The text people see.
        public var description: String { String(localized: self) }

        /// Where a resource's string table lives.
        public enum BundleDescription: Sendable, Hashable {
            /// The app's main bundle.
            case main
            /// The bundle at a URL.
            case atURL(URL)
        }
    }

    /// A type that describes itself to people with a localized string, as app errors do.
    ///
    /// IntentKit reports an error that conforms with this text, so a test sees
    /// the message a person would.
    public protocol CustomLocalizedStringResourceConvertible {
        /// The text that describes the value.
        var localizedStringResource: LocalizedStringResource { get }
    }
#endif
