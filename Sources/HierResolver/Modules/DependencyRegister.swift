/// A module: a type that registers a group of dependencies into the container it is given.
///
/// Split registration by feature: each feature ships a module, and the app (or a feature's child
/// container) installs it. Modules may install other modules, to any depth.
///
/// ```swift
/// struct PetsModule: DependencyRegister {
///     func registerDependencies(container: Resolver) {
///         container.register(variant: "Mimi") { Cat(name: "Mimi") as Animal }
///         container.register { PetOwner() as Person }
///     }
/// }
///
/// let app = DependencyResolver(name: "app")
/// app.register(module: PetsModule())      // or: app.register { PetsModule() }
/// let owner: Person = app.resolve()
/// ```
///
/// Installing follows four rules:
/// - A module runs at most once per container: once per type, or, for a `Hashable` module, once
///   per distinct value. Installing it again (or a cycle of modules installing each other) is a no-op.
/// - Modules run depth-first, in the order they are installed.
/// - The first registration of a key wins, so what the app registered before installing a module
///   is kept, and a module installed earlier wins over one installed later.
/// - A module installed into a child registers into that child only: the parent never sees it.
///
/// > Important: Register into the `container` you are given, not into ``DependencyResolver/main``
/// > or a container you captured: that is what lets the same module serve the app and a child.
///
/// The protocol does not require `Sendable`: a module may hold state, and in a target whose code is on
/// the main actor by default, a `Sendable` requirement would make `registerDependencies(container:)`
/// nonisolated. To keep a list of modules in a global or `static let`, which Swift 6 requires to be
/// `Sendable`, type it `[any DependencyRegister & Sendable]`, or return the list from a function:
///
/// ```swift
/// enum AppModules {
///     static let all: [any DependencyRegister & Sendable] = [PetsModule(), NetworkModule()]
/// }
/// DependencyResolver.main.register(modules: AppModules.all)
/// ```
public protocol DependencyRegister {
    /// Registers this module's dependencies into `container`; called once per container.
    ///
    /// ```swift
    /// func registerDependencies(container: Resolver) {
    ///     container.register { Session() }
    ///     container.register(module: NetworkModule())  // modules may install modules
    /// }
    /// ```
    ///
    /// - Parameter container: The container the module is being installed into.
    func registerDependencies(container: Resolver)
}
