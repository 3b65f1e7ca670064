import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `placed-once`: `placeSubviews` places every subview exactly once.
    public static let placedOnce = LayoutProperty(
        id: "placed-once",
        statement: "Every subview is placed exactly once by placeSubviews."
    ) { c in
        c.placements.enumerated().compactMap { i, p in
            p.calls == 1 ? nil : c.violation("placed-once", subview: i, expected: "1 call to place", actual: "\(p.calls)")
        }
    }
}
