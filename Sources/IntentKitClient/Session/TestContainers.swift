import Foundation
import IntentSystem
import IntentTransport

#if canImport(Glibc)
    import Glibc
    import IntentWire
#endif

/// Where private test containers are made: a folder only this user can enter.
///
/// `$INTENTKIT_TEST_CONTAINERS` if set, else `$TMPDIR/intentkit-<uid>`,
/// created 0700. A folder that exists but is not a directory this user owns
/// with no access for others (a shared or planted folder) is refused.
enum TestContainers {
    /// The folder's path (nothing is created).
    static func root(environment: [String: String]) -> URL {
        if let explicit = environment[IntentKitEnvironment.testContainers], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-\(getuid())", isDirectory: true)
    }

    /// A path for a new container (nothing is created): `<bundle id>-<pid>-<8 hex digits>`, the pid this
    /// process's, so that ``OrphanedContainers`` can tell when its maker is gone.
    static func newContainer(for bundleIdentifier: String, environment: [String: String]) -> URL {
        let folder = bundleIdentifier + "-\(getpid())-" + UUID().uuidString.prefix(8).lowercased()
        return root(environment: environment).appendingPathComponent(folder, isDirectory: true)
    }

    /// Creates the folder 0700, or checks that the existing one is private to this user and starts sweeping it of
    /// the containers killed or crashed test processes left (see ``OrphanedContainers``).
    static func prepareRoot(_ base: URL) throws {
        try? PrivateFolder.create(base.deletingLastPathComponent())
        if mkdir(base.path, 0o700) == 0 {
            chmod(base.path, 0o700)
            return
        }
        guard errno == EEXIST else {
            throw AppProcessError(kind: .launchFailed, bundleIdentifier: "", message: "could not create the test container folder \(base.path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard lstat(base.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid(), info.st_mode & 0o077 == 0 else {
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: "",
                message:
                    "refusing to make test containers in \(base.path): it must be a directory owned by this user (uid \(getuid())) that others cannot enter; remove it, or set \(IntentKitEnvironment.testContainers) to another folder"
            )
        }
        OrphanedContainers.sweepOnce(in: base)
    }
}
