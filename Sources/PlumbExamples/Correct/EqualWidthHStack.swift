import PlumbProperties

/// A row that gives every subview the width of the widest one (and the height of the tallest),
/// spaced by the subviews' own spacing preferences. Declares the equal-widths trait.
public struct EqualWidthHStack: Layout, DeclaresLayoutTraits {
    public static let layoutTraits: Set<LayoutTrait> = [.equalWidths]
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = equalCell(subviews).size
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps(subviews, .horizontal).reduce(0, +), height: cell.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let (cell, childProposal) = equalCell(subviews)
        let gaps = gaps(subviews, .horizontal)
        var x = bounds.minX
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: x + cell.width / 2, y: bounds.midY), anchor: .center, proposal: childProposal)
            x += cell.width + gaps[i]
        }
    }
}

/// A column that gives every subview the height of the tallest one. Declares equal-heights.
public struct EqualHeightVStack: Layout, DeclaresLayoutTraits {
    public static let layoutTraits: Set<LayoutTrait> = [.equalHeights]
    public init() {}

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = equalCell(subviews).size
        return CGSize(width: cell.width, height: cell.height * CGFloat(subviews.count) + gaps(subviews, .vertical).reduce(0, +))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let (cell, childProposal) = equalCell(subviews)
        let gaps = gaps(subviews, .vertical)
        var y = bounds.minY
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: bounds.midX, y: y + cell.height / 2), anchor: .center, proposal: childProposal)
            y += cell.height + gaps[i]
        }
    }
}

/// The cell every subview gets: each is proposed the largest ideal size (never negative), and
/// the cell is as large as the largest answer to that, since a child may answer more than it
/// is proposed.
func equalCell(_ subviews: LayoutSubviews) -> (size: CGSize, proposal: ProposedViewSize) {
    let ideal = largestIdeal(subviews)
    let proposal = ProposedViewSize(width: max(ideal.width, 0), height: max(ideal.height, 0))
    let cell = subviews.reduce(CGSize(width: max(ideal.width, 0), height: max(ideal.height, 0))) { size, subview in
        let answer = subview.sizeThatFits(proposal)
        return CGSize(width: max(size.width, answer.width), height: max(size.height, answer.height))
    }
    return (cell, proposal)
}

/// The largest ideal width and height among the subviews.
func largestIdeal(_ subviews: LayoutSubviews) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
        let ideal = subview.sizeThatFits(.unspecified)
        return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
    }
}

/// The preferred distance after each subview along `axis` (0 after the last).
func gaps(_ subviews: LayoutSubviews, _ axis: Axis) -> [CGFloat] {
    subviews.indices.map { i in
        i < subviews.count - 1 ? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis) : 0
    }
}
