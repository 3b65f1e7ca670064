import PlumbProperties

// Bug classes found in public flow, tag-cloud and row layouts, each planted in a layout written
// the way such layouts are written. Each breaks the property in parentheses.

/// Subviews at their ideal sizes, left to right, `spacing` apart, wrapping when the next would
/// pass `width`: each one's origin and the size they cover. Two ways of getting it wrong, for
/// the examples below: `stopAtOverwide` stops at the first subview wider than the line (so it
/// and those after it get no origin); `wrapsAtRowStart` wraps even before a row's first subview.
func flowRows(_ subviews: LayoutSubviews, width: CGFloat?, spacing: CGFloat = 0, stopAtOverwide: Bool = false,
              wrapsAtRowStart: Bool = false) -> (origins: [CGPoint], size: CGSize) {
    let limit = width ?? .infinity
    var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
    for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        if stopAtOverwide && size.width > limit { break }
        if (x > 0 || wrapsAtRowStart) && x + size.width > limit { x = 0; y += rowHeight + spacing; rowHeight = 0 }
        origins.append(CGPoint(x: x, y: y))
        x += size.width + spacing
        rowHeight = max(rowHeight, size.height)
        widest = max(widest, x - spacing)
    }
    return (origins, CGSize(width: widest, height: origins.isEmpty ? 0 : y + rowHeight))
}

/// BROKEN (placed-once): a tag cloud that stops at the first tag wider than the line, so that
/// tag and every one after it are never placed. (A correct one puts an overwide tag on a line
/// of its own and lets it overflow.)
public struct BrokenFlowDropsOverwide: Layout {
    public init() {}

    /// The origins of the subviews that are placed (a prefix), and the size they cover.
    func arrange(_ subviews: Subviews, width: CGFloat?) -> (origins: [CGPoint], size: CGSize) {
        flowRows(subviews, width: width, stopAtOverwide: true)  // the bug: gives up instead of overflowing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, width: proposal.width).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, arrange(subviews, width: proposal.width).origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// BROKEN (inside-bounds): a label and its value side by side. Sizing measures the label
/// twice (`subviews[0]` copied where `subviews[1]` was meant), which shows only when the two
/// differ: a value wider than its label overflows the reported width.
public struct BrokenLabeledValueRow: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count >= 2 else { return subviews.first?.sizeThatFits(.unspecified) ?? .zero }
        let label = subviews[0].sizeThatFits(.unspecified)
        let value = subviews[0].sizeThatFits(.unspecified)  // the bug: meant subviews[1]
        return CGSize(width: label.width + value.width, height: max(label.height, value.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.prefix(2) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
        for subview in subviews.dropFirst(2) { subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .zero) }
    }
}

/// BROKEN (finite-geometry): a flow that centres each row in the proposed width. With no
/// width proposed (an ideal size, a scroll view's axis) the width is infinite, and so is every
/// row's x offset. (A correct one centres in `bounds.width`.)
public struct BrokenFlowCentersInProposal: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return rowSize(sizes)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let lineWidth = proposal.width ?? .infinity  // the bug: should be bounds.width
        var x = bounds.minX + (lineWidth - sizes.map(\.width).reduce(0, +)) / 2
        for (subview, size) in zip(subviews, sizes) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

/// BROKEN (valid-child-proposals): a row that offers each subview what the ones before it left
/// of the proposed width. With no width proposed, that is infinity; a flexible subview takes
/// all of it, and the next one is offered ∞ − ∞, NaN.
public struct BrokenRowOffersRemainder: Layout {
    public init() {}

    /// Each subview's proposal and size, in order.
    func measure(_ subviews: Subviews, proposal: ProposedViewSize) -> [(ProposedViewSize, CGSize)] {
        var remaining = proposal.width ?? .infinity  // the bug: nothing clamps or guards it
        return subviews.map { subview in
            let offer = ProposedViewSize(width: remaining, height: proposal.height)
            let size = subview.sizeThatFits(offer)
            remaining -= size.width
            return (offer, size)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = measure(subviews, proposal: proposal).map(\.1)
        return rowSize(sizes)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, (offer, size)) in zip(subviews, measure(subviews, proposal: proposal)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: offer)
            x += size.width
        }
    }
}

/// BROKEN (cache-consistency): a flow that keeps the rows its last `sizeThatFits` computed in
/// its cache and places them as they are. A parent that asks for an ideal size (width nil)
/// before placing it at a narrower width gets one long row: the reported height is that of
/// the narrow rows, and the placed row overflows the bounds. (A correct one recomputes, or
/// keys its cache by the width.)
public struct BrokenFlowReusesRows: Layout {
    public init() {}

    public struct Rows {
        /// Each subview's origin, from the last sizing.
        var origins: [CGPoint] = []
    }

    public func makeCache(subviews: Subviews) -> Rows { Rows() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Rows) -> CGSize {
        let (origins, size) = flowRows(subviews, width: proposal.width, stopAtOverwide: false)
        cache.origins = origins  // the bug: whatever was asked last
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Rows) {
        for (subview, origin) in zip(subviews, cache.origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// BROKEN (cache-update): a row that caches its subviews' ideal sizes in `makeCache` and
/// leaves `updateCache` empty, meaning to fill it in later. When a subview is added, SwiftUI
/// updates the cache instead of making a new one: the new subview has no cached size and is
/// neither counted nor placed.
public struct BrokenRowStaleCache: Layout {
    public init() {}

    public struct Sizes { var ideal: [CGSize] }

    public func makeCache(subviews: Subviews) -> Sizes { Sizes(ideal: subviews.map { $0.sizeThatFits(.unspecified) }) }

    public func updateCache(_ cache: inout Sizes, subviews: Subviews) {}  // the bug: nothing updated

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Sizes) -> CGSize {
        CGSize(width: cache.ideal.map(\.width).reduce(0, +), height: cache.ideal.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Sizes) {
        var x = bounds.minX
        for (subview, size) in zip(subviews, cache.ideal) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

/// BROKEN (no-place-while-sizing): a row that sizes itself by running its placement code, so
/// that the two can never disagree; but that code calls `place`, and SwiftUI stops the app the
/// first time a layout places a subview while it is being sized. Everything else it does is
/// right: its size is its subviews' ideal widths side by side, and it places them so.
public struct BrokenRowPlacesWhileSizing: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, at: .zero)  // the bug: places the subviews while sizing
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        _ = arrange(subviews, at: bounds.origin)
    }

    /// Places the subviews at their ideal sizes in a row from `origin`; returns the row's size.
    private func arrange(_ subviews: Subviews, at origin: CGPoint) -> CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: origin.x + width, y: origin.y), proposal: .unspecified)
            width += size.width
            height = max(height, size.height)
        }
        return CGSize(width: width, height: height)
    }
}

/// BROKEN (hugs-children): a tag cloud that wraps whenever the next tag does not fit, even
/// at the start of a row (`x > 0 &&` forgotten). A first tag wider than the line opens an
/// empty first row: the cloud starts with a gap of one row spacing at the top.
public struct BrokenFlowLeadingGap: Layout, DeclaresLayoutTraits {
    public static let layoutTraits: Set<LayoutTrait> = [.nonOverlapping, .hugsChildren]
    public var spacing: CGFloat
    public init(spacing: CGFloat = 8) { self.spacing = spacing }

    func arrange(_ subviews: Subviews, width: CGFloat?) -> (origins: [CGPoint], size: CGSize) {
        flowRows(subviews, width: width, spacing: spacing, wrapsAtRowStart: true)  // the bug: `x > 0 &&` forgotten
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, width: proposal.width).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, arrange(subviews, width: proposal.width).origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// BROKEN (inside-bounds): a flow that offers each item its row's full height, so a flexible
/// item grows to the row, but centres items in the row by the height they have at their ideal
/// size. A stretched item is pushed down by half the difference and hangs below its row.
/// (Found in a public flow library. A correct one centres by the height each item answers to
/// the offer.)
public struct BrokenFlowAlignsByIdealHeight: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        flowRows(subviews, width: proposal.width).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = flowRows(subviews, width: proposal.width).origins
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        // A row is the subviews sharing an origin's y; it is as tall as its tallest ideal height.
        var rowHeights: [CGFloat: CGFloat] = [:]
        for (origin, ideal) in zip(origins, ideals) { rowHeights[origin.y] = max(rowHeights[origin.y] ?? 0, ideal.height) }
        for (i, origin) in origins.enumerated() {
            let rowHeight = rowHeights[origin.y]!
            let offer = ProposedViewSize(width: ideals[i].width, height: rowHeight)
            let centring = (rowHeight - ideals[i].height) / 2  // the bug: the item answers the offer, not its ideal
            subviews[i].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y + centring), proposal: offer)
        }
    }
}
