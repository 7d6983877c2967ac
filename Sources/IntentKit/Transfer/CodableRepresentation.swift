#if os(Linux) || !canImport(CoreTransferable)
    import Foundation
    import IntentWire

    /// A representation as the item's `Codable` encoding, JSON unless another content type is named.
    public struct CodableRepresentation<Item: Codable & SendableMetatype>: TransferRepresentation {
        let transfer: ContentTransfer<Item>

        /// Exports and imports the item's JSON as `contentType`.
        public init(contentType: UTType = .json) {
            transfer = ContentTransfer(
                contentType: contentType, export: { item in try JSONEncoder().encode(item) },
                importing: { data in try JSONDecoder().decode(Item.self, from: data) })
        }

        /// The one content type and its conversions.
        public var contentTransfers: [any Sendable] { [transfer] }
    }
#endif
