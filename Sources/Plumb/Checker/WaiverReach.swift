import Foundation
@_spi(Engine) import PlumbProperties

extension LayoutChecker {
    /// The reasons of the waivers this checker was given and of the declarations that act as
    /// waivers (`childrenMayExtendOutsideBounds`, `hidesSubviewsWithZeroProposal`), in order,
    /// once each: a report says how far each reached (`CheckReport.waiverReach`), since a waiver
    /// excuses silently, so a broader one than meant would hide bugs unseen, and one that
    /// matches nothing is worth knowing about too.
    func waiverReasons(kind: String) -> [String] {
        var reasons: [String] = []
        for waiver in waivers + conventions(kind: kind) where !reasons.contains(waiver.reason) { reasons.append(waiver.reason) }
        return reasons
    }
}

/// What the waivers excused over a campaign's cases, by reason. Shared by the campaign's
/// runners; locked, since a runner is `Sendable`.
final class WaiverUseRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recordedCases = 0
    private var counts: [String: Int] = [:]

    /// Records one case's excused violations.
    func record(_ waived: [(Violation, reason: String)]) {
        record(reasons: waived.map(\.reason))
    }

    /// Records one case's excused violations, by the reason of the waiver that excused each.
    func record(reasons: [String]) {
        lock.lock(); defer { lock.unlock() }
        recordedCases += 1
        for reason in reasons { counts[reason, default: 0] += 1 }
    }

    /// How many cases it recorded.
    var cases: Int {
        lock.lock(); defer { lock.unlock() }
        return recordedCases
    }

    /// The violations excused, by waiver reason.
    var excused: [String: Int] {
        lock.lock(); defer { lock.unlock() }
        return counts
    }
}

extension CheckReport {
    /// How far a check's waivers and waiver-like declarations reached.
    public struct WaiverReach: Sendable {
        /// How many of the campaign's cases were counted: every one run in this process; checked
        /// in children, every one a child answered in its batch (not one that took its child
        /// down, nor one settled alone afterwards), or, where a child could not count them,
        /// the first 256, laid out again in this process.
        public let cases: Int
        /// Each waiver's reason, in the order given, with the violations it excused there.
        public let excused: [(reason: String, violations: Int)]

        /// One line for a report.
        public var summary: String {
            "waivers and declarations over \(cases) case\(cases == 1 ? "" : "s"): "
                + excused.map { "\"\($0.reason)\" excused \($0.violations == 0 ? "nothing" : "\($0.violations) violation\($0.violations == 1 ? "" : "s")")" }
                    .joined(separator: "; ")
        }
    }
}
