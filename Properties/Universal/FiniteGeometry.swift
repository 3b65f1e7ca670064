import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `finite-geometry`: no NaN anywhere; no infinity in sizes or positions for proposals
    /// without infinite components, and no length so large that no screen can show it
    /// (`FiniteGeometry.unshowable`: the `.greatestFiniteMagnitude` a layout stands in for
    /// "unbounded"), reported apart as the variant "unshowable".
    public static let finiteGeometry = LayoutProperty(
        id: "finite-geometry",
        statement: "No NaN or infinity in any size or position for finite or nil proposals, and no length too large for any screen."
    ) { c in
        var found: [Violation] = []
        func bounded(_ p: ProposedViewSize) -> Bool { !(p.width?.isInfinite ?? false) && !(p.height?.isInfinite ?? false) }
        func finite(_ s: CGSize) -> Bool { s.width.isFinite && s.height.isFinite }
        let size = c.size
        if size.width.isNaN || size.height.isNaN || (bounded(c.proposal) && !finite(size)) {
            // At an infinite proposal an infinite size is a fair answer: only NaN is wrong there.
            let expected = bounded(c.proposal) ? "a finite size" : "a size without NaN (infinity is allowed on an infinite proposal)"
            found.append(c.violation("finite-geometry", expected: "\(expected) for \(Describe.proposal(c.proposal))",
                                     actual: Describe.size(size)))
        } else if bounded(c.proposal), FiniteGeometry.isUnshowable(size.width) || FiniteGeometry.isUnshowable(size.height) {
            var v = c.violation("finite-geometry", expected: "a size a screen can show (under \(FiniteGeometry.unshowableText) pt) for \(Describe.proposal(c.proposal))",
                                actual: Describe.size(size))
            v.variant = FiniteGeometry.unshowableVariant
            found.append(v)
        }
        // Bounds at a non-finite origin were handed down by the parent: reported there. In
        // infinite bounds (a root proposed infinity answering it, which SwiftUI never places)
        // SwiftUI's own containers put finite children at infinite origins: no rule to check.
        guard c.bounds.origin.x.isFinite, c.bounds.origin.y.isFinite, finite(c.bounds.size) else { return found }
        // Bounds no screen can show were handed down (or are the size reported above): the
        // children's positions inside them say nothing more.
        guard !FiniteGeometry.isUnshowable(c.bounds) else { return found }
        // Placed with an infinite proposal (only below a root proposed infinity, which SwiftUI
        // never places), a container may re-propose infinity and a child may answer it (a
        // ViewThatFits choosing a Color there): the children after it then start at infinity.
        // The statement covers finite and nil proposals; a NaN origin is wrong at any proposal.
        let infinityAllowed = !bounded(c.proposal)
        func bad(_ origin: CGFloat, _ length: CGFloat) -> Bool { length.isFinite && (origin.isNaN || (origin.isInfinite && !infinityAllowed)) }
        for (i, placement) in c.placements.enumerated() {
            guard let frame = placement.frame else { continue }
            // On an axis where the child is of infinite extent (proposed infinity, answering
            // it), its position means nothing (aligning ∞ within ∞ is ∞ − ∞); on every other
            // axis it must be finite, whatever the bounds: a finite child handed a NaN or
            // infinite origin is what SwiftUI traps on ("view origin is invalid").
            let badOrigin = bad(frame.origin.x, frame.width) || bad(frame.origin.y, frame.height)
            let badSize = frame.width.isNaN || frame.height.isNaN || (!finite(frame.size) && bounded(placement.proposal ?? .unspecified))
            if badOrigin || badSize {
                found.append(c.violation("finite-geometry", subview: i, expected: "a finite origin (and a finite size for a finite proposal)",
                                         actual: Describe.rect(frame)))
            } else if !infinityAllowed, FiniteGeometry.isUnshowable(frame) {
                // In showable bounds: the layout placed it there, or proposed it a length no
                // subview should be offered.
                var v = c.violation("finite-geometry", subview: i, expected: "a position and size a screen can show (under \(FiniteGeometry.unshowableText) pt)",
                                    actual: Describe.rect(frame))
                v.variant = FiniteGeometry.unshowableVariant
                found.append(v)
            }
        }
        return found
    }
}

/// Where finite lengths stop being showable.
///
/// Layouts that stand in `.greatestFiniteMagnitude` (about 1.8·10^308) for "unbounded" report
/// sizes and positions that are finite, so no infinity check sees them, yet no screen can show
/// them. From 2^53 pt (about 9.0·10^15) on, a `Double` no longer holds every whole point: far
/// past the largest screen (some 10^4 pt), the longest scroll content, and every length Plumb
/// generates (at most 10^7 pt each), so a length there is a stand-in, never a measurement.
public enum FiniteGeometry {
    /// The smallest unshowable length: 2^53 pt.
    public static let unshowable: CGFloat = 9_007_199_254_740_992
    /// The threshold as a report writes it.
    static let unshowableText = "2^53 ≈ 9.0e15"
    /// The variant of `finite-geometry` that reports unshowable lengths.
    public static let unshowableVariant = "unshowable"

    /// Whether `length` is finite and at least `unshowable` in magnitude.
    public static func isUnshowable(_ length: CGFloat) -> Bool { length.isFinite && length.magnitude >= unshowable }

    /// Whether any of `rect`'s origin coordinates or lengths is unshowable.
    static func isUnshowable(_ rect: CGRect) -> Bool {
        isUnshowable(rect.origin.x) || isUnshowable(rect.origin.y) || isUnshowable(rect.size.width) || isUnshowable(rect.size.height)
    }
}
