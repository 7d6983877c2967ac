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
            get { extras?.namedKey ?? defaultValue.key }
            set { extras = Extras(namedKey: newValue, table: table, namedLocale: extras?.namedLocale, bundle: bundle) }
        }
        /// The text used when no table has the key.
        public var defaultValue: String.LocalizationValue {
            // The key stays the one the resource was made with, as when it was stored.
            didSet {
                if extras?.namedKey == nil {
                    extras = Extras(namedKey: oldValue.key, table: table, namedLocale: extras?.namedLocale, bundle: bundle)
                }
            }
        }
        /// The string table's name, or `nil` for the default table.
        public var table: String? {
            get { extras?.table }
            set { extras = Extras(namedKey: extras?.namedKey, table: newValue, namedLocale: extras?.namedLocale, bundle: bundle) }
        }
        /// The locale to show the text in: the current one unless the resource names one.
        public var locale: Locale {
            // Looked up when read: literals are built per entity property, and `Locale.current` on every one showed
            // in profiles.
            get { extras?.namedLocale ?? .current }
            set { extras = Extras(namedKey: extras?.namedKey, table: table, namedLocale: newValue, bundle: bundle) }
        }
        /// Where the string table lives.
        public var bundle: BundleDescription {
            get { extras?.bundle ?? .main }
            set { extras = Extras(namedKey: extras?.namedKey, table: table, namedLocale: extras?.namedLocale, bundle: newValue) }
        }

        /// What a resource names besides its text, held by reference; `nil` for a literal or interpolation in the
        /// current locale, as nearly every resource an app makes for an entity is.
        ///
        /// Held inline, the key, table, locale and bundle made a resource about 140 bytes and six references, and
        /// the compiler moved resources by copying and destroying them: twice for every display of every entity.
        @usableFromInline var extras: Extras?

        /// The key, table, locale and bundle a resource was given.
        @usableFromInline final class Extras: Sendable {
            /// The key the resource was given; `nil` for its default value's own key, made only when read (its keys
            /// are rarely read).
            let namedKey: String?
            let table: String?
            /// The locale the resource names; `nil` for the current one.
            let namedLocale: Locale?
            let bundle: BundleDescription

            init(namedKey: String?, table: String?, namedLocale: Locale?, bundle: BundleDescription) {
                self.namedKey = namedKey
                self.table = table
                self.namedLocale = namedLocale
                self.bundle = bundle
            }
        }

        /// Creates a resource whose key and default value are the same text.
        public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
            self.defaultValue = keyAndValue
            self.extras = Extras(namedKey: nil, table: table, namedLocale: locale, bundle: bundle)
        }

        /// Creates a resource with a key and the text to use when no table has it.
        public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
            self.defaultValue = defaultValue
            self.extras = Extras(namedKey: key.description, table: table, namedLocale: locale, bundle: bundle)
        }

        /// Creates a resource from a literal.
        @inlinable public init(stringLiteral value: String) {
            self.init(currentLocale: String.LocalizationValue(stringLiteral: value))
        }

        /// Creates a resource from an interpolated literal.
        @inlinable public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
            // Each member set here rather than through `init(currentLocale:)`: delegating copied the whole
            // resource and destroyed the original, for every display representation of every entity.
            self.defaultValue = String.LocalizationValue(stringInterpolation: stringInterpolation)
            self.extras = nil
        }

        @inlinable init(currentLocale keyAndValue: String.LocalizationValue) {
            self.defaultValue = keyAndValue
            self.extras = nil
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
