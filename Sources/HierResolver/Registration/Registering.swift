// The `register` and `replace` forms; their `name:`, lifetime and static spellings are generated.

extension Resolver {
    // spelling[name]: app.register(name: "edit") { XYZUpdateEdit() as XYZUpdating }
    // spelling[persistent]: app.persistent { Session() }
    // spelling[persistent]: app.persistent(variant: "main") { Session() }
    // spelling[persistent name]: app.persistent(name: "main") { Session() }
    // spelling[transient]: app.transient { Document() }
    // spelling[transient name]: app.transient(name: "draft") { Document() }
    // spelling[ephemeral]: app.ephemeral { Request() }
    // spelling[ephemeral name]: app.ephemeral(name: "retry") { Request() }
    // spelling[static(main)]: DependencyResolver.register { Session() }
    // spelling[static(main) name]: DependencyResolver.register(name: "edit") { XYZUpdateEdit() as XYZUpdating }
    /// Registers a factory for `T`; the type is inferred from what the factory returns, or given.
    ///
    /// In one container the first registration of a key wins: a later one is ignored. To replace
    /// one on purpose, use `replace(_:variant:lifetime:factory:)`, or
    /// ``removeResolver(for:variant:)`` and register again.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.register { Cat(name: "Mimi") as Animal }             // T is Animal
    /// app.register(ABCServicing.self) { ABCService() }           // T is ABCServicing
    /// app.register(variant: "long_date") { makeFormatter("MMM yyyy") }
    /// app.register(lifetime: .persistent) { Session() }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to register under; inferred when omitted.
    ///   - variant: A variant to tell several registrations of one type apart.
    ///   - lifetime: How long instances live; the container's ``DependencyResolver/defaultLifetime`` when `nil`.
    ///   - factory: Makes an instance. It may throw; the error reaches the resolve that asked.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        container.add(type, variant: variant, lifetime: lifetime, factory: .plain(factory))
    }

    // spelling[name]: app.register(name: "edit") { r in XYZUpdateEdit(session: r.resolve()) as XYZUpdating }
    // spelling[persistent]: app.persistent { r in Service(session: r.resolve()) }
    // spelling[persistent name]: app.persistent(name: "main") { r in Service(session: r.resolve()) }
    // spelling[transient]: app.transient { r in Editor(document: r.resolve()) }
    // spelling[transient name]: app.transient(name: "draft") { r in Editor(document: r.resolve()) }
    // spelling[ephemeral]: app.ephemeral { r in Request(session: r.resolve()) }
    // spelling[ephemeral name]: app.ephemeral(name: "retry") { r in Request(session: r.resolve()) }
    // spelling[static(main)]: DependencyResolver.register { r in XYZService(r.resolve()) }
    // spelling[static(main) name]: DependencyResolver.register(name: "edit") { r in XYZUpdateEdit(session: r.resolve()) as XYZUpdating }
    /// Registers a factory for `T` that resolves its own dependencies through the `Resolver` it receives.
    ///
    /// ```swift
    /// app.register { r in XYZService(r.resolve()) }
    /// app.register { r in XYZViewModel(fetcher: r.resolve(), updater: r.resolve(), service: r.resolve()) }
    /// ```
    ///
    /// The factory receives the container its nested resolves start from (a ``DependencyResolver``,
    /// which is a ``Resolver``; a closure written `{ (r: Resolver) in ... }` works as well): the
    /// container the top-level resolve was called on for `.ephemeral` and `.graph`, the owning
    /// container for `.persistent` and `.transient`. Because it is the concrete container, nested
    /// resolves are specialised for their types like any other call.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        container.add(type, variant: variant, lifetime: lifetime, factory: .resolving(factory))
    }

    // spelling[name]: app.register(Analytics.self, name: "audit", instance: RecordingAnalytics())
    /// Registers an instance made elsewhere: every resolve of the key returns this very instance.
    ///
    /// The registration is `.persistent` and its instance is the one given: the container builds
    /// nothing, and a resolve from this container, a child or a copy returns the same object, whatever
    /// lifetime the key had before. It is the form for a test's spy, whose calls the test checks on
    /// the instance it made, and for an object the app makes before the container exists.
    ///
    /// ```swift
    /// final class Checkout {
    ///     let analytics: Analytics
    ///     init(analytics: Analytics) { self.analytics = analytics }
    ///     func pay() { analytics.track("paid") }
    /// }
    ///
    /// let app = DependencyResolver(name: "app")
    /// app.register { RecordingAnalytics() as Analytics }  // .graph: one per resolution
    /// app.register { r in Checkout(analytics: r.resolve()) }
    ///
    /// let spy = RecordingAnalytics()
    /// let test = app.copy(name: "test") { fakes in
    ///     fakes.register(Analytics.self, instance: spy)
    /// }
    /// test.resolve(Checkout.self).pay()
    /// precondition(spy.events == ["paid"])  // the spy that Checkout used
    /// ```
    ///
    /// In ``copy(name:file:line:overrides:)`` the instance keeps its identity: unlike an override written as a
    /// factory that names no lifetime, which takes the replaced registration's lifetime (so a `.graph`
    /// one builds a new object for every resolution), an instance registration stays as given. To
    /// serve it under a protocol and reach it again by its own type, register it under its own type
    /// with `.implements`: `fakes.register(RecordingAnalytics.self, instance: spy).implements(Analytics.self)`.
    ///
    /// The type is always written: a trailing closure (`register(Session.self) { Session() }`) is a
    /// factory, never an instance of a closure type.
    ///
    /// > Important: A copy of this container returns the same instance, as a storer-backed
    /// > registration reads the same variable: register the instance in the copy (as above), not in
    /// > the container that tests copy, when each test needs its own.
    ///
    /// - Parameters:
    ///   - type: The type to register under.
    ///   - variant: A variant to tell several registrations of one type apart.
    ///   - instance: What every resolve of the key returns.
    /// - Returns: The registration, for further configuration (`.implements`, `.teardown`).
    @inlinable @discardableResult
    public func register<T>(_ type: T.Type, variant: Variant? = nil, instance: T) -> RegistrationOptions<T> {
        // `type` has no default, so a trailing closure (`register { Session() }`), which Swift would match
        // to the first parameter without one, is never taken for an instance.
        container.add(type, variant: variant, lifetime: .persistent, factory: .plain { instance })
    }

    // spelling[name]: test.replace(name: "edit") { MockUpdater() as XYZUpdating }
    // spelling[static(main)]: DependencyResolver.replace { FixedClock() as Clock }
    // spelling[static(main) name]: DependencyResolver.replace(name: "edit") { MockUpdater() as XYZUpdating }
    /// Registers a factory for `T`, replacing this container's registration of the same key and
    /// dropping its cached instance. Ancestors and descendants keep theirs.
    ///
    /// ```swift
    /// let test = app.child(name: "test")
    /// test.register { RealClock() as Clock }
    /// test.replace { FixedClock() as Clock }  // now FixedClock
    /// ```
    @inlinable @discardableResult
    public func replace<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        container.add(type, variant: variant, lifetime: lifetime, replacing: true, factory: .plain(factory))
    }

    // spelling[name]: test.replace(name: "edit") { r in MockUpdater(r.resolve()) as XYZUpdating }
    // spelling[static(main)]: DependencyResolver.replace { r in MockService(session: r.resolve()) as Service }
    // spelling[static(main) name]: DependencyResolver.replace(name: "edit") { r in MockUpdater(r.resolve()) as XYZUpdating }
    /// Registers a factory that receives a `Resolver`, replacing this container's registration of the same key.
    ///
    /// ```swift
    /// test.replace { r in MockService(session: r.resolve()) as Service }
    /// ```
    @inlinable @discardableResult
    public func replace<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        container.add(type, variant: variant, lifetime: lifetime, replacing: true, factory: .resolving(factory))
    }

}
