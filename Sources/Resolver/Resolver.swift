// The `Resolver` module: HierResolver under the name of the library it replaces, so that an app written
// for Resolver keeps its `import Resolver` lines. It re-exports HierResolver, where `Resolver` is the
// container's other name (`Resolver.register`, `Resolver.resolve()`, `@Injected`, `ResolverRegistering`),
// and adds Resolver's own vocabulary on the core's hooks: `ResolverScope` and `.scope(...)`,
// `Resolver.defaultScope` and `Resolver.decorate`.

@_exported import HierResolver
