import Foundation
import Testing
@testable import Plumb
import PlumbUI

/// SOUND when every subview has a positive layout priority: a row that divides its width (the
/// proposal, else its subviews' ideal widths added) in proportion to its subviews' priorities,
/// as tutorials do; as tall as its tallest subview at its share. With every priority 0 (no
/// subview sets one) each share is 0 / 0: NaN.
struct PriorityWeightedRow: Layout {
    func shares(of width: CGFloat, _ subviews: Subviews) -> [CGFloat] {
        let total = subviews.reduce(0) { $0 + $1.priority }
        return subviews.map { width * $0.priority / total }
    }
    func width(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat {
        proposal.width ?? subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = width(proposal, subviews)
        let shares = shares(of: width, subviews)
        let height = subviews.indices.map { subviews[$0].sizeThatFits(ProposedViewSize(width: shares[$0], height: nil)).height }.max() ?? 0
        return CGSize(width: width, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, share) in zip(subviews, shares(of: bounds.width, subviews)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: share, height: nil))
            x += share
        }
    }
}

@Suite("Declared subview priorities are what every subview carries")
struct DeclaredPriorityTests {
    @Test("undeclared: subviews carry generated priorities, mostly none, and the row's 0 / 0 shares are found")
    func undeclaredFindsZeroPriorities() {
        let report = LayoutChecker(seed: 1, cases: 300).check(PriorityWeightedRow())
        #expect(report.failures.contains { ["finite-geometry", "valid-child-proposals"].contains($0.property) }, "\(report)")
    }

    @Test("subviewPriorities [1, 2, 3]: every subview carries one of them, so the row gives no error", arguments: [UInt64(1), 2, 3])
    func declaredPrioritiesAreRespected(seed: UInt64) {
        var checker = LayoutChecker(seed: seed, cases: 300)
        checker.subviewPriorities = [1, 2, 3]
        let report = checker.check(PriorityWeightedRow())
        #expect(report.failures.isEmpty && report.errors.isEmpty && report.cases == 300, "\(report)")
    }

    @Test("every generated subview of the layout under test carries exactly one declared priority, outermost")
    func everySubviewCarriesOne() {
        var checker = LayoutChecker(seed: 1, cases: 1)
        checker.subviewPriorities = [1, 2.5]
        let generator = checker.campaign(for: PriorityWeightedRow()).generator
        var subviews = 0, outermost: [Double?] = []
        for index in 0..<200 {
            let root = generator.makeCase(seed: Generator.caseSeed(1, index: index)).root
            guard let layout = root.allNodes.first(where: { if case .custom = $0.kind { true } else { false } }) else { continue }
            for child in layout.children {
                subviews += 1
                if case .layoutPriority(let p)? = child.modifiers.last { outermost.append(p) } else { outermost.append(nil) }
            }
        }
        #expect(subviews > 200)
        #expect(outermost.allSatisfy { $0 == 1 || $0 == 2.5 }, "outermost priorities: \(Set(outermost.map { $0.map { "\($0)" } ?? "none" }))")
        #expect(Set(outermost) == [1, 2.5], "both declared priorities are drawn")
    }

    @Test("an empty or non-finite list checks nothing and says why")
    func badListIsAnError() {
        for bad: [Double] in [[], [1, .nan]] {
            var checker = LayoutChecker(seed: 1, cases: 10)
            checker.subviewPriorities = bad
            let report = checker.check(PriorityWeightedRow())
            #expect(report.cases == 0 && report.errors.contains { $0.contains("subviewPriorities") }, "\(report)")
        }
    }
}
