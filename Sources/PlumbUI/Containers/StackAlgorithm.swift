import Foundation

/// The HStack/VStack algorithm (SEMANTICS.md §2), written once for a "major" (stacking) axis.
///
/// Sizing with a concrete major proposal: priority groups from highest, each group's children
/// ordered least flexible first (flexibility = max − min length, measured by probing with 0 and
/// ∞), the minimums of lower groups reserved up front, and the remaining length split equally
/// among the children still to size. A nil major proposal asks every child for its ideal.
struct StackAlgorithm {
    let axis: Axis
    /// The cross-axis guide children are aligned on.
    let alignment: AlignmentKey
    /// Explicit spacing between neighbours, or nil for their `ViewSpacing` distances.
    let spacing: CGFloat?

    /// What sizing decided for each child.
    struct Sizing {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
        /// Where the aligned children's cross-axis union starts, relative to the guide line.
        var minorMin: CGFloat
        var size: CGSize
    }

    /// The gap after each child but the last.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        var result: [CGFloat] = []
        result.reserveCapacity(subviews.count - 1)
        var previous = subviews[0].spacing
        for i in 1..<subviews.count {
            let next = subviews[i].spacing
            result.append(previous.distance(to: next, along: axis))
            previous = next
        }
        return result
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Sizing {
        let n = subviews.count
        let gaps = gaps(subviews)
        let internalSpacing = gaps.reduce(0, +)
        let minor = proposal[axis.orthogonal]
        var majors = [CGFloat?](repeating: nil, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)

        func propose(_ i: Int, _ major: CGFloat?) {
            majors[i] = major
            sizes[i] = subviews[i].sizeThatFits(ProposedViewSize(axis: axis, major: major, minor: minor))
        }

        if let major = proposal[axis] {
            let available = major - internalSpacing
            if available.isInfinite && available > 0 {
                // Every child is offered ∞ whatever the order: no probes needed.
                for i in 0..<n { propose(i, .infinity) }
            } else if !(available > 0) {
                // Nothing to share: every child is offered 0 whatever the order (sizes are ≥ 0).
                for i in 0..<n { propose(i, 0) }
            } else {
                distribute(available, minor: minor, subviews, propose: propose, sizes: { sizes[$0] })
            }
        } else {
            for i in 0..<n { propose(i, nil) }
        }

        // Cross axis: the union of the aligned children's extents and the guide line itself.
        var low: CGFloat = 0, high: CGFloat = 0
        for i in 0..<n {
            let proposalI = ProposedViewSize(axis: axis, major: majors[i], minor: minor)
            let guide = subviews[i].node.dimensions(size: sizes[i], proposal: proposalI).value(of: alignment)
            low = Swift.min(low, -guide)
            high = Swift.max(high, -guide + sizes[i][axis.orthogonal])
        }
        let majorLength = sizes.reduce(internalSpacing) { $0 + $1[axis] }
        return Sizing(
            proposals: majors.map { ProposedViewSize(axis: axis, major: $0, minor: minor) },
            sizes: sizes, gaps: gaps, minorMin: low,
            size: CGSize(axis: axis, major: majorLength, minor: n == 0 ? 0 : high - low))
    }

    /// Shares `available` among the children (§2.2 steps 1–6).
    private func distribute(
        _ available: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews,
        propose: (Int, CGFloat?) -> Void, sizes: (Int) -> CGSize
    ) {
        let n = subviews.count
        var mins = [CGFloat?](repeating: nil, count: n)
        var maxs = [CGFloat?](repeating: nil, count: n)
        func probe(_ i: Int, _ major: CGFloat) -> CGFloat {
            subviews[i].sizeThatFits(ProposedViewSize(axis: axis, major: major, minor: minor))[axis]
        }
        func minimum(_ i: Int) -> CGFloat {
            if let m = mins[i] { return m }
            let m = probe(i, 0); mins[i] = m; return m
        }
        func maximum(_ i: Int) -> CGFloat {
            if let m = maxs[i] { return m }
            let m = probe(i, .infinity); maxs[i] = m; return m
        }

        // Priority groups, highest first; declaration order within a group.
        let priorities = (0..<n).map { subviews[$0].priority }
        let byPriority = (0..<n).sorted { priorities[$0] > priorities[$1] || (priorities[$0] == priorities[$1] && $0 < $1) }
        var groups: [[Int]] = []
        for i in byPriority {
            if let last = groups.last?.last, priorities[last] == priorities[i] { groups[groups.count - 1].append(i) }
            else { groups.append([i]) }
        }

        var remaining = available
        for (g, var group) in groups.enumerated() {
            if g == 0 {
                for lower in groups.dropFirst() { for i in lower { remaining -= minimum(i) } }
            } else {
                for i in group { remaining += minimum(i) }
            }
            if group.count > 1 { sortByFlexibility(&group, minimum: minimum, maximum: maximum) }
            var left = group.count
            for i in group {
                let offer = Swift.max(remaining / CGFloat(left), 0)
                propose(i, offer)
                remaining -= sizes(i)[axis]
                left -= 1
            }
        }
    }

    /// Stable insertion sort: least flexible first; of two infinitely flexible children, the
    /// one with the larger minimum first; otherwise declaration order.
    private func sortByFlexibility(_ group: inout [Int], minimum: (Int) -> CGFloat, maximum: (Int) -> CGFloat) {
        func before(_ a: Int, _ b: Int) -> Bool {
            let flexA = maximum(a) - minimum(a), flexB = maximum(b) - minimum(b)
            if flexA < flexB { return true }
            return flexA.isInfinite && flexB.isInfinite && minimum(a) > minimum(b)
        }
        for j in 1..<group.count {
            let item = group[j]
            var k = j - 1
            while k >= 0 && before(item, group[k]) {
                group[k + 1] = group[k]
                k -= 1
            }
            group[k + 1] = item
        }
    }

    /// Places the children one after another from the bounds' leading edge (§2.5), re-sizing
    /// with a nil cross-axis proposal replaced by the bounds' length.
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var p = proposal
        if p[axis.orthogonal] == nil { p[axis.orthogonal] = bounds.size[axis.orthogonal] }
        let sizing = size(p, subviews)
        var major = bounds.origin[axis]
        for i in 0..<subviews.count {
            let guide = subviews[i].node.dimensions(size: sizing.sizes[i], proposal: sizing.proposals[i]).value(of: alignment)
            let minor = bounds.origin[axis.orthogonal] - guide - sizing.minorMin
            subviews[i].place(at: CGPoint(axis: axis, major: major, minor: minor), anchor: .topLeading,
                              proposal: sizing.proposals[i])
            major += sizing.sizes[i][axis] + (i < sizing.gaps.count ? sizing.gaps[i] : 0)
        }
    }

    /// A stack's spacing: cross-axis edges from every child, the leading edge from the first
    /// child, the trailing edge from the last (§2.5).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let cross: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing, edges: cross) }
        result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        return result
    }
}
