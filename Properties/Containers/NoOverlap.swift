import Foundation
@_spi(Engine) import PlumbUI

extension LayoutTrait {
    /// No two placed subviews overlap (flow, masonry, grid-like and justified layouts).
    public static let nonOverlapping = LayoutTrait("non-overlapping")
}

extension LayoutProperty {
    /// `no-overlap`: for layouts that declare `.nonOverlapping`, no two placed subviews share
    /// any area. Frames of zero width or height take no area and overlap nothing; frames with
    /// a non-finite edge are `finite-geometry`'s concern; subviews the layout hides (declared)
    /// take no part. Tolerance 0.001 pt on each axis.
    public static let noOverlap = LayoutProperty(
        id: "no-overlap",
        statement: "A layout that declares its children do not overlap places no two of them over one another (tolerance 0.001 pt).",
        scope: .trait(.nonOverlapping)
    ) { c in
        let tolerance: CGFloat = 0.001
        func overlap(_ a: CGRect, _ b: CGRect) -> (across: CGFloat, down: CGFloat)? {
            let across = min(a.maxX, b.maxX) - max(a.minX, b.minX)
            let down = min(a.maxY, b.maxY) - max(a.minY, b.minY)
            return across > tolerance && down > tolerance ? (across, down) : nil
        }
        let frames = c.placements.enumerated().compactMap { i, p -> (Int, CGRect)? in
            guard !c.isHidden(p), let f = p.frame, Containment.hasFiniteEdges(f), f.width > tolerance, f.height > tolerance else { return nil }
            return (i, f)
        }
        // Every pair the layout overlapped itself (so a stand-in check can ask about one pair),
        // else the first a child overlapped by answering larger than proposed.
        var own: [Violation] = [], childsDoing: Violation?
        for (k, (i, a)) in frames.enumerated() {
            for (j, b) in frames[(k + 1)...] {
                guard let (across, down) = overlap(a, b) else { continue }
                var v = c.violation("no-overlap", subview: j, expected: "no overlap with subview \(i) at \(Describe.rect(a))",
                                    actual: "\(Describe.rect(b)), overlapping it by \(Describe.number(across))×\(Describe.number(down))",
                                    tolerance: Double(tolerance))
                v.frame = b
                v.otherSubview = i
                v.pixelSnapScale = PixelSnap.slivers(a, b, tolerance: tolerance).lazy
                    .compactMap { PixelSnap.scale(explaining: $0, in: c, bounds: c.bounds, proposal: c.proposal) }.first.map(Double.init)
                let oversized = [i, j].filter { c.placements[$0].answeredLargerThanProposed }
                if !oversized.isEmpty { v.oversizedSubviews = oversized }
                // Had both taken their proposals, would they still overlap? If not, a child
                // that answered larger than proposed made the overlap (`childExceedsItsProposal`).
                if let a0 = c.placements[i].frameAtProposal, let b0 = c.placements[j].frameAtProposal, (a0, b0) != (a, b),
                   Containment.hasFiniteEdges(a0), Containment.hasFiniteEdges(b0), overlap(a0, b0) == nil {
                    v.childExceedsItsProposal = true
                    v.actual += "; at their proposals (\(Describe.proposal(c.placements[i].proposal)), \(Describe.proposal(c.placements[j].proposal))) "
                        + "they would not overlap"
                    if childsDoing == nil { childsDoing = v }
                    continue
                }
                own.append(v)
            }
        }
        return own.isEmpty ? (childsDoing.map { [$0] } ?? []) : own
    }
}
