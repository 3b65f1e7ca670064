import Foundation
@_spi(Engine) import PlumbUI

/// Deviations a layout makes by rounding positions to the pixel grid in its parent's
/// coordinates (`(bounds.minX + x).rounded()`, or `ceil(v * 2) / 2` on a 2× screen).
///
/// Many shipped layouts round where they place, so that views land on whole pixels. At a
/// fractional bounds origin that moves a subview by less than a pixel: it may then stick out of
/// the bounds by that much, overlap its neighbour by a sliver, or move by a rounded amount when
/// the bounds move. The geometry properties report such a deviation as they find it and mark
/// it with the scale that explains it; the campaign then judges it a warning, not the layout's
/// error (SwiftUI rounds frames to pixels as it draws, so it shows as no more than that).
///
/// A deviation is explained at scale `s` (1, 2 or 3 pixels per point, as Apple's displays
/// have) only when it is under one pixel there (`1/s` pt) on every axis where it occurs, and
/// the layout is seen rounding: placed again in its bounds moved by a fraction off every grid
/// (`probeOffset`), it puts every subview it shows with an edge or its centre on that grid
/// along those axes. A layout that places relative to its bounds carries the fraction into
/// its subviews' positions, so a subview a fraction of a pixel off without rounding stays the
/// layout's error, however round the case's other numbers are; and a deviation of a pixel or
/// more is never excused (only rounding to pixels is, not a coarser design grid).
enum PixelSnap {
    /// Pixels per point, coarsest grid first: a whole point is on every grid, so the coarsest
    /// that explains a deviation is the one named.
    static let scales: [CGFloat] = [1, 2, 3]

    /// How far the bounds move to see whether a layout rounds: a fraction of a point that is
    /// on no pixel grid at 1×, 2× or 3×, different on each axis.
    static let probeOffset = CGPoint(x: 0.37, y: 0.41)

    /// Whether `value` lies on the pixel grid of `scale`, to rounding.
    static func isOnGrid(_ value: CGFloat, scale: CGFloat) -> Bool {
        guard value.isFinite else { return false }
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) <= Rounding.relative * max(1, abs(pixels))
    }

    /// How far off a placement is, per axis (0: not off along that axis).
    struct Deviation {
        var x: CGFloat = 0
        var y: CGFloat = 0
    }

    /// The coarsest scale that explains `deviation` in container `c` placed in `bounds` with
    /// `proposal`: under a pixel wherever it occurs, with the layout seen rounding to that
    /// grid along those axes (see `PixelSnap`). nil when none does.
    static func scale(explaining deviation: Deviation, in c: ContainerUnderTest, bounds: CGRect,
                      proposal: ProposedViewSize) -> CGFloat? {
        // Most deviations are a point or more, which no pixel grid explains: decided before
        // building anything.
        func underAPixel(_ v: CGFloat) -> Bool { !(v > 0) || v.isFinite && v < 1 }
        guard deviation.x > 0 || deviation.y > 0, underAPixel(deviation.x), underAPixel(deviation.y) else { return nil }
        let axes = [(deviation.x, true), (deviation.y, false)].filter { $0.0 > 0 }
        guard !axes.isEmpty, axes.allSatisfy({ $0.0.isFinite && $0.0 < 1 }) else { return nil }
        let moved = CGRect(origin: CGPoint(x: bounds.minX + probeOffset.x, y: bounds.minY + probeOffset.y), size: bounds.size)
        let frames = c.probe.placements(in: moved, proposal: proposal).compactMap { p in c.isHidden(p) ? nil : p.frame }
        guard !frames.isEmpty else { return nil }
        return scales.first { s in
            axes.allSatisfy { amount, horizontal in
                amount < 1 / s && frames.allSatisfy { f in
                    (horizontal ? [f.minX, f.midX, f.maxX] : [f.minY, f.midY, f.maxY]).contains { isOnGrid($0, scale: s) }
                }
            }
        }
    }

    /// How far `frame` leaves `region` along each axis, on the side it leaves most (0 where it
    /// stays within `tolerance`). A frame rounded outwards on both sides (`CGRect.integral`,
    /// its rounded size proposed to a flexible subview) leaves by under a pixel on each.
    static func overflow(of frame: CGRect, from region: CGRect, tolerance: CGFloat) -> Deviation {
        func along(_ low: CGFloat, _ high: CGFloat, _ regionLow: CGFloat, _ regionHigh: CGFloat) -> CGFloat {
            let out = max(regionLow - low, high - regionHigh)
            return out > tolerance ? out : 0
        }
        return Deviation(x: along(frame.minX, frame.maxX, region.minX, region.maxX), y: along(frame.minY, frame.maxY, region.minY, region.maxY))
    }

    /// How far `b` is from `a` moved by `shift`, edge by edge, per axis (0 where `same` holds
    /// for both edges).
    static func move(from a: CGRect, to b: CGRect, by shift: CGPoint, same: (_ from: CGFloat, _ to: CGFloat, _ by: CGFloat) -> Bool) -> Deviation {
        func along(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat), _ by: CGFloat) -> CGFloat {
            same(a.0, b.0, by) && same(a.1, b.1, by) ? 0 : max(abs(b.0 - a.0 - by), abs(b.1 - a.1 - by))
        }
        return Deviation(x: along((a.minX, a.maxX), (b.minX, b.maxX), shift.x), y: along((a.minY, a.maxY), (b.minY, b.maxY), shift.y))
    }

    /// The slivers by which `a` and `b` overlap where they meet: one per axis along which they
    /// follow one another (each starts and ends beyond the other). Frames that coincide, or
    /// one within the other along both axes, have none: rounding never puts a view on another.
    static func slivers(_ a: CGRect, _ b: CGRect, tolerance: CGFloat) -> [Deviation] {
        var found: [Deviation] = []
        for horizontal in [true, false] {
            let (aLow, aHigh) = horizontal ? (a.minX, a.maxX) : (a.minY, a.maxY)
            let (bLow, bHigh) = horizontal ? (b.minX, b.maxX) : (b.minY, b.maxY)
            let ((_, firstHigh), (secondLow, _)) = aLow <= bLow ? ((aLow, aHigh), (bLow, bHigh)) : ((bLow, bHigh), (aLow, aHigh))
            let follows = abs(aLow - bLow) > tolerance && abs(aHigh - bHigh) > tolerance && (aLow < bLow) == (aHigh < bHigh)
            guard follows else { continue }
            let amount = firstHigh - secondLow
            found.append(horizontal ? Deviation(x: amount) : Deviation(y: amount))
        }
        return found
    }

    /// How far the edges of `union` (the subviews' frames) miss those of `bounds`, per axis.
    static func margins(of union: CGRect, in bounds: CGRect, tolerance: CGFloat) -> Deviation {
        func along(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            let gap = max(abs(a - b), abs(c - d))
            return gap > tolerance ? gap : 0
        }
        return Deviation(x: along(union.minX, bounds.minX, union.maxX, bounds.maxX), y: along(union.minY, bounds.minY, union.maxY, bounds.maxY))
    }
}
