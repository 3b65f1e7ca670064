import Foundation
import Testing
@testable import Plumb
import PlumbUI

/// SOUND when it always has a subview: as wide as its first subview's ideal width, read once
/// into its cache, and 10 tall; every subview is placed at its origin in its bounds. Made for
/// no subviews, its cache holds a marker that `updateCache` (the default: nothing) keeps, so
/// a cache made empty and then given a subview sizes it wrong.
struct SizedByFirstSubview: Layout {
    func makeCache(subviews: Subviews) -> CGFloat { subviews.first?.sizeThatFits(.unspecified).width ?? -1 }
    func updateCache(_ cache: inout CGFloat, subviews: Subviews) {}
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) -> CGSize {
        CGSize(width: max(cache, 0) + (cache < 0 ? 1 : 0), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

@Suite("A declared subview count bounds every check, cache-update's earlier subviews included")
struct DeclaredSubviewCountTests {
    @Test("any count: a cache made for no subviews and then given one is checked, and the layout's wrong size is found")
    func emptyCacheIsChecked() {
        let report = LayoutChecker(seed: 3, cases: 300).check(SizedByFirstSubview())
        #expect(report.failures.contains { $0.property == "cache-update" }, "\(report)")
    }

    @Test("subviewCounts 1...4: the layout is never given no subviews, so no cache is made for none")
    func declaredCountIsRespected() {
        var checker = LayoutChecker(seed: 3, cases: 300)
        checker.subviewCounts = 1...4
        let report = checker.check(SizedByFirstSubview())
        #expect(!report.failures.contains { $0.property == "cache-update" }, "\(report)")
        #expect(report.cases == 300)
    }
}
