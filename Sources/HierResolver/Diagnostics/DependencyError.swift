/// Every failure HierResolver reports: what was asked, what exists, and how to fix it.
///
/// The `try` forms (``DependencyResolver/tryResolve(_:variant:)-method`` and friends) throw it; the trapping forms
/// (``DependencyResolver/resolve(_:variant:file:line:)-method`` and friends) stop the program with the same ``message``.
///
/// ```swift
/// let app = DependencyResolver(name: "app")
/// do {
///     let session: Session = try app.tryResolve()
///     print(session)
/// } catch let error as DependencyError {
///     print(error.kind)     // notRegistered
///     print(error.message)  // No registration for `Session` ... and how to fix it
/// }
/// ```
public struct DependencyError: Error, CustomStringConvertible {
    /// What went wrong, for code that reacts to failures.
    ///
    /// ```swift
    /// if error.kind == .cycle { print("break the cycle") }
    /// ```
    public enum Kind: Sendable, Hashable {
        /// Nothing is registered for the key in the container's chain.
        case notRegistered
        /// The registration needs itself, directly or through others.
        case cycle
        /// A persistent or transient registration needs a key that only a descendant of its owner provides.
        case captiveDependency
        /// A factory threw; ``DependencyError/underlyingError`` holds what it threw.
        case factoryFailed
        /// A removal named a key the container does not hold.
        case removeFailed
        /// The container (or an ancestor) was shut down with ``DependencyResolver/shutdown()``: it
        /// resolves, stores and registers nothing more. The message names the container whose
        /// `shutdown()` did it, and the fix: use a container that is still running.
        ///
        /// ```swift
        /// let request = app.child(name: "request")
        /// _ = await request.shutdown()
        /// do {
        ///     _ = try request.tryResolve(Session.self)
        /// } catch let error as DependencyError where error.kind == .shutDown {
        ///     print(error.message)  // Cannot resolve `Session` from "request": it was shut down ...
        /// }
        /// ```
        case shutDown
        /// Resolutions wait for each other (two threads' factories of shared instances that need each
        /// other, say), or a wait for another thread's work outlasted ``DependencyResolver/waitLimit``.
        case deadlock
        /// The resolution is so deep that going on could run its thread out of stack.
        case tooDeep
        /// A factory's arguments were missing, had another type, or did not match any registration.
        case argumentMismatch
        /// A registration served under another type with `.implements` made an instance that is not of that type.
        case notImplemented
        /// A registration was configured in a way that cannot work, such as `.teardown` on a `.graph` one.
        case invalidConfiguration
        /// `store` found nothing to store into: no registration, or one with no storer whose instances
        /// are not kept by its container.
        case storeFailed
        /// A registration's factory cannot run where it was asked for: a `@MainActor` factory asked
        /// for synchronously off the main actor, or an async factory asked for by a synchronous
        /// resolve. The message names the registration and the fix (an `await` resolve,
        /// `container.async`, or a resolve on the main actor).
        case isolation
        /// A strict copy's registration that the test did not replace was used: resolved, or reached
        /// by a factory's resolve. The message names it, the chain that reached it and the strict copy,
        /// and the fixes: replace it in the copy's overrides, or let it through with `allowing:`
        /// (see ``DependencyResolver/copy(name:strict:allowing:file:line:overrides:)``).
        ///
        /// ```swift
        /// let test = try app.copy(strict: true) { $0.register { FakeDatabase() as Database } }
        /// do {
        ///     _ = try test.tryResolve(Session.self)
        /// } catch let error as DependencyError where error.kind == .notReplaced {
        ///     print(error.message)  // `Session` ... was used, but the test did not replace it ...
        /// }
        /// ```
        case notReplaced
    }

    /// What went wrong.
    ///
    /// ```swift
    /// do {
    ///     _ = try app.tryResolve(Session.self)
    /// } catch let error as DependencyError where error.kind == .notRegistered {
    ///     app.register { Session() }  // any other failure is thrown on
    /// }
    /// ```
    public let kind: Kind

    /// The full explanation: what was asked, what exists, and how to fix it.
    ///
    /// ```swift
    /// do {
    ///     _ = try app.tryResolve(Session.self)
    /// } catch let error as DependencyError {
    ///     assertionFailure(error.message)  // what was asked, what exists, and how to fix it
    /// }
    /// ```
    public let message: String

    /// The registrations being built when the failure happened, outermost first, as messages name them.
    ///
    /// ```swift
    /// do {
    ///     _ = try app.tryResolve(XYZViewModel.self)
    /// } catch let error as DependencyError {
    ///     print(error.resolutionChain.joined(separator: " -> "))  // `XYZViewModel` -> `XYZService`
    /// }
    /// ```
    public let resolutionChain: [String]

    /// The error a factory threw, for ``Kind/factoryFailed``.
    ///
    /// ```swift
    /// if let cause = error.underlyingError as? URLError { print(cause.code) }
    /// ```
    public let underlyingError: (any Error)?

    init(
        _ kind: Kind,
        _ message: String,
        chain: [String] = [],
        showingChain: Bool = true,
        underlyingError: (any Error)? = nil,
        isolationCause: IsolationCause? = nil
    ) {
        self.kind = kind
        self.isolationCause = isolationCause
        self.resolutionChain = chain
        self.underlyingError = underlyingError
        explanation = message
        showsChain = showingChain
        let chainLine = chain.isEmpty || !showingChain ? "" : "\nResolution chain: " + chain.joined(separator: " -> ")
        self.message = message + chainLine
    }

    /// The message without the chain line, and whether the message shows the chain: what a copy
    /// with another chain is made from.
    private let explanation: String
    private let showsChain: Bool

    /// For a failure of kind ``Kind/isolation``: why the factory could not run where it was asked.
    let isolationCause: IsolationCause?

    /// Why a factory could not run where a resolve asked for it.
    enum IsolationCause {
        /// The factory is `@MainActor`, and the resolve ran elsewhere.
        case mainActor
        /// The factory is async, and a synchronous resolve asked for it.
        case async
    }

    /// The same error, with the chain of registrations being built when it happened.
    func adding(chain: [String]) -> DependencyError {
        DependencyError(
            kind, explanation, chain: chain, showingChain: showsChain, underlyingError: underlyingError,
            isolationCause: isolationCause)
    }

    /// The same error as another resolve met it: its chain from `name` on, after `prefix`, the chain
    /// of the resolve that met it. Unchanged when the chain does not hold `name`.
    func rebased(onto prefix: [String], at name: String) -> DependencyError {
        guard let start = resolutionChain.firstIndex(of: name) else { return self }
        let chain = prefix + resolutionChain[start...]
        return chain == resolutionChain ? self : adding(chain: chain)
    }

    /// The message, prefixed with the library's name.
    ///
    /// ```swift
    /// do {
    ///     _ = try app.tryResolve(Session.self)
    /// } catch let error as DependencyError {
    ///     print(error)  // HierResolver: No registration for `Session` ...
    /// }
    /// ```
    public var description: String { "HierResolver: " + message }
}
