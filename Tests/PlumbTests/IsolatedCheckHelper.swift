import Foundation
@testable import Plumb
import PlumbUI

/// A helper a test suite might share, in a file of its own: it makes the isolated checker, so
/// the call site (this file) is not the running test's file.
enum IsolatedCheckHelper {
    static func checkIsolated<L: Layout>(seed: UInt64, cases: Int, properties: [LayoutProperty] = PropertyCatalog.all,
                                         _ layout: @autoclosure @escaping @Sendable () -> L) -> CheckReport {
        var checker = LayoutChecker(seed: seed, cases: cases, isolation: .process())
        checker.properties = properties
        return checker.check(layout())
    }
}

extension IsolatedCheckHelper {
    /// The same, for a layout drawn from the case's choices.
    static func checkIsolated<L: Layout>(seed: UInt64, cases: Int, _ make: @escaping @Sendable (Choices) -> L) -> CheckReport {
        LayoutChecker(seed: seed, cases: cases, isolation: .process()).check(make)
    }
}
