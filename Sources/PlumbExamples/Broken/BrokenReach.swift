import PlumbProperties

// Bugs behind a value or a call sequence that plain random trees rarely reach, each planted the
// way public layouts wrote it: a fallback width, a stand-in for "unbounded", a cache that keeps
// the first bounds it saw, a row measured by its widest subview. Each breaks the property in
// parentheses; `PlantedBugTests` finds each at the default budget.

/// Each subview at its ideal size, left to right from the bounds' origin, with no gap.
func placeSideBySide(_ subviews: LayoutSubviews, in bounds: CGRect) {
    var x = bounds.minX
    for subview in subviews {
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
        x += subview.sizeThatFits(.unspecified).width
    }
}

/// BROKEN (ideal-size): a tag cloud that wraps at 1,000 points when offered no width. Its
/// ideal size should be one row, as offered infinity; it shows only once its items add up past
/// 1,000 points, and sizing and placing agree with each other all the same.
public struct BrokenFlowFallbackWidth: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        flowRows(subviews, width: proposal.width ?? 1000, spacing: 8).size  // the bug: a made-up width for nil
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, flowRows(subviews, width: bounds.width, spacing: 8).origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// BROKEN (finite-geometry, unshowable): a row that fills whatever width it is offered, and
/// stands in `.greatestFiniteMagnitude` for "unbounded" when offered none: a finite width no
/// screen can show, which no infinity check sees.
public struct BrokenRowGreatestFiniteWidth: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.width ?? .greatestFiniteMagnitude, height: height)  // the bug
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSideBySide(subviews, in: bounds)
    }
}

/// BROKEN (cache-consistency, after a resize): a radial layout that computes its radius the
/// first time it is placed and keeps it in its cache. SwiftUI keeps a cache while the subviews
/// stay the same, so after a resize the subviews sit on the old ring.
public struct BrokenRadialCachesRadius: Layout {
    public init() {}

    public struct Cache { var radius: CGFloat? }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let side = min(proposal.width ?? 100, proposal.height ?? 100)
        return CGSize(width: side, height: side)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.radius == nil { cache.radius = min(bounds.width, bounds.height) / 2 }  // the bug: never recomputed
        let radius = cache.radius ?? 0
        for (i, subview) in subviews.enumerated() {
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(subviews.count)
            let point = CGPoint(x: bounds.midX + radius * cos(angle) / 2, y: bounds.midY + radius * sin(angle) / 2)
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// BROKEN (hugs-children, undeclared): a row sized as if every subview were as wide as the
/// widest (an equal-width row's arithmetic) that places each at its own width: too wide, which
/// shows only as an empty margin at the trailing edge. It declares nothing.
public struct BrokenRowSizedByWidest: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        return CGSize(width: widest * CGFloat(sizes.count), height: sizes.map(\.height).max() ?? 0)  // the bug
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSideBySide(subviews, in: bounds)
    }
}

/// The digit a key of a keypad row shows (`BrokenKeypadRow`), 0 to 9.
public struct KeyDigit: LayoutValueKey {
    public static let defaultValue = 0
}

/// BROKEN (placed-once), beyond random cases: a keypad row that special-cases the row whose
/// first six keys spell 4-2-1-3-3-7, and then forgets its last key. Each digit is one choice in
/// ten and a row of six keys or more about one case in eleven, so seeded cases reach the bug
/// about once in eleven million; coverage guidance reaches it a digit at a time, each matched
/// digit being a new branch (`Scripts/reach-benchmark`).
public struct BrokenKeypadRow: Layout {
    /// The digits of the first keys that select the special layout.
    public static let specialCode = [4, 2, 1, 3, 3, 7]

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The bug: on the special row, the last key is never placed.
        placeSideBySide(spellsSpecialCode(subviews) ? subviews[0..<subviews.count - 1] : subviews, in: bounds)
    }

    /// Digit by digit, as code compares a key sequence: each match is a branch of its own
    /// (written out, not a loop, whose iterations would share one).
    private func spellsSpecialCode(_ subviews: Subviews) -> Bool {
        let code = Self.specialCode
        return subviews.count >= 6 && subviews[0][KeyDigit.self] == code[0] && subviews[1][KeyDigit.self] == code[1]
            && subviews[2][KeyDigit.self] == code[2] && subviews[3][KeyDigit.self] == code[3]
            && subviews[4][KeyDigit.self] == code[4] && subviews[5][KeyDigit.self] == code[5]
    }
}
