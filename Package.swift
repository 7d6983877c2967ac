// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

let package = Package(
    name: "IntentKit",
    platforms: [
        .macOS(.v15)
    ],
    products: [
        .library(name: "IntentWire", targets: ["IntentWire"]),
        .library(name: "IntentKit", targets: ["IntentKit"]),
        .plugin(name: "IntentKitMetadata", targets: ["IntentKitMetadata"]),
        .library(name: "IntentKitMacros", targets: ["IntentKitMacros"]),
        .library(name: "IntentKitClient", targets: ["IntentKitClient"]),
        .library(name: "IntentKitTesting", targets: ["IntentKitTesting"]),
        .executable(name: "CometCal", targets: ["CometCal"]),
        .executable(name: "harness", targets: ["harness"]),
    ],
    targets: [
        // MARK: - IntentJSON: the JSON engine (strict parser, writer, member reader, trees), no product of its own
        .target(
            name: "IntentJSON"
        ),

        // MARK: - IntentWire: the protocol's types and their JSON
        .target(
            name: "IntentWire",
            dependencies: [
                "IntentJSON"
            ]
        ),
        .testTarget(
            name: "IntentWireTests",
            dependencies: [
                "IntentJSON",
                "IntentKitTestSupport",
                "IntentWire",
            ]
        ),

        // MARK: - IntentTransport: connections, routing and launching apps, over IntentWire (no product of its own)
        .target(
            name: "IntentTransport",
            dependencies: [
                "IntentJSON",
                "IntentSystem",
                "IntentWire",
            ]
        ),
        .testTarget(
            name: "IntentTransportTests",
            dependencies: [
                "IntentJSON",
                "IntentKitTestSupport",
                "IntentSystem",
                "IntentTransport",
                "IntentWire",
            ]
        ),

        // MARK: - Test support shared by the suites: threads of their own, waits, built executables, pipes
        .target(
            name: "IntentKitTestSupport",
            dependencies: [
                "IntentTransport"
            ],
            path: "Tests/TestSupport"
        ),

        // MARK: - IntentSystem: threads, descriptors, files and locks (no product of its own)
        .target(
            name: "IntentSystem"
        ),

        // MARK: - IntentKit: the app side
        .target(
            name: "IntentKit",
            dependencies: [
                "CIntentKitSystem",
                "IntentJSON",
                "IntentSystem",
                "IntentTransport",
                "IntentWire",
            ]
        ),
        // The C library calls the app side needs that Swift cannot make (a variadic `prctl`, `stdout`, glibc's
        // malloc tuning), linked directly so that they work in a statically linked app.
        .target(
            name: "CIntentKitSystem"
        ),
        .testTarget(
            name: "IntentKitTests",
            dependencies: [
                "IntentJSON",
                "IntentKit",
                "IntentKitMetadataScanner",
                "IntentKitTestSupport",
                "IntentWire",
            ],
            plugins: [
                "IntentKitMetadata"
            ]
        ),

        // MARK: - IntentKitMetadata: the build plugin that reads @Property titles from the sources
        .plugin(
            name: "IntentKitMetadata",
            capability: .buildTool(),
            dependencies: [
                "IntentKitMetadataExtractor"
            ]
        ),
        .executableTarget(
            name: "IntentKitMetadataExtractor",
            dependencies: [
                "IntentKitMetadataScanner"
            ]
        ),
        .target(
            name: "IntentKitMetadataScanner"
        ),

        // MARK: - The documentation's examples, built from the documentation itself (README.md and the articles)
        .plugin(
            name: "DocExamples",
            capability: .buildTool(),
            dependencies: [
                "DocExampleExtractor"
            ]
        ),
        .executableTarget(
            name: "DocExampleExtractor",
            path: "Tests/DocExamples/Extractor"
        ),
        .testTarget(
            name: "DocExampleTests",
            dependencies: [
                // Apple's module name on Linux, for the README's example, which imports it.
                .target(name: "AppIntentsTesting", condition: .when(platforms: [.linux])),
                "CometCal",
                "IntentKitTestSupport",
                "IntentKitTesting",
            ],
            exclude: ["doc-examples.txt"],
            plugins: [
                "DocExamples"
            ]
        ),
        .testTarget(
            name: "AppDocExampleTests",
            dependencies: [
                "CometCalKit",
                "IntentKit",
                "IntentKitMacros",
                "IntentKitTestSupport",
            ],
            exclude: ["doc-examples.txt"],
            plugins: [
                // As an app target has it: its examples' entities get their property titles, and `IntentApp.main`
                // is the target's own.
                "DocExamples",
                "IntentKitMetadata",
            ]
        ),

        // MARK: - IntentKitMacros: Apple's attribute macros, a product of their own (see `macroTargets` below)
        .target(
            name: "IntentKitMacros",
            dependencies: [
                "IntentKit",
                "IntentKitMacroPlugin",
            ]
        ),
        .testTarget(
            name: "IntentKitMacroTests",
            dependencies: [
                "IntentKitMacroPlugin"
            ] + syntaxTestDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),

        // MARK: - IntentKitClient: the client core under the test side and the harness
        .target(
            name: "IntentKitClient",
            dependencies: [
                "IntentJSON",
                "IntentSystem",
                "IntentTransport",
                "IntentWire",
            ]
        ),

        .testTarget(
            name: "IntentKitClientTests",
            dependencies: [
                "IntentKitClient",
                "IntentWire",
            ]
        ),

        // MARK: - IntentKitTesting: the test side
        .target(
            name: "IntentKitTesting",
            dependencies: [
                "IntentJSON",
                "IntentKitClient",
                "IntentWire",
            ]
        ),

        .testTarget(
            name: "IntentKitTestingTests",
            dependencies: [
                "IntentKitTesting",
                "IntentWire",
            ]
        ),

        // MARK: - CometCal: the sample app
        .target(
            name: "CometCalKit",
            dependencies: [
                "IntentKit"
            ],
            path: "SampleApp/CometCalKit",
            swiftSettings: [releaseDirectMetadataAccess],
            plugins: [
                "IntentKitMetadata"
            ]
        ),
        .executableTarget(
            name: "CometCal",
            dependencies: [
                "CometCalKit"
            ],
            path: "SampleApp/CometCal",
            swiftSettings: [releaseStaticallyLinkedCompile, releaseDirectMetadataAccess],
            linkerSettings: releaseLinkedAsOneFile
        ),
        .testTarget(
            name: "CometCalTests",
            dependencies: [
                "CometCal",
                "CometCalKit",
                "DocSnippetsApp",
                "FaultyApp",
                "IntentJSON",
                "IntentKitClient",
                "IntentKitTesting",
                "IntentKitTestSupport",
                "IntentWire",
            ]
        ),
        .executableTarget(
            name: "FaultyApp",
            dependencies: [
                "IntentKit",
                "IntentKitMacros",
                // Apple's module names on Linux, for a fixture that imports them (`AppleImports.swift`).
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "CoreSpotlight", condition: .when(platforms: [.linux])),
                .target(name: "CoreTransferable", condition: .when(platforms: [.linux])),
                .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
            ],
            path: "Tests/Fixtures/FaultyApp",
            plugins: [
                "IntentKitMetadata"
            ]
        ),
        .executableTarget(
            name: "DocSnippetsApp",
            dependencies: [
                "IntentKit"
            ],
            path: "Tests/Fixtures/DocSnippetsApp",
            swiftSettings: [
                // Most App Intents code is Swift 5 (`static var title: LocalizedStringResource = "…"`); the fixture is written that way.
                .swiftLanguageMode(.v5)
            ],
            plugins: [
                "IntentKitMetadata"
            ]
        ),

        // MARK: - harness: the command line
        .executableTarget(
            name: "harness",
            dependencies: [
                "IntentJSON",
                "IntentKitClient",
                "IntentWire",
                "LayerBenchReport",
            ],
            path: "Harness",
            exclude: ["README.md"],
            swiftSettings: [releaseStaticallyLinkedCompile],
            linkerSettings: releaseLinkedStatically
        ),
        // MARK: - The Apple-shaped layer's benchmark, which `harness bench` runs (the harness never links XCTest or
        // Swift Testing, which IntentKitTesting does); no products
        .target(
            name: "LayerBenchReport",
            path: "Benchmarks/LayerBenchReport"
        ),
        .executableTarget(
            name: "TestingLayerBench",
            dependencies: [
                "IntentKitClient",
                "IntentKitTesting",
                "IntentWire",
                "LayerBenchReport",
            ],
            path: "Benchmarks/TestingLayerBench"
        ),
        .testTarget(
            name: "HarnessTests",
            dependencies: [
                "IntentKitTestSupport",
                "CometCal",
                "FaultyApp",
                "IntentWire",
                "harness",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: - Apple's module names, on Linux only

/// `AppIntents` and `AppIntentsTesting`: IntentKit and IntentKitTesting under Apple's module names, so that code
/// written for Apple's frameworks keeps its import lines. Declared on Linux alone: on Apple's platforms those names
/// are Apple's frameworks, and nothing here may shadow them.
#if os(Linux)
    package.products += [
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "AppIntentsTesting", targets: ["AppIntentsTesting"]),
    ]
    // The frameworks App Intents code imports beside AppIntents whose types IntentKit declares under their names.
    for module in ["SwiftUI", "CoreSpotlight", "CoreTransferable", "UniformTypeIdentifiers"] {
        package.products.append(.library(name: module, targets: [module]))
        package.targets.append(.target(name: module, dependencies: ["IntentKit"], path: "Sources/AppleModules/\(module)"))
    }
    package.targets += [
        .target(
            name: "AppIntents",
            dependencies: [
                "IntentKit",
                "IntentKitMacros",
            ]
        ),
        .target(
            name: "AppIntentsTesting",
            dependencies: [
                "IntentKitClient",
                "IntentKitTesting",
                "IntentWire",
            ]
        ),
        .testTarget(
            name: "AppIntentsTestingTests",
            dependencies: [
                "AppIntents",
                "AppIntentsTesting",
                "CometCal",
                "FaultyApp",
            ]
        ),
        // The seed's own examples, as the seed writes them.
        .testTarget(
            name: "SeedExampleTests",
            dependencies: [
                "AppIntentsTesting",
                "CometCal",
            ]
        ),
    ]
#endif

/// Release executables carry the Swift runtime and Foundation inside them instead of loading them at start-up:
/// binding the shared Foundation libraries was most of a launch. They are linked at a fixed address (`-no-pie`): as
/// a position-independent executable, the loader first patches every address in the program's data. Debug builds, which the tests use, stay dynamically linked so they link quickly.
var releaseStaticallyLinkedCompile: SwiftSetting { .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)) }
var releaseLinkedStatically: [LinkerSetting] {
    [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
}

/// The sample app's release executable goes further: it is one file, with the C and C++ libraries inside it too
/// (`-static-executable`), so that a launch loads nothing, not even the shared C++ runtime, math and unwinding
/// libraries. The app side calls the C library directly (the `CIntentKitSystem` target), never
/// through `dlsym`, which finds nothing in such an executable, and never ends its main thread (see
/// `IntentApp.serveMainActor()`), whose unwinding would sort every frame description of the executable.
var releaseLinkedAsOneFile: [LinkerSetting] {
    [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))]
}

/// The sample app's code asks for the metadata of the generic types it names (`Parameter<CalendarEntity>`, …) through
/// their accessors, which take the conformances the compiler already knows, instead of by mangled name: each type
/// instantiated by name checked its generic requirements at run time, and each check the runtime had not made
/// before scanned every conformance record in the program (about 6,000 here), which was most of a launch's work.
var releaseDirectMetadataAccess: SwiftSetting {
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
}

// MARK: - The macros' compiler plugin, over SwiftSyntax

/// Where the toolchain building this package keeps its own SwiftSyntax modules and libraries (`usr/lib/swift/host`),
/// found from the PackageDescription library this manifest was linked with (`usr/lib/swift/pm/ManifestAPI`);
/// `nil` when that folder has no SwiftSyntax, or where the manifest cannot see its own libraries (not Linux).
var toolchainSyntaxDirectory: String? {
    #if os(Linux)
        // Read to the end: `/proc` files report no size, and a read by size stops after the first page.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"), let data = try? handle.readToEnd() else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let start = line.firstIndex(of: "/"), line.hasSuffix("libPackageDescription.so") else { continue }
            let library = String(line[start...])
            guard let range = library.range(of: "/lib/swift/pm/") else { continue }
            let host = library[..<range.lowerBound] + "/lib/swift/host"
            return FileManager.default.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") ? String(host) : nil
        }
    #endif
    return nil
}

/// The SwiftSyntax libraries the plugin links, from the toolchain.
var syntaxLibraries: [String] {
    [
        "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics", "SwiftParser", "SwiftParserDiagnostics", "SwiftBasicFormat",
        "SwiftOperators", "SwiftIfConfig", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling",
    ]
}

/// Compiling against the toolchain's SwiftSyntax: its folder on the import path.
var syntaxSwiftSettings: [SwiftSetting] { toolchainSyntaxDirectory.map { [.unsafeFlags(["-I", $0])] } ?? [] }

/// Linking the toolchain's SwiftSyntax libraries, found at run time where they are.
var syntaxLinkerSettings: [LinkerSetting] {
    toolchainSyntaxDirectory.map { [.unsafeFlags(["-L", $0] + syntaxLibraries.map { "-l\($0)" } + ["-Xlinker", "-rpath", "-Xlinker", $0])] } ?? []
}

/// Without the toolchain's modules, the swift-syntax package provides them.
var syntaxPluginDependencies: [Target.Dependency] {
    toolchainSyntaxDirectory == nil
        ? [.product(name: "SwiftSyntaxMacros", package: "swift-syntax"), .product(name: "SwiftCompilerPlugin", package: "swift-syntax")] : []
}
var syntaxTestDependencies: [Target.Dependency] {
    toolchainSyntaxDirectory == nil ? [.product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")] : []
}

if toolchainSyntaxDirectory == nil {
    package.dependencies += [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0")]
}
package.targets += [
    .macro(
        name: "IntentKitMacroPlugin",
        dependencies: syntaxPluginDependencies,
        swiftSettings: syntaxSwiftSettings,
        linkerSettings: syntaxLinkerSettings
    )
]
