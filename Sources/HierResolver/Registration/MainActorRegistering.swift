// The `register` and `replace` forms that take a `@MainActor` factory; their `name:`, lifetime and
// static spellings are generated. Such a factory builds only on the main actor: a synchronous
// resolve elsewhere fails with an error of kind `isolation`, and an `await` resolve goes to the main
// actor to build it.

extension Resolver {
    // spelling[name]: app.register(name: "pets") { @MainActor in PetListViewModel() }
    /// Registers a `@MainActor` factory for `T`: the compiler checks the factory as main-actor code,
    /// and the container builds it only on the main actor.
    ///
    /// Write `@MainActor in` to register a main-actor type (a view model, say) from any code, with no
    /// `MainActor.assumeIsolated`. From main-actor code the instance resolves synchronously, as
    /// any other; elsewhere, `try await container.async.resolve()` goes to the main actor to build
    /// it, and a synchronous resolve fails with a ``DependencyError`` of kind
    /// ``DependencyError/Kind/isolation`` that names the registration, rather than run main-actor
    /// code on another thread. A kept (persistent or transient) instance, once built, is handed to
    /// any caller: a main-actor type is `Sendable`.
    ///
    /// ```swift
    /// @MainActor final class PetListViewModel {
    ///     var title = "Pets"
    /// }
    ///
    /// app.register { @MainActor in PetListViewModel() }
    ///
    /// @MainActor func showPets() {
    ///     let model: PetListViewModel = app.resolve()  // on the main actor: synchronous
    ///     model.title = "My pets"
    /// }
    ///
    /// func loadPets() async throws {
    ///     let model: PetListViewModel = try await app.async.resolve()  // built on the main actor
    ///     _ = model
    /// }
    /// ```
    ///
    /// A closure written in main-actor code without `@MainActor in` takes on the main actor as well,
    /// and goes to the plain `register` form instead: the container then runs it on whichever thread resolves, as it runs every plain factory. Write
    /// `@MainActor in` whenever the factory touches main-actor state.
    ///
    /// - Parameters:
    ///   - type: The type to register under; inferred when omitted.
    ///   - variant: A variant to tell several registrations of one type apart.
    ///   - lifetime: How long instances live; the container's ``DependencyResolver/defaultLifetime`` when `nil`.
    ///   - factory: Makes an instance, on the main actor. It may throw; the error reaches the resolve that asked.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping @MainActor () throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime, factory: .plain(MainActorIsolation.unchecked(factory)),
            mainActor: true)
    }

    // spelling[name]: app.register(name: "profile") { @MainActor r in ProfileViewModel(session: r.resolve()) }
    /// Registers a `@MainActor` factory for `T` that resolves its own dependencies through the
    /// container it receives; it builds only on the main actor.
    ///
    /// ```swift
    /// @MainActor final class ProfileViewModel {
    ///     let session: Session
    ///     init(session: Session) { self.session = session }
    /// }
    ///
    /// app.register { @MainActor r in ProfileViewModel(session: r.resolve()) }
    /// ```
    ///
    /// The dependencies it resolves are built on the main actor too, within the same resolution.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping @MainActor (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime, factory: .resolving(MainActorIsolation.unchecked(factory)),
            mainActor: true)
    }

    // spelling[name]: test.replace(name: "pets") { @MainActor in PreviewPetListViewModel() as PetListModel }
    /// Registers a `@MainActor` factory for `T`, replacing this container's registration of the same
    /// key and dropping its cached instance; it builds only on the main actor.
    ///
    /// ```swift
    /// let preview = app.child(name: "preview")
    /// preview.replace { @MainActor in PreviewPetListViewModel() as PetListModel }
    /// ```
    @inlinable @discardableResult
    public func replace<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping @MainActor () throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime, replacing: true,
            factory: .plain(MainActorIsolation.unchecked(factory)), mainActor: true)
    }

    // spelling[name]: test.replace(name: "profile") { @MainActor r in PreviewProfileViewModel(session: r.resolve()) as ProfileModel }
    /// Registers a `@MainActor` factory that receives the container, replacing this container's
    /// registration of the same key; it builds only on the main actor.
    ///
    /// ```swift
    /// preview.replace { @MainActor r in PreviewProfileViewModel(session: r.resolve()) as ProfileModel }
    /// ```
    @inlinable @discardableResult
    public func replace<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping @MainActor (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime, replacing: true,
            factory: .resolving(MainActorIsolation.unchecked(factory)), mainActor: true)
    }
}
