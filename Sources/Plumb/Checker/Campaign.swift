import Foundation
@_spi(Engine) import PlumbUI

/// Runs seeded cases through a runner, and shrinks, reports (and saves) each distinct failure.
/// `LayoutChecker` runs one with its layout at the root; Plumb's own tests run them over the
/// built-in containers.
public struct Campaign: Sendable {
    public let generator: Generator
    public let runner: CaseRunner
    public let properties: [LayoutProperty]
    public let corpus: Corpus?
    /// The campaign's name, recorded in corpus entries so that they can be shrunk again.
    public var target: String?
    /// The one line that reruns case `index` from `seed` (by default through `swift test`).
    public var replayLine: @Sendable (_ seed: UInt64, _ index: Int) -> String = { "PLUMB_REPLAY=\($0):\($1) swift test" }

    public init(generator: Generator, runner: CaseRunner, properties: [LayoutProperty] = PropertyCatalog.all, corpus: Corpus? = nil,
                target: String? = nil) {
        self.generator = generator; self.runner = runner; self.properties = properties; self.corpus = corpus; self.target = target
    }

    /// Runs `cases` cases from `seed` (or only the one `PLUMB_REPLAY=seed:case` names).
    public func run(seed: UInt64, cases: Int) -> CheckReport {
        if let (s, i) = FuzzSettings.replay { return run(seed: s, indices: [i]) }
        return run(seed: seed, indices: Array(0..<cases))
    }

    /// Runs the cases `indices` of the campaign from `seed`, stopping at `deadline`; `progress`
    /// hears (cases done, distinct failures so far) after each case.
    public func run(seed runSeed: UInt64, indices: [Int], deadline: Date? = nil,
                    progress: ((Int, Int) -> Void)? = nil) -> CheckReport {
        let start = Date()
        var done = 0
        var failures: [CheckFailure] = []
        var seen: [Shrinker.Signature: Int] = [:]
        var errors: [String] = []
        for index in indices {
            if let deadline, Date() >= deadline { break }
            defer { done += 1; progress?(done, failures.count) }
            let choices = Choices(seed: Generator.caseSeed(runSeed, index: index))
            let c = generator.makeCase(choices)
            let runner = runner(for: index)
            let violations: [Violation]
            do { violations = try runner.run(c).result.violations } catch { errors.append("case \(index): \(error)"); continue }
            for v in violations {
                let signature = Shrinker.Signature(v)
                if let at = seen[signature] { failures[at].occurrences += 1; continue }
                seen[signature] = failures.count
                let (found, others) = failure(v, choices.sequence, index: index, seed: runSeed, runner: runner)
                failures.append(found)
                // Candidates that failed differently while shrinking are further bugs: keep them.
                for (other, example) in others where seen[other] == nil {
                    guard let v2 = try? runner.run(example).result.violations.first(where: { Shrinker.Signature($0) == other }) else { continue }
                    seen[other] = failures.count
                    var extra = report(v2, example, shrinkEvaluations: 0, stoppedEarly: false, index: index, seed: runSeed, runner: runner)
                    extra.foundWhileShrinking = true
                    failures.append(extra)
                }
            }
        }
        return CheckReport(seed: runSeed, cases: done, failures: failures, errors: errors,
                           duration: Date().timeIntervalSince(start))
    }

    /// The runner for case `index`: a different bounds origin for every case, since layouts
    /// must not assume their bounds start at (0, 0).
    func runner(for index: Int) -> CaseRunner {
        var r = runner
        r.origin = CGPoint(x: Double(index % 41) * 3.25 - 60, y: Double(index % 29) * 2.5 - 30)
        return r
    }

    /// Shrinks the failure and reports it, with the different failures met while shrinking.
    private func failure(_ v: Violation, _ sequence: ChoiceSequence, index: Int, seed: UInt64,
                         runner: CaseRunner) -> (CheckFailure, [Shrinker.Signature: Case]) {
        let shrinker = Shrinker(generator: generator) { try runner.run($0).result.violations }
        let shrunk = shrinker.shrink(sequence, keeping: .init(v))
        let c = shrunk?.shrunk ?? generator.makeCase(Choices(replaying: sequence))
        let found = report(shrunk?.violation ?? v, c, shrinkEvaluations: shrunk?.evaluations ?? 0,
                           stoppedEarly: shrunk?.stoppedEarly ?? false, index: index, seed: seed, runner: runner,
                           choices: shrunk?.sequence ?? sequence)
        return (found, shrunk?.otherFailures ?? [:])
    }

    /// The report of `violation` in case `c`: drawn, saved, with its replay line.
    private func report(_ violation: Violation, _ c: Case, shrinkEvaluations: Int, stoppedEarly: Bool, index: Int,
                        seed: UInt64, runner: CaseRunner, choices: ChoiceSequence? = nil) -> CheckFailure {
        let registry = runner.registry
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
                                    caseIndex: index, expectedToFail: false, target: target, choices: target == nil ? nil : choices)
            switch try? corpus.save(entry) {
            case .written(let url)?, .alreadyPresent(let url)?: corpusPath = url.path
            case nil: corpusPath = nil
            }
        }
        let statement = properties.first { $0.id == violation.property }?.statement
            ?? (violation.property == MetamorphicProperties.scaleInvariance.id ? MetamorphicProperties.scaleInvariance.statement
                : MetamorphicProperties.transposeSymmetry.statement)
        return CheckFailure(property: violation.property, statement: statement, message: violation.description,
                            replay: replayLine(seed, index), swiftCode: concrete.swiftSource(registry),
                            drawing: drawing, corpusPath: corpusPath, violation: violation, case: concrete,
                            shrinkEvaluations: shrinkEvaluations, shrinkStoppedEarly: stoppedEarly)
    }
}

extension Campaign {
    /// The case indices shard `index` of `count` runs out of `cases`: those congruent to
    /// `index` modulo `count`. The shards of one campaign are disjoint and together cover it,
    /// so a CI matrix of `count` machines runs every case exactly once.
    public static func shardIndices(cases: Int, shard index: Int, of count: Int) -> [Int] {
        (0..<cases).filter { $0 % count == index }
    }
}

/// The environment's say over fuzzing: `PLUMB_SEED` (a number, or `random`), `PLUMB_CASES`
/// (cases per run) and `PLUMB_REPLAY` (`seed:case`, to run one case only).
public enum FuzzSettings {
    /// `PLUMB_SEED`, or `fallback`.
    public static func seed(default fallback: UInt64) -> UInt64 {
        switch ProcessInfo.processInfo.environment["PLUMB_SEED"] {
        case "random"?:
            // A fresh seed from the clock; reports print it, so the run can be replayed.
            var mix = SplitMix64(seed: UInt64(Date().timeIntervalSince1970 * 1_000_000))
            return mix.next()
        case let value?: return UInt64(value) ?? fallback
        case nil: return fallback
        }
    }

    /// `PLUMB_CASES`, or `fallback`.
    public static func cases(default fallback: Int) -> Int {
        ProcessInfo.processInfo.environment["PLUMB_CASES"].flatMap(Int.init) ?? fallback
    }

    /// `PLUMB_REPLAY` as (seed, case index), if set.
    public static var replay: (UInt64, Int)? {
        ProcessInfo.processInfo.environment["PLUMB_REPLAY"].flatMap(parseReplay)
    }

    static func parseReplay(_ text: String) -> (UInt64, Int)? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let s = UInt64(parts[0]), let i = Int(parts[1]) else { return nil }
        return (s, i)
    }
}
