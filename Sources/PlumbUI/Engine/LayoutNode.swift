import Foundation

/// One view in the engine's tree: its layout rule, its children, the attributes modifiers gave
/// it, and the state of the current layout pass (answers per proposal, placement, frame).
///
/// Nodes are built fresh from a `View` for each host layout. A tree may be laid out again
/// (`PreparedLayout`): every answer and placement belongs to one pass, and a node forgets the
/// last pass's the first time the new pass touches it (`PassClock`).
final class LayoutNode {
    // Stored properties are laid out in declaration order, so the ones every layout pass reads
    // and writes come first, packed into as few cache lines as possible: a 100k-node tree does
    // not fit in cache, and each line a visit touches is a likely miss.

    // Read on every query and every placement.
    /// The layout of a container node, not retained: `behavior` owns it. Read directly on the
    /// hot path, since switching over the enum copies (and retains) its payload, and called
    /// through `withLayoutBox`, since even a `let` is retained for a call to a class method.
    private let unretainedBox: Unmanaged<AnyLayoutBox>?
    /// A text leaf's layout, not retained, for the same reason (`behavior` owns it).
    private let unretainedText: Unmanaged<TextLayout>?
    /// The pass counter of the tree the node belongs to, shared by all its nodes.
    let passClock: PassClock
    /// The children the node was built with: a `let`, so walking them retains nothing (a
    /// GeometryReader's are built when it is placed, in `placedChildren`).
    private let builtChildren: ContiguousArray<LayoutNode>
    let behavior: NodeBehavior
    // Per-pass state. The engine is single-threaded and never holds two accesses to one
    // property at once, so dynamic exclusivity checks (a fifth of the run time) are skipped.
    // Read and written only through `refreshedForPass()` (the accessors below do), so no
    // answer from an earlier pass is ever seen.
    /// The pass (`passClock.pass`) the per-pass state below belongs to.
    @exclusivity(unchecked) private var statePass: UInt64
    @exclusivity(unchecked) private var storedMeasureCount = 0
    @exclusivity(unchecked) private var storedQueryCount = 0
    /// Whether the parent is logging its size queries to this node: a flag on the child, so
    /// the check on every query is one byte load (checking the parent's log took 29 % more
    /// instructions in the nested-stack benchmark).
    @exclusivity(unchecked) var isQueryLogged = false
    /// Whether a `ContainerProbe` is recording the parent's calls to a built-in layout's
    /// `placeSubviews` (`delegationLog`): a flag on the child, like `isQueryLogged`, so the
    /// parent is reached only while it is certainly alive. Beside it, since every built-in
    /// placement reads it from the first subview: in a line the pass touches anyway.
    @exclusivity(unchecked) var isDelegationLogged = false
    /// The axis of the stack this node was built in (for Spacer and Divider orientation).
    let stackAxis: Axis?
    /// Guides this node may report explicitly: intrinsic ones plus `alignmentGuide` overrides.
    /// (Written only while the tree is built, like `guideOverrides`: unchecked too.)
    @exclusivity(unchecked) private(set) var explicitMask: UInt16
    // The answers of this pass, first-asked first: four inline (stack children are typically
    // asked three or four times), the rest in `extraMeasurements`. Stored as separate fields
    // so a lookup never copies them out of the node.
    @exclusivity(unchecked) private var measurementSlots = (Measurement.unused, Measurement.unused,
                                                            Measurement.unused, Measurement.unused)
    @exclusivity(unchecked) private var extraMeasurements: [Measurement] = []
    @exclusivity(unchecked) private var storedPendingPlacement: Placement?
    @exclusivity(unchecked) private var storedPlaceCallCount = 0
    @exclusivity(unchecked) private var storedParentPlaceCalls = 0
    @exclusivity(unchecked) private var storedPlacement: Placement?
    @exclusivity(unchecked) private var cachedPriority: Double?
    @exclusivity(unchecked) private var spacingBox: SpacingBox?
    @exclusivity(unchecked) private var storedGuideMemo = GuideMemo()

    // Read when building, reporting and probing.
    /// The container this node is a subview of (nil for the root). The tree owns every node.
    unowned(unsafe) var parent: LayoutNode?
    /// This node's index among its parent's children (0 for the root).
    private(set) var indexInParent = 0
    /// A short name of what this node is ("HStack", "frame", "Text"…), for paths and reports.
    let kind: String
    /// The distance two views keep when no spacing preferences face each other.
    let defaultSpacing: CGFloat
    /// While a `ContainerProbe` runs this container, every size query from it to its children.
    @exclusivity(unchecked) var childQueryLog: [ChildQuery] = []
    /// The `LayoutValueKey` types its parent's layout read from this node, first read first: a
    /// checker compares them with the keys it generates values for.
    @exclusivity(unchecked) private(set) var valueKeysRead: [any LayoutValueKey.Type] = []
    /// While a `ContainerProbe` asks, every call this container's layout made to a built-in
    /// layout's `placeSubviews` on its subviews.
    @exclusivity(unchecked) var delegationLog: [DelegatedPlacement] = []
    /// Guides this node's own rule (text, container) may set explicitly, as mask bits.
    let intrinsicExplicitMask: UInt16
    /// A GeometryReader's children, built for the frame it was placed in; nil until then, and
    /// for every other node.
    @exclusivity(unchecked) private var placedChildren: ContiguousArray<LayoutNode>?

    // Attributes set by layout-transparent modifiers.
    var tag: AnyHashable?
    var layoutValues = LayoutValueStore()
    var priorityOverride: Double?
    @exclusivity(unchecked) var guideOverrides: [GuideOverride] = []

    init(behavior: NodeBehavior, children: ContiguousArray<LayoutNode> = [], kind: String,
         inputs: _ViewInputs, intrinsicExplicitMask: UInt16 = 0) {
        self.behavior = behavior
        if case .layout(let box) = behavior { unretainedBox = .passUnretained(box) } else { unretainedBox = nil }
        if case .text(let text) = behavior { unretainedText = .passUnretained(text) } else { unretainedText = nil }
        passClock = inputs.passClock.takeUnretainedValue()
        statePass = passClock.pass
        builtChildren = children
        self.kind = kind
        self.stackAxis = inputs.stackAxis
        self.defaultSpacing = inputs.environment.defaultSpacing
        self.intrinsicExplicitMask = intrinsicExplicitMask
        self.explicitMask = intrinsicExplicitMask
        adopt(children)
    }

    private func adopt(_ children: ContiguousArray<LayoutNode>) {
        for (i, child) in children.enumerated() {
            // A node of another tree would never hear of this tree's passes.
            assert(child.passClock === passClock, "a \(child.kind) node was built for another tree")
            child.parent = self; child.indexInParent = i
        }
    }

    /// The node's children: those it was built with, or a placed GeometryReader's.
    var children: ContiguousArray<LayoutNode> { placedChildren ?? builtChildren }

    /// Whether the node has no children (read without copying the array).
    private var hasNoChildren: Bool { placedChildren?.isEmpty ?? builtChildren.isEmpty }

    /// The layout of a container node (nil for a leaf).
    var layoutBox: AnyLayoutBox? { unretainedBox?.takeUnretainedValue() }

    /// `body` on the container's layout, not retained (a retain is an atomic write to a line
    /// that is often not in cache); nil for a leaf.
    @inline(__always)
    private func withLayoutBox<R>(_ body: (AnyLayoutBox) -> R) -> R? {
        guard let unretainedBox else { return nil }
        return unretainedBox._withUnsafeGuaranteedRef(body)
    }

    /// A container or modifier node running `layout` over `children`.
    static func container<L: Layout>(
        _ layout: L, kind: String, children: ContiguousArray<LayoutNode>, inputs: _ViewInputs,
        forwardsPriority: Bool = false, placedContent: PlacedContent? = nil
    ) -> LayoutNode {
        // Built-in layouts only merge their children's guides; a third-party layout may define any.
        let facts = LayoutTypeFacts.of(L.self)
        let isBuiltin = facts.isWrapping ? LayoutTypeFacts.of(LayoutTypeFacts.actingType(of: layout)).isBuiltin : facts.isBuiltin
        let mask: UInt16 = isBuiltin ? children.reduce(0) { $0 | $1.explicitMask } : .max
        // A built-in type itself reads nothing but the cache it made; what an `AnyLayout` wraps
        // may write its cache, so a wrapper is never read-only.
        let box = LayoutBox(layout, children: children, cacheIsReadOnly: facts.isBuiltin, runsBuiltinLayout: isBuiltin, forwardsPriority: forwardsPriority,
                            placesOnlyChosenSubviews: facts.placesOnlyChosenSubviews, placedContent: placedContent)
        return LayoutNode(behavior: .layout(box), children: children, kind: kind, inputs: inputs,
                          intrinsicExplicitMask: mask)
    }

    /// Notes that the parent's layout read `key` from this node.
    func noteValueKeyRead<K: LayoutValueKey>(_ key: K.Type) {
        if !valueKeysRead.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(key) }) { valueKeysRead.append(key) }
    }

    func addGuideOverride(_ override: GuideOverride) {
        guideOverrides.append(override)
        explicitMask |= override.key.bit
    }

    // MARK: Per-pass state

    /// Makes the per-pass state this pass's: if the tree has started a pass since this node
    /// last looked, it forgets every answer and placement of the earlier one. What depends on
    /// the tree alone (spacing, priority, layout caches) is kept, as SwiftUI keeps it. Done
    /// when the pass first touches the node, on a line it loads anyway, instead of walking
    /// the whole tree before each pass (a tenth of a pass over a tree larger than the cache).
    @inline(__always)
    private func refreshedForPass() {
        let pass = passClock.pass
        if statePass != pass { forgetEarlierPass(now: pass) }
    }

    @inline(never)
    private func forgetEarlierPass(now pass: UInt64) {
        statePass = pass
        // Only when there is something to drop: assigning releases the old array.
        if !extraMeasurements.isEmpty { extraMeasurements = [] }
        storedMeasureCount = 0
        storedQueryCount = 0
        storedPendingPlacement = nil
        storedPlaceCallCount = 0
        storedParentPlaceCalls = 0
        storedPlacement = nil
        if !storedGuideMemo.isEmpty { storedGuideMemo = GuideMemo() }
    }

    /// Distinct proposals measured this pass.
    var measureCount: Int { refreshedForPass(); return storedMeasureCount }
    /// Size queries this pass, cache hits included.
    var queryCount: Int { refreshedForPass(); return storedQueryCount }
    /// Set by `LayoutSubview.place` during the parent's `placeSubviews`; last call wins.
    var pendingPlacement: Placement? {
        get { refreshedForPass(); return storedPendingPlacement }
        set { refreshedForPass(); storedPendingPlacement = newValue }
    }
    /// `LayoutSubview.place` calls during the parent's current `placeSubviews`.
    var placeCallCount: Int {
        get { refreshedForPass(); return storedPlaceCallCount }
        set { refreshedForPass(); storedPlaceCallCount = newValue }
    }
    /// How many times the parent's committed `placeSubviews` placed this node (0 = centred default).
    var parentPlaceCalls: Int { refreshedForPass(); return storedParentPlaceCalls }
    /// The frame committed this pass (nil until the node is placed).
    var placement: Placement? { refreshedForPass(); return storedPlacement }
    /// This pass's explicit alignment guides of the layout (see `GuideMemo`).
    var guideMemo: GuideMemo {
        get { refreshedForPass(); return storedGuideMemo }
        _modify { refreshedForPass(); yield &storedGuideMemo }
    }

    /// Runs `body` on each child, first to last, without retaining it (`body` must not replace
    /// `children`).
    @inline(__always)
    func forEachChild(_ body: (LayoutNode) -> Void) {
        if let placedChildren { return placedChildren.forEachUnretained(body) }
        builtChildren.forEachUnretained(body)
    }

    // MARK: Measuring

    /// The node's answer to `proposal`, measured once per distinct proposal per pass.
    func size(for proposal: ProposedViewSize) -> CGSize {
        refreshedForPass()
        storedQueryCount += 1
        if let tracking = LayoutCallTracker.memory { LayoutCallTracker.tick(tracking) }
        let key = ProposalKey(proposal)
        let n = storedMeasureCount
        if n > 0 && measurementSlots.0.key == key { return measurementSlots.0.size }
        if n > 1 && measurementSlots.1.key == key { return measurementSlots.1.size }
        if n > 2 && measurementSlots.2.key == key { return measurementSlots.2.size }
        if n > 3 && measurementSlots.3.key == key { return measurementSlots.3.size }
        if n > 4 { for m in extraMeasurements where m.key == key { return m.size } }
        let size = computeSize(proposal)
        let m = Measurement(key: key, size: size)
        switch storedMeasureCount {
        case 0: measurementSlots.0 = m
        case 1: measurementSlots.1 = m
        case 2: measurementSlots.2 = m
        case 3: measurementSlots.3 = m
        default:
            if extraMeasurements.isEmpty { extraMeasurements.reserveCapacity(12) }
            extraMeasurements.append(m)
        }
        storedMeasureCount += 1
        return size
    }

    private func computeSize(_ p: ProposedViewSize) -> CGSize {
        if let size = withLayoutBox({ $0.sizeThatFits(node: self, proposal: p) }) { return size }
        // Not through `behavior`: binding its payload would retain it.
        if let unretainedText { return unretainedText._withUnsafeGuaranteedRef { $0.size(for: p) } }
        switch behavior {
        case .shape:
            return p.replacingUnspecifiedDimensions()
        case .fixed(let size):
            return size
        case .text(let text):
            return text.size(for: p)
        case .spacer(let minLength):
            let width = stackAxis == .vertical ? 0 : Swift.max(p.width ?? -.infinity, minLength)
            let height = stackAxis == .horizontal ? 0 : Swift.max(p.height ?? -.infinity, minLength)
            return CGSize(width: width, height: height)
        case .divider(let thickness):
            return stackAxis == .horizontal
                ? CGSize(width: thickness, height: p.height ?? 10)
                : CGSize(width: p.width ?? 10, height: thickness)
        case .progressBar(let idealWidth, let height):
            return CGSize(width: p.width ?? idealWidth, height: height)
        case .layout(let box):
            return box.sizeThatFits(node: self, proposal: p)
        }
    }

    /// Every proposal this node was asked this pass, with its answers, in first-asked order.
    var measurementLog: [Measurement] {
        refreshedForPass()
        let slots = [measurementSlots.0, measurementSlots.1, measurementSlots.2, measurementSlots.3]
        return Array(slots.prefix(storedMeasureCount)) + extraMeasurements
    }

    // MARK: Preferences

    /// Stacks size higher priorities first; Spacers come last, empty containers too (§3.6).
    /// Fixed once the tree is built, so computed once.
    var priority: Double {
        if let cachedPriority { return cachedPriority }
        let value = computePriority()
        cachedPriority = value
        return value
    }

    private func computePriority() -> Double {
        if let priorityOverride { return priorityOverride }
        switch behavior {
        case .spacer:
            return -.infinity
        case .layout(let box):
            if box.forwardsPriority { return children.first?.priority ?? -.infinity }
            // Every view without a layoutPriority has 0 in SwiftUI, only a Spacer less; an empty
            // container −∞ (§2.5). A leaf sized by a box of its own (a Circle, a resizable image)
            // is a view, not an empty container. A GeometryReader is not empty before its
            // content is built.
            if box.isLeaf { return 0 }
            return children.isEmpty && box.placedContent == nil ? -.infinity : 0
        default:
            return 0
        }
    }

    var isSpacer: Bool {
        if case .spacer = behavior { return true }
        return false
    }

    var spacing: ViewSpacing {
        if let spacingBox { return spacingBox.value }
        let value: ViewSpacing
        switch behavior {
        case .shape, .fixed, .divider, .progressBar:
            // Boxed as it is, without making the value and comparing it with the shared one.
            let box = SpacingBox.leaf(defaultSpacing: defaultSpacing)
            spacingBox = box
            return box.value
        case .text(let text):
            value = text.spacing(defaultSpacing: defaultSpacing)
        case .spacer:
            value = .spacer(axis: stackAxis, defaultSpacing: defaultSpacing)
        case .layout(let box):
            value = box.spacing(node: self)
        }
        spacingBox = SpacingBox.holding(value)
        return value
    }

    // MARK: Alignment guides

    func mayHaveExplicitGuide(_ key: AlignmentKey) -> Bool { explicitMask & key.bit != 0 }

    func dimensions(size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        guard explicitMask != 0 else { return ViewDimensions(size: size) }
        return ViewDimensions(
            size: size, source: ExplicitGuideSource(node: self, proposal: proposal, overrideLimit: .max))
    }

    /// The node's explicit value for `key` at `size`, seeing only its first `overrideLimit`
    /// `alignmentGuide` overrides (an override's closure sees the ones inside it).
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize,
                       overrideLimit: Int = .max) -> CGFloat? {
        var i = Swift.min(overrideLimit, guideOverrides.count) - 1
        while i >= 0 {
            if guideOverrides[i].key == key {
                let inner = ExplicitGuideSource(node: self, proposal: proposal, overrideLimit: i)
                return guideOverrides[i].compute(ViewDimensions(size: size, source: inner))
            }
            i -= 1
        }
        guard intrinsicExplicitMask & key.bit != 0 else { return nil }
        switch behavior {
        case .text(let text):
            return text.explicitGuide(key, size: size)
        case .layout(let box):
            return box.explicitAlignment(node: self, key: key, size: size, proposal: proposal)
        default:
            return nil
        }
    }

    // MARK: Placing

    /// Where this node goes if its parent never places it: centred in the parent's bounds,
    /// sized for the parent's own proposal (§5, WWDC22 lounge).
    func unplacedPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> Placement {
        let size = size(for: proposal)
        let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        return Placement(origin: origin, size: size, proposal: proposal)
    }

    /// Commits this node's frame, then lays out and commits its children, depth first.
    func commit(_ placement: Placement) {
        refreshedForPass()
        storedPlacement = placement
        _ = withLayoutBox { box in commitChildren(of: box, placement) }
    }

    /// Lays out a container's children in `placement` and commits them.
    private func commitChildren(of box: AnyLayoutBox, _ placement: Placement) {
        if let content = box.placedContent, let built = content.nodes(for: placement.frame) {
            placedChildren = built
            adopt(built)
        }
        guard !hasNoChildren else { return }
        forEachChild { child in
            child.pendingPlacement = nil
            child.placeCallCount = 0
        }
        box.placeSubviews(node: self, bounds: placement.frame, proposal: placement.proposal)
        forEachChild { child in
            child.storedParentPlaceCalls = child.placeCallCount
            if child.pendingPlacement == nil && box.placesOnlyChosenSubviews { return }
            let childPlacement = child.pendingPlacement
                ?? child.unplacedPlacement(in: placement.frame, proposal: placement.proposal)
            child.pendingPlacement = nil
            child.commit(childPlacement)
        }
    }
}

extension ContiguousArray where Element == LayoutNode {
    /// Runs `body` on the nodes in `range` (all of them by default), first to last, without
    /// retaining them: the array owns them for the whole walk. A retain is an atomic write to
    /// the node's first cache line: on a tree larger than the cache, one per node stalls the
    /// processor on each miss in turn instead of letting it overlap them.
    @inline(__always)
    func forEachUnretained(in range: Range<Int>? = nil, _ body: (LayoutNode) -> Void) {
        withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<LayoutNode>.self) { references in
                for reference in references[range ?? references.indices] { reference._withUnsafeGuaranteedRef(body) }
            }
        }
    }
}

/// A size query a probed container made of one of its children.
struct ChildQuery {
    let child: LayoutNode
    let proposal: ProposedViewSize
    let size: CGSize
}

/// Marks PlumbUI's own layouts, whose explicit guides only merge their children's.
protocol BuiltinLayout: Layout, OwnLayout {}
