#!/usr/bin/env python3
"""Writes the Swift sources that Scripts/compile-cost.sh type-checks and builds.

One service graph for every library: COUNT final classes, each taking 0 to 5 earlier services in
its initializer (a fixed, seeded mix: 25% none, 25% one, 20% two, 15% three, 10% four, 5% five),
so the first N services of the graph are a closed graph for any N. Each library's file registers
and resolves the services as its users write them:

  hier-closure   HierResolver   c.register { r in S(a: r.resolve(), b: r.resolve()) }
                                let s: S = c.resolve()
  hier-auto      HierResolver   c.autoregister(initializer: S.init)
                                let s: S = c.resolve()
  swinject       Swinject       c.register(S.self) { r in S(a: r.resolve(A.self)!, ...) }
                                let s = c.resolve(S.self)!
  resolver       Resolver       register { S(a: resolve(), b: resolve()) }   (inside `extension Resolver`)
                                let s: S = Resolver.resolve()
  factory        Factory        extension Container { var s: Factory<S> { self { S(a: self.a()) } } }
                                let s = Container.shared.s()

Usage:
  generate_compile_cost.py typecheck STYLE COUNT OUT.swift [--types-only]
      the type-check file: the types, then (unless --types-only) a function registering all of
      them and one resolving all of them. The types-only file keeps the same import.
  generate_compile_cost.py exe STYLE COUNT OUT.swift
      an executable's main.swift: registers COUNT services and resolves each once, handing each
      instance to a function the optimiser cannot drop (`sink`), so that nothing is optimised away.
"""
import random
import sys

MODULES = {
    "hier-closure": "HierResolver",
    "hier-auto": "HierResolver",
    "swinject": "Swinject",
    "resolver": "ResolverPeer",
    "factory": "FactoryKit",
}
MIX = [(0, 25), (1, 25), (2, 20), (3, 15), (4, 10), (5, 5)]
LABELS = ["a", "b", "c", "d", "e"]
# compile-cost.sh finds the two parts of the file by these lines.
REGISTRATIONS_MARK = "// MARK: - registrations"
RESOLVES_MARK = "// MARK: - resolves"


def graph(count):
    """deps[i]: the earlier services that service i's initializer takes, in parameter order."""
    rng = random.Random(42)
    weights = [w for _, w in MIX]
    deps = []
    for i in range(count):
        k = rng.choices([n for n, _ in MIX], weights)[0]
        k = min(k, i)
        deps.append(sorted(rng.sample(range(i), k)))
    return deps


def svc(i):
    return f"Svc{i:03d}"


def prop(i):
    return f"svc{i:03d}"


def types(deps):
    out = []
    for i, ds in enumerate(deps):
        if not ds:
            out.append(f"final class {svc(i)} {{ init() {{}} }}")
            continue
        fields = " ".join(f"let {LABELS[j]}: {svc(d)};" for j, d in enumerate(ds))
        params = ", ".join(f"{LABELS[j]}: {svc(d)}" for j, d in enumerate(ds))
        body = "; ".join(f"self.{LABELS[j]} = {LABELS[j]}" for j in range(len(ds)))
        out.append(f"final class {svc(i)} {{ {fields} init({params}) {{ {body} }} }}")
    return out


def call(i, ds, arg):
    """`Svc005(a: <arg(Svc001)>, b: <arg(Svc003)>)`"""
    return f"{svc(i)}(" + ", ".join(f"{LABELS[j]}: {arg(d)}" for j, d in enumerate(ds)) + ")"


def registrations(style, deps):
    """(declarations outside the function, statements of `registerAll`)."""
    decls, stmts = [], []
    for i, ds in enumerate(deps):
        if style == "hier-closure":
            if ds:
                stmts.append(f"c.register {{ r in {call(i, ds, lambda d: 'r.resolve()')} }}")
            else:
                stmts.append(f"c.register {{ {svc(i)}() }}")
        elif style == "hier-auto":
            stmts.append(f"c.autoregister(initializer: {svc(i)}.init)")
        elif style == "swinject":
            stmts.append(f"c.register({svc(i)}.self) {{ {'r' if ds else '_'} in {call(i, ds, lambda d: f'r.resolve({svc(d)}.self)!')} }}")
        elif style == "resolver":
            stmts.append(f"register {{ {call(i, ds, lambda d: 'resolve()')} }}")
        elif style == "factory":
            decls.append(f"    var {prop(i)}: Factory<{svc(i)}> {{ self {{ {call(i, ds, lambda d: f'self.{prop(d)}()')} }} }}")
        else:
            raise SystemExit(f"unknown style {style}")
    return decls, stmts


def resolve_stmt(style, i):
    if style in ("hier-closure", "hier-auto"):
        return f"let v{i:03d}: {svc(i)} = c.resolve()"
    if style == "swinject":
        return f"let v{i:03d} = c.resolve({svc(i)}.self)!"
    if style == "resolver":
        return f"let v{i:03d}: {svc(i)} = Resolver.resolve()"
    if style == "factory":
        return f"let v{i:03d} = Container.shared.{prop(i)}()"
    raise SystemExit(f"unknown style {style}")


def container_type(style):
    return {"hier-closure": "DependencyResolver", "hier-auto": "DependencyResolver",
            "swinject": "Container"}.get(style)


def program(style, count, types_only, exe):
    deps = graph(count)
    lines = [f"// GENERATED by Benchmarks/Scripts/generate_compile_cost.py ({style}, {count} services"
             + (", types only" if types_only else "") + "); do not edit.",
             f"import {MODULES[style]}", ""]
    lines += types(deps)
    lines.append("")
    lines.append("@inline(never) func sink(_ x: AnyObject) { if ObjectIdentifier(x).hashValue == 1 { print(x) } }")
    if types_only:
        return "\n".join(lines) + "\n"
    decls, stmts = registrations(style, deps)
    lines.append("")
    lines.append(REGISTRATIONS_MARK)
    ctype = container_type(style)
    if style == "resolver":
        lines.append("extension Resolver {")
        lines.append("    static func registerAll() {")
        lines += ["        " + s for s in stmts]
        lines += ["    }", "}"]
    elif style == "factory":
        lines.append("extension Container {")
        lines += decls
        lines.append("}")
    else:
        lines.append(f"func registerAll(_ c: {ctype}) {{")
        lines += ["    " + s for s in stmts]
        lines.append("}")
    lines.append("")
    param = f"_ c: {ctype}" if ctype else ""
    lines.append(RESOLVES_MARK)
    lines.append(f"func resolveAll({param}) {{")
    for i in range(count):
        lines.append("    " + resolve_stmt(style, i))
        lines.append(f"    sink(v{i:03d})")
    lines.append("}")
    if exe:
        lines.append("")
        lines.append("@inline(never) func run() {")
        if ctype == "DependencyResolver":
            lines += ["    let c = DependencyResolver()", "    registerAll(c)", "    resolveAll(c)"]
        elif ctype == "Container":
            lines += ["    let c = Container()", "    registerAll(c)", "    resolveAll(c)"]
        elif style == "resolver":
            lines += ["    Resolver.registerAll()", "    resolveAll()"]
        else:
            lines += ["    resolveAll()"]
        lines.append("}")
        lines.append("run()")
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) < 5 or argv[1] not in ("typecheck", "exe"):
        raise SystemExit(__doc__)
    kind, style, count, out = argv[1], argv[2], int(argv[3]), argv[4]
    types_only = "--types-only" in argv[5:]
    if style not in MODULES:
        raise SystemExit(f"unknown style {style}; one of {', '.join(MODULES)}")
    with open(out, "w") as f:
        f.write(program(style, count, types_only, kind == "exe"))


if __name__ == "__main__":
    main(sys.argv)
