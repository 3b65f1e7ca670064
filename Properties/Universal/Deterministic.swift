import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `deterministic`: asking again gives the same answer; placing again the same placements,
    /// to rounding (`Rounding.relative`: a sum over a `Dictionary`, whose order differs from
    /// process to process, differs in the last bits, which no screen shows).
    /// The first answer and placements are the ones every property shares (asked on the same
    /// cache, possibly with other calls since: a layout whose answers drift with the calls
    /// between them is caught too); the second are asked here.
    public static let deterministic = LayoutProperty(
        id: "deterministic",
        statement: "The same proposal gives the same size; the same bounds give the same placements."
    ) { c in
        var found: [Violation] = []
        let first = c.size, second = c.probe.size(for: c.proposal)
        if !Rounding.same(first, second) || !Rounding.same(first, c.bounds.size) && c.bounds.size.width.isFinite {
            found.append(c.violation("deterministic", call: "sizeThatFits", expected: "\(Describe.size(c.bounds.size)) every time for \(Describe.proposal(c.proposal))",
                                     actual: "\(Describe.size(first)), then \(Describe.size(second))"))
        }
        let a = c.placements
        let b = c.probe.placements(in: c.bounds, proposal: c.proposal)
        for i in a.indices where !Rounding.same(a[i].frame, b[i].frame) && !c.hiddenInBoth(a[i], b[i]) {
            found.append(c.violation("deterministic", subview: i, call: "placeSubviews", expected: "the same placement twice",
                                     actual: "\(Describe.rect(a[i].frame)), then \(Describe.rect(b[i].frame))"))
        }
        return found
    }
}

/// Exact comparisons that treat NaN as equal to NaN (a layout that answers NaN every time is
/// wrong, but not nondeterministic).
enum Same {
    static func value(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
    static func size(_ a: CGSize, _ b: CGSize) -> Bool { value(a.width, b.width) && value(a.height, b.height) }
    static func rect(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return value(a.minX, b.minX) && value(a.minY, b.minY) && size(a.size, b.size)
    }
}
