import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `finite-geometry`: no NaN anywhere; no infinity in sizes or positions for proposals
    /// without infinite components.
    public static let finiteGeometry = LayoutProperty(
        id: "finite-geometry",
        statement: "No NaN or infinity in any size or position for finite or nil proposals."
    ) { c in
        var found: [Violation] = []
        func bounded(_ p: ProposedViewSize) -> Bool { !(p.width?.isInfinite ?? false) && !(p.height?.isInfinite ?? false) }
        func finite(_ s: CGSize) -> Bool { s.width.isFinite && s.height.isFinite }
        let (size, _) = c.probe.sizeThatFits(c.proposal)
        if size.width.isNaN || size.height.isNaN || (bounded(c.proposal) && !finite(size)) {
            found.append(c.violation("finite-geometry", expected: "a finite size for \(Describe.proposal(c.proposal))",
                                     actual: Describe.size(size)))
        }
        guard c.bounds.origin.x.isFinite, c.bounds.origin.y.isFinite, finite(c.bounds.size) else { return found }
        for (i, placement) in c.probe.placeSubviews(in: c.bounds, proposal: c.proposal).placements.enumerated() {
            guard let frame = placement.frame else { continue }
            let nan = frame.origin.x.isNaN || frame.origin.y.isNaN || frame.width.isNaN || frame.height.isNaN
            let infinite = !frame.origin.x.isFinite || !frame.origin.y.isFinite || !finite(frame.size)
            if nan || (infinite && bounded(placement.proposal ?? .unspecified)) {
                found.append(c.violation("finite-geometry", subview: i, expected: "a finite frame in finite bounds",
                                         actual: Describe.rect(frame)))
            }
        }
        return found
    }
}
