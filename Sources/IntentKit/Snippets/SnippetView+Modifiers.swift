#if os(Linux) || !canImport(SwiftUI)
    /// SwiftUI's modifiers that change how a view looks, not what it says: accepted so that snippet code written for
    /// SwiftUI compiles, and leaving the view as it is (a snippet here is its text and its controls).
    extension SnippetView {
        /// The view in a font; the text is unchanged.
        public func font(_ font: Font?) -> Self { self }
        /// The view in bold; the text is unchanged.
        public func bold(_ isActive: Bool = true) -> Self { self }
        /// The view with space around it; the text is unchanged.
        public func padding(_ length: Double? = nil) -> Self { self }
    }

    /// SwiftUI's text styles, for ``SnippetView/font(_:)``.
    public struct Font: Sendable, Hashable {
        private let name: String

        /// The largest title.
        public static let largeTitle = Font(name: "largeTitle")
        /// A title.
        public static let title = Font(name: "title")
        /// A second-level title.
        public static let title2 = Font(name: "title2")
        /// A third-level title.
        public static let title3 = Font(name: "title3")
        /// A heading.
        public static let headline = Font(name: "headline")
        /// A subheading.
        public static let subheadline = Font(name: "subheadline")
        /// Body text.
        public static let body = Font(name: "body")
        /// A callout.
        public static let callout = Font(name: "callout")
        /// A footnote.
        public static let footnote = Font(name: "footnote")
        /// A caption.
        public static let caption = Font(name: "caption")
        /// A smaller caption.
        public static let caption2 = Font(name: "caption2")
    }
#endif
