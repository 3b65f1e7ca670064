import Foundation
@_spi(Engine) import PlumbUI

/// Whether a placed subview keeps to a region, shared by `inside-bounds` and `size-agreement`.
enum Containment {
    /// The tolerance both properties allow, in points.
    static let tolerance: CGFloat = 0.001

    /// Whether `frame` reaches outside `region` (beyond the tolerance). A NaN coordinate is
    /// not outside: `finite-geometry` reports it.
    static func isOutside(_ frame: CGRect, _ region: CGRect) -> Bool {
        isOutside(frame, region, along: .horizontal) || isOutside(frame, region, along: .vertical)
    }

    /// Whether `frame` reaches outside `region` along `axis` (beyond the tolerance).
    static func isOutside(_ frame: CGRect, _ region: CGRect, along axis: Axis) -> Bool {
        axis == .horizontal
            ? frame.minX < region.minX - tolerance || frame.maxX > region.maxX + tolerance
            : frame.minY < region.minY - tolerance || frame.maxY > region.maxY + tolerance
    }

    /// Whether `frame` reaches out of `region`, on each axis, by no more than it is larger
    /// than the region there (beyond the tolerance): the overflow a child larger than its frame
    /// makes wherever it is aligned, all of it on one side when aligned to the other.
    static func overflowIsItsExcess(_ frame: CGRect, _ region: CGRect) -> Bool {
        func holds(_ low: CGFloat, _ high: CGFloat, _ regionLow: CGFloat, _ regionHigh: CGFloat) -> Bool {
            let excess = Swift.max(0, (high - low) - (regionHigh - regionLow))
            return Swift.max(regionLow - low, high - regionHigh) <= excess + tolerance
        }
        return holds(frame.minX, frame.maxX, region.minX, region.maxX) && holds(frame.minY, frame.maxY, region.minY, region.maxY)
    }

    /// How much larger the bounds are made to see whether a layout's placement turns on a
    /// rounding error: a relative billionth of each length (at least a billionth of a point),
    /// far below anything a view or a pixel could show.
    static func roundingGrowth(_ length: CGFloat) -> CGFloat { Swift.max(1, abs(length)) * 1e-9 }

    /// Whether subview `i`, found outside `region`, lies inside when `c` places it again in
    /// `region` grown by `roundingGrowth` on each axis (same origin, same proposal). A layout that
    /// decides a wrap by `x + width > bounds.width` with the lengths added in another order than
    /// its reported size can find its own size too small by the last bit, and wrap the last
    /// subview out of the bounds it asked for.
    static func fitsInBoundsGrownByRounding(_ i: Int, region: CGRect, in c: ContainerUnderTest, proposal: ProposedViewSize) -> Bool {
        guard hasFiniteEdges(region) else { return false }
        let grown = CGRect(origin: region.origin, size: CGSize(width: region.width + roundingGrowth(region.width),
                                                               height: region.height + roundingGrowth(region.height)))
        let placed = c.probe.placements(in: grown, proposal: proposal)
        guard placed.indices.contains(i), let frame = placed[i].frame, hasFiniteEdges(frame) else { return false }
        return !isOutside(frame, grown)
    }

    /// Whether every edge of `rect` is finite.
    static func hasFiniteEdges(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite
    }

    /// A violation for a subview placed outside `region`, marked when it lies outside only
    /// because it answered larger than it was proposed: at its proposal it would lie inside.
    /// SwiftUI lets a view choose its size, so a parent that sizes itself from what it offers
    /// (as `frame` does) lets such a child overflow; the campaign reports that as the child's
    /// doing, not the layout's.
    ///
    /// `c` was placed in `region` with `proposal`; a subview under a pixel outside is marked
    /// when the layout is seen rounding positions to pixels (`PixelSnap`).
    static func violation(_ v: Violation, placed p: ContainerProbe.SubviewPlacement, frame: CGRect, region: CGRect,
                          kind: String, in c: ContainerUnderTest, proposal: ProposedViewSize) -> Violation {
        var v = v
        v.frame = frame; v.region = region; v.childProposal = p.proposal
        v.pixelSnapScale = PixelSnap.scale(explaining: PixelSnap.overflow(of: frame, from: region, tolerance: tolerance), in: c,
                                           bounds: region, proposal: proposal).map(Double.init)
        // A subview that answered larger than proposed, placed where rounding to pixels put its
        // proposal a pixel out: each excusable alone, neither is the layout's fault together.
        if v.pixelSnapScale == nil, let atProposal = p.frameAtProposal, atProposal != frame, hasFiniteEdges(atProposal),
           isOutside(atProposal, region),
           let scale = PixelSnap.scale(explaining: PixelSnap.overflow(of: atProposal, from: region, tolerance: tolerance), in: c,
                                       bounds: region, proposal: proposal) {
            v.pixelSnapScale = Double(scale)
            v.appendToActual { "; at its proposal it would lie outside only by the layout's rounding to pixels, and it answered larger" }
            return v
        }
        // Only where rounding to pixels does not already explain it (that is a warning, whatever the fit).
        if v.pixelSnapScale == nil, let index = v.subview, fitsInBoundsGrownByRounding(index, region: region, in: c, proposal: proposal) {
            v.fitsInBoundsGrownByRounding = true
        }
        if let atProposal = p.frameAtProposal, atProposal != frame, hasFiniteEdges(atProposal), !isOutside(atProposal, region) {
            v.childExceedsItsProposal = true
            let proposed = p.proposal
            v.appendToActual {
                "; the subview (\(kind)) answered \(Describe.size(frame.size)) when placed with proposal "
                    + "\(Describe.proposal(proposed)), and at that proposal it would lie within"
            }
        } else if let given = p.proposal, given == proposal, given != .unspecified, given != ProposedViewSize(region.size),
                  frame.width > region.width + tolerance || frame.height > region.height + tolerance {
            // A common slip: passing placeSubviews' own proposal on, where the bounds are
            // smaller, so the subview grows past them. (A nil×nil proposal passed on cannot be
            // told from `.unspecified`, which many layouts place with on purpose.)
            v.appendToActual {
                "; it was placed with the container's own proposal \(Describe.proposal(given)), not the size of its "
                    + "bounds \(Describe.size(region.size))"
            }
        }
        return v
    }
}
