import Foundation
@_spi(Engine) import PlumbUI

/// Spacing preferences as Docs/Semantics.md §2.6 states them, restated apart from the engine's
/// `ViewSpacing` operations: a length (or nothing) per edge and category. Views' answers are
/// read in (`ViewSpacing.forEachEntry`); merging, resetting and the distance between two views
/// are computed here from the rules, so the reference model does not check the engine's
/// spacing with the engine's own spacing code.
struct ReferenceSpacing: Equatable {
    typealias Category = ViewSpacing.EntryCategory

    /// The categories and edges, made once (`allCases` builds a new array on every use).
    static let categories = Category.allCases
    static let allEdges = Edge.allCases

    /// Every (edge, category) slot's length, meaningful where `present` says; held inline so a
    /// view's preferences cost no allocation. (Not SIMD lanes: writing one lane at a run-time
    /// index copied the whole vector.)
    private var lengths = InlineArray<24, Double>(repeating: 0)
    /// Which slots hold an entry, one bit per slot.
    private var present: UInt32 = 0
    /// The platform's distance between views whose preferences do not face each other.
    static let platformDefault: CGFloat = 8

    /// The distance kept when no preferences face each other.
    var fallback: CGFloat
    /// Whether the view is a Spacer (frames keep a Spacer's spacing as it is).
    var isSpacer = false

    /// Slots per edge: one per category (`slotsPerEdgeMatchesCategories` holds it to them).
    static let slotsPerEdge = 6

    private static func slot(_ edge: Edge, _ category: Category) -> Int {
        Int(edge.rawValue) * slotsPerEdge + category.rawValue
    }

    /// The slots of `edges`, one bit each.
    private static func slots(_ edges: Edge.Set) -> UInt32 {
        var slots: UInt32 = 0
        for edge in allEdges where edges.contains(Edge.Set(edge)) {
            slots |= ((1 << slotsPerEdge) - 1) << (Int(edge.rawValue) * slotsPerEdge)
        }
        return slots
    }

    /// The length of `category` on `edge`, nil when absent.
    subscript(edge: Edge, category: Category) -> Double? {
        get {
            let slot = Self.slot(edge, category)
            return present & (1 << slot) != 0 ? lengths[slot] : nil
        }
        set {
            let slot = Self.slot(edge, category)
            if let newValue { lengths[slot] = newValue; present |= 1 << slot } else { present &= ~(1 << slot) }
        }
    }

    /// A view's answer, read in.
    init(_ spacing: ViewSpacing, isSpacer: Bool = false) {
        fallback = spacing.fallbackDistance
        self.isSpacer = isSpacer
        spacing.forEachEntry { edge, category, length in self[edge, category] = length }
    }

    /// No preferences on any edge.
    init() {
        fallback = Self.platformDefault
    }

    /// What a view with no subviews reports: plain zeros on every edge (`ViewSpacing.zero`).
    static func zero() -> ReferenceSpacing {
        var s = ReferenceSpacing()
        for edge in allEdges { s[edge, .plain] = 0 }
        return s
    }

    /// Equal preferences (the Spacer flag is about the view, not its answer; the fallback is
    /// the platform's, not the view's).
    /// (A NaN entry differs from everything, as it did as an optional.)
    static func == (a: ReferenceSpacing, b: ReferenceSpacing) -> Bool {
        guard a.present == b.present else { return false }
        var slots = a.present
        while slots != 0 {
            let slot = slots.trailingZeroBitCount
            slots &= slots - 1
            if a.lengths[slot] != b.lengths[slot] { return false }
        }
        return true
    }

    /// The entries on `edge`, by category.
    func entries(_ edge: Edge) -> [Category: Double] {
        var result: [Category: Double] = [:]
        for category in Self.categories { result[category] = self[edge, category] }
        return result
    }

    /// Replaces the entries on `edge`.
    mutating func setEntries(_ edge: Edge, _ entries: [Category: Double]) {
        for category in Self.categories { self[edge, category] = entries[category] }
    }

    /// A plain leaf's entry on `edge`: zero, with the text-edge category facing that way.
    static func leafCategory(_ edge: Edge) -> Category {
        switch edge {
        case .top: .edgeBelowText
        case .bottom: .edgeAboveText
        case .leading: .edgeRightText
        case .trailing: .edgeLeftText
        }
    }

    /// `other`'s entries merged in on `edges`, the larger length per category.
    mutating func merge(_ other: ReferenceSpacing, on edges: Edge.Set) { merge(other, slots: Self.slots(edges)) }

    /// `other`'s entries merged in on the slots `mask` holds: each entry it has there, or the
    /// larger of the two where both have one.
    private mutating func merge(_ other: ReferenceSpacing, slots mask: UInt32) {
        var theirs = other.present & mask
        while theirs != 0 {
            let slot = theirs.trailingZeroBitCount
            theirs &= theirs - 1
            lengths[slot] = present & (1 << slot) != 0 ? Swift.max(lengths[slot], other.lengths[slot]) : other.lengths[slot]
            present |= 1 << slot
        }
        fallback = Swift.max(fallback, other.fallback)
    }

    /// The distance from `a` to `b`, which follows it along `axis`: the largest sum over
    /// categories both facing edges carry; else the larger plain entry either has; else the
    /// fallback.
    static func distance(_ a: ReferenceSpacing, _ b: ReferenceSpacing, along axis: Axis) -> CGFloat {
        let before: Edge = axis == .horizontal ? .trailing : .bottom
        let after: Edge = axis == .horizontal ? .leading : .top
        var best: Double?
        // The categories (other than plain, the first) present on both facing edges, one bit each.
        let firstBefore = Int(before.rawValue) * slotsPerEdge, firstAfter = Int(after.rawValue) * slotsPerEdge
        let categorised: UInt32 = ((1 << slotsPerEdge) - 1) & ~1
        var shared = (a.present >> firstBefore) & (b.present >> firstAfter) & categorised
        while shared != 0 {
            let category = shared.trailingZeroBitCount
            shared &= shared - 1
            let sum = a.lengths[firstBefore + category] + b.lengths[firstAfter + category]
            best = Swift.max(best ?? sum, sum)
        }
        if let best { return CGFloat(best) }
        switch (a[before, .plain], b[after, .plain]) {
        case let (x?, y?): return CGFloat(Swift.max(x, y))
        case let (x?, nil), let (nil, x?): return CGFloat(x)
        case (nil, nil): return Swift.max(a.fallback, b.fallback)
        }
    }

    // MARK: What built-in containers report (§2.5, §2.6, §3.1–§3.4)

    /// A stack's: every child's cross-axis edges, the first child's leading (top) edge and the
    /// last child's trailing (bottom) edge; plain zeros without children.
    static func stack(_ children: [ReferenceSpacing], axis: Axis) -> ReferenceSpacing {
        guard let first = children.first, let last = children.last else { return .zero() }
        var result = ReferenceSpacing()
        let cross = slots(axis == .horizontal ? .vertical : .horizontal)
        for child in children { result.merge(child, slots: cross) }
        result.merge(first, on: axis == .horizontal ? .leading : .top)
        result.merge(last, on: axis == .horizontal ? .trailing : .bottom)
        return result
    }

    /// A ZStack's: every child's preferences on every edge; plain zeros without children.
    static func union(_ children: [ReferenceSpacing]) -> ReferenceSpacing {
        guard !children.isEmpty else { return .zero() }
        var result = ReferenceSpacing()
        let every = slots(.all)
        for child in children { result.merge(child, slots: every) }
        return result
    }

    /// The child's, with `edges` reset to a plain leaf's (frames on the axes they constrain,
    /// unless the child is a Spacer; padding on the edges it insets).
    static func reset(_ child: ReferenceSpacing, edges: Edge.Set) -> ReferenceSpacing {
        var result = child
        for edge in allEdges where edges.contains(Edge.Set(edge)) {
            for category in categories { result[edge, category] = nil }
            result[edge, leafCategory(edge)] = 0
        }
        result.isSpacer = false
        return result
    }

    /// Readable entries, for reports: "top {edgeAboveText: 3.5}, …".
    var description: String {
        Self.allEdges.map { edge in
            let entries = Self.categories.compactMap { c in self[edge, c].map { "\(c): \(Describe.number(CGFloat($0)))" } }
            return "\(edge) {\(entries.joined(separator: ", "))}"
        }.joined(separator: ", ")
    }
}

extension ContainerUnderTest {
    /// The violation when the spacing the container reports its parent is not what `model`
    /// makes of its children's (compared exactly: lengths are only compared and kept, never
    /// added); nil when they agree or the rules say nothing of this container's spacing.
    func spacingDisagreement(with model: ReferenceModel) -> Violation? {
        // Appended, not mapped (`map` looks the array's type up at run time).
        var children: [ReferenceSpacing] = [], priorities: [Double] = []
        children.reserveCapacity(probe.subviewCount); priorities.reserveCapacity(probe.subviewCount)
        for i in 0..<probe.subviewCount {
            children.append(ReferenceSpacing(probe.subviewSpacing(i), isSpacer: probe.subviewSpacerMinLength(i) != nil))
            priorities.append(probe.subviewPriority(i))
        }
        guard let expected = model.spacing(children, priorities: priorities) else { return nil }
        let reported = ReferenceSpacing(memo.spacing)
        guard reported != expected else { return nil }
        return violation("reference-model", call: "spacing", expected: "spacing preferences \(expected.description)",
                         actual: reported.description)
    }
}
