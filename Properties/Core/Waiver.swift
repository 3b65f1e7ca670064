import Foundation
@_spi(Engine) import PlumbUI

/// Permission for a container to break a property, with the reason, for the cases `applies`
/// accepts. Third-party layouts get waivers from their authors (a radial layout centring
/// children on its edge waives `inside-bounds`); built-ins only where SwiftUI's documented
/// behaviour breaks a property (`BuiltinWaivers`).
public struct Waiver: Sendable {
    public let property: String
    public let reason: String
    let applies: @Sendable (ContainerUnderTest, Violation) -> Bool

    /// Waives `property` wherever `applies` says so.
    public init(_ property: String, reason: String,
                when applies: @escaping @Sendable (ContainerUnderTest, Violation) -> Bool) {
        self.property = property; self.reason = reason; self.applies = applies
    }

    /// Waives `property` for containers whose layout is of type `L` (matched by type, not by
    /// name: a wrapper such as `AnyLayout` is seen through), where `applies` says so.
    public init<L: Layout>(_ property: String, for type: L.Type, reason: String,
                           when applies: @escaping @Sendable (ContainerUnderTest, Violation) -> Bool = { _, _ in true }) {
        self.init(property, reason: reason) { c, v in Swift.type(of: c.probe.layout) == L.self && applies(c, v) }
    }

    /// Waives `property` for every container whose layout is of type `L`.
    public static func always<L: Layout>(_ property: String, for type: L.Type, reason: String) -> Waiver {
        Waiver(property, for: type, reason: reason)
    }

    /// Whether this waiver excuses `violation` in `container`.
    public func excuses(_ violation: Violation, in container: ContainerUnderTest) -> Bool {
        violation.property == property && applies(container, violation)
    }
}

/// Checks properties over every container of a laid-out tree.
public struct PropertyChecker: Sendable {
    public var properties: [LayoutProperty]
    public var waivers: [Waiver]
    /// Which call sequences the properties drive layouts with (SwiftUI's by default).
    public var strictness: Strictness = .swiftUI
    /// Traits declared for containers of a kind without a `DeclaresLayoutTraits` conformance
    /// (`LayoutChecker.traits`), added to those their type declares.
    public var declaredTraits: [String: Set<LayoutTrait>] = [:]
    /// Kinds of containers whose layout hides a subview by placing it with a zero proposal
    /// (`LayoutChecker.hidesSubviewsWithZeroProposal`): such subviews take no part in what
    /// `no-overlap` and `hugs-children` check.
    public var hidingKinds: Set<String> = []
    /// The fewest subviews containers of a kind are ever given (`LayoutChecker.subviewCounts`):
    /// `cache-update` makes no cache for fewer.
    public var fewestSubviews: [String: Int] = [:]

    /// Checks `properties` with the built-in waivers plus `waivers`.
    public init(properties: [LayoutProperty] = PropertyCatalog.all, waivers: [Waiver] = []) {
        self.properties = properties
        self.waivers = BuiltinWaivers.all + waivers
    }

    /// What one check found: violations, and those a waiver excused (with its reason).
    public struct Result: Sendable {
        public var violations: [Violation] = []
        public var waived: [(Violation, reason: String)] = []
    }

    /// Every unwaived violation in `snapshot`, in the containers `filter` admits, in tree order.
    public func check(_ snapshot: LayoutSnapshot, containers filter: (LayoutSnapshot.Node) -> Bool = { _ in true }) -> Result {
        var result = Result()
        for container in ContainerUnderTest.all(in: snapshot, strictness: strictness, declaredTraits: declaredTraits,
                                                         hidingKinds: hidingKinds, fewestSubviews: fewestSubviews, where: filter) {
            for property in properties where property.applies(to: container) {
                for violation in property.violations(in: container) {
                    if let waiver = waivers.first(where: { $0.excuses(violation, in: container) }) {
                        result.waived.append((violation, waiver.reason))
                    } else if let builtin = container.actingBuiltin,
                              let waiver = BuiltinWaivers.all.first(where: { $0.excuses(violation, in: builtin) }) {
                        let name = String(describing: type(of: builtin.probe.layout))
                        result.waived.append((violation, waiver.reason + " (\(container.kind) placed its subviews with \(name)'s own "
                                              + "placeSubviews and sized itself as it does)"))
                    } else {
                        result.violations.append(violation.withTextWritten)
                    }
                }
            }
        }
        return result
    }
}
