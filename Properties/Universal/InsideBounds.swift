import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `inside-bounds`: every placed subview lies within the container's bounds.
    public static let insideBounds = LayoutProperty(
        id: "inside-bounds",
        statement: "Every placed child lies within its container's bounds (tolerance 0.001 pt)."
    ) { c in
        let tolerance: CGFloat = 0.001
        guard c.hasFiniteBounds else { return [] }
        var found: [Violation] = []
        for (i, p) in c.placements.enumerated() {
            guard let f = p.frame, f.width.isFinite, f.height.isFinite else { continue }
            let outside = f.minX < c.bounds.minX - tolerance || f.minY < c.bounds.minY - tolerance
                || f.maxX > c.bounds.maxX + tolerance || f.maxY > c.bounds.maxY + tolerance
            if outside {
                var v = c.violation("inside-bounds", subview: i, expected: "within \(Describe.rect(c.bounds))",
                                    actual: Describe.rect(f), tolerance: Double(tolerance))
                v.frame = f; v.region = c.bounds
                found.append(v)
            }
        }
        return found
    }
}
