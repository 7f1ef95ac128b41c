// The `HierResolverSwinject` module: Swinject's `Container`, `Resolver`, `ServiceEntry`, `Assembly`,
// `Assembler`, `ObjectScope`, `Lazy` and `Provider`, with Swinject's semantics (a resolve returns an
// optional; a later registration of a key replaces the earlier one), on HierResolver's one engine.
// A `Container` is a thin object around a core `DependencyResolver`; every registration, lifetime,
// lookup and check is the core's. HierResolver itself is re-exported, so the core's API stays at
// hand through `Container.dependencyResolver`. Swinject's `Resolver` shadows the core's name for its
// container in a file that imports this module alone; a file that imports `HierResolver` beside it
// writes `HierResolverSwinject.Resolver`.

@_exported import HierResolver
