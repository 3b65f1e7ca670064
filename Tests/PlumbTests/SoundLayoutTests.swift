import Foundation
import Testing
import PlumbTesting

// Sound layouts written the way Apple's samples write them: measure each subview's ideal size,
// place it at that size. Checked at 3 seeds × 500 cases each, they must give no error.

/// Apple's "equal width" pattern: every child proposed the widest ideal width.
struct SampleEqualWidthRow: Layout {
    func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
    func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { $0 == subviews.count - 1 ? 0 : subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let size = maxSize(subviews)
        return CGSize(width: size.width * CGFloat(subviews.count) + spacing(subviews).reduce(0, +), height: size.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let size = maxSize(subviews), gaps = spacing(subviews)
        let placement = ProposedViewSize(width: size.width, height: size.height)
        var x = bounds.minX + size.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placement)
            x += size.width + gaps[index]
        }
    }
}

/// A two-slot layout: exactly two subviews, the first leading, the second trailing.
struct SampleLeadingTrailing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        precondition(subviews.count == 2, "SampleLeadingTrailing takes exactly two subviews")
        let a = subviews[0].sizeThatFits(.unspecified), b = subviews[1].sizeThatFits(.unspecified)
        return CGSize(width: max(proposal.width ?? 0, a.width + b.width), height: max(a.height, b.height))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        precondition(subviews.count == 2, "SampleLeadingTrailing takes exactly two subviews")
        let b = subviews[1].sizeThatFits(.unspecified)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
        subviews[1].place(at: CGPoint(x: bounds.maxX - b.width, y: bounds.minY), proposal: .unspecified)
    }
}

/// Shows at most three subviews; the rest are hidden by placing them with a zero proposal.
struct SampleFirstThree: Layout {
    /// Where hidden subviews go: 10,000 points before the bounds, or (set) one fixed point
    /// whatever the bounds, as a published ViewThatFits-like layout parks the ones it hides.
    var parking: CGPoint? = nil
    /// Whether it parks every subview first and then places the three it shows again (SwiftUI:
    /// "the last call takes precedence").
    var parksEveryOneFirst = false
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let shown = subviews.prefix(3).map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: shown.map(\.width).reduce(0, +), height: shown.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if parksEveryOneFirst {
            for subview in subviews { subview.place(at: parking ?? CGPoint(x: bounds.minX - 10_000, y: bounds.minY), proposal: .zero) }
        }
        var x = bounds.minX
        for (i, subview) in subviews.enumerated() {
            if i < 3 {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += size.width
            } else {
                subview.place(at: parking ?? CGPoint(x: bounds.minX - 10_000, y: bounds.minY), proposal: .zero)
            }
        }
    }
}

/// The first three subviews in a row, each proposed the widest of their ideal sizes (equal
/// widths); the rest hidden 10,000 points before the bounds with a zero proposal.
struct SampleFirstThreeEqualWidths: Layout {
    func cell(_ subviews: Subviews) -> CGSize {
        subviews.prefix(3).map { $0.sizeThatFits(.unspecified) }
            .reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = cell(subviews)
        return CGSize(width: cell.width * CGFloat(min(subviews.count, 3)), height: cell.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = cell(subviews)
        for (i, subview) in subviews.enumerated() {
            if i < 3 {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * cell.width, y: bounds.minY), proposal: ProposedViewSize(cell))
            } else {
                subview.place(at: CGPoint(x: bounds.minX - 10_000, y: bounds.minY), proposal: .zero)
            }
        }
    }
}

/// A toolbar: the subviews that fit at their ideal widths, in a row, each placed with its ideal
/// size as its proposal (`Text("")` gets 0×0); the rest hidden far away with a zero proposal.
struct SampleFitsOrHides: Layout {
    var spacing: CGFloat = 8
    func shownCount(_ sizes: [CGSize], _ width: CGFloat?) -> Int {
        var x: CGFloat = 0
        for (i, size) in sizes.enumerated() {
            x += (i == 0 ? 0 : spacing) + size.width
            if let width, x > width { return i }
        }
        return sizes.count
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let shown = sizes.prefix(shownCount(sizes, proposal.width))
        return CGSize(width: shown.map(\.width).reduce(0, +) + spacing * CGFloat(max(0, shown.count - 1)), height: shown.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let shown = shownCount(sizes, proposal.width)
        var x = bounds.minX
        for (i, subview) in subviews.enumerated() {
            guard i < shown else {
                subview.place(at: CGPoint(x: bounds.maxX + 10_000, y: bounds.minY), proposal: .zero)
                continue
            }
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(sizes[i]))
            x += sizes[i].width + spacing
        }
    }
}

/// Broken on purpose: hides subviews past the third as `SampleFirstThree` does, but puts the
/// shown ones on top of one another (and reports the widest, not their sum).
struct BrokenHidingStacksShownOnOneAnother: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let shown = subviews.prefix(3).map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: shown.map(\.width).max() ?? 0, height: shown.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, subview) in subviews.enumerated() {
            subview.place(at: i < 3 ? bounds.origin : CGPoint(x: bounds.midX, y: bounds.midY), proposal: i < 3 ? .unspecified : .zero)
        }
    }
}

enum SampleRank: CaseIterable, Sendable { case primary, secondary }
struct SampleRankKey: LayoutValueKey { static let defaultValue = SampleRank.secondary }

/// Primary subviews first, each at its ideal size, in one row.
struct SampleRankedRow: Layout {
    func ordered(_ subviews: Subviews) -> [LayoutSubview] {
        subviews.filter { $0[SampleRankKey.self] == .primary } + subviews.filter { $0[SampleRankKey.self] == .secondary }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in ordered(subviews) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// A fixed number of equal columns sized from the proposal; each subview offered its column
/// (a rigid one wider than its column overflows it, as in a frame).
struct SampleColumns: Layout {
    var columns = 2
    var spacing: CGFloat = 8
    private func columnWidth(_ width: CGFloat?, _ subviews: Subviews) -> CGFloat {
        let n = CGFloat(columns)
        if let width, width.isFinite { return max(0, (width - spacing * (n - 1)) / n) }
        return subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }
    private func rowHeights(_ width: CGFloat, _ subviews: Subviews) -> [CGFloat] {
        stride(from: 0, to: subviews.count, by: columns).map { start in
            subviews[start..<min(start + columns, subviews.count)].map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }.max() ?? 0
        }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let w = columnWidth(proposal.width, subviews), heights = rowHeights(w, subviews), n = CGFloat(columns)
        return CGSize(width: w * n + spacing * (n - 1), height: heights.reduce(0, +) + spacing * CGFloat(max(0, heights.count - 1)))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let w = columnWidth(bounds.width, subviews), heights = rowHeights(w, subviews)
        var y = bounds.minY
        for (row, start) in stride(from: 0, to: subviews.count, by: columns).enumerated() {
            for i in start..<min(start + columns, subviews.count) {
                let x = bounds.minX + CGFloat(i - start) * (w + spacing)
                subviews[i].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: w, height: heights[row]))
            }
            y += heights[row] + spacing
        }
    }
}

/// The largest box of an aspect ratio inside the proposal; every subview offered that box, centred.
struct SampleAspectBox: Layout {
    var ratio: CGFloat = 1.5
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch (proposal.width, proposal.height) {
        case let (w?, h?) where w.isFinite && h.isFinite: return w / h > ratio ? CGSize(width: h * ratio, height: h) : CGSize(width: w, height: w / ratio)
        case let (w?, _) where w.isFinite: return CGSize(width: w, height: w / ratio)
        case let (_, h?) where h.isFinite: return CGSize(width: h * ratio, height: h)
        default: return CGSize(width: 10 * ratio, height: 10)
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// Cards fanned out diagonally by `step`: they overlap by design (no trait says otherwise);
/// each is offered the proposal less the fan and placed by its top-leading corner.
struct SampleFannedCards: Layout {
    var step: CGFloat = 8
    func cardProposal(_ proposal: ProposedViewSize, count: Int) -> ProposedViewSize {
        let fan = step * CGFloat(max(count - 1, 0))
        return ProposedViewSize(width: proposal.width.map { max($0 - fan, 0) }, height: proposal.height.map { max($0 - fan, 0) })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(cardProposal(proposal, count: subviews.count)) }
        let fan = step * CGFloat(subviews.count - 1)
        return CGSize(width: (sizes.map(\.width).max() ?? 0) + fan, height: (sizes.map(\.height).max() ?? 0) + fan)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let card = cardProposal(proposal, count: subviews.count)
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + step * CGFloat(i), y: bounds.minY + step * CGFloat(i)), proposal: card)
        }
    }
}

/// A column built upward from the bottom edge, each subview placed by its bottom-trailing
/// corner on the column's trailing edge. (`anchor: .topTrailing` is the broken variant: it
/// hangs every subview below the point meant for its bottom.)
struct SampleBottomUpColumn: Layout {
    var spacing: CGFloat = 3
    var anchor: UnitPoint = .bottomTrailing
    func offer(_ proposal: ProposedViewSize) -> ProposedViewSize { ProposedViewSize(width: proposal.width, height: nil) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(offer(proposal)) }
        return CGSize(width: sizes.map(\.width).max() ?? 0,
                      height: sizes.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(sizes.count - 1, 0)))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = subviews.map { $0.sizeThatFits(offer(proposal)).width }.max() ?? 0
        var bottom = bounds.maxY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + width, y: bottom), anchor: anchor, proposal: offer(proposal))
            bottom -= subview.sizeThatFits(offer(proposal)).height + spacing
        }
    }
}

@Suite("Sound layouts written like Apple's samples give no error")
struct SoundLayoutTests {
    static let seeds = LongCampaigns.seeds([1, 2, 3])

    /// A checker for a layout that declares it hides subviews with a zero proposal, and `traits`.
    func hidingChecker(seed: UInt64, traits: Set<LayoutTrait> = []) -> LayoutChecker {
        var checker = LayoutChecker(seed: seed, cases: 500)
        checker.hidesSubviewsWithZeroProposal = true
        checker.traits = traits
        return checker
    }

    func expectNoError(_ report: CheckReport, _ name: String) {
        #expect(report.errors.isEmpty && report.cases == 500, "\(name): \(report)")
        #expect(report.failures.isEmpty, "\(name): \(report)")
    }

    @Test("equal-width row (proposes the widest ideal size)", arguments: seeds)
    func equalWidth(seed: UInt64) {
        let report = LayoutChecker(seed: seed, cases: 500).check(SampleEqualWidthRow())
        expectNoError(report, "SampleEqualWidthRow")
        // Children that answer differently when proposed their own ideal size make it
        // overflow: warnings that name the child, not errors.
        for warning in report.warnings {
            #expect(warning.blame?.contains("when proposed its own ideal size") == true, "\(warning.report)")
        }
        if seed == 3 { #expect(!report.warnings.isEmpty, "seed 3 has such a child (a firstTextBaseline HStack with a Button)") }
    }

    @Test("exactly two subviews, declared", arguments: seeds)
    func twoSlots(seed: UInt64) {
        var checker = LayoutChecker(seed: seed, cases: 500)
        checker.subviewCounts = 2...2
        expectNoError(checker.check(SampleLeadingTrailing()), "SampleLeadingTrailing")
    }

    @Test("hides subviews past the third with a zero proposal, declared", arguments: seeds)
    func hidden(seed: UInt64) {
        expectNoError(hidingChecker(seed: seed).check(SampleFirstThree()), "SampleFirstThree")
    }

    @Test("parks every subview with a zero proposal, then places the three it shows again: the last call counts, as SwiftUI documents", arguments: seeds)
    func parksEveryOneFirst(seed: UInt64) {
        let report = hidingChecker(seed: seed).check(SampleFirstThree(parksEveryOneFirst: true))
        expectNoError(report, "SampleFirstThree parking every one first")
        #expect(report.warnings.isEmpty, "\(report)")
    }

    @Test("hides subviews past the third with a zero proposal at one fixed point whatever its bounds: a hidden subview's position is compared by no property", arguments: seeds)
    func hiddenAtFixedPoint(seed: UInt64) {
        let checker = hidingChecker(seed: seed)
        // translation-invariance, deterministic, cache-consistency and cache-update compare
        // two placements of each subview; one hidden in both is left out of each.
        expectNoError(checker.check(SampleFirstThree(parking: CGPoint(x: 100_000, y: 100_000))), "SampleFirstThree parked")
    }

    @Test("hides subviews past the third with a zero proposal far away, and declares it hugs and never overlaps the ones it shows: hidden subviews take no part", arguments: seeds)
    func hiddenTakeNoPart(seed: UInt64) {
        let checker = hidingChecker(seed: seed, traits: [.nonOverlapping, .hugsChildren])
        let report = checker.check(SampleFirstThree())
        expectNoError(report, "SampleFirstThree")
        // Shown subviews are placed at their ideal size: none can overflow or overlap.
        #expect(!report.warnings.contains { ["no-overlap", "hugs-children"].contains($0.property) }, "\(report)")
        // Hidden subviews never excuse shown ones that overlap.
        let broken = checker.check(BrokenHidingStacksShownOnOneAnother())
        #expect(broken.failures.contains { $0.breaks("no-overlap") }, "\(broken)")
    }

    @Test("proposes the three it shows equal widths and hides the rest with a zero proposal, declared: hidden subviews are not held to equal widths", arguments: seeds)
    func hiddenNotHeldToEqualWidths(seed: UInt64) {
        expectNoError(hidingChecker(seed: seed, traits: [.equalWidths]).check(SampleFirstThreeEqualWidths()), "SampleFirstThreeEqualWidths")
    }

    @Test("shows what fits, each proposed its ideal size (an empty text 0×0, like a hidden one), hides the rest far away, and declares it hugs what it shows", arguments: seeds)
    func shownEmptyOrHidden(seed: UInt64) {
        expectNoError(hidingChecker(seed: seed, traits: [.hugsChildren]).check(SampleFitsOrHides()), "SampleFitsOrHides")
    }

    @Test("fills its cache in sizeThatFits and reads it in placeSubviews", arguments: seeds)
    func cached(seed: UInt64) { expectNoError(LayoutChecker(seed: seed, cases: 500).check(CachingRow()), "CachingRow") }

    @Test("sizes itself from what it offers (columns, an aspect-ratio box): a rigid subview larger than offered is a warning", arguments: seeds)
    func offers(seed: UInt64) {
        for (name, report) in [("SampleColumns", LayoutChecker(seed: seed, cases: 500).check(SampleColumns())),
                               ("SampleAspectBox", LayoutChecker(seed: seed, cases: 500).check(SampleAspectBox()))] {
            expectNoError(report, name)
            #expect(!report.warnings.isEmpty, "\(name): an Image offered less than 20×20 is among 500 cases")
        }
    }

    @Test("offers its last subview the width that remains (bounds.maxX - x), which rounds differently at another origin", arguments: seeds)
    func remainder(seed: UInt64) { expectNoError(LayoutChecker(seed: seed, cases: 500).check(FillRemainderRow()), "FillRemainderRow") }

    @Test("reads an enum value key", arguments: seeds)
    func ranked(seed: UInt64) {
        var checker = LayoutChecker(seed: seed, cases: 500)
        checker.valueKeys = [.key(SampleRankKey.self)]
        expectNoError(checker.check(SampleRankedRow()), "SampleRankedRow")
    }

    @Test("overlaps its subviews by design, declaring no trait that forbids it", arguments: seeds)
    func fanned(seed: UInt64) { expectNoError(LayoutChecker(seed: seed, cases: 500).check(SampleFannedCards()), "SampleFannedCards") }

    @Test("places by bottom-trailing anchors, building upward, and declares it never overlaps", arguments: seeds)
    func bottomUp(seed: UInt64) {
        var checker = LayoutChecker(seed: seed, cases: 500)
        checker.traits = [.nonOverlapping]
        expectNoError(checker.check(SampleBottomUpColumn()), "SampleBottomUpColumn")
        let broken = checker.check(SampleBottomUpColumn(anchor: .topTrailing))
        #expect(broken.failures.contains { $0.breaks("inside-bounds") }, "\(broken)")
    }
}
