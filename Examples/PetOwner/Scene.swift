import HierResolver

/// Settings of the tour, from the command line.
enum Tour {
    /// Whether `--trace` was given: every container the scenes make prints its resolutions.
    nonisolated(unsafe) static var traces = false
}

/// Prints a scene's title.
func scene(_ title: String) {
    print("\n## \(title)\n")
}

/// A scene's root container: traced when the tour runs with `--trace`.
func observed(_ container: DependencyResolver) -> DependencyResolver {
    if Tour.traces {
        container.trace =
            TracePrinter { text in
                print(text.split(separator: "\n").map { "  trace: " + $0 }.joined(separator: "\n"))
            }.handler
    }
    return container
}
