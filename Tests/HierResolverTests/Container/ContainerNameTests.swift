import HierResolver
import Testing

// Container names in messages: a name is written as a Swift string literal, so any name reads on one
// line and means one thing; a container without a name is named after what it is a child or a copy of
// and the line of code that made it.

@Suite("Container names in messages")
struct ContainerNameTests {
    private static let file = "HierResolverTests/ContainerNameTests.swift"

    /// The message of a resolve of a type nothing registers, from `container`.
    private func missMessage(from container: DependencyResolver) -> String {
        message(of: #expect(throws: DependencyError.self) { try container.tryResolve(Session.self) })
    }

    @Test("a name with a quote and a newline is escaped as a Swift string literal and stays on one line")
    func quoteAndNewlineAreEscaped() {
        let app = DependencyResolver(name: "a\"b\nc")

        let text = missMessage(from: app)

        #expect(text.hasPrefix(#"No registration for `HierResolverTests.Session` in "a\"b\nc"."# + "\n"))
        #expect(app.description == #"DependencyResolver("a\"b\nc")"#)
        #expect(app.name == "a\"b\nc", "the name itself is kept as given")
    }

    @Test("a variant with a quote and a newline is escaped too, in messages and in Variant's description")
    func variantNamesAreEscaped() {
        let app = DependencyResolver(name: "app")
        let variant = Variant("a\"b\nc")

        let text = message(
            of: #expect(throws: DependencyError.self) { try app.tryResolve(Session.self, variant: variant) })

        #expect(variant.description == #""a\"b\nc""#)
        #expect(
            text.hasPrefix(#"No registration for `HierResolverTests.Session` (variant "a\"b\nc") in "app"."# + "\n"))
    }

    @Test("a Mermaid chart keeps a container name with a quote and a newline on its line")
    func mermaidEscapesNames() {
        let app = DependencyResolver(name: "a\"b\nc")
        app.register { Session() }

        let chart = app.dependencyGraph().mermaid()

        #expect(chart.contains(#"["a#quot;b\nc"]"#), "\(chart)")
        #expect(!chart.contains("b\nc"))
    }

    @Test("backslashes, tabs and other control characters in a name are escaped as Swift escapes them")
    func controlCharactersAreEscaped() {
        let app = DependencyResolver(name: "tab\there\\back\r\0\u{1B}\u{2028}\u{202E}é")

        #expect(app.description == #"DependencyResolver("tab\there\\back\r\0\u{1B}\u{2028}\u{202E}é")"#)
    }

    @Test("a container with an empty name is named after the line that made it")
    func emptyNameGetsTheDefaultName() {
        let (root, line) = (DependencyResolver(name: ""), #line)
        let (child, childLine) = (root.child(name: ""), #line)

        #expect(root.description == "DependencyResolver(root made at \(Self.file):\(line))")
        #expect(
            missMessage(from: child).hasPrefix(
                "No registration for `HierResolverTests.Session` in child of (root made at \(Self.file):\(line)) "
                    + "made at \(Self.file):\(childLine).\n"))
    }

    @Test("an unnamed child is named after its parent and the line that made it, however it was made")
    func unnamedChildNamesParentAndLine() {
        let app = DependencyResolver(name: "app")
        let made: [(container: DependencyResolver, line: Int)] = [
            (app.child(), #line),
            (DependencyResolver(parent: app), #line),
            (Resolver(child: app), #line),
            (app.child(modules: []), #line),
        ]

        for (child, line) in made {
            #expect(child.description == "DependencyResolver(child of \"app\" made at \(Self.file):\(line))")
        }
        #expect(
            missMessage(from: made[0].container).hasPrefix(
                "No registration for `HierResolverTests.Session` in child of \"app\" made at \(Self.file):\(made[0].line)."
            ))
    }

    @Test("an unnamed root is named after the line that made it, and so is its unnamed child")
    func unnamedRootAndGrandchild() {
        let (root, line) = (DependencyResolver(), #line)
        let (child, childLine) = (root.child(), #line)
        let grandchild = child.child(name: "leaf")

        #expect(root.description == "DependencyResolver(root made at \(Self.file):\(line))")
        #expect(
            child.description
                == "DependencyResolver(child of (root made at \(Self.file):\(line)) made at \(Self.file):\(childLine))")
        #expect(grandchild.description == "DependencyResolver(\"leaf\")", "a named child of unnamed ones")
    }

    @Test("a copy named \"\" is called a copy of the original, made at the line that called copy")
    func copyWithEmptyName() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")

        let (copy, line) = (feature.copy(name: ""), #line)
        let (withOverrides, overridesLine) = (feature.copy(name: "") { _ in }, #line)

        #expect(copy.description == "DependencyResolver(copy of \"feature\" made at \(Self.file):\(line))")
        #expect(copy.parent?.name == "app (copy)", "the ancestors' copies keep their names")
        #expect(
            withOverrides.description
                == "DependencyResolver(copy of \"feature\" made at \(Self.file):\(overridesLine))")
        #expect(
            missMessage(from: copy).hasPrefix(
                "No registration for `HierResolverTests.Session` in copy of \"feature\" made at \(Self.file):\(line)."))
    }

    @Test("the copies of unnamed containers are called copies of them")
    func copyOfUnnamedContainers() {
        let (root, line) = (DependencyResolver(), #line)
        let (child, childLine) = (root.child(), #line)

        let (copy, copyLine) = (child.copy(), #line)

        let rootName = "root made at \(Self.file):\(line)"
        let childName = "child of (\(rootName)) made at \(Self.file):\(childLine)"
        #expect(copy.name == nil)
        #expect(copy.description == "DependencyResolver(copy of (\(childName)) made at \(Self.file):\(copyLine))")
        #expect(
            copy.parent?.description == "DependencyResolver(copy of (\(rootName)) made at \(Self.file):\(copyLine))")
    }
}
