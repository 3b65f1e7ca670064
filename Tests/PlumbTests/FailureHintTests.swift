import Foundation
import Testing
@testable import Plumb
import PlumbExamples

/// BROKEN (translation-invariance): a row that snaps each subview to an 8-point design grid in
/// the window's coordinates, so at another bounds origin its subviews move by another amount
/// (up to 8 points: more than pixel rounding). Its width keeps 8 points of slack per subview,
/// so they stay inside.
struct BrokenSnapsToDesignGrid: Layout {
    private func snapped(_ v: CGFloat) -> CGFloat { (v / 8).rounded(.up) * 8 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + snapped($1.width) + 8 }, height: (sizes.map(\.height).max() ?? 0) + 8)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: snapped(x), y: snapped(bounds.minY)), proposal: .unspecified)
            x += snapped(subview.sizeThatFits(.unspecified).width) + 8
        }
    }
}

/// BROKEN (placed-once) unless declared for one subview: a layout written for a single subview
/// (a badge around one view, say) that sizes and places its first subview and ignores the rest.
struct BrokenPlacesOnlyItsFirstSubview: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// BROKEN (inside-bounds, by a rounding error): lays its subviews out in one row at their ideal
/// sizes, wrapping a subview that would end past its bounds. It reports the row's width added
/// up from the last subview, but wraps by the running sum from the first: where the two sums
/// round apart, bounds of its own width are too narrow by the last bit and the last subview
/// wraps below them.
struct BrokenWrapsInItsOwnWidth: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reversed().reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > bounds.width { x = 0; y += rowHeight; rowHeight = 0 }
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: .unspecified)
            x += size.width
            rowHeight = max(rowHeight, size.height)
        }
    }
}

/// BROKEN (inside-bounds): a square badge around one subview, as large as the proposal's
/// shorter side, that places the subview with its own proposal instead of its bounds' size,
/// so a subview offered 100×50 takes 100×50 in a 50×50 square.
struct BrokenPassesItsProposalOn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let side = min(proposal.replacingUnspecifiedDimensions().width, proposal.replacingUnspecifiedDimensions().height)
        return CGSize(width: side, height: side)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Offered nothing, it places by its bounds: the slip is only in passing lengths on.
        let given = proposal == .unspecified ? ProposedViewSize(bounds.size) : proposal
        for subview in subviews { subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: given) }
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

    @Test("a layout written for one subview: the placed-once report says to declare the counts it handles, and the declaration is enough")
    func subviewCountHint() throws {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenPlacesOnlyItsFirstSubview())
        let found = try #require(report.failures.first { $0.property == "placed-once" }, "\(report)")
        #expect(found.violation.subview == 1, "the minimal case has two subviews, the second unplaced")
        #expect(found.report.contains("LayoutChecker.subviewCounts = 1...1"), "\(found.report)")
        var declared = LayoutChecker(seed: 1, cases: 300)
        declared.subviewCounts = 1...1
        let again = declared.check(BrokenPlacesOnlyItsFirstSubview())
        #expect(again.passed, "\(again)")
    }

    @Test("a subview wrapped out of bounds of the layout's own size by a rounding error: the report says so and what to compare instead")
    func roundingFitHint() throws {
        let report = LayoutChecker(seed: 1, cases: 500).check(BrokenWrapsInItsOwnWidth())
        let found = try #require(report.failures.first { ["inside-bounds", "size-agreement"].contains($0.property) }, "\(report)")
        #expect(found.violation.fitsInBoundsGrownByRounding == true)
        #expect(found.report.contains("larger by a rounding error"), "\(found.report)")
        #expect(!found.report.contains("childrenMayExtendOutsideBounds"), "declaring children outside by design is not the fix")
        // A subview outside by more than a rounding error gets the by-design hint, not this one.
        let radial = LayoutChecker(seed: 1, cases: 300).check(BrokenStackPlacesOutside())
        let outside = try #require(radial.failures.first { $0.property == "inside-bounds" }, "\(radial)")
        #expect(outside.violation.fitsInBoundsGrownByRounding != true)
        #expect(outside.report.contains("childrenMayExtendOutsideBounds = true"), "\(outside.report)")
    }

    @Test("a subview placed with the container's own proposal, where its bounds differ: the report says so")
    func passedProposalOn() throws {
        var checker = LayoutChecker(seed: 1, cases: 300)
        checker.subviewCounts = 1...1
        let report = checker.check(BrokenPassesItsProposalOn())
        let found = try #require(report.failures.first { ["inside-bounds", "size-agreement"].contains($0.property) }, "\(report)")
        #expect(found.report.contains("it was placed with the container's own proposal"), "\(found.report)")
        // A layout that places by its bounds' size is not told so.
        let other = LayoutChecker(seed: 1, cases: 300).check(BrokenStackPlacesOutside())
        let outside = try #require(other.failures.first { $0.property == "inside-bounds" }, "\(other)")
        #expect(!outside.report.contains("container's own proposal"), "\(outside.report)")
    }

    @Test("a translation-invariance failure names both causes: placing from (0, 0), and wrap decisions that round differently at another origin")
    func translationHint() throws {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenSnapsToDesignGrid())
        let found = try #require(report.failures.first { $0.property == "translation-invariance" }, "\(report)")
        #expect(found.report.contains("not rounded in the window's coordinates"), "\(found.report)")
        #expect(found.report.contains("x + width <= bounds.maxX rounds differently"), "\(found.report)")
    }
}
