import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `translation-invariance`: moving the bounds moves every placement by the same amount.
    public static let translationInvariance = LayoutProperty(
        id: "translation-invariance",
        statement: "Bounds with origin (x, y) shift every placement by exactly (x, y)."
    ) { c in
        guard c.hasFiniteBounds else { return [] }
        let shift = CGPoint(x: 37.25, y: -19.5)
        // Built directly: `offsetBy` would standardize bounds of negative size and move them.
        let moved = CGRect(origin: CGPoint(x: c.bounds.origin.x + shift.x, y: c.bounds.origin.y + shift.y), size: c.bounds.size)
        let here = c.placements
        let there = c.probe.placements(in: moved, proposal: c.proposal)
        var found: [Violation] = []
        for i in here.indices {
            guard let a = here[i].frame, let b = there[i].frame else {
                if (here[i].frame == nil) != (there[i].frame == nil) {
                    found.append(c.violation("translation-invariance", subview: i, expected: "placed in both bounds",
                                             actual: "placed in only one"))
                }
                continue
            }
            let tolerance = 1e-6 * max(1, abs(a.minX), abs(a.minY), abs(b.minX), abs(b.minY))
            let dx = b.origin.x - a.origin.x, dy = b.origin.y - a.origin.y
            let shifted = (abs(dx - shift.x) <= tolerance || Same.value(a.origin.x, b.origin.x) && !a.origin.x.isFinite)
                && (abs(dy - shift.y) <= tolerance || Same.value(a.origin.y, b.origin.y) && !a.origin.y.isFinite)
            if !shifted || !Same.size(a.size, b.size) {
                found.append(c.violation("translation-invariance", subview: i,
                                         expected: "\(Describe.rect(CGRect(origin: CGPoint(x: a.origin.x + shift.x, y: a.origin.y + shift.y), size: a.size))) (moved by \(shift.x), \(shift.y))",
                                         actual: Describe.rect(b), tolerance: Double(tolerance)))
            }
        }
        return found
    }
}
