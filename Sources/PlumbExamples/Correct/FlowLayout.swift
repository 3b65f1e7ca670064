import PlumbProperties

/// Lays subviews out left to right at their ideal sizes, wrapping to a new row when the next
/// one would pass the proposed width. Its subviews never overlap (checked by `no-overlap`) and
/// it is exactly as large as they cover (`hugs-children`).
public struct FlowLayout: Layout, DeclaresLayoutTraits {
    public static let layoutTraits: Set<LayoutTrait> = [.nonOverlapping, .hugsChildren]
    public var spacing: CGFloat
    public init(spacing: CGFloat = 8) { self.spacing = spacing }

    /// Each subview's origin relative to the layout's top-left, and the layout's size.
    func arrange(_ subviews: Subviews, width: CGFloat?) -> (origins: [CGPoint], size: CGSize) {
        let limit = width ?? .infinity
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > limit {
                x = 0; y += rowHeight + spacing; rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return (origins, CGSize(width: widest, height: subviews.isEmpty ? 0 : y + rowHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, width: proposal.width).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The same width as when sized: wrapping again at the reported width could differ by rounding.
        let origins = arrange(subviews, width: proposal.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}
