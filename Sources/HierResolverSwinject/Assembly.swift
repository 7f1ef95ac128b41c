// Swinject's `Assembly` and `Assembler`: an assembly is a module (`DependencyRegister`) with a hook
// that runs once every assembly of a batch has registered.

/// A group of registrations, with a hook that runs once every assembly applied with it has
/// registered: Swinject's `Assembly`.
///
/// An assembly is a ``DependencyRegister`` module whose ``registerDependencies(container:)`` runs
/// ``assemble(container:)``, so it can also be installed with `register(module:)` or
/// `child(name:modules:)`.
///
/// ```swift
/// struct ServiceAssembly: Assembly {
///     func assemble(container: Container) {
///         container.register(Session.self) { _ in Session() }.inObjectScope(.container)
///     }
///
///     func loaded(resolver: Resolver) {
///         _ = resolver.resolve(Session.self)!  // everything is registered by now
///     }
/// }
///
/// let assembler = Assembler([ServiceAssembly()])
/// let session = assembler.resolver.resolve(Session.self)
/// ```
///
/// An ``Assembler`` runs every assembly it is given, as Swinject's does, also two values of one
/// type. Installed with `register(module:)`, an assembly follows the rules of modules instead: it
/// runs once per container (once per type, or, for a `Hashable` assembly, once per distinct value).
public protocol Assembly: DependencyRegister {
    /// Registers this assembly's dependencies into `container`.
    ///
    /// ```swift
    /// func assemble(container: Container) {
    ///     container.register(Animal.self) { _ in Cat(name: "Mimi") }
    /// }
    /// ```
    ///
    /// - Parameter container: The container the assembly is applied to.
    func assemble(container: Container)

    /// Runs after every assembly applied with this one has registered; does nothing unless written.
    ///
    /// ```swift
    /// func loaded(resolver: Resolver) {
    ///     let session = resolver.resolve(Session.self)
    ///     _ = session
    /// }
    /// ```
    ///
    /// - Parameter resolver: The container the assembly was applied to.
    func loaded(resolver: Resolver)
}

extension Assembly {
    /// Does nothing: an assembly needs no `loaded(resolver:)` of its own.
    ///
    /// ```swift
    /// struct PetsAssembly: Assembly {
    ///     func assemble(container: Container) { container.register(Animal.self) { _ in Cat(name: "Mimi") } }
    /// }
    /// ```
    ///
    /// - Parameter resolver: The container the assembly was applied to.
    public func loaded(resolver: Resolver) {}

    /// Runs ``assemble(container:)``: an assembly installed as a module is assembled.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.register(module: PetsAssembly())  // runs PetsAssembly's assemble(container:)
    /// ```
    ///
    /// - Parameter container: The container the assembly is installed into.
    public func registerDependencies(container: DependencyResolver) {
        assemble(container: Container.resolver(for: container))
    }
}

/// Applies assemblies to a container: every assembly's ``Assembly/assemble(container:)``, in order,
/// then every one's ``Assembly/loaded(resolver:)``, in order. Swinject's `Assembler`.
///
/// ```swift
/// let assembler = Assembler([NetworkAssembly(), PetsAssembly()])
/// let animal = assembler.resolver.resolve(Animal.self)
/// assembler.apply(assembly: FeatureAssembly())  // later: one more assembly
/// ```
///
/// As in Swinject, when two assemblies register the same key in one container, the later
/// registration replaces the earlier one.
public final class Assembler: Sendable {
    /// The container the assemblies are applied to.
    let container: Container

    /// The container, to resolve from once the assemblies are applied.
    ///
    /// ```swift
    /// let assembler = Assembler([PetsAssembly()])
    /// let animal = assembler.resolver.resolve(Animal.self)
    /// ```
    public var resolver: Resolver { container }

    /// Makes an assembler that applies assemblies to `container`.
    ///
    /// ```swift
    /// let assembler = Assembler(container: Container())
    /// assembler.apply(assembly: PetsAssembly())
    /// ```
    ///
    /// - Parameter container: The container to apply assemblies to; a new root by default.
    public init(container: Container = Container()) {
        self.container = container
    }

    /// Makes an assembler whose container is a child of `parentAssembler`'s: Swinject's
    /// `Assembler(parentAssembler:)`.
    ///
    /// ```swift
    /// let app = Assembler([PetsAssembly()])
    /// let feature = Assembler([FeatureAssembly()], parent: app)
    /// ```
    ///
    /// - Parameters:
    ///   - parentAssembler: The assembler whose container the new one's continues lookups in; `nil` for a root.
    ///   - defaultObjectScope: The scope of every registration that names none; `.graph` by default.
    ///   - behaviors: Told of every registration in the new container.
    public init(parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = []) {
        container = Container(
            parent: parentAssembler?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
    }

    /// Makes an assembler and applies `assemblies` to `container`: each one's `assemble(container:)`,
    /// then each one's `loaded(resolver:)`.
    ///
    /// ```swift
    /// let assembler = Assembler([NetworkAssembly(), PetsAssembly()])
    /// ```
    ///
    /// - Parameters:
    ///   - assemblies: The assemblies to apply, in order.
    ///   - container: The container to apply them to; a new root by default.
    public convenience init(_ assemblies: [Assembly], container: Container = Container()) {
        self.init(container: container)
        apply(assemblies: assemblies)
    }

    /// Makes an assembler whose container is a child of `parent`'s, and applies `assemblies` to it.
    ///
    /// ```swift
    /// let app = Assembler([PetsAssembly()])
    /// let feature = Assembler([FeatureAssembly()], parent: app)
    /// ```
    ///
    /// - Parameters:
    ///   - assemblies: The assemblies to apply, in order.
    ///   - parent: The assembler whose container the new one's continues lookups in; `nil` for a root.
    ///   - defaultObjectScope: The scope of every registration that names none; `.graph` by default.
    ///   - behaviors: Told of every registration in the new container.
    public convenience init(
        _ assemblies: [Assembly], parent: Assembler?, defaultObjectScope: ObjectScope = .graph,
        behaviors: [any Behavior] = []
    ) {
        self.init(parentAssembler: parent, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
        apply(assemblies: assemblies)
    }

    /// Applies one assembly: its `assemble(container:)`, then its `loaded(resolver:)`.
    ///
    /// ```swift
    /// assembler.apply(assembly: FeatureAssembly())
    /// ```
    ///
    /// - Parameter assembly: The assembly to apply.
    public func apply(assembly: Assembly) {
        apply(assemblies: [assembly])
    }

    /// Applies assemblies: every one's `assemble(container:)`, in order, then every one's
    /// `loaded(resolver:)`, in order, so a `loaded` hook sees what all of them registered.
    ///
    /// ```swift
    /// assembler.apply(assemblies: [NetworkAssembly(), FeatureAssembly()])
    /// ```
    ///
    /// Every assembly given runs, as in Swinject, also one applied before (its registrations then
    /// replace the earlier ones).
    ///
    /// - Parameter assemblies: The assemblies to apply, in order.
    public func apply(assemblies: [Assembly]) {
        for assembly in assemblies { assembly.assemble(container: container) }
        for assembly in assemblies { assembly.loaded(resolver: container) }
    }
}
