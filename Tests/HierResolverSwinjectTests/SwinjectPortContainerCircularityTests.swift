import HierResolverSwinject
import Testing

@Suite("Swinject port: Container circular dependencies")
struct SwinjectPortContainerCircularityTests {
    let container = Container()

    // MARK: Two objects

    // Swinject: ContainerTests.Circularity.testContainerResolvesCircularDependencyOneachProperty
    @Test("Two objects pointing at each other through properties", arguments: [ObjectScope.graph, .container])
    func twoObjectsByProperties(scope: ObjectScope) throws {
        container.register(PortParentNode.self) { _ in PortParent() }
            .initCompleted { r, node in
                (node as! PortParent).child = r.resolve(PortChildNode.self)
            }
            .inObjectScope(scope)
        container.register(PortChildNode.self) { _ in PortChild() }
            .initCompleted { r, node in
                (node as! PortChild).parent = r.resolve(PortParentNode.self)!
            }
            .inObjectScope(scope)

        let parent = try #require(container.resolve(PortParentNode.self) as? PortParent)
        let child = try #require(parent.child as? PortChild)
        #expect(child.parent === parent)
    }

    // Swinject: ContainerTests.Circularity.testContainerResolvesCircularDependencyOnInitializerAndProperty
    @Test("Two objects: one by initializer, the other back by property", arguments: [ObjectScope.graph, .container])
    func twoObjectsByInitializerAndProperty(scope: ObjectScope) throws {
        container.register(PortParentNode.self) { r in PortParent(child: r.resolve(PortChildNode.self)!) }
            .inObjectScope(scope)
        container.register(PortChildNode.self) { _ in PortChild() }
            .initCompleted { r, node in
                (node as! PortChild).parent = r.resolve(PortParentNode.self)
            }
            .inObjectScope(scope)

        let parent = try #require(container.resolve(PortParentNode.self) as? PortParent)
        let child = try #require(parent.child as? PortChild)
        #expect(child.parent === parent)
    }

    // MARK: More than two objects

    // Swinject: ContainerTests.Circularity.testContainerResolvesCircularDependencyOnProperties
    @Test("Four objects with cycles, all wired by properties")
    func fourObjectsByProperties() throws {
        container.register(PortNodeW.self) { _ in PortW() }
            .initCompleted { r, w in (w as! PortW).x = r.resolve(PortNodeX.self) }
        container.register(PortNodeX.self) { _ in PortX() }
            .initCompleted { r, x in (x as! PortX).y = r.resolve(PortNodeY.self) }
        container.register(PortNodeY.self) { _ in PortY() }
            .initCompleted { r, y in
                let node = y as! PortY
                node.w = r.resolve(PortNodeW.self)
                node.z = r.resolve(PortNodeZ.self)
            }
        container.register(PortNodeZ.self) { _ in PortZ() }
            .initCompleted { r, z in
                let node = z as! PortZ
                node.x = r.resolve(PortNodeX.self)
                node.y = r.resolve(PortNodeY.self)
            }

        let w = try #require(container.resolve(PortNodeW.self) as? PortW)
        let x = try #require(w.x as? PortX)
        let y = try #require(x.y as? PortY)
        let z = try #require(y.z as? PortZ)
        #expect(y.w === w)
        #expect(z.x === x)
        #expect(z.y === y)
    }

    // Swinject: ContainerTests.Circularity.testContainerResolvesCircularDependencyOnInitializersAndProperties
    @Test("Four objects with cycles, forward links by initializer and back links by property")
    func fourObjectsByInitializersAndProperties() throws {
        container.register(PortNodeW.self) { r in PortW(x: r.resolve(PortNodeX.self)!) }
        container.register(PortNodeX.self) { r in PortX(y: r.resolve(PortNodeY.self)!) }
        container.register(PortNodeY.self) { r in PortY(z: r.resolve(PortNodeZ.self)!) }
            .initCompleted { r, y in (y as! PortY).w = r.resolve(PortNodeW.self) }
        container.register(PortNodeZ.self) { _ in PortZ() }
            .initCompleted { r, z in
                let node = z as! PortZ
                node.x = r.resolve(PortNodeX.self)
                node.y = r.resolve(PortNodeY.self)
            }

        let w = try #require(container.resolve(PortNodeW.self) as? PortW)
        let x = try #require(w.x as? PortX)
        let y = try #require(x.y as? PortY)
        let z = try #require(y.z as? PortZ)
        #expect(y.w === w)
        #expect(z.x === x)
        #expect(z.y === y)
    }

    // MARK: Weakly scoped root

    // Swinject: ContainerTests.Circularity.testContainerDoesNotDeallocateDuringGraphResolutionWithGraphRootInWeakScope
    @Test("A weakly scoped graph root stays alive while its graph is being resolved")
    func weakRootSurvivesResolution() {
        container.register(PortNodeX.self) { r in PortX(y: r.resolve(PortNodeY.self)!) }
            .inObjectScope(.weak)
        container.register(PortNodeY.self) { _ in PortYWithWeakX() }
            .initCompleted { r, y in (y as! PortYWithWeakX).x = r.resolve(PortNodeX.self) }

        let x = container.resolve(PortNodeX.self) as? PortX
        let y = x?.y as? PortYWithWeakX

        #expect(y?.x != nil)
    }
}
