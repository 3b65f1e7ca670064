import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `finite-spacing-and-alignment`: the spacing preferences and explicit guides a container
    /// reports are finite (guides for finite or nil proposals).
    public static let finiteSpacingAndAlignment = LayoutProperty(
        id: "finite-spacing-and-alignment",
        statement: "spacing(subviews:cache:) and explicitAlignment (for finite or nil proposals) are finite."
    ) { c in
        var found: [Violation] = []
        if let bad = c.memo.spacing.firstNonFiniteValue {
            found.append(c.violation("finite-spacing-and-alignment", call: "spacing", expected: "finite spacing preferences", actual: "\(bad)"))
        }
        // Guides are judged for finite or nil proposals, as `finite-geometry` judges sizes: an
        // infinite one is a maximum probe, not a placement built-in parents make; asked there,
        // the default guide places the children with it, and an infinitely long child may
        // rightly carry an infinite guide.
        let size = c.bounds.size, p = c.proposal
        guard size.width.isFinite, size.height.isFinite, p.width?.isInfinite != true, p.height?.isInfinite != true else { return found }
        let reported = c.memo.reportedGuides
        for (g, value) in zip(ReferenceGuides.horizontal, reported.horizontal) {
            if let v = value, !v.isFinite {
                found.append(c.violation("finite-spacing-and-alignment", call: "explicitAlignment", expected: "a finite \(g) guide", actual: "\(v)"))
            }
        }
        for (g, value) in zip(ReferenceGuides.vertical, reported.vertical) {
            if let v = value, !v.isFinite {
                found.append(c.violation("finite-spacing-and-alignment", call: "explicitAlignment", expected: "a finite \(g) guide", actual: "\(v)"))
            }
        }
        return found
    }
}
