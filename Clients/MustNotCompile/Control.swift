// The files beside this one, written rightly: the actor passes values it makes for the resolve,
// which it does not keep.
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
        let first: NoteCard = try await app.async.tryResolve(args: Notes())
        _ = first
        return try await app.async.tryResolve(arguments: Notes())
    }
}
