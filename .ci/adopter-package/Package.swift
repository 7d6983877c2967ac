// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotesApp",
    dependencies: [.package(url: "https://github.com/example/intentkit.git", from: "2.0.0")],
    targets: [
        .executableTarget(
            name: "NotesApp",
            dependencies: [.product(name: "IntentKit", package: "intentkit")],
            plugins: [.plugin(name: "IntentKitMetadata", package: "intentkit")]
        ),
        .testTarget(
            name: "NotesAppTests",
            dependencies: ["NotesApp", .product(name: "IntentKitTesting", package: "intentkit")]
        ),
    ]
)
