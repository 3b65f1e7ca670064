import Foundation
import Plumb
import PlumbExamples

/// What `plumb fuzz` can fuzz: every built-in container (as the root of random trees) and the
/// correct example layouts (with random children).
struct FuzzTarget {
    let name: String
    let generator: Generator
    let runner: CaseRunner
    /// Whether the root layout is third-party code (an example), which runs isolated by default.
    var isThirdParty = false

    static var all: [FuzzTarget] {
        let builtins: [(String, GeneratorConfiguration.NodeKind)] = [
            ("HStack", .hstack), ("VStack", .vstack), ("ZStack", .zstack), ("Grid", .grid), ("ViewThatFits", .viewThatFits),
            ("ScrollView", .scrollView), ("GeometryReader", .geometryReader),
        ]
        return builtins.map { name, kind in
            var configuration = GeneratorConfiguration()
            configuration.rootKind = kind
            return FuzzTarget(name: name, generator: Generator(configuration), runner: CaseRunner())
        } + ExampleLayouts.correct.map(example)
    }

    /// The deliberately broken examples: fuzzable by name, never in the default campaign.
    static var broken: [FuzzTarget] { (ExampleLayouts.broken + ExampleLayouts.crashing).map { example($0.layout) } }

    /// A campaign with the example layout `name` at the root and random children.
    static func example(_ name: String) -> FuzzTarget {
        var configuration = GeneratorConfiguration(maxNodes: 10, maxDepth: 3, registry: ExampleLayouts.registry, layoutUnderTest: name)
        configuration.parentContextWeights = ParentContext.defaultWeights  // as LayoutChecker does by default
        configuration.kindWeights[.custom] = 0
        return FuzzTarget(name: name, generator: Generator(configuration),
                          runner: CaseRunner(registry: ExampleLayouts.registry, checker: PropertyChecker(waivers: ExampleLayouts.waivers),
                                             onlyKind: ExampleLayouts.registry.entry(named: name)!.kind),
                          isThirdParty: true)
    }

    /// The runner `plumb worker` serves corpus replays with: every example, their waivers, and
    /// the layout under test named by each request.
    static var replayRunner: CaseRunner {
        CaseRunner(registry: ExampleLayouts.registry, checker: PropertyChecker(waivers: ExampleLayouts.waivers))
    }

    /// How to start a `plumb worker` child for `target` (nil: for corpus replays) restricted to `property`.
    static func workerLaunch(target: String?, property: String?) -> ChildLaunch {
        ChildLaunch(executable: ChildLaunch.currentExecutable,
                    arguments: ["worker"] + (target.map { ["--layout", $0] } ?? []) + (property.map { ["--property", $0] } ?? []))
    }

    static func named(_ name: String) -> FuzzTarget? { (all + broken).first { $0.name == name } }

    /// Why `property` can never apply in this target's cases (so fuzzing it here would check
    /// nothing), or nil when it can.
    func cannotCheck(_ property: String) -> String? {
        // The layout under test: an example's registered entry. Built-in targets' trees hold
        // built-in containers only, and those declare no trait.
        let entry = runner.onlyKind.flatMap { _ in ExampleLayouts.registry.entry(named: name) }
        let known = PropertyCatalog.property(id: property)
        guard let entry else {
            return known?.trait.map { "it checks only layouts that declare the trait \($0.name)" }
        }
        if let known, let unmet = PropertyCoverage.unmetRequirement(of: known, by: entry.layoutType) {
            return "it checks only layouts that " + unmet.requirement
        }
        if property == MetamorphicProperties.scaleInvariance.id && entry.lengthParameters == nil {
            return "it scales only layouts registered with their length parameters"
        }
        if property == MetamorphicProperties.transposeSymmetry.id && entry.transposedCounterpart == nil {
            return "it transposes only layouts registered with a transposed counterpart"
        }
        return nil
    }

    /// This target checking only `property` (nil: all).
    func restricted(to property: String?) -> FuzzTarget {
        guard let property else { return self }
        var runner = runner
        runner.checker.properties = runner.checker.properties.filter { $0.id == property }
        runner.checksMetamorphic = MetamorphicProperties.ids.contains(property)
        return FuzzTarget(name: name, generator: generator, runner: runner, isThirdParty: isThirdParty)
    }
}
