// The other entry points from main-actor code: registering, storing and removing from a main-actor class
// and a main-actor function, and property wrappers on a main-actor class.

import HierResolver

private final class Document {
    let title: String

    init(_ title: String) {
        self.title = title
    }
}

@MainActor private final class DocumentModel {
    let c: DependencyResolver
    @Resolve var document: Document
    @LazyResolve var draft: Document

    init(container: DependencyResolver) {
        c = container
        _document = Resolve(container: container)
        _draft = LazyResolve(variant: "draft", container: container)
    }

    func register() {
        c.register(lifetime: .persistent) { Document("first") }
        c.register(variant: "draft") { (_: DependencyResolver, args: Args) in Document(args.optional() ?? "untitled") }
        c.persistent(variant: "kept") { Document("kept") }
    }

    func save(_ document: Document) throws {
        try c.tryStore(object: document, variant: "kept")
    }

    func saveOrKind(_ document: Document, variant: Variant) -> DependencyError.Kind? {
        do {
            try c.tryStore(object: document, variant: variant)
            return nil
        } catch let error as DependencyError {
            return error.kind
        } catch {
            return nil
        }
    }
}

@MainActor
private func removeDrafts(_ c: DependencyResolver) -> (first: Bool, second: Bool) {
    let first = (try? c.tryRemoveResolver(for: Document.self, variant: "draft")) != nil
    let second = (try? c.tryRemoveResolver(for: Document.self, variant: "draft")) != nil
    return (first, second)
}

@MainActor
func mainActorChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "main actor")
    let model = DocumentModel(container: c)
    model.register()
    log.check("main-actor class: register and @Resolve", model.document.title == "first")
    model.$draft.args = "notes"
    log.check("main-actor class: @LazyResolve with $x.args", model.draft.title == "notes")
    let saved = Document("saved")
    log.check(
        "main-actor class: tryStore with try",
        (try? model.save(saved)) != nil && c.resolve(Document.self, variant: "kept") === saved)
    log.check(
        "main-actor class: tryStore in do/catch", model.saveOrKind(Document("x"), variant: "draft") == .storeFailed)
    let assigned = Document("assigned")
    model.document = assigned
    log.check("main-actor class: assigning to @Resolve", c.resolve(Document.self) === assigned)
    let removed = removeDrafts(c)
    log.check("main-actor function: tryRemoveResolver with try?", removed.first && !removed.second)
}
