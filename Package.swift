// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HierResolver",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "HierResolver", targets: ["HierResolver"]),
        .executable(name: "PetOwner", targets: ["PetOwner"]),
    ],
    targets: [
        .target(name: "HierResolver", dependencies: ["HierResolverRuntime"]),
        // The Swift runtime's conditional retain, declared for the root registry (see its header).
        .target(name: "HierResolverRuntime"),
        .executableTarget(
            name: "PetOwner",
            dependencies: ["HierResolver"],
            path: "Examples/PetOwner"
        ),
        .testTarget(name: "HierResolverTests", dependencies: ["HierResolver"]),
    ],
    swiftLanguageModes: [.v6]
)
