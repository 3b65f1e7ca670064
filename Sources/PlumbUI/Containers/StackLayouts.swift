import Foundation

/// A horizontal stack layout: SwiftUI's `HStackLayout`, usable directly or through `AnyLayout`.
public struct HStackLayout: Layout, BuiltinLayout {
    /// The vertical guide children are aligned on.
    public var alignment: VerticalAlignment
    /// The distance between children, or nil for each pair's default distance.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// The gaps and priority groups of the subviews, computed once per pass.
    public func makeCache(subviews: Subviews) -> StackCache { algorithm.makeCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.size(proposal, subviews, cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        subviews.recordingDelegation(to: self, in: bounds, proposal: proposal) { algorithm.place(in: bounds, proposal, subviews, cache) }
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { algorithm.spacing(subviews) }
}

/// A vertical stack layout: SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, BuiltinLayout {
    /// The horizontal guide children are aligned on.
    public var alignment: HorizontalAlignment
    /// The distance between children, or nil for each pair's default distance.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// The gaps and priority groups of the subviews, computed once per pass.
    public func makeCache(subviews: Subviews) -> StackCache { algorithm.makeCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.size(proposal, subviews, cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        subviews.recordingDelegation(to: self, in: bounds, proposal: proposal) { algorithm.place(in: bounds, proposal, subviews, cache) }
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { algorithm.spacing(subviews) }
}

/// An overlaying layout: SwiftUI's `ZStackLayout` (Docs/Semantics.md §3.1).
///
/// Every child is proposed the stack's proposal; only the children with the highest layout
/// priority size the stack (the union of their aligned frames, not including the alignment
/// point). At placement every child is proposed the stack's size and aligned to one
/// reference point.
public struct ZStackLayout: Layout, BuiltinLayout {
    /// How children are aligned to each other.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The highest priority among the children, kept as `max()` keeps it (the first of equals,
    /// NaN not replaced); 0 without children.
    private func topPriority(_ subviews: Subviews) -> Double {
        var highest: Double?
        subviews.forEachUnretained { subview in
            let priority = subview.priority
            if let kept = highest, !(kept < priority) { return }
            highest = priority
        }
        return highest ?? 0
    }

    /// The union of the top-priority children's aligned frames, as (min, max) per axis, in
    /// coordinates where the alignment point is 0. The point itself is not part of it: one
    /// child whose guide lies outside it still makes a stack of exactly its size.
    private func extent(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (low: CGPoint, high: CGPoint) {
        let top = topPriority(subviews)
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        var infinite = (x: false, y: false)
        subviews.forEachUnretained { subview in
            guard subview.priority == top else { return }
            let d = subview.dimensions(in: proposal)
            // An infinitely large child makes that axis infinite (its guide arithmetic is ∞ − ∞).
            if d.width.isFinite {
                let gx = d[alignment.horizontal]
                low.x = min(low.x, -gx); high.x = max(high.x, d.width - gx)
            } else { infinite.x = true }
            if d.height.isFinite {
                let gy = d[alignment.vertical]
                low.y = min(low.y, -gy); high.y = max(high.y, d.height - gy)
            } else { infinite.y = true }
        }
        // An axis on which no child is finite starts at the alignment point.
        if low.x > high.x { low.x = 0; high.x = 0 }
        if low.y > high.y { low.y = 0; high.y = 0 }
        if infinite.x { high.x = .infinity }
        if infinite.y { high.y = .infinity }
        return (low, high)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let (low, high) = extent(proposal, subviews)
        return CGSize(width: high.x - low.x, height: high.y - low.y)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.recordingDelegation(to: self, in: bounds, proposal: proposal) {
            let childProposal = ProposedViewSize(bounds.size)
            let reference = extent(childProposal, subviews).low
            subviews.forEachUnretained { subview in
                let d = subview.dimensions(in: childProposal)
                let origin = CGPoint(x: bounds.minX - reference.x - d[alignment.horizontal],
                                     y: bounds.minY - reference.y - d[alignment.vertical])
                subview.place(at: origin, anchor: .topLeading, proposal: childProposal)
            }
        }
    }

    /// The union of the top-priority children's preferences, as for its size: a Spacer
    /// behind another view does not take the default gaps beside the stack away (recorded on
    /// SwiftUI, §3.1). `.zero` without children.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        let top = topPriority(subviews)
        var result: ViewSpacing?
        subviews.forEachUnretained { subview in
            if subview.priority != top { return }
            if result == nil { result = subview.spacing } else { result!.formUnion(subview.spacing) }
        }
        return result ?? .zero
    }
}
