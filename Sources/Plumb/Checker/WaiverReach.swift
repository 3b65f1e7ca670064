import Foundation
@_spi(Engine) import PlumbProperties

extension LayoutChecker {
    /// `report`, with how far the waivers it was given reached, and the declarations that act as
    /// waivers (`childrenMayExtendOutsideBounds`, `hidesSubviewsWithZeroProposal`): the
    /// violations each excused over the campaign's first cases, laid out again here (safe once
    /// they ran without a trap or a hang; a report with one fails anyway, and is left as it is).
    /// A waiver excuses silently, so a broader one than meant would hide bugs unseen, and one
    /// that matches nothing is worth knowing about too.
    func withWaiverReach(_ report: CheckReport, _ campaign: Campaign) -> CheckReport {
        guard !report.isWorkerStandIn, report.cases > 0, !report.failures.contains(where: { ChildFailure.isChildFailure($0.property) }),
              let name = campaign.generator.configuration.layoutUnderTest,
              let kind = campaign.runner.registry.entry(named: name)?.kind else { return report }
        var reasons: [String] = []
        for waiver in waivers + conventions(kind: kind) where !reasons.contains(waiver.reason) { reasons.append(waiver.reason) }
        guard !reasons.isEmpty else { return report }
        var counts = Dictionary(uniqueKeysWithValues: reasons.map { ($0, 0) })
        let laidOut = min(report.cases, Self.casesLaidOutAgainForKeys)
        for index in 0..<laidOut {
            let c = campaign.generator.makeCase(seed: Generator.caseSeed(report.seed, index: index))
            // A case that cannot be run here was reported by the campaign itself.
            guard let result = try? campaign.runner(for: index).run(c).result else { continue }
            for (_, reason) in result.waived where counts[reason] != nil { counts[reason, default: 0] += 1 }
        }
        var report = report
        report.waiverReach = CheckReport.WaiverReach(cases: laidOut, excused: reasons.map { ($0, counts[$0] ?? 0) })
        return report
    }
}

extension CheckReport {
    /// How far a check's waivers and waiver-like declarations reached (`withWaiverReach`).
    public struct WaiverReach: Sendable {
        /// How many of the campaign's first cases were counted.
        public let cases: Int
        /// Each waiver's reason, in the order given, with the violations it excused there.
        public let excused: [(reason: String, violations: Int)]

        /// One line for a report.
        public var summary: String {
            "waivers and declarations over the first \(cases) case\(cases == 1 ? "" : "s"): "
                + excused.map { "\"\($0.reason)\" excused \($0.violations == 0 ? "nothing" : "\($0.violations) violation\($0.violations == 1 ? "" : "s")")" }
                    .joined(separator: "; ")
        }
    }
}
