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
///
/// The outermost frame holds the resolution (its graph instances and holds), made only when a build
/// needs it: a resolution of ephemeral builds makes none.
@usableFromInline
final class AsyncFrame: @unchecked Sendable {
    let registration: AnyRegistration
    let context: DependencyResolver
    let parent: AsyncFrame?
    /// The typed arguments the registration is being built with, boxed (a reference, so that the
    /// frames of builds without them copy and destroy nothing more): a factory may resolve its own
    /// registration with other typed arguments (recursion), not with the same ones (a cycle).
    let typedArguments: TypedArgumentsBox?
    /// The outermost frame; `nil` on the outermost frame itself. Its descendants keep it alive
    /// through their parents.
    private let outermost: Unmanaged<AsyncFrame>?
    /// The resolution: given when the engine made this frame for it (`isKnown`), then never changed
    /// and read without a lock; otherwise (the frames an `await` resolve's inlined ephemeral build
    /// makes) made on the outermost frame when it is needed, guarded by the lock of its context's tree.
    private var made: AsyncResolution?
    private let isKnown: Bool
    /// The build others may wait for that this frame runs (a shared instance's build), if any.
    private let ownParty: AsyncBuild?
    let depth: Int

    /// A frame of `resolution`, or, on an outermost frame given none, of one made when it is needed.
    init(
        resolution: AsyncResolution?, registration: AnyRegistration, context: DependencyResolver,
        parent: AsyncFrame?, party: AsyncBuild?, typedArguments: TypedArgumentsBox? = nil
    ) {
        self.registration = registration
        self.context = context
        self.typedArguments = typedArguments
        ownParty = party
        // (Read from `parent` before it is stored, so that nothing is retained for these.)
        if let parent {
            outermost = parent.outermost ?? Unmanaged.passUnretained(parent)
            depth = parent.depth + 1
        } else {
            outermost = nil
            depth = 1
        }
        made = resolution
        isKnown = resolution != nil
        self.parent = parent
        if hier_resolver_async_builds_used() == 0 { hier_resolver_note_async_build() }
    }

    /// The build others may wait for that this frame runs in (its own or an outer frame's): what a
    /// wait for another build from here makes wait. (Looked up, not kept on every frame, since only
    /// a wait asks.)
    var party: AsyncBuild? {
        var frame: AsyncFrame? = self
        while let current = frame {
            if let party = current.ownParty { return party }
            frame = current.parent
        }
        return nil
    }

    /// The resolution this frame belongs to, made now if nothing needed it before.
    var resolution: AsyncResolution {
        if isKnown { return made! }
        let top = outermost?.takeUnretainedValue() ?? self
        return top.context.tree.lock.withLock {
            if top.made == nil { top.made = AsyncResolution(requester: top.context) }
            return top.made!
        }
    }

    /// The resolution, when the engine made this frame for it; read without a lock.
    var knownResolution: AsyncResolution? { isKnown ? made : nil }

    /// The resolution this frame belongs to, if one was made.
    var existingResolution: AsyncResolution? {
        if isKnown { return made }
        let top = outermost?.takeUnretainedValue() ?? self
        return top.context.tree.lock.withLock { top.made }
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

    /// The registrations being built, outermost first, for messages.
    var registrations: [AnyRegistration] {
        Array(sequence(first: self, next: \.parent).map(\.registration).reversed())
    }

    /// Whether `registration` is being built in `context` in this chain. (Compares identities, without
    /// retaining each frame on the way: the chain is kept alive by this frame.)
    func contains(_ registration: AnyRegistration, in context: DependencyResolver) -> Bool {
        let target = ObjectIdentifier(registration)
        let place = ObjectIdentifier(context)
        var current = Unmanaged.passUnretained(self)
        while true {
            let (found, next) = current._withUnsafeGuaranteedRef {
                (
                    ObjectIdentifier($0.registration) == target && ObjectIdentifier($0.context) == place,
                    $0.parent.map { Unmanaged.passUnretained($0) }
                )
            }
            if found { return true }
            guard let next else { return false }
            current = next
        }
    }

    /// Whether building `registration` in `context` with `arguments`, which this chain is building,
    /// would repeat a build in progress: a cycle, by the rule both drivers share
    /// (``AnyRegistration/repeatsBuild(argumentsPresent:typedPresent:repeatsTyped:)``).
    func repeatsBuild(_ registration: AnyRegistration, in context: DependencyResolver, arguments: AsyncArguments)
        -> Bool
    {
        guard case .typed(let typed) = arguments else {
            return registration.repeatsBuild(argumentsPresent: arguments.isPresent, typedPresent: false) { false }
        }
        return registration.repeatsBuild(argumentsPresent: true, typedPresent: true) {
            var frame: AsyncFrame? = self
            while let current = frame {
                if current.registration === registration, current.context === context,
                    let earlier = current.typedArguments, sameBytes(earlier.values, typed)
                {
                    return true
                }
                frame = current.parent
            }
            return false
        }
    }
}

/// Whether two typed-argument values (each an `ArgumentValues` of one signature) are identical byte
/// for byte, as a synchronous build compares the values it points to.
func sameBytes(_ first: Any, _ second: Any) -> Bool {
    guard type(of: first) == type(of: second) else { return false }
    func bytes<Value>(_ value: Value) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    return _openExistential(first, do: bytes) == _openExistential(second, do: bytes)
}

extension DependencyResolver {
    /// The frame of an ephemeral build of `registration` in this container, within the async
    /// resolution in progress in this task or a new one; throws if it would close a cycle.
    @usableFromInline
    func beginEphemeralAsync(_ registration: AnyRegistration) throws -> AsyncFrame {
        let parent = AsyncFrames.slot.get()
        try checkAsyncCycle(registration, in: self, parent: parent)
        return AsyncFrame(
            resolution: nil, registration: registration, context: self, parent: consume parent, party: nil)
    }

    /// Ends the build of `frame`, and the resolution with it when it was the outermost build.
    @usableFromInline
    func endEphemeralAsync(_ frame: AsyncFrame) {
        if frame.parent == nil { frame.existingResolution?.end() }
    }

    /// The error the ephemeral build of `frame` fails with when its factory throws `error`; told to
    /// the trace hook when it was the outermost build.
    @usableFromInline
    func ephemeralAsyncFailure(_ error: any Error, frame: AsyncFrame) -> DependencyError {
        let failure = self.failure(of: frame.registration, error: error, chain: frame.chainNames)
        if frame.parent == nil { reportFailure(failure, of: frame.registration) }
        return failure
    }
}

/// A graph instance's build that the `await` front claimed, in the async resolution of `parent`,
/// with the registration's `resolveProperties` blocks and decorators as read with it. (A class, so
/// that the front's answer stays small: made only with a claim, which makes a build anyway.)
@usableFromInline
final class ClaimedGraph: @unchecked Sendable {
    let registration: AnyRegistration
    let properties: AnyObject?
    let build: AsyncBuild
    let resolution: AsyncResolution
    let parent: AsyncFrame

    init(
        registration: AnyRegistration, properties: AnyObject?, build: AsyncBuild, resolution: AsyncResolution,
        parent: AsyncFrame
    ) {
        self.registration = registration
        self.properties = properties
        self.build = build
        self.resolution = resolution
        self.parent = parent
    }
}

/// The typed arguments of an async build, as its frame keeps them.
final class TypedArgumentsBox: @unchecked Sendable {
    let values: Any
    init(_ values: Any) { self.values = values }
}
