import HierResolver

/// What a mistake looks like: the error says what was asked, what exists, and how to fix it.
enum ErrorsStory {
    static func run() {
        scene("Errors that say how to fix them")
        let app = observed(DependencyResolver(name: "app"))
        app.register(variant: "long_date") { DateFormat("MMM yyyy") }
        let feature = app.child(name: "checkout")
        do {
            let format: DateFormat = try feature.tryResolve(variant: "long-date")
            print(format.pattern)
        } catch {
            print(error)
        }
    }
}
