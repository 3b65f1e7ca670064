import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `cache-consistency`: a fresh cache, a cache used for other proposals first, and any order
    /// of sizeThatFits calls all give the same size and placements, to rounding
    /// (`Rounding.relative`); so does the cache after a resize (variant "after a resize": the
    /// container sized and placed in other bounds, then in its own again, as SwiftUI keeps a
    /// cache while the subviews stay the same). Every sequence is one
    /// SwiftUI sends: sizeThatFits (for the proposal, after any probes) before placeSubviews on
    /// the same cache. Placing on a cache that was never sized is checked only at
    /// `Strictness.pedantic`.
    /// PlumbUI's own layouts are skipped: they only read the cache `makeCache` made
    /// (`ContainerProbe.cacheIsReadOnly`, held by a test), so no sequence of calls can change
    /// their answers (skipping them saves a sixth of a built-in case's time).
    public static let cacheConsistency = LayoutProperty(
        id: "cache-consistency",
        statement: "The same placements with a fresh cache, with a cache reused from another proposal, after sizeThatFits calls for other proposals in any order, and after a resize."
    ) { c in
        guard c.hasFiniteBounds, !c.probe.cacheIsReadOnly else { return [] }
        let p = c.proposal
        let (freshSize, _, fresh) = c.probe.sizeThenPlace(p, in: { _ in c.bounds }, proposal: p, freshCache: true)
        let others: [ProposedViewSize] = [
            .zero, .infinity, .unspecified,
            ProposedViewSize(width: c.bounds.width / 2, height: c.bounds.height * 2 + 1),
            ProposedViewSize(width: c.bounds.width + 50, height: nil),
        ]
        var found: [Violation] = []
        // Two orders of other calls before the real one, on the container's own (reused) cache.
        for order in [others, others.reversed()] {
            for other in order { _ = c.probe.size(for: other) }
            let size = c.probe.size(for: p)
            if !Rounding.same(size, freshSize) {
                found.append(c.violation("cache-consistency", call: "sizeThatFits", expected: "\(Describe.size(freshSize)) as with a fresh cache",
                                         actual: "\(Describe.size(size)) after sizing for other proposals"))
            }
            for other in order { _ = c.probe.size(for: other) }
            let placed = c.probe.placements(in: c.bounds, proposal: p)
            for i in placed.indices where !Rounding.same(placed[i].frame, fresh[i].frame) && !c.hiddenInBoth(placed[i], fresh[i]) {
                found.append(c.violation("cache-consistency", subview: i, call: "placeSubviews", expected: "\(Describe.rect(fresh[i].frame)) as with a fresh cache",
                                         actual: "\(Describe.rect(placed[i].frame)) after sizing for other proposals"))
            }
            if !found.isEmpty { break }
        }
        if found.isEmpty { found = resized(c, fresh: fresh) }
        if found.isEmpty && c.strictness == .pedantic {
            // Not a sequence SwiftUI sends: placing on a cache no sizeThatFits has filled.
            let unsized = c.probe.placements(in: c.bounds, proposal: p, freshCache: true)
            for i in unsized.indices where !Rounding.same(unsized[i].frame, fresh[i].frame) && !c.hiddenInBoth(unsized[i], fresh[i]) {
                var v = c.violation("cache-consistency", subview: i, call: "placeSubviews", expected: "\(Describe.rect(fresh[i].frame)) as when sized first",
                                    actual: "\(Describe.rect(unsized[i].frame)) placed on a cache never sized (pedantic)")
                v.needsPedanticOrder = true
                found.append(v)
            }
        }
        return found
    }
}

extension LayoutProperty {
    /// The variant of `cache-consistency` that a resize shows.
    static let afterResizeVariant = "after a resize"

    /// The container's own cache, already placed in its bounds, resized as a window or a
    /// parent does: sized and placed in larger bounds, compared with a fresh cache in the same
    /// bounds, and back in its own bounds. A layout that computes
    /// something the first time it is placed (a radius, the rows) and keeps it places the
    /// subviews by the old bounds.
    fileprivate static func resized(_ c: ContainerUnderTest, fresh: [ContainerProbe.SubviewPlacement]) -> [Violation] {
        let p = c.proposal
        // One resize, to larger bounds, finds a value kept from the first placement as well as
        // two would, at half the cost (a check of every third-party case).
        let resizes = [ProposedViewSize(width: c.bounds.width * 2 + 40, height: c.bounds.height * 2 + 40)]
        func compare(_ placed: [ContainerProbe.SubviewPlacement], _ expected: [ContainerProbe.SubviewPlacement], in bounds: CGRect,
                     _ when: String) -> Violation? {
            for i in placed.indices where i < expected.count && !Rounding.same(placed[i].frame, expected[i].frame) && !c.hiddenInBoth(placed[i], expected[i]) {
                if placed.indices.contains(where: { $0 < expected.count && Rounding.amplified(placed[$0], expected[$0]) }) { return nil }
                var v = c.violation("cache-consistency", subview: i, call: "placeSubviews",
                                    expected: "\(Describe.rect(expected[i].frame)) in \(Describe.rect(bounds)) as with a fresh cache",
                                    actual: "\(Describe.rect(placed[i].frame)) \(when)")
                v.variant = afterResizeVariant
                return v
            }
            return nil
        }
        for other in resizes {
            let (otherSize, _, otherFresh) = c.probe.sizeThenPlace(other, in: { CGRect(origin: c.bounds.origin, size: $0) }, proposal: other, freshCache: true)
            guard otherSize.width.isFinite, otherSize.height.isFinite, otherSize.width >= 0, otherSize.height >= 0 else { continue }
            let otherBounds = CGRect(origin: c.bounds.origin, size: otherSize)
            let size = c.probe.size(for: other)
            let placed = c.probe.placements(in: otherBounds, proposal: other)
            let resize = "with the cache it was placed with in \(Describe.rect(c.bounds)), resized to \(Describe.proposal(other))"
            if !Rounding.same(size, otherSize) {
                var v = c.violation("cache-consistency", call: "sizeThatFits", expected: "\(Describe.size(otherSize)) as with a fresh cache",
                                    actual: "\(Describe.size(size)) \(resize)")
                v.variant = afterResizeVariant
                return [v]
            }
            if let v = compare(placed, otherFresh, in: otherBounds, resize) { return [v] }
            _ = c.probe.size(for: p)
            let back = c.probe.placements(in: c.bounds, proposal: p)
            if let v = compare(back, fresh, in: c.bounds, "placed back in its own bounds after a resize to \(Describe.proposal(other))") { return [v] }
        }
        return []
    }
}
