// Tight benchmark loops shared by the workloads. `@inline(__always)` so each case's loop is
// specialised around its own resolve call, with no closure call per operation.

import HierResolver

/// Runs `body` `n` times and sums the identities of the returned objects.
@inline(__always)
func sumIdentities(_ n: Int, _ body: () -> AnyObject) -> UInt {
    var acc: UInt = 0
    for _ in 0..<n {
        acc &+= identityBits(body())
    }
    return acc
}

/// Runs `body` `n` times, each time with the next of `containers` in round-robin order from
/// `next` (which it advances), and sums the identities of the returned objects (S3).
///
/// The containers are reached unretained, as a loop reaches a container it captured: the
/// caller keeps them alive. Taken from an array, each would be retained and released per
/// operation, and a child's pair takes the runtime's slow path (its parent holds it weakly,
/// so its reference count lives in a side table): about 170 instructions that are not the
/// resolve's.
@inline(__always)
func sumRoundRobin(
    _ n: Int, over containers: [Unmanaged<DependencyResolver>], next: inout Int,
    _ body: (DependencyResolver) -> AnyObject
) -> UInt {
    var acc: UInt = 0
    var i = next
    for _ in 0..<n {
        acc &+= containers[i]._withUnsafeGuaranteedRef { identityBits(body($0)) }
        i += 1
        if i == containers.count { i = 0 }
    }
    next = i
    return acc
}
