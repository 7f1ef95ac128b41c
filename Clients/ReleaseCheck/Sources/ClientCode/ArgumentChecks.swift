// Runtime arguments: every `Args` accessor inside factories, and typed arguments.

import HierResolver

private final class Session {
    let user: String
    let attempt: Int

    init(user: String, attempt: Int) {
        self.user = user
        self.attempt = attempt
    }
}

private struct Summary: Equatable {
    let text: String
}

private func registerArgsFactories(_ c: DependencyResolver) {
    c.register { (_: DependencyResolver, args: Args) in Session(user: args("user"), attempt: args.get("attempt")) }
    c.register(variant: "single") { (_: DependencyResolver, args: Args) in Session(user: args(), attempt: 0) }
    c.register(name: "get") { (_: DependencyResolver, args: Args) in Session(user: args.get(), attempt: 1) }
    c.register(variant: "optional") { (_: DependencyResolver, args: Args) in
        Session(user: args.optional("user") ?? "guest", attempt: args.optional() ?? -1)
    }
    c.register(variant: "throwing") { (_: DependencyResolver, args: Args) in
        Session(user: try args.value("user"), attempt: try args.optionalValue("attempt") ?? 0)
    }
    c.register(variant: "throwing-single") { (_: DependencyResolver, args: Args) in
        Session(user: try args.value(), attempt: 0)
    }
    c.register(variant: "optional-value") { (_: DependencyResolver, args: Args) in
        Session(user: "counted", attempt: try args.optionalValue() ?? -1)
    }
    c.register(variant: "forms") { (_: DependencyResolver, args: Args) -> Summary in
        let forced: String = try! args.value("user")
        let optional: Int? = try? args.value("attempt")
        do {
            let note: String = try args.value("note")
            return Summary(text: "\(forced) \(optional ?? 0) \(note)")
        } catch {
            return Summary(text: "\(forced) \(optional ?? 0) no note")
        }
    }
    c.register(variant: "passed") { (_: DependencyResolver, args: Args) in
        Summary(text: "\(args.passedValue.map { "\($0)" } ?? "nothing")")
    }
}

private func argsChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "args")
    registerArgsFactories(c)
    let both: Session = c.resolve(args: ["user": "ann", "attempt": 2])
    log.check("args(\"key\") and args.get(\"key\")", both.user == "ann" && both.attempt == 2)
    log.check("args() with one value", c.resolve(Session.self, variant: "single", args: "bob").user == "bob")
    log.check("args.get() with one value", c.resolve(Session.self, name: "get", args: "cy").user == "cy")
    let named: Session = c.resolve(variant: "optional", args: ["user": "dee"])
    let single: Session = c.resolve(variant: "optional", args: 5)
    log.check(
        "args.optional() and args.optional(\"key\")",
        named.user == "dee" && named.attempt == -1 && single.user == "guest" && single.attempt == 5)
    let thrown: Session = c.resolve(variant: "throwing", args: ["user": "eve", "attempt": 3])
    let thrownSingle: Session = c.resolve(variant: "throwing-single", args: "fay")
    log.check(
        "args.value(\"key\"), args.optionalValue(\"key\"), args.value(), args.optionalValue()",
        thrown.user == "eve" && thrown.attempt == 3 && thrownSingle.user == "fay"
            && c.resolve(Session.self, variant: "optional-value", args: 4).attempt == 4
            && c.resolve(Session.self, variant: "optional-value").attempt == -1)
    log.check(
        "Args accessors with try!, try? and do/catch in a factory",
        c.resolve(Summary.self, variant: "forms", args: ["user": "gus", "attempt": 4]).text == "gus 4 no note"
            && c.resolve(Summary.self, variant: "forms", args: ["user": "hal", "note": "hi"]).text == "hal 0 hi")
    log.check(
        "args.passedValue",
        c.resolve(Summary.self, variant: "passed", args: 9).text == "9"
            && c.resolve(Summary.self, variant: "passed").text == "nothing")
    log.check(
        "an argument of the wrong type is an argumentMismatch",
        errorKind { _ = try c.tryResolve(Session.self, variant: "throwing", args: ["user": 5]) } == .argumentMismatch)
    log.check(
        "a missing argument is an argumentMismatch",
        errorKind { _ = try c.tryResolve(Session.self, variant: "throwing-single") } == .argumentMismatch)
    let alias: DependencyResolver.Args.Type = Args.self
    log.check("DependencyResolver.Args is Args", alias == Args.self)
}

private func registerTypedFactories(_ c: DependencyResolver) {
    c.register { (user: String) in Session(user: user, attempt: 0) }
    c.register(name: "pair") { (user: String, attempt: Int) in Session(user: user, attempt: attempt) }
    c.register(variant: "container", arguments: String.self) { r, user in
        Session(user: "\(user)@\(r.name ?? "?")", attempt: 0)
    }
    c.register(name: "container-pair", lifetime: .ephemeral, arguments: String.self, Int.self) { r, user, attempt in
        Session(user: "\(user)@\(r.name ?? "?")", attempt: attempt)
    }
    c.register(variant: "throwing") { (attempt: Int) throws -> Session in
        guard attempt >= 0 else { throw PlannedFailure(reason: "negative attempt") }
        return Session(user: "counted", attempt: attempt)
    }
}

private func typedChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "typed")
    registerTypedFactories(c)
    log.check(
        "register { (user: String) in ... } and resolve(arguments:)",
        c.resolve(Session.self, arguments: "ann").user == "ann")
    let pair: Session = c.resolve(name: "pair", arguments: "bob", 2)
    log.check("register(name:) with two typed arguments", pair.user == "bob" && pair.attempt == 2)
    let withContainer: Session = c.resolve(variant: "container", arguments: "cy")
    log.check("register(variant:arguments:factory:) receives the container", withContainer.user == "cy@typed")
    let ephemeral: Session = c.resolve(name: "container-pair", arguments: "dee", 3)
    log.check(
        "register(name:lifetime:arguments:_:factory:)",
        ephemeral.user == "dee@typed" && ephemeral.attempt == 3)
    log.check(
        "arguments of other types find no registration",
        errorKind { _ = try c.tryResolve(Session.self, arguments: 5) } == .notRegistered)
    log.check(
        "a typed factory that throws is a factoryFailed",
        errorKind { _ = try c.tryResolve(Session.self, variant: "throwing", arguments: -1) } == .factoryFailed
            && c.resolve(Session.self, variant: "throwing", arguments: 7).attempt == 7)
}

func argumentChecks(_ log: CheckLog) {
    argsChecks(log)
    typedChecks(log)
}
