// The app's view models: main-actor classes (the target's default isolation), the most typical
// main-actor types an app registers.

/// Registered with a plain closure: the app resolves it on the main actor only.
public final class PetListViewModel {
    /// The repository the list reads its rows from.
    public let repository: PetRepository
    var title = "Pets"

    init(repository: PetRepository) { self.repository = repository }

    /// The pets' names the list shows, read from the repository on each access.
    public var rows: [String] { repository.allPets() }
}

/// Registered with `{ @MainActor r in ... }`: built only on the main actor, resolvable from anywhere
/// with `await container.async.resolve()`.
public final class ProfileViewModel {
    let session: Session
    /// The greeting shown to the session's user.
    public var greeting: String { "Hello, \(session.user)" }

    /// Makes the profile of `session`'s user.
    public init(session: Session) { self.session = session }
}

/// Registered with `persistent { @MainActor in ... }`: one per container.
final class SettingsViewModel {
    var darkMode = false
    var shownCount = 0
    init() {}
}

/// Registered with `{ @MainActor (r, args) in ... }`: built with Resolver-style arguments.
final class PetEditorViewModel {
    let editing: Bool
    let repository: PetRepository

    init(editing: Bool, repository: PetRepository) {
        self.editing = editing
        self.repository = repository
    }
}

/// Registered with `{ @MainActor (name: String) in ... }`: built with a typed argument.
public final class PetDetailViewModel {
    /// The pet's name as shown; the "featured" registration prefixes it with a star.
    public let name: String
    var notes: [String] = []
    init(name: String) { self.name = name }
}

/// Registered with `{ @MainActor (name: String, age: Int) in ... }`: two typed arguments.
public final class PetCardViewModel {
    /// The name of the pet on the card.
    public let name: String
    /// The pet's age in years, shown on the card.
    public let age: Int
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
}

/// Registered under names, with `transient`/`ephemeral { @MainActor in ... }` and `replace`.
final class BannerViewModel {
    let text: String
    init(text: String) { self.text = text }
}

/// Registered on `main`, through the static API, with `{ @MainActor in ... }`.
public final class OnboardingViewModel {
    /// The onboarding step to show; each registration of the view model picks its own.
    public let step: Int
    init(step: Int) { self.step = step }
}

/// A protocol a view model is served as, so that a preview or a test can replace it.
public protocol InboxModel: AnyObject {
    var unread: Int { get }
}

final class InboxViewModel: InboxModel {
    let unread: Int
    init(unread: Int) { self.unread = unread }
}

final class PreviewInboxViewModel: InboxModel {
    let unread = 99
    init() {}
}
