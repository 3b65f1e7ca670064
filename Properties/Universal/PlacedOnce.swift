import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `placed-once`: `placeSubviews` places every subview. A subview it never places appears at
    /// the centre of the container with the container's proposal, which no layout means; one it
    /// places more than once is where the last call put it, as SwiftUI documents ("the last call
    /// takes precedence"), so a layout that parks every subview first and then places the ones
    /// it shows is not at fault, and the other properties check where the last call put it.
    public static let placedOnce = LayoutProperty(
        id: "placed-once",
        statement: "Every subview is placed by placeSubviews (placed again, the last call counts, as SwiftUI documents)."
    ) { c in
        c.placements.enumerated().compactMap { i, p in
            p.calls > 0 ? nil : c.violation("placed-once", subview: i, expected: "a call to place",
                                           actual: "none (SwiftUI shows it at the centre of the container, with the container's proposal)")
        }
    }
}
