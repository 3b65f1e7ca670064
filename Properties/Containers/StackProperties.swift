import Foundation
@_spi(Engine) import PlumbUI

// The stack rules (Docs/Semantics.md §2) as checkable statements, for built-in stacks and for
// third-party layouts that describe themselves as stacks. Each compares the stack's own
// placement of its children in its committed bounds.

extension LayoutProperty {
    /// Frames of the placed subviews with finite sizes, with their index; empty when a child
    /// has a negative size (negative spacing inside it, reported there), which moves its
    /// successors back by design.
    fileprivate static func stackFrames(_ c: ContainerUnderTest) -> [(Int, CGRect)] {
        let placed = c.placements
        if placed.contains(where: { ($0.frame?.size.width ?? 0) < 0 || ($0.frame?.size.height ?? 0) < 0 }) { return [] }
        return placed.enumerated().compactMap { i, p in
            guard let f = p.frame, f.width.isFinite, f.height.isFinite else { return nil }
            return (i, f)
        }
    }

    fileprivate static func major(_ r: CGRect, _ axis: Axis) -> (min: CGFloat, max: CGFloat) {
        axis == .horizontal ? (r.minX, r.maxX) : (r.minY, r.maxY)
    }

    /// The first neighbouring pair of a stack (with non-negative spacing) for which `isBad`
    /// holds of their extents along the axis: (earlier index and frame, later index and frame).
    fileprivate static func firstBadNeighbours(
        _ c: ContainerUnderTest, _ isBad: (_ a: (min: CGFloat, max: CGFloat), _ b: (min: CGFloat, max: CGFloat)) -> Bool
    ) -> (a: (Int, CGRect), b: (Int, CGRect), axis: Axis)? {
        guard let s = c.stackDescription, (s.spacing ?? 0) >= 0, c.hasFiniteBounds else { return nil }
        let frames = stackFrames(c)
        return zip(frames, frames.dropFirst()).first { isBad(major($0.1, s.axis), major($1.1, s.axis)) }.map { ($0, $1, s.axis) }
    }

    /// `stack-order`: children follow one another along the axis in declaration order.
    public static let stackOrder = LayoutProperty(
        id: "stack-order", statement: "A stack places its children in order along its axis.",
        contracts: .stack
    ) { c in
        guard let (a, b, _) = firstBadNeighbours(c, { a, b in b.min < a.min - 0.001 }) else { return [] }
        return [c.violation("stack-order", subview: b.0, expected: "after subview \(a.0) (\(Describe.rect(a.1)))",
                            actual: Describe.rect(b.1), tolerance: 0.001)]
    }

    /// `stack-no-overlap`: neighbours do not overlap along the axis.
    public static let stackNoOverlap = LayoutProperty(
        id: "stack-no-overlap", statement: "A stack's children do not overlap along its axis.",
        contracts: .stack
    ) { c in
        guard let (a, b, axis) = firstBadNeighbours(c, { a, b in b.min < a.max - 0.001 }) else { return [] }
        return [c.violation("stack-no-overlap", subview: b.0, expected: "starting at or after \(Describe.number(major(a.1, axis).max))",
                            actual: Describe.rect(b.1), tolerance: 0.001)]
    }

    /// `stack-gaps`: the gap between neighbours is the explicit spacing or their ViewSpacing distance.
    public static let stackGaps = LayoutProperty(
        id: "stack-gaps", statement: "Gaps between stack children equal the explicit spacing or the ViewSpacing distance.",
        contracts: .stack
    ) { c in
        guard let s = c.stackDescription, c.hasFiniteBounds else { return [] }
        let placed = c.placements
        guard placed.allSatisfy({ $0.frame != nil }) else { return [] }
        for i in placed.indices.dropLast() {
            guard let a = placed[i].frame, let b = placed[i + 1].frame,
                  a.width.isFinite, a.height.isFinite, b.width.isFinite, b.height.isFinite else { continue }
            let expected = s.spacing ?? c.probe.subviewSpacing(i).distance(to: c.probe.subviewSpacing(i + 1), along: s.axis)
            // Raw sizes: `CGRect.width` is standardized, but a child of negative length (negative
            // spacing inside it) advances the stack by that negative length.
            let endA = s.axis == .horizontal ? a.origin.x + a.size.width : a.origin.y + a.size.height
            let gap = (s.axis == .horizontal ? b.origin.x : b.origin.y) - endA
            let tolerance = 1e-6 * max(1, abs(endA))
            if abs(gap - expected) > tolerance {
                return [c.violation("stack-gaps", subview: i + 1, expected: "a gap of \(Describe.number(expected))",
                                    actual: Describe.number(gap), tolerance: Double(tolerance))]
            }
        }
        return []
    }

    /// `stack-alignment`: every child's cross-axis guide is at the same position.
    public static let stackAlignment = LayoutProperty(
        id: "stack-alignment", statement: "A stack's children line up on its cross-axis alignment guide.",
        contracts: .stack
    ) { c in
        guard let s = c.stackDescription, c.hasFiniteBounds else { return [] }
        // The cross-axis guide's position, as a point on the x axis (y stays 0).
        guard let ((first, at), (i, position), tolerance) = c.firstOffReference({ f, d in
            CGPoint(x: (s.axis == .horizontal ? f.origin.y : f.origin.x) + s.crossGuide(d), y: 0)
        }) else { return [] }
        return [c.violation("stack-alignment", subview: i, expected: "its guide at \(Describe.number(at.x)) like subview \(first)",
                            actual: Describe.number(position.x), tolerance: Double(tolerance))]
    }

    /// `stack-extent`: a stack's length is its children's lengths plus the gaps between them.
    public static let stackExtent = LayoutProperty(
        id: "stack-extent", statement: "A stack's size along its axis equals its children's extent (sizes plus gaps), or 0 when that is negative.",
        contracts: .stack
    ) { c in
        guard let s = c.stackDescription, c.hasFiniteBounds else { return [] }
        // A nil cross-axis proposal is re-proposed as the stack's own length when placing (§2.5):
        // children may then answer differently from when the stack was sized.
        if (s.axis == .horizontal ? c.proposal.height : c.proposal.width) == nil { return [] }
        let placed = c.placements
        guard let first = placed.first?.frame, let last = placed.last?.frame, placed.allSatisfy({ $0.frame != nil }) else { return [] }
        let start = s.axis == .horizontal ? first.origin.x : first.origin.y
        let end = s.axis == .horizontal ? last.origin.x + last.size.width : last.origin.y + last.size.height
        let length = s.axis == .horizontal ? c.bounds.size.width : c.bounds.size.height
        let tolerance = 1e-6 * max(1, abs(length))
        // Negative gaps can make the extent negative; a size never is (0 then, §2.2).
        let extent = max(end - start, 0)
        guard length.isFinite, end.isFinite, abs(extent - length) > tolerance else { return [] }
        return [c.violation("stack-extent", expected: "a length of \(Describe.number(extent)) (first child's start to last child's end, at least 0)",
                            actual: Describe.number(length), tolerance: Double(tolerance))]
    }

    /// `equal-widths` / `equal-heights`: layouts declaring the trait propose every child the
    /// same length (a child that cannot grow may still answer less, as in SwiftUI). Children
    /// the layout declares hidden (a zero proposal) are not shown, so not held to it.
    static func equalSize(_ trait: LayoutTrait, _ axis: Axis) -> LayoutProperty {
        LayoutProperty(id: trait.name, statement: "Every child gets the same \(axis == .horizontal ? "width" : "height") (is proposed the same length).",
                       scope: .trait(trait)) { c in
            let lengths = c.placements.enumerated().compactMap { i, p in
                c.isHidden(p) ? nil : p.proposal.map { (i, axis == .horizontal ? $0.width : $0.height) }
            }
            guard let (firstIndex, first) = lengths.first else { return [] }
            func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
                guard let a, let b else { return a == nil && b == nil }
                return abs(a - b) <= 0.001 || a == b
            }
            guard let (i, other) = lengths.first(where: { !same($0.1, first) }) else { return [] }
            func text(_ v: CGFloat?) -> String { v.map(Describe.number) ?? "nil" }
            return [c.violation(trait.name, subview: i, expected: "proposed \(text(first)) like subview \(firstIndex)",
                                actual: "proposed \(text(other))", tolerance: 0.001)]
        }
    }

    public static let equalWidths = equalSize(.equalWidths, .horizontal)
    public static let equalHeights = equalSize(.equalHeights, .vertical)

    /// `view-that-fits`: the chosen child is the first that fits on the constrained axes (else
    /// the last), and the reported size is its answer to the real proposal (§4).
    public static let viewThatFits = LayoutProperty(
        id: "view-that-fits",
        statement: "ViewThatFits shows the first child whose ideal size fits the constrained axes, else the last, at that child's answer to the proposal.",
        contracts: .viewThatFits
    ) { c in
        guard let axes = c.fitAxes, c.probe.subviewCount > 0 else { return [] }
        let p = c.proposal
        let fitting = Along.unspecified(axes, in: p)
        let expected = (0..<c.probe.subviewCount).first { i in
            let s = c.probe.subviewSize(i, fitting)
            return !(axes.contains(.horizontal) && s.width > (p.width ?? .infinity))
                && !(axes.contains(.vertical) && s.height > (p.height ?? .infinity))
        } ?? c.probe.subviewCount - 1
        let shown = c.placements.indices.filter { c.placements[$0].calls > 0 }
        if shown != [expected] {
            return [c.violation("view-that-fits", expected: "only subview \(expected) shown", actual: "subviews \(shown) shown")]
        }
        let size = c.size, answer = c.probe.subviewSize(expected, p)
        if !Same.size(size, answer) {
            return [c.violation("view-that-fits", expected: "its size \(Describe.size(answer)) (subview \(expected)'s answer)",
                                actual: Describe.size(size))]
        }
        return []
    }
}
