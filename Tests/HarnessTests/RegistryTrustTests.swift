import Foundation
import IntentSystem
import Testing

/// The install registry says which executable the harness and the tests run for an app, so it is made private
/// whatever the umask, and one that another user could have written is refused, naming the file, its owner and mode.
@Suite struct RegistryTrustTests {
    let sandbox = HarnessSandbox()

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test func installUnderUmask000KeepsTheRegistryPrivate() async throws {
        let registry = sandbox.root.appendingPathComponent("data/intentkit/apps.json")
        let installed = try await sandbox.shell("umask 000; harness install '\(HarnessSandbox.cometCal)'", environment: ["INTENTKIT_REGISTRY": registry.path])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(mode(registry.deletingLastPathComponent().path) == 0o700)
        #expect(mode(sandbox.root.appendingPathComponent("data").path) == 0o700, "folders made on the way are private too")
        #expect(mode(registry.path) == 0o600)
        let listed = try await sandbox.run(["apps"], environment: ["INTENTKIT_REGISTRY": registry.path])
        #expect(listed.status == 0, "\(listed.stderr)")
    }

    @Test func aRegistryOthersCanWriteIsRefused() async throws {
        let registry = sandbox.root.appendingPathComponent("shared/apps.json")
        let environment = ["INTENTKIT_REGISTRY": registry.path]
        #expect(try await sandbox.run(["install", HarnessSandbox.cometCal], environment: environment).status == 0)

        chmod(registry.path, 0o666)
        let writable = try await sandbox.run(["apps"], environment: environment)
        #expect(writable.status == 1)
        #expect(
            writable.stderr == "harness: refusing the install registry \(registry.path): it has mode 0666, so others can write it; run `chmod go-w \(registry.path)`, or remove it\n",
            "\(writable.stderr)")
        chmod(registry.path, 0o600)

        let folder = registry.deletingLastPathComponent().path
        chmod(folder, 0o777)
        // An app not built beside the harness is looked up in the registry.
        let run = try await sandbox.run(["run", "com.example.Elsewhere", "CountEventsIntent"], environment: environment)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "refusing the install registry \(registry.path): the folder \(folder) has mode 0777 without the sticky bit, so others can replace what it holds; run `chmod go-w \(folder)`, or choose a path in a folder only you can write"
            ), "\(run.stderr)")
        chmod(folder, 0o700)

        let stranger: uid_t = 54_321
        guard chown(registry.path, stranger, stranger) == 0 else {
            #expect(FileTrust.problem(at: registry.path, what: "the install registry", user: stranger)?.contains("it is owned by uid \(getuid())") == true)
            return
        }
        let owned = try await sandbox.run(["apps"], environment: environment)
        #expect(owned.status == 1)
        #expect(owned.stderr.contains("refusing the install registry \(registry.path): it is owned by uid 54321, not by you (uid \(getuid())) or root, and has mode 0600"), "\(owned.stderr)")
    }
}
