#if os(Linux) || !canImport(CoreSpotlight)
    import IntentWire
    import Synchronization

    /// What the search index finds an entity by: a title, a display name, a description and keywords.
    ///
    /// A stand-in for Core Spotlight's class of the same name, with the
    /// attributes IntentKit's index reads. An ``IndexedEntity`` returns one from
    /// `attributeSet`, usually by adjusting its `defaultAttributeSet`.
    public final class CSSearchableItemAttributeSet: Sendable {
        private let storage = Mutex(Attributes())

        private struct Attributes {
            var title: String?
            var displayName: String?
            var contentDescription: String?
            var keywords: [String]?
        }

        /// Creates an empty attribute set.
        public init() {}

        /// Creates an empty attribute set for content of a type, as Core Spotlight's does
        /// (`CSSearchableItemAttributeSet(contentType: .item)`); IntentKit's index does not read the type.
        public convenience init(contentType: UTType) {
            self.init()
        }

        /// The title the entity is found and listed by.
        public var title: String? {
            get { storage.withLock { $0.title } }
            set { storage.withLock { $0.title = newValue } }
        }

        /// The name shown for the entity, when it differs from the title.
        public var displayName: String? {
            get { storage.withLock { $0.displayName } }
            set { storage.withLock { $0.displayName = newValue } }
        }

        /// A description of the entity; its words are searchable and it is shown as the subtitle.
        public var contentDescription: String? {
            get { storage.withLock { $0.contentDescription } }
            set { storage.withLock { $0.contentDescription = newValue } }
        }

        /// More words the entity is found by.
        public var keywords: [String]? {
            get { storage.withLock { $0.keywords } }
            set { storage.withLock { $0.keywords = newValue } }
        }
    }
#endif
