import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@testable @_spi(Engine) import PlumbProperties
import PlumbTesting

// Layouts that round where they place, in their parent's coordinates, as shipped keypads and
// flow layouts do: at a fractional bounds origin a subview then sits under a pixel away from
// the exact position. That is a warning naming the rounding, never the layout's error; a
// layout off by a fraction of a point without rounding still fails.

/// A flow layout that rounds every origin to whole points in its parent's coordinates.
struct RoundsOriginsFlow: Layout {
    var spacing: CGFloat = 6
    private func origins(_ width: CGFloat, _ sizes: [CGSize]) -> [CGPoint] {
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        return sizes.map { size in
            if x > 0 && x + size.width > width { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            defer { x += size.width + spacing; rowHeight = max(rowHeight, size.height) }
            return CGPoint(x: x, y: y)
        }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let frames = zip(origins(proposal.width ?? .infinity, sizes), sizes).map { CGRect(origin: $0, size: $1) }
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        for (subview, (origin, size)) in zip(subviews, zip(origins(bounds.width, sizes), sizes)) {
            subview.place(at: CGPoint(x: (bounds.minX + origin.x).rounded(), y: (bounds.minY + origin.y).rounded()),
                          proposal: ProposedViewSize(size))
        }
    }
}

/// A row that centres each subview on a centre rounded down to half points (a 2× screen's pixels).
struct HalfPointCentresRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            let centre = CGPoint(x: ((x + size.width / 2) * 2).rounded(.down) / 2, y: (bounds.midY * 2).rounded(.down) / 2)
            subview.place(at: centre, anchor: .center, proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

/// A row that rounds each origin up to whole points in its parent's coordinates, its width
/// keeping a point of slack per subview so they stay inside.
struct RoundsUpWithSlackRow: Layout {
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

/// A three-column grid whose cells are `CGRect.integral` in the parent's coordinates: each
/// edge rounded outwards to whole points, the rounded size proposed to the subview.
struct IntegralCellsGrid: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 90, height: CGFloat((subviews.count + 2) / 3) * 30)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Each column's edges as fractions of the width, so the last ends exactly at maxX (a
        // width summed three times ends a rounding error past it, and `integral` takes a point more).
        func edge(_ column: Int) -> CGFloat { bounds.minX + bounds.width * CGFloat(column) / 3 }
        for (i, subview) in subviews.enumerated() {
            let cell = CGRect(x: edge(i % 3), y: bounds.minY + CGFloat(i / 3) * 30, width: edge(i % 3 + 1) - edge(i % 3), height: 30).integral
            subview.place(at: cell.origin, proposal: ProposedViewSize(cell.size))
        }
    }
}

/// Deliberately broken: a row whose subviews overlap their predecessor by half a point, rounding
/// nothing (with whole-point subviews at a whole-point origin every edge is on a pixel grid).
struct BrokenOverlapsByHalfAPoint: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: max(0, sizes.map(\.width).reduce(0, +) - 0.5 * CGFloat(max(0, sizes.count - 1))),
                      height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width - 0.5
        }
    }
}

/// Deliberately broken: places every subview a third of a point before its bounds, rounding nothing.
struct BrokenStartsAThirdEarly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX - 1.0 / 3, y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

/// A row that answers the length its subviews span rounded to whole points: up (`ceil`, an
/// empty sliver after the last subview), or down (a subview sticking out by under a point).
struct RoundsItsSizeRow: Layout {
    var rule: FloatingPointRoundingRule = .up
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + 4 * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width.rounded(rule), height: (sizes.map(\.height).max() ?? 0).rounded(rule))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + 4
        }
    }
}

/// Deliberately broken: a hugging column a third of a point taller than its subviews, rounding
/// nothing (with whole-point subviews its size lies on the 3× grid, but is no rounding of
/// what they span).
struct BrokenAThirdTallColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.isEmpty ? 0 : sizes.map(\.height).reduce(0, +) + 1.0 / 3)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

@Suite struct PixelSnapTests {
    /// A campaign on `layout` declaring `traits`.
    static func check(_ layout: some Layout, seed: UInt64 = 1, cases: Int, traits: Set<LayoutTrait>) -> CheckReport {
        var checker = LayoutChecker(seed: seed, cases: cases)
        checker.traits = traits
        return checker.check(layout)
    }

    @Test func gridsAndDeviations() {
        #expect(PixelSnap.isOnGrid(-57, scale: 1) && PixelSnap.isOnGrid(12.5, scale: 2) && PixelSnap.isOnGrid(10.0 + 1.0 / 3, scale: 3))
        #expect(!PixelSnap.isOnGrid(12.5, scale: 1) && !PixelSnap.isOnGrid(12.25, scale: 2) && !PixelSnap.isOnGrid(.nan, scale: 1))
        #expect(PixelSnap.scales.allSatisfy { !PixelSnap.isOnGrid(PixelSnap.probeOffset.x, scale: $0) && !PixelSnap.isOnGrid(PixelSnap.probeOffset.y, scale: $0) })

        let bounds = CGRect(x: -56.75, y: -27.5, width: 40, height: 20)
        let out = PixelSnap.overflow(of: CGRect(x: -57, y: -28, width: 10, height: 10), from: bounds, tolerance: 0.001)
        #expect(out.x == 0.25 && out.y == 0.5)
        // Rounded outwards on both sides (CGRect.integral): the larger side counts.
        let integral = PixelSnap.overflow(of: CGRect(x: -57, y: -28, width: 41, height: 21), from: bounds, tolerance: 0.001)
        #expect(integral.x == 0.75 && integral.y == 0.5)

        let exact = { (a: CGFloat, b: CGFloat, by: CGFloat) in abs(b - a - by) <= 1e-6 }
        let moved = PixelSnap.move(from: CGRect(x: 12, y: 40, width: 10, height: 10), to: CGRect(x: 49, y: 20.5, width: 10, height: 10),
                                   by: CGPoint(x: 37.25, y: -19.5), same: exact)
        #expect(moved.x == 0.25 && moved.y == 0)

        let sliver = PixelSnap.slivers(CGRect(x: 0, y: 0, width: 10.4, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10), tolerance: 0.001)
        #expect(sliver.count == 1 && abs(sliver[0].x - 0.4) < 1e-9 && sliver[0].y == 0)
        #expect(PixelSnap.slivers(CGRect(x: 0, y: 0, width: 0.5, height: 10), CGRect(x: 0, y: 0, width: 0.5, height: 10), tolerance: 0.001).isEmpty,
                "one frame on top of another is no rounding, however thin")
        let margins = PixelSnap.margins(of: CGRect(x: 11, y: 23, width: 20, height: 10), in: CGRect(x: 10.75, y: 23, width: 20.25, height: 10), tolerance: 0.001)
        #expect(margins.x == 0.25 && margins.y == 0)
    }

    @Test(arguments: LongCampaigns.seeds([1, 2, 3]))
    func roundingOriginsIsAWarning(seed: UInt64) {
        let report = Self.check(RoundsOriginsFlow(), seed: seed, cases: 400, traits: [.nonOverlapping])
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.warnings.contains { $0.blame?.contains("rounds positions to pixels") == true }, "\(report.warnings.map(\.property))")
    }

    @Test func roundingUpWithSlackMovesByARoundedAmount() {
        let report = LayoutChecker(seed: 1, cases: 300).check(RoundsUpWithSlackRow())
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.warnings.contains { $0.property == "translation-invariance" && $0.blame?.contains("under a point") == true },
                "\(report.warnings.map(\.property))")
    }

    @Test(arguments: LongCampaigns.seeds([1, 2, 3]))
    func roundingCentresToHalfPointsIsAWarning(seed: UInt64) {
        let report = LayoutChecker(seed: seed, cases: 400).check(HalfPointCentresRow())
        #expect(report.failures.isEmpty, "\(report)")
    }

    @Test(arguments: LongCampaigns.seeds([1, 2]))
    func cellsRoundedOutwardsStayInsideToAPixel(seed: UInt64) {
        let report = LayoutChecker(seed: seed, cases: 1500).check(IntegralCellsGrid())
        #expect(!report.failures.contains { $0.property == "inside-bounds" }, "\(report)")
    }

    @Test func aSliverOfOverlapWithoutRoundingIsAnError() {
        let report = Self.check(BrokenOverlapsByHalfAPoint(), cases: 200, traits: [.nonOverlapping])
        #expect(report.failures.contains { $0.property == "no-overlap" }, "\(report)")
        #expect(!report.warnings.contains { $0.blame?.contains("rounds positions to pixels") == true })
    }

    @Test func aFractionOffWithoutRoundingIsAnError() {
        let report = LayoutChecker(seed: 1, cases: 200).check(BrokenStartsAThirdEarly())
        #expect(report.failures.contains { $0.property == "inside-bounds" }, "\(report)")
        #expect(!report.warnings.contains { $0.blame?.contains("rounds positions to pixels") == true })
    }

    @Test(arguments: LongCampaigns.seeds([1, 2, 3]))
    func roundingItsOwnSizeUpIsAWarning(seed: UInt64) {
        let report = Self.check(RoundsItsSizeRow(rule: .up), seed: seed, cases: 400, traits: [.hugsChildren])
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.warnings.contains { $0.property == "hugs-children" && $0.blame?.contains("rounds its own size up to pixels") == true },
                "\(report.warnings.map(\.property))")
    }

    /// An overflow a size rounded down would explain cannot be told from a real one (a subview
    /// shifted out of a size taken from the widest subview): it stays an error.
    @Test func roundingItsOwnSizeDownLetsASubviewOut() {
        let report = LayoutChecker(seed: 1, cases: 400).check(RoundsItsSizeRow(rule: .down))
        #expect(report.failures.contains { $0.property == "inside-bounds" }, "\(report)")
    }

    @Test func aMarginWithoutRoundingIsAnError() {
        let report = Self.check(BrokenAThirdTallColumn(), cases: 300, traits: [.hugsChildren])
        #expect(report.failures.contains { $0.property == "hugs-children" }, "\(report)")
        #expect(!report.warnings.contains { $0.blame?.contains("rounds its own size") == true })
    }
}
