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
/// Concurrent first reads all get the same value: the first one kept. No lock is held while the
/// container resolves, so a factory that (through others) reads this same property fails with the
/// cycle's chain rather than waiting for itself.
///
/// Without `container:`, it resolves like a bare ``Resolve``: through the resolution in progress
/// or ``DependencyResolver/root``, then the oldest live container, in any tree, that registers
/// the key (inside a root scope, among the scope container's ancestors and descendants only).
///
/// Assigning replaces the value this property keeps; it does not store into the container (use
/// ``Resolve`` for that).
///
/// > Important: A first read that cannot resolve stops the program with the message `tryResolve`
/// > would throw, reported at the property's declaration.
@propertyWrapper @dynamicMemberLookup
public final class LazyResolve<T> {
    /// What the first read resolves with; `$property.args`, `.variant`, `.name` and `.container` reach it.
    let settings: LazyResolveSettings
    private var value: T?

    // spelling[name]: @LazyResolve(name: "edit") var editor: XYZUpdating
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
        settings = LazyResolveSettings(container: container, variant: variant, file: file, line: line)
    }

    /// The value: resolved on the first read, then kept.
    ///
    /// ```swift
    /// final class ProfileViewController {
    ///     @LazyResolve var service: XYZNameService
    ///     var title = ""
    ///     func viewDidLoad() { title = service.name }  // resolves here, on the first read
    /// }
    /// ```
    public var wrappedValue: T {
        get {
            // The resolve runs outside the lock, so a factory that reads this property again fails as
            // a cycle instead of waiting for itself; if two first reads race, the first value kept wins.
            let (kept, target) = settings.lock.withLock { (value, settings.target) }
            if let kept { return kept }
            let resolved = target.resolve(T.self)
            return settings.lock.withLock(releasingAfterwards: T.self) { discarded in
                if value == nil { value = resolved } else { discarded = resolved }
                return value!
            }
        }
        set { settings.lock.withLock { value = newValue } }
    }

    /// This wrapper, to configure before the first read: `$service.args = editMode`.
    ///
    /// ```swift
    /// $service.variant = "edit"
    /// ```
    public var projectedValue: LazyResolve<T> { self }

    /// A setting of ``LazyResolveSettings``, through the projected value: `$service.args = editMode`.
    ///
    /// ```swift
    /// $service.variant = "edit"
    /// $service.container = checkout
    /// ```
    public subscript<Value>(dynamicMember setting: ReferenceWritableKeyPath<LazyResolveSettings, Value>) -> Value {
        get { settings[keyPath: setting] }
        set { settings[keyPath: setting] = newValue }
    }

    /// Whether the value has been resolved (or assigned) and is kept.
    ///
    /// ```swift
    /// if $service.isResolved { service.name = "" }  // resets a kept service; reading it first would resolve one
    /// ```
    public var isResolved: Bool { settings.lock.withLock { value != nil } }

    /// Whether there is no value: Resolver's spelling of `!isResolved`.
    ///
    /// ```swift
    /// if $service.isEmpty { $service.args = editMode }
    /// ```
    public var isEmpty: Bool { !isResolved }

    /// Forgets the kept value; the next read resolves again.
    ///
    /// ```swift
    /// $service.release()
    /// ```
    public func release() {
        // Released after the lock is let go: its deinit may read this property.
        settings.lock.withLock(releasingAfterwards: T.self) { released in
            released = value
            value = nil
        }
    }
}

/// What the wrapper keeps is reached only under its lock, so it is sendable when `T` is.
extension LazyResolve: @unchecked Sendable where T: Sendable {}
