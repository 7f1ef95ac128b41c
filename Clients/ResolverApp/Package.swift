// swift-tools-version: 6.2
import PackageDescription

// An app written the way a Resolver app is: `import Resolver`, `extension Resolver: ResolverRegistering`,
// trailing `.scope(...)`, `Resolver.defaultScope`, `Resolver.decorate`, `@Injected` and a mock child
// container. It builds against HierResolver's `Resolver` product unchanged, and checks what it resolves.
let package = Package(
    name: "ResolverApp",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        // Named, so the product reference below does not depend on the name of the repository's folder.
        .package(name: "HierResolver", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ResolverApp",
            dependencies: [.product(name: "Resolver", package: "HierResolver")]
        )
    ],
    swiftLanguageModes: [.v6]
)
