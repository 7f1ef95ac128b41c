/// What `register` returns: the registration just made, for further configuration.
///
/// ```swift
/// let app = DependencyResolver()
/// let options = app.register { Session() }
/// print(options.isInstalled)  // true
/// app.register { Session() }.isInstalled  // false: the first registration of a key wins
/// ```
public struct RegistrationOptions<T>: Sendable {
    @usableFromInline let registration: Registration<T>
    /// The container the registration was made in; kept alive by the options.
    ///
    /// ```swift
    /// let options = app.register { Session() }
    /// print(options.container === app)  // true
    /// ```
    public let container: DependencyResolver

    /// Whether this registration is in use: `false` when an earlier registration of the same key in
    /// the same container was kept (the first registration wins).
    ///
    /// ```swift
    /// let options = app.register { Session() }
    /// if !options.isInstalled { print("kept the earlier Session") }
    /// ```
    public let isInstalled: Bool

    @inlinable
    init(registration: Registration<T>, container: DependencyResolver, isInstalled: Bool) {
        self.registration = registration
        self.container = container
        self.isInstalled = isInstalled
    }

    /// The lifetime the registration got (the container's default when none was named).
    ///
    /// ```swift
    /// app.defaultLifetime = .persistent
    /// let options = app.register { Session() }
    /// assert(options.lifetime == .persistent)  // the container's default
    /// ```
    public var lifetime: Lifetime { registration.lifetime }
}
