import Foundation

/// The app's notes: one line each in `notes.txt` in the app's container.
final class NoteBook: Sendable {
    let file: URL

    init(container: URL) {
        file = container.appendingPathComponent("notes.txt")
    }

    var notes: [String] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    func add(_ note: String) throws {
        let line = note.replacingOccurrences(of: "\n", with: " ")
        try (notes + [line]).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}
