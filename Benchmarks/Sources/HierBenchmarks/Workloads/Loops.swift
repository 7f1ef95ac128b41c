// Tight benchmark loops shared by the workloads. `@inline(__always)` so each case's loop is
// specialised around its own resolve call, with no closure call per operation.

/// Runs `body` `n` times and sums the identities of the returned objects.
@inline(__always)
func sumIdentities(_ n: Int, _ body: () -> AnyObject) -> UInt {
    var acc: UInt = 0
    for _ in 0..<n {
        acc &+= identityBits(body())
    }
    return acc
}
