#if os(Linux) || !canImport(CoreTransferable)
    import Foundation
    import IntentWire

    /// One way a ``Transferable`` type is exported or imported: ``DataRepresentation``, ``FileRepresentation``,
    /// ``ProxyRepresentation``, ``CodableRepresentation``, or several built together.
    public protocol TransferRepresentation<Item>: Sendable {
        /// The type transferred.
        associatedtype Item
        /// The content types and conversions this representation stands for, in order; IntentKit's own.
        var contentTransfers: [any Sendable] { get }
    }

    /// Builds a type's representations from the statements of its `transferRepresentation`.
    @resultBuilder
    public enum TransferRepresentationBuilder<Item> {
        /// One representation of `Item`.
        public static func buildExpression<Representation: TransferRepresentation>(_ representation: Representation) -> TransferRepresentations<Item>
        where Representation.Item == Item {
            TransferRepresentations(representation.contentTransfers)
        }

        /// The representations in order.
        public static func buildBlock(_ parts: TransferRepresentations<Item>...) -> TransferRepresentations<Item> {
            TransferRepresentations(parts.flatMap(\.contentTransfers))
        }

        /// The representations of an `if` that held, or none.
        public static func buildOptional(_ part: TransferRepresentations<Item>?) -> TransferRepresentations<Item> {
            part ?? TransferRepresentations([])
        }

        /// The representations of the branch taken.
        public static func buildEither(first part: TransferRepresentations<Item>) -> TransferRepresentations<Item> { part }

        /// The representations of the branch taken.
        public static func buildEither(second part: TransferRepresentations<Item>) -> TransferRepresentations<Item> { part }

        /// The representations of an availability check that held.
        public static func buildLimitedAvailability(_ part: TransferRepresentations<Item>) -> TransferRepresentations<Item> { part }
    }

    /// Representations built together, in order.
    public struct TransferRepresentations<Item>: TransferRepresentation {
        /// The content types and conversions, in order.
        public let contentTransfers: [any Sendable]

        init(_ contentTransfers: [any Sendable]) { self.contentTransfers = contentTransfers }
    }

    /// One content type a type is exported as or imported from, with the conversions.
    struct ContentTransfer<Item>: Sendable {
        var contentType: UTType
        var export: (@Sendable (Item) async throws -> Data)?
        var importing: (@Sendable (Data) async throws -> Item)?
        var suggestedFileName: (@Sendable (Item) -> String?)?
    }
#endif
