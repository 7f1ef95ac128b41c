// `.decorator`: blocks that wrap or replace each new instance a registration builds.

extension RegistrationOptions {
    /// Adds a decorator: a block that receives each new instance this registration builds and
    /// returns the instance to use instead, usually one that wraps it.
    ///
    /// ```swift
    /// app.register(Analytics.self) { RecordingAnalytics() }
    ///     .decorator { (r, analytics) in LoggingAnalytics(wrapping: analytics, clock: r.resolve()) }
    /// let analytics: Analytics = app.resolve()  // a LoggingAnalytics around a RecordingAnalytics
    /// ```
    ///
    /// The decorator receives the container the factory received (the resolution's context, so a
    /// child's override reaches what it resolves) and the new instance. It runs once for each new
    /// instance, and never on a cache hit: once for a `.persistent` registration, once per
    /// resolution for `.graph`, at every resolve for `.ephemeral`, async factories included. It
    /// runs after the factory and after the `resolveProperties` blocks, before the instance is kept
    /// or handed out, so what it returns is what every resolve gets, what the registration keeps,
    /// and what an `.implements` type gets. Several decorators run in the order they were added,
    /// each receiving what the one before returned.
    ///
    /// Decorators belong to this registration: a registration that overrides it in a child
    /// container, or replaces it in a copy (`copy(overrides:)`), has none of them.
    ///
    /// > Important: Within the resolution that builds it, a `resolveProperties` block or a
    /// > decorator that resolves this same registration again (two objects that refer to each
    /// > other) gets the instance as it was before the decorators ran.
    ///
    /// A decorator that throws fails the resolve, with an error that names this registration, and
    /// nothing is kept.
    ///
    /// - Parameter decorator: Returns the instance to use in place of the one it receives; it may throw.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func decorator(_ decorator: @escaping (DependencyResolver, T) throws -> T) -> RegistrationOptions<T> {
        container.tree.lock.withLock(releasingAfterwards: PropertySteps<T>.self) { previous in
            previous = registration.properties
            registration.propertySteps = PropertySteps(
                previous?.steps ?? [], decorators: (previous?.decorators ?? []) + [decorator])
        }
        return self
    }

    /// Adds a decorator that receives only the instance: it returns the instance to use instead,
    /// usually one that wraps it.
    ///
    /// ```swift
    /// app.register(Analytics.self) { RecordingAnalytics() }
    ///     .decorator { analytics in LoggingAnalytics(wrapping: analytics) }
    /// ```
    ///
    /// The same as ``decorator(_:)-((DependencyResolver,T)->T)`` for a decorator that resolves
    /// nothing.
    ///
    /// - Parameter decorator: Returns the instance to use in place of the one it receives; it may throw.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func decorator(_ decorator: @escaping (T) throws -> T) -> RegistrationOptions<T> {
        self.decorator { (_: DependencyResolver, instance: T) in try decorator(instance) }
    }
}
