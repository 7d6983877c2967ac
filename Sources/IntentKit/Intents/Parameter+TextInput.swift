import IntentWire

extension String {
    /// How a text parameter is typed: keyboard, capitalization, lines and corrections, as Apple's API declares it.
    ///
    /// The process has no keyboard; the options are kept in the metadata (`inputOptions`) for tools and tests.
    /// ```swift
    /// @Parameter(title: "Note", inputOptions: String.IntentInputOptions(multiline: true)) var note: String
    /// ```
    public struct IntentInputOptions: Sendable, Hashable {
        /// The keyboard offered.
        public var keyboardType: KeyboardType
        /// How letters are capitalized as they are typed.
        public var capitalizationType: CapitalizationType
        /// Whether the text may span lines.
        public var multiline: Bool
        /// Whether typing is autocorrected.
        public var autocorrect: Bool
        /// Whether straight quotes become curly ones.
        public var smartQuotes: Bool
        /// Whether double hyphens become dashes.
        public var smartDashes: Bool

        /// Creates input options; every one has Apple's default.
        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences, multiline: Bool = false,
            autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }

        /// The keyboards a text parameter can ask for.
        public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
            /// The default keyboard.
            case `default`
            /// Letters and digits only.
            case asciiCapable
            /// Numbers and punctuation.
            case numbersAndPunctuation
            /// A keyboard for web addresses (Apple's spelling, which code written for it uses).
            // swift-format-ignore: AlwaysUseLowerCamelCase
            case URL
            /// Digits only.
            case numberPad
            /// A telephone keypad.
            case phonePad
            /// A keypad with names and numbers.
            case namePhonePad
            /// A keyboard for email addresses.
            case emailAddress
            /// Digits and a decimal point.
            case decimalPad
            /// A keyboard for social posts.
            case twitter
            /// A keyboard for searches.
            case webSearch
            /// Digits, with letters a key away.
            case asciiCapableNumberPad
        }

        /// How letters are capitalized as they are typed.
        public enum CapitalizationType: String, Sendable, Hashable, CaseIterable {
            /// Never.
            case none
            /// The first letter of each word.
            case words
            /// The first letter of each sentence.
            case sentences
            /// Every letter.
            case allCharacters
        }

        /// The options as the metadata lists them.
        var descriptorTexts: [String: String] {
            [
                "keyboardType": keyboardType.rawValue, "capitalizationType": capitalizationType.rawValue, "multiline": String(multiline),
                "autocorrect": String(autocorrect), "smartQuotes": String(smartQuotes), "smartDashes": String(smartDashes),
            ]
        }
    }
}

extension Bool {
    /// What a Boolean parameter's two values are called where it is shown (`On`/`Off`, `Enabled`/`Disabled`).
    ///
    /// Kept in the metadata as `displayNames`.
    public struct IntentDisplayName: Sendable, Hashable {
        /// The name of `true`.
        public var trueName: LocalizedStringResource
        /// The name of `false`.
        public var falseName: LocalizedStringResource

        /// Names the two values.
        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }

        /// The names as the metadata lists them.
        var descriptorTexts: [String: String] { ["true": trueName.text, "false": falseName.text] }
    }
}

/// A parameter value that is text: `String` or `String?`.
public protocol TextParameterValue: IntentValueCodable {}
extension String: TextParameterValue {}
extension Optional: TextParameterValue where Wrapped == String {}

/// A parameter value that is a Boolean: `Bool` or `Bool?`.
public protocol BooleanParameterValue: IntentValueCodable {}
extension Bool: BooleanParameterValue {}
extension Optional: BooleanParameterValue where Wrapped == Bool {}

extension Parameter where Value: TextParameterValue {
    /// Creates a text parameter with input options.
    ///
    /// ```swift
    /// @Parameter(title: "Amount", inputOptions: String.IntentInputOptions(keyboardType: .numberPad)) var amount: String
    /// ```
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior, inputOptions: inputOptions.descriptorTexts))
    }
}

extension Parameter where Value: BooleanParameterValue {
    /// Creates a Boolean parameter whose two values have names of their own.
    ///
    /// ```swift
    /// @Parameter(title: "Sound", displayName: Bool.IntentDisplayName(true: "On", false: "Off")) var sound: Bool
    /// ```
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        displayName: Bool.IntentDisplayName, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior, displayNames: displayName.descriptorTexts))
    }
}
