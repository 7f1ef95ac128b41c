// The forms the modules over the core build on (Swinject's `Container`, whose `register` replaces
// and whose `resolve` returns an optional): the typed-argument forms, inlined into the module, and
// from it into the app, as the core's own typed forms are; a resolve made through the module's own
// container object (`Companion`); and a registration kept to be built later (Swinject's `Lazy`).

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
        through companion: Companion?
    ) throws -> T? {
        let values = ArgumentValues(first: first, rest: (repeat each rest))
        let key = RegistrationKey(
            T.self, variant: variant, arguments: argumentSignature(First.self, repeat (each Rest).self))
        let note = Self.startResolve(through: companion)
        defer { Self.endResolve(note) }
        return try Arguments.with(typed: values, signature: (First, repeat each Rest).self) { arguments in
            try container.resolveInstance(key, optional: true, arguments: arguments)
        }
    }

    /// Resolves `T`, or returns `nil` when nothing is registered for it; throws on any other failure. A
    /// module's resolve made through `companion` (its own container object, Swinject's `Container`,
    /// which the caller keeps alive): the factories it runs find `companion` as ``resolutionCompanion``.
    @inlinable @inline(never)
    package func tryOptional<T>(_ type: T.Type, variant: Variant?, through companion: Companion?)
        throws -> T?
    {
        let note = Self.startResolve(through: companion)
        defer { Self.endResolve(note) }
        return try container.resolveInstance(RegistrationKey(T.self, variant: variant), optional: true)
    }

    /// Notes `companion` as the object a module's resolve is made through: the factories the resolve
    /// runs on this thread find it (``resolutionCompanion``) until ``endResolve(_:)``, which the
    /// resolve's call runs before it returns, so `companion` stays alive meanwhile; a resolve within
    /// one notes its own, then puts the outer one back. The core's own resolves pay nothing for it.
    @inlinable @inline(__always)
    static func startResolve(through companion: Companion?) -> CompanionNote {
        guard let companion else { return CompanionNote(state: nil, outer: nil) }
        let state = ThreadLocalState.currentUnmanaged
        let outer = state._withUnsafeGuaranteedRef { $0.companion }
        state._withUnsafeGuaranteedRef { $0.companion = companion }
        return CompanionNote(state: state, outer: outer)
    }

    /// Puts back what ``startResolve(through:)`` found.
    @inlinable @inline(__always)
    static func endResolve(_ note: CompanionNote) {
        guard let state = note.state else { return }
        state._withUnsafeGuaranteedRef { $0.companion = note.outer }
    }

    /// The object the innermost module resolve running on this thread was made through
    /// (`tryOptional(_:variant:through:)`), if any; valid while that resolve's call runs.
    @inlinable @inline(__always)
    package static var resolutionCompanion: Companion? {
        ThreadLocalState.current.companion
    }
}

/// The registration a key found, kept to be built later as it was found, even once the key finds
/// another or none (Swinject's `Lazy` and `Provider` keep the entry they were resolved from).
@usableFromInline
package struct KeptRegistration: @unchecked Sendable {
    @usableFromInline let registration: AnyRegistration
}

extension DependencyResolver {
    /// The registration a resolve of `type` under `variant` without arguments would build now, if any.
    package func keptRegistration<T>(of type: T.Type, variant: Variant?) -> KeptRegistration? {
        keptRegistration(RegistrationKey(T.self, variant: variant))
    }

    /// The registration a resolve of `type` under `variant` with arguments of these types, in this
    /// order, would build now, if any.
    package func keptRegistration<T, First, each Rest>(
        of type: T.Type, variant: Variant?, arguments first: First.Type, _ rest: repeat (each Rest).Type
    ) -> KeptRegistration? {
        keptRegistration(
            RegistrationKey(T.self, variant: variant, arguments: argumentSignature(First.self, repeat (each Rest).self))
        )
    }

    private func keptRegistration(_ key: RegistrationKey) -> KeptRegistration? {
        tree.lock.withLock {
            guard shutDownByLocked == nil, let found = lookupLocked(key) else { return nil }
            return KeptRegistration(registration: found)
        }
    }

    /// Builds (or finds, by its lifetime) the instance of `kept` as a resolve of it from this container
    /// made through `companion` does; throws what such a resolve throws.
    package func tryResolve<T>(_ type: T.Type, kept: KeptRegistration, through companion: Companion?)
        throws -> T
    {
        let key = kept.registration.key
        let note = Self.startResolve(through: companion)
        defer { Self.endResolve(note) }
        return try resolveObserved(key, optional: false, arguments: .none, kept: kept.registration)!
    }

    /// ``tryResolve(_:kept:through:)`` with the typed arguments the kept registration takes.
    package func tryResolve<T, First, each Rest>(
        _ type: T.Type, kept: KeptRegistration, arguments first: First, _ rest: repeat each Rest,
        through companion: Companion?
    ) throws -> T {
        let values = ArgumentValues(first: first, rest: (repeat each rest))
        let key = kept.registration.key
        let note = Self.startResolve(through: companion)
        defer { Self.endResolve(note) }
        return try Arguments.with(typed: values, signature: (First, repeat each Rest).self) { arguments in
            try resolveObserved(key, optional: false, arguments: arguments, kept: kept.registration)!
        }
    }
}

/// What ``DependencyResolver/startResolve(through:)`` changed: the state whose companion it set, if
/// it set one, and the companion that state had before.
@usableFromInline
struct CompanionNote {
    @usableFromInline let state: Unmanaged<ResolutionState>?
    @usableFromInline let outer: Companion?

    @inlinable
    init(state: Unmanaged<ResolutionState>?, outer: Companion?) {
        self.state = state
        self.outer = outer
    }
}
