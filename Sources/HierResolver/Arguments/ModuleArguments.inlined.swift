// The typed-argument forms the modules over the core build on (Swinject's `Container`, whose
// `register` replaces and whose `resolve` returns an optional): inlined into the module, and from it
// into the app, as the core's own typed forms are.

extension DependencyResolver {
    /// Registers a factory that receives what `adapt` makes of the container (a module's own resolver
    /// type) and typed runtime arguments, replacing this container's registration of the same key and
    /// signature, if any: for the modules over the core whose `register` replaces (Swinject's).
    @inlinable @discardableResult
    package func replace<T, R, First, each Rest>(
        _ type: T.Type,
        variant: Variant?,
        arguments first: First.Type,
        _ rest: repeat (each Rest).Type,
        adapting adapt: @escaping (DependencyResolver) -> R,
        factory: @escaping (R, First, repeat each Rest) throws -> T
    ) -> RegistrationOptions<T> {
        container.addTyped(
            type, variant: variant, lifetime: nil, factory: .typedAdapting(adapt, factory), arguments: first,
            repeat each rest, replacing: true)
    }

    /// Resolves `T` with typed runtime arguments, or returns `nil` when nothing is registered for the
    /// key and signature; throws on any other failure. For the modules over the core whose resolve
    /// returns an optional (Swinject's).
    @inlinable @inline(__always)
    package func tryOptional<T, First, each Rest>(
        _ type: T.Type, variant: Variant?, arguments first: First, _ rest: repeat each Rest,
        through companion: Unmanaged<AnyObject>?
    ) throws -> T? {
        let values = ArgumentValues(first: first, rest: (repeat each rest))
        let key = RegistrationKey(
            T.self, variant: variant, arguments: argumentSignature(First.self, repeat (each Rest).self))
        return try Arguments.with(typed: values, signature: (First, repeat each Rest).self) { arguments in
            try container.resolveInstance(key, optional: true, arguments: arguments, companion: companion)
        }
    }

    /// Resolves `T`, or returns `nil` when nothing is registered for it; throws on any other failure. A
    /// module's resolve made through `companion` (its own container object, Swinject's `Container`,
    /// which the caller keeps alive): if the resolve starts this thread's resolution, the factories
    /// it runs find `companion` as ``resolutionCompanion``.
    @inlinable @inline(never)
    package func tryOptional<T>(_ type: T.Type, variant: Variant?, through companion: Unmanaged<AnyObject>?)
        throws -> T?
    {
        try container.resolveInstance(RegistrationKey(T.self, variant: variant), optional: true, companion: companion)
    }

    /// The object the resolution in progress on this thread was started through, if a module's
    /// resolve started it (`tryOptional(_:variant:through:)`); valid while that resolution runs.
    @inlinable @inline(__always)
    package static var resolutionCompanion: Unmanaged<AnyObject>? {
        ThreadLocalState.current.companion
    }
}
