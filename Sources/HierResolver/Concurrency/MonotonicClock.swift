#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The monotonic clock, in nanoseconds, for the deadlines of timed waits.
enum MonotonicClock {
    static var now: UInt64 {
        var instant = timespec()
        clock_gettime(CLOCK_MONOTONIC, &instant)
        return UInt64(instant.tv_sec) * 1_000_000_000 + UInt64(instant.tv_nsec)
    }

    /// The instant `seconds` from now, or `UInt64.max` for `nil` (no deadline).
    static func deadline(after seconds: Double?) -> UInt64 {
        guard let seconds else { return .max }
        let nanoseconds = seconds * 1_000_000_000
        return nanoseconds >= Double(UInt64.max / 2) ? .max : now + UInt64(max(0, nanoseconds))
    }
}
