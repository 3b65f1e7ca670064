import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) @testable import PlumbProperties

/// BROKEN (valid-child-proposals): a row as wide as it is offered that offers each subview 30 pt
/// less, unclamped. Nested in itself at a width under 30, the inner row is offered a negative
/// width and, echoing it, answers a negative width: the outer row's bug, not the inner's.
struct BrokenRowOffersLessThanNothing: Layout {
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: (p.width ?? 10) - 30, height: p.height)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let heights = subviews.map { $0.sizeThatFits(childProposal(proposal)).height }
        return CGSize(width: proposal.width ?? 10, height: heights.max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: childProposal(proposal)) }
    }
}

@Suite("A container offered a proposal no layout may send is not judged; its parent is")
struct InvalidProposalTests {
    @Test("the inner row, offered a negative width, is left out; the outer row's valid-child-proposals is reported")
    func innerLeftOut() {
        let view = BrokenRowOffersLessThanNothing { BrokenRowOffersLessThanNothing { Color.blue } }
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200))
            .layout(view, proposal: ProposedViewSize(width: 20, height: 10), at: CGPoint(x: 3, y: 4))
        let found = PropertyChecker().check(snapshot).violations
        #expect(found.contains { $0.property == "valid-child-proposals" && $0.path == [] }, "\(found)")
        #expect(!found.contains { $0.path == [0] }, "the inner row was judged on a negative proposal: \(found.filter { $0.path == [0] })")
    }

    @Test("a proposal negative only by rounding, relative to the parent's bounds, is still judged")
    func roundingIsValid() {
        let far = CGRect(x: 1e6, y: 0, width: 10, height: 10)
        #expect(ContainerUnderTest.isValid(ProposedViewSize(width: -1e-5, height: 0), from: far))
        #expect(!ContainerUnderTest.isValid(ProposedViewSize(width: -1e-5, height: 0), from: .zero))
        #expect(!ContainerUnderTest.isValid(ProposedViewSize(width: nil, height: .nan), from: far))
        #expect(ContainerUnderTest.isValid(ProposedViewSize(width: nil, height: .infinity), from: nil))
    }

    @Test("LayoutChecker reports the outer row's bad proposals, never a negative size of the inner row")
    func checkerBlamesTheParent() {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenRowOffersLessThanNothing())
        #expect(report.failures.contains { $0.breaks("valid-child-proposals") }, "\(report)")
        // The outer row may itself end up negative (a child that scales the negative width it
        // was offered into its height, as `aspectRatio` does, answers negative on both axes):
        // that is still the row's own doing. An inner row, offered the negative width, is never judged.
        #expect(!(report.failures + report.warnings).contains { $0.breaks("non-negative-size") && !$0.violation.path.isEmpty }, "\(report)")
    }
}
