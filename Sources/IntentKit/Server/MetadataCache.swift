import CIntentKitSystem
import Foundation
import IntentJSON
import IntentSystem
import IntentTransport
import IntentWire

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The answer to `initialize` kept between launches of one build of an app, in a folder its launcher names.
///
/// Reading the declarations is most of a launch: reflection over every intent and entity, and the Swift runtime's
/// first look at each type's conformances. Apple's platforms do that work once, at build time (the
/// `.appintentsmetadata` an app ships); a launcher that starts one app many times (a test process, one app per
/// isolated test) names a folder in `INTENTKIT_METADATA_CACHE`, and every launch after the first serves the
/// handshake the first one wrote, reading each declaration only when a request needs it.
///
/// A cached handshake is used only by the same build in the same circumstances: its key is the bundle identifier,
/// what the executable is (its GNU build ID, read from the running code; else a hash of the executable file's
/// content), the launch arguments and the locale variables; never where the executable lies or when it was written,
/// which a rebuild can leave the same. Declarations must not depend on anything else, as they cannot on Apple's
/// platforms. The first launch checks the declarations and writes the file only when they have no problem, so a
/// launch that uses it skips nothing a check would have found.
///
/// A file is served only when it is whole and its body is a handshake of this app (JSON, one object, with this
/// bundle identifier and protocol version), and only from a folder no other user can write: a file or folder
/// another user owns or can write is refused with a line on stderr naming it, its owner and its mode (see
/// ``FileTrust``), and nothing is written there. A file that cannot be read or written is a miss, never a reason
/// not to start.
struct MetadataCache {
    /// The file for this build and these circumstances.
    let file: URL
    /// What the file must have been written for.
    let key: String

    /// The app's bundle identifier, which a served body must name.
    let bundleIdentifier: String

    /// The cache the environment names for an app, or `nil` when it names none (or the executable cannot be found).
    init?(bundleIdentifier: String, launchArguments: [String], executablePath: String) {
        guard let folder = IntentKitEnvironment.variable(IntentKitEnvironment.metadataCache), !folder.isEmpty,
            let identity = Self.identity(of: executablePath)
        else { return nil }
        self.bundleIdentifier = bundleIdentifier
        var parts = ["bundle=" + bundleIdentifier, "executable=" + identity]
        parts += launchArguments.map { "argument=" + $0 }
        for name in ["LANG", "LC_ALL", "LC_MESSAGES"] {
            parts.append(name + "=" + (IntentKitEnvironment.variable(name) ?? ""))
        }
        key = parts.map(MetadataCacheFile.escapedKeyPart).joined(separator: " ")
        let name = Self.safeFileName(bundleIdentifier) + "-" + String(decoding: MetadataCacheFile.hexadecimal(MetadataCacheFile.hash(Array(key.utf8))), as: UTF8.self)
        file = URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(name + ".metadata")
    }

    /// The cached handshake, if the file holds one for this key, whole, from a folder only this user can write.
    /// - Parameter report: Where a refused file is named (the app's stderr).
    func read(report: (String) -> Void) -> EncodedResponse<InitializeRequest>? {
        guard let data = try? LocalFile.contents(of: file) else { return nil }
        if let problem = FileTrust.problem(at: file.path, what: "the metadata cache file") {
            report("not using the metadata cache: \(problem)")
            return nil
        }
        guard let body = MetadataCacheFile.body(of: Array(data), key: key), Self.isHandshake(body, of: bundleIdentifier) else { return nil }
        return EncodedResponse(cachedCompactJSON: body)
    }

    /// Whether a body is an answer to `initialize` from this app: it starts as this build writes one for this bundle
    /// identifier and protocol version (`{"protocolVersion":1,"metadata":{"app":{"bundleIdentifier":"…"`), and it is
    /// one value whose brackets balance and strings close, so the reply that carries it frames as one message. What
    /// it declares was checked when the file was written; a body with a recomputed header and anything else is not
    /// served. (Parsing the whole body as a tree cost a fifth of a cached launch.)
    static func isHandshake(_ body: [UInt8], of bundleIdentifier: String) -> Bool {
        var prefix = JSONWriter(capacity: 96)
        prefix.writeRaw("{\"protocolVersion\":")
        prefix.writeRaw(String(ProtocolVersion.current).utf8)
        prefix.writeRaw(",\"metadata\":{\"app\":{\"bundleIdentifier\":")
        prefix.writeString(bundleIdentifier)
        let expected = prefix.bytes
        guard body.count > expected.count, body.starts(with: expected) else { return false }
        return JSONHeaderScanner.isOneValue(body)
    }

    /// Writes the handshake for later launches: to a file of this process's, renamed into place, so that a reader
    /// sees a whole file or none. Not flushed to disk: a file cut short by a crash is a miss. Nothing is written in a
    /// folder another user could write.
    func write(_ handshake: EncodedResponse<InitializeRequest>, report: (String) -> Void) {
        let folder = file.deletingLastPathComponent().path
        if mkdir(folder, 0o700) != 0, errno != EEXIST { return }
        if let problem = FileTrust.problem(at: folder, what: "the metadata cache folder") {
            report("not writing the metadata cache: \(problem)")
            return
        }
        let temporary = file.path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        let written = FileDescriptorIO.writeAll(fd, MetadataCacheFile.encode(key: key, body: handshake.compactJSON))
        close(fd)
        if !written || rename(temporary, file.path) != 0 { unlink(temporary) }
    }

    /// What the executable is: `build-id:<hex>`, the GNU build ID of the code running (no file is read); else
    /// `content:<hash>`, a hash of the executable file's bytes (`/proc/self/exe` where there is one, else the path).
    ///
    /// Never the file's path, inode, size or modification time: a rebuild written over the same inode with the same
    /// size and time (ext4 reuses inodes) would get the earlier build's handshake.
    private static func identity(of executablePath: String) -> String? {
        var buildID = [UInt8](repeating: 0, count: 64)
        let length = Int(intentkit_executable_build_id(&buildID, Int32(buildID.count)))
        if length > 0 {
            let digits = Array("0123456789abcdef".utf8)
            var hex: [UInt8] = []
            hex.reserveCapacity(2 * length)
            for byte in buildID.prefix(length) { hex += [digits[Int(byte >> 4)], digits[Int(byte & 0xf)]] }
            return "build-id:" + String(decoding: hex, as: UTF8.self)
        }
        let path = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : executablePath
        guard let data = try? LocalFile.contents(of: URL(fileURLWithPath: path)) else { return nil }
        return "content:" + String(decoding: MetadataCacheFile.hexadecimal(MetadataCacheFile.hash(Array(data))), as: UTF8.self)
    }

    /// A bundle identifier with anything but letters, digits, dots and hyphens made `_`.
    private static func safeFileName(_ bundleIdentifier: String) -> String {
        String(
            bundleIdentifier.unicodeScalars.map { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-") ? Character(scalar) : "_"
            }.prefix(100))
    }
}
