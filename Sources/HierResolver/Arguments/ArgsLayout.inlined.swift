// The layout of `Args`, which the factories' reads inline, and the reads' out-of-line failures.

/// The arguments a resolve passed to a `(Resolver, Args)` factory: one value, or a
/// `[String: Any?]` dictionary of named values. Values are read with the type the factory needs.
///
/// ```swift
/// let app = DependencyResolver()
/// app.register { (_, args) in XYZViewModel(editMode: args()) }
/// let model: XYZViewModel = app.resolve(args: true)
///
/// app.register(name: "named") { (_, args) in XYZViewModel(editMode: args("mode"), name: args("name")) }
/// let named: XYZViewModel = app.resolve(name: "named", args: ["mode": true, "name": "Editing"])
/// ```
///
/// Reading a value that is missing, or that has another type, stops the program with a message
/// naming the registration, the key, the type asked for and the type passed. The throwing
/// accessors (``value()`` and ``value(_:)``) throw that message instead, so the failure reaches
/// the caller's `tryResolve`. The `optional` accessors give `nil` instead when the value is not
/// there in the form they ask for (a key of a single value, the single value of a dictionary, a
/// missing key); a value of another type still stops the program.
///
/// > Important: Arguments reach the factory of the registration that was resolved, and nothing
/// > else: a nested `r.resolve()` inside the factory gets no arguments unless the factory passes
/// > them on (`r.resolve(args: args.passedValue)`).
///
/// `Args` is `Sendable`, so a factory may hand it to another task. The values in it are the ones
/// the caller passed, neither copied nor checked: pass `Sendable` values to a factory that does so.
public struct Args: @unchecked Sendable {
    /// What the resolve passed, when `hasValue`; `()` otherwise. Kept as `Any`, not `Any?`: an
    /// `Any` is copied and destroyed inline, an `Any?` through `Optional`'s generic value witnesses.
    @usableFromInline let passed: Any
    /// Whether the resolve passed a value that is not nil.
    @usableFromInline let hasValue: Bool
    /// Whether the resolve passed arguments at all.
    @usableFromInline let isPresent: Bool

    /// The arguments a resolve passed, as a factory (or a `resolveProperties` block) receives them:
    /// the caller's value copied once from where it lies.
    @inlinable @inline(__always)
    init(_ arguments: Arguments) {
        if let value = arguments.args {
            self.init(passed: value.pointee)
        } else {
            self.init(isPresent: arguments.passedArgs)
        }
    }

    /// The arguments of a resolve that passed `value`.
    @inlinable
    init(passed value: Any) {
        self.passed = value
        self.hasValue = true
        self.isPresent = true
    }

    /// The arguments of a resolve that passed nil (`isPresent`) or nothing.
    @inlinable
    init(isPresent: Bool) {
        self.passed = ()
        self.hasValue = false
        self.isPresent = isPresent
    }

    /// `value` itself when its dynamic type is exactly `T`, read in place without a runtime cast;
    /// `nil` otherwise (the caller then falls back to `as? T`, which also bridges, unwraps optionals
    /// and upcasts). An `Any` passed here is opened, so `Value` is the dynamic type of what was passed.
    @inlinable @inline(__always)
    static func exactly<Value, T>(_ value: Value, as _: T.Type) -> T? {
        guard ObjectIdentifier(Value.self) == ObjectIdentifier(T.self) else { return nil }
        // The same type, so the same layout: a bit cast is exact.
        return unsafeBitCast(value, to: T.self)
    }

    /// Why a required value is not there: a dictionary read without a key, a single value read by key,
    /// a missing key, or no value at all.
    @usableFromInline @inline(never)
    func missing(_ asked: Any.Type, key: String?) -> DependencyError {
        ArgumentFailure.missing(asked, key: key, in: self)
    }

    /// A single value asked for that is not a `T`: `nil` when the resolve passed named values (there
    /// is no single value), else the wrong-type error.
    @usableFromInline @inline(never)
    func notSingle<T>(_: T.Type) throws -> T? {
        if dictionary != nil { return nil }
        throw mismatch(T.self, found: passed, key: nil)
    }

    /// Why `found`, which is there, is not what the factory asked for: a value of another type.
    @usableFromInline @inline(never)
    func mismatch(_ asked: Any.Type, found: Any, key: String?) -> DependencyError {
        ArgumentFailure.wrongType(asked, found: found, key: key, in: self)
    }
}
