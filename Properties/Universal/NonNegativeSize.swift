import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `non-negative-size`: no negative width or height for a valid proposal. A length negative
    /// only by rounding (a difference of two equal sums, -1.8e-15) is zero, relative to the
    /// proposal's lengths.
    public static let nonNegativeSize = LayoutProperty(
        id: "non-negative-size",
        statement: "No negative width or height (beyond rounding)."
    ) { c in
        let size = c.size
        let rounding = Rounding.allowance(c.proposal.width, c.proposal.height)
        guard size.width < -rounding || size.height < -rounding else { return [] }
        return [c.violation("non-negative-size", expected: "width and height ≥ 0 for \(Describe.proposal(c.proposal))",
                            actual: Describe.size(size))]
    }
}
