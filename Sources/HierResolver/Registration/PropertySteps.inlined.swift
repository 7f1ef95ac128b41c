// The `resolveProperties` blocks as the inlined resolve path passes them to the build.

/// The `resolveProperties` blocks of one registration, in the order they were added. Never changed
/// after it is made: adding a block makes a new one.
@usableFromInline
final class PropertySteps<T> {
    @usableFromInline let steps: [(DependencyResolver, inout T, Args) throws -> Void]

    init(_ steps: [(DependencyResolver, inout T, Args) throws -> Void]) {
        self.steps = steps
    }
}
