import Foundation
import PlumbProperties

/// Runs a campaign's cases: in this process, or in an isolated child.
protocol CaseExecutor: AnyObject {
    /// The violations `c` has under `runner` (a crash or hang is one too, when isolated).
    func violations(_ c: Case, runner: CaseRunner) throws -> [Violation]
    /// The violations of case `c`, which `Choices(seed: seed)` made with the campaign's
    /// generator: an isolated child that has the generator makes the case itself.
    func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner) throws -> [Violation]
    /// The violations of each case of `batch` (several per round trip, when isolated).
    /// `upcoming` are the batches the caller will ask for next, in order (up to `lookahead` of
    /// them): isolated children may start on them before this one's answers are read, so they
    /// never wait for the parent between batches.
    func violations(batch: [SeededCase], then upcoming: [[SeededCase]]) -> [Result<[Violation], Error>]
    /// How many upcoming batches `violations(batch:then:)` can use.
    var lookahead: Int { get }
    /// `c` materialized and drawn, the node at `highlight` marked; `c` and a note if it cannot be.
    func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String)
    /// Ends any child process.
    func finish()
}

/// Runs cases in this process.
final class InProcessExecutor: CaseExecutor {
    func violations(_ c: Case, runner: CaseRunner) throws -> [Violation] {
        InProcessCaseNote.stillWorking()  // each of a shrink's runs restarts the hang clock
        return try runner.run(c).result.violations
    }
    func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner) throws -> [Violation] {
        try violations(c, runner: runner)
    }
    func violations(batch: [SeededCase], then upcoming: [[SeededCase]]) -> [Result<[Violation], Error>] {
        batch.map { item in
            Result {
                let result = try item.runner.run(item.made.c).result
                item.runner.waiverUses?.record(result.waived)
                return result.violations
            }
        }
    }
    var lookahead: Int { 0 }

    func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String) {
        do { return try runner.presentation(c, highlight: highlight) } catch { return (c, "(not drawn: \(error))") }
    }

    func finish() {}
}

/// A campaign case, made from its seed only when it is needed: an isolated child makes the
/// case itself, so the parent makes it only to check the child's draw (once a batch) and to
/// shrink a failure.
final class SeededCase {
    let seed: UInt64
    let runner: CaseRunner
    private let generator: Generator

    /// The sequence the case replays instead of drawing from `seed` (an input a coverage-guided
    /// fuzzer found); such a case runs in process only.
    private let replaying: ChoiceSequence?

    init(seed: UInt64, runner: CaseRunner, generator: Generator, replaying: ChoiceSequence? = nil) {
        self.seed = seed; self.runner = runner; self.generator = generator; self.replaying = replaying
    }

    /// The case, its choice sequence and `Choices.checksum`.
    private(set) lazy var made: (c: Case, sequence: ChoiceSequence, checksum: UInt64) = {
        let choices = replaying.map { Choices(replaying: $0) } ?? Choices(seed: seed)
        let c = generator.makeCase(choices)
        return (c, choices.sequence, choices.checksum)
    }()
}

/// A case the child could run no further (a thrown error, not a trap).
struct WorkerCaseError: Error, CustomStringConvertible {
    let description: String
}
