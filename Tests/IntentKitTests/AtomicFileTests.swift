import Foundation
import Testing

@testable import IntentKit

/// Durable writes never replace anything but a regular file, whatever a path or a link at it points at.
@Suite struct AtomicFileTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-atomic-\(getuid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func isFIFO(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    /// A link to a FIFO outside the folder (standing in for `/dev/zero`, which a write through a link replaced with
    /// a regular file when run as root).
    @Test func aWriteThroughALinkToSomethingElseThanAFileIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("elsewhere.fifo")
        #expect(mkfifo(target.path, 0o600) == 0)
        let link = folder.appendingPathComponent("data").appendingPathComponent("index.json")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../elsewhere.fifo")
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Data("{}".utf8), to: link) }
        #expect(
            error?.message
                == "\(link.path) is a symbolic link to \(target.path), a FIFO (named pipe), not a regular file; remove the link or point it at a file")
        #expect(isFIFO(target), "the link's target is untouched")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../elsewhere.fifo")
    }

    @Test func aWriteOverSomethingElseThanAFileIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("index.json")
        #expect(mkfifo(path.path, 0o600) == 0)
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Data("{}".utf8), to: path) }
        #expect(error?.message == "\(path.path) is a FIFO (named pipe), not a regular file; move it out of the way")
        #expect(isFIFO(path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.json"], "no temporary file is left")
    }

    @Test func aWriteThroughALinkToAFileReplacesTheFile() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.json")
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
        try AtomicFile.write(Data("new".utf8), to: link)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
        #expect(try AtomicFile.read(link) == Data("new".utf8))
    }
}
