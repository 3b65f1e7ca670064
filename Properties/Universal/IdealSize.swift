import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `ideal-size`: offered no length along an axis (nil: its ideal size), a third-party layout
    /// answers there the length it answers offered infinity, whenever that length is finite and
    /// every subview answers alike at its ideal and at infinity along the axis. SwiftUI's own
    /// containers do (an HStack's ideal width is its unbounded one); a flow layout that stands
    /// in a made-up width for nil (`proposal.width ?? 1000`, `replacingUnspecifiedDimensions()`)
    /// wraps its ideal size into rows that a horizontal `ScrollView` or `fixedSize` then shows.
    /// A warning (`Violation.isInferred`): a layout may choose an ideal size of its own.
    public static let idealSize = LayoutProperty(
        id: "ideal-size",
        statement: "Offered no length along an axis, a layout answers what it answers offered infinity there, when that is finite and its subviews answer alike either way."
    ) { c in
        guard !c.probe.isBuiltin, c.probe.subviews.count > 0, ProcessInfo.processInfo.environment["NO_IDEAL"] == nil else { return [] }
        var found: [Violation] = []
        for horizontal in [true, false] where (horizontal ? c.proposal.width : c.proposal.height) == nil {
            let unbounded = horizontal ? ProposedViewSize(width: .infinity, height: c.proposal.height)
                : ProposedViewSize(width: c.proposal.width, height: .infinity)
            func along(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
            // Offered infinity, the layout must size to its content there (its subviews' union
            // is its bounds along the axis): a ring or a layout filling what it is offered has an
            // ideal size of its own making, not a content size to compare with.
            let (unboundedSize, _, placed) = c.probe.sizeThenPlace(unbounded, in: { CGRect(origin: .zero, size: $0) }, proposal: unbounded,
                                                                    freshCache: true)
            let atInfinity = along(unboundedSize)
            guard atInfinity.isFinite, atInfinity >= 0 else { continue }
            let frames = placed.compactMap(\.frame)
            guard frames.count == placed.count, let head = frames.first,
                  case let union = frames.dropFirst().reduce(head, { $0.union($1) }),
                  Rounding.same(horizontal ? union.minX : union.minY, 0),
                  Rounding.same(horizontal ? union.maxX : union.maxY, atInfinity) else { continue }
            let ideal = along(c.probe.size(for: c.proposal, freshCache: true))
            guard ideal.isFinite, !Rounding.same(ideal, atInfinity) else { continue }
            // A subview that grows when offered more (a Color, a frame up to a maximum) makes
            // the two answers differ by itself: then nothing tells what the layout chose.
            let subviewInfinity = horizontal ? ProposedViewSize(width: .infinity, height: nil) : ProposedViewSize(width: nil, height: .infinity)
            let rigid = c.probe.subviews.allSatisfy { s in
                Rounding.same(along(s.sizeThatFits(.unspecified)), along(s.sizeThatFits(subviewInfinity)))
            }
            guard rigid else { continue }
            let axis = horizontal ? "width" : "height"
            var v = c.violation("ideal-size", call: "sizeThatFits",
                                expected: "the \(axis) \(Describe.number(atInfinity)) it answers offered \(Describe.proposal(unbounded))",
                                actual: "\(Describe.number(ideal)) offered \(Describe.proposal(c.proposal)), though every subview answers alike either way")
            v.isInferred = true
            found.append(v)
        }
        return found
    }
}
