#if os(Linux) || !canImport(CoreTransferable)
    import Foundation

    /// A representation through another transferable type: an event exported as its title, a `String`.
    public struct ProxyRepresentation<Item, Proxy: Transferable>: TransferRepresentation {
        private let transfers: [any Sendable]

        /// Exports the item as `Proxy`, in each of the proxy's exported content types.
        public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
            transfers = Proxy.contentTransfers.map { Self.through($0, exporting: exporting, importing: nil) }
        }

        /// Imports the item from `Proxy`, from each of the proxy's imported content types.
        public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
            transfers = Proxy.contentTransfers.map { Self.through($0, exporting: nil, importing: importing) }
        }

        /// Exports the item as `Proxy` and imports it from one.
        public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {
            transfers = Proxy.contentTransfers.map { Self.through($0, exporting: exporting, importing: importing) }
        }

        /// The proxy's content types, with the conversions through it.
        public var contentTransfers: [any Sendable] { transfers }

        private static func through(
            _ proxy: ContentTransfer<Proxy>, exporting: (@Sendable (Item) throws -> Proxy)?, importing: (@Sendable (Proxy) throws -> Item)?
        ) -> ContentTransfer<Item> {
            var export: (@Sendable (Item) async throws -> Data)?
            if let exporting, let exportProxy = proxy.export {
                export = { item in try await exportProxy(try exporting(item)) }
            }
            var importItem: (@Sendable (Data) async throws -> Item)?
            if let importing, let importProxy = proxy.importing {
                importItem = { data in try importing(try await importProxy(data)) }
            }
            return ContentTransfer(contentType: proxy.contentType, export: export, importing: importItem)
        }
    }
#endif
