// Registering `@MainActor` factories that take runtime arguments: typed parameters, or Resolver-style
// `Args`. Like every `@MainActor` factory, they build only on the main actor.

extension Resolver {
    // spelling[name]: app.register(name: "editor") { @MainActor (_, args) in EditorViewModel(title: args()) }
    /// Registers a `@MainActor` factory that receives the container and the resolve's ``Args``; it
    /// builds only on the main actor.
    ///
    /// ```swift
    /// @MainActor final class EditorViewModel {
    ///     let title: String
    ///     init(title: String) { self.title = title }
    /// }
    ///
    /// app.register { @MainActor (_, args) in EditorViewModel(title: args()) }
    ///
    /// @MainActor func edit() {
    ///     let editor: EditorViewModel = app.resolve(args: "Notes")
    ///     print(editor.title)  // Notes
    /// }
    /// ```
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping @MainActor (DependencyResolver, Args) throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime,
            factory: .resolvingWithArgs(MainActorIsolation.unchecked(factory)), mainActor: true)
    }

    // spelling[name]: app.register(name: "pet") { @MainActor (name: String) in PetViewModel(name: name) }
    /// Registers a `@MainActor` factory that takes typed runtime arguments; it builds only on the main actor.
    ///
    /// ```swift
    /// @MainActor final class PetViewModel {
    ///     let name: String
    ///     init(name: String) { self.name = name }
    /// }
    ///
    /// app.register { @MainActor (name: String) in PetViewModel(name: name) }
    ///
    /// @MainActor func show() {
    ///     let model: PetViewModel = app.resolve(arguments: "Rex")
    ///     print(model.name)  // Rex
    /// }
    /// ```
    @inlinable @discardableResult
    public func register<T, First, each Rest>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping @MainActor (First, repeat each Rest) throws -> T
    ) -> RegistrationOptions<T> {
        // `{ @MainActor (r: Resolver) in ... }` and `{ @MainActor (r: Resolver, args: Args) in ... }` match
        // this overload exactly; they mean a factory that receives the container, not typed arguments.
        container.addTyped(
            type, variant: variant, lifetime: lifetime, factory: .typedOnMainActor(factory),
            receivingContainer: .receivingContainerOnMainActor(factory), arguments: First.self, repeat (each Rest).self,
            mainActor: true)
    }
}
