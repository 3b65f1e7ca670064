import Foundation

/// Runs one container's `Layout` methods in isolation, as a checker needs to: for any proposal
/// or bounds, with its own cache or a fresh one, recording what it asks its children and where
/// it places them. Nothing it does changes the committed layout.
@_spi(Engine)
public struct ContainerProbe {
    let node: LayoutNode
    let box: AnyLayoutBox
    /// The layout value the container runs (what an `AnyLayout` wraps, not the wrapper).
    /// Unwrapped once: properties read it many times per container.
    public let layout: any Layout
    /// Whether the container runs one of PlumbUI's own layouts (directly or through
    /// `AnyLayout`): built-in waivers and the reference model apply to these only.
    public let isBuiltin: Bool

    /// The probe of a node running a `Layout`; nil for a leaf, including one whose own rule
    /// sizes it (a shape with its own `sizeThatFits`, a resizable image), which has no
    /// subviews to place.
    init?(_ node: LayoutNode) {
        guard let box = node.layoutBox, let layout = box.runLayout else { return nil }
        self.init(node: node, box: box, layout: layout, isBuiltin: box.runsBuiltinLayout)
    }

    private init(node: LayoutNode, box: AnyLayoutBox, layout: any Layout, isBuiltin: Bool) {
        self.node = node; self.box = box; self.layout = layout; self.isBuiltin = isBuiltin
    }

    /// This probe as a built-in `layout` the container handed its work to
    /// (`delegate(in:proposal:)`): `layout` and `isBuiltin` are the built-in's; the calls still
    /// run the container's own layout.
    public func acting(as layout: any Layout) -> ContainerProbe {
        let unwrapped = AnyLayout.unwrapped(layout)
        return ContainerProbe(node: node, box: box, layout: unwrapped, isBuiltin: LayoutTypeFacts.of(type(of: unwrapped)).isBuiltin)
    }

    /// The built-in layout (HStackLayout, VStackLayout, ZStackLayout, GridLayout) that made
    /// every placement of the container's `placeSubviews(in: bounds, proposal:)`, when the
    /// container handed that whole call to one: one call, with the same bounds and proposal, on
    /// all its subviews, and no `place` call of its own. Nil otherwise, and for a built-in.
    public func delegate(in bounds: CGRect, proposal: ProposedViewSize) -> (any Layout)? {
        guard !isBuiltin else { return nil }
        let outer = node.delegationLog, outerLogged = node.children.first?.isDelegationLogged ?? false
        node.delegationLog = []
        for child in node.children { child.isDelegationLogged = true }
        let placements = placements(in: bounds, proposal: proposal)
        let log = node.delegationLog
        node.delegationLog = outer
        for child in node.children { child.isDelegationLogged = outerLogged }
        guard log.count == 1, let call = log.first, call.coversAllSubviews, call.bounds == bounds, call.proposal == proposal,
              call.placeCalls == placements.reduce(0, { $0 + $1.calls }) else { return nil }
        return call.layout
    }

    /// What `layout` (a built-in, say) answers for `proposal` on this container's subviews, with
    /// a fresh cache of its own.
    public func size(of layout: any Layout, for proposal: ProposedViewSize) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return size(layout)
    }

    /// Whether the container's layout only reads the cache `makeCache` made (PlumbUI's own
    /// layouts, not a wrapper): a fresh cache and a used one then give the same answers.
    public var cacheIsReadOnly: Bool { box.cacheIsReadOnly }
    /// Whether the container's cache equals a fresh one; nil when its type is not `Equatable`.
    public var cacheEqualsFresh: Bool? { box.cacheEqualsFresh(node: node) }

    /// The container's kind ("HStack", a third-party layout's type name…).
    public var kind: String { node.kind }
    /// How many subviews it has.
    public var subviewCount: Int { node.children.count }
    /// Its subviews, as its layout sees them.
    public var subviews: LayoutSubviews { LayoutSubviews(nodes: node.children) }
    /// Its subviews' kinds, in order.
    public var subviewKinds: [String] { node.children.map(\.kind) }
    /// The kind of subview `index`.
    public func subviewKind(_ index: Int) -> String { node.children[index].kind }

    /// What one call asked of the subviews: (subview index, proposal, answer) in call order.
    public struct Query: Equatable {
        public let subview: Int
        public let proposal: ProposedViewSize
        public let size: CGSize
    }

    /// Where one `placeSubviews` call put a subview.
    public struct SubviewPlacement: Equatable {
        /// How many times `place` was called for it (the last call counts).
        public let calls: Int
        /// Its frame, or nil when it was never placed.
        public let frame: CGRect?
        /// The proposal it was placed with, or nil when it was never placed.
        public let proposal: ProposedViewSize?
        /// The point of its frame that was put at the position given to `place`, or nil when it
        /// was never placed.
        public let anchor: UnitPoint?

        /// Whether it answered larger than a finite length it was proposed (its frame at its
        /// proposal is smaller than its frame).
        public var answeredLargerThanProposed: Bool { frameAtProposal.map { $0.size != frame?.size } ?? false }

        /// Its frame had it taken its proposal on every axis where the proposal is a finite
        /// length and it answered larger: the same position and anchor, that axis's length the
        /// proposal's. Equal to `frame` when it answered within its proposal; nil when never placed.
        public var frameAtProposal: CGRect? { frame(takingProposalWhere: { answered, proposed in answered > proposed }) }

        /// Its frame had it taken its proposal on every axis where the proposal is a finite
        /// length and `applies(answered, proposed)` holds (`frameAtProposal`: where it answered
        /// larger), at the same position and anchor; nil when never placed.
        public func frame(takingProposalWhere applies: (_ answered: CGFloat, _ proposed: CGFloat) -> Bool) -> CGRect? {
            guard let frame, let proposal, let anchor else { return nil }
            func axis(_ origin: CGFloat, _ length: CGFloat, _ proposed: CGFloat?, _ anchor: CGFloat) -> (CGFloat, CGFloat) {
                guard let proposed, proposed.isFinite, proposed >= 0, applies(length, proposed) else { return (origin, length) }
                // The position the subview's anchor was put at stays where it is.
                return (anchor == 0 ? origin : origin + anchor * (length - proposed), proposed)
            }
            let (x, width) = axis(frame.minX, frame.width, proposal.width, anchor.x)
            let (y, height) = axis(frame.minY, frame.height, proposal.height, anchor.y)
            return CGRect(x: x, y: y, width: width, height: height)
        }
    }

    private func recording<R>(_ body: () -> R) -> (R, [Query]) {
        let outerLog = node.childQueryLog, outerLogging = node.children.first?.isQueryLogged ?? false
        node.childQueryLog = []
        node.childQueryLog.reserveCapacity(4 * node.children.count)
        for child in node.children { child.isQueryLogged = true }
        let result = body()
        let log = node.childQueryLog
        node.childQueryLog = outerLog
        for child in node.children { child.isQueryLogged = outerLogging }
        return (result, log.map { Query(subview: $0.child.indexInParent, proposal: $0.proposal, size: $0.size) })
    }

    private func caching<R>(fresh: Bool, _ body: () -> R) -> R {
        fresh ? box.withFreshCache(node: node, body) : body()
    }

    /// `sizeThatFits(proposal)`, with the container's cache or a fresh one, and what it asked.
    public func sizeThatFits(_ proposal: ProposedViewSize, freshCache: Bool = false) -> (size: CGSize, queries: [Query]) {
        recording { caching(fresh: freshCache) { box.sizeThatFits(node: node, proposal: proposal) } }
    }

    /// How many times `sizeThatFits(proposal)` called `place` on each subview: SwiftUI stops the
    /// app when a layout places a subview while it is sized. Run on a fresh cache, so that a
    /// layout whose answers depend on its last call is left as the other checks found it; the
    /// subviews' committed placements are untouched.
    public func placeCallsWhileSizing(_ proposal: ProposedViewSize) -> [Int] {
        placing { caching(fresh: true) { _ = box.sizeThatFits(node: node, proposal: proposal) } }.map(\.calls)
    }

    /// Every distinct proposal the container was asked this pass, first asked first.
    public var proposalsAsked: [ProposedViewSize] { node.measurementLog.map(\.proposal) }

    /// `sizeThatFits(proposal)`, with the container's cache or a fresh one, without recording
    /// what it asked (for checks that need only the size).
    public func size(for proposal: ProposedViewSize, freshCache: Bool = false) -> CGSize {
        caching(fresh: freshCache) { box.sizeThatFits(node: node, proposal: proposal) }
    }

    /// `placeSubviews(in: bounds, proposal:)`, with the container's cache or a fresh one: each
    /// subview's placement, and what the call asked of the subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, freshCache: Bool = false)
        -> (placements: [SubviewPlacement], queries: [Query]) {
        var queries: [Query] = []
        let placements = placing {
            (_, queries) = recording { caching(fresh: freshCache) { box.placeSubviews(node: node, bounds: bounds, proposal: proposal) } }
        }
        return (placements, queries)
    }

    /// `placeSubviews(in: bounds, proposal:)`, with the container's cache or a fresh one: each
    /// subview's placement, without recording what the call asked.
    public func placements(in bounds: CGRect, proposal: ProposedViewSize, freshCache: Bool = false) -> [SubviewPlacement] {
        placing { caching(fresh: freshCache) { box.placeSubviews(node: node, bounds: bounds, proposal: proposal) } }
    }

    /// Runs a `placeSubviews` call in `body` and reads where it put each subview; the
    /// subviews' committed placements are untouched.
    private func placing(_ body: () -> Void) -> [SubviewPlacement] {
        // The children are walked unretained (the tree owns them): reading a node's per-pass
        // state may first clear it (`LayoutNode.refreshedForPass`), and around such a call a
        // retained walk would retain and release every child.
        let children = node.children
        return withUnsafeTemporaryAllocation(of: (Placement?, Int).self, capacity: children.count) { saved in
            var i = 0
            children.forEachUnretained { child in
                (saved.baseAddress! + i).initialize(to: (child.pendingPlacement, child.placeCallCount))
                child.pendingPlacement = nil; child.placeCallCount = 0
                i += 1
            }
            defer {
                var i = 0
                children.forEachUnretained { child in (child.pendingPlacement, child.placeCallCount) = saved[i]; i += 1 }
                _ = saved.deinitialize()
            }
            body()
            var placements: [SubviewPlacement] = []
            placements.reserveCapacity(children.count)
            children.forEachUnretained { child in
                let placement = child.pendingPlacement
                placements.append(SubviewPlacement(calls: child.placeCallCount, frame: placement?.frame,
                                                   proposal: placement?.proposal, anchor: placement?.anchor))
            }
            return placements
        }
    }

    /// SwiftUI's own call sequence: `sizeThatFits(sizing)` and then `placeSubviews(in: bounds,
    /// proposal:)` on the same cache (a fresh one, or the container's): the size, what sizing
    /// asked of the subviews, and each subview's placement.
    public func sizeThenPlace(_ sizing: ProposedViewSize, in bounds: (CGSize) -> CGRect, proposal: ProposedViewSize,
                              freshCache: Bool = false)
        -> (size: CGSize, queries: [Query], placements: [SubviewPlacement]) {
        caching(fresh: freshCache) {
            let (size, queries) = recording { box.sizeThatFits(node: node, proposal: sizing) }
            return (size, queries, placements(in: bounds(size), proposal: proposal))
        }
    }

    /// `sizeThenPlace` on a cache made when the container had only its first `earlierCount`
    /// subviews and then updated (`updateCache`) to all of them, as SwiftUI does when subviews
    /// are added.
    public func sizeThenPlaceAfterSubviewsChange(from earlierCount: Int, _ sizing: ProposedViewSize, in bounds: (CGSize) -> CGRect,
                                                 proposal: ProposedViewSize) -> (size: CGSize, placements: [SubviewPlacement]) {
        box.withCacheUpdated(node: node, from: ContiguousArray(node.children.prefix(earlierCount))) {
            let size = box.sizeThatFits(node: node, proposal: sizing)
            return (size, placements(in: bounds(size), proposal: proposal))
        }
    }

    /// The container's spacing preferences.
    public func spacing() -> ViewSpacing { box.spacing(node: node) }

    /// The container's explicit value for `guide` at `size`, or nil: what it reports its parent.
    public func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        explicitAlignment(guide.key, size: size, proposal: proposal)
    }

    /// The container's explicit value for `guide` at `size`, or nil: what it reports its parent.
    public func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        explicitAlignment(guide.key, size: size, proposal: proposal)
    }

    private func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // A built-in container none of whose subviews has an explicit value for the guide has
        // none either: the engine never asks its layout then (`LayoutNode.explicitGuide`), so
        // neither does this. (A third-party layout's mask has every bit: it is always asked.)
        guard node.intrinsicExplicitMask & key.bit != 0 else { return nil }
        return box.explicitAlignment(node: node, key: key, size: size, proposal: proposal)
    }

    /// Subview `i`'s answer to `proposal`.
    public func subviewSize(_ i: Int, _ proposal: ProposedViewSize) -> CGSize { node.children[i].size(for: proposal) }
    /// Subview `i`'s size and guides for `proposal`.
    public func subviewDimensions(_ i: Int, _ proposal: ProposedViewSize) -> ViewDimensions {
        let child = node.children[i]
        return child.dimensions(size: child.size(for: proposal), proposal: proposal)
    }
    /// Subview `i`'s minimum length if it is a Spacer, else nil.
    public func subviewSpacerMinLength(_ i: Int) -> CGFloat? {
        if case .spacer(let minLength) = node.children[i].behavior { return minLength }
        return nil
    }
    /// Subview `i`'s thickness if it is a Divider, else nil.
    public func subviewDividerThickness(_ i: Int) -> CGFloat? {
        if case .divider(let thickness) = node.children[i].behavior { return thickness }
        return nil
    }
    /// Which of PlumbUI's own leaf rules subview `i` follows, if it is such a leaf (a shape,
    /// Spacer, Divider, fixed-size image or spinner, linear progress bar), else nil: what the
    /// view is, not what it answers, so a property can restate the rule and compare (a
    /// third-party `Shape` or layout sizes itself).
    public func subviewLeafRule(_ i: Int) -> LeafRule? {
        let child = node.children[i]
        switch child.behavior {
        case .shape: return .shape(.proposal)
        case .layout(let box) where box is ShapeSizingBox<Circle>: return .shape(.circle)
        case .layout(let box) where box is ShapeSizingBox<Path>: return .shape(.proposal)
        case .spacer(let minLength): return .spacer(minLength: minLength, axis: child.stackAxis)
        case .divider(let thickness): return .divider(thickness: thickness, stackAxis: child.stackAxis)
        case .fixed: return .fixedSize
        case .progressBar: return .progressBar
        default: return nil
        }
    }
    /// The axis a Spacer subview expands along (nil: both).
    public func subviewStackAxis(_ i: Int) -> Axis? { node.children[i].stackAxis }
    /// Whether subview `i` is a Text, with the width of its widest character if so.
    public func subviewTextWidestGlyph(_ i: Int) -> CGFloat? {
        if case .text(let text) = node.children[i].behavior { return text.widestGlyph }
        return nil
    }
    /// Every proposal subview `i` was asked this pass, with its answers.
    public func subviewAnswers(_ i: Int) -> [(proposal: ProposedViewSize, size: CGSize)] {
        node.children[i].measurementLog.map { ($0.proposal, $0.size) }
    }
    /// Subview `i`'s layout priority.
    public func subviewPriority(_ i: Int) -> Double { node.children[i].priority }
    /// Subview `i`'s spacing preferences.
    public func subviewSpacing(_ i: Int) -> ViewSpacing { node.children[i].spacing }
    /// Whether subview `i` or anything inside it may report an explicit alignment guide
    /// (an `alignmentGuide`, a text baseline, a third-party layout's own guides).
    public func subviewMayHaveExplicitGuides(_ i: Int) -> Bool { node.children[i].explicitMask != 0 }
}

@_spi(Engine)
extension LayoutSubview {
    /// What this subview tells a grid about its cell, as written with the grid cell modifiers.
    public var gridCell: GridCellInput {
        let row = self[GridRowKey.self]
        return GridCellInput(row: row?.id, rowAlignment: row?.alignment, columns: self[GridCellColumnsKey.self],
                             anchor: self[GridCellAnchorKey.self], unsizedAxes: self[GridCellUnsizedAxesKey.self],
                             columnAlignment: self[GridColumnAlignmentKey.self])
    }
}

/// What one grid subview says about its cell (the grid cell modifiers and its `GridRow`).
@_spi(Engine)
public struct GridCellInput: Sendable {
    /// Its `GridRow`'s identity within the grid; nil for a view placed directly in the grid.
    public let row: Int?
    /// Its `GridRow(alignment:)`, if set.
    public let rowAlignment: VerticalAlignment?
    /// `gridCellColumns` (1 by default).
    public let columns: Int
    public let anchor: UnitPoint?
    public let unsizedAxes: Axis.Set
    public let columnAlignment: HorizontalAlignment?
}

@_spi(Engine)
extension ViewSpacing {
    /// The first preference value this spacing holds that is not finite (absent entries,
    /// stored as −∞, excluded), or nil. Reads the lanes in place: it runs once per container
    /// per checked case.
    public var firstNonFiniteValue: Double? {
        func scan(_ edge: EdgeEntries) -> Double? {
            for lane in 0..<edge.scalarCount where edge[lane] != -.infinity && !edge[lane].isFinite { return edge[lane] }
            return nil
        }
        return scan(top) ?? scan(leading) ?? scan(bottom) ?? scan(trailing)
    }

    /// A preference's category, named as the spacing rules name it (Docs/Semantics.md §2.6);
    /// `plain` is the uncategorised entry.
    public enum EntryCategory: Int, CaseIterable, Hashable, Sendable {
        case plain, edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textToText
    }

    /// Calls `body` with every entry present (edge, category, length): what a view answers when
    /// asked its spacing, read out for checkers that restate the rules without this type's own
    /// operations. Allocates nothing.
    public func forEachEntry(_ body: (Edge, EntryCategory, Double) -> Void) {
        for edge in Self.edgesInOrder {
            let lanes = self[edge]
            for lane in 0..<lanes.scalarCount where lanes[lane] != -.infinity {
                guard let category = Category(rawValue: lane) else { continue }
                let name: EntryCategory = switch category {
                case .plain: .plain
                case .edgeAboveText: .edgeAboveText
                case .edgeBelowText: .edgeBelowText
                case .edgeLeftText: .edgeLeftText
                case .edgeRightText: .edgeRightText
                case .textToText: .textToText
                }
                body(edge, name, lanes[lane])
            }
        }
    }

    /// Every edge, made once (`allCases` builds a new array on every use).
    private static let edgesInOrder = Edge.allCases

    /// The distance this view keeps when no preferences face each other (the platform's 8).
    public var fallbackDistance: CGFloat { defaultSpacing }
}

@_spi(Engine)
extension LayoutSnapshot {
    /// The probe for the container at `path`, or nil for a leaf or a bad path.
    public func probe(at path: [Int]) -> ContainerProbe? {
        var node = root
        for i in path {
            guard node.children.indices.contains(i) else { return nil }
            node = node.children[i]
        }
        return ContainerProbe(node)
    }
}

@_spi(Engine)
extension LayoutHost {
    /// Lays `view` out for any root proposal (nil, 0 and ∞ included), placing the root's
    /// answer at `origin` with that proposal, instead of centring it in the host.
    public func layout(_ view: some View, proposal: ProposedViewSize, at origin: CGPoint) -> LayoutSnapshot {
        layout(root: makeRoot(view), proposal: proposal, at: origin)
    }

    /// Lays a prepared tree out as `layout(_:proposal:at:)` lays out a view (a tree laid out
    /// before is reset first), so building and laying out can be timed apart.
    public func layout(_ prepared: PreparedLayout, proposal: ProposedViewSize, at origin: CGPoint) -> LayoutSnapshot {
        prepared.resetIfLaidOut()
        return layout(root: prepared.root, proposal: proposal, at: origin)
    }

    private func layout(root: LayoutNode, proposal: ProposedViewSize, at origin: CGPoint) -> LayoutSnapshot {
        let size = root.size(for: proposal)
        root.commit(Placement(origin: origin, size: size, proposal: proposal))
        return LayoutSnapshot(root: root, hostSize: self.size)
    }
}
