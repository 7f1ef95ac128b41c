// expect: risks causing data races
// An actor passes its own non-Sendable state as a typed argument to an `await` resolve.
import HierResolver

final class Notes {
    var text = ""
}

final class NoteCard {
    init(notes: Notes) {}
}

actor Clinic {
    var notes = Notes()
    let app: DependencyResolver

    init(app: DependencyResolver) {
        self.app = app
    }

    func card() async throws -> NoteCard {
        try await app.async.tryResolve(arguments: notes)
    }
}
