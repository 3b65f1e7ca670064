import PlumbProperties

/// Shares the proposed length equally among its subviews, `spacing` apart, along one axis;
/// across it, every subview gets the proposal. It uses no constant length and no ideal sizes,
/// so it scales with its lengths, and the row and the column are each other's transpose.
public struct EvenStack: Layout {
    public var axis: Axis
    public var spacing: CGFloat
    public init(axis: Axis, spacing: CGFloat) { self.axis = axis; self.spacing = spacing }

    func share(_ p: ProposedViewSize, _ n: Int) -> ProposedViewSize {
        let along = axis == .horizontal ? p.width : p.height
        let each = along.map { max(0, ($0 - spacing * CGFloat(n - 1)) / CGFloat(n)) }
        return axis == .horizontal ? ProposedViewSize(width: each, height: p.height) : ProposedViewSize(width: p.width, height: each)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(share(proposal, subviews.count)) }
        let along = sizes.map { axis == .horizontal ? $0.width : $0.height }.reduce(0, +) + spacing * CGFloat(sizes.count - 1)
        let across = sizes.map { axis == .horizontal ? $0.height : $0.width }.max() ?? 0
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = share(proposal, subviews.count)
        var offset: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(p)
            s.place(at: axis == .horizontal ? CGPoint(x: bounds.minX + offset, y: bounds.minY) : CGPoint(x: bounds.minX, y: bounds.minY + offset),
                    proposal: p)
            offset += (axis == .horizontal ? size.width : size.height) + spacing
        }
    }
}

/// BROKEN (scale-invariance): an even row that adds a fixed 4 points to its spacing.
public struct BrokenEvenRowConstantGap: Layout {
    public var spacing: CGFloat
    public init(spacing: CGFloat) { self.spacing = spacing }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        EvenStack(axis: .horizontal, spacing: spacing + 4).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        EvenStack(axis: .horizontal, spacing: spacing + 4).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// BROKEN (transpose-symmetry): registered as the even row's transpose, but a column that puts
/// its subviews twice as far apart.
public struct BrokenEvenColumnDoubleGap: Layout {
    public var spacing: CGFloat
    public init(spacing: CGFloat) { self.spacing = spacing }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        EvenStack(axis: .vertical, spacing: spacing * 2).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        EvenStack(axis: .vertical, spacing: spacing * 2).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
