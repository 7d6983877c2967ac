import Foundation
import IntentTransport
import Testing

@testable import harness

/// The harness builds CometCal first when it runs from its package's build folder and CometCal is missing or
/// older than its sources; anywhere else it leaves the app to be found as usual.
@Suite struct SampleAppBuildTests {
    /// A package folder with a manifest declaring CometCal (or not), a source and a built harness.
    private func package(declaringCometCal: Bool = true, configuration: String = "debug") throws -> (root: URL, harness: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sample-build-\(UUID().uuidString)", isDirectory: true)
        let products = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/\(configuration)", isDirectory: true)
        try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("SampleApp/CometCal"), withIntermediateDirectories: true)
        let manifest = declaringCometCal ? #".executable(name: "CometCal", targets: ["CometCal"]),"# : #".executable(name: "Other", targets: ["Other"]),"#
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data("print(1)".utf8).write(to: root.appendingPathComponent("SampleApp/CometCal/main.swift"))
        let harness = products.appendingPathComponent("harness")
        try Data().write(to: harness)
        return (root, harness)
    }

    private func setModified(_ url: URL, secondsAgo: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-secondsAgo)], ofItemAtPath: url.path)
    }

    @Test func aHarnessInItsPackagesBuildFolderKnowsThePackageAndConfiguration() throws {
        for configuration in ["debug", "release"] {
            let (root, harness) = try package(configuration: configuration)
            defer { try? FileManager.default.removeItem(at: root) }
            let place = try #require(SampleAppBuild.BuildPlace.ofRunningHarness(executable: harness))
            #expect(place.packageRoot.standardizedFileURL.path == root.resolvingSymlinksInPath().standardizedFileURL.path)
            #expect(place.configuration == configuration)
        }
    }

    @Test func anywhereElseTheHarnessBuildsNothing() throws {
        let (other, otherHarness) = try package(declaringCometCal: false)
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(SampleAppBuild.BuildPlace.ofRunningHarness(executable: otherHarness) == nil, "a package without CometCal")
        let installed = FileManager.default.temporaryDirectory.appendingPathComponent("bin-\(UUID().uuidString)/harness")
        #expect(SampleAppBuild.BuildPlace.ofRunningHarness(executable: installed) == nil, "outside a build folder")
    }

    @Test func cometCalIsCurrentOnlyWhenBuiltAfterEverySource() throws {
        let (root, harness) = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let place = try #require(SampleAppBuild.BuildPlace.ofRunningHarness(executable: harness))
        #expect(!place.isCurrent(.cometCal), "not built yet")
        let source = root.appendingPathComponent("SampleApp/CometCal/main.swift")
        for url in [root.appendingPathComponent("Package.swift"), source, source.deletingLastPathComponent(), root.appendingPathComponent("SampleApp")] {
            try setModified(url, secondsAgo: 60)
        }
        let cometCal = harness.deletingLastPathComponent().appendingPathComponent("CometCal")
        try Data().write(to: cometCal)
        #expect(place.isCurrent(.cometCal))
        try Data("print(2)".utf8).write(to: source)
        #expect(!place.isCurrent(.cometCal), "a source changed after the build")
    }

    @Test func theHarnessesOwnBuildMarksCometCalCurrentWhenSwiftPMDidNotRelinkIt() throws {
        let (root, harness) = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let place = try #require(SampleAppBuild.BuildPlace.ofRunningHarness(executable: harness))
        let cometCal = harness.deletingLastPathComponent().appendingPathComponent("CometCal")
        try Data().write(to: cometCal)
        try setModified(cometCal, secondsAgo: 60)
        #expect(!place.isCurrent(.cometCal), "the source is newer than the executable")
        #expect(FileManager.default.createFile(atPath: place.stampPath(.cometCal), contents: nil))
        #expect(place.isCurrent(.cometCal))
    }

    @Test func aBuildFolderIsBusyOnlyWhileASwiftPMProcessNamedInItsLockRuns() async throws {
        let (root, harness) = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let place = try #require(SampleAppBuild.BuildPlace.ofRunningHarness(executable: harness))
        let lock = root.appendingPathComponent(".build/.lock")
        #expect(!place.isBuildFolderBusy, "no lock file")
        try Data("\(getpid())".utf8).write(to: lock)
        #expect(!place.isBuildFolderBusy, "a live process that is not SwiftPM")
        // A live process whose name starts as SwiftPM's do.
        let swiftLike = root.appendingPathComponent("swift-build")
        try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: swiftLike.path)
        let sleeper = try ChildProcess(executable: swiftLike.path, arguments: ["30"], environment: [:])
        // SIGKILL: the test process may ignore SIGTERM, and a child keeps ignoring what its parent ignored.
        defer { sleeper.signal(SIGKILL) }
        try Data("\(sleeper.pid)\n".utf8).write(to: lock)
        #expect(place.isBuildFolderBusy)
        sleeper.signal(SIGKILL)
        _ = await sleeper.waitForTermination()
        #expect(!place.isBuildFolderBusy, "the process has ended")
    }
}
