import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// Places its one subview with an infinite height (its own proposal), as a flow that passes its
/// proposal on does: the subview, a Spacer, is then infinitely tall.
struct PlacesWithInfiniteHeight: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 8, height: 8) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(width: 8, height: .infinity)) }
    }
}

@Suite("Generated alignment guides")
struct GeneratedGuideTests {
    @Test("a zero fraction is a constant guide: finite for an infinitely long view, and printed as a constant")
    func zeroFractionIsConstant() throws {
        let spacer = CaseNode(.spacer(minLength: nil), modifiers: [.verticalGuide(.top, fraction: 0, constant: 0.5)])
        let child = try spacer.view(LayoutRegistry())
        let view = PlacesWithInfiniteHeight { child }
        let snapshot = LayoutHost(size: CGSize(width: 100, height: 100)).layout(view, proposal: .unspecified, at: .zero)
        let guide = snapshot.probe(at: [])!.explicitAlignment(VerticalAlignment.top, size: CGSize(width: 8, height: 8), proposal: ProposedViewSize.unspecified)
        #expect(guide == 0.5, "∞ · 0 made the generated guide NaN: \(String(describing: guide))")
        let found = PropertyChecker(properties: [.finiteSpacingAndAlignment]).check(snapshot).violations
        #expect(found.isEmpty, "\(found)")
        #expect(spacer.swiftSource(LayoutRegistry(), indent: 0).contains(".alignmentGuide(VerticalAlignment.top) { _ in 0.5 }"))
        let scaled = CaseNode(.spacer(minLength: nil), modifiers: [.verticalGuide(.top, fraction: 0.25, constant: 2)])
        #expect(scaled.swiftSource(LayoutRegistry(), indent: 0).contains("{ d in d.height * 0.25 + 2 }"))
    }

    @Test("finite-spacing-and-alignment judges guides at finite and nil proposals, not at an infinite one")
    func infiniteProposalNotJudged() throws {
        let spacer = CaseNode(.spacer(minLength: nil), modifiers: [.verticalGuide(.top, fraction: 0.25, constant: 2)])
        let child = try spacer.view(LayoutRegistry())
        let host = LayoutHost(size: CGSize(width: 100, height: 100))
        func found(_ p: ProposedViewSize) -> [Violation] {
            PropertyChecker(properties: [.finiteSpacingAndAlignment]).check(host.layout(PlacesWithInfiniteHeight { child }, proposal: p, at: .zero)).violations
        }
        // The child is placed infinitely tall either way; its guide, a quarter of that, is ∞.
        #expect(found(ProposedViewSize(width: 0, height: .infinity)).isEmpty, "a maximum probe is not a placement")
        #expect(!found(ProposedViewSize(width: 0, height: 10)).isEmpty, "at a finite proposal the infinite guide is the layout's")
    }
}
