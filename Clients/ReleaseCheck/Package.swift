// swift-tools-version: 6.2
import PackageDescription

// A client of HierResolver: `ClientCode` calls every public entry point of the library, in every form and
// from every kind of caller, and `ReleaseCheck` runs its checks. The library's inlinable code is compiled,
// and optimised, in this package, as it is in an app, so a release build here compiles what a release build
// of an app compiles.
//
// In release, `ClientCode` is compiled one file at a time (no whole-module optimisation), so each file is
// optimised as a module of its own: the optimiser then inlines a private function or a closure, with the
// resolve inlined into it, into its caller, which is how client code crashed the compiler. Whole-module
// builds split the code generation of a module of several files into one unit per file, and there that
// inlining, and the crash, did not happen.
let package = Package(
    name: "ReleaseCheck",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .executable(name: "ReleaseCheck", targets: ["ReleaseCheck"])
    ],
    dependencies: [
        // Named, so the product reference below does not depend on the name of the repository's folder.
        .package(name: "HierResolver", path: "../..")
    ],
    targets: [
        .target(
            name: "ClientCode",
            dependencies: [.product(name: "HierResolver", package: "HierResolver")],
            swiftSettings: [.unsafeFlags(["-no-whole-module-optimization"], .when(configuration: .release))]
        ),
        .executableTarget(
            name: "ReleaseCheck",
            dependencies: ["ClientCode"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
