import Foundation
import PlumbProperties

/// BROKEN (frame-alignment): a fixed 40×40 frame that promises bottom-trailing alignment but
/// pins its child to the top-leading corner.
public struct BrokenFrameAlignment: Layout, DescribesFrame {
    public var frameDescription: FrameDescription { FrameDescription(width: 40, height: 40, alignment: .bottomTrailing) }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 40, height: 40)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(width: 40, height: 40)) }
    }
}

/// BROKEN (secondary-alignment): an overlay that promises centred content but puts it at the
/// primary view's top-leading corner.
public struct BrokenOverlayAlignment: Layout, DescribesSecondaryContent {
    public var secondaryAlignment: Alignment { .center }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        for s in subviews.dropFirst() { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// BROKEN (reference-model): a re-implementation of HStack that promises to reproduce it. It
/// delegates to `HStackLayout`, except when asked for its ideal width: then it asks its
/// children for their ideal sizes on both axes, dropping the proposed height. Its order, gaps,
/// alignment and extent stay consistent: only the reference model of HStack tells it apart.
public struct BrokenStackReplica: Layout, DescribesStack, ReproducesBuiltinLayout {
    public var stackDescription: StackDescription { StackDescription(axis: .horizontal, spacing: nil) }
    public init() {}

    func stack(_ subviews: Subviews) -> (HStackLayout, StackCache) {
        let stack = HStackLayout()
        return (stack, stack.makeCache(subviews: subviews))
    }

    /// The bug: the proposal the stack works with.
    func dropsHeight(_ p: ProposedViewSize) -> ProposedViewSize {
        p.width == nil ? .unspecified : p
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var (stack, stackCache) = stack(subviews)
        return stack.sizeThatFits(proposal: dropsHeight(proposal), subviews: subviews, cache: &stackCache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var (stack, stackCache) = stack(subviews)
        stack.placeSubviews(in: bounds, proposal: dropsHeight(proposal), subviews: subviews, cache: &stackCache)
    }

    /// HStack's own spacing preferences (the default would merge every edge of every subview).
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var (stack, stackCache) = stack(subviews)
        return stack.spacing(subviews: subviews, cache: &stackCache)
    }
}
