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
        let sizing = c.probe.sizeThatFits(c.proposal).queries
        let placing: (placements: [ContainerProbe.SubviewPlacement], queries: [ContainerProbe.Query])
            = c.hasFiniteBounds
            ? c.probe.placeSubviews(in: c.bounds, proposal: c.proposal) : ([], [])
        let placed = placing.placements.enumerated().compactMap { i, p in p.proposal.map { (i, $0) } }
        let all = sizing.map { ($0.subview, $0.proposal, "sizeThatFits") } + placing.queries.map { ($0.subview, $0.proposal, "placeSubviews") }
            + placed.map { ($0.0, $0.1, "placeSubviews") }
        guard let bad = all.first(where: { !ContainerUnderTest.isValid($0.1, from: c.bounds) }) else { return [] }
        return [c.violation("valid-child-proposals", subview: bad.0, call: bad.2, expected: "non-negative, non-NaN proposals",
                            actual: Describe.proposal(bad.1))]
    }
}
