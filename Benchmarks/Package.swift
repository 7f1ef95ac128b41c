// swift-tools-version: 6.2
//
// HierResolver benchmarks: HierResolver vs Swinject vs hand-written baselines.
// What is measured and why: Guides/Performance.md. Run everything (the table and the scale curves):
//
//     swift run -c release --package-path Benchmarks HierBenchmarks
//
// This is a separate package so the library keeps zero dependencies. The library is
// measured as users get it: plain `-c release`, no extra optimisation flags (no
// `-enable-cross-module-optimization`, no `-Ounchecked`).
//
// `AllocationCounter` is a small C target for the allocs/op column: on Linux with glibc it
// defines malloc and its relatives in the executable and counts the calls (see its header).
import PackageDescription

let package = Package(
    name: "HierBenchmarks",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        // Named, so the target below can refer to it whatever the checkout's folder is called
        // (a path dependency's identity is otherwise its folder name).
        .package(name: "HierResolver", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "HierBenchmarks",
            dependencies: [
                .product(name: "HierResolver", package: "HierResolver"),
                // The Swinject module, for its rows beside Swinject's (`Workloads/SwinjectModule.swift`).
                .product(name: "HierResolverSwinject", package: "HierResolver"),
                .product(name: "Swinject", package: "Swinject"),
                "AllocationCounter",
            ],
            path: "Sources/HierBenchmarks"
        ),
        .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
    ],
    swiftLanguageModes: [.v6]
)
