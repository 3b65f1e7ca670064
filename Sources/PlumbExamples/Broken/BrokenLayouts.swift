import Foundation
import PlumbProperties

// Deliberately broken layouts: each carries one contract bug of the kind found in the wild
// (several come from published sample code) and exists to prove a property can fail. Never
// use them for anything else.

/// BROKEN (translation-invariance): places rows from x = 0 instead of `bounds.minX`.
public struct BrokenFlowIgnoresBoundsOrigin: Layout {
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        FlowLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = FlowLayout().arrange(subviews, width: proposal.width ?? bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// BROKEN (finite-geometry): divides the proposed width by the subview count, so no
/// subviews means 0 / 0.
public struct BrokenEqualWidthDividesByCount: Layout {
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let cell = width / CGFloat(subviews.count)
        return CGSize(width: cell * CGFloat(subviews.count), height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? cell)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = bounds.width / CGFloat(subviews.count)
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + cell * CGFloat(i), y: bounds.minY), proposal: ProposedViewSize(width: cell, height: bounds.height))
        }
    }
}

/// BROKEN (valid-child-proposals): subtracts a fixed inset per subview from the proposed
/// width without clamping at 0.
public struct BrokenStackProposesNegativeWidths: Layout {
    public init() {}
    func childProposal(_ p: ProposedViewSize, _ count: Int) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { $0 / CGFloat(max(count, 1)) - 20 }, height: p.height)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(childProposal(proposal, subviews.count)) }
        return CGSize(width: sizes.map { max($0.width, 0) }.reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            let p = childProposal(proposal, subviews.count)
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: p)
            x += max(s.sizeThatFits(p).width, 0)
        }
    }
}

/// A mutable box for layouts that (wrongly) keep state between calls.
final class LayoutState: @unchecked Sendable {
    var value: CGFloat = 0
    var calls = 0
}

/// BROKEN (cache-consistency): remembers the radius of the last `sizeThatFits` and places
/// with it, so placements depend on what was asked before.
public struct BrokenRadialKeepsState: Layout {
    let state = LayoutState()
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
        state.value = min(size.width, size.height) / 2
        return size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            let angle = Double(i) * 2 * .pi / Double(max(subviews.count, 1))
            let r = state.value.isFinite ? state.value : 0
            s.place(at: CGPoint(x: bounds.midX + r * CGFloat(sin(angle)) / 2, y: bounds.midY - r * CGFloat(cos(angle)) / 2),
                    anchor: .center, proposal: .zero)
        }
    }
}

/// BROKEN (placed-once): an off-by-one loop never places the last subview.
public struct BrokenStackSkipsLastSubview: Layout {
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return rowSize(sizes)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for i in 0..<max(subviews.count - 1, 0) {
            subviews[i].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subviews[i].sizeThatFits(.unspecified).width
        }
    }
}

/// BROKEN (finite-geometry): answers NaN for an unspecified proposal (0 * ∞ for the "ideal").
public struct BrokenMasonryNaNForUnspecified: Layout {
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 0 * .infinity
        return MasonryLayout().arrange(subviews, width: width.isNaN ? 100 : width).size.applyingWidth(width)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MasonryLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension CGSize {
    fileprivate func applyingWidth(_ w: CGFloat) -> CGSize { CGSize(width: w, height: height) }
}

/// BROKEN (non-negative-size): subtracts a margin per subview from its width without clamping.
public struct BrokenStackNegativeSize: Layout {
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) - 30 * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: .zero) }
    }
}

/// BROKEN (deterministic): counts its calls and lets the count leak into its answer.
public struct BrokenFlowCountsCalls: Layout {
    let state = LayoutState()
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        state.calls += 1
        let size = FlowLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        return CGSize(width: size.width + CGFloat(state.calls % 2), height: size.height)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FlowLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// BROKEN (inside-bounds): starts the last subview at the trailing edge of the bounds.
public struct BrokenStackPlacesOutside: Layout {
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        BrokenStackSkipsLastSubview().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: i == subviews.count - 1 ? bounds.maxX : x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

/// BROKEN (size-agreement): sizes its subviews for an equal share of the proposal but places
/// them at their ideal sizes, which need more room than it reported.
public struct BrokenRowSizesOneWayPlacesAnother: Layout {
    public init() {}
    func share(_ p: ProposedViewSize, _ n: Int) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0) / CGFloat(max(n, 1)) }, height: p.height)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(share(proposal, subviews.count)) }
        return rowSize(sizes)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(share(proposal, subviews.count)).width
        }
    }
}

/// BROKEN (finite-spacing-and-alignment): reports an infinite leading guide.
public struct BrokenAlignmentInfinite: Layout {
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        FlowLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FlowLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? .infinity : nil
    }
}
