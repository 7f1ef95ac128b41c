internal import HierResolverRuntime

/// Where the calling thread's stack ends, so that a deep resolution stops with an error while
/// there is still room to make it, report it and unwind.
enum ThreadStack {
    /// The stack kept free below the deepest build: an eighth of the stack, at least 64 KB and at
    /// most 1 MB. A level of resolution takes about 1 KB in an optimised build and a few KB in a
    /// debug build; making the error and unwinding takes less than the smallest reserve.
    static func reserve(forStackOf size: UInt) -> UInt {
        min(max(size / 8, 64 * 1024), 1024 * 1024)
    }

    /// The calling thread's floor (the lowest address a build may start from) and stack size, or
    /// (0, 0) where the platform does not tell.
    static func floor() -> (floor: UInt, size: UInt) {
        var low: UInt = 0
        var high: UInt = 0
        guard hier_resolver_thread_stack(&low, &high) != 0, high > low else { return (0, 0) }
        let size = high - low
        return (low + reserve(forStackOf: size), size)
    }
}
