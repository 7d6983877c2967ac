import Foundation

/// A file an intent takes or returns: its bytes or location, its name and its content type.
/// ```swift
/// @Parameter(title: "Attachment", supportedContentTypes: [.plainText]) var attachment: IntentFile
/// return .result(value: IntentFile(data: Data(csv.utf8), filename: "events.csv", type: .commaSeparatedText))
/// ```
public struct IntentFile: Sendable, Hashable {
    /// The file's bytes, read from ``fileURL`` when the file was made from one (empty when it cannot be read).
    public var data: Data {
        if let storedData { return storedData }
        return (try? fileURL.map { try Data(contentsOf: $0) }) ?? Data()
    }
    /// The file's name.
    public var filename: String
    /// The content type, if known.
    public var type: UTType?
    /// Where the file is on disk, when it was made from a location.
    public var fileURL: URL?
    private var storedData: Data?

    /// Creates a file from bytes.
    public init(data: Data, filename: String, type: UTType? = nil) {
        self.storedData = data
        self.filename = filename
        self.type = type
    }

    /// Creates a file from a location on disk; its bytes are read when needed.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type ?? UTType(filenameExtension: fileURL.pathExtension)
    }

    /// The file as it crosses the wire: its bytes, or its location when it has no bytes of its own.
    public var fileValue: FileValue {
        FileValue(filename: filename, contentType: type?.identifier, data: storedData, url: storedData == nil ? fileURL : nil)
    }

    /// The file a wire value describes, or `nil` when it has neither bytes nor a file URL.
    public init?(_ value: FileValue) {
        let type = value.contentType.map(UTType.init(identifierOrExtension:)) ?? UTType(filenameExtension: (value.filename as NSString).pathExtension)
        if let data = value.data {
            self.init(data: data, filename: value.filename, type: type)
        } else if let url = value.url, url.isFileURL {
            self.init(fileURL: url, filename: value.filename, type: type)
        } else {
            return nil
        }
    }
}
