import HierResolver

/// Something with a tag that says which registration made it.
protocol Tagged {
    var tag: String { get }
}

/// The widget each shape file resolves, made from a tag.
protocol TaggedWidget: Tagged {
    init(tag: String)
}

/// The containers the shape files resolve from: one key per resolve form, plus arguments.
enum ShapeContainers {
    /// A container whose registrations make widgets tagged by how they were resolved. The keys without
    /// arguments are persistent, so a second resolve gives the same instance.
    static func good<W: TaggedWidget>(_: W.Type) -> DependencyResolver {
        let container = DependencyResolver(name: "good")
        container.register(lifetime: .persistent) { W(tag: "plain") }
        container.register(variant: "blue", lifetime: .persistent) { W(tag: "blue") }
        container.register(name: "red", lifetime: .persistent) { W(tag: "red") }
        container.register(variant: "single") { (_: DependencyResolver, args: Args) in
            W(tag: "single-\(try args.value() as Int)")
        }
        container.register(name: "dict") { (_: DependencyResolver, args: Args) in
            W(tag: "dict-\(try args.value("n") as Int)")
        }
        container.register { (number: Int) in W(tag: "typed-\(number)") }
        container.register(variant: "typed") { (number: Int, text: String) in W(tag: "\(text)-\(number)") }
        return container
    }

    /// A container with the same keys as ``good(_:)``, whose factories all throw.
    static func broken<W: TaggedWidget>(_: W.Type) -> DependencyResolver {
        let container = DependencyResolver(name: "broken")
        let failure = PlannedFailure(reason: "broken on purpose")
        container.register { () throws -> W in throw failure }
        container.register(variant: "blue") { () throws -> W in throw failure }
        container.register(name: "red") { () throws -> W in throw failure }
        container.register(variant: "single") { (_: DependencyResolver, _: Args) throws -> W in throw failure }
        container.register(name: "dict") { (_: DependencyResolver, _: Args) throws -> W in throw failure }
        container.register { (_: Int) throws -> W in throw failure }
        container.register(variant: "typed") { (_: Int, _: String) throws -> W in throw failure }
        return container
    }
}
