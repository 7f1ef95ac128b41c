// The `resolveProperties` blocks and decorators as the inlined resolve path passes them to the build.

/// The `resolveProperties` blocks and the decorators of one registration, each in the order they
/// were added: the blocks run first, then the decorators. Never changed after it is made: adding a
/// block or a decorator makes a new one.
@usableFromInline
final class PropertySteps<T> {
    @usableFromInline let steps: [(DependencyResolver, inout T, Args) throws -> Void]
    @usableFromInline let decorators: [(DependencyResolver, T) throws -> T]

    init(
        _ steps: [(DependencyResolver, inout T, Args) throws -> Void], decorators: [(DependencyResolver, T) throws -> T]
    ) {
        self.steps = steps
        self.decorators = decorators
    }
}
