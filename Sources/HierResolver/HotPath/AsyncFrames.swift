// The chain of builds of an async resolution, as its task carries it: a task-local list of frames,
// for cycles and messages, which survives suspensions and reaches the child tasks a factory starts.
// Here, with the steps of an ephemeral build, because an `await` resolve's inlined code makes them.

internal import HierResolverRuntime

/// The frames of the async resolution in progress in the current task, innermost first.
@usableFromInline
enum AsyncFrames {
    @usableFromInline static let slot = TaskLocal<AsyncFrame?>(wrappedValue: nil)
}

/// One build of an async resolution: what is built, in which container, and who asked.
@usableFromInline
final class AsyncFrame: Sendable {
    let resolution: AsyncResolution
    let registration: AnyRegistration
    let context: DependencyResolver
    let parent: AsyncFrame?
    /// The build others may wait for that this frame runs in (its own or an outer frame's): what a
    /// wait for another build from here makes wait.
    let party: AsyncBuild?
    let depth: Int

    init(
        resolution: AsyncResolution, registration: AnyRegistration, context: DependencyResolver,
        parent: AsyncFrame?, party: AsyncBuild?
    ) {
        self.resolution = resolution
        self.registration = registration
        self.context = context
        self.parent = parent
        self.party = party ?? parent?.party
        hier_resolver_note_async_build()
        depth = (parent?.depth ?? 0) + 1
    }

    /// The names of the registrations being built, outermost first, for messages.
    var chainNames: [String] {
        var names: [String] = []
        var frame: AsyncFrame? = self
        while let current = frame {
            names.append(current.registration.displayName)
            frame = current.parent
        }
        return names.reversed()
    }

    /// Whether `registration` is being built in `context` in this chain.
    func contains(_ registration: AnyRegistration, in context: DependencyResolver) -> Bool {
        var frame: AsyncFrame? = self
        while let current = frame {
            if current.registration === registration && current.context === context { return true }
            frame = current.parent
        }
        return false
    }
}

extension DependencyResolver {
    /// The frame of an ephemeral build of `registration` in this container, within the async
    /// resolution in progress in this task or a new one; throws if it would close a cycle.
    @usableFromInline
    func beginEphemeralAsync(_ registration: AnyRegistration) throws -> AsyncFrame {
        let parent = AsyncFrames.slot.get()
        try checkAsyncCycle(registration, in: self, parent: parent)
        return AsyncFrame(
            resolution: parent?.resolution ?? AsyncResolution(requester: self), registration: registration,
            context: self, parent: parent, party: nil)
    }

    /// Ends the build of `frame`, and the resolution with it when it was the outermost build.
    @usableFromInline
    func endEphemeralAsync(_ frame: AsyncFrame) {
        if frame.parent == nil { frame.resolution.end() }
    }

    /// The error the ephemeral build of `frame` fails with when its factory throws `error`; told to
    /// the trace hook when it was the outermost build.
    @usableFromInline
    func ephemeralAsyncFailure(_ error: any Error, frame: AsyncFrame) -> DependencyError {
        let failure = asyncBuildFailure(error, of: frame.registration, chain: frame.chainNames)
        if frame.parent == nil { reportFailure(failure, of: frame.registration) }
        return failure
    }

    /// The error a build of `registration` in the chain `chain` fails with when its async factory
    /// throws `error`.
    func asyncBuildFailure(_ error: any Error, of registration: AnyRegistration, chain: @autoclosure () -> [String])
        -> DependencyError
    {
        switch error {
        case let error as DependencyError:
            return error.resolutionChain.isEmpty ? error.adding(chain: chain()) : error
        case is TypedArgumentsMissing:
            return ArgumentFailure.typedWithoutArguments(registration).adding(chain: chain())
        default:
            return FailureReport.factoryFailed(registration, error: error, chain: chain())
        }
    }
}
