import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `size-agreement`: a container sized and then placed (as SwiftUI does: one fresh cache,
    /// sizeThatFits first) in exactly the bounds it asked for keeps every child inside them, and
    /// a child asked the same proposal while sizing and placing answers the same.
    public static let sizeAgreement = LayoutProperty(
        id: "size-agreement",
        statement: "A container placed in the bounds it asked for keeps its children within the size it reported, and its children answer the placement proposals with the sizes it planned."
    ) { c in
        var origin = CGPoint(x: 11, y: 23)
        // A fresh cache, as SwiftUI makes. A layout whose cache is read-only (PlumbUI's own) has
        // the same cache as a fresh one already: its sizing is the one every property shares,
        // and only the placing is asked here; when the size it reports is its committed
        // bounds' size, that placing is the one `translation-invariance` asks too (in the
        // committed bounds moved, rather than at a fixed origin: any origin away from zero will do).
        let (size, planned, placed): (CGSize, [ContainerProbe.Query], [ContainerProbe.SubviewPlacement])
        if c.probe.cacheIsReadOnly {
            let sizing = c.memo.sizing
            (size, planned) = (sizing.size, sizing.queries)
            if c.hasFiniteBounds && size == c.bounds.size {
                origin = c.memo.movedBounds.origin
                placed = c.memo.movedPlacements
            } else {
                placed = c.probe.placements(in: CGRect(origin: origin, size: size), proposal: c.proposal)
            }
        } else {
            (size, planned, placed) = c.probe.sizeThenPlace(c.proposal, in: { CGRect(origin: origin, size: $0) }, proposal: c.proposal,
                                                            freshCache: true)
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return [] }
        let bounds = CGRect(origin: origin, size: size)
        var found: [Violation] = []
        for (i, p) in placed.enumerated() {
            guard let f = p.frame, let proposal = p.proposal else { continue }
            if let plan = planned.first(where: { $0.subview == i && $0.proposal == proposal }), !Rounding.same(plan.size, f.size) {
                found.append(c.violation("size-agreement", subview: i, expected: "\(Describe.size(plan.size)) as planned for \(Describe.proposal(proposal))",
                                         actual: Describe.size(f.size)))
            }
            guard f.width.isFinite, f.height.isFinite, Containment.isOutside(f, bounds) else { continue }
            let v = c.violation("size-agreement", subview: i, deferredExpected: { "within the reported \(Describe.size(size))" },
                                actual: { "\(Describe.rect(f)) in \(Describe.rect(bounds))" }, tolerance: Double(Containment.tolerance))
            found.append(Containment.violation(v, placed: p, frame: f, region: bounds,
                                                   kind: c.probe.subviewKind(i), in: c, proposal: c.proposal))
        }
        return found
    }
}
