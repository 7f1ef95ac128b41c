import HierResolver
import Testing

// Recursion with arguments: a factory may resolve its own registration with other arguments, typed or
// `Args`; the same typed arguments again are a cycle, and recursion that never stops ends with .tooDeep.
// These stay in the "Reliability: every resolution ends" suite (its `Probe` types and `probeTerminates`
// watchdog; CI's thread-sanitizer filter matches the suite's name).

extension ReliabilityTests {
    @Test(
        "a factory that resolves its own registration with other typed arguments recurses",
        arguments: [Lifetime.graph, .ephemeral])
    func recursionWithTypedArguments(lifetime: Lifetime) throws {
        let app = DependencyResolver(name: "tree")
        app.register(lifetime: lifetime, arguments: Int.self) { r, depth in
            Probe.TreeNode(
                depth: depth, child: depth > 0 ? try r.tryResolve(Probe.TreeNode.self, arguments: depth - 1) : nil)
        }

        let root: Probe.TreeNode = try app.tryResolve(arguments: 4)

        #expect(root.depths == [4, 3, 2, 1, 0])
    }

    @Test("a binary tree of ephemeral nodes: every resolve with arguments builds its own node")
    func binaryTree() throws {
        let app = DependencyResolver(name: "tree")
        app.register(lifetime: .ephemeral, arguments: Int.self) { r, depth in
            Probe.Branch(
                depth: depth,
                children: depth > 0
                    ? [try r.tryResolve(arguments: depth - 1), try r.tryResolve(arguments: depth - 1)] : [])
        }

        let root: Probe.Branch = try app.tryResolve(arguments: 3)

        #expect(root.count == 15)
    }

    @Test("a factory that resolves its own registration with the same typed arguments is a cycle")
    func recursionWithSameArguments() throws {
        let app = DependencyResolver(name: "tree")
        app.register(arguments: Int.self) { r, depth in
            Probe.TreeNode(depth: depth, child: try r.tryResolve(Probe.TreeNode.self, arguments: depth))
        }

        #expect {
            let _: Probe.TreeNode = try app.tryResolve(arguments: 2)
        } throws: { error in
            (error as? DependencyError)?.kind == .cycle
        }
    }

    @Test("recursion whose arguments never reach a stopping case ends with .tooDeep naming the repeated registration")
    func endlessRecursion() throws {
        let app = DependencyResolver(name: "tree")
        app.register(arguments: Int.self) { r, depth in
            Probe.TreeNode(depth: depth, child: try r.tryResolve(Probe.TreeNode.self, arguments: depth + 1))
        }

        let outcome = probeTerminates(stackSize: 512 * 1024) { () -> String in
            do {
                let _: Probe.TreeNode = try app.tryResolve(arguments: 0)
                return "built"
            } catch let error as DependencyError {
                return "\(error.kind): \(error.message)"
            }
        }

        let text = try #require(outcome)
        #expect(text.hasPrefix("tooDeep: "), "\(text.prefix(300))")
        #expect(text.contains("\n`HierResolverTests.Probe.TreeNode` appears "), "\(text.prefix(600))")
        #expect(text.contains("recurses until its arguments reach a case that stops"))
    }

    @Test("recursion through Args: each level reads its own arguments")
    func recursionWithArgs() throws {
        let app = DependencyResolver(name: "tree")
        app.register { (r: DependencyResolver, args: DependencyResolver.Args) -> Probe.TreeNode in
            let depth: Int = args()
            return Probe.TreeNode(
                depth: depth, child: depth > 0 ? try r.tryResolve(Probe.TreeNode.self, args: depth - 1) : nil)
        }

        let root: Probe.TreeNode = try app.tryResolve(args: 2)

        #expect(root.depths == [2, 1, 0])
    }
}
