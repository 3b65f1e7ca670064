import Foundation

/// A layout checked on the inputs of a coverage-guided fuzzer (libFuzzer), instead of seeds.
///
/// Each input's bytes are the generator's decisions (`Choices(bytes:)`), so the fuzzer's
/// coverage and value profile (which see the layout's own comparisons, such as
/// `width > 1000`) steer the cases it makes; the same bytes make the same case. A case that
/// breaks a property in a way not seen before in the run becomes a Plumb failure as a seeded
/// one does: judged, shrunk, saved to the corpus as JSON, and printed as Swift, with the
/// input's bytes kept beside it for the fuzzer. A fuzz target for a layout is a few lines:
///
/// ```swift
/// let check = CoverageGuidedCheck(MyFlowLayout())
/// // libFuzzer's entry, called once per input:
/// check.test(data, size)
/// ```
public final class CoverageGuidedCheck: @unchecked Sendable {
    // One instance serves one fuzzer process, whose inputs come one at a time.
    private var campaign: Campaign
    // Signatures reported (as a failure or as one it also breaks): never reported twice.
    private var seen: Set<Shrinker.Signature> = []
    // Signatures an input showed that its report did not contain (shrunk into another
    // failure, or not failing so again): how many inputs showing them were shrunk.
    private var unreported: [Shrinker.Signature: Int] = [:]
    /// How many inputs showing a signature are shrunk before it is left to later reports: a
    /// signature is never marked seen unreported, and never shrunk on every input.
    static let maxUnreportedAttempts = 8
    /// The inputs tested so far.
    public private(set) var inputs = 0
    /// The distinct failures found so far (errors and warnings), shrunk.
    public private(set) var failures: [CheckFailure] = []
    /// What kept an input from being checked, or a failure from being saved.
    public private(set) var errors: [String] = []
    /// Where the bytes of each failing input are written (`<corpus>/libfuzzer-inputs`), if a
    /// corpus is set: the fuzzer's own form of the failure, to give it as an argument again.
    public let inputsFolder: URL?
    /// How a report says to run one saved input again (by default this executable with the file).
    public var replayCommand: @Sendable (_ inputPath: String) -> String = { "\(CommandLine.arguments[0]) \($0)" }
    /// How a report says to make a seeded case (`test(seed:index:)`) again: by default this
    /// executable in its random mode, stopped after that case.
    public var seededReplayCommand: @Sendable (_ seed: UInt64, _ index: Int) -> String = {
        "PLUMB_FUZZ_RANDOM=\($0) \(CommandLine.arguments[0]) -runs=\($1 + 1)"
    }
    /// Where reports are written (standard error by default).
    public var write: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// Checks `layout` as `checker` would (its properties, declarations, waivers and corpus).
    public init<L: Layout>(_ layout: L, checker: LayoutChecker = LayoutChecker()) {
        campaign = checker.campaign(for: layout)
        campaign.savesChoices = true
        inputsFolder = checker.corpus?.root.appendingPathComponent("libfuzzer-inputs")
    }

    /// Checks the layout registered as `name` in `registry` (parameters and value keys drawn as
    /// it declares them), with `checker`'s settings: for a program that fuzzes many layouts
    /// by name, as `plumb-fuzz` does. Nil when `registry` has no such layout.
    public init?(named name: String, in registry: LayoutRegistry, checker: LayoutChecker = LayoutChecker()) {
        guard registry.entry(named: name) != nil else { return nil }
        campaign = checker.campaign(named: name, in: registry)
        campaign.savesChoices = true
        inputsFolder = checker.corpus?.root.appendingPathComponent("libfuzzer-inputs")
    }

    /// Tests the case libFuzzer's input makes: `LLVMFuzzerTestOneInput`'s body. Returns 0, as
    /// libFuzzer asks; failures are reported and kept in `failures`.
    @discardableResult
    public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        test(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }

    /// Tests the case `bytes` make, and returns the failures it showed first in this run.
    @discardableResult
    public func test(_ bytes: [UInt8]) -> [CheckFailure] { test(Choices(bytes: bytes), bytes: bytes) }

    /// Tests the case a seeded check makes at `index` from `seed` (`LayoutChecker(seed:)`'s
    /// case `index`), and returns the failures it showed first in this run: random generation
    /// through the same judging, shrinking and saving, the baseline coverage guidance is
    /// measured against (`plumb-fuzz` with `PLUMB_FUZZ_RANDOM`).
    @discardableResult
    public func test(seed: UInt64, index: Int) -> [CheckFailure] {
        test(Choices(seed: Generator.caseSeed(seed, index: index)), bytes: nil, seeded: (seed, index))
    }

    private func test(_ choices: Choices, bytes: [UInt8]?, seeded: (seed: UInt64, index: Int)? = nil) -> [CheckFailure] {
        inputs += 1
        let c = campaign.generator.makeCase(choices)
        let violations: [Violation]
        do {
            violations = try campaign.runner.run(c).result.violations
        } catch {
            errors.append("input \(inputs): \(error)")
            return []
        }
        let fresh = Set(violations.map(Shrinker.Signature.init)).subtracting(seen)
        guard fresh.contains(where: { unreported[$0, default: 0] < Self.maxUnreportedAttempts }) else { return [] }
        var replay = "the saved corpus entry (plumb replay)"
        if let seeded {
            replay = seededReplayCommand(seeded.seed, seeded.index)
        } else if let folder = inputsFolder, let bytes {
            do {
                replay = replayCommand(try save(bytes, in: folder))
            } catch {
                errors.append("input \(inputs): its bytes could not be saved in \(folder.path): \(error)")
            }
        }
        let line = replay
        campaign.replayLine = { _, _ in line }
        let report = campaign.run(sequences: [choices.sequence])
        let found = (report.failures + report.warnings).filter { seen.insert(Shrinker.Signature($0.violation)).inserted }
        for failure in found { seen.formUnion(failure.alsoBreaks.map(\.signature)) }
        for signature in fresh.subtracting(seen) {
            unreported[signature, default: 0] += 1
            if unreported[signature] == Self.maxUnreportedAttempts {
                errors.append("input \(inputs): \(signature) was shown by \(Self.maxUnreportedAttempts) inputs but no shrunk report "
                              + "contained it; it is no longer shrunk (replay: \(line))")
                write("error: \(errors[errors.count - 1])")
            }
        }
        failures += found
        errors += report.errors
        for failure in found { write(failure.report) }
        for error in report.errors { write("error: \(error)") }
        return found
    }

    /// The libFuzzer input that makes the case `sequence` makes (a saved corpus entry's
    /// `choices`), for seeding a fuzzer's corpus with Plumb's: the inverse of `test(_:)`'s
    /// reading of bytes.
    public func input(for sequence: ChoiceSequence) -> [UInt8] {
        let choices = Choices(replaying: sequence, encodingBytes: true)
        _ = campaign.generator.makeCase(choices)
        return choices.bytesEncoding ?? []
    }

    /// The choices `bytes` make: a fuzzer's input as a Plumb choice sequence.
    public func sequence(for bytes: [UInt8]) -> ChoiceSequence {
        let choices = Choices(bytes: bytes)
        _ = campaign.generator.makeCase(choices)
        return choices.sequence
    }

    /// The case `bytes` make.
    public func makeCase(_ bytes: [UInt8]) -> Case { campaign.generator.makeCase(Choices(bytes: bytes)) }

    /// A summary of the run: inputs, distinct failures, errors.
    public var summary: String {
        let errorCount = failures.filter { $0.severity == .error }.count
        return "\(inputs) inputs: \(errorCount) distinct failure\(errorCount == 1 ? "" : "s"), "
            + "\(failures.count - errorCount) warning\(failures.count - errorCount == 1 ? "" : "s"), \(errors.count) error\(errors.count == 1 ? "" : "s")"
    }

    /// Whether the run found no error and had none.
    public var passed: Bool { !failures.contains { $0.severity == .error } && errors.isEmpty }

    /// Writes `bytes` atomically under a name from their content (never over other content).
    private func save(_ bytes: [UInt8], in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(String(StableHash.fnv1a(bytes), radix: 16) + ".bin")
        if let existing = FileManager.default.contents(atPath: url.path) {
            guard existing == Data(bytes) else { throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path]) }
            return url.path
        }
        try Data(bytes).write(to: url, options: .atomic)
        return url.path
    }
}
