import Foundation
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
/// the executable file's identity (device, inode, size and modification time), the launch arguments and the locale
/// variables. Declarations must not depend on anything else, as they cannot on Apple's platforms. The first launch
/// checks the declarations and writes the file only when they have no problem, so a launch that uses it skips
/// nothing a check would have found. A file that cannot be read or written is a miss, never a reason not to start.
struct MetadataCache {
    /// The file for this build and these circumstances.
    let file: URL
    /// What the file must have been written for.
    let key: String

    /// The cache the environment names for an app, or `nil` when it names none (or the executable cannot be found).
    init?(bundleIdentifier: String, launchArguments: [String], executablePath: String) {
        guard let folder = IntentKitEnvironment.variable(IntentKitEnvironment.metadataCache), !folder.isEmpty,
            let identity = Self.identity(of: executablePath)
        else { return nil }
        var parts = ["bundle=" + bundleIdentifier, "executable=" + identity]
        parts += launchArguments.map { "argument=" + $0 }
        for name in ["LANG", "LC_ALL", "LC_MESSAGES"] {
            parts.append(name + "=" + (IntentKitEnvironment.variable(name) ?? ""))
        }
        key = parts.map(MetadataCacheFile.escapedKeyPart).joined(separator: " ")
        let name = Self.safeFileName(bundleIdentifier) + "-" + String(decoding: MetadataCacheFile.hexadecimal(MetadataCacheFile.hash(Array(key.utf8))), as: UTF8.self)
        file = URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(name + ".metadata")
    }

    /// The cached handshake, if the file holds one for this key.
    func read() -> EncodedResponse<InitializeRequest>? {
        guard let data = try? LocalFile.contents(of: file), let body = MetadataCacheFile.body(of: Array(data), key: key) else { return nil }
        return EncodedResponse(cachedCompactJSON: body)
    }

    /// Writes the handshake for later launches: to a file of this process's, renamed into place, so that a reader
    /// sees a whole file or none. Not flushed to disk: a file cut short by a crash is a miss.
    func write(_ handshake: EncodedResponse<InitializeRequest>) {
        let folder = file.deletingLastPathComponent().path
        if mkdir(folder, 0o700) != 0, errno != EEXIST { return }
        let temporary = file.path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        let written = FileDescriptorIO.writeAll(fd, MetadataCacheFile.encode(key: key, body: handshake.compactJSON))
        close(fd)
        if !written || rename(temporary, file.path) != 0 { unlink(temporary) }
    }

    /// The executable file's identity: device, inode, size and modification time to the nanosecond.
    ///
    /// `/proc/self/exe` where there is one (the file this process runs, whatever path started it), else the path.
    private static func identity(of executablePath: String) -> String? {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 || stat(executablePath, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(time.tv_sec).\(time.tv_nsec)"
    }

    /// A bundle identifier with anything but letters, digits, dots and hyphens made `_`.
    private static func safeFileName(_ bundleIdentifier: String) -> String {
        String(
            bundleIdentifier.unicodeScalars.map { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-") ? Character(scalar) : "_"
            }.prefix(100))
    }
}
