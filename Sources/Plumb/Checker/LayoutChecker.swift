import Foundation
@_spi(Engine) import PlumbUI

/// Validates a `Layout` — yours or a built-in — against every property: it generates seeded
/// cases with the layout at the root and random children (leaves and small subtrees of every
/// kind), random and boundary proposals and bounds origins; the properties probe it with
/// adversarial call orders and fresh and reused caches. Each distinct failure is shrunk to a
/// minimal case and reported (and saved, when `corpus` is set).
///
///     let report = LayoutChecker(seed: 1, cases: 500).check(MyFlowLayout(spacing: 8))
///     for failure in report.failures { print(failure.report) }
///
/// `PLUMB_SEED` (a number, or `random`) and `PLUMB_CASES` override `seed` and `cases`;
/// `PLUMB_REPLAY=seed:case` runs just that one case.
public struct LayoutChecker: Sendable {
    public var seed: UInt64
    public var cases: Int
    /// Properties your layout may break, with the reason.
    public var waivers: [Waiver] = []
    /// The `LayoutValueKey`s your layout reads, with the values to generate for them.
    public var valueKeys: [LayoutRegistry.ValueKey] = []
    /// The properties checked.
    public var properties: [LayoutProperty] = PropertyCatalog.all
    /// Where failures are saved; nil saves nothing.
    public var corpus: Corpus?
    /// Most nodes in a case (the layout and its children).
    public var maxNodes = 10

    /// A checker for `cases` cases from `seed` (each overridable from the environment).
    public init(seed: UInt64 = 1, cases: Int = 500) {
        let environment = ProcessInfo.processInfo.environment
        switch environment["PLUMB_SEED"] {
        case "random"?:
            // A fresh seed from the clock; the report prints it, so the run can be replayed.
            var mix = SplitMix64(seed: UInt64(Date().timeIntervalSince1970 * 1_000_000))
            self.seed = mix.next()
        case let value?: self.seed = UInt64(value) ?? seed
        case nil: self.seed = seed
        }
        self.cases = environment["PLUMB_CASES"].flatMap(Int.init) ?? cases
    }

    /// Checks `layout`.
    public func check<L: Layout>(_ layout: L) -> CheckReport {
        var registry = LayoutRegistry()
        registry.register(Self.name, valueKeys: valueKeys, source: { _ in String(describing: layout) }) { _ in layout }
        return run(registry)
    }

    /// Checks the layouts `make` builds from generated parameters: draw them from `choices`
    /// (`choices.double(in: 0...20)`…), so they are shrunk and replayed like the rest of a case.
    public func check<L: Layout>(_ make: @escaping @Sendable (Choices) -> L) -> CheckReport {
        var registry = LayoutRegistry()
        registry.register(Self.name, drawing: make)
        if !valueKeys.isEmpty {
            // Keep the drawn parameters and add the declared keys.
            let entry = registry.entry(named: Self.name)!
            var withKeys = LayoutRegistry()
            withKeys.register(Self.name, valueKeys: valueKeys, source: entry.source) { entry.make($0) }
            withKeys.setDrawParameters(entry.drawParameters, for: Self.name)
            registry = withKeys
        }
        return run(registry)
    }

    static let name = "LayoutUnderTest"

    private func run(_ registry: LayoutRegistry) -> CheckReport {
        let start = Date()
        var configuration = GeneratorConfiguration(maxNodes: maxNodes, maxDepth: 3, registry: registry, layoutUnderTest: Self.name)
        configuration.kindWeights[.custom] = 0
        let generator = Generator(configuration)
        let kind = registry.entry(named: Self.name)!.kind
        let checker = PropertyChecker(properties: properties, waivers: waivers)
        func runner(_ index: Int) -> CaseRunner {
            var r = CaseRunner(registry: registry, checker: checker, onlyKind: kind)
            // A different bounds origin for every case: layouts must not assume (0, 0).
            r.origin = CGPoint(x: Double(index % 41) * 3.25 - 60, y: Double(index % 29) * 2.5 - 30)
            return r
        }
        var indices = Array(0..<cases)
        var replaySeed = seed
        if let replay = ProcessInfo.processInfo.environment["PLUMB_REPLAY"], let (s, i) = Self.parseReplay(replay) {
            replaySeed = s
            indices = [i]
        }
        var failures: [CheckFailure] = []
        var seen: [Shrinker.Signature: Int] = [:]
        var errors: [String] = []
        for index in indices {
            let choices = Choices(seed: Generator.caseSeed(replaySeed, index: index))
            let c = generator.makeCase(choices)
            let violations: [Violation]
            do { violations = try runner(index).run(c).result.violations } catch { errors.append("case \(index): \(error)"); continue }
            for v in violations {
                let signature = Shrinker.Signature(v)
                if let at = seen[signature] { failures[at].occurrences += 1; continue }
                seen[signature] = failures.count
                failures.append(failure(v, choices.sequence, index: index, seed: replaySeed, generator: generator,
                                        runner: runner(index), registry: registry))
            }
        }
        return CheckReport(seed: replaySeed, cases: indices.count, failures: failures, errors: errors,
                           duration: Date().timeIntervalSince(start))
    }

    private func failure(_ v: Violation, _ sequence: ChoiceSequence, index: Int, seed: UInt64, generator: Generator,
                         runner: CaseRunner, registry: LayoutRegistry) -> CheckFailure {
        let shrinker = Shrinker(generator: generator) { try runner.run($0).result.violations }
        let shrunk = shrinker.shrink(sequence, keeping: .init(v))
        let violation = shrunk?.violation ?? v
        let c = shrunk?.shrunk ?? generator.makeCase(Choices(replaying: sequence))
        let concrete = (try? c.materialized(host: runner.host, registry: registry)) ?? c
        var drawing = ""
        if case let .size(w, h) = concrete.proposal, let view = try? concrete.view(registry) {
            let snapshot = runner.host.layout(view, proposal: ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) }),
                                              at: runner.origin)
            drawing = AsciiDrawing.draw(snapshot, highlight: violation.path)
        }
        var corpusPath: String?
        if let corpus {
            let entry = CorpusEntry(property: violation.property, message: violation.description, case: concrete, seed: seed,
                                    caseIndex: index, expectedToFail: false)
            switch try? corpus.save(entry) {
            case .written(let url)?, .alreadyPresent(let url)?: corpusPath = url.path
            case nil: corpusPath = nil
            }
        }
        let statement = properties.first { $0.id == violation.property }?.statement
            ?? (violation.property == MetamorphicProperties.scaleInvariance.id ? MetamorphicProperties.scaleInvariance.statement
                : MetamorphicProperties.transposeSymmetry.statement)
        return CheckFailure(property: violation.property, statement: statement, message: violation.description,
                            replay: "PLUMB_REPLAY=\(seed):\(index) swift test", swiftCode: concrete.swiftSource(registry),
                            drawing: drawing, corpusPath: corpusPath, violation: violation, case: concrete,
                            shrinkEvaluations: shrunk?.evaluations ?? 0)
    }

    static func parseReplay(_ text: String) -> (UInt64, Int)? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let s = UInt64(parts[0]), let i = Int(parts[1]) else { return nil }
        return (s, i)
    }
}

/// What a check found.
public struct CheckReport: Sendable, CustomStringConvertible {
    public let seed: UInt64
    public let cases: Int
    /// One per distinct failure (property and container kind), shrunk.
    public let failures: [CheckFailure]
    /// Cases that could not run, with why.
    public let errors: [String]
    public let duration: TimeInterval

    public var description: String {
        let head = "\(cases) cases from seed \(seed) in \(String(format: "%.2f", duration)) s: "
            + (failures.isEmpty ? "no property broken" : "\(failures.count) distinct failure\(failures.count == 1 ? "" : "s")")
        return ([head] + failures.map(\.report) + errors.map { "could not run \($0)" }).joined(separator: "\n\n")
    }
}

/// One distinct failure, shrunk.
public struct CheckFailure: Sendable {
    /// The property id ("inside-bounds"…).
    public let property: String
    /// The property's statement.
    public let statement: String
    /// What was wrong, where.
    public let message: String
    /// One line that reproduces it.
    public let replay: String
    /// The shrunk case as PlumbUI/SwiftUI code.
    public let swiftCode: String
    /// The shrunk case's frames, the offending container marked `#`.
    public let drawing: String
    /// Where it was saved, if a corpus was set.
    public let corpusPath: String?
    public let violation: Violation
    /// The shrunk case.
    public let `case`: Case
    public let shrinkEvaluations: Int
    /// How many cases failed this way.
    public var occurrences = 1

    /// Everything about the failure, readable.
    public var report: String {
        var lines = ["✘ \(property): \(statement)", "  \(message)", "  seen in \(occurrences) case\(occurrences == 1 ? "" : "s"); shrunk in \(shrinkEvaluations) evaluations to:", "",
                     swiftCode, "", drawing]
        if let corpusPath { lines.append("saved: \(corpusPath)") }
        lines.append("replay: \(replay)")
        return lines.joined(separator: "\n")
    }
}
