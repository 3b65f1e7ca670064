import Foundation
@_spi(Engine) import PlumbUI

/// Whether a set of properties can check what a layout declares: settings that would check
/// nothing, or less than they say, are errors before any case runs (never a silent pass).
public enum PropertyCoverage {
    /// Why checking a layout of `type`, declaring `traits` besides those its type declares,
    /// with `properties` would check less than asked; empty when it would not.
    public static func problems(_ properties: [LayoutProperty], for type: any Layout.Type,
                                traits: Set<LayoutTrait>) -> [String] {
        guard !properties.isEmpty else { return ["no property to check (LayoutChecker.properties is empty)"] }
        let name = TypeNames.name(of: type)
        let declared = ContractTable.declaredTraits(of: type).union(traits)
        let checked = Set(properties.compactMap(\.trait))
        var problems: [String] = []
        for trait in declared.subtracting(checked).sorted(by: { $0.name < $1.name }) {
            problems.append("\(name) declares the trait \(trait.name), but no property among LayoutChecker.properties checks it")
        }
        // The full catalog holds trait properties for layouts that declare the trait; a list
        // chosen by hand names each property to check it.
        guard properties.map(\.id) != PropertyCatalog.all.map(\.id) else { return problems }
        for property in properties {
            guard let unmet = unmetRequirement(of: property, by: type, traits: traits) else { continue }
            problems.append("\(property.id) checks only layouts that \(unmet.requirement), and \(name) does not (\(unmet.remedy)): it would check nothing")
        }
        return problems
    }

    /// What a layout of `type`, declaring `traits` besides those its type declares, lacks for
    /// `property` ever to check it ("declare the trait non-overlapping", "conform to
    /// DescribesStack") and how to give it that; nil when nothing is lacking. For a type that
    /// wraps a layout chosen at run time (`AnyLayout`), only traits are known.
    public static func unmetRequirement(of property: LayoutProperty, by type: any Layout.Type,
                                        traits: Set<LayoutTrait> = []) -> (requirement: String, remedy: String)? {
        if let trait = property.requiredTrait, !ContractTable.declaredTraits(of: type).union(traits).contains(trait) {
            return ("declare the trait \(trait.name)", "set LayoutChecker.traits or conform to DeclaresLayoutTraits")
        }
        let needed = property.contracts
        guard !needed.isEmpty, let held = LayoutContractSet.heldTo(type), held.isDisjoint(with: needed) else { return nil }
        return ("conform to " + needed.protocolNames.joined(separator: " or "),
                "conform it in your test target to be checked like the built-in it resembles")
    }
}

extension LayoutProperty {
    /// The trait this property checks, if any.
    public var trait: LayoutTrait? {
        switch scope {
        case .trait(let trait), .traitOrInferred(let trait): trait
        default: nil
        }
    }

    /// The trait a layout must declare for this property to apply at all, if any.
    public var requiredTrait: LayoutTrait? {
        if case .trait(let trait) = scope { trait } else { nil }
    }
}
