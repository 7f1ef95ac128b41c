// Resolver's property wrapper names, with Resolver's behaviour: `@Injected` and `@OptionalInjected`
// resolve once, when their owner is made; `@LazyInjected` and `@WeakLazyInjected` are ``LazyResolve``
// and ``WeakLazyResolve``.

/// A property resolved once, when its owner is made, and kept: Resolver's `@Injected`.
///
/// ```swift
/// final class DummyViewController {
///     @Injected var viewModel: DummyViewModel          // resolved as the controller is made
///     @Injected(name: "edit") var updater: XYZUpdating
/// }
/// ```
///
/// It resolves like a bare ``Resolve`` (through the resolution in progress or
/// ``DependencyResolver/root``, then the oldest container that registers the key), or from
/// `container`'s chain when one is given. Unlike ``Resolve``, which resolves on every read, the
/// value is resolved once and then kept; assigning replaces the kept value only.
///
/// > Important: The owner's initialiser stops the program with the message `tryResolve` would
/// > throw when the key cannot be resolved, reported at the property's declaration.
@propertyWrapper
public struct Injected<T> {
    @usableFromInline var value: T

    /// A property resolved now, from `root` (or `container`), optionally by `name`.
    ///
    /// ```swift
    /// @Injected var service: XYZService
    /// @Injected(name: "fred") var person: Person
    /// @Injected(container: feature) var cart: Cart
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name (variant) to resolve; `nil` for none.
    ///   - container: The container to resolve from; `nil` for `root` and the fallback.
    ///   - file: Where failures are reported; the declaration's file by default.
    ///   - line: Where failures are reported; the declaration's line by default.
    @inlinable
    public init(
        name: Variant? = nil,
        container: DependencyResolver? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        value = DependencyResolver.resolveForWrapper(
            variant: name, container: container, optional: false, file: file, line: line)!
    }

    /// The instance resolved when the owner was made (or the one assigned since).
    ///
    /// ```swift
    /// controller.viewModel.load(id: 1, editing: false)
    /// ```
    public var wrappedValue: T {
        get { value }
        set { value = newValue }
    }

    /// This wrapper, as Resolver exposes it.
    ///
    /// ```swift
    /// final class EditorScreen {
    ///     @Injected var service: XYZService
    ///     func useMocks() { $service = Injected(container: mock) }  // resolves again, from `mock`
    /// }
    /// ```
    public var projectedValue: Injected<T> {
        get { self }
        set { self = newValue }
    }
}

extension Injected: Sendable where T: Sendable {}

/// A property resolved once, when its owner is made, that is `nil` when nothing is registered:
/// Resolver's `@OptionalInjected`.
///
/// ```swift
/// final class Screen {
///     @OptionalInjected var analytics: Analytics?
/// }
/// ```
///
/// Only "nothing is registered" gives `nil`; any other failure (a cycle, a factory that throws)
/// stops the program with its message. Assigning replaces the kept value only.
@propertyWrapper
public struct OptionalInjected<T> {
    @usableFromInline var value: T?

    /// A property resolved now, from `root` (or `container`), optionally by `name`; `nil` when unregistered.
    ///
    /// ```swift
    /// @OptionalInjected var analytics: Analytics?
    /// @OptionalInjected(name: "beta") var beta: Analytics?
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name (variant) to resolve; `nil` for none.
    ///   - container: The container to resolve from; `nil` for `root` and the fallback.
    ///   - file: Where failures are reported; the declaration's file by default.
    ///   - line: Where failures are reported; the declaration's line by default.
    @inlinable
    public init(
        name: Variant? = nil,
        container: DependencyResolver? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        value = DependencyResolver.resolveForWrapper(
            variant: name, container: container, optional: true, file: file, line: line)
    }

    /// The instance resolved when the owner was made, or `nil` if none was registered.
    ///
    /// ```swift
    /// screen.analytics?.track("shown")
    /// ```
    public var wrappedValue: T? {
        get { value }
        set { value = newValue }
    }

    /// This wrapper, as Resolver exposes it.
    ///
    /// ```swift
    /// let wrapper: OptionalInjected<Analytics> = $analytics
    /// ```
    public var projectedValue: OptionalInjected<T> {
        get { self }
        set { self = newValue }
    }
}

extension OptionalInjected: Sendable where T: Sendable {}

/// Resolver's `@LazyInjected`: ``LazyResolve``, which resolves on first read (`$x.args`, `$x.name`
/// and `$x.container` configure that read).
///
/// ```swift
/// final class NamedInjectedViewController {
///     @LazyInjected var service: XYZNameService
///     func viewDidLoad() { $service.args = true }
/// }
/// ```
public typealias LazyInjected<T> = LazyResolve<T>

/// Resolver's `@WeakLazyInjected`: ``WeakLazyResolve``, which resolves on first read and holds the
/// object weakly.
///
/// ```swift
/// final class Delegate {
///     @WeakLazyInjected var coordinator: Coordinator?
/// }
/// ```
public typealias WeakLazyInjected<T> = WeakLazyResolve<T>
