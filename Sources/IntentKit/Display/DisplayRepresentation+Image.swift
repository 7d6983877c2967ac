import Foundation
import IntentWire

extension DisplayRepresentation {
    /// An image that goes with a display representation: a symbol, an image in the app's assets, a URL or image data.
    public struct Image: Sendable, Hashable {
        /// Where the image comes from.
        @usableFromInline enum Source: Sendable, Hashable {
            case systemName(String)
            case named(String)
            case url(URL)
            case data(Data)
        }

        @usableFromInline let source: Source
        /// Whether the image is a template, tinted by the system.
        public var isTemplate: Bool

        /// A symbol image, by its name.
        @inlinable public init(systemName: String, isTemplate: Bool = false) {
            self.source = .systemName(systemName)
            self.isTemplate = isTemplate
        }

        /// An image from the app's assets, by its name.
        public init(named name: String, isTemplate: Bool = false) {
            self.source = .named(name)
            self.isTemplate = isTemplate
        }

        /// An image at a URL.
        public init(url: URL, isTemplate: Bool = false) {
            self.source = .url(url)
            self.isTemplate = isTemplate
        }

        /// An image from encoded image data (PNG, JPEG, …).
        public init(data: Data, isTemplate: Bool = false) {
            self.source = .data(data)
            self.isTemplate = isTemplate
        }

        var wireValue: DisplayImageValue {
            switch source {
            case .systemName(let name): DisplayImageValue(systemName: name, isTemplate: isTemplate)
            case .named(let name): DisplayImageValue(named: name, isTemplate: isTemplate)
            case .url(let url): DisplayImageValue(url: url.absoluteString, isTemplate: isTemplate)
            case .data(let data): DisplayImageValue(dataByteCount: data.count, isTemplate: isTemplate)
            }
        }
    }
}
