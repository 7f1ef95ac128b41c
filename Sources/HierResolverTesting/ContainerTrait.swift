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

    /// Runs each test with a copy of `base`, in which `overrides` replace what they register for every
    /// consumer, as `root`.
    ///
    /// ```swift
    /// @Test(.overriding { $0.register { FakeDatabase() as Database } })
    /// func countsPets() {
    ///     let repository: PetRepository = DependencyResolver.resolve()  // built with the FakeDatabase
    ///     #expect(repository.count == 0)
    /// }
    /// ```
    ///
    /// Without `base`, the trait copies the container that is ``HierResolver/DependencyResolver/root``
    /// when the test case starts: ``HierResolver/DependencyResolver/main``, or the container of an
    /// enclosing trait. So traits compose: a test's `.overriding` adds to its suite's, and the test sees
    /// both. See ``HierResolver/DependencyResolver/copy(name:file:line:overrides:)`` for what a copy holds.
    ///
    /// - Parameters:
    ///   - base: The container to copy, with its ancestors; the `root` of the moment when omitted.
    ///   - overrides: Registers the replacements; called once per test case, on the main actor (so
    ///     it may build main-actor types).
    public static func overriding(
        _ base: DependencyResolver? = nil,
        _ overrides: @escaping @MainActor @Sendable (DependencyResolver) -> Void = { _ in }
    ) -> Self {
        ContainerTrait { (base ?? DependencyResolver.root).copy(name: "test") { overrides($0) } }
    }

    /// Runs each test with a strict copy of `base` as `root`: a registration that `overrides` did not
    /// replace, and `allowed` does not let through, fails the test when the test uses it.
    ///
    /// ```swift
    /// @Test(.overriding(strict: true, allowing: [.type(Clock.self)]) { $0.register { FakeDatabase() as Database } })
    /// func savesWithTheFakeOnly() throws {
    ///     let database: Database = DependencyResolver.resolve()  // the FakeDatabase
    ///     let clock: Clock = DependencyResolver.resolve()        // allowed: the app's own clock
    ///     #expect(throws: DependencyError.self) { try DependencyResolver.tryResolve(Session.self) }
    ///     _ = (database, clock)
    /// }
    /// ```
    ///
    /// A resolve of anything else, by the test or by the code it runs, fails as
    /// ``HierResolver/DependencyResolver/copy(name:strict:allowing:file:line:overrides:)`` describes:
    /// the `try` forms throw a ``HierResolver/DependencyError`` of kind
    /// ``HierResolver/DependencyError/Kind/notReplaced``, the trapping forms stop the test process
    /// with the message, which names the registration, the chain that reached it and the fixes. An
    /// allowance that names nothing the copied chain registers fails the test case before it runs.
    ///
    /// Traits compose: a test's `.overriding` (strict or not) inside a suite's strict one copies the
    /// suite's strict container, so it stays strict and adds the test's replacements; a strict one may
    /// also allow what the suite's failed.
    ///
    /// - Parameters:
    ///   - base: The container to copy, with its ancestors; the `root` of the moment when omitted.
    ///   - strict: Whether the registrations the test did not replace fail when used; with `false`,
    ///     this is ``overriding(_:_:)``.
    ///   - allowed: The registrations to let through without replacing them.
    ///   - overrides: Registers the replacements; called once per test case, on the main actor.
    public static func overriding(
        _ base: DependencyResolver? = nil,
        strict: Bool,
        allowing allowed: [DependencyResolver.Allowance] = [],
        _ overrides: @escaping @MainActor @Sendable (DependencyResolver) -> Void = { _ in }
    ) -> Self {
        ContainerTrait {
            try (base ?? DependencyResolver.root).copy(name: "test", strict: strict, allowing: allowed) {
                overrides($0)
            }
        }
    }

    /// Runs each test with a copy of ``HierResolver/DependencyResolver/root`` in which `type` is served
    /// by the instance `instance` makes: one per test case, the very object every consumer gets, which
    /// the test resolves by its own type to check what was done with it (a spy).
    ///
    /// ```swift
    /// @Test(.overriding(Analytics.self, with: RecordingAnalytics()))
    /// func tracksTheVisit() {
    ///     let clinic: Clinic = DependencyResolver.resolve()
    ///     clinic.open()
    ///     let analytics: RecordingAnalytics = DependencyResolver.resolve()  // the one the clinic used
    ///     #expect(analytics.events == ["opened"])
    /// }
    /// ```
    ///
    /// `instance` is evaluated on the main actor just before each test case runs, so every case
    /// (every argument, every repetition) gets an instance of its own. It is registered as an
    /// instance (``HierResolver/DependencyResolver/register(_:variant:instance:)``) under its own type
    /// and serves `type` through `.implements`, so its identity holds whatever lifetime the replaced
    /// registration had: the app's singletons, the `.graph` consumers and the test's own resolve all
    /// get this object.
    /// When the instance's type is `type` itself (`with: spy as Analytics`), it is registered under
    /// `type` only.
    ///
    /// The trait copies the container that is `root` when the test case starts:
    /// ``HierResolver/DependencyResolver/main``, or the container of an enclosing trait, so it adds to a
    /// suite's overrides. ``overriding(_:_:with:)`` copies a container you name.
    ///
    /// - Parameters:
    ///   - type: The type the instance replaces, usually a protocol.
    ///   - instance: Makes the instance; it must be a `type`, or the test case fails with an error that
    ///     says so.
    public static func overriding<Service, Instance>(
        _ type: Service.Type,
        with instance: @autoclosure @escaping @MainActor @Sendable () -> Instance
    ) -> Self {
        ContainerTrait { try overridingCopy(of: DependencyResolver.root, type, with: instance()) }
    }

    /// Runs each test with a copy of `base` in which `type` is served by the instance `instance` makes,
    /// one per test case (see ``overriding(_:with:)``).
    ///
    /// ```swift
    /// @Test(.overriding(.main, Analytics.self, with: RecordingAnalytics()))
    /// func tracksTheVisitInTheApp() {
    ///     let analytics: RecordingAnalytics = DependencyResolver.resolve()
    ///     #expect(analytics.events.isEmpty)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - base: The container to copy, with its ancestors.
    ///   - type: The type the instance replaces, usually a protocol.
    ///   - instance: Makes the instance; it must be a `type`, or the test case fails with an error that
    ///     says so.
    public static func overriding<Service, Instance>(
        _ base: DependencyResolver,
        _ type: Service.Type,
        with instance: @autoclosure @escaping @MainActor @Sendable () -> Instance
    ) -> Self {
        ContainerTrait { try overridingCopy(of: base, type, with: instance()) }
    }
}

/// A copy of `base` in which `instance` serves `Service`, registered as an instance under its own type
/// too (unless that is `Service`); throws when `instance` is not a `Service`.
@MainActor
private func overridingCopy<Service, Instance>(
    of base: DependencyResolver, _ type: Service.Type, with instance: Instance
) throws -> DependencyResolver {
    guard let service = instance as? Service else {
        throw InstanceMismatch(service: Service.self, instance: Instance.self)
    }
    return base.copy(name: "test") { overrides in
        if Instance.self == Service.self {
            overrides.register(Service.self, instance: service)
        } else {
            overrides.register(Instance.self, instance: instance).implements(Service.self)
        }
    }
}

/// The instance given to ``ContainerTrait/overriding(_:with:)`` is not of the type it replaces.
struct InstanceMismatch: Error, CustomStringConvertible {
    let service: Any.Type
    let instance: Any.Type

    var description: String {
        "`.overriding(\(service).self, with: ...)` was given a `\(instance)`, which is not a `\(service)`: "
            + "pass an instance of a type that conforms to `\(service)` (or inherits from it)."
    }
}
