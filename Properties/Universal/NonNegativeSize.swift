import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `non-negative-size`: no negative width or height for a valid proposal.
    public static let nonNegativeSize = LayoutProperty(
        id: "non-negative-size",
        statement: "No negative width or height."
    ) { c in
        let size = c.probe.size(for: c.proposal)
        guard size.width < 0 || size.height < 0 else { return [] }
        return [c.violation("non-negative-size", expected: "width and height ≥ 0 for \(Describe.proposal(c.proposal))",
                            actual: Describe.size(size))]
    }
}
