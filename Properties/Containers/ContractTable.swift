import Foundation
@_spi(Engine) import PlumbUI

/// The traits each layout type declares, found once per type. (Its contracts are
/// `LayoutContractSet.of`, in PlumbUI beside the contract protocols.)
enum ContractTable {
    private static let traits = PerTypeMemo<Set<LayoutTrait>>()

    /// The traits a layout type declares (`DeclaresLayoutTraits`), found once per type.
    static func declaredTraits(of type: any Layout.Type) -> Set<LayoutTrait> {
        traits.value(for: type) { (type as? DeclaresLayoutTraits.Type)?.layoutTraits ?? [] }
    }
}
