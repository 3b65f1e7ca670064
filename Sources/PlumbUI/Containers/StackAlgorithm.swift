import Foundation

/// The HStack/VStack algorithm (Docs/Semantics.md §2), written once for a "major" (stacking) axis.
///
/// Sizing with a concrete major proposal: priority groups from highest, each group's children
/// ordered least flexible first (flexibility = max − min length, measured by probing with 0 and
/// ∞), the minimums of lower groups reserved up front, and the remaining length split equally
/// among the children still to size. A nil major proposal asks every child for its ideal.
///
/// Negative totals: an explicit negative spacing (or negative ViewSpacing distances) can
/// make the children's lengths plus the gaps negative (`HStack(spacing: -11) { Text("");
/// Color.blue }`: 0 − 11 + 10 = −1). PlumbUI's stack then reports 0 along its axis, and
/// places its children where the gaps put them, overflowing it. This is a known departure:
/// SwiftUI answers the negative sum (recorded on macOS 26: `HStack(spacing: -100)` of two
/// 20-point squares answers −60×20), as OpenSwiftUI's reconstruction does. PlumbUI keeps the
/// 0 because a negative answer from a built-in would reach a checked layout as a subview size,
/// and every layout written for real sizes would then be blamed for adding it up.
///
/// Hot path: per-call scratch lives in stack-allocated temporary buffers, and what does not
/// depend on the proposal (gaps, priority groups) is computed once into the layout's cache.
struct StackAlgorithm {
    let axis: Axis
    /// The cross-axis guide children are aligned on.
    let alignment: AlignmentKey
    /// Explicit spacing between neighbours, or nil for their `ViewSpacing` distances.
    let spacing: CGFloat?

    /// What sizing decided for one child.
    struct Child {
        var major: CGFloat?
        var size = CGSize.zero
        /// Flexibility probes, measured lazily (NaN = not yet measured).
        var minProbe = CGFloat.nan
        var maxProbe = CGFloat.nan
    }

    /// The facts about a stack's children that do not depend on the proposal.
    func makeCache(_ subviews: LayoutSubviews) -> StackCache {
        let n = subviews.count
        var gaps: [CGFloat] = []
        if n > 1 {
            // Appended, not `Array(repeating:)`, which looks the array's type up at run time.
            gaps.reserveCapacity(n - 1)
            if let spacing {
                for _ in 1..<n { gaps.append(spacing) }
            } else {
                var previous = subviews[0].spacing
                for i in 1..<n {
                    let next = subviews[i].spacing
                    gaps.append(previous.distance(to: next, along: axis))
                    previous = next
                }
            }
        }
        // Where each priority level, highest first, ends in the sorted children. Most stacks
        // have one level: then there is nothing to keep.
        let first = n > 0 ? subviews[0].priority : 0
        guard (1..<Swift.max(n, 1)).contains(where: { subviews[$0].priority != first }) else {
            return StackCache(gaps: gaps, internalSpacing: gaps.reduce(0, +), groupEnds: [])
        }
        let priorities = (0..<n).map { subviews[$0].priority }
        var levels: [Double] = []
        for p in priorities where !levels.contains(p) { levels.append(p) }
        levels.sort(by: >)
        var groupEnds: [Int] = []
        var end = 0
        for level in levels {
            end += priorities.reduce(0) { $1 == level ? $0 + 1 : $0 }
            groupEnds.append(end)
        }
        // A NaN priority equals none of the levels: such children size last, as one group.
        if end < n { groupEnds.append(n) }
        return StackCache(gaps: gaps, internalSpacing: gaps.reduce(0, +), groupEnds: groupEnds)
    }

    /// Sizes every child for `proposal` and hands the results, the cross-axis start of the
    /// aligned union and the stack's size to `body`. Always inlined, so no caller pays for
    /// generic metadata at run time.
    @inline(__always)
    func withSizedChildren<R>(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: StackCache,
        _ body: (UnsafeMutableBufferPointer<Child>, _ minorMin: CGFloat, _ size: CGSize) -> R
    ) -> R {
        let n = subviews.count
        let minor = proposal[axis.orthogonal]
        return withUnsafeTemporaryAllocation(of: Child.self, capacity: n) { children in
            for i in 0..<n { (children.baseAddress! + i).initialize(to: Child()) }
            if let major = proposal[axis] {
                let available = major - cache.internalSpacing
                if available > 0 && available.isFinite {
                    distribute(available, minor: minor, subviews, cache, children)
                } else {
                    // ∞ to share, or nothing: every child gets the same offer whatever the order
                    // (sizes are ≥ 0), so no flexibility probes are needed.
                    let offer: CGFloat = available > 0 ? .infinity : 0
                    for i in 0..<n { offerMajor(offer, to: i, minor: minor, subviews, children) }
                }
            } else {
                for i in 0..<n { offerMajor(nil, to: i, minor: minor, subviews, children) }
            }

            // Cross axis: the union of the aligned children's extents and the guide line itself.
            // An infinitely long child makes the union infinite (its guide arithmetic is ∞ − ∞).
            var low: CGFloat = 0, high: CGFloat = 0
            var infiniteMinor = false
            var majorLength = cache.internalSpacing
            for i in 0..<n {
                let size = children[i].size
                majorLength += size[axis]
                guard size[axis.orthogonal].isFinite else { infiniteMinor = true; continue }
                let guide = guideValue(subviews[i], size: size, major: children[i].major, minor: minor)
                low = Swift.min(low, -guide)
                high = Swift.max(high, -guide + size[axis.orthogonal])
            }
            let minorLength: CGFloat = n == 0 ? 0 : infiniteMinor ? .infinity : high - low
            // Negative spacing can make the total negative; the stack then reports 0 along
            // its axis and its children overflow it (see `StackAlgorithm`'s doc comment).
            if majorLength < 0 { majorLength = 0 }
            return body(children, low, CGSize(axis: axis, major: majorLength, minor: minorLength))
        }
    }

    @inline(__always)
    private func guideValue(_ subview: LayoutSubview, size: CGSize, major: CGFloat?, minor: CGFloat?) -> CGFloat {
        let node = subview.node
        if !node.mayHaveExplicitGuide(alignment), let fraction = alignment.fraction {
            return size[axis.orthogonal] * fraction
        }
        let proposal = ProposedViewSize(axis: axis, major: major, minor: minor)
        return node.dimensions(size: size, proposal: proposal).value(of: alignment)
    }

    @inline(__always)
    private func offerMajor(_ major: CGFloat?, to i: Int, minor: CGFloat?, _ subviews: LayoutSubviews,
                            _ children: UnsafeMutableBufferPointer<Child>) {
        children[i].major = major
        children[i].size = subviews[i].sizeThatFits(ProposedViewSize(axis: axis, major: major, minor: minor))
    }

    /// Shares `available` among the children (§2.2 steps 1–6).
    ///
    /// The order of the flexibility probes is SwiftUI's, as recorded (§2.2): one stable
    /// insertion sort of all the children, by priority and then by flexibility, asks about each
    /// later child against the earlier ones, and measures only what the answer needs. The
    /// minimums of lower-priority children are then set aside in declaration order.
    private func distribute(
        _ available: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: StackCache,
        _ children: UnsafeMutableBufferPointer<Child>
    ) {
        func minimum(_ i: Int) -> CGFloat {
            if children[i].minProbe.isNaN {
                children[i].minProbe = subviews[i].sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            }
            return children[i].minProbe
        }
        func maximum(_ i: Int) -> CGFloat {
            if children[i].maxProbe.isNaN {
                children[i].maxProbe = subviews[i].sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            }
            return children[i].maxProbe
        }
        /// Whether `later` is sized before `earlier`, the child it is being sorted past:
        /// `earlier` is measured first, and neither more than the answer needs (§2.2).
        func sizedBefore(_ later: Int, _ earlier: Int) -> Bool {
            if !cache.groupEnds.isEmpty {
                let a = subviews[later].priority, b = subviews[earlier].priority
                if a != b { return a > b }
            }
            return isLessFlexible(later, than: earlier, minimum: minimum, maximum: maximum)
        }

        let n = subviews.count
        let groups = Swift.max(cache.groupEnds.count, 1)
        var remaining = available
        var groupStart = 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { fitting in
            for k in 0..<n { (fitting.baseAddress! + k).initialize(to: k) }
            if n > 1 { stableSort(fitting, by: sizedBefore) }
            for g in 0..<groups {
                let groupEnd = cache.groupEnds.isEmpty ? n : cache.groupEnds[g]
                if groups > 1 {
                    if g == 0 {
                        // Every lower-priority child's minimum, in declaration order.
                        let top = subviews[fitting[0]].priority
                        for i in 0..<n where subviews[i].priority != top { remaining -= minimum(i) }
                    } else {
                        for k in groupStart..<groupEnd { remaining += minimum(fitting[k]) }
                    }
                }
                var left = groupEnd - groupStart
                for k in groupStart..<groupEnd {
                    let i = fitting[k]
                    offerMajor(Swift.max(remaining / CGFloat(left), 0), to: i, minor: minor, subviews, children)
                    remaining -= children[i].size[axis]
                    left -= 1
                }
                groupStart = groupEnd
            }
        }
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: StackCache) -> CGSize {
        withSizedChildren(proposal, subviews, cache) { _, _, size in size }
    }

    /// Places the children one after another from the bounds' leading edge (§2.5), re-sizing
    /// with a nil cross-axis proposal replaced by the bounds' length.
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: StackCache) {
        var p = proposal
        if p[axis.orthogonal] == nil { p[axis.orthogonal] = bounds.size[axis.orthogonal] }
        let minor = p[axis.orthogonal]
        withSizedChildren(p, subviews, cache) { children, minorMin, _ in
            var major = bounds.origin[axis]
            for i in 0..<subviews.count {
                let child = children[i]
                let guide = guideValue(subviews[i], size: child.size, major: child.major, minor: minor)
                let position = CGPoint(axis: axis, major: major, minor: bounds.origin[axis.orthogonal] - guide - minorMin)
                subviews[i].place(at: position, anchor: .topLeading,
                                  proposal: ProposedViewSize(axis: axis, major: child.major, minor: minor))
                major += child.size[axis] + (i < cache.gaps.count ? cache.gaps[i] : 0)
            }
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

/// The cache of `HStackLayout` and `VStackLayout`: the gaps between neighbours and the
/// children's priority groups, which do not depend on the proposal.
public struct StackCache: Equatable {
    let gaps: [CGFloat]
    let internalSpacing: CGFloat
    /// Where each priority group ends among the children sorted highest priority first;
    /// empty when every child has the same priority.
    let groupEnds: [Int]
}

/// Sorts `items` keeping equal elements in their original order: insertion sort for short
/// ranges (what SwiftUI's stacks use), merge sort above 32 elements so wide stacks stay
/// O(n log n). Both give the same order for a strict weak ordering. Written out rather than
/// using the standard library's `sort`, whose stability is not part of its contract.
func stableSort<T>(_ items: UnsafeMutableBufferPointer<T>, by before: (T, T) -> Bool) {
    if items.count <= 32 {
        for j in items.indices.dropFirst() {
            let item = items[j]
            var k = j - 1
            while k >= 0 && before(item, items[k]) {
                items[k + 1] = items[k]
                k -= 1
            }
            items[k + 1] = item
        }
        return
    }
    let mid = items.count / 2
    var left = Array(items[..<mid]), right = Array(items[mid...])
    left.withUnsafeMutableBufferPointer { stableSort($0, by: before) }
    right.withUnsafeMutableBufferPointer { stableSort($0, by: before) }
    var i = 0, j = 0, k = 0
    while i < left.count && j < right.count {
        if before(right[j], left[i]) { items[k] = right[j]; j += 1 } else { items[k] = left[i]; i += 1 }
        k += 1
    }
    while i < left.count { items[k] = left[i]; i += 1; k += 1 }
    while j < right.count { items[k] = right[j]; j += 1; k += 1 }
}

/// The stacks' fitting order (§2.2 step 3), asked lazily as SwiftUI does: whether `later` is
/// less flexible than `earlier`. Flexibility is the answer to ∞ less the answer to 0 along the
/// axis, never below 0; an infinite answer to ∞ is more flexible than any finite one, and of
/// two infinite ones the larger minimum is the less flexible. `earlier` is measured first: an
/// earlier child of flexibility 0 ends the question, as does a finite maximum against an
/// infinite one, so those children are never asked what the answer does not need.
@inline(__always)
func isLessFlexible(_ later: Int, than earlier: Int, minimum: (Int) -> CGFloat, maximum: (Int) -> CGFloat) -> Bool {
    let earlierMax = maximum(earlier)
    if earlierMax != .infinity {
        let earlierFlexibility = earlierMax - minimum(earlier)
        guard earlierFlexibility > 0 else { return false }
        let laterMax = maximum(later)
        if laterMax == .infinity { return false }
        return laterMax - minimum(later) < earlierFlexibility
    }
    if maximum(later) != .infinity { return true }
    let earlierMin = minimum(earlier)
    return minimum(later) > earlierMin
}
