import Foundation
import Testing
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// Expects a built-in waiver to be needed and narrow: `builtin` breaks `property` when no waiver
/// applies and nothing under the default checker, a waiver whose reason starts with
/// `reasonPrefix` excusing it; `user`, a user's layout doing the same, still breaks `property`.
func expectBuiltinOnlyWaiver(_ property: String, reasonPrefix: String, builtin: LayoutSnapshot, user: LayoutSnapshot,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    var bare = PropertyChecker()
    bare.waivers = []
    #expect(bare.check(builtin).violations.contains { $0.property == property }, "the built-in does break \(property)",
            sourceLocation: sourceLocation)
    let checked = PropertyChecker().check(builtin)
    #expect(checked.violations.isEmpty, "\(checked.violations)", sourceLocation: sourceLocation)
    #expect(checked.waived.contains { $0.reason.hasPrefix(reasonPrefix) }, "\(checked.waived.map(\.reason))", sourceLocation: sourceLocation)
    #expect(PropertyChecker().check(user).violations.contains { $0.property == property }, "a user's layout is not excused",
            sourceLocation: sourceLocation)
}
