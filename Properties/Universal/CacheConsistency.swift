import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `cache-consistency`: a fresh cache, a cache used for other proposals first, and any order
    /// of sizeThatFits calls all give the same size and placements, to rounding
    /// (`Rounding.relative`). Every sequence is one
    /// SwiftUI sends: sizeThatFits (for the proposal, after any probes) before placeSubviews on
    /// the same cache. Placing on a cache that was never sized is checked only at
    /// `Strictness.pedantic`.
    /// PlumbUI's own layouts are skipped: they only read the cache `makeCache` made
    /// (`ContainerProbe.cacheIsReadOnly`, held by a test), so no sequence of calls can change
    /// their answers (skipping them saves a sixth of a built-in case's time).
    public static let cacheConsistency = LayoutProperty(
        id: "cache-consistency",
        statement: "The same placements with a fresh cache, with a cache reused from another proposal, and after sizeThatFits calls for other proposals in any order."
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
