import Foundation
import IntentWire

extension Parameter where Value == IntentFile {
    /// Creates a file parameter that accepts files of some content types.
    ///
    /// ```swift
    /// @Parameter(title: "Attachment", supportedContentTypes: [.plainText, .pdf]) var attachment: IntentFile
    /// ```
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, supportedContentTypes: [UTType],
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: nil,
            traits: ParameterTraits(requestValueDialog: requestValueDialog, supportedContentTypes: supportedContentTypes, inputConnectionBehavior: inputConnectionBehavior))
    }
}

extension Parameter where Value == IntentFile? {
    /// Creates an optional file parameter that accepts files of some content types.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, supportedContentTypes: [UTType],
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: nil,
            traits: ParameterTraits(requestValueDialog: requestValueDialog, supportedContentTypes: supportedContentTypes, inputConnectionBehavior: inputConnectionBehavior))
    }
}
