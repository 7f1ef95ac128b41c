// The app's view models: main-actor classes (the target's default isolation), the most typical
// main-actor types an app registers.

/// Registered with a plain closure: the app resolves it on the main actor only.
public final class PetListViewModel {
    public let repository: PetRepository
    public var title = "Pets"

    public init(repository: PetRepository) { self.repository = repository }

    public var rows: [String] { repository.allPets() }
}

/// Registered with `{ @MainActor r in ... }`: built only on the main actor, resolvable from anywhere
/// with `await container.async.resolve()`.
public final class ProfileViewModel {
    public let session: Session
    public var greeting: String { "Hello, \(session.user)" }

    public init(session: Session) { self.session = session }
}

/// Registered with `persistent { @MainActor in ... }`: one per container.
public final class SettingsViewModel {
    public var darkMode = false
    public var shownCount = 0
    public init() {}
}

/// Registered with `{ @MainActor (r, args) in ... }`: built with Resolver-style arguments.
public final class PetEditorViewModel {
    public let editing: Bool
    public let repository: PetRepository

    public init(editing: Bool, repository: PetRepository) {
        self.editing = editing
        self.repository = repository
    }
}

/// Registered with `{ @MainActor (name: String) in ... }`: built with a typed argument.
public final class PetDetailViewModel {
    public let name: String
    public var notes: [String] = []
    public init(name: String) { self.name = name }
}

/// Registered with `{ @MainActor (name: String, age: Int) in ... }`: two typed arguments.
public final class PetCardViewModel {
    public let name: String
    public let age: Int
    public init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
}

/// Registered under names, with `transient`/`ephemeral { @MainActor in ... }` and `replace`.
public final class BannerViewModel {
    public let text: String
    public init(text: String) { self.text = text }
}

/// Registered on `main`, through the static API, with `{ @MainActor in ... }`.
public final class OnboardingViewModel {
    public let step: Int
    public init(step: Int) { self.step = step }
}

/// A protocol a view model is served as, so that a preview or a test can replace it.
public protocol InboxModel: AnyObject {
    var unread: Int { get }
}

public final class InboxViewModel: InboxModel {
    public let unread: Int
    public init(unread: Int) { self.unread = unread }
}

public final class PreviewInboxViewModel: InboxModel {
    public let unread = 99
    public init() {}
}
