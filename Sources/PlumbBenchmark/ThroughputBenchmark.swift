import Foundation
@_spi(Engine) import PlumbUI
@_spi(Engine) import Plumb
import PlumbExamples

/// `plumb-benchmark --checks`: checked cases per second, end to end (an in-process campaign),
/// for a built-in container (HStack at the root of random trees) and for the example flow
/// layout, and where one checked case spends its time: generation, making the proposal
/// concrete, building the tree, its first layout, each property's own work, and the
/// metamorphic transforms. Phases are timed over the same pregenerated cases, one phase at a
/// time. Shrinking runs only for a failure, so it is timed apart, per failure, on the broken
/// examples.
enum ThroughputBenchmark {
    struct Target {
        let name: String
        let generator: Generator
        let runner: CaseRunner
    }

    static var targets: [Target] {
        var hstack = GeneratorConfiguration()
        hstack.rootKind = .hstack
        var flow = GeneratorConfiguration(maxNodes: 10, maxDepth: 3, registry: ExampleLayouts.registry, layoutUnderTest: "FlowLayout")
        flow.kindWeights[.custom] = 0
        flow.parentContextWeights = ParentContext.defaultWeights  // as LayoutChecker does by default
        return [
            Target(name: "HStack", generator: Generator(hstack), runner: CaseRunner()),
            Target(name: "FlowLayout", generator: Generator(flow),
                   runner: CaseRunner(registry: ExampleLayouts.registry, checker: PropertyChecker(waivers: ExampleLayouts.waivers),
                                      onlyKind: ExampleLayouts.registry.entry(named: "FlowLayout")!.kind)),
        ]
    }

    /// `only` limits the run to one target; `phases: false` skips the per-phase table (for
    /// profiling); `without` names properties the campaigns leave out, to measure their cost.
    static func run(cases: Int, only: String? = nil, phases showsPhases: Bool = true, without: Set<String> = []) {
        let unknown = without.subtracting(PropertyCatalog.all.map(\.id))
        guard unknown.isEmpty else {
            FileHandle.standardError.write(Data("plumb-benchmark: --without names no property: \(unknown.sorted().joined(separator: ", ")) (see `plumb list`)\n".utf8))
            exit(2)
        }
        for var target in targets where only == nil || target.name == only {
            if !without.isEmpty {
                var runner = target.runner
                runner.checker.properties.removeAll { without.contains($0.id) }
                target = Target(name: target.name + " without " + without.sorted().joined(separator: ", "),
                                generator: target.generator, runner: runner)
            }
            let campaign = Campaign(generator: target.generator, runner: target.runner, properties: target.runner.checker.properties)
            var rates: [Double] = []
            for round in 0..<3 {
                let report = campaign.run(seed: UInt64(round + 1), cases: cases)
                rates.append(Double(report.cases) / report.duration)
            }
            print("\(target.name): \(Int(rates.sorted()[1])) checked cases/s end to end (median of 3 campaigns of \(cases), one core)")
            if showsPhases { phases(target, cases: cases) }
        }
        if showsPhases && only == nil { shrinks() }
    }

    /// Microseconds per case in each phase.
    static func phases(_ target: Target, cases: Int) {
        let seeds = (0..<cases).map { Generator.caseSeed(11, index: $0) }
        let runner = target.runner
        var generated: [Case] = [], concrete: [Case] = []
        var rows: [(String, Double)] = []
        rows.append(("generate", seconds { generated = seeds.map { target.generator.makeCase(seed: $0) } }))
        rows.append(("make the proposal concrete", seconds { concrete = generated.compactMap { try? $0.materialized(host: runner.host, registry: runner.registry) } }))
        func proposal(_ c: Case) -> ProposedViewSize? {
            guard case let .size(w, h) = c.proposal else { return nil }
            return ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) })
        }
        func prepared(_ c: Case) -> PreparedLayout? { (try? c.view(runner.registry)).map { runner.host.prepare($0) } }
        func snapshot(_ c: Case) -> LayoutSnapshot? { prepared(c).flatMap { tree in proposal(c).map { runner.host.layout(tree, proposal: $0, at: runner.origin) } } }
        // Timed case by case, each tree freed before the next is built, as a campaign does
        // (building them all first would time a heap holding every tree).
        var building = 0.0, layingOut = 0.0
        for c in concrete {
            var tree: PreparedLayout?
            building += seconds { tree = prepared(c) }
            guard let tree, let p = proposal(c) else { continue }
            layingOut += seconds { _ = runner.host.layout(tree, proposal: p, at: runner.origin) }
        }
        rows.append(("build the tree", building))
        rows.append(("first layout", layingOut))
        let snapshots = concrete.compactMap(snapshot)
        // Each property alone, less what a check costs with no property (walking the snapshot
        // for its containers), which a real check pays once.
        var checker = runner.checker
        func checking() -> Double { seconds { for s in snapshots { _ = checker.check(s) { runner.onlyKind == nil || $0.kind == runner.onlyKind } } } }
        checker.properties = []
        let walk = checking()
        rows.append(("find the containers (once per check)", walk))
        for property in runner.checker.properties {
            checker.properties = [property]
            rows.append((property.id, max(0, checking() - walk)))
        }
        rows.append(("metamorphic (scale, transpose)", seconds { for c in concrete { _ = try? MetamorphicProperties.violations(c, registry: runner.registry, host: runner.host) } }))
        let total = rows.map(\.1).reduce(0, +)
        print("  phase                                  µs/case   share")
        for (name, seconds) in rows.sorted(by: { $0.1 > $1.1 }) where seconds / total >= 0.005 {
            print("  " + name.padding(toLength: 36, withPad: " ", startingAt: 0),
                  String(format: "%9.1f", seconds * 1e6 / Double(cases)), String(format: "%6.1f%%", 100 * seconds / total))
        }
        print("  " + "total".padding(toLength: 36, withPad: " ", startingAt: 0), String(format: "%9.1f", total * 1e6 / Double(cases)),
              String(format: "(%.0f cases/s)", Double(cases) / total))
    }

    /// Shrinking, per failure: the first failure of each broken example among its first 2,000
    /// cases, shrunk as a campaign shrinks it (in process; the examples that trap or hang are
    /// left out). Prints the median time and candidates evaluated.
    static func shrinks() {
        var times: [Double] = [], evaluations: [Int] = []
        for (name, property) in ExampleLayouts.broken where !ChildFailure.isChildFailure(property) {
            guard let entry = ExampleLayouts.registry.entry(named: name) else { continue }
            var configuration = GeneratorConfiguration(maxNodes: 10, maxDepth: 3, registry: ExampleLayouts.registry, layoutUnderTest: name)
            configuration.kindWeights[.custom] = 0
            let generator = Generator(configuration)
            let runner = CaseRunner(registry: ExampleLayouts.registry, checker: PropertyChecker(waivers: ExampleLayouts.waivers), onlyKind: entry.kind)
            for index in 0..<2_000 {
                let choices = Choices(seed: Generator.caseSeed(11, index: index))
                let c = generator.makeCase(choices)
                guard let v = (try? runner.run(c))?.result.violations.first(where: { $0.property == property }) else { continue }
                let shrinker = Shrinker(generator: generator) { try runner.run($0).result.violations }
                var result: Shrinker.Result?
                times.append(seconds { result = shrinker.shrink(choices.sequence, keeping: .init(v)) })
                evaluations.append(result?.evaluations ?? 0)
                break
            }
        }
        guard !times.isEmpty else { return }
        print("shrink: median \(Int(median(times) * 1e6)) µs per failure (\(Int(median(evaluations.map(Double.init)))) candidates), over the first failure "
              + "of each of \(times.count) broken examples")
    }
}
