import Foundation
import HierResolverSwinject

// Types the Swinject-spelling tests register.

protocol Animal: AnyObject {
    var name: String { get }
}

final class Cat: Animal {
    let name: String
    init(name: String) { self.name = name }
}

final class Session: Sendable {}

final class Owner {
    let pet: Animal
    let session: Session
    init(pet: Animal, session: Session) {
        self.pet = pet
        self.session = session
    }
}

struct Tag {
    let text: String
}

/// A list that assemblies append to, to show the order they ran in.
final class Journal: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func note(_ entry: String) { lock.withLock { entries.append(entry) } }

    var all: [String] { lock.withLock { entries } }
}

enum PetName: String {
    case mimi
    case tom = "tom-cat"
}

@MainActor final class PetListViewModel {
    let session: Session
    init(session: Session) { self.session = session }
}
