/// A live view of a container that is `nil` when nothing is registered for the key.
///
/// ```swift
/// final class Screen {
///     @OptionalResolve var analytics: Analytics?
///
///     func appear() { analytics?.track("screen") }  // no analytics registered: nothing happens
/// }
/// ```
///
/// Every read resolves, through the same containers as ``Resolve``: the given container's chain,
/// or (bare) the resolution in progress or ``DependencyResolver/root``, then the oldest live
/// container, in any tree, that registers the key (inside a root scope, among the scope
/// container's ancestors and descendants only).
///
/// > Important: Only "nothing is registered" gives `nil`. Any other failure (a cycle, a factory
/// > that throws) stops the program with its message, as ``DependencyResolver/optional(_:variant:file:line:)-method`` does.
@propertyWrapper
public struct OptionalResolve<T> {
    private let target: WrapperTarget
    /// What was assigned, kept alive as long as the property (a stored `.transient` instance stays).
    private let kept = Locked<T?>(nil)

    /// A bare `@OptionalResolve`.
    ///
    /// ```swift
    /// @OptionalResolve var analytics: Analytics?
    /// @OptionalResolve(variant: "beta") var beta: Analytics?
    /// ```
    ///
    /// - Parameters:
    ///   - variant: The variant to resolve; `nil` for none.
    ///   - file: Where failures are reported; the declaration's file by default.
    ///   - line: Where failures are reported; the declaration's line by default.
    public init(variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line) {
        target = WrapperTarget(container: nil, variant: variant, file: file, line: line)
    }

    /// An `@OptionalResolve` that resolves from `container`'s chain only.
    ///
    /// ```swift
    /// @OptionalResolve(container: feature) var analytics: Analytics?
    /// ```
    ///
    /// - Parameters:
    ///   - container: The container to resolve from.
    ///   - variant: The variant to resolve; `nil` for none.
    ///   - file: Where failures are reported; the declaration's file by default.
    ///   - line: Where failures are reported; the declaration's line by default.
    public init(
        container: DependencyResolver,
        variant: Variant? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        target = WrapperTarget(container: container, variant: variant, file: file, line: line)
    }

    /// The resolved instance, or `nil` when nothing is registered; assigning an instance stores it.
    ///
    /// ```swift
    /// if let analytics = screen.analytics { analytics.track("shown") }
    /// screen.analytics = RecordingAnalytics()  // stored, as `@Resolve` stores
    /// ```
    ///
    /// Assigning stores like ``Resolve``'s setter does: through the registration's storer, or into the
    /// cached instance of a `.persistent` or `.transient` registration; anything else (no
    /// registration, or `nil`) stops the program with the message `tryStore` would throw.
    public var wrappedValue: T? {
        get { target.optional(T.self) }
        nonmutating set {
            guard let newValue else {
                trap(FailureReport.storeNil(T.self, variant: target.variant), file: target.file, line: target.line)
            }
            target.store(newValue)
            kept.set(newValue)
        }
    }
}

/// What the wrapper keeps is reached only under its lock, so it is sendable when `T` is.
extension OptionalResolve: @unchecked Sendable where T: Sendable {}
