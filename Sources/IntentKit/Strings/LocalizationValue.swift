#if !canImport(Darwin)
    import Foundation

    extension String {
        /// A string with interpolated values, as a localizable app writes it: a key with placeholders and the text they fill.
        ///
        /// Foundation on Apple platforms provides this type; IntentKit provides it
        /// where Foundation does not, so that `String(localized: "…")` and
        /// `LocalizedStringResource` titles compile unchanged. There are no
        /// string tables here: the text is always the default value.
        public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
            /// The key a string table would look the text up by: the literal text with `%@`-style placeholders.
            public var key: String { keyLayout.key(for: text) }
            /// The text with every interpolation filled in.
            @usableFromInline let text: String
            /// Where the key differs from the text; the key itself is made only when asked for.
            @usableFromInline let keyLayout: KeyLayout

            /// Creates a value from a literal; the key and the text are the literal.
            @inlinable public init(stringLiteral value: String) {
                text = value
                keyLayout = .text
            }

            /// Creates a value from an interpolated literal.
            @inlinable public init(stringInterpolation: StringInterpolation) {
                text = stringInterpolation.text
                keyLayout = stringInterpolation.keyLayout
            }

            /// Creates a value whose key and text are the string.
            public init(_ value: String) {
                self.init(stringLiteral: value)
            }

            /// The compact JSON text, as `print` shows the value.
            public var description: String { text }

            /// Whether two values have the same key and text.
            public static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.text == rhs.text && lhs.key == rhs.key
            }

            /// Hashes what ``==(_:_:)`` compares.
            public func hash(into hasher: inout Hasher) {
                hasher.combine(text)
                hasher.combine(key)
            }

            /// Builds a localization value from the parts of an interpolated literal.
            ///
            /// Only the text is built as the parts arrive; the key is written down as where the interpolations
            /// fell in the text. Display representations are built for every entity of a reply and their keys
            /// are almost never read: building both strings was half the cost of an entity's display.
            ///
            /// The methods an app's literals call are inlinable, so that a display representation built for every
            /// entity of a result is built in place.
            public struct StringInterpolation: StringInterpolationProtocol, Sendable {
                @usableFromInline var text = ""
                @usableFromInline var keyLayout = KeyLayout.interpolated

                /// Creates an empty interpolation.
                @inlinable public init(literalCapacity: Int, interpolationCount: Int) {
                    // Room for values of 16 bytes (a date and time, a short name): growing the text copied it. A
                    // lone value needs none: the text takes the value's own.
                    if literalCapacity > 0 || interpolationCount > 1 { text.reserveCapacity(literalCapacity + 16 * interpolationCount) }
                }

                /// Appends literal text.
                @inlinable public mutating func appendLiteral(_ literal: String) {
                    guard !literal.isEmpty else { return }
                    text += literal
                }

                /// Appends a string.
                @inlinable public mutating func appendInterpolation(_ string: String) {
                    append(string, placeholder: .object)
                }

                /// Appends a localized string.
                public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                    append(String(localized: resource), placeholder: .object)
                }

                /// Appends an integer.
                public mutating func appendInterpolation<Integer: BinaryInteger>(_ value: Integer) {
                    append(String(value), placeholder: .int)
                }

                /// Appends a floating-point number.
                public mutating func appendInterpolation<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Number) {
                    append(String(value), placeholder: .double)
                }

                /// Appends a value formatted by a format style, such as `"\(date, format: .dateTime.day().month())"`.
                public mutating func appendInterpolation<Style: FormatStyle>(_ input: Style.FormatInput, format: Style) where Style.FormatOutput == String {
                    append(format.format(input), placeholder: .object)
                }

                /// Appends any other value by its description.
                public mutating func appendInterpolation<Value>(_ value: Value) {
                    append(String(describing: value), placeholder: .object)
                }

                /// Appends a placeholder for a number filled in later, as in a type's `numericFormat`.
                public mutating func appendInterpolation(placeholder: Placeholder) {
                    append(placeholder.formatSpecifier, placeholder: nil)
                }

                /// Appends `value` to the text where the key has `placeholder` (`nil`: the value itself, unescaped).
                @inlinable mutating func append(_ value: String, placeholder: Placeholder?) {
                    let start = text.utf8.count
                    text += value
                    keyLayout.markFilled(start..<text.utf8.count, with: placeholder, in: text)
                }
            }

            /// A value that a format fills in later.
            public enum Placeholder: Sendable, Hashable {
                /// A signed integer (`%lld`).
                case int
                /// An unsigned integer (`%llu`).
                case uint
                /// A single-precision number (`%f`).
                case float
                /// A double-precision number (`%lf`).
                case double
                /// An object (`%@`).
                case object

                /// The `printf`-style specifier the placeholder stands for.
                public var formatSpecifier: String {
                    switch self {
                    case .int: "%lld"
                    case .uint: "%llu"
                    case .float: "%f"
                    case .double: "%lf"
                    case .object: "%@"
                    }
                }
            }
        }

        /// The text of a localized string resource.
        public init(localized resource: LocalizedStringResource) {
            self = resource.defaultValue.text
        }

        /// The text of a localization value; without string tables it is the value itself.
        public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
            self = keyAndValue.text
        }

        /// The text for a key; without string tables it is the default value.
        public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
            self = defaultValue.text
        }
    }
#endif
