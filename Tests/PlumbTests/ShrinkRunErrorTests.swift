import Foundation
import Testing
@testable import Plumb
import PlumbExamples

/// A failure is never lost because its shrink could not run a case or the case did not fail so
/// again: it is reported as found, saying why it is not shrunk, and a case that could not run
/// is an error of the run.
@Suite("Shrink run errors")
struct ShrinkRunErrorTests {
    /// Runs cases in process; what it does to the single cases shrinking asks for is the test's.
    final class ScriptedExecutor: CaseExecutor {
        enum Script {
            /// A failure first seen while shrinking shows once, never again.
            case furtherFailuresShowOnce
            /// Every case shrinking asks for throws.
            case shrinkingThrows
            /// A case the campaign found failing runs again (the shrink's first run); every other
            /// single case throws (the shrink's candidates, and any counterfactual run before).
            case candidatesThrow
        }
        let script: Script
        let inner = InProcessExecutor()
        private var campaignSignatures: Set<Shrinker.Signature> = [], furtherSeen: Set<Shrinker.Signature> = []
        private var failingCases: [Case] = []

        init(_ script: Script) { self.script = script }

        func violations(_ c: Case, runner: CaseRunner) throws -> [Violation] {
            switch script {
            case .shrinkingThrows: throw WorkerCaseError(description: "scripted: no child to run in")
            case .candidatesThrow where !failingCases.contains(c): throw WorkerCaseError(description: "scripted: no child to run in")
            case .candidatesThrow: return try inner.violations(c, runner: runner)
            case .furtherFailuresShowOnce:
                return try inner.violations(c, runner: runner).filter {
                    let signature = Shrinker.Signature($0)
                    return campaignSignatures.contains(signature) || furtherSeen.insert(signature).inserted
                }
            }
        }
        func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner) throws -> [Violation] {
            try violations(c, runner: runner)
        }
        func violations(batch: [SeededCase], then upcoming: [[SeededCase]]) -> [Result<[Violation], Error>] {
            let results = inner.violations(batch: batch, then: upcoming)
            for (item, result) in zip(batch, results) {
                guard case .success(let found) = result, !found.isEmpty else { continue }
                campaignSignatures.formUnion(found.map(Shrinker.Signature.init))
                failingCases.append(item.made.c)
            }
            return results
        }
        var lookahead: Int { 0 }
        func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String) {
            inner.presentation(c, runner: runner, highlight: highlight)
        }
        func finish() {}
    }

    static let campaign = LayoutChecker(seed: 1, cases: 300).campaign(for: BrokenDivider())

    /// A seed whose 300 cases meet a further failure while shrinking (the first of seeds 1, 2, … that does).
    static let seed: UInt64 = 5

    static func run(_ executor: CaseExecutor) -> CheckReport {
        campaign.run(seed: seed, indices: 0..<300, on: executor)
    }

    @Test("a further failure met while shrinking is reported even when it does not fail so again")
    func furtherFailureThatDoesNotRecur() throws {
        let baseline = Self.run(InProcessExecutor())
        let further = try #require((baseline.failures + baseline.warnings).first { $0.foundWhileShrinking },
                                   "BrokenDivider meets a further failure:\n\(baseline)")
        let report = Self.run(ScriptedExecutor(.furtherFailuresShowOnce))
        let kept = try #require((report.failures + report.warnings).first { $0.property == further.property && $0.foundWhileShrinking },
                                "\(report)")
        #expect(kept.notShrunk?.contains("did not fail this way") == true, "\(kept.report)")
        #expect(kept.report.contains("the case that showed it"))
        #expect(report.failures.count + report.warnings.count == baseline.failures.count + baseline.warnings.count)
    }

    @Test("a failure whose case cannot be run again is reported unshrunk, and the run has an error saying so")
    func caseThatCannotRunAgain() throws {
        let report = Self.run(ScriptedExecutor(.shrinkingThrows))
        let first = try #require(report.failures.first, "\(report)")
        #expect(first.notShrunk?.contains("could not be run again") == true, "\(first.report)")
        #expect(report.errors.contains { $0.contains("could not be run again") && $0.contains("scripted: no child") }, "\(report.errors)")
        #expect(!report.passed)
    }

    @Test("a shrink whose candidates cannot run says its case may not be minimal, as an error of the run")
    func candidatesThatCannotRun() throws {
        let report = Self.run(ScriptedExecutor(.candidatesThrow))
        let first = try #require(report.failures.first, "\(report)")
        #expect(first.notShrunk == nil && first.shrinkError?.contains("may not be minimal") == true, "\(first.report)")
        #expect(report.errors.contains { $0.contains("a candidate could not be run") && $0.contains("scripted: no child") }, "\(report.errors)")
    }
}
