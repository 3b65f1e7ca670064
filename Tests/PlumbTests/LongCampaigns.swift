import Foundation
import Testing

/// The long campaigns of the suite (a shrink-quality run over 100 seeds per broken example,
/// 1,000-case campaigns over the built-ins and the correct examples, isolation runs that wait
/// out hangs, and the second and third seeds of the multi-seed checks). They run when
/// `PLUMB_LONG_TESTS=1` is set, as `.ci/run` does (`Scripts/long-campaigns`); a plain
/// `swift test` lists the long tests as skipped and runs the first seed of the others.
enum LongCampaigns {
    static let enabled = ProcessInfo.processInfo.environment["PLUMB_LONG_TESTS"] == "1"

    /// The seeds a multi-seed check runs: all of them in a long run, the first otherwise.
    static func seeds(_ all: [UInt64]) -> [UInt64] { enabled ? all : Array(all.prefix(1)) }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only with `PLUMB_LONG_TESTS=1` (see `LongCampaigns`).
    static var longCampaign: Self {
        .enabled(if: LongCampaigns.enabled, "a long campaign: run with PLUMB_LONG_TESTS=1 (CI does)")
    }
}
