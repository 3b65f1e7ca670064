import Foundation
import Testing
@testable import Plumb
import PlumbExamples

/// Cases for one example layout: it is the root, with small random subtrees as children
/// (built-in views only, so that nothing else can break).
func exampleGenerator(_ layout: String) -> Generator {
    var configuration = GeneratorConfiguration(maxNodes: 10, maxDepth: 3, registry: ExampleLayouts.registry, layoutUnderTest: layout)
    configuration.kindWeights[.custom] = 0
    // Inside realistic parents half the time, as `LayoutChecker` checks by default.
    configuration.parentContextWeights = ParentContext.defaultWeights
    return Generator(configuration)
}

extension CheckFailure {
    /// Whether this failure breaks `property`, itself or as another property its minimal case
    /// also breaks (one root cause is one report).
    func breaks(_ property: String) -> Bool { self.property == property || alsoBreaks.contains { $0.property == property } }
}

func exampleRunner(_ layout: String) -> CaseRunner {
    CaseRunner(registry: ExampleLayouts.registry, checker: PropertyChecker(waivers: ExampleLayouts.waivers),
               onlyKind: ExampleLayouts.registry.entry(named: layout)!.kind)
}

@Suite("Every property is proven able to fail")
struct ExamplePropertyTests {
    static let brokenCases = ExampleLayouts.broken.map { "\($0.layout) breaks \($0.property)" }

    @Test("each broken example breaks its property within 1,000 seeded cases", arguments: ExampleLayouts.broken.indices)
    func broken(index: Int) throws {
        let (layout, property) = ExampleLayouts.broken[index]
        let generator = exampleGenerator(layout), runner = exampleRunner(layout)
        var found: Int?
        for i in 0..<1000 {
            let result = try runner.run(generator.makeCase(seed: Generator.caseSeed(7, index: i))).result
            if result.violations.contains(where: { $0.property == property }) { found = i; break }
        }
        #expect(found != nil, "\(layout) never broke \(property) in 1,000 cases")
    }

    @Test("every property in the catalog has a broken example")
    func coverage() {
        let covered = Set(ExampleLayouts.broken.map(\.property))
        for id in PropertyCatalog.all.map(\.id) + MetamorphicProperties.ids { #expect(covered.contains(id), "no broken example for \(id)") }
    }

    @Test("the correct examples break no property over 1,000 seeded cases each (failures are shrunk, saved and reported)",
          .longCampaign, arguments: ExampleLayouts.correct)
    func correct(layout: String) throws {
        _ = CorpusReplay.repositoryProblems  // the corpus is replayed before any new case
        let campaign = Campaign(generator: exampleGenerator(layout), runner: exampleRunner(layout), corpus: .repository)
        let report = campaign.run(seed: try FuzzSettings.seed(default: 3), cases: try FuzzSettings.cases(default: 1000))
        for failure in report.failures { Issue.record(Comment(rawValue: "\(layout): " + failure.report)) }
        for error in report.errors { Issue.record(Comment(rawValue: "\(layout) could not run \(error)")) }
    }

    @Test("without its waiver the radial layout breaks inside-bounds: the waiver is needed")
    func radialWaiverNeeded() throws {
        let generator = exampleGenerator("RadialLayout")
        let strict = CaseRunner(registry: ExampleLayouts.registry, onlyKind: "RadialLayout")
        var broke = false
        for i in 0..<300 where !broke {
            broke = try strict.run(generator.makeCase(seed: Generator.caseSeed(3, index: i))).result.violations.contains { $0.property == "inside-bounds" }
        }
        #expect(broke)
    }
}
