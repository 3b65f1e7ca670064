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
        let size = c.size
        if size.width.isNaN || size.height.isNaN || (bounded(c.proposal) && !finite(size)) {
            // At an infinite proposal an infinite size is a fair answer: only NaN is wrong there.
            let expected = bounded(c.proposal) ? "a finite size" : "a size without NaN (infinity is allowed on an infinite proposal)"
            found.append(c.violation("finite-geometry", expected: "\(expected) for \(Describe.proposal(c.proposal))",
                                     actual: Describe.size(size)))
        }
        // Bounds at a non-finite origin were handed down by the parent: reported there. In
        // infinite bounds (a root proposed infinity answering it, which SwiftUI never places)
        // SwiftUI's own containers put finite children at infinite origins: no rule to check.
        guard c.bounds.origin.x.isFinite, c.bounds.origin.y.isFinite, finite(c.bounds.size) else { return found }
        // Placed with an infinite proposal (only below a root proposed infinity, which SwiftUI
        // never places), a container may re-propose infinity and a child may answer it (a
        // ViewThatFits choosing a Color there): the children after it then start at infinity.
        // The statement covers finite and nil proposals; a NaN origin is wrong at any proposal.
        let infinityAllowed = !bounded(c.proposal)
        func bad(_ origin: CGFloat, _ length: CGFloat) -> Bool { length.isFinite && (origin.isNaN || (origin.isInfinite && !infinityAllowed)) }
        for (i, placement) in c.placements.enumerated() {
            guard let frame = placement.frame else { continue }
            // On an axis where the child is of infinite extent (proposed infinity, answering
            // it), its position means nothing (aligning ∞ within ∞ is ∞ − ∞); on every other
            // axis it must be finite, whatever the bounds: a finite child handed a NaN or
            // infinite origin is what SwiftUI traps on ("view origin is invalid").
            let badOrigin = bad(frame.origin.x, frame.width) || bad(frame.origin.y, frame.height)
            let badSize = frame.width.isNaN || frame.height.isNaN || (!finite(frame.size) && bounded(placement.proposal ?? .unspecified))
            if badOrigin || badSize {
                found.append(c.violation("finite-geometry", subview: i, expected: "a finite origin (and a finite size for a finite proposal)",
                                         actual: Describe.rect(frame)))
            }
        }
        return found
    }
}
