import PlumbProperties

// Planted bugs beyond random cases: each sits behind comparisons seeded cases satisfy together
// about once in 100,000 cases or far more rarely, but each comparison alone is a step coverage
// guidance can see (a new branch, or a value profile's closer operands). `Scripts/reach-benchmark`
// measures how soon each kind of run reaches them; `ExampleLayouts.beyondRandom` lists them.

/// The digit a key of a keypad row shows (`BrokenKeypadRow`), 0 to 9.
public struct KeyDigit: LayoutValueKey {
    public static let defaultValue = 0
}

/// BROKEN (placed-once), beyond random cases: a keypad row that special-cases the row whose
/// first six keys spell 4-2-1-3-3-7, and then forgets its last key. Each digit is one choice in
/// ten and a row of six keys or more about one case in eleven, so seeded cases reach the bug
/// about once in eleven million. Each matched digit is a new branch, a step coverage guidance
/// can take; how far it gets is measured by `Scripts/reach-benchmark`.
public struct BrokenKeypadRow: Layout {
    /// The digits of the first keys that select the special layout.
    public static let specialCode = [4, 2, 1, 3, 3, 7]

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rowSize(subviews)
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

/// The identifier a tile of a dashboard row carries (`BrokenFeaturedTileRow`), 0 to 99,999.
public struct TileID: LayoutValueKey {
    public static let defaultValue = 0
}

/// BROKEN (inside-bounds), beyond random cases: a dashboard row that, holding exactly three
/// tiles with the featured one (identifier 40,213) first, moves that tile past its trailing
/// edge: a branch on one subview count and one value-key value together. Seeded cases draw
/// that identifier once in 100,000 subviews; on a 2-core Linux machine they reached the bug in
/// 2 of 3 seeds within 20 seconds (a median of about 137,000 cases), far past any default budget.
public struct BrokenFeaturedTileRow: Layout {
    /// The identifier of the featured tile.
    public static let featuredTile = 40_213
    /// How many tiles the row with a featured tile has.
    public static let tilesWithFeature = 3

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rowSize(subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSideBySide(subviews, in: bounds)
        if subviews.count == Self.tilesWithFeature && subviews[0][TileID.self] == Self.featuredTile {
            // The bug: "after the others" is measured from the trailing edge, not the last tile.
            subviews[0].place(at: CGPoint(x: bounds.maxX + 8, y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// BROKEN (inside-bounds), beyond random cases: a row of chips that estimates the area its
/// chips cover, in whole square points, each chip at most 240 × 80, and past 228,000 (more than
/// it expects) reports a 1,000-point width instead, then places its chips side by side beyond
/// it. Only many ordinary items reach that area: 19 (as many as the generator's node budget
/// leaves a row) all 200 × 60 (as large as it draws them): by the generator's odds about once
/// in ten million cases, and in none of about 850,000 seeded cases (3 seeds, 20 seconds each, a
/// 2-core Linux machine). The whole-point sum is a comparison whose operands a fuzzer's value
/// profile sees come closer.
public struct BrokenChipAreaFallback: Layout {
    /// The area past which the row falls back.
    public static let largestExpectedArea = 228_000

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = rowSize(subviews)
        let area = subviews.reduce(0) {
            let chip = $1.sizeThatFits(.unspecified)
            return $0 + min(240, Int(chip.width.rounded())) * min(80, Int(chip.height.rounded()))
        }
        // The bug: a made-up width instead of the chips' own.
        return area >= Self.largestExpectedArea ? CGSize(width: 1000, height: size.height) : size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSideBySide(subviews, in: bounds)
    }
}
