import Foundation
import Testing
import PlumbTesting

// More idioms users write, each sound: text baselines, a custom alignment guide, a layout's own
// guide and spacing, delegation to an `AnyLayout` chosen by the proposal, a cache measured in
// `makeCache` and refreshed in `updateCache`, trailing-aligned wrapping, priorities as weights,
// equal heights, a greedy split, corners pinned by anchors, and equal cells with their
// subviews' own gaps. Checked at 3 seeds × 300 cases each, none may give an error: an error
// here is a false alarm. Three broken variants show the same checks do fire on the idiom's
// typical mistake.

/// Subviews in a row, aligned on their first text baselines, each at its ideal size.
struct IdiomBaselineRow: Layout {
    var spacing: CGFloat = 6

    /// The tallest part above the baseline and below it, and the row's width.
    func extent(_ subviews: Subviews) -> (above: CGFloat, below: CGFloat, width: CGFloat) {
        var above: CGFloat = 0, below: CGFloat = 0, width: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let d = subview.dimensions(in: .unspecified)
            let baseline = d[VerticalAlignment.firstTextBaseline]
            above = max(above, baseline)
            below = max(below, d.height - baseline)
            width += d.width + (i > 0 ? spacing : 0)
        }
        return (above, below, width)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let e = extent(subviews)
        return CGSize(width: e.width, height: e.above + e.below)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let above = extent(subviews).above
        var x = bounds.minX
        for subview in subviews {
            let d = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY + above - d[VerticalAlignment.firstTextBaseline]), proposal: .unspecified)
            x += d.width + spacing
        }
    }
}

/// The same row sized by the tallest ascent alone: what hangs below a baseline sticks out.
struct BrokenIdiomBaselineRowForgetsDescenders: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let e = IdiomBaselineRow().extent(subviews)
        return CGSize(width: e.width, height: e.above)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        IdiomBaselineRow().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension HorizontalAlignment {
    /// A guide of the tests' own, defaulting to the centre.
    enum IdiomPivot: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] } }
    static let idiomPivot = HorizontalAlignment(IdiomPivot.self)
}

/// A column whose subviews line up on a custom horizontal guide.
struct IdiomPivotColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var left: CGFloat = 0, right: CGFloat = 0, height: CGFloat = 0
        for subview in subviews {
            let d = subview.dimensions(in: .unspecified)
            left = max(left, d[HorizontalAlignment.idiomPivot])
            right = max(right, d.width - d[HorizontalAlignment.idiomPivot])
            height += d.height
        }
        return CGSize(width: left + right, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let left = subviews.map { $0.dimensions(in: .unspecified)[HorizontalAlignment.idiomPivot] }.max() ?? 0
        var y = bounds.minY
        for subview in subviews {
            let d = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + left - d[HorizontalAlignment.idiomPivot], y: y), proposal: .unspecified)
            y += d.height
        }
    }
}

/// A centred column that reports its first subview's baseline as its own and the union of its
/// subviews' spacing preferences as its spacing.
struct IdiomLabeledColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .firstTextBaseline, let first = subviews.first else { return nil }
        return bounds.minY + first.dimensions(in: .unspecified)[VerticalAlignment.firstTextBaseline]
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }
}

/// A row when offered enough width (or any), a column otherwise: SwiftUI's own stacks do the work.
struct IdiomAdaptiveStack: Layout {
    var threshold: CGFloat = 200

    func chosen(_ proposal: ProposedViewSize) -> AnyLayout {
        (proposal.width ?? .infinity) >= threshold ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(spacing: 4))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let layout = chosen(proposal)
        var inner = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = chosen(proposal)
        var inner = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }
}

/// A wrapping row that measures its subviews once, in `makeCache`, and again in `updateCache`.
struct IdiomCachedFlow: Layout {
    var spacing: CGFloat = 4
    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// Each subview's origin and the size they span, wrapping before `width` is passed.
    func arrange(_ sizes: [CGSize], width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, maxX: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > width { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            origins.append(CGPoint(x: x, y: y))
            x += size.width
            maxX = max(maxX, x)
            x += spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (origins, CGSize(width: maxX, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(cache.sizes, width: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let origins = arrange(cache.sizes, width: bounds.width).origins
        for (i, origin) in origins.enumerated() {
            subviews[i].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: ProposedViewSize(cache.sizes[i]))
        }
    }
}

/// The same flow whose `updateCache` keeps the old measurements when the subviews change.
struct BrokenIdiomCachedFlowNeverUpdates: Layout {
    func makeCache(subviews: Subviews) -> IdiomCachedFlow.Cache { IdiomCachedFlow().makeCache(subviews: subviews) }

    func updateCache(_ cache: inout IdiomCachedFlow.Cache, subviews: Subviews) {}

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout IdiomCachedFlow.Cache) -> CGSize {
        IdiomCachedFlow().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout IdiomCachedFlow.Cache) {
        // Placing only the subviews the cache knows of, as such a layout's zip does.
        let origins = IdiomCachedFlow().arrange(cache.sizes, width: bounds.width).origins
        for (i, origin) in origins.enumerated() where i < subviews.count {
            subviews[i].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: ProposedViewSize(cache.sizes[i]))
        }
    }
}

/// Wrapping rows, each pushed against the trailing edge.
struct IdiomTrailingFlow: Layout {
    var spacing: CGFloat = 8
    struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    func rows(_ subviews: Subviews, width: CGFloat) -> [Row] {
        var rows: [Row] = [], row = Row()
        for (i, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if !row.indices.isEmpty && row.width + spacing + size.width > width { rows.append(row); row = Row() }
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(i)
        }
        if !row.indices.isEmpty { rows.append(row) }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(subviews, width: proposal.width ?? .infinity)
        return CGSize(width: rows.map(\.width).max() ?? 0,
                      height: rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(0, rows.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(subviews, width: bounds.width) {
            var x = bounds.maxX - row.width
            for i in row.indices {
                subviews[i].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += subviews[i].sizeThatFits(.unspecified).width + spacing
            }
            y += row.height + spacing
        }
    }
}

/// Shares its width among subviews in proportion to their layout priorities (at least 1 each).
struct IdiomWeightedRow: Layout {
    func weights(_ subviews: Subviews) -> [CGFloat] { subviews.map { CGFloat(max(1, $0.priority)) } }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 200, weights = weights(subviews)
        let total = weights.reduce(0, +)
        let height = zip(subviews, weights).map { subview, weight in
            subview.sizeThatFits(ProposedViewSize(width: width * weight / total, height: proposal.height)).height
        }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let weights = weights(subviews)
        let total = weights.reduce(0, +)
        var x = bounds.minX
        for (subview, weight) in zip(subviews, weights) {
            let width = bounds.width * weight / total
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// A column offering every subview the largest ideal width and height among them.
struct IdiomEqualHeightColumn: Layout {
    var spacing: CGFloat = 4

    func largest(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = largest(subviews), n = CGFloat(subviews.count)
        return CGSize(width: cell.width, height: n == 0 ? 0 : cell.height * n + spacing * (n - 1))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = largest(subviews)
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(cell))
            y += cell.height + spacing
        }
    }
}

/// Takes what it is offered (320×240 for an unspecified axis): the first subview a sidebar at
/// most 80 wide, the others stacked in equal shares of the rest.
struct IdiomSidebar: Layout {
    var sidebarWidth: CGFloat = 80

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 240))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        let side = min(sidebarWidth, bounds.width)
        first.place(at: bounds.origin, proposal: ProposedViewSize(width: side, height: bounds.height))
        let rest = subviews.dropFirst()
        guard !rest.isEmpty else { return }
        let share = bounds.height / CGFloat(rest.count)
        for (i, subview) in rest.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + side, y: bounds.minY + share * CGFloat(i)),
                          proposal: ProposedViewSize(width: bounds.width - side, height: share))
        }
    }
}

/// Up to four subviews, one pinned to each corner by the matching anchor, each offered a
/// quarter of the bounds; as large as offered, twice the largest ideal on an unspecified axis.
struct IdiomCorners: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        var widest: CGFloat = 0, tallest: CGFloat = 0
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            widest = max(widest, ideal.width); tallest = max(tallest, ideal.height)
        }
        return CGSize(width: proposal.width ?? 2 * widest, height: proposal.height ?? 2 * tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let quarter = ProposedViewSize(width: bounds.width / 2, height: bounds.height / 2)
        let corners: [(CGPoint, UnitPoint)] = [
            (CGPoint(x: bounds.minX, y: bounds.minY), .topLeading), (CGPoint(x: bounds.maxX, y: bounds.minY), .topTrailing),
            (CGPoint(x: bounds.minX, y: bounds.maxY), .bottomLeading), (CGPoint(x: bounds.maxX, y: bounds.maxY), .bottomTrailing),
        ]
        for (subview, corner) in zip(subviews, corners) { subview.place(at: corner.0, anchor: corner.1, proposal: quarter) }
    }
}

/// A row of equal cells, like UIKit's fill-equally stack view: the gaps are what neighbouring
/// subviews' spacing preferences ask for, each subview is centred in its cell, and the row
/// asks no spacing of its own neighbours.
struct IdiomFillEqually: Layout {
    /// `false` reproduces the typical mistake: cells that share the whole width, gaps ignored.
    var cellsLeaveRoomForGaps = true

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
    }

    private func cellWidth(_ width: CGFloat, _ subviews: Subviews) -> CGFloat {
        let room = cellsLeaveRoomForGaps ? width - gaps(subviews).reduce(0, +) : width
        return max(room / CGFloat(subviews.count), 0)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let totalGap = gaps(subviews).reduce(0, +)
        guard let width = proposal.width else {
            var widest: CGFloat = 0, tallest: CGFloat = 0
            for subview in subviews {
                let ideal = subview.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
                widest = max(widest, ideal.width); tallest = max(tallest, ideal.height)
            }
            return CGSize(width: widest * CGFloat(subviews.count) + totalGap, height: tallest)
        }
        let cell = ProposedViewSize(width: cellWidth(width, subviews), height: proposal.height)
        let tallest = subviews.map { $0.sizeThatFits(cell).height }.max() ?? 0
        return CGSize(width: max(width, totalGap), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let gaps = gaps(subviews)
        let cell = cellWidth(bounds.width, subviews)
        var x = bounds.minX
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x + cell / 2, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: cell, height: bounds.height))
            x += cell + (i < gaps.count ? gaps[i] : 0)
        }
    }
}

@Suite("Sound idioms give no error; their typical mistakes do")
struct SoundIdiomTests {
    static let seeds = LongCampaigns.seeds([1, 2, 3])

    static let idioms: [(name: String, check: @Sendable (LayoutChecker) -> CheckReport)] = [
        ("baselines", { $0.check(IdiomBaselineRow()) }),
        ("a custom guide", { $0.check(IdiomPivotColumn()) }),
        ("its own guide and spacing", { $0.check(IdiomLabeledColumn()) }),
        ("AnyLayout by proposal", { $0.check(IdiomAdaptiveStack()) }),
        ("measured in makeCache, refreshed in updateCache", { $0.check(IdiomCachedFlow()) }),
        ("trailing-aligned wrapping", { $0.check(IdiomTrailingFlow()) }),
        ("priorities as weights", { $0.check(IdiomWeightedRow()) }),
        ("equal heights", { $0.check(IdiomEqualHeightColumn()) }),
        ("greedy split", { $0.check(IdiomSidebar()) }),
        ("one subview per corner, by anchor", { checker in
            var checker = checker
            checker.subviewCounts = 0...4
            return checker.check(IdiomCorners())
        }),
        ("equal cells with the subviews' own gaps", { checker in
            var checker = checker
            checker.traits = [.equalWidths]
            return checker.check(IdiomFillEqually())
        }),
    ]

    @Test("a sound idiom gives no error at any seed (three in a long run)", arguments: idioms.indices)
    func soundIdiom(index: Int) {
        let idiom = Self.idioms[index]
        for seed in Self.seeds {
            let report = idiom.check(LayoutChecker(seed: seed, cases: 300))
            #expect(report.errors.isEmpty && report.cases == 300, "\(idiom.name), seed \(seed): \(report)")
            #expect(report.failures.isEmpty, "\(idiom.name), seed \(seed): \(report)")
        }
    }

    @Test("a baseline row sized without what hangs below the baselines lets subviews out")
    func forgottenDescenders() {
        let report = LayoutChecker(seed: 1, cases: 500).check(BrokenIdiomBaselineRowForgetsDescenders())
        #expect(report.failures.contains { $0.property == "inside-bounds" }, "\(report)")
    }

    @Test("equal cells that share the whole width and still leave gaps push the last subviews out")
    func cellsWithoutRoomForGaps() {
        var checker = LayoutChecker(seed: 1, cases: 500)
        checker.traits = [.equalWidths]
        let report = checker.check(IdiomFillEqually(cellsLeaveRoomForGaps: false))
        #expect(report.failures.contains { $0.property == "inside-bounds" }, "\(report)")
    }

    @Test("a cache never updated when subviews change is caught by cache-update")
    func staleCache() {
        let report = LayoutChecker(seed: 1, cases: 500).check(BrokenIdiomCachedFlowNeverUpdates())
        #expect(report.failures.contains { $0.property == "cache-update" }, "\(report)")
    }
}
