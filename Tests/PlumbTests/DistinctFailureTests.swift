import Foundation
import Testing
@testable import Plumb
import PlumbUI

/// Deliberately broken twice over, and `deterministic` catches both bugs: its size alternates
/// from one sizeThatFits call to the next, and, independently, its placement shifts from one
/// placeSubviews call to the next.
struct BrokenTwiceNondeterministic: Layout {
    final class Calls: @unchecked Sendable { var sizing = 0, placing = 0 }
    let calls = Calls()

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        calls.sizing += 1
        let width = subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +)
        return CGSize(width: width + CGFloat(calls.sizing % 2), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        calls.placing += 1
        var x = bounds.minX + CGFloat(calls.placing % 2)
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@Suite("Distinct failures")
struct DistinctFailureTests {
    /// Every way the report shows `property` failing: its own failures and what they also break.
    static func messages(of property: String, in report: CheckReport) -> [String] {
        report.failures.flatMap { f in
            (f.property == property ? [f.message] : []) + f.alsoBreaks.filter { $0.property == property }.map(\.message)
        }
    }

    @Test("two bugs one property catches, in different calls, are both kept, shrunk and reported")
    func twoBugsOneProperty() {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenTwiceNondeterministic())
        let deterministic = Self.messages(of: "deterministic", in: report)
        #expect(deterministic.contains { $0.contains("in sizeThatFits") }, "the size bug:\n\(report)")
        #expect(deterministic.contains { $0.contains("in placeSubviews") }, "the placement bug:\n\(report)")
    }

    @Test("past the cap, distinct failures are still reported, unshrunk, and say so")
    func capOnShrunkFailures() {
        let layout = BrokenTwiceNondeterministic()
        var registry = LayoutRegistry()
        registry.register("BrokenTwiceNondeterministic") { _ in layout }
        var configuration = GeneratorConfiguration(maxNodes: 6, maxDepth: 2, registry: registry, layoutUnderTest: "BrokenTwiceNondeterministic")
        configuration.kindWeights[.custom] = 0
        let runner = CaseRunner(registry: registry, onlyKind: registry.entry(named: "BrokenTwiceNondeterministic")!.kind)
        var campaign = Campaign(generator: Generator(configuration), runner: runner, properties: runner.checker.properties)
        campaign.maxShrunkFailures = 1
        let report = campaign.run(seed: 1, cases: 200)
        #expect(report.failures.count >= 2, "\(report)")
        #expect(report.failures.filter { $0.notShrunk == nil }.count == 1, "exactly one failure shrunk")
        let unshrunk = report.failures.filter { $0.notShrunk != nil }
        #expect(!unshrunk.isEmpty && unshrunk.allSatisfy { $0.report.contains("not shrunk") && $0.shrinkEvaluations <= 1 })
    }
}
