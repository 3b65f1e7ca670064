import Foundation

/// How long a case, and a layout call that makes no progress, may run in an isolated worker
/// before it is a hang, in seconds of the worker's CPU time.
///
/// Two limits, both calibrated from what this run measured, within documented bounds:
/// - a **stall**: a layout call in progress during which no layout call began or ended and no
///   subview was measured (a loop in the layout's own arithmetic). Limit: `multiple` times the
///   longest stall seen so far, at least `stallFloor`, at most the case limit. The first stall
///   at a site is re-run with stalls unwatched before it counts (`IsolatedExecutor`), so a
///   layout that legitimately computes long between two subview queries raises the limit
///   instead of being called a hang.
/// - a **case**: the whole case, properties included. Limit: `multiple` times the slowest
///   finished case, between `caseFloor` and `caseCap`.
///
/// An explicit timeout (`Isolation.process(timeout:)`, `plumb fuzz --timeout`) wins: both
/// limits are then exactly that. A case blocked (neither running nor waiting for a CPU,
/// `BlockedTime`) is stopped after `wallClockFactor` times the case limit of blocked time,
/// counted from when it passed the case limit of wall-clock time. Time the watcher was not
/// running to see (the run stopped or the machine suspended, `WatcherAbsence`) never counts.
struct HangLimits: Sendable {
    /// How many times the longest measured time a limit allows.
    static let multiple = 10.0
    static let stallFloor: TimeInterval = 0.02
    static let caseFloor: TimeInterval = 0.25
    static let caseCap: TimeInterval = 2
    static let wallClockFactor = 10.0
    /// How long a trapped worker may take to print its backtrace before it is killed (the trap
    /// is reported either way). The runtime's backtracer needs 0.1–0.3 s on a quiet machine and
    /// several seconds on a loaded one; a trap is never judged a hang while it prints.
    static let backtraceGrace: TimeInterval = 60
    /// What the runtime prints as soon as a trap starts its backtrace ("*** Signal 4:
    /// Backtracing from 0x…"): a worker that printed it is dying of a trap, not hanging.
    static let trapMarker = "Backtracing from"

    /// The timeout asked for, if any.
    let explicit: TimeInterval?

    /// The case limit, and what it came from.
    func caseLimit(slowestCase: TimeInterval) -> (seconds: TimeInterval, reason: String) {
        if let explicit { return (explicit, "the explicit timeout") }
        let calibrated = min(max(Self.multiple * slowestCase, Self.caseFloor), Self.caseCap)
        return (calibrated, "\(Int(Self.multiple))× the slowest finished case (\(Self.milliseconds(slowestCase))), "
                + "within \(Self.milliseconds(Self.caseFloor))…\(Self.milliseconds(Self.caseCap))")
    }

    /// The stall limit, and what it came from.
    func stallLimit(longestStall: TimeInterval, caseLimit: TimeInterval) -> (seconds: TimeInterval, reason: String) {
        if let explicit { return (explicit, "the explicit timeout") }
        let calibrated = min(max(Self.multiple * longestStall, Self.stallFloor), caseLimit)
        return (calibrated, "\(Int(Self.multiple))× the longest stall measured (\(Self.milliseconds(longestStall))), "
                + "at least \(Self.milliseconds(Self.stallFloor))")
    }

    static func milliseconds(_ seconds: TimeInterval) -> String {
        seconds >= 0.01 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f ms", seconds * 1000)
    }
}
