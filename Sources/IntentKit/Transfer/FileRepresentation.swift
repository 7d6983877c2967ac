#if os(Linux) || !canImport(CoreTransferable)
    import Foundation
    import IntentWire

    /// A file an export hands over: its location, read when the export is sent.
    public struct SentTransferredFile: Sendable {
        /// Where the file is.
        public let file: URL
        /// Whether the receiver may use the file where it is instead of a copy; IntentKit always sends the bytes.
        public let allowAccessingOriginalFile: Bool

        /// A file to send.
        public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
            self.file = file
            self.allowAccessingOriginalFile = allowAccessingOriginalFile
        }
    }

    /// A file an import receives: a copy of the content in a temporary location, removed after the import.
    public struct ReceivedTransferredFile: Sendable {
        /// Where the received content is.
        public let file: URL
        /// Whether it is the sender's own file; never, here: the content arrives as bytes.
        public let isOriginalFile: Bool
    }

    /// A representation as a file of one content type.
    public struct FileRepresentation<Item>: TransferRepresentation {
        let transfer: ContentTransfer<Item>

        /// Exports and imports files of `contentType`.
        public init(
            contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
            importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
        ) {
            transfer = ContentTransfer(contentType: contentType, export: Self.reading(exporting), importing: Self.writing(importing))
        }

        /// Exports files of `exportedContentType` only.
        public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
            transfer = ContentTransfer(contentType: exportedContentType, export: Self.reading(exporting), importing: nil)
        }

        /// Imports files of `importedContentType` only.
        public init(importedContentType: UTType, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
            transfer = ContentTransfer(contentType: importedContentType, export: nil, importing: Self.writing(importing))
        }

        /// The one content type and its conversions.
        public var contentTransfers: [any Sendable] { [transfer] }

        private static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) -> @Sendable (Item) async throws -> Data {
            { item in try Data(contentsOf: try await exporting(item).file) }
        }

        private static func writing(_ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) -> @Sendable (Data) async throws -> Item {
            { data in
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-import-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                let file = folder.appendingPathComponent("received")
                try data.write(to: file)
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        }
    }
#endif
