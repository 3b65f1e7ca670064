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

    /// Every (edge, category) slot's length, 0 where the view has no entry; held inline so a
    /// view's preferences cost no allocation (24 slots fit in 32 lanes).
    private var lengths = SIMD32<Double>()
    /// Which slots hold an entry, one bit per slot.
    private var present: UInt32 = 0
    /// The platform's distance between views whose preferences do not face each other.
    static let platformDefault: CGFloat = 8

    /// The distance kept when no preferences face each other.
    var fallback: CGFloat
    /// Whether the view is a Spacer (frames keep a Spacer's spacing as it is).
    var isSpacer = false

    private static func slot(_ edge: Edge, _ category: Category) -> Int {
        Int(edge.rawValue) * categories.count + category.rawValue
    }

    /// The length of `category` on `edge`, nil when absent.
    subscript(edge: Edge, category: Category) -> Double? {
        get {
            let slot = Self.slot(edge, category)
            return present & (1 << slot) != 0 ? lengths[slot] : nil
        }
        set {
            let slot = Self.slot(edge, category)
            if let newValue { lengths[slot] = newValue; present |= 1 << slot } else { lengths[slot] = 0; present &= ~(1 << slot) }
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
    /// (Absent slots hold 0 in both, so comparing every lane compares the entries; a NaN entry
    /// differs from everything, as it did as an optional.)
    static func == (a: ReferenceSpacing, b: ReferenceSpacing) -> Bool { a.present == b.present && a.lengths == b.lengths }

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
    mutating func merge(_ other: ReferenceSpacing, on edges: [Edge]) {
        for edge in edges {
            for category in Self.categories {
                guard let theirs = other[edge, category] else { continue }
                self[edge, category] = Swift.max(self[edge, category] ?? theirs, theirs)
            }
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
        for category in categories where category != .plain {
            guard let x = a[before, category], let y = b[after, category] else { continue }
            best = Swift.max(best ?? x + y, x + y)
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
        let cross: [Edge] = axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
        for child in children { result.merge(child, on: cross) }
        result.merge(first, on: [axis == .horizontal ? .leading : .top])
        result.merge(last, on: [axis == .horizontal ? .trailing : .bottom])
        return result
    }

    /// A ZStack's: every child's preferences on every edge; plain zeros without children.
    static func union(_ children: [ReferenceSpacing]) -> ReferenceSpacing {
        guard !children.isEmpty else { return .zero() }
        var result = ReferenceSpacing()
        for child in children { result.merge(child, on: allEdges) }
        return result
    }

    /// The child's, with `edges` reset to a plain leaf's (frames on the axes they constrain,
    /// unless the child is a Spacer; padding on the edges it insets).
    static func reset(_ child: ReferenceSpacing, edges: [Edge]) -> ReferenceSpacing {
        var result = child
        for edge in edges {
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
        let children = (0..<probe.subviewCount).map {
            ReferenceSpacing(probe.subviewSpacing($0), isSpacer: probe.subviewSpacerMinLength($0) != nil)
        }
        guard let expected = model.spacing(children) else { return nil }
        let reported = ReferenceSpacing(memo.spacing)
        guard reported != expected else { return nil }
        return violation("reference-model", call: "spacing", expected: "spacing preferences \(expected.description)",
                         actual: reported.description)
    }
}
