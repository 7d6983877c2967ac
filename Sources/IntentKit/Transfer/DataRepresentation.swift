#if os(Linux) || !canImport(CoreTransferable)
    import Foundation
    import IntentWire

    /// A representation as bytes of one content type: exported by a closure that makes them, imported by one that reads them.
    public struct DataRepresentation<Item>: TransferRepresentation {
        let transfer: ContentTransfer<Item>

        /// Exports and imports content of `contentType`.
        public init(
            contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item
        ) {
            transfer = ContentTransfer(contentType: contentType, export: exporting, importing: importing)
        }

        /// Exports content of `exportedContentType` only.
        public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
            transfer = ContentTransfer(contentType: exportedContentType, export: exporting, importing: nil)
        }

        /// Imports content of `importedContentType` only.
        public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
            transfer = ContentTransfer(contentType: importedContentType, export: nil, importing: importing)
        }

        /// The one content type and its conversions.
        public var contentTransfers: [any Sendable] { [transfer] }
    }
#endif
