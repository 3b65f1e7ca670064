import Foundation

/// A type-erased `Layout` with its cache, owned by one node for the pass.
class AnyLayoutBox {
    /// Whether the node reports its first child's priority (fixedSize, overlay…) instead of 0.
    let forwardsPriority: Bool
    /// Whether children the layout does not place are left out of the tree (ViewThatFits).
    let placesOnlyChosenSubviews: Bool
    /// The views the node's children are built from once its frame is known (a
    /// GeometryReader's content), nil for a node whose children are built with it.
    let placedContent: PlacedContent?
    /// Whether the layout only reads the cache `makeCache` made: so for PlumbUI's own layouts
    /// (not a wrapper), whose caches are structs of `let`s never assigned after `makeCache`
    /// (`BuiltinCacheTests` holds them to it). Its answers then cannot depend on the calls
    /// made before.
    let cacheIsReadOnly: Bool
    /// Whether the layout it runs (what an `AnyLayout` wraps, not the wrapper) is one of
    /// PlumbUI's own, as found when the node was built.
    let runsBuiltinLayout: Bool

    init(forwardsPriority: Bool, placesOnlyChosenSubviews: Bool = false, placedContent: PlacedContent? = nil, cacheIsReadOnly: Bool = false,
         runsBuiltinLayout: Bool = false) {
        self.forwardsPriority = forwardsPriority
        self.placesOnlyChosenSubviews = placesOnlyChosenSubviews
        self.placedContent = placedContent
        self.cacheIsReadOnly = cacheIsReadOnly
        self.runsBuiltinLayout = runsBuiltinLayout
    }

    /// Whether the box is a leaf view's own sizing (a shape, a resizable image), not a
    /// container: a leaf has priority 0 like every view, where an empty container has −∞.
    var isLeaf: Bool { false }

    func sizeThatFits(node: LayoutNode, proposal: ProposedViewSize) -> CGSize { fatalError("abstract") }
    func placeSubviews(node: LayoutNode, bounds: CGRect, proposal: ProposedViewSize) { fatalError("abstract") }
    func spacing(node: LayoutNode) -> ViewSpacing { fatalError("abstract") }
    func explicitAlignment(node: LayoutNode, key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        fatalError("abstract")
    }
    /// The layout it runs, for inspection: what an `AnyLayout` wraps, not the wrapper; nil for
    /// a leaf's rule that is not a `Layout` (a shape sizing itself, a resizable image).
    var runLayout: (any Layout)? { nil }
    /// Whether the layout's cache equals one `makeCache` would make now; nil when the cache
    /// type is not `Equatable` (for tests of `cacheIsReadOnly`).
    func cacheEqualsFresh(node: LayoutNode) -> Bool? { nil }
    /// Runs `body` with a fresh cache in place of the layout's own, which is restored after.
    func withFreshCache<R>(node: LayoutNode, _ body: () -> R) -> R { body() }
    /// Runs `body` with a cache made for the subviews `earlier` and then updated, as SwiftUI
    /// does when a container's subviews change, to the node's children; the layout's own cache
    /// is restored after.
    func withCacheUpdated<R>(node: LayoutNode, from earlier: ContiguousArray<LayoutNode>, _ body: () -> R) -> R { body() }
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    // A layout's methods may not re-enter its own cache, so the access cannot overlap.
    // Not optional: `Optional<L.Cache>` in this generic class cost a runtime metadata lookup on
    // every call, a tenth of the engine's instructions.
    @exclusivity(unchecked) private var cache: L.Cache
    /// The node's subviews, made once: a `let`, so a call passes them on without retaining
    /// them (building them from the node's `children`, a `var`, retained the array on every
    /// call). Not for a node whose children are built when it is placed (`placedContent`).
    private let builtSubviews: LayoutSubviews

    /// Boxes `layout`, making its cache for `children` as SwiftUI does when the view is created.
    init(_ layout: L, children: ContiguousArray<LayoutNode>, cacheIsReadOnly: Bool, runsBuiltinLayout: Bool, forwardsPriority: Bool,
         placesOnlyChosenSubviews: Bool, placedContent: PlacedContent? = nil) {
        self.layout = layout
        builtSubviews = LayoutSubviews(nodes: children)
        cache = layout.makeCache(subviews: builtSubviews)
        super.init(forwardsPriority: forwardsPriority, placesOnlyChosenSubviews: placesOnlyChosenSubviews, placedContent: placedContent,
                   cacheIsReadOnly: cacheIsReadOnly, runsBuiltinLayout: runsBuiltinLayout)
    }

    /// Runs `body` with the layout's cache and subviews.
    @inline(__always)
    private func withCache<R>(_ node: LayoutNode, _ body: (inout L.Cache, LayoutSubviews) -> R) -> R {
        placedContent == nil ? body(&cache, builtSubviews) : body(&cache, LayoutSubviews(nodes: node.children))
    }

    override func cacheEqualsFresh(node: LayoutNode) -> Bool? {
        guard let current = cache as? any Equatable else { return nil }
        return current.equals(layout.makeCache(subviews: LayoutSubviews(nodes: node.children)))
    }

    override func sizeThatFits(node: LayoutNode, proposal: ProposedViewSize) -> CGSize {
        LayoutCallTracker.tracking(.sizeThatFits, kind: node.kind, proposal: proposal) {
            withCache(node) { layout.sizeThatFits(proposal: proposal, subviews: $1, cache: &$0) }
        }
    }

    override func placeSubviews(node: LayoutNode, bounds: CGRect, proposal: ProposedViewSize) {
        LayoutCallTracker.tracking(.placeSubviews, kind: node.kind, proposal: proposal, bounds: bounds) {
            withCache(node) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: $1, cache: &$0) }
        }
    }

    override func spacing(node: LayoutNode) -> ViewSpacing {
        LayoutCallTracker.tracking(.spacing, kind: node.kind, proposal: .unspecified) {
            withCache(node) { layout.spacing(subviews: $1, cache: &$0) }
        }
    }

    override func explicitAlignment(node: LayoutNode, key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let sizeKey = GuideMemo.SizeKey(size), proposalKey = ProposalKey(proposal)
        if let kept = node.guideMemo.answer(key, size: sizeKey, proposal: proposalKey) { return kept }
        let value = computeExplicitAlignment(node: node, key: key, size: size, proposal: proposal)
        node.guideMemo.keep(value, for: key, size: sizeKey, proposal: proposalKey)
        return value
    }

    private func computeExplicitAlignment(node: LayoutNode, key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return LayoutCallTracker.tracking(.explicitAlignment, kind: node.kind, proposal: proposal, bounds: bounds) {
            withCache(node) { cache, subviews in
                key.axis == .horizontal
                    ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                               subviews: subviews, cache: &cache)
                    : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                               subviews: subviews, cache: &cache)
            }
        }
    }

    // Only an `AnyLayout` is unwrapped (the type test is a pointer comparison, not a cast).
    override var runLayout: (any Layout)? { L.self == AnyLayout.self ? AnyLayout.unwrapped(layout) : layout }

    override func withFreshCache<R>(node: LayoutNode, _ body: () -> R) -> R {
        withCache(replacedBy: layout.makeCache(subviews: LayoutSubviews(nodes: node.children)), node: node, body)
    }

    override func withCacheUpdated<R>(node: LayoutNode, from earlier: ContiguousArray<LayoutNode>, _ body: () -> R) -> R {
        var updated = layout.makeCache(subviews: LayoutSubviews(nodes: earlier))
        layout.updateCache(&updated, subviews: LayoutSubviews(nodes: node.children))
        return withCache(replacedBy: updated, node: node, body)
    }

    /// Runs `body` on `replacement` instead of the layout's cache, and with the guides computed
    /// on that cache set aside too; both are restored after.
    private func withCache<R>(replacedBy replacement: L.Cache, node: LayoutNode, _ body: () -> R) -> R {
        let saved = cache, savedGuides = node.guideMemo
        cache = replacement
        node.guideMemo = GuideMemo()
        defer { cache = saved; node.guideMemo = savedGuides }
        return body()
    }
}

private extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func equals(_ other: Any) -> Bool { (other as? Self) == self }
}
