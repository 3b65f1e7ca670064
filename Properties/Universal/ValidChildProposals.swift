import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `valid-child-proposals`: no subview is ever proposed a negative or NaN length. A length
    /// negative only by rounding (`bounds.maxX - x` when x reached the edge, -1.8e-15) is zero
    /// to rounding, relative to the container's coordinates.
    public static let validChildProposals = LayoutProperty(
        id: "valid-child-proposals",
        statement: "No negative (beyond rounding) or NaN proposal is given to a subview."
    ) { c in
        // The shared sizing and placing calls (the committed proposal and bounds), read in call
        // order: what sizing asked, what placing asked, what placing placed with.
        func invalid(_ p: ProposedViewSize) -> Bool { !ContainerUnderTest.isValid(p, from: c.bounds) }
        func report(_ subview: Int, _ p: ProposedViewSize, _ call: String) -> [Violation] {
            [c.violation("valid-child-proposals", subview: subview, call: call, expected: "non-negative, non-NaN proposals",
                         actual: Describe.proposal(p))]
        }
        if let bad = c.memo.sizing.queries.first(where: { invalid($0.proposal) }) { return report(bad.subview, bad.proposal, "sizeThatFits") }
        guard c.hasFiniteBounds else { return [] }
        let placing = c.memo.placing
        if let bad = placing.queries.first(where: { invalid($0.proposal) }) { return report(bad.subview, bad.proposal, "placeSubviews") }
        for (i, placed) in placing.placements.enumerated() {
            if let p = placed.proposal, invalid(p) { return report(i, p, "placeSubviews") }
        }
        return []
    }
}
