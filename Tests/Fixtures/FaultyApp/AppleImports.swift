#if os(Linux)
    import CoreSpotlight
    import CoreTransferable
    import Foundation
    import IntentKit
    import SwiftUI
    import UniformTypeIdentifiers

    // App Intents code that imports Apple's frameworks beside App Intents, as most app code does: on Linux those
    // modules are IntentKit under Apple's names.

    /// A badge drawn as a SwiftUI view is.
    struct BadgeView: View {
        let name: String
        var body: some View {
            Label(name, systemImage: "star")
        }
    }

    /// Shows a badge, indexes a crate through Core Spotlight's attribute set, and names a content type.
    struct ShowBadgeIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Badge"

        func perform() async throws -> some IntentResult & ReturnsValue<String> & ShowsSnippetView {
            let attributes = CSSearchableItemAttributeSet(contentType: UTType.plainText)
            attributes.title = "Badge"
            return .result(value: attributes.title ?? "", view: BadgeView(name: "Gold Star"))
        }
    }
#endif
