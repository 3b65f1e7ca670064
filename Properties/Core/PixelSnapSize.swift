import Foundation
@_spi(Engine) import PlumbUI

/// An empty margin a hugging layout leaves by rounding its own size up to the pixel grid: a row
/// that answers `ceil(contentWidth)` ends a sliver after its last subview.
///
/// As with positions (`PixelSnap`), SwiftUI rounds frames to pixels as it draws, so such a
/// margin shows as no more than that rounding: a warning naming it, not the layout's error.
/// The layout must be seen rounding up: sized and then placed as SwiftUI does it (on a fresh
/// cache), for its proposal and for the probes parents send (ideal, minimum), each finite
/// answer is on the margin's axis the length its shown subviews span rounded up to the grid,
/// and on the other axis that length exactly or rounded up too; the rounding accounts for the
/// whole margin. A layout that answers the proposal or a constant on either axis is not.
///
/// Only margins: a size rounded down or to the nearest lets a subview stick out, and an
/// overflow that a rounding would explain cannot be told from a subview an alignment guide
/// shifted by half a point out of a size taken from the widest subview (a real bug), so it
/// stays an error.
extension PixelSnap {
    /// The coarsest scale that explains `margins` (of the subviews' union inside `region`,
    /// where `c` was placed for `proposal`) as `c` rounding its own size up; nil when none does.
    static func sizeScale(explaining margins: Deviation, in c: ContainerUnderTest, region: CGRect,
                          proposal: ProposedViewSize) -> CGFloat? {
        let axes = [(margins.x, true), (margins.y, false)].filter { $0.0 > 0 }
        guard !axes.isEmpty, axes.allSatisfy({ $0.0.isFinite && $0.0 < 1 }) else { return nil }
        var proposals = [proposal]
        for p in [ProposedViewSize.unspecified, .zero] where !proposals.contains(p) { proposals.append(p) }
        // Each probe: the answer, and the lengths the shown subviews span when placed at it.
        var samples: [(answer: CGSize, span: CGSize)] = []
        for p in proposals {
            // A fresh cache, so the probe leaves the layout's own as the other properties find it.
            let (size, _, placements) = c.probe.sizeThenPlace(p, in: { CGRect(origin: region.origin, size: $0) }, proposal: p,
                                                              freshCache: true)
            guard size.width.isFinite, size.height.isFinite else { continue }
            let frames = placements.compactMap { c.isHidden($0) ? nil : $0.frame }
            guard let first = frames.first, frames.allSatisfy(Containment.hasFiniteEdges) else { return nil }
            let union = frames.dropFirst().reduce(first) { $0.union($1) }
            samples.append((size, union.size))
        }
        // The committed answer must be the region itself, and one probe is no pattern.
        guard let committed = samples.first, samples.count >= 2,
              Rounding.same(committed.answer, region.size) else { return nil }
        // Every answer is the span rounded up (or, off the margin's axis, the span itself): a
        // size that is the proposal or a constant on either axis is no rounding of the content.
        func answersSpan(horizontal: Bool, scale s: CGFloat, exactToo: Bool) -> Bool {
            let all = { (expected: (CGFloat) -> CGFloat) in
                samples.allSatisfy { sample in
                    horizontal ? Rounding.same(sample.answer.width, expected(sample.span.width))
                               : Rounding.same(sample.answer.height, expected(sample.span.height))
                }
            }
            return all { ($0 * s).rounded(.up) / s } || (exactToo && all { $0 })
        }
        return scales.first { s in
            [true, false].allSatisfy { horizontal in
                guard let margin = axes.first(where: { $0.1 == horizontal })?.0 else {
                    return answersSpan(horizontal: horizontal, scale: s, exactToo: true)
                }
                // The rounding must account for the margin: a union shifted inside a size that
                // is exactly its span is misplaced, not rounded.
                let rounding = horizontal ? committed.answer.width - committed.span.width : committed.answer.height - committed.span.height
                return margin < 1 / s && margin <= rounding + Containment.tolerance && answersSpan(horizontal: horizontal, scale: s, exactToo: false)
            }
        }
    }
}
