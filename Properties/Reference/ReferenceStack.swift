import Foundation
import PlumbUI

/// HStack and VStack (Docs/Semantics.md §2), as the rules say it in prose: gaps are the
/// explicit spacing or each pair's preference distance; a concrete length is shared out by
/// priority group (highest first, the minimums of lower groups set aside), least flexible
/// first, each child offered an equal share of what is left; a nil length asks every child
/// for its ideal; children line up on the cross-axis guide; the stack is the union of the
/// aligned children and the guide line across, and the sum of lengths and gaps (at least 0)
/// along.
struct ReferenceStack: ReferenceModel {
    let axis: Axis
    let spacing: CGFloat?
    let description: StackDescription
    /// The gaps, worked out once, and the children's proposals and answers for each proposal
    /// (sizing and then placing for the same proposal share them): a model serves one
    /// container, whose children do not change.
    private let memo = Memo()

    private final class Memo {
        // Used on one thread, each access over before the next: unchecked.
        @exclusivity(unchecked) var gaps: [CGFloat]?
        @exclusivity(unchecked) var sized: [(proposal: ProposedViewSize, children: [(proposal: ProposedViewSize, size: CGSize)])] = []
    }

    init(_ description: StackDescription) {
        axis = description.axis; spacing = description.spacing; self.description = description
    }

    func gaps(_ children: LayoutSubviews) -> [CGFloat] {
        if let gaps = memo.gaps, gaps.count == max(children.count - 1, 0) { return gaps }
        // Appended one by one: `map` and `Array(repeating:)` look the array's type up at run time.
        var gaps: [CGFloat] = []
        if children.count > 1 {
            gaps.reserveCapacity(children.count - 1)
            if let spacing {
                for _ in 1..<children.count { gaps.append(spacing) }
            } else {
                var previous = ReferenceSpacing(children[0].spacing)
                for i in 1..<children.count {
                    let next = ReferenceSpacing(children[i].spacing)
                    gaps.append(ReferenceSpacing.distance(previous, next, along: axis))
                    previous = next
                }
            }
        }
        memo.gaps = gaps
        return gaps
    }

    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? { .stack(children, axis: axis) }
    var guides: ReferenceGuides.Rule? { .merged }

    /// Each child's proposal and answer for the stack's proposal `p`.
    func sized(_ p: ProposedViewSize, _ children: LayoutSubviews) -> [(proposal: ProposedViewSize, size: CGSize)] {
        if let known = memo.sized.first(where: { $0.proposal == p && $0.children.count == children.count }) { return known.children }
        let result = shareOut(p, children)
        memo.sized.append((p, result))
        return result
    }

    private func shareOut(_ p: ProposedViewSize, _ children: LayoutSubviews) -> [(proposal: ProposedViewSize, size: CGSize)] {
        let n = children.count, across = Along.minor(p, axis)
        func offer(_ i: Int, _ length: CGFloat?) -> (ProposedViewSize, CGSize) {
            let proposal = Along.proposal(major: length, minor: across, axis)
            return (proposal, children[i].sizeThatFits(proposal))
        }
        // Every child offered the same length (appended, not mapped: see `gaps`).
        func offeringEach(_ length: CGFloat?) -> [(proposal: ProposedViewSize, size: CGSize)] {
            var answers: [(proposal: ProposedViewSize, size: CGSize)] = []
            answers.reserveCapacity(n)
            for i in 0..<n { answers.append(offer(i, length)) }
            return answers
        }
        guard let length = Along.major(p, axis) else { return offeringEach(nil) }
        let available = length - gaps(children).reduce(0, +)
        if available.isInfinite && available > 0 { return offeringEach(.infinity) }

        // Each child's length offered 0 and ∞ (asked once: the fitting order compares them
        // often). A lone child needs neither.
        var minimums: [CGFloat] = [], maximums: [CGFloat] = []
        if n > 1 {
            minimums.reserveCapacity(n); maximums.reserveCapacity(n)
            for i in 0..<n {
                minimums.append(Along.major(children[i].sizeThatFits(Along.proposal(major: 0, minor: across, axis)), axis))
                maximums.append(Along.major(children[i].sizeThatFits(Along.proposal(major: .infinity, minor: across, axis)), axis))
            }
        }
        var priorities: [Double] = []
        for i in 0..<n where !priorities.contains(children[i].priority) { priorities.append(children[i].priority) }
        priorities.sort(by: >)
        let groups = priorities.count == 1 ? [Array(0..<n)] : priorities.map { level in (0..<n).filter { children[$0].priority == level } }
        // Each child's offer and answer, kept in declaration order whatever order they are made in.
        // Filled by appending (`Array(repeating:)` looks the array's type up at run time).
        var answers: [(proposal: ProposedViewSize, size: CGSize)] = []
        answers.reserveCapacity(n)
        for _ in 0..<n { answers.append((.unspecified, .zero)) }
        // Set aside (and later give back) one minimum at a time, in order: a child may answer
        // differently for 0 and for a rounding error above it (text is one line tall for any
        // height above 0), so the model keeps the rule's order of operations.
        var remaining = available
        // Every lower-priority child's minimum, in declaration order.
        if groups.count > 1 { for i in 0..<n where children[i].priority != priorities[0] { remaining -= minimums[i] } }
        for (g, group) in groups.enumerated() {
            if g > 0 { for i in group { remaining += minimums[i] } }
            var left = group.count
            let order = group.count > 1 ? referenceFittingOrder(group, minimum: { minimums[$0] }, maximum: { maximums[$0] }) : group
            for i in order {
                let answer = offer(i, max(remaining / CGFloat(left), 0))
                answers[i] = answer
                remaining -= Along.major(answer.1, axis)
                left -= 1
            }
        }
        return answers
    }

    /// The cross-axis guide of each child, and the union of the aligned children and 0.
    func across(_ sized: [(proposal: ProposedViewSize, size: CGSize)], _ children: LayoutSubviews)
        -> (guides: [CGFloat], low: CGFloat, high: CGFloat) {
        var low: CGFloat = 0, high: CGFloat = 0
        var guides: [CGFloat] = []
        guides.reserveCapacity(sized.count)
        for (i, s) in sized.enumerated() {
            let d = children[i].dimensions(in: s.proposal)
            let guide = axis == .horizontal ? ReferenceGuides.value(description.verticalAlignment, in: d)
                                            : ReferenceGuides.value(description.horizontalAlignment, in: d)
            guides.append(guide)
            let length = Along.minor(s.size, axis)
            if length.isFinite {
                low = min(low, -guide); high = max(high, length - guide)
            } else {
                high = .infinity
            }
        }
        return (guides, low, high)
    }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        guard children.count > 0 else { return .zero }
        let sized = sized(p, children)
        var lengths: CGFloat = 0
        for s in sized { lengths += Along.major(s.size, axis) }
        let along = lengths + gaps(children).reduce(0, +)
        let (_, low, high) = across(sized, children)
        return Along.size(major: max(along, 0), minor: high - low, axis)
    }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        // A nil cross-axis proposal is the stack's own length when placing (§2.5).
        let placing = Along.proposal(major: Along.major(p, axis), minor: Along.minor(p, axis) ?? Along.minor(bounds.size, axis), axis)
        let sized = sized(placing, children), gaps = gaps(children)
        let (guides, low, _) = across(sized, children)
        var position = Along.major(bounds.origin, axis)
        var placements: [ReferencePlacement?] = []
        placements.reserveCapacity(sized.count)
        for (i, s) in sized.enumerated() {
            let origin = Along.point(major: position, minor: Along.minor(bounds.origin, axis) - guides[i] - low, axis)
            position += Along.major(s.size, axis) + (i < gaps.count ? gaps[i] : 0)
            placements.append(ReferencePlacement(origin: origin, proposal: s.proposal))
        }
        return placements
    }
}

extension Along {
    static func major(_ p: CGPoint, _ axis: Axis) -> CGFloat { axis == .horizontal ? p.x : p.y }
    static func minor(_ p: CGPoint, _ axis: Axis) -> CGFloat { axis == .horizontal ? p.y : p.x }
}

/// ZStack (§3.1): every child is proposed the stack's proposal; the stack is the union of the
/// aligned frames of its highest-priority children (the alignment point is not part of it),
/// and its spacing the union of theirs. Placed, every child is proposed the stack's size and
/// aligned to one point.
struct ReferenceZStack: ReferenceModel {
    let alignment: Alignment

    /// The union of the top-priority children's aligned frames: (low, high) on each axis.
    func union(_ p: ProposedViewSize, _ children: LayoutSubviews) -> (x: (CGFloat, CGFloat), y: (CGFloat, CGFloat)) {
        let top = children.map(\.priority).max() ?? 0
        var x: (CGFloat, CGFloat)?, y: (CGFloat, CGFloat)?
        var infiniteX = false, infiniteY = false
        for child in children where child.priority == top {
            let d = child.dimensions(in: p)
            if d.width.isFinite {
                let from = -ReferenceGuides.value(alignment.horizontal, in: d)
                x = (min(x?.0 ?? from, from), max(x?.1 ?? from + d.width, from + d.width))
            } else { infiniteX = true }
            if d.height.isFinite {
                let from = -ReferenceGuides.value(alignment.vertical, in: d)
                y = (min(y?.0 ?? from, from), max(y?.1 ?? from + d.height, from + d.height))
            } else { infiniteY = true }
        }
        let ux = x ?? (0, 0), uy = y ?? (0, 0)
        return ((ux.0, infiniteX ? .infinity : ux.1), (uy.0, infiniteY ? .infinity : uy.1))
    }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        guard children.count > 0 else { return .zero }
        let u = union(p, children)
        return CGSize(width: u.x.1 - u.x.0, height: u.y.1 - u.y.0)
    }

    func spacing(_ children: [ReferenceSpacing], priorities: [Double]) -> ReferenceSpacing? {
        guard let top = priorities.max() else { return .union([]) }
        return .union(children.indices.filter { priorities[$0] == top }.map { children[$0] })
    }
    var guides: ReferenceGuides.Rule? { .merged }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let proposal = ProposedViewSize(bounds.size)
        let u = union(proposal, children)
        return referencePlacements(children) { i in
            let d = children[i].dimensions(in: proposal)
            return ReferencePlacement(origin: CGPoint(x: bounds.minX - u.x.0 - ReferenceGuides.value(alignment.horizontal, in: d),
                                                      y: bounds.minY - u.y.0 - ReferenceGuides.value(alignment.vertical, in: d)),
                                      proposal: proposal)
        }
    }
}
