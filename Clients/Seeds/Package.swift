// swift-tools-version: 6.2
import PackageDescription

// The seed documents' snippets, as their readers wrote them, compiled and run against HierResolver.
//
// A package of its own: seed 001's `extension Resolver: ResolverRegistering` conforms the library's
// container for the whole process, so it must not share a process with the library's own tests.
let package = Package(
    name: "Seeds",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        // Named, so the product reference below does not depend on the name of the repository's folder.
        .package(name: "HierResolver", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "SeedSnippetTests",
            dependencies: [.product(name: "HierResolver", package: "HierResolver")]
        )
    ],
    swiftLanguageModes: [.v6]
)
