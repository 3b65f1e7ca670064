import PlumbProperties

/// Columns of equal width; each subview goes to the currently shortest column, as tall as it
/// wants at that width.
public struct MasonryLayout: Layout {
    public var columns: Int
    public var spacing: CGFloat
    public init(columns: Int = 2, spacing: CGFloat = 8) { self.columns = max(1, columns); self.spacing = spacing }

    /// Each subview's frame, the layout's size, and the proposal every subview is measured
    /// and placed with (one proposal for both: a child may answer another one differently).
    func arrange(_ subviews: Subviews, width: CGFloat?) -> (frames: [CGRect], size: CGSize, proposal: ProposedViewSize) {
        let gaps = spacing * CGFloat(columns - 1)
        let total = width ?? (max(largestIdeal(subviews).width, 0) * CGFloat(columns) + gaps)
        let offered = max(0, (total - gaps) / CGFloat(columns))
        let proposal = ProposedViewSize(width: offered, height: nil)
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        // Columns widen to hold a child that cannot be as narrow as offered.
        let columnWidth = sizes.reduce(offered) { max($0, $1.width) }
        var heights = [CGFloat](repeating: 0, count: columns)
        var frames: [CGRect] = []
        for size in sizes {
            let column = heights.indices.min { heights[$0] < heights[$1] }!
            let y = heights[column] == 0 ? 0 : heights[column] + spacing
            frames.append(CGRect(x: CGFloat(column) * (columnWidth + spacing), y: y, width: size.width, height: max(size.height, 0)))
            heights[column] = y + max(size.height, 0)
        }
        let width = max(total, columnWidth * CGFloat(columns) + gaps)
        return (frames, CGSize(width: max(width, 0), height: heights.max() ?? 0), proposal)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, width: proposal.width.map { $0.isFinite ? $0 : nil } ?? nil).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = proposal.width.map { $0.isFinite ? $0 : nil } ?? nil
        let (frames, _, proposal) = arrange(subviews, width: width)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: proposal)
        }
    }
}
