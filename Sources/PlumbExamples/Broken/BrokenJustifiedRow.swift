import PlumbProperties

/// BROKEN (no-overlap): a justified row. Subviews at their ideal sizes, and the proposed width's
/// leftover shared out as equal gaps before, between and after them. When the subviews are wider than proposed,
/// the leftover is negative, so is every gap, and neighbours draw over one another. (A correct
/// one clamps the gap at 0 and lets the row overflow, or wraps.)
public struct BrokenJustifiedRow: Layout, DeclaresLayoutTraits {
    public static let layoutTraits: Set<LayoutTrait> = [.nonOverlapping]
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let natural = sizes.map(\.width).reduce(0, +)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gap = (bounds.width - sizes.map(\.width).reduce(0, +)) / CGFloat(subviews.count + 1)
        var x = bounds.minX + gap
        for (subview, size) in zip(subviews, sizes) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + gap
        }
    }
}
