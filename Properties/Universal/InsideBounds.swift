import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `inside-bounds`: every placed subview lies within the container's bounds.
    public static let insideBounds = LayoutProperty(
        id: "inside-bounds",
        statement: "Every placed child lies within its container's bounds (tolerance 0.001 pt)."
    ) { c in
        guard c.hasFiniteBounds else { return [] }
        var found: [Violation] = []
        for (i, p) in c.placements.enumerated() {
            guard let f = p.frame, f.width.isFinite, f.height.isFinite, Containment.isOutside(f, c.bounds) else { continue }
            let bounds = c.bounds
            let v = c.violation("inside-bounds", subview: i, deferredExpected: { "within \(Describe.rect(bounds))" },
                                actual: { Describe.rect(f) }, tolerance: Double(Containment.tolerance))
            found.append(Containment.violation(v, placed: p, frame: f, region: c.bounds,
                                                   kind: c.probe.subviewKind(i), in: c, proposal: c.proposal))
        }
        return found
    }
}
