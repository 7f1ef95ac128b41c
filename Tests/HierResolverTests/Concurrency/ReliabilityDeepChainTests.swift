import HierResolver
import Testing

// Part of the "Reliability: every resolution ends" suite: chains and cycles deeper than a small thread's
// stack end with .tooDeep (or a cycle) instead of a crash, and leave nothing half-built.

// MARK: 5. deep chains

extension ReliabilityTests {
    /// A chain of `depth` named registrations, `level0` needing `level1` and so on; with `looping`,
    /// the last needs `level0` again.
    static func chain(depth: Int, lifetime: Lifetime, looping: Bool = false) -> DependencyResolver {
        let app = DependencyResolver(name: "deep")
        for level in 0..<depth {
            app.register(name: Variant("level\(level)"), lifetime: lifetime) { r -> Probe.Link in
                if level + 1 < depth || looping {
                    let next = Variant("level\((level + 1) % depth)")
                    return Probe.Link(next: try r.tryResolve(Probe.Link.self, name: next))
                }
                return Probe.Link(next: nil)
            }
        }
        return app
    }

    /// Resolves `level0` of `app` on a thread of `stackSize` bytes: "built N", or the error's kind and message.
    static func resolveTop(of app: DependencyResolver, stackSize: Int) -> String? {
        probeTerminates(stackSize: stackSize) { () -> String in
            do {
                var node: Probe.Link? = try app.tryResolve(Probe.Link.self, name: "level0")
                var length = 0
                while let link = node {
                    length += 1
                    node = link.next
                }
                return "built \(length)"
            } catch let error as DependencyError {
                return "\(error.kind): \(error.message)"
            }
        }
    }

    @Test(
        "a chain too deep for a 512 KB thread fails with .tooDeep instead of crashing, and leaves nothing cached",
        arguments: [Lifetime.graph, .ephemeral, .persistent, .transient])
    func deepChainOnSmallStack(lifetime: Lifetime) throws {
        let app = Self.chain(depth: 5_000, lifetime: lifetime)

        let outcome = try #require(Self.resolveTop(of: app, stackSize: 512 * 1024))

        #expect(
            outcome.hasPrefix("tooDeep: Too deep: building `HierResolverTests.Probe.Link` (variant \"level"),
            "\(outcome.prefix(300))")
        #expect(outcome.contains("this thread's stack is 512 KB"))
        #expect(outcome.contains("(5000") == false, "the chain in the message is abbreviated")
        #expect(outcome.contains("Fix: make the chain end sooner, or resolve on a thread with a larger stack"))
        // The same chain resolves where the stack is large enough; nothing was left half-built.
        #expect(Self.resolveTop(of: app, stackSize: 256 * 1024 * 1024) == "built 5000")
    }

    @Test("a chain that fits resolves on a 512 KB thread")
    func chainThatFits() throws {
        // 30 levels: room to spare even in a debug build under a sanitizer, whose frames are larger.
        let app = Self.chain(depth: 30, lifetime: .graph)
        #expect(Self.resolveTop(of: app, stackSize: 512 * 1024) == "built 30")
    }

    @Test("a cycle longer than the stack allows ends with an error, not a crash")
    func longCycle() throws {
        let app = Self.chain(depth: 5_000, lifetime: .graph, looping: true)
        let outcome = try #require(Self.resolveTop(of: app, stackSize: 512 * 1024))
        #expect(outcome.hasPrefix("tooDeep: ") || outcome.hasPrefix("cycle: "), "\(outcome.prefix(300))")
        let short = Self.chain(depth: 30, lifetime: .persistent, looping: true)
        let cycle = try #require(Self.resolveTop(of: short, stackSize: 512 * 1024))
        #expect(cycle.hasPrefix("cycle: Dependency cycle: `HierResolverTests.Probe.Link` (variant \"level0\")"))
    }
}
