// The hot path: what a resolve runs, specialised in the caller's module. Code inlined into a
// client may read and call only what the library marks `@usableFromInline`, so everything it touches
// is declared in files named `X.inlined.swift`, each in its concept's folder, and the rest of the
// library is plain Swift (`.ci/check-hot-path`):
//
// - Resolution/: CacheHit (this file): `resolveInstance`, which every resolve form inlines, and the
//   out-of-line entry that starts a resolution when the cache misses; Build: the lifetime switch and
//   the factory call; Lookup: one table probe per resolve, unretained; ResolutionState and
//   ThreadLocal: the thread's resolution (frames, graph instances), reached through a C thread-local
//   variable; AsyncFrames and AwaitingResolve: the `await` forms' inlined steps; OutOfLine: the
//   library functions inlined code calls, each a call into its concept's plain files.
// - Registration/: Register (`add`, which makes a registration with the caller's type) and the
//   layouts inlined code reads: RegistrationKey, AnyRegistration and Registration (read with
//   `unsafeDowncast`, which the key's type makes safe), RegistrationTable, Factory, PropertySteps
//   and RegistrationOptions.
// - Container/: ContainerCore (the fields of a container that a resolve reads), MutexHandle (the
//   tree lock taken without retaining the lock object) and LiveContainers (the live roots and each
//   container's children, held without weak references, which would move every retain of a
//   container, this path's among them, to the runtime's slow path).
// - Lifetimes/: InstanceStorage and InstanceBox; Arguments/: Arguments (runtime arguments passed as
//   pointers to the caller's stack), ArgsLayout and AsyncArguments; ServiceLocator/: StaticResolve
//   (where a static resolve starts, without a lock inside a scope).
//
// Outside those files: the public resolve and register forms are `@inlinable` calls into it, and
// `DependencyResolver` stores its `TreeHandles` and `ContainerCore` (a class's stored properties are
// declared in its body).
//
// Why it exists: a cache hit (the benchmark's W1) must cost no more than a dictionary lookup behind
// a mutex, `baseline+lock` in Benchmarks/ (BENCHMARKS.md's budget: every resolve workload at or
// below 1.0x of it, the static API's and `@Injected`'s too: W8, W11, W12). A hit does no generic
// metadata look-up, no cast and no allocation. Change these files with
// `Benchmarks/Scripts/instructions.sh` run before and after: a W1 hit is 261 instructions. (It was
// 164 with the look-up and the resolve form inlined into every call site, which put 2.4 KB of
// code for each service into a client: `lockAndLookUp` keeps the probe in the library, and the
// resolve forms are specialised once per type and called, see `Resolving.swift` and
// `Benchmarks/README.md`.)

extension DependencyResolver {
    /// Resolves `T` for `key` with this container as the context; the one way every resolve form goes.
    ///
    /// Returns `nil` only when nothing is registered for `key` and `optional` is true, or, with
    /// `lookingFurther`, whenever it would take the observed path (nothing in this chain registers
    /// `key`, or the tree diverts resolves): a bare property wrapper then looks further itself. This
    /// and the functions it inlines are specialised in the caller's module: the hot path does no
    /// generic metadata look-up, no cast and no allocation.
    @inlinable @inline(__always)
    func resolveInstance<T>(
        _ key: RegistrationKey,
        optional: Bool = false,
        arguments: Arguments = .none,
        lookingFurther: Bool = false
    ) throws -> T? {
        let lock = handles.mutex
        // A resolve with arguments looks up inline: its arguments' set-up already costs it what the
        // call would add (the `Args` row of W4 went over its budget, 1.02x, with one).
        if let found = arguments.isPresent ? lockAndLookUpInline(key) : lockAndLookUp(key) {
            // A hit reads the cached instance without retaining the registration: a retain and
            // release here cost W1 a third more (154 instructions to 201).
            let cached = found._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: Registration<T>.self).persistentInstance
            }
            if let instance = cached {
                // Retained before unlocking, and only when arguments are reported: once the lock is
                // let go, another thread may remove the registration.
                let ignoring = arguments.isPresent ? found.takeUnretainedValue() : nil
                lock.unlock()
                if let ignoring { reportIgnoredArguments(of: ignoring) }
                return instance
            }
            let registration = unsafeDowncast(found.takeUnretainedValue(), to: Registration<T>.self)
            let properties = registration.properties
            lock.unlock()
            // Two out-of-line forms, so that a resolve without arguments builds with `.none` known.
            if !arguments.isPresent, arguments.signature == nil {
                return try produceFound(registration, properties: properties)
            }
            return try produceFound(registration, arguments: arguments, properties: properties)
        }
        lock.unlock()
        if lookingFurther { return nil }
        return try resolveObserved(key, optional: optional, arguments: arguments)
    }

    /// Takes the tree lock and looks `key` up for a resolve, leaving the lock held: the registration
    /// found, unretained, or `nil` when none is or the tree diverts resolves. Out of line and not
    /// generic, so that the probe (the variant's hash, the table, the walk up the chain) is library
    /// code, not a copy in every resolve specialised in a client: the call costs a hit about 55
    /// instructions (W1 164 to 220), and saves the client about 600 bytes of code a resolve.
    @usableFromInline @inline(never)
    func lockAndLookUp(_ key: RegistrationKey) -> Unmanaged<AnyRegistration>? {
        lockAndLookUpInline(key)
    }

    /// ``lockAndLookUp(_:)``'s body, which a resolve with arguments inlines.
    @inlinable @inline(__always)
    func lockAndLookUpInline(_ key: RegistrationKey) -> Unmanaged<AnyRegistration>? {
        handles.mutex.lock()
        if handles.flags.divertsResolves { return nil }
        return lookupUnmanagedLocked(key)
    }

    /// Builds (or finds in this resolution) the instance of `registration`, found by a resolve that
    /// missed the cache. Specialised in the caller's module but never inlined into it: what a resolve
    /// form inlines into client code is the cache hit, which throws nothing, and a plain call. (The
    /// compiler can fail on throwing code force-inlined into a client's closures.)
    @inlinable @inline(never)
    func produceFound<T>(_ registration: Registration<T>, properties: PropertySteps<T>?) throws -> T? {
        // Each level of a deep chain passes here, so it keeps to a small frame: the top-level
        // resolution's bookkeeping happens in a frame of its own.
        #if DEBUG
            // Unoptimised, the closure below would be three frames per level; a retain costs no stack.
            let state = ThreadLocalState.current
            guard state.isIdle else {
                return try produceNested(registration, state: state, arguments: .none, properties: properties)
            }
            return try produceTopLevel(registration, state: state, properties: properties)
        #else
            try ThreadLocalState.withCurrent { state in
                guard state.isIdle else {
                    return try produceNested(registration, state: state, arguments: .none, properties: properties)
                }
                return try produceTopLevel(registration, state: state, properties: properties)
            }
        #endif
    }

    /// The form of ``produceFound(_:properties:)`` for a resolve that passed arguments.
    @inlinable @inline(never)
    func produceFound<T>(
        _ registration: Registration<T>, arguments: Arguments, properties: PropertySteps<T>?
    ) throws -> T? {
        #if DEBUG
            let state = ThreadLocalState.current
            guard state.isIdle else {
                return try produceNested(registration, state: state, arguments: arguments, properties: properties)
            }
            return try produceTopLevel(registration, state: state, arguments: arguments, properties: properties)
        #else
            try ThreadLocalState.withCurrent { state in
                guard state.isIdle else {
                    return try produceNested(registration, state: state, arguments: arguments, properties: properties)
                }
                return try produceTopLevel(registration, state: state, arguments: arguments, properties: properties)
            }
        #endif
    }

    /// Builds or fetches the instance of `registration` by its lifetime when no resolution is in
    /// progress on this thread: starts one and ends it, also when it fails. `properties` are the
    /// registration's `resolveProperties` blocks, read under the lock when it was looked up.
    @inlinable @inline(never)
    func produceTopLevel<T>(
        _ registration: Registration<T>, state: ResolutionState, arguments: Arguments, properties: PropertySteps<T>?
    ) throws -> T {
        try beginAndProduce(registration, state: state, arguments: arguments, properties: properties)
    }

    /// ``produceTopLevel(_:state:arguments:properties:)`` for a resolve without arguments: a form of
    /// its own, so that the top-level build knows it has none (W3 and W5 cost 2-3% more otherwise).
    @inlinable @inline(never)
    func produceTopLevel<T>(
        _ registration: Registration<T>, state: ResolutionState, properties: PropertySteps<T>?
    ) throws -> T {
        try beginAndProduce(registration, state: state, arguments: .none, properties: properties)
    }

    @inlinable @inline(__always)
    func beginAndProduce<T>(
        _ registration: Registration<T>, state: ResolutionState, arguments: Arguments, properties: PropertySteps<T>?
    ) throws -> T {
        state.begin(requester: self)
        do {
            let instance = try produceNested(registration, state: state, arguments: arguments, properties: properties)
            state.end()
            return instance
        } catch {
            state.end()  // before the trace hears of it: a failed resolution leaves nothing behind
            reportFailure(error, of: registration)
            throw error
        }
    }
}
