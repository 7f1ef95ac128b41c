// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "HierResolver",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "HierResolver", targets: ["HierResolver"]),
        // HierResolver under Resolver's module name, so that a Resolver app's `import Resolver` stays.
        .library(name: "Resolver", targets: ["Resolver"]),
        // HierResolver with Swinject's names (`Container`, `Assembly`, `Assembler`, `ObjectScope`), so that a
        // Swinject app changes `import Swinject` to `import HierResolverSwinject`; the names stay out of the core.
        .library(name: "HierResolverSwinject", targets: ["HierResolverSwinject"]),
        // The Swift Testing trait: a product of its own, so that the core library never links Testing.
        .library(name: "HierResolverTesting", targets: ["HierResolverTesting"]),
        .executable(name: "PetOwner", targets: ["PetOwner"]),
    ],
    targets: [
        .target(name: "HierResolver", dependencies: ["HierResolverRuntime"]),
        .target(name: "Resolver", dependencies: ["HierResolver"]),
        .target(name: "HierResolverSwinject", dependencies: ["HierResolver"]),
        // The Swift runtime's conditional retain, declared for the root registry (see its header).
        .target(name: "HierResolverRuntime"),
        .executableTarget(
            name: "PetOwner",
            dependencies: ["HierResolver"],
            path: "Examples/PetOwner"
        ),
        .target(name: "HierResolverTesting", dependencies: ["HierResolver"]),
        .testTarget(name: "HierResolverTests", dependencies: ["HierResolver"]),
        .testTarget(name: "ResolverTests", dependencies: ["Resolver"]),
        .testTarget(name: "HierResolverSwinjectTests", dependencies: ["HierResolverSwinject"]),
        .testTarget(name: "HierResolverTestingTests", dependencies: ["HierResolver", "HierResolverTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
