import Foundation
@_spi(Engine) import PlumbUI

extension LayoutTrait {
    /// No two placed subviews overlap (flow, masonry, grid-like and justified layouts).
    public static let nonOverlapping = LayoutTrait("non-overlapping")
}

extension LayoutProperty {
    /// `no-overlap`: for layouts that declare `.nonOverlapping`, no two placed subviews share
    /// any area. Frames of zero width or height take no area and overlap nothing; frames with
    /// a non-finite edge are `finite-geometry`'s concern. Tolerance 0.001 pt on each axis.
    public static let noOverlap = LayoutProperty(
        id: "no-overlap",
        statement: "A layout that declares its children do not overlap places no two of them over one another (tolerance 0.001 pt).",
        scope: .trait(.nonOverlapping)
    ) { c in
        let tolerance: CGFloat = 0.001
        let frames = c.placements.enumerated().compactMap { i, p -> (Int, CGRect)? in
            guard let f = p.frame, f.minX.isFinite, f.minY.isFinite, f.maxX.isFinite, f.maxY.isFinite,
                  f.width > tolerance, f.height > tolerance else { return nil }
            return (i, f)
        }
        for (k, (i, a)) in frames.enumerated() {
            for (j, b) in frames[(k + 1)...] {
                let across = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let down = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                if across > tolerance && down > tolerance {
                    var v = c.violation("no-overlap", subview: j, expected: "no overlap with subview \(i) at \(Describe.rect(a))",
                                        actual: "\(Describe.rect(b)), overlapping it by \(Describe.number(across))×\(Describe.number(down))",
                                        tolerance: Double(tolerance))
                    v.frame = b
                    return [v]  // the first overlapping pair: one report per container
                }
            }
        }
        return []
    }
}
