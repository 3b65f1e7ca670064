import Foundation
@_spi(Engine) import PlumbUI

/// The contracts (`DescribesStack`, `DescribesFrame`, …) a layout type conforms to.
struct ContractSet: OptionSet {
    let rawValue: UInt32
    static let stack = ContractSet(rawValue: 1 << 0)
    static let viewThatFits = ContractSet(rawValue: 1 << 1)
    static let frame = ContractSet(rawValue: 1 << 2)
    static let padding = ContractSet(rawValue: 1 << 3)
    static let zstack = ContractSet(rawValue: 1 << 4)
    static let grid = ContractSet(rawValue: 1 << 5)
    static let spacer = ContractSet(rawValue: 1 << 6)
    static let divider = ContractSet(rawValue: 1 << 7)
    static let text = ContractSet(rawValue: 1 << 8)
    static let secondaryContent = ContractSet(rawValue: 1 << 9)
    static let fixedSize = ContractSet(rawValue: 1 << 10)
    static let offset = ContractSet(rawValue: 1 << 11)
    static let reproducesBuiltin = ContractSet(rawValue: 1 << 12)
}

/// Which contracts each layout type conforms to, found once per type. A container's memo asks
/// here before casting, so a container pays a cast only for the contracts it has: casting
/// `any Layout` to a protocol it lacks still costs a full conformance lookup.
enum ContractTable {
    private static let known = PerTypeMemo<ContractSet>()
    private static let traits = PerTypeMemo<Set<LayoutTrait>>()

    /// The traits a layout type declares (`DeclaresLayoutTraits`), found once per type.
    static func declaredTraits(of type: any Layout.Type) -> Set<LayoutTrait> {
        traits.value(for: type) { (type as? DeclaresLayoutTraits.Type)?.layoutTraits ?? [] }
    }

    static func contracts(of type: any Layout.Type) -> ContractSet {
        known.value(for: type) {
            var set: ContractSet = []
            if type is any DescribesStack.Type { set.insert(.stack) }
            if type is any DescribesViewThatFits.Type { set.insert(.viewThatFits) }
            if type is any DescribesFrame.Type { set.insert(.frame) }
            if type is any DescribesPadding.Type { set.insert(.padding) }
            if type is any DescribesZStack.Type { set.insert(.zstack) }
            if type is any DescribesGrid.Type { set.insert(.grid) }
            if type is any DescribesSpacer.Type { set.insert(.spacer) }
            if type is any DescribesDivider.Type { set.insert(.divider) }
            if type is any DescribesText.Type { set.insert(.text) }
            if type is any DescribesSecondaryContent.Type { set.insert(.secondaryContent) }
            if type is any DescribesFixedSize.Type { set.insert(.fixedSize) }
            if type is any DescribesOffset.Type { set.insert(.offset) }
            if type is any ReproducesBuiltinLayout.Type { set.insert(.reproducesBuiltin) }
            return set
        }
    }
}
