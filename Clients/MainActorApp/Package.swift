// swift-tools-version: 6.2
import PackageDescription

// An app written in MainActor-by-default mode (SE-0466), as a new Xcode app target is: every target
// below has `.defaultIsolation(MainActor.self)`, so its types, functions and closures are on the
// main actor unless they say otherwise.
//
// `AppCore` holds the app's types and its use of every public entry point of HierResolver; `App`
// runs those checks and exits with a failure status if any fails; `AppTests` tests the app with
// Swift Testing and HierResolverTesting's trait.
let package = Package(
    name: "MainActorApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "App", targets: ["App"])
    ],
    dependencies: [
        // Named, so the product references below do not depend on the name of the repository's folder.
        .package(name: "HierResolver", path: "../..")
    ],
    targets: [
        .target(
            name: "AppCore",
            dependencies: [.product(name: "HierResolver", package: "HierResolver")],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .executableTarget(
            name: "App",
            dependencies: ["AppCore", .product(name: "HierResolver", package: "HierResolver")],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "AppCore",
                .product(name: "HierResolver", package: "HierResolver"),
                .product(name: "HierResolverTesting", package: "HierResolver"),
            ],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
