import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) @testable import PlumbProperties
import PlumbExamples

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

    /// Found by `plumb fuzz --layout GeometryReader --seed 2309`: below a root proposed
    /// infinity, the VStack is placed with an infinite height; placing, it offers the HStack
    /// its width instead of nil, the ViewThatFits then picks the Color, which takes the
    /// infinite height, and the Divider after it starts at infinity. SwiftUI never places a
    /// root at infinity; the property covers finite and nil proposals.
    @Test("an infinite origin below an infinite proposal is not reported; the same origin below a finite one is")
    func infiniteOriginAtInfinity() {
        let view = GeometryReader { _ in
            VStack {
                HStack {
                    Text("a")
                    ViewThatFits(in: [.horizontal, .vertical]) { Divider(); Color.blue }
                }
                Divider()
            }
                .fixedSize(horizontal: true, vertical: false)
        }
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200)).layout(view, proposal: .infinity, at: .zero)
        #expect(snapshot.nodes.contains { $0.kind == "Divider" && $0.frame.minY == .infinity }, "the case still reaches an infinite origin")
        let found = PropertyChecker().check(snapshot).violations.filter { $0.property == "finite-geometry" }
        #expect(found.isEmpty, "\(found)")
        // A layout of its own that starts a finite subview at infinity under a nil proposal is still reported.
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenFlowCentersInProposal())
        #expect(report.failures.contains { $0.breaks("finite-geometry") }, "\(report)")
    }
}
