/// What a lazily resolving property wrapper resolves with, set through its projected value
/// (`$service.args = editMode`) before the first read. ``LazyResolve`` and ``WeakLazyResolve`` each
/// hold one, and reach its properties by dynamic member lookup.
///
/// ```swift
/// @LazyResolve var service: XYZNameService
/// // ...
/// $service.args = editMode
/// $service.variant = "edit"
/// ```
public final class LazyResolveSettings: @unchecked Sendable {
    /// Guards the settings and what the wrapper keeps.
    let lock = Mutex.make()
    var target: WrapperTarget

    init(container: DependencyResolver?, variant: Variant?, file: StaticString, line: UInt) {
        target = WrapperTarget(container: container, variant: variant, file: file, line: line)
    }

    /// The Resolver-style arguments the first read passes: one value or a `[String: Any?]` dictionary.
    ///
    /// ```swift
    /// $viewModel.args = ["mode": true, "name": "Editing"]
    /// ```
    public var args: Any? {
        get { lock.withLock { target.args } }
        set {
            lock.withLock {
                target.args = newValue
                target.hasArgs = true
            }
        }
    }

    /// The variant the first read resolves.
    ///
    /// ```swift
    /// $formatter.variant = "short_date"
    /// ```
    public var variant: Variant? {
        get { lock.withLock { target.variant } }
        set { lock.withLock { target.variant = newValue } }
    }

    /// The name the first read resolves: Resolver's name for ``variant`` (one key space).
    ///
    /// ```swift
    /// $updater.name = "edit"
    /// ```
    public var name: Variant? {
        get { variant }
        set { variant = newValue }
    }

    /// The container the first read resolves from; `nil` for `root` and the fallback.
    ///
    /// ```swift
    /// $cart.container = checkout
    /// ```
    public var container: DependencyResolver? {
        get { lock.withLock { target.container } }
        set { lock.withLock { target.container = newValue } }
    }
}
