// The `Resolver` module: HierResolver under the name of the library it replaces, so that an app written
// for Resolver keeps its `import Resolver` lines. It declares nothing; everything is HierResolver's,
// where `Resolver` is the container's other name (`Resolver.register`, `Resolver.resolve()`,
// `@Injected`, `ResolverRegistering`, `ResolverScope`, `Resolver.defaultScope`, `Resolver.decorate`).

@_exported import HierResolver
