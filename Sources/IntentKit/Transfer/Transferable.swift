#if os(Linux) || !canImport(CoreTransferable)
    /// A type that can be exported as, and imported from, content of one or more types: CoreTransferable's protocol,
    /// for an app on Linux.
    ///
    /// An entity that adopts it can be exported (`entity.exported(as: .calendarEvent)` in a test) and imported
    /// (`definitions.entities["EventEntity"].resolved(from: file)`):
    /// ```swift
    /// extension EventEntity: Transferable {
    ///     static var transferRepresentation: some TransferRepresentation {
    ///         DataRepresentation(exportedContentType: .calendarEvent) { event in Data(event.iCalendarText.utf8) }
    ///         ProxyRepresentation(exporting: \.title)
    ///     }
    /// }
    /// ```
    /// The representations are tried in order: the first that exports a content type is the one used when a test
    /// names none.
    public protocol Transferable: SendableMetatype {
        /// The representations, built with ``TransferRepresentationBuilder``.
        associatedtype Representation: TransferRepresentation
        /// How the type is exported and imported, in order of preference.
        @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
    }

    extension Transferable {
        /// The representations of the type, in order, with their item type checked.
        static var contentTransfers: [ContentTransfer<Self>] {
            transferRepresentation.contentTransfers.compactMap { $0 as? ContentTransfer<Self> }
        }
    }
#endif
