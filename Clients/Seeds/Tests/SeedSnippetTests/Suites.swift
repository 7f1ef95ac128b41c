import Testing

/// The seed tests that register into or resolve through the process-wide `main` and `root` (the static
/// API, `Resolving`, Resolver's property wrappers), and those whose bare `@Resolve` looks for "the first
/// container that registered" a key: one at a time, so no test sees another's containers.
///
/// Each seed adds its suite inside this one, in its own file.
@Suite("Seed snippets on the app container", .serialized)
struct AppContainerSeeds {}

/// Holds an object weakly, to see when nothing else holds it.
final class WeakBox<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
