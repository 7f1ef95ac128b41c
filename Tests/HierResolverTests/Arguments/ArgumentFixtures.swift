import HierResolver
import Testing

// Types and helpers the argument suites share (`ArgumentTests` and its files, `ArgumentSeedTests`). Keys are
// types, so every test builds its own containers and reuses these freely.

// MARK: - Resolver-style Args (seed 000)

/// Holds the one value its factory read from `Args`; the initialiser's parameter type is the type the
/// factory asks for, so `Received<Bool>(value: args())` reads a `Bool`.
struct Received<Value> {
    let value: Value
}

/// A value type passed as an argument.
struct Credentials: Equatable {
    let user: String
    let pin: Int
}

/// A model whose factory reads one `Bool` argument; the error tests' registration.
struct Flag {
    let isOn: Bool
}

/// A model whose factory reads two named arguments, `"mode"` and `"name"`.
struct Labelled {
    let mode: Bool
    let name: String
}

/// A screen that holds the model its factory resolved with the arguments it forwarded.
struct EditorScreen {
    let model: Labelled
}

/// Records what its `(Resolver, Args)` factory saw, for the tests of arguments not leaking.
struct Leaf {
    /// `args.optional()` as a `String`.
    let seen: String?
    /// `args.passedValue`.
    let passed: Any?
}

/// Has a `Leaf` resolved by its factory, and the argument that factory read.
struct Branch {
    let leaf: Leaf
    let argument: String
}

/// A title read from the arguments, and a pet resolved from the factory's context.
struct Greeting {
    let title: String
    let pet: Animal
}

/// Seed 000, "Using Arguments to Manipulate Factory Behavior": the two updaters an argument chooses between.
final class XYZUpdateEdit: XYZUpdating {}

final class XYZUpdateAdd: XYZUpdating {}

/// A view model whose updater its factory chose from an argument.
final class EditorViewModel {
    let editMode: Bool
    let updater: XYZUpdating

    init(editMode: Bool, updater: XYZUpdating) {
        self.editMode = editMode
        self.updater = updater
    }
}

// MARK: - Typed runtime arguments (seed 002)

protocol NetworkLayer: AnyObject {
    var baseURL: String? { get }
    var session: Session? { get }
    var id: Int { get }
}

/// Seed 002's network layer. Its initialiser takes `String?`, which is what makes the seed's
/// `register { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }` infer `String?`.
final class URLSessionNetworkLayer: NetworkLayer {
    let baseURL: String?
    let session: Session?
    let id = Serial.next()

    init(baseURL: String?) {
        self.baseURL = baseURL
        self.session = nil
    }

    init(baseURL: String?, session: Session) {
        self.baseURL = baseURL
        self.session = session
    }
}

/// A class built from typed arguments, told apart by `id`.
final class Endpoint {
    let url: String
    let id = Serial.next()

    init(url: String) {
        self.url = url
    }
}

/// Expects `error` to be an argument mismatch whose message names each of `parts`: the tests pin what a
/// message names (registration, container, key, expected and passed type), not its every word.
func expectArgumentMismatch(
    _ error: DependencyError?,
    naming parts: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(error?.kind == .argumentMismatch, sourceLocation: sourceLocation)
    let text = message(of: error)
    for part in parts {
        #expect(text.contains(part), "missing \(part) in: \(text)", sourceLocation: sourceLocation)
    }
}
