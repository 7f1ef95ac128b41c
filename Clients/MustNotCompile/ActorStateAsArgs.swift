// expect: risks causing data races
// An actor passes its own non-Sendable state as `args:` to an `await` resolve: the factory may run
// elsewhere (an async factory, or the main actor) while the actor runs on.
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
        try await app.async.tryResolve(args: notes)
    }
}
