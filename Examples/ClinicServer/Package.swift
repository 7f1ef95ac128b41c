// swift-tools-version: 6.2
import PackageDescription

// A Hummingbird server on HierResolver: the app container keeps the long-lived services, and every
// request gets a child container of its own, shut down when the response is made.
let package = Package(
    name: "ClinicServer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "HierResolver", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        .executableTarget(
            name: "ClinicServer",
            dependencies: [
                .product(name: "HierResolver", package: "HierResolver"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            // The server's own code builds with no warnings; its dependencies' warnings are theirs.
            swiftSettings: [.treatAllWarnings(as: .error)]
        )
    ],
    swiftLanguageModes: [.v6]
)
