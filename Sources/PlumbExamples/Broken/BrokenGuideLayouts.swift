import Plumb

// The guide's own versions of two of the layouts in Correct/GuideLayouts.swift, with the
// contract bug each has there.

/// BROKEN (inside-bounds): the guide's priority layout. It answers the proposal (10 × 10 for
/// nil) whatever its subviews need, then places them in a row at their ideal sizes, so they run
/// past its bounds.
public struct BrokenPriorityRow: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        PriorityRow().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// BROKEN (crash): the guide's responsive layout. It counts its columns as
/// `Int(width / (minItemWidth + spacing))`, which traps when it is offered an infinite width,
/// as a stack probing its children's flexibility offers.
public struct BrokenResponsiveGrid: Layout {
    public var minItemWidth: CGFloat = 100
    public var spacing: CGFloat = 10
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let columns = max(1, Int(width / (minItemWidth + spacing)))
        let columnWidth = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        let rows = (subviews.count + columns - 1) / columns
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height }.max() ?? 0
        return CGSize(width: width, height: height * CGFloat(rows) + spacing * CGFloat(max(0, rows - 1)))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        ResponsiveGrid(minItemWidth: minItemWidth, spacing: spacing)
            .placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
