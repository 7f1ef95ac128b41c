// Producing and building an instance: the lifetime switch and the factory call, specialised in the
// caller's module. The switch builds an `.ephemeral` registration itself and hands the others to the
// lifetime component (`LifetimeBehaviour`, in Lifetimes/) through OutOfLine.swift.

extension DependencyResolver {
    /// The instance of `registration` for a resolve from this container (the context) within the
    /// resolution in progress, as its lifetime shares it: `.ephemeral` builds, `.graph` builds once per
    /// top-level resolution, `.persistent` and `.transient` once per owner.
    ///
    /// A method of the context rather than of ``Lifetime``, so that each level of a deep chain keeps
    /// the context in the register a method's receiver uses, which the build is called on too.
    @inlinable @inline(__always)
    func produceNested<T>(
        _ registration: Registration<T>,
        state: ResolutionState,
        arguments: Arguments,
        properties: PropertySteps<T>?
    ) throws -> T {
        switch registration.lifetime {
        case .ephemeral:
            var instance = try build(registration, context: self, state: state, arguments: arguments)
            if let properties {
                try completeProperties(
                    &instance, properties, of: registration, context: self, state: state, arguments: arguments)
            }
            return instance
        case .graph, .transient, .persistent:
            return try produceKept(registration, state: state, arguments: arguments, properties: properties)
        }
    }

    /// Runs the factory with `context` as the container its nested resolves start from.
    @inlinable @inline(__always)
    func build<T>(
        _ registration: Registration<T>,
        context: DependencyResolver,
        state: ResolutionState,
        arguments: Arguments
    ) throws -> T {
        // The outermost build can be neither a cycle nor, being one level, too deep.
        if !state.frames.isEmpty { try checkCanBuild(registration, in: context, state: state, arguments: arguments) }
        state.push(registration, context: context, typedArguments: arguments.typed)
        defer { state.frames.removeLast() }
        do {
            // The common forms are called here, in this frame; `Args` and `.implements` out of line.
            switch registration.factory {
            case .plain(let factory):
                if arguments.isPresent { context.reportUnreadArguments(of: registration) }
                return try factory()
            case .resolving(let factory):
                if arguments.isPresent { context.reportUnreadArguments(of: registration) }
                return try factory(context)
            case .typed(let factory):
                // The key matched the arguments' signature, so a typed resolve is the only way here.
                guard let typed = arguments.typed else { try throwTypedWithoutArguments(registration) }
                return try factory(context, typed)
            default:
                return try registration.factory.makeWithArguments(
                    in: context, arguments: arguments, registration: registration)
            }
        } catch {
            throw wrapFactoryError(error, of: registration, state: state)
        }
    }

    /// Throws if building `registration` in `context` now would loop (a cycle) or could run this
    /// thread out of stack. Out of line, so the errors take no room in the frames of a deep chain.
    @usableFromInline @inline(never)
    func checkCanBuild(
        _ registration: AnyRegistration, in context: DependencyResolver, state: ResolutionState, arguments: Arguments
    ) throws {
        if state.isBuilding(registration, in: context),
            state.repeatsBuild(registration, in: context, arguments: arguments),
            !state.mayRebuild(registration, in: context)
        {
            throw FailureReport.cycle(state.chainNames, repeating: registration)
        }
        if state.stackIsLow {
            throw FailureReport.tooDeep(
                registration, frames: state.frames.map(\.registration), limit: .stack(state.stackSize))
        }
    }

    /// A factory's error as the caller sees it: ``failure(of:error:chain:part:)``, with the chain being built.
    @usableFromInline @inline(never)
    func wrapFactoryError(
        _ error: any Error,
        of registration: AnyRegistration,
        state: ResolutionState,
        part: String = "factory"
    ) -> any Error {
        failure(of: registration, error: error, chain: state.chainNames, part: part)
    }

    /// The error a build of `registration` in the chain `chain` fails with when its factory (or its
    /// `part`) throws `error`: a ``DependencyError`` passes through; anything else is wrapped with the
    /// registration that threw. Both drivers' builds fail here.
    func failure(
        of registration: AnyRegistration, error: any Error, chain: @autoclosure () -> [String],
        part: String = "factory"
    ) -> DependencyError {
        switch error {
        case let error as DependencyError:
            // An error made without a chain (an argument failure, say) learns where it happened.
            return error.resolutionChain.isEmpty ? error.adding(chain: chain()) : error
        case is MainActorRequired:
            return FailureReport.offMainActor(registration, chain: chain())
        case is AsyncFactoryRequired:
            return FailureReport.asyncFactoryResolvedSynchronously(registration, chain: chain())
        case is TypedArgumentsMissing:
            return ArgumentFailure.typedWithoutArguments(registration).adding(chain: chain())
        default:
            return FailureReport.factoryFailed(registration, error: error, chain: chain(), part: part)
        }
    }
}
