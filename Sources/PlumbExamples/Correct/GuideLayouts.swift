import Plumb

// The layouts a guide to the Layout protocol teaches (a priority layout, a custom-spacing
// layout, a responsive layout, a configurable layout), written to keep the contract. Where the
// guide's own version breaks it, its broken twin is in Broken/BrokenGuideLayouts.swift.

/// A subview's rank for `PriorityRow`: higher ranks come first.
public struct DisplayRank: LayoutValueKey {
    public static let defaultValue: Double = 0
}

/// Subviews in one row at their ideal sizes, highest `DisplayRank` first (ties keep their
/// order), 10 points apart. It reports the row it places, so its subviews stay inside it.
public struct PriorityRow: Layout {
    public static let gap: CGFloat = 10
    public init() {}

    func order(_ subviews: Subviews) -> [Int] {
        // A stable sort: equal ranks keep their order, so placements do not depend on the sort.
        subviews.indices.sorted { (subviews[$0][DisplayRank.self], $1) > (subviews[$1][DisplayRank.self], $0) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + Self.gap * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for index in order(subviews) {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
            x += size.width + Self.gap
        }
    }
}

/// A row whose gaps are its subviews' preferred spacing (`ViewSpacing.distance`), and which
/// tells its own parent the union of its subviews' preferences on the edges they touch.
public struct SpacedRow: Layout {
    public init() {}

    func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) }
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        for (index, subview) in subviews.enumerated() {
            var edges: Edge.Set = [.top, .bottom]
            if index == 0 { edges.formUnion(.leading) }
            if index == subviews.count - 1 { edges.formUnion(.trailing) }
            spacing.formUnion(subview.spacing, edges: edges)
        }
        return spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps(subviews).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let gaps = gaps(subviews)
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
            x += size.width + (index < gaps.count ? gaps[index] : 0)
        }
    }
}

/// As many equal columns as fit at least `minItemWidth` wide, `spacing` apart: a grid that
/// changes its arrangement with the width it is offered. Offered no width, or an infinite one,
/// it puts every subview in one row at the minimum width.
public struct ResponsiveGrid: Layout {
    public var minItemWidth: CGFloat
    public var spacing: CGFloat
    public init(minItemWidth: CGFloat = 100, spacing: CGFloat = 10) { self.minItemWidth = minItemWidth; self.spacing = spacing }

    /// The columns and their width for `width` (nil or infinite: one row).
    func columns(_ width: CGFloat?, count: Int) -> (count: Int, width: CGFloat) {
        guard let width, width.isFinite else { return (max(1, count), minItemWidth) }
        let fitting = Int(((max(0, width) + spacing) / (minItemWidth + spacing)).rounded(.down))
        let columns = max(1, min(fitting, max(1, count)))
        return (columns, max(0, (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)))
    }

    /// Each row's height, for columns of `columnWidth`.
    func rowHeights(_ subviews: Subviews, columns: Int, columnWidth: CGFloat) -> [CGFloat] {
        stride(from: 0, to: subviews.count, by: columns).map { start in
            subviews[start..<min(start + columns, subviews.count)]
                .map { $0.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height }.max() ?? 0
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let (count, width) = columns(proposal.width, count: subviews.count)
        let heights = rowHeights(subviews, columns: count, columnWidth: width)
        return CGSize(width: width * CGFloat(count) + spacing * CGFloat(count - 1),
                      height: heights.reduce(0, +) + spacing * CGFloat(heights.count - 1))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        // The columns of the proposal it was sized for: the bounds are that size.
        let (count, width) = columns(proposal.width, count: subviews.count)
        let heights = rowHeights(subviews, columns: count, columnWidth: width)
        var y = bounds.minY
        for (row, height) in heights.enumerated() {
            for column in 0..<count where row * count + column < subviews.count {
                subviews[row * count + column].place(at: CGPoint(x: bounds.minX + CGFloat(column) * (width + spacing), y: y),
                                                     proposal: ProposedViewSize(width: width, height: height))
            }
            y += height + spacing
        }
    }
}

/// A row configured by its parameters: the gap, how subviews line up across it, and how its
/// width is shared.
public struct ConfigurableRow: Layout {
    /// How a `ConfigurableRow` shares its width.
    public enum Distribution: CaseIterable, Sendable {
        /// Every subview at its ideal width.
        case natural
        /// Every subview as wide as the widest.
        case equalSize
    }

    public var spacing: CGFloat
    public var alignment: VerticalAlignment
    public var distribution: Distribution
    public init(spacing: CGFloat = 8, alignment: VerticalAlignment = .center, distribution: Distribution = .natural) {
        self.spacing = spacing; self.alignment = alignment; self.distribution = distribution
    }

    func widths(_ subviews: Subviews) -> [CGFloat] {
        let ideal = subviews.map { $0.sizeThatFits(.unspecified).width }
        return distribution == .natural ? ideal : Array(repeating: ideal.max() ?? 0, count: ideal.count)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = widths(subviews)
        let heights = zip(subviews, widths).map { $0.sizeThatFits(ProposedViewSize(width: $1, height: nil)).height }
        return CGSize(width: widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1)), height: heights.max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = widths(subviews)
        let anchor: UnitPoint = alignment == .top ? .topLeading : alignment == .bottom ? .bottomLeading : .leading
        let y = alignment == .top ? bounds.minY : alignment == .bottom ? bounds.maxY : bounds.midY
        var x = bounds.minX
        for (subview, width) in zip(subviews, widths) {
            subview.place(at: CGPoint(x: x, y: y), anchor: anchor, proposal: ProposedViewSize(width: width, height: nil))
            x += width + spacing
        }
    }
}
