import PlumbProperties

// Bugs behind a value or a call sequence that plain random trees rarely reach, each planted the
// way public layouts wrote it: a fallback width, a stand-in for "unbounded", a cache that keeps
// the first bounds it saw, a row measured by its widest subview. Each breaks the property in
// parentheses; `PlantedBugTests` finds each at the default budget.

/// Each subview at its ideal size, left to right from the bounds' origin, with no gap.
func placeSideBySide(_ subviews: LayoutSubviews, in bounds: CGRect) {
    var x = bounds.minX
    for subview in subviews {
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
        x += subview.sizeThatFits(.unspecified).width
    }
}

/// The size of views of `sizes` side by side: their widths summed, the tallest height.
func rowSize(_ sizes: [CGSize]) -> CGSize {
    CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
}

/// The size of subviews side by side at their ideal sizes.
func rowSize(_ subviews: LayoutSubviews) -> CGSize { rowSize(subviews.map { $0.sizeThatFits(.unspecified) }) }

/// BROKEN (ideal-size): a tag cloud that wraps at 1,000 points when offered no width. Its
/// ideal size should be one row, as offered infinity; it shows only once its items add up past
/// 1,000 points, and sizing and placing agree with each other all the same.
public struct BrokenFlowFallbackWidth: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        flowRows(subviews, width: proposal.width ?? 1000, spacing: 8).size  // the bug: a made-up width for nil
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, flowRows(subviews, width: bounds.width, spacing: 8).origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// BROKEN (finite-geometry, unshowable): a row that fills whatever width it is offered, and
/// stands in `.greatestFiniteMagnitude` for "unbounded" when offered none: a finite width no
/// screen can show, which no infinity check sees.
public struct BrokenRowGreatestFiniteWidth: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.width ?? .greatestFiniteMagnitude, height: height)  // the bug
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSideBySide(subviews, in: bounds)
    }
}

/// BROKEN (cache-consistency, after a resize): a radial layout that computes its radius the
/// first time it is placed and keeps it in its cache. SwiftUI keeps a cache while the subviews
/// stay the same, so after a resize the subviews sit on the old ring.
public struct BrokenRadialCachesRadius: Layout {
    public init() {}

    public struct Cache { var radius: CGFloat? }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let side = min(proposal.width ?? 100, proposal.height ?? 100)
        return CGSize(width: side, height: side)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.radius == nil { cache.radius = min(bounds.width, bounds.height) / 2 }  // the bug: never recomputed
        let radius = cache.radius ?? 0
        for (i, subview) in subviews.enumerated() {
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(subviews.count)
            let point = CGPoint(x: bounds.midX + radius * cos(angle) / 2, y: bounds.midY + radius * sin(angle) / 2)
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// BROKEN (hugs-children, undeclared): a row sized as if every subview were as wide as the
/// widest (an equal-width row's arithmetic) that places each at its own width: too wide, which
/// shows only as an empty margin at the trailing edge. It declares nothing.
public struct BrokenRowSizedByWidest: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        return CGSize(width: widest * CGFloat(sizes.count), height: sizes.map(\.height).max() ?? 0)  // the bug
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSideBySide(subviews, in: bounds)
    }
}
