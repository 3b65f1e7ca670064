import Foundation
import PlumbProperties

/// BROKEN (frame-size): promises a fixed 50×50 frame but reports its child's size.
public struct BrokenFixedFrame: Layout, DescribesFrame {
    public var frameDescription: FrameDescription { FrameDescription(width: 50, height: 50) }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(ProposedViewSize(width: 50, height: 50)) ?? CGSize(width: 50, height: 50)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(width: 50, height: 50)) }
    }
}

/// BROKEN (padding-insets): promises 10-point insets, sizes for them, but forgets to offset.
public struct BrokenPadding: Layout, DescribesPadding {
    public var paddingInsets: EdgeInsets { EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10) }
    public init() {}
    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - 20) }, height: p.height.map { max(0, $0 - 20) })
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
        return CGSize(width: child.width + 20, height: child.height + 20)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: inner(proposal)) }
    }
}

/// BROKEN (zstack-alignment): promises centred overlay but pins every child top-leading.
public struct BrokenZStack: Layout, DescribesZStack {
    public var zstackAlignment: Alignment { .center }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { size, s in
            let c = s.sizeThatFits(proposal)
            return CGSize(width: max(size.width, c.width), height: max(size.height, c.height))
        }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// BROKEN (spacer-min-length): a flexible gap that promises 8 points but takes what it is offered.
public struct BrokenSpacer: Layout, DescribesSpacer {
    public var spacerMinLength: CGFloat { 8 }
    public var spacerAxis: Axis? { nil }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 8, height: 8))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: .zero) }
    }
}

/// BROKEN (text-wrapping): a label that promises to wrap like Text but stays 120 points wide.
public struct BrokenLabel: Layout, DescribesText {
    public var widestGlyph: CGFloat { 10 }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 120, height: 20)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: .zero) }
    }
}

/// BROKEN (divider-thickness): a separator that promises to be a one-point horizontal line but
/// takes the height it is offered.
public struct BrokenDivider: Layout, DescribesDivider {
    public var dividerThickness: CGFloat { 1 }
    public var lineAxis: Axis { .horizontal }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: proposal.height ?? 1)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: .zero) }
    }
}

/// BROKEN (leaf-sizing): a colour swatch that promises to size like a shape but forgets its
/// height: it answers a square as wide as proposed, so offered 100 × 60 it is 100 × 100.
public struct BrokenSwatch: Layout, DescribesShape {
    public var shapeSizing: ShapeSizing { .proposal }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let side = proposal.width ?? 10
        return CGSize(width: side, height: side)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: .zero) }
    }
}
