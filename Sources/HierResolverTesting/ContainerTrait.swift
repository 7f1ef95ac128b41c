// HierResolver's Swift Testing trait: each test, and each case of a parameterized test, runs with a
// container of its own as `DependencyResolver.root`, made for it from a closure. A library product of
// its own, so that the core library never links Testing.

public import HierResolver
public import Testing

/// A trait that runs each test, and each case of a parameterized or repeated test, with a fresh
/// container as ``HierResolver/DependencyResolver/root``: the static API, `Resolving` and bare property
/// wrappers resolve there, and tests running in parallel never see each other's containers.
///
/// ```swift
/// @Suite(.overriding { $0.register { FixedClock() as Clock } })
/// struct ClinicTests {
///     @Test func opensOnTime() {
///         let clock: Clock = DependencyResolver.resolve()  // this test's FixedClock
///         #expect(clock.now == FixedClock.opening)
///     }
/// }
/// ```
///
/// On a suite, every test in it (nested suites included) gets its own container from the same closure.
/// The container is made just before the test runs and released when it ends, so nothing it built
/// reaches another test. Works on `@MainActor` tests: the scope follows the test's task.
public struct ContainerTrait: TestTrait, SuiteTrait, TestScoping {
    let makeContainer: @MainActor @Sendable () throws -> DependencyResolver

    /// Applies to every test of a suite, each with its own container.
    public var isRecursive: Bool { true }

    /// Provides a scope for each test case (each argument, each repetition), never for a suite as a
    /// whole: a suite's tests would share its container.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ContainerTrait? {
        testCase == nil ? nil : self
    }

    /// Makes the container and runs the test case with it as `root`.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // On the main actor: the closures a test writes may build the app's main-actor types (in a
        // target whose code is on the main actor by default, all of them).
        let container = try await MainActor.run { try makeContainer() }
        try await DependencyResolver.withRoot(container) { try await function() }
    }
}

extension Trait where Self == ContainerTrait {
    /// Runs each test with the container `make` returns as `root`.
    ///
    /// ```swift
    /// @Test(.container { DependencyResolver.main.copy { $0.register { FakeDatabase() as Database } } })
    /// func savesAPet() throws {
    ///     let repository: PetRepository = DependencyResolver.resolve()
    ///     try repository.save(Pet(name: "Mimi"))
    /// }
    /// ```
    ///
    /// - Parameter make: Makes the test's container; called once per test case, just before it runs,
    ///   on the main actor (so it may build main-actor types). An error it throws fails the test case.
    public static func container(_ make: @escaping @MainActor @Sendable () throws -> DependencyResolver) -> Self {
        ContainerTrait(makeContainer: make)
    }

    /// Runs each test with a copy of `base` (``HierResolver/DependencyResolver/main`` unless given), in
    /// which `overrides` replace what they register for every consumer, as `root`.
    ///
    /// ```swift
    /// @Test(.overriding { $0.register { FakeDatabase() as Database } })
    /// func countsPets() {
    ///     let repository: PetRepository = DependencyResolver.resolve()  // built with the FakeDatabase
    ///     #expect(repository.count == 0)
    /// }
    /// ```
    ///
    /// See ``HierResolver/DependencyResolver/copy(name:file:line:overrides:)`` for what a copy holds.
    ///
    /// - Parameters:
    ///   - base: The container to copy, with its ancestors; `main` unless given.
    ///   - overrides: Registers the replacements; called once per test case, on the main actor (so
    ///     it may build main-actor types).
    public static func overriding(
        _ base: DependencyResolver = .main,
        _ overrides: @escaping @MainActor @Sendable (DependencyResolver) -> Void = { _ in }
    ) -> Self {
        ContainerTrait { base.copy(name: "test") { overrides($0) } }
    }
}
