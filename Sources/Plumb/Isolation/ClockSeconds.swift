import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A clock read as seconds (`clock_gettime`): the one conversion the isolation watchers share.
enum ClockSeconds {
    /// The time on `clock`, in seconds.
    static func now(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Monotonic wall-clock time, in seconds.
    static var monotonic: Double { now(CLOCK_MONOTONIC) }
}
