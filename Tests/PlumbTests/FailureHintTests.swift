import Foundation
import Testing
@testable import Plumb
import PlumbExamples

/// BROKEN (translation-invariance): a row that snaps each subview to whole points in the
/// window's coordinates, so at another bounds origin its subviews move by another amount. Its
/// width keeps a point of slack per subview, so they stay inside.
struct BrokenSnapsToWholePoints: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + ceil($1.width) + 1 }, height: (sizes.map(\.height).max() ?? 0) + 1)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x.rounded(.up), y: bounds.minY.rounded(.up)), proposal: .unspecified)
            x += ceil(subview.sizeThatFits(.unspecified).width) + 1
        }
    }
}

@Suite("A failure says why SwiftUI reaches it and what to change")
struct FailureHintTests {
    @Test("placing by what the last sizing left: the report says SwiftUI may place without sizing again, and what to do")
    func placementHint() throws {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenFlowReusesRows())
        let found = try #require(report.failures.first { $0.property == "cache-consistency" }, "\(report)")
        #expect(found.violation.call == "placeSubviews")
        #expect(found.report.contains("may place it for an earlier one without calling sizeThatFits again"), "\(found.report)")
    }

    @Test("each call gets its own explanation")
    func sizingHint() {
        #expect(Campaign.cacheConsistencyHint(call: "sizeThatFits").contains("must not depend on what was asked before"))
        #expect(Campaign.cacheConsistencyHint(call: "sizeThatFits") != Campaign.cacheConsistencyHint(call: "placeSubviews"))
    }

    @Test("a translation-invariance failure names both causes: placing from (0, 0), and wrap decisions that round differently at another origin")
    func translationHint() throws {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenSnapsToWholePoints())
        let found = try #require(report.failures.first { $0.property == "translation-invariance" }, "\(report)")
        #expect(found.report.contains("not rounded in the window's coordinates"), "\(found.report)")
        #expect(found.report.contains("x + width <= bounds.maxX rounds differently"), "\(found.report)")
    }
}
