/// A property that resolves on its first read and keeps that value.
///
/// ```swift
/// final class NamedInjectedViewController {
///     @LazyResolve var service: XYZNameService
///     var editMode = true
///
///     func viewDidLoad() {
///         $service.args = editMode      // before the first read
///         print(service.name)           // resolves now, with the args
///     }
/// }
/// ```
///
/// Before the first read, `$x.args`, `$x.variant` and `$x.container` change what it resolves; after
/// it, they have no effect until `$x.release()` forgets the value (the next read resolves again).
/// Concurrent first reads resolve once: every reader gets the same value.
///
/// Without `container:`, it resolves like a bare ``Resolve``: through the resolution in progress
/// or ``DependencyResolver/root``, then the oldest container in the trees of `main` and `root`
/// that registers the key.
///
/// Assigning replaces the value this property keeps; it does not store into the container (use
/// ``Resolve`` for that).
///
/// > Important: A first read that cannot resolve stops the program with the message `tryResolve`
/// > would throw, reported at the property's declaration.
@propertyWrapper
public final class LazyResolve<T>: LazyResolveSettings, @unchecked Sendable {
    private var value: T?

    /// A lazily resolved property.
    ///
    /// ```swift
    /// @LazyResolve var service: XYZNameService
    /// @LazyResolve(variant: "edit") var editor: XYZViewModelProtocol
    /// @LazyResolve(container: feature) var cart: Cart
    /// ```
    ///
    /// - Parameters:
    ///   - variant: The variant to resolve; `nil` for none.
    ///   - container: The container to resolve from; `nil` for `root` and the fallback.
    ///   - file: Where failures are reported; the declaration's file by default.
    ///   - line: Where failures are reported; the declaration's line by default.
    public init(
        variant: Variant? = nil,
        container: DependencyResolver? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        super.init(target: WrapperTarget(container: container, variant: variant, file: file, line: line))
    }

    /// The value: resolved on the first read, then kept.
    ///
    /// ```swift
    /// print(controller.service.name)
    /// ```
    public var wrappedValue: T {
        get {
            lock.withLock {
                if let value { return value }
                let resolved = target.resolve(T.self)
                value = resolved
                return resolved
            }
        }
        set { lock.withLock { value = newValue } }
    }

    /// This wrapper, to configure before the first read: `$service.args = editMode`.
    ///
    /// ```swift
    /// $service.variant = "edit"
    /// ```
    public var projectedValue: LazyResolve<T> { self }

    /// Whether the value has been resolved (or assigned) and is kept.
    ///
    /// ```swift
    /// print($service.isResolved)  // false before the first read
    /// ```
    public var isResolved: Bool { lock.withLock { value != nil } }

    /// Forgets the kept value; the next read resolves again.
    ///
    /// ```swift
    /// $service.release()
    /// ```
    public func release() {
        let released: T? = lock.withLock {
            defer { value = nil }
            return value
        }
        _ = released  // released after the lock is let go: its deinit may read this property
    }
}
