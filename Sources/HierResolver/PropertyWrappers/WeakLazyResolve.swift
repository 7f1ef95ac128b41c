/// A property that resolves on its first read and holds the object weakly: `nil` once the object
/// is gone.
///
/// ```swift
/// final class Delegate {
///     @WeakLazyResolve var coordinator: Coordinator?
/// }
/// ```
///
/// Useful for a reference back to something that owns this object, where a strong reference would
/// make a cycle. The first read resolves (like ``LazyResolve``: `$x.args`, `$x.variant` and
/// `$x.container` configure it); later reads give the object while someone else holds it, and
/// `nil` afterwards, without resolving again until `$x.release()`.
///
/// > Important: Only class instances can be held weakly. A value type (or an object that nothing
/// > else holds, such as a fresh `.ephemeral` instance) is gone at once, so the property reads `nil`.
/// > A first read that cannot resolve stops the program with the message `tryResolve` would throw.
@propertyWrapper @dynamicMemberLookup
public final class WeakLazyResolve<T> {
    /// What the first read resolves with; `$property.args`, `.variant`, `.name` and `.container` reach it.
    let settings: LazyResolveSettings
    private var resolved = false
    private weak var object: AnyObject?

    // spelling[name]: @WeakLazyResolve(name: "edit") var editor: XYZUpdating?
    /// A lazily resolved, weakly held property.
    ///
    /// ```swift
    /// @WeakLazyResolve var coordinator: Coordinator?
    /// @WeakLazyResolve(container: feature) var owner: FeatureOwner?
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

    /// The object, resolved on the first read; `nil` once it is gone.
    ///
    /// ```swift
    /// delegate.coordinator?.finish()
    /// ```
    public var wrappedValue: T? {
        get {
            // Resolved outside the lock (a factory that reads this property again fails as a cycle);
            // if two first reads race, the first object kept wins.
            if let target = settings.lock.withLock({ resolved ? nil : settings.target }) {
                var made: T? = target.resolve(T.self)
                settings.lock.withLock {
                    if !resolved {
                        object = made.flatMap(classInstance)
                        resolved = true
                    }
                }
                made = nil  // let go outside the lock; an object nothing else holds is gone now
            }
            return settings.lock.withLock { object } as? T
        }
        set {
            settings.lock.withLock {
                object = newValue.flatMap(classInstance)
                resolved = true
            }
        }
    }

    /// This wrapper, to configure before the first read.
    ///
    /// ```swift
    /// $coordinator.variant = "onboarding"
    /// ```
    public var projectedValue: WeakLazyResolve<T> { self }

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

    /// Whether the first read (or an assignment) happened and the object it gave is still alive.
    ///
    /// ```swift
    /// if $coordinator.isResolved { coordinator?.finish() }  // false before the first read, and once it is gone
    /// ```
    public var isResolved: Bool { settings.lock.withLock { resolved && object != nil } }

    /// Whether there is no value: Resolver's spelling of `!isResolved`.
    ///
    /// ```swift
    /// if $service.isEmpty { $service.args = editMode }
    /// ```
    public var isEmpty: Bool { !isResolved }

    /// Forgets the object; the next read resolves again.
    ///
    /// ```swift
    /// $coordinator.release()
    /// ```
    public func release() {
        settings.lock.withLock {
            object = nil
            resolved = false
        }
    }
}

/// What the wrapper keeps is reached only under its lock, so it is sendable when `T` is.
extension WeakLazyResolve: @unchecked Sendable where T: Sendable {}
