#if os(Linux) || !canImport(UniformTypeIdentifiers)
    import Foundation

    /// A uniform type identifier: the kind of content a file holds, such as `public.plain-text`.
    ///
    /// The UniformTypeIdentifiers framework provides this type on Apple
    /// platforms; IntentKit provides the part intents use where it does not:
    /// the common types, look-up by filename extension, and conformance
    /// (`.plainText` conforms to `.text`, which conforms to `.data`).
    public struct UTType: Sendable, Hashable, CustomStringConvertible {
        /// The identifier: `public.plain-text`.
        public let identifier: String
        /// The filename extension files of this type usually have, if any.
        public let preferredFilenameExtension: String?
        /// The MIME type, if any.
        public let preferredMIMEType: String?
        let supertypeIdentifiers: [String]

        init(_ identifier: String, extension fileExtension: String? = nil, mime: String? = nil, conformsTo supertypes: [String] = ["public.data"]) {
            self.identifier = identifier
            self.preferredFilenameExtension = fileExtension
            self.preferredMIMEType = mime
            self.supertypeIdentifiers = identifier == "public.item" ? [] : supertypes
        }

        /// The type with an identifier, if it is one IntentKit knows.
        public init?(_ identifier: String) {
            guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
            self = known
        }

        /// The type files with a filename extension have, if it is one IntentKit knows.
        public init?(filenameExtension: String) {
            let lowered = filenameExtension.lowercased()
            guard let known = Self.known.first(where: { $0.preferredFilenameExtension == lowered || Self.aliases[lowered] == $0.identifier }) else { return nil }
            self = known
        }

        /// A known type by identifier or extension, else a type known only by its identifier.
        package init(identifierOrExtension text: String) {
            self = UTType(text) ?? UTType(filenameExtension: text) ?? UTType(text, conformsTo: ["public.data"])
        }

        /// The identifier, as `print` shows the type: `public.png`.
        public var description: String { identifier }

        /// Whether content of this type is also content of another: `.png` conforms to `.image` and `.data`.
        public func conforms(to other: UTType) -> Bool {
            if identifier == other.identifier || other.identifier == "public.item" { return true }
            return supertypeIdentifiers.contains { UTType($0)?.conforms(to: other) ?? ($0 == other.identifier) }
        }

        /// Any item.
        public static let item = UTType("public.item", conformsTo: [])
        /// Any bytes.
        public static let data = UTType("public.data", conformsTo: ["public.item"])
        /// Any text.
        public static let text = UTType("public.text", conformsTo: ["public.data"])
        /// Plain text.
        public static let plainText = UTType("public.plain-text", extension: "txt", mime: "text/plain", conformsTo: ["public.text"])
        /// UTF-8 plain text.
        public static let utf8PlainText = UTType("public.utf8-plain-text", extension: nil, mime: "text/plain;charset=utf-8", conformsTo: ["public.plain-text"])
        /// JSON.
        public static let json = UTType("public.json", extension: "json", mime: "application/json", conformsTo: ["public.text"])
        /// Comma-separated values.
        public static let commaSeparatedText = UTType("public.comma-separated-values-text", extension: "csv", mime: "text/csv", conformsTo: ["public.text"])
        /// An iCalendar file.
        public static let calendarEvent = UTType("public.calendar-event", extension: "ics", mime: "text/calendar", conformsTo: ["public.data"])
        /// A vCard.
        public static let vCard = UTType("public.vcard", extension: "vcf", mime: "text/vcard", conformsTo: ["public.text"])
        /// HTML.
        public static let html = UTType("public.html", extension: "html", mime: "text/html", conformsTo: ["public.text"])
        /// Any image.
        public static let image = UTType("public.image", conformsTo: ["public.data"])
        /// A PNG image.
        public static let png = UTType("public.png", extension: "png", mime: "image/png", conformsTo: ["public.image"])
        /// A JPEG image.
        public static let jpeg = UTType("public.jpeg", extension: "jpeg", mime: "image/jpeg", conformsTo: ["public.image"])
        /// A PDF document.
        public static let pdf = UTType("com.adobe.pdf", extension: "pdf", mime: "application/pdf", conformsTo: ["public.data"])
        /// Any audio.
        public static let audio = UTType("public.audio", conformsTo: ["public.data"])
        /// Any movie.
        public static let movie = UTType("public.movie", conformsTo: ["public.data"])
        /// A zip archive.
        public static let zip = UTType("public.zip-archive", extension: "zip", mime: "application/zip", conformsTo: ["public.data"])

        private static let known: [UTType] = [
            .item, .data, .text, .plainText, .utf8PlainText, .json, .commaSeparatedText, .calendarEvent, .vCard, .html, .image, .png, .jpeg, .pdf, .audio, .movie, .zip,
        ]
        private static let aliases = ["jpg": "public.jpeg", "htm": "public.html", "text": "public.plain-text", "ical": "public.calendar-event"]
    }
#endif
