import Foundation
@_spi(Engine) import PlumbUI

// Frames, overlays and backgrounds align a child inside their own bounds: the child's
// alignment guides land on the bounds' guides (§3.2, §3.3, and overlay/background). Checked
// as a relation between the committed placement and the child's own dimensions.

extension ContainerUnderTest {
    /// The first of `subviews` whose `alignment` guides are not on the bounds' guides.
    func firstMisaligned(_ subviews: Range<Int>, _ alignment: Alignment, property: String) -> [Violation] {
        let frame = ViewDimensions.plain(bounds.size), placed = placements
        for i in subviews {
            guard let p = placed[safe: i], let f = p.frame, let proposal = p.proposal, f.width.isFinite, f.height.isFinite else { continue }
            let d = probe.subviewDimensions(i, proposal)
            let expected = CGPoint(x: bounds.minX + frame[alignment.horizontal] - d[alignment.horizontal],
                                   y: bounds.minY + frame[alignment.vertical] - d[alignment.vertical])
            guard expected.x.isFinite, expected.y.isFinite else { continue }
            let tolerance = 1e-6 * max(1, abs(expected.x), abs(expected.y))
            if abs(f.origin.x - expected.x) > tolerance || abs(f.origin.y - expected.y) > tolerance {
                return [violation(property, subview: i, expected: "its guides on the bounds' at (\(Describe.number(expected.x)), \(Describe.number(expected.y)))",
                                  actual: Describe.rect(f), tolerance: Double(tolerance))]
            }
        }
        return []
    }
}

extension LayoutProperty {
    /// `frame-alignment`: a frame places its child so that the child's guides for the frame's
    /// alignment are on the frame's own.
    public static let frameAlignment = LayoutProperty(
        id: "frame-alignment", statement: "A frame aligns its child's guides (for the frame's alignment) with its own bounds' guides.",
        contracts: .frame
    ) { c in
        guard let f = c.frameDescription, c.hasFiniteBounds else { return [] }
        return c.firstMisaligned(0..<c.probe.subviewCount, f.alignment, property: "frame-alignment")
    }

    /// `secondary-alignment`: overlay and background put the primary view at their bounds and
    /// align every other view's guides with the bounds' guides.
    public static let secondaryAlignment = LayoutProperty(
        id: "secondary-alignment",
        statement: "Overlay and background content is aligned with the primary view's frame by its alignment; the primary fills it.",
        contracts: .secondaryContent
    ) { c in
        guard let a = c.memo.secondaryAlignment, c.hasFiniteBounds,
              c.probe.subviewCount > 0 else { return [] }
        if let primary = c.placements.first?.frame, primary.origin.x.isFinite, primary.origin.y.isFinite,
           abs(primary.origin.x - c.bounds.minX) > 1e-6 * max(1, abs(c.bounds.minX))
            || abs(primary.origin.y - c.bounds.minY) > 1e-6 * max(1, abs(c.bounds.minY)) {
            return [c.violation("secondary-alignment", subview: 0, expected: "at the bounds' origin \(Describe.rect(c.bounds))",
                                actual: Describe.rect(primary))]
        }
        return c.firstMisaligned(1..<c.probe.subviewCount, a, property: "secondary-alignment")
    }
}
