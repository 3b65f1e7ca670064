import Foundation
@_spi(Engine) import PlumbUI

/// Whether a set of properties can check what a layout declares: settings that would check
/// nothing, or less than they say, are errors before any case runs (never a silent pass).
public enum PropertyCoverage {
    /// The traits a layout type declares (`DeclaresLayoutTraits`).
    public static func declaredTraits(of type: any Layout.Type) -> Set<LayoutTrait> { ContractTable.declaredTraits(of: type) }

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
            if let trait = property.trait, !declared.contains(trait) {
                problems.append("\(property.id) checks only layouts that declare the trait \(trait.name), and \(name) does not "
                                + "(set LayoutChecker.traits or conform to DeclaresLayoutTraits): it would check nothing")
            }
        }
        return problems
    }
}

extension LayoutProperty {
    /// The trait a layout must declare for this property to apply, if any.
    public var trait: LayoutTrait? {
        if case .trait(let trait) = scope { trait } else { nil }
    }
}
