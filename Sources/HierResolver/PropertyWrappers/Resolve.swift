/// A property that is a live view of a container: every read resolves, and every assignment stores.
///
/// ```swift
/// final class PetOwner: Person {
///     @Resolve var pet: Animal
///
///     func play() {
///         print("I'm playing with \(pet.name ?? "someone").")
///     }
/// }
///
/// let context = DependencyResolver()
/// context.register { Cat(name: "Mimi") as Animal }
/// context.register { PetOwner() as Person }
/// let petOwner: Person = context.resolve()
/// petOwner.play()  // I'm playing with Mimi.
/// ```
///
/// - A bare `@Resolve` resolves through the resolution in progress on this thread (inside a
///   factory) or ``DependencyResolver/root``. If that chain has no registration for the key, it
///   falls back to the first container that registered it: the oldest live container, in any
///   tree, that registers the key (inside a root scope, among the scope container's ancestors and
///   descendants only, so that parallel tests never find each other's containers). The property
///   holds no container, so it never keeps one alive, and a container that goes stops being found.
/// - `@Resolve(container: feature)` resolves from that container's chain only, with no fallback.
/// - `@Resolve(variant: "long_date")` (or `name:`) picks a variant.
///
/// Because every read resolves, the registration's lifetime decides what a read returns: the same
/// object for `.persistent`, a new one per read for `.ephemeral` and `.graph`.
///
/// Assigning calls ``DependencyResolver/store(_:object:variant:file:line:)`` on the container a read would
/// resolve from: the registration's storer if it has one, else the cached instance of a
/// `.persistent` or `.transient` registration, which every other reader then sees. The property
/// keeps what was assigned alive, so an assigned `.transient` instance stays while the property
/// does.
///
/// > Important: A read that cannot resolve, and an assignment that cannot be stored (a `.graph`
/// > or `.ephemeral` registration without a storer, for one), stop the program with the message
/// > `tryResolve` or `tryStore` would throw, reported at the property's declaration.
@propertyWrapper
public struct Resolve<T> {
    private let target: WrapperTarget
    private let kept = Locked<T?>(nil)

    // spelling[name]: @Resolve(name: "fred") var person: Person
    /// A bare `@Resolve`: resolves through `root` (or the resolution in progress), with the fallback.
    ///
    /// ```swift
    /// @Resolve var pet: Animal
    /// @Resolve(variant: "long_date") var formatter: DateFormatter
    /// ```
    ///
    /// - Parameters:
    ///   - variant: The variant to resolve; `nil` for none.
    ///   - file: Where failures are reported; the declaration's file by default.
    ///   - line: Where failures are reported; the declaration's line by default.
    public init(variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line) {
        target = WrapperTarget(container: nil, variant: variant, file: file, line: line)
    }

    // spelling[name]: @Resolve(container: someContext, name: "fred") var person: Person
    /// An `@Resolve` that resolves from `container`'s chain only.
    ///
    /// ```swift
    /// @Resolve(container: someContext) var pet: Animal
    /// @Resolve(container: someContext, variant: "Mimi") var mimi: Animal
    /// ```
    ///
    /// - Parameters:
    ///   - container: The container to resolve from and store into.
    ///   - variant: The variant to resolve; `nil` for none.
    ///   - file: Where failures are reported; the declaration's file by default.
    ///   - line: Where failures are reported; the declaration's line by default.
    public init(
        container: DependencyResolver,
        variant: Variant? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        target = WrapperTarget(container: container, variant: variant, file: file, line: line)
    }

    /// Resolves on every read; stores on every assignment.
    ///
    /// ```swift
    /// petOwner.pet = Cat(name: "Franky")  // stored: every reader of the registration sees Franky
    /// ```
    public var wrappedValue: T {
        get { target.resolve(T.self) }
        nonmutating set {
            target.store(newValue)
            kept.set(newValue)
        }
    }
}

/// What the wrapper keeps is reached only under its lock, so it is sendable when `T` is.
extension Resolve: @unchecked Sendable where T: Sendable {}
