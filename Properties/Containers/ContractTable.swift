import Foundation
@_spi(Engine) import PlumbUI

/// The contracts (`DescribesStack`, `DescribesFrame`, …) a layout type conforms to.
typealias ContractSet = LayoutContractSet

/// Which contracts and traits each layout type declares, found once per type. A container's
/// memo asks here before casting, so a container pays a cast only for the contracts it has:
/// casting `any Layout` to a protocol it lacks still costs a full conformance lookup.
enum ContractTable {
    private static let traits = PerTypeMemo<Set<LayoutTrait>>()

    /// The traits a layout type declares (`DeclaresLayoutTraits`), found once per type.
    static func declaredTraits(of type: any Layout.Type) -> Set<LayoutTrait> {
        traits.value(for: type) { (type as? DeclaresLayoutTraits.Type)?.layoutTraits ?? [] }
    }

    static func contracts(of type: any Layout.Type) -> ContractSet { LayoutContractSet.of(type) }
}
