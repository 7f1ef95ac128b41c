// swift-tools-version: 6.2
import PackageDescription

// An app written the way a Swinject app is: `import HierResolverSwinject` where it had `import Swinject`,
// several `Assembly` types applied by an `Assembler`, `autoregister`, `.inObjectScope(.container)`, names
// from a `String`-backed enum, a factory with an argument, `loaded(resolver:)`, `resolve(...)!`, `if let`,
// `guard let`, `resolve(T?.self)`, `Lazy`, `Provider` and a cycle closed by `initCompleted`. It builds
// against HierResolver's `HierResolverSwinject` product, and checks what it resolves.
let package = Package(
    name: "SwinjectApp",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        // Named, so the product reference below does not depend on the name of the repository's folder.
        .package(name: "HierResolver", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "SwinjectApp",
            dependencies: [.product(name: "HierResolverSwinject", package: "HierResolver")]
        )
    ],
    swiftLanguageModes: [.v6]
)
