import Dispatch
import Foundation
import HierResolver
import Testing

@Suite("Root scopes")
struct RootScopeTests {
    @Test("inside a scope, root, the static API, Resolving and bare wrappers resolve through its container")
    func scopeRedirectsRoot() {
        let test = OverrideApp.make(name: "scoped")
        DependencyResolver.withRoot(test) {
            #expect(DependencyResolver.root === test)
            let overview: Overview = DependencyResolver.resolve()
            #expect(overview === test.resolve(Overview.self))
            let optional: Overview? = DependencyResolver.optional()
            #expect(optional === overview)
            let screen = OverviewScreen()
            #expect(screen.resolver === test)
            #expect(screen.overview === overview)
        }
        #expect(DependencyResolver.root !== test)
    }

    @Test("scopes nest: the innermost wins, and the outer one is back when it ends")
    func scopesNest() async {
        let outer = OverrideApp.make(name: "outer")
        let inner = OverrideApp.make(name: "inner")
        await DependencyResolver.withRoot(outer) {
            await Task.yield()
            #expect(DependencyResolver.root === outer)
            DependencyResolver.withRoot(inner) {
                #expect(DependencyResolver.root === inner)
                let overview: Overview = DependencyResolver.resolve()
                #expect(overview === inner.resolve(Overview.self))
            }
            await DependencyResolver.withRoot(inner) {
                await Task.yield()
                #expect(DependencyResolver.root === inner)
            }
            #expect(DependencyResolver.root === outer)
            let overview: Overview = DependencyResolver.resolve()
            #expect(overview === outer.resolve(Overview.self))
        }
    }

    @Test("child tasks and Tasks started inside a scope inherit it; Dispatch work does not")
    func tasksInherit() async throws {
        let test = OverrideApp.make(name: "inherited")
        try await DependencyResolver.withRoot(test) {
            async let inChild = DependencyResolver.root
            let inTask = await Task { DependencyResolver.root }.value
            let inGroup = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 { group.addTask { DependencyResolver.root === test } }
                return await group.allSatisfy { $0 }
            }
            #expect(await inChild === test)
            #expect(inTask === test)
            #expect(inGroup)
            let onQueue = try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: DependencyResolver.root) }
            }
            #expect(onQueue !== test)
        }
    }

    @Test("a synchronous scope holds on its own thread only: another thread is not in it")
    func synchronousScopeIsThreadBound() {
        let test = OverrideApp.make(name: "this thread")
        DependencyResolver.withRoot(test) {
            let other = LockedList<DependencyResolver>()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                other.append(DependencyResolver.root)
                done.signal()
            }
            thread.start()
            #expect(
                done.wait(timeout: .now() + defaultWatchdog) == .success, "the other thread did not read root")
            #expect(other.all.count == 1 && other.all.first !== test)
            #expect(DependencyResolver.root === test)
        }
    }

    @Test("a Task started in a synchronous scope, on a thread outside any task, inherits the scope")
    func taskFromSynchronousScope() {
        let test = DependencyResolver(name: "from a thread")
        let seen = LockedList<Bool>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            DependencyResolver.withRoot(test) {
                _ = Task {
                    seen.append(DependencyResolver.root === test)
                    done.signal()
                }
            }
        }.start()
        #expect(
            done.wait(timeout: .now() + defaultWatchdog) == .success,
            "the Task started in the synchronous scope did not run")
        #expect(seen.all == [true])
    }

    @Test("inside a factory, a static resolve starts from the resolution's context, not the scope")
    func contextWinsOverScope() {
        let scoped = DependencyResolver(name: "scoped")
        scoped.register { Cat(name: "scoped") as Animal }
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "app") as Animal }
        app.register { Owner(pet: DependencyResolver.resolve()) }
        DependencyResolver.withRoot(scoped) {
            let owner: Owner = app.resolve()
            #expect(owner.pet.name == "app")
        }
    }

    @Test("a scope keeps its container alive until it ends, and no longer")
    func scopeReleasesContainer() async {
        weak var released: DependencyResolver?
        await {
            let test = DependencyResolver(name: "short-lived")
            released = test
            await DependencyResolver.withRoot(test) {
                await Task.yield()
                #expect(DependencyResolver.root === released)
            }
        }()
        #expect(eventually { released == nil })
    }

    @Test("setting root inside a scope changes the process-wide value, which the scope hides")
    func settingRootInsideScope() {
        RootAccess.exclusively {
            let scoped = DependencyResolver(name: "scoped")
            let other = DependencyResolver(name: "process")
            DependencyResolver.withRoot(scoped) {
                DependencyResolver.root = other
                #expect(DependencyResolver.root === scoped)
            }
            #expect(DependencyResolver.root === other)
        }
    }

    @Test("inside a scope, a bare wrapper's fallback searches the scope's tree only")
    func fallbackStaysInScope() {
        final class OnlyElsewhere {}
        let elsewhere = DependencyResolver(name: "another test's container")
        elsewhere.register { OnlyElsewhere() }
        let scoped = DependencyResolver(name: "scoped")
        let feature = scoped.child(name: "feature")
        final class InFeature {}
        feature.register { InFeature() }
        DependencyResolver.withRoot(scoped) {
            // Found in the scope's own tree, in a child of the scoped container...
            #expect(OptionalResolve<InFeature>().wrappedValue != nil)
            // ...but never in another tree.
            #expect(OptionalResolve<OnlyElsewhere>().wrappedValue == nil)
        }
        withExtendedLifetime((elsewhere, feature)) {}
    }

    @Test("two tests' children of one app do not find each other's registrations through the fallback")
    func siblingScopesStayApart() {
        final class Mailer {}
        let app = DependencyResolver(name: "app")
        let testA = app.child(name: "test A")
        testA.register { Mailer() }
        let testB = app.child(name: "test B")
        DependencyResolver.withRoot(testB) {
            #expect(OptionalResolve<Mailer>().wrappedValue == nil)
        }
        DependencyResolver.withRoot(testA) {
            #expect(OptionalResolve<Mailer>().wrappedValue != nil)
        }
    }

    @Test("outside its scope, a copy is never found by a bare wrapper's fallback")
    func copiesAreNotFoundOutsideTheirScope() {
        final class OnlyInACopy {}
        let copy = DependencyResolver(name: "app").copy { $0.register { OnlyInACopy() } }
        #expect(OptionalResolve<OnlyInACopy>().wrappedValue == nil)
        DependencyResolver.withRoot(copy) {
            #expect(OptionalResolve<OnlyInACopy>().wrappedValue != nil)
        }
    }
}
