import Foundation
import HierResolver

// Seed 003 (Resolve): the types of its usage example and of its "Hierarchical registration" example, as
// written, and what its other snippets use without declaring.

// MARK: - The seed's declarations

protocol Animal {
    var name: String? { get }
}

class Cat: Animal {
    let name: String?

    init(name: String?) {
        self.name = name
    }
}

protocol Person {
    func play()
}

class PetOwner: Person {
    @Resolve var pet: Animal

    func play() {
        let name = pet.name ?? "someone"
        print("I'm playing with \(name).")
    }
}

final class ExampleRegister: DependencyRegister {
    func registerDependencies(container: Resolver) {
        // fixed: PetOwner's `@Resolve var pet: Animal` names no variant, and a variant never falls back to
        // it, so the cat is registered without the seed's `variant: "Mimi"`
        container.register { Cat(name: "Mimi") as Animal }
        container.register { PetOwner() as Person }
    }
}

// MARK: - What the seed uses without declaring

/// Seed 003's `persistent` example.
final class Example {}

/// Seed 003's `transient` example.
final class Example2 {}

/// Seed 003's `ephemeral` example.
final class Example3 {}

/// Another person, to replace PetOwner's registration.
final class DogWalker: Person {
    func play() {}
}

/// The container a test gives seed 003's `@Resolve(container: someContext)` while it makes an owner.
enum SomeContext {
    @TaskLocal static var bound: DependencyResolver?
}

/// Seed 003's `someContext`: the container the running test bound to ``SomeContext/bound``.
var someContext: DependencyResolver {
    guard let context = SomeContext.bound else { preconditionFailure("bind SomeContext.bound first") }
    return context
}

/// Seed 003's `@Resolve(container: someContext) var pet: Animal`.
final class SomeContextPetOwner {
    @Resolve(container: someContext) var pet: Animal
}

/// Seed 003's `@Resolve(variant:"long_date") var formatter: DateFormatter`, on a screen that shows dates and
/// may be given another formatter.
final class DateScreen {
    // This will resolve expected date formatter
    @Resolve(variant: "long_date") var formatter: DateFormatter

    /// The seed's `self.formatter = someOtherFormatter`.
    func use(_ someOtherFormatter: DateFormatter) {
        self.formatter = someOtherFormatter
    }
}

// MARK: - What the seed prints

/// The lines seed 003's `print` calls wrote while a test listened.
final class PrintedLines: @unchecked Sendable {
    /// Where the lines printed by the running test go.
    @TaskLocal static var current: PrintedLines?

    private let lock = NSLock()
    private var lines: [String] = []

    /// Runs `body` and returns the lines the seed's `print` wrote meanwhile (on this task).
    static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let printed = PrintedLines()
        try $current.withValue(printed) { try body() }
        return printed.lock.withLock { printed.lines }
    }

    fileprivate func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }
}

/// The `print` of the seed's PetOwner: prints the line, and hands it to the test that listens.
private func print(_ line: String) {
    PrintedLines.current?.append(line)
    Swift.print(line)
}
