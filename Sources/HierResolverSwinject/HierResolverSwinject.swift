// The `HierResolverSwinject` module: HierResolver re-exported with Swinject's names, so that an app
// written for Swinject changes its `import Swinject` lines to `import HierResolverSwinject` and little
// else. Swinject's generic names (`Container`, `Assembly`, `Assembler`, `ObjectScope`) live only in
// this module, never in the core's namespace.

@_exported import HierResolver

/// Swinject's name for the container: a ``DependencyResolver``.
///
/// `Container()`, `Container(parent:)`, `Container(defaultObjectScope:)` and
/// `Container { container in ... }` make a container as in Swinject; everything else is
/// HierResolver's container API, with Swinject's spellings where they differ.
///
/// ```swift
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// let child = Container(parent: container)
/// let animal = child.resolve(Animal.self)  // an Animal, not an Animal?
/// ```
///
/// > Important: `resolve` returns the instance, not an optional: it stops the program with the
/// > reason when nothing is registered. Use `optional(_:)` (or `tryResolve`) where Swinject code
/// > checks the optional for `nil`.
public typealias Container = DependencyResolver

extension DependencyResolver {
    /// Makes a container whose registrations that name no scope get `defaultObjectScope`: Swinject's
    /// `Container(parent:defaultObjectScope:)`.
    ///
    /// ```swift
    /// let container = Container(defaultObjectScope: .container)
    /// container.register(Session.self) { _ in Session() }  // one Session per container
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The container to continue lookups in; `nil` for a root.
    ///   - defaultObjectScope: The scope of every registration that names none (the container's
    ///     ``DependencyResolver/defaultLifetime``).
    ///   - file: The file that made the container, for its name in messages.
    ///   - line: The line that made the container, for its name in messages.
    public convenience init(
        parent: Container? = nil, defaultObjectScope: ObjectScope, file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(parent: parent, name: nil, file: file, line: line)
        // The scope itself, not only its lifetime: `resetObjectScope` reaches these registrations.
        setDefaultScope(defaultObjectScope)
    }

    /// Makes a container and runs `registeringClosure` on it: Swinject's `Container { container in ... }`.
    ///
    /// ```swift
    /// let container = Container { container in
    ///     container.register(Animal.self) { _ in Cat(name: "Mimi") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The container to continue lookups in; `nil` for a root.
    ///   - defaultObjectScope: The scope of every registration that names none; `.graph`, as in Swinject.
    ///   - file: The file that made the container, for its name in messages.
    ///   - line: The line that made the container, for its name in messages.
    ///   - registeringClosure: Registers the container's dependencies.
    public convenience init(
        parent: Container? = nil, defaultObjectScope: ObjectScope = .graph, file: StaticString = #fileID,
        line: UInt = #line, registeringClosure: (Container) -> Void
    ) {
        self.init(parent: parent, defaultObjectScope: defaultObjectScope, file: file, line: line)
        registeringClosure(self)
    }
}
