import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) @testable import PlumbProperties

/// BROKEN (finite-geometry): overlays its subviews aligned by their trailing edges, computing
/// its extent as (largest width − trailing guide) − (smallest −trailing guide). With a subview
/// that takes an infinite proposal that is ∞ − ∞: NaN.
struct BrokenTrailingOverlayIsNaNAtInfinity: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dims = subviews.map { $0.dimensions(in: proposal) }
        guard !dims.isEmpty else { return .zero }
        let minX = dims.map { -$0[HorizontalAlignment.trailing] }.min()!
        let maxX = dims.map { $0.width - $0[HorizontalAlignment.trailing] }.max()!
        return CGSize(width: maxX - minX, height: dims.map(\.height).max()!)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: proposal) }
    }
}

@Suite("finite-geometry: NaN is wrong at any proposal, infinity only at a bounded one")
struct FiniteGeometryTests {
    @Test("a NaN size at an infinite proposal is reported as NaN, not as a missing finite size")
    func nanAtInfinity() throws {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenTrailingOverlayIsNaNAtInfinity())
        let failure = try #require(report.failures.first { $0.breaks("finite-geometry") }, "\(report)")
        #expect(failure.message.contains("without NaN"), "\(failure.message)")
        #expect(!failure.message.contains("expected a finite size for inf"), "\(failure.message)")
    }

    @Test("an infinite size at an infinite proposal is not reported")
    func infinityAtInfinity() {
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200))
            .layout(FillsItsProposal(anchor: .center) { Color.red }, proposal: .infinity, at: .zero)
        let found = PropertyChecker().check(snapshot).violations.filter { $0.property == "finite-geometry" }
        #expect(found.isEmpty, "\(found)")
    }
}
