// `swift run PetOwner`: a tour of HierResolver, scene by scene, in the order of the guides.
// `swift run PetOwner --help` lists the options.

import Foundation
import HierResolver

/// A scene of the tour: the name to pick it by, and what it shows.
struct Scene {
    let name: String
    let summary: String
    let run: () async -> Void
}

let scenes = [
    Scene(name: "pet", summary: "registering and resolving, duplicates, replace, remove", run: PetStory.run),
    Scene(name: "locator", summary: "the app-wide container: main, root, Resolving", run: LocatorStory.run),
    Scene(name: "variants", summary: "several registrations of one type", run: VariantsStory.run),
    Scene(name: "lifetimes", summary: "persistent, transient, ephemeral, reset, defaults", run: LifetimesStory.run),
    Scene(name: "cycle", summary: "the graph lifetime: one resolution, .implements", run: ResolutionCycleStory.run),
    Scene(name: "arguments", summary: "runtime arguments: Args and typed arguments", run: ArgumentsStory.run),
    Scene(name: "features", summary: "child containers for features and tests", run: FeaturesStory.run),
    Scene(name: "context", summary: "the context rule and captive dependencies", run: ContextStory.run),
    Scene(name: "modules", summary: "feature containers built from modules", run: ModulesStory.run),
    Scene(name: "wrappers", summary: "property wrappers, settable ones and storers", run: PropertyWrappersStory.run),
    Scene(name: "concurrency", summary: "tasks and the main actor: @MainActor view models", run: ConcurrencyStory.run),
    Scene(name: "errors", summary: "errors that say how to fix them, and the trace hook", run: ErrorsStory.run),
    Scene(name: "diagnostics", summary: "verify, trace and the dependency graph", run: DiagnosticsStory.run),
    Scene(
        name: "testing", summary: "tests: a copy of the app with fakes, root scopes, verify's warnings",
        run: TestingStory.run),
]

let usage = """
    usage: swift run PetOwner [--trace] [SCENE ...]
           swift run PetOwner --graph dot|mermaid
           swift run PetOwner --help

    Runs the tour of HierResolver: every scene, or the ones named.

    options:
      --trace          print every resolution of the tour as an indented tree (TracePrinter)
      --graph FORMAT   print the pet clinic's dependency graph as Graphviz DOT (`dot`) or
                       Mermaid (`mermaid`), and nothing else:
                           swift run PetOwner --graph dot | dot -Tsvg > clinic.svg
      --help           show this help

    scenes:
    \(scenes.map { "  \($0.name.padding(to: 13))\($0.summary)" }.joined(separator: "\n"))
    """

extension String {
    /// The string with spaces added up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

/// Stops with the usage and a reason, for arguments the tour does not understand.
func fail(_ reason: String) -> Never {
    print("PetOwner: \(reason)\n\n\(usage)")
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst()
var selected: [Scene] = []
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--trace":
        Tour.traces = true
    case "--graph":
        let graph = PetClinic().graph()
        switch arguments.popFirst() {
        case "dot": print(graph.dot(), terminator: "")
        case "mermaid": print(graph.mermaid(), terminator: "")
        case let format: fail("--graph takes `dot` or `mermaid`, not \(format.map { "`\($0)`" } ?? "nothing")")
        }
        exit(0)
    default:
        guard let scene = scenes.first(where: { $0.name == argument }) else {
            fail("no scene or option `\(argument)`")
        }
        selected.append(scene)
    }
}

print("HierResolver tour\n=================")
for scene in selected.isEmpty ? scenes : selected { await scene.run() }
