import PlumbProperties

/// A grid of `columns` columns whose cells are as large as the largest ideal size in their
/// column and row; the ideal sizes are measured once into the cache.
public struct CachedGridLayout: Layout {
    public var columns: Int
    public var spacing: CGFloat
    public init(columns: Int = 3, spacing: CGFloat = 4) { self.columns = max(1, columns); self.spacing = spacing }

    public struct Cache {
        /// What each child is proposed: its ideal size, never negative (a child with negative
        /// spacing inside may report one).
        var ideals: [CGSize]
        /// Each child's answer to that proposal, which can exceed it.
        var answers: [CGSize]
    }

    public func makeCache(subviews: Subviews) -> Cache {
        let ideals = subviews.map {
            let ideal = $0.sizeThatFits(.unspecified)
            return CGSize(width: max(ideal.width, 0), height: max(ideal.height, 0))
        }
        return Cache(ideals: ideals, answers: zip(subviews, ideals).map { $0.sizeThatFits(ProposedViewSize($1)) })
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    func tracks(_ cache: Cache) -> (widths: [CGFloat], heights: [CGFloat]) {
        var widths = [CGFloat](repeating: 0, count: min(columns, cache.answers.count))
        var heights = [CGFloat](repeating: 0, count: (cache.answers.count + columns - 1) / columns)
        for (i, size) in cache.answers.enumerated() {
            widths[i % columns] = max(widths[i % columns], size.width, cache.ideals[i].width)
            heights[i / columns] = max(heights[i / columns], size.height, cache.ideals[i].height)
        }
        return (widths, heights)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let (widths, heights) = tracks(cache)
        return CGSize(width: widths.reduce(0, +) + spacing * CGFloat(max(widths.count - 1, 0)),
                      height: heights.reduce(0, +) + spacing * CGFloat(max(heights.count - 1, 0)))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let (widths, heights) = tracks(cache)
        // Each child is proposed its ideal size and placed at the top-leading corner of its cell;
        // the tracks are as large as the largest ideals, which is what the children answer.
        for i in subviews.indices {
            let column = i % columns, row = i / columns
            let x = bounds.minX + widths[..<column].reduce(0, +) + spacing * CGFloat(column)
            let y = bounds.minY + heights[..<row].reduce(0, +) + spacing * CGFloat(row)
            subviews[i].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.ideals[i]))
        }
    }
}
