// The calls from code inlined into a client's module that adapt a concept's plain code to what the
// inlined code has in hand (a lifetime's behaviour, a wrapper's target), and the reports, throws and
// `trap` it makes from out of line. (A concept's function that inlined code can call as it is, is
// marked `@usableFromInline` where it is written.) They run
// when a resolve builds, fails, is observed, or passes arguments a factory ignores, and when a
// registration is a module's or has extras; a plain cache hit calls none of them.

extension DependencyResolver {
    /// The instance of a registration of any lifetime but `.ephemeral`: ``LifetimeBehaviour``.
    @usableFromInline
    func produceKept<T>(
        _ registration: Registration<T>, state: ResolutionState, arguments: Arguments, properties: PropertySteps<T>?
    ) throws -> T {
        try LifetimeBehaviour(context: self, state: state)
            .instance(of: registration, arguments: arguments, properties: properties)
    }

    /// Reports that a cached instance was handed to a resolve whose arguments it therefore ignores.
    @usableFromInline @inline(never)
    func reportIgnoredArguments(of registration: AnyRegistration) {
        report(
            .argumentsIgnored,
            registration,
            message: "the \(registration.lifetime) instance was already built, so this resolve's arguments were "
                + "not used: a cached instance keeps the arguments it was first built with"
        )
    }

    /// Reports that a resolve passed arguments to a factory that takes none.
    @usableFromInline @inline(never)
    func reportUnreadArguments(of registration: AnyRegistration) {
        report(
            .argumentsIgnored,
            registration,
            message: "this resolve passed arguments, but the factory takes none: register it with "
                + "`{ (r, args) in ... }` or with typed parameters to read them"
        )
    }

    /// Sends the failure of a resolve of `registration` to the tree's hook, if one is set.
    @usableFromInline @inline(never)
    func reportFailure(_ error: any Error, of registration: AnyRegistration) {
        reportFailure(error, key: registration.displayName, lifetime: registration.lifetime)
    }
}

extension AnyRegistration {
    /// Gives a registration made by `.implements` (`implementation`), with a storer, with a
    /// `@MainActor` factory or from an initializer (`dependencies`) its extras, before it is published.
    @usableFromInline @inline(never)
    func setExtras(
        implementation: AnyRegistration?, storer: ((Any) -> Void)?, mainActor: Bool, dependencies: [RegistrationKey]?
    ) {
        extras = RegistrationExtras(implementation: implementation, storer: storer)
        extras?.runsOnMainActor = mainActor
        extras?.dependencies = dependencies
    }
}

/// Throws the error of a typed registration reached without typed arguments, from out of line: the
/// error takes no room in the caller's frame.
@usableFromInline @inline(never)
func throwTypedWithoutArguments(_ registration: AnyRegistration) throws -> Never {
    throw ArgumentFailure.typedWithoutArguments(registration)
}

/// Throws the error of a strict copy's registration that the test did not replace, from out of line:
/// the build adds the chain.
@usableFromInline @inline(never)
func throwNotReplaced(_ registration: AnyRegistration) throws -> Never {
    throw FailureReport.notReplaced(registration)
}

/// Throws the error of an `.implements` registration (`served`) whose async implementation made an
/// instance that is not a `requested`, from out of line.
@usableFromInline @inline(never)
func throwNotImplementing(_ served: AnyRegistration?, as requested: Any.Type) throws -> Never {
    let implementation = served?.extras?.implementation ?? served
    throw FailureReport.notImplementing(
        implementation!, as: requested, chain: AsyncFrames.slot.get()?.chainNames ?? [])
}

extension DependencyResolver {
    /// A bare wrapper's resolve that the start's chain cannot answer inline: ``WrapperTarget``'s, with
    /// the observed path and the fallback search.
    @usableFromInline @inline(never)
    static func resolveForWrapperFurther<T>(variant: Variant?, file: StaticString, line: UInt) -> T {
        WrapperTarget(container: nil, variant: variant, file: file, line: line).resolve(T.self)
    }

    /// ``resolveForWrapperFurther(variant:file:line:)`` for `@OptionalInjected`.
    @usableFromInline @inline(never)
    static func optionalForWrapperFurther<T>(variant: Variant?, file: StaticString, line: UInt) -> T? {
        WrapperTarget(container: nil, variant: variant, file: file, line: line).optional(T.self)
    }
}

/// Stops the program with the error's message; the trapping API's one way out. On a thread that
/// builds for `verify()`, records the failure and parks the thread instead (see `VerificationThreads`,
/// and `VerificationExecutor` for `await async.verify()`).
@usableFromInline @inline(never)
func trap(_ error: any Error, file: StaticString = #file, line: UInt = #line) -> Never {
    let state = ThreadLocalState.current
    if var error = error as? DependencyError {
        // Trapping inside a factory (an `args()` that fails, say): name the chain being built, as
        // the throwing form's error does.
        if error.resolutionChain.isEmpty, !state.frames.isEmpty { error = error.adding(chain: state.chainNames) }
        if let verification = state.buildsForVerification { verification.abandon(error) }
        var text = error.description
        if state.verification != nil || AsyncFrames.slot.get()?.resolution.verification != nil {
            text +=
                "\nThis stopped verify(): a trapping resolve cannot hand its failure back where verify() builds "
                + "on the calling thread (a @MainActor factory, on the main thread), where an async factory's code "
                + "runs on an actor (one written in main-actor code is, unless marked `@concurrent`) or in a task "
                + "it starts (`Task { }`), nor in any async factory before macOS 15, iOS 18, tvOS 18 and watchOS 11. "
                + "Write that factory's resolves as `try r.tryResolve()` (`try await r.async.tryResolve()`) and "
                + "verify() reports this failure with every other one."
        }
        fatalError(text, file: file, line: line)
    }
    if let verification = state.buildsForVerification {
        verification.abandon(
            DependencyError(.factoryFailed, "HierResolver: \(error)", chain: state.chainNames, underlyingError: error))
    }
    fatalError("HierResolver: \(error)", file: file, line: line)
}
