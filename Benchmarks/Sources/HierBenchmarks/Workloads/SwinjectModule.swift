// W1–W3 as Swinject code is written, resolved through `HierResolverSwinject`'s `Container` (its own
// type, whose `resolve` returns an optional): the same registrations and resolves as the Swinject
// rows, and judged against them (at least 10× faster). This file imports the Swinject module alone,
// so `Container` here is `HierResolverSwinject.Container`.

import HierResolverSwinject

extension Workloads {
    static func w1SwinjectModule() -> Case {
        let c = Container()
        c.register(Service.self) { _ in Service() }.inObjectScope(.container)
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(Service.self)! }
        }
        return Case(
            library: .hierSwinject, run: run, check: { checkSameObject(run, what: "W1 HierResolverSwinject") })
    }

    static func w2SwinjectModule() -> Case {
        let c = Container()
        c.register(XYZViewModel.self) { r in
            XYZViewModel(
                fetcher: r.resolve(XYZFetching.self)!,
                updater: r.resolve(XYZUpdating.self)!,
                service: r.resolve(XYZService.self)!)
        }.inObjectScope(.transient)
        c.register(XYZFetching.self) { _ in XYZCombinedService() }.inObjectScope(.transient)
        c.register(XYZUpdating.self) { _ in XYZCombinedService() }.inObjectScope(.transient)
        c.register(XYZService.self) { r in XYZService(r.resolve(XYZSessionService.self)!) }
            .inObjectScope(.transient)
        c.register(XYZSessionService.self) { _ in XYZSessionService() }.inObjectScope(.transient)
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(XYZViewModel.self)! }
        }
        return Case(
            library: .hierSwinject, run: run,
            check: { checkViewModel({ c.resolve(XYZViewModel.self)! }, what: "W2 HierResolverSwinject") })
    }

    static func w3SwinjectModule() -> Case {
        let c = Container()
        for i in 0..<W3.variantCount {
            c.register(VariantProto.self, name: W3.name(i)) { _ in VariantImpl(index: i) }
                .inObjectScope(.transient)
        }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(VariantProto.self, name: "name-57")! }
        }
        return Case(
            library: .hierSwinject, run: run,
            check: { checkVariant({ c.resolve(VariantProto.self, name: "name-57")! }, what: "W3 HierResolverSwinject") }
        )
    }
}
