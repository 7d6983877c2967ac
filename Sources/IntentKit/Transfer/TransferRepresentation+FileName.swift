#if os(Linux) || !canImport(CoreTransferable)
    extension TransferRepresentation {
        /// The same representation, naming exported files `fileName` (with the content type's extension if it has none).
        public func suggestedFileName(_ fileName: String) -> TransferRepresentations<Item> {
            suggestedFileName { _ in fileName }
        }

        /// The same representation, naming each exported file after its item; `nil` leaves the name to IntentKit.
        public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> TransferRepresentations<Item> {
            TransferRepresentations(
                contentTransfers.map { transfer -> any Sendable in
                    guard var transfer = transfer as? ContentTransfer<Item> else { return transfer }
                    transfer.suggestedFileName = fileName
                    return transfer
                })
        }
    }
#endif
