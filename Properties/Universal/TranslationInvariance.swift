import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `translation-invariance`: moving the bounds moves every placement by the same amount.
    public static let translationInvariance = LayoutProperty(
        id: "translation-invariance",
        statement: "Bounds with origin (x, y) shift every placement by (x, y), to rounding (relative tolerance 1e-6)."
    ) { c in
        guard c.hasFiniteBounds else { return [] }
        let shift = ContainerMemo.translation
        let here = c.placements
        let there = c.memo.movedPlacements
        var found: [Violation] = []
        for i in here.indices where !c.hiddenInBoth(here[i], there[i]) {
            guard let a = here[i].frame, let b = there[i].frame else {
                if (here[i].frame == nil) != (there[i].frame == nil) {
                    found.append(c.violation("translation-invariance", subview: i, expected: "placed in both bounds",
                                             actual: "placed in only one"))
                }
                continue
            }
            // Moved bounds change the arithmetic: `bounds.maxX - x` is not exactly the same
            // width at another origin, so positions and sizes (a flexible child takes what it
            // is offered) agree to rounding, relative to the coordinates involved.
            func m(_ v: CGFloat) -> CGFloat { v.isFinite ? abs(v) : 0 }
            let tolerance = 1e-6 * max(1, m(a.minX), m(a.minY), m(b.minX), m(b.minY), m(a.width), m(a.height), m(b.width), m(b.height))
            func close(_ x: CGFloat, _ y: CGFloat, by offset: CGFloat = 0) -> Bool {
                abs(y - x - offset) <= tolerance || Same.value(x, y) && !x.isFinite
            }
            let shifted = close(a.origin.x, b.origin.x, by: shift.x) && close(a.origin.y, b.origin.y, by: shift.y)
            if !shifted || !close(a.width, b.width) || !close(a.height, b.height) {
                var v = c.violation("translation-invariance", subview: i,
                                    expected: "\(Describe.rect(CGRect(origin: CGPoint(x: a.origin.x + shift.x, y: a.origin.y + shift.y), size: a.size))) (moved by \(shift.x), \(shift.y))",
                                    actual: Describe.rect(b), tolerance: Double(tolerance))
                v.pixelSnapScale = PixelSnap.scale(explaining: PixelSnap.move(from: a, to: b, by: shift, same: close), in: c,
                                                   bounds: c.bounds, proposal: c.proposal).map(Double.init)
                found.append(v)
            }
        }
        // A subview offered proposals that differ only by rounding, and answering them with
        // different sizes (a ViewThatFits choosing another child, a text breaking another
        // line at its threshold), amplifies the rounding: what moves then is the subview's
        // doing, and this comparison cannot tell the layout's part apart.
        if !found.isEmpty && here.indices.contains(where: { Rounding.amplified(here[$0], there[$0]) }) { return [] }
        return found
    }
}
