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
            public let key: String
            /// The text with every interpolation filled in.
            let text: String

            /// Creates a value from a literal; the key and the text are the literal.
            public init(stringLiteral value: String) {
                key = value
                text = value
            }

            /// Creates a value from an interpolated literal.
            public init(stringInterpolation: StringInterpolation) {
                key = stringInterpolation.key
                text = stringInterpolation.text
            }

            /// Creates a value whose key and text are the string.
            public init(_ value: String) {
                self.init(stringLiteral: value)
            }

            /// The text.
            public var description: String { text }

            /// Builds a localization value from the parts of an interpolated literal.
            public struct StringInterpolation: StringInterpolationProtocol, Sendable {
                var key = ""
                var text = ""

                /// Creates an empty interpolation.
                public init(literalCapacity: Int, interpolationCount: Int) {
                    key.reserveCapacity(literalCapacity + 3 * interpolationCount)
                    text.reserveCapacity(literalCapacity + 8 * interpolationCount)
                }

                /// Appends literal text.
                public mutating func appendLiteral(_ literal: String) {
                    // Most literals have no `%`; skip Foundation's (slow) replacement for them.
                    key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
                    text += literal
                }

                /// Appends a string.
                public mutating func appendInterpolation(_ string: String) {
                    append(string, placeholder: "%@")
                }

                /// Appends a localized string.
                public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                    append(String(localized: resource), placeholder: "%@")
                }

                /// Appends an integer.
                public mutating func appendInterpolation<Integer: BinaryInteger>(_ value: Integer) {
                    append(String(value), placeholder: "%lld")
                }

                /// Appends a floating-point number.
                public mutating func appendInterpolation<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Number) {
                    append(String(value), placeholder: "%lf")
                }

                /// Appends a value formatted by a format style, such as `"\(date, format: .dateTime.day().month())"`.
                public mutating func appendInterpolation<Style: FormatStyle>(_ input: Style.FormatInput, format: Style) where Style.FormatOutput == String {
                    append(format.format(input), placeholder: "%@")
                }

                /// Appends any other value by its description.
                public mutating func appendInterpolation<Value>(_ value: Value) {
                    append(String(describing: value), placeholder: "%@")
                }

                /// Appends a placeholder for a number filled in later, as in a type's `numericFormat`.
                public mutating func appendInterpolation(placeholder: Placeholder) {
                    key += placeholder.formatSpecifier
                    text += placeholder.formatSpecifier
                }

                mutating func append(_ value: String, placeholder: String) {
                    key += placeholder
                    text += value
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
