#if os(Linux) || !canImport(CoreTransferable)
    import Foundation
    import IntentWire

    extension String: Transferable {
        /// UTF-8 plain text.
        public static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(contentType: .plainText) { text in
                Data(text.utf8)
            } importing: { data in
                guard let text = String(data: data, encoding: .utf8) else { throw TransferError.notUTF8 }
                return text
            }
        }
    }

    extension Data: Transferable {
        /// The bytes themselves.
        public static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(contentType: .data) {
                $0
            } importing: {
                $0
            }
        }
    }

    /// Why a built-in representation could not import content.
    enum TransferError: Error, CustomStringConvertible {
        case notUTF8

        var description: String {
            switch self {
            case .notUTF8: "the content is not UTF-8 text"
            }
        }
    }
#endif
