import Foundation

/// A type that defines the geometry of a collection of views — SwiftUI's `Layout` protocol.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; everything else has SwiftUI's defaults
/// (Docs/Semantics.md §5). Call a layout like a function to build a view: `MyLayout { … }`.
///
/// `@preconcurrency`, as SwiftUI declares it: a layout holding a closure or a class reference
/// compiles with a concurrency warning at most, as it does against SwiftUI.
@preconcurrency
public protocol Layout: Animatable, Sendable {
    /// Properties of the layout container, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values shared by the layout's methods during a layout pass.
    associatedtype Cache = Void

    /// The proxies for the layout's subviews.
    typealias Subviews = LayoutSubviews

    /// Creates the cache, once per layout pass before any other method uses it.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the subviews change. The default recreates it.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// The container's spacing preferences. The default merges all subviews' spacing on all
    /// edges (`.zero` when there are none).
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// The size the container needs for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places every subview within `bounds`, whose origin is generally not (0, 0).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// The container's explicit value for a horizontal guide, or nil. The default merges the
    /// subviews' explicit values (average; see `VerticalAlignment.firstTextBaseline` for `min`).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The container's explicit value for a vertical guide, or nil. The default merges the
    /// subviews' explicit values.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Recreates the cache.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of every subview's spacing on every edge; `.zero` without subviews.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        guard let first = subviews.first else { return .zero }
        var result = first.spacing
        for subview in subviews.dropFirst() { result.formUnion(subview.spacing) }
        return result
    }

    /// The subviews' explicit values for `guide`, merged.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values for `guide`, merged.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Lays the subviews out in `bounds` without committing, then combines each subview's
    /// explicit value (shifted by its position) by the guide's rule. Nil when no subview has one
    /// or the bounds are not finite.
    func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard subviews.contains(where: { $0.node.mayHaveExplicitGuide(key) }),
              bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let placements = placementsForGuides(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        var combined: CGFloat?
        var index = 0
        for (node, placement) in zip(subviews.nodes[subviews.range], placements) {
            guard node.mayHaveExplicitGuide(key),
                  let value = node.explicitGuide(key, size: placement.size, proposal: placement.proposal)
            else { continue }
            let origin = key.axis == .horizontal ? placement.origin.x : placement.origin.y
            key.combine(value + origin, index: index, into: &combined)
            index += 1
        }
        return combined
    }

    /// Where `placeSubviews` puts each subview in `bounds` (origins relative to the bounds),
    /// without committing: one run per size and proposal in a pass, kept in the container's
    /// `GuideMemo` so every guide asked at that size reads it.
    private func placementsForGuides(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                     cache: inout Cache) -> [Placement] {
        // Only the whole subview collection belongs to a container's memo.
        let container = subviews.range == subviews.nodes.indices ? subviews.nodes.first?.parent : nil
        let size = GuideMemo.SizeKey(bounds.size), proposalKey = ProposalKey(proposal)
        if let kept = container?.guideMemo.placements(size: size, proposal: proposalKey) { return kept }
        // Walked unretained, as the engine walks children (see `ContainerProbe.placing`).
        subviews.nodes.forEachUnretained(in: subviews.range) { node in node.pendingPlacement = nil }
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        var placements: [Placement] = []
        placements.reserveCapacity(subviews.range.count)
        subviews.nodes.forEachUnretained(in: subviews.range) { node in
            var placement = node.pendingPlacement ?? node.unplacedPlacement(in: bounds, proposal: proposal)
            node.pendingPlacement = nil
            placement.origin.x -= bounds.minX
            placement.origin.y -= bounds.minY
            placements.append(placement)
        }
        container?.guideMemo.keep(placements, size: size, proposal: proposalKey)
        return placements
    }
}

extension Layout where Cache == () {
    /// The empty cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// A view that arranges `content`'s views with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, kind: nil, content: content())
    }

    /// The same, with the container named `kind` in laid-out trees instead of after the layout
    /// it runs: Plumb names a registered layout's container by its registry entry, so that one
    /// wrapped in `AnyLayout` (named after what it wraps, which may change from case to case)
    /// is still found as the layout under test.
    @_spi(Engine) public func callAsFunction<V: View>(kind: String, @ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, kind: kind, content: content())
    }
}
