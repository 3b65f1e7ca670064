import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `cache-update`: when subviews are added (the container had one fewer when its cache
    /// was made), `updateCache` leaves a cache that sizes and places as a fresh one, to rounding.
    /// SwiftUI calls `updateCache`, not `makeCache`, when a container's subviews change; a
    /// layout that caches per-subview data and updates nothing keeps the old subviews' data.
    /// Built-in containers keep the default `updateCache`, which makes a fresh cache: there is
    /// nothing of theirs to check, so they are skipped (about 5% of a built-in case's time).
    public static let cacheUpdate = LayoutProperty(
        id: "cache-update",
        statement: "After its subviews change, updateCache leaves a cache that sizes and places as a fresh one does."
    ) { c in
        let count = c.probe.subviews.count
        // The layout was made a cache for one subview fewer: not for fewer than it is ever given.
        guard c.hasFiniteBounds, count > 0, count - 1 >= c.fewestSubviews, !c.probe.isBuiltin else { return [] }
        let p = c.proposal
        let (freshSize, _, fresh) = c.probe.sizeThenPlace(p, in: { _ in c.bounds }, proposal: p, freshCache: true)
        let (size, placed) = c.probe.sizeThenPlaceAfterSubviewsChange(from: count - 1, p, in: { _ in c.bounds }, proposal: p)
        let change = "after subview \(count - 1) was added and the cache updated"
        // An updated cache may hold what a fresh one computes in another order (a mean kept
        // up to date as subviews come): the same to rounding, not bit for bit.
        if !Rounding.same(size, freshSize) {
            return [c.violation("cache-update", call: "sizeThatFits", expected: "\(Describe.size(freshSize)) as with a fresh cache", actual: "\(Describe.size(size)) \(change)")]
        }
        for i in placed.indices where (placed[i].calls == 0) != (fresh[i].calls == 0) || !Rounding.same(placed[i].frame, fresh[i].frame) && !c.hiddenInBoth(placed[i], fresh[i]) {
            // A subview offered a proposal changed only by rounding, answering another size,
            // amplifies the difference: not evidence against the cache.
            if placed.indices.contains(where: { Rounding.amplified(placed[$0], fresh[$0]) }) { return [] }
            return [c.violation("cache-update", subview: i, call: "placeSubviews", expected: "\(Describe.rect(fresh[i].frame)) as with a fresh cache",
                                actual: "\(placed[i].calls == 0 ? "not placed" : Describe.rect(placed[i].frame)) \(change)")]
        }
        return []
    }
}
