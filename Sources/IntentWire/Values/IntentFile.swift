import Foundation

/// A file an intent takes or returns: its bytes or location, its name and its content type; also as it crosses
/// the wire.
/// ```swift
/// @Parameter(title: "Attachment", supportedContentTypes: [.plainText]) var attachment: IntentFile
/// return .result(value: IntentFile(data: Data(csv.utf8), filename: "events.csv", type: .commaSeparatedText))
/// ```
///
/// On the wire: `{"file": {"filename": "notes.txt", "type": "public.plain-text", "data": "<base64>"}}`, or with
/// `"url": "file:///…"` instead of `data` for a file on disk that both sides can read.
public struct IntentFile: Sendable, Hashable {
    /// The file's bytes, read from ``fileURL`` when the file was made from a file on disk (empty when it cannot be
    /// read, or the location is not a file).
    public var data: Data {
        if let storedData { return storedData }
        guard let fileURL, fileURL.isFileURL else { return Data() }
        return (try? Data(contentsOf: fileURL)) ?? Data()
    }
    /// The file's name.
    public var filename: String
    /// The content type, if known.
    public var type: UTType?
    /// Where the file is, when it was made from a location.
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

    /// The bytes that travel with the file, when it was made from bytes.
    package var bytes: Data? { storedData }

    /// Whether the file has contents this process can read: its bytes, or a location on disk.
    package var hasContents: Bool { storedData != nil || fileURL?.isFileURL == true }
}

extension IntentFile: Codable {
    enum CodingKeys: String, CodingKey {
        case filename
        case contentType = "type"
        case data
        case url
    }

    /// Decodes a file; `data` is base64. Its type is the `type` given, else the one its name's extension implies.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        filename = try container.decode(String.self, forKey: .filename)
        type =
            try container.decodeIfPresent(String.self, forKey: .contentType).map(UTType.init(identifierOrExtension:))
            ?? UTType(filenameExtension: (filename as NSString).pathExtension)
        if let base64 = try container.decodeIfPresent(String.self, forKey: .data) {
            guard let bytes = Data(base64Encoded: base64) else {
                throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: "the file's data is not base64")
            }
            storedData = bytes
        }
        if let text = try container.decodeIfPresent(String.self, forKey: .url) {
            guard let location = URL(string: text) else {
                throw DecodingError.dataCorruptedError(forKey: .url, in: container, debugDescription: "\"\(text)\" is not a URL")
            }
            fileURL = location
        }
        if storedData == nil, fileURL == nil {
            throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: "a file needs \"data\" (base64) or \"url\"")
        }
    }

    /// Encodes a file with its bytes in base64, or its location when it has no bytes of its own.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(filename, forKey: .filename)
        try container.encodeIfPresent(type?.identifier, forKey: .contentType)
        try container.encodeIfPresent(storedData?.base64EncodedString(), forKey: .data)
        if storedData == nil { try container.encodeIfPresent(fileURL?.absoluteString, forKey: .url) }
    }
}
