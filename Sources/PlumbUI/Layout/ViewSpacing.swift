import Foundation

/// A collection of the spacing preferences of a view: how far it wants to be from its
/// neighbours on each edge, possibly depending on what kind of view the neighbour is.
///
/// Internally a map `(category?, edge) → value` (§2.6 of Docs/Semantics.md). Categories let text
/// and non-text views agree on font-derived vertical gaps; uncategorised ("plain") entries
/// are what `Spacer` and `ViewSpacing.zero` carry. Edges are absolute (left-to-right layout).
public struct ViewSpacing: Sendable {
    /// One edge's entries: slot 0 is the plain entry, slots 1… the categories; −∞ = absent,
    /// so a union is a lane-wise maximum.
    typealias EdgeEntries = SIMD8<Double>

    enum Category: Int {
        case plain = 0
        /// On a non-text view's bottom edge and a text's top edge: the gap below a view, above text.
        case edgeAboveText = 1
        /// On a non-text view's top edge and a text's bottom edge: the gap below text, above a view.
        case edgeBelowText = 2
        case edgeLeftText = 3
        case edgeRightText = 4
        /// On both vertical edges of text: the gap between two texts.
        case textToText = 5
    }

    static let absentEdge = EdgeEntries(repeating: -.infinity)

    var top = absentEdge, leading = absentEdge, bottom = absentEdge, trailing = absentEdge
    /// The distance used when no entries face each other (the platform's 8 by default).
    var defaultSpacing: CGFloat = 8

    /// An empty spacing: no preferences, so distances to it fall back to the default (8).
    public init() {}

    /// Zero spacing on every edge: distances to or from it are 0 unless a category matches.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing()
        for edge in Edge.allCases { s[edge][Category.plain.rawValue] = 0 }
        return s
    }()

    /// Whether `edge` carries a plain zero: a Spacer's edge, and what frames, padding with no
    /// inset there, stacks and backgrounds keep of it. A grid puts no gap beside such an edge.
    func isZero(on edge: Edge) -> Bool { self[edge][Category.plain.rawValue] == 0 }

    subscript(edge: Edge) -> EdgeEntries {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Merges `other`'s preferences on `edges` into this one, keeping the larger value per entry.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        // Edge by edge, written out: looping over `Edge.allCases` through the subscript, with
        // the standard library's generic `pointwiseMax`, made spacing a seventh of building a tree.
        if edges.contains(.top) { Self.merge(&top, other.top) }
        if edges.contains(.leading) { Self.merge(&leading, other.leading) }
        if edges.contains(.bottom) { Self.merge(&bottom, other.bottom) }
        if edges.contains(.trailing) { Self.merge(&trailing, other.trailing) }
        defaultSpacing = Swift.max(defaultSpacing, other.defaultSpacing)
    }

    /// Keeps the larger entry per slot (absent entries are −∞, so they never win).
    @inline(__always)
    private static func merge(_ entries: inout EdgeEntries, _ other: EdgeEntries) {
        entries.replace(with: other, where: other .> entries)
    }

    /// This spacing merged with `other`'s preferences on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    ///
    /// The largest sum over categories present on both facing edges; otherwise the larger plain
    /// entry present; otherwise the default spacing.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? trailing : bottom
        let b = axis == .horizontal ? next.leading : next.top
        var best = -Double.infinity
        for slot in 1..<8 where a[slot] > -.infinity && b[slot] > -.infinity {
            best = Swift.max(best, a[slot] + b[slot])
        }
        if best > -.infinity { return CGFloat(best) }
        let plain = Swift.max(a[0], b[0])
        if plain > -.infinity { return CGFloat(plain) }
        return Swift.max(defaultSpacing, next.defaultSpacing)
    }

    /// Whether every entry and the default distance are the same as `other`'s.
    func isIdentical(to other: ViewSpacing) -> Bool {
        guard defaultSpacing == other.defaultSpacing else { return false }
        // Lane by lane: `all(a .== b)` went through an unspecialised reduction per edge.
        for slot in 0..<EdgeEntries.scalarCount
        where top[slot] != other.top[slot] || leading[slot] != other.leading[slot]
            || bottom[slot] != other.bottom[slot] || trailing[slot] != other.trailing[slot] {
            return false
        }
        return true
    }

    // MARK: Engine-made spacings

    /// A plain leaf's spacing (Color, shapes, Image…): zero-valued text-edge categories on all
    /// four edges, so two leaves are the default distance apart and text gaps are font-derived.
    static func leaf(defaultSpacing: CGFloat) -> ViewSpacing {
        var s = ViewSpacing()
        s.defaultSpacing = defaultSpacing
        s.resetToLeaf(edges: .all)
        return s
    }

    /// Replaces the entries on `edges` with a plain leaf's (what frames and padding do).
    mutating func resetToLeaf(edges: Edge.Set) {
        if edges.contains(.top) { top = Self.entry(.edgeBelowText, 0) }
        if edges.contains(.bottom) { bottom = Self.entry(.edgeAboveText, 0) }
        if edges.contains(.leading) { leading = Self.entry(.edgeRightText, 0) }
        if edges.contains(.trailing) { trailing = Self.entry(.edgeLeftText, 0) }
    }

    /// A Spacer's spacing: plain zeros on the edges along its axis (both axes when it has none).
    static func spacer(axis: Axis?, defaultSpacing: CGFloat) -> ViewSpacing {
        var s = ViewSpacing()
        s.defaultSpacing = defaultSpacing
        let zero = Self.entry(.plain, 0)
        if axis != .vertical { s.leading = zero; s.trailing = zero }
        if axis != .horizontal { s.top = zero; s.bottom = zero }
        return s
    }

    /// A Text's spacing: categorised top and bottom entries from the font metrics, nothing on
    /// the horizontal edges (so horizontal neighbours are the default distance away).
    static func text(top: CGFloat, bottom: CGFloat, textToText: CGFloat, defaultSpacing: CGFloat) -> ViewSpacing {
        var s = ViewSpacing()
        s.defaultSpacing = defaultSpacing
        s.top = Self.entry(.edgeAboveText, top)
        s.top[Category.textToText.rawValue] = Double(textToText / 2)
        s.bottom = Self.entry(.edgeBelowText, bottom)
        s.bottom[Category.textToText.rawValue] = Double(textToText / 2)
        return s
    }

    private static func entry(_ category: Category, _ value: CGFloat) -> EdgeEntries {
        var e = absentEdge
        e[category.rawValue] = Double(value)
        return e
    }
}
