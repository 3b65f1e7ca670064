import Foundation
import Testing
@testable import Plumb
import PlumbExamples

/// libFuzzer's inputs as Plumb's decisions (`Choices(bytes:)`, `CoverageGuidedCheck`).
@Suite("Coverage-guided inputs")
struct CoverageGuidedCheckTests {
    @Test("the same bytes make the same case; no bytes make the simplest")
    func bytesAreDecisions() {
        let generator = Generator()
        var rng = SplitMix64(seed: 9)
        for _ in 0..<50 {
            let bytes = (0..<Int(rng.below(200))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let once = generator.makeCase(Choices(bytes: bytes)), again = generator.makeCase(Choices(bytes: bytes))
            #expect(once.root.swiftSource(.builtIn) == again.root.swiftSource(.builtIn) && once.proposal == again.proposal)
        }
        #expect(generator.makeCase(Choices(bytes: [])).root.swiftSource(.builtIn) == generator.makeCase(Choices(replaying: ChoiceSequence())).root.swiftSource(.builtIn))
    }

    @Test("a saved case's choices convert to bytes that make the same case, and back")
    func sequencesConvertBothWays() {
        let check = CoverageGuidedCheck(FlowLayout(spacing: 4))
        let generator = LayoutChecker().campaign(for: FlowLayout(spacing: 4)).generator
        for seed in 0..<200 as Range<UInt64> {
            let choices = Choices(seed: seed)
            let made = generator.makeCase(choices)
            let bytes = check.input(for: choices.sequence)
            let back = check.makeCase(bytes)
            #expect(back.root.swiftSource(ExampleLayouts.registry) == made.root.swiftSource(ExampleLayouts.registry) && back.proposal == made.proposal,
                    "seed \(seed) did not survive the trip through bytes")
            #expect(check.sequence(for: bytes) == choices.sequence, "seed \(seed): the bytes read back as other choices")
        }
    }

    @Test("a failing input is shrunk, saved with its bytes and reported once; a sound layout's inputs report nothing")
    func failuresBecomePlumbFailures() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-coverage-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var checker = LayoutChecker()
        checker.corpus = Corpus(root: root)
        let check = CoverageGuidedCheck(BrokenRadialCachesRadius(), checker: checker)
        check.write = { _ in }
        var rng = SplitMix64(seed: 1)
        var failing: (bytes: [UInt8], failure: CheckFailure)?
        for _ in 0..<500 where failing == nil {
            let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            if let failure = check.test(bytes).first(where: { $0.property == "cache-consistency" }) { failing = (bytes, failure) }
        }
        let (bytes, failure) = try #require(failing, "500 random inputs never broke cache-consistency: \(check.summary)")
        #expect(failure.violation.variant == "after a resize")
        #expect(failure.corpusPath?.hasPrefix(root.path) == true)
        #expect(failure.replay.contains("libfuzzer-inputs"), "\(failure.replay)")
        #expect(check.test(bytes).isEmpty, "a failure seen before is not reported again")
        #expect(!check.passed)
        let sound = CoverageGuidedCheck(FlowLayout(spacing: 4))
        for _ in 0..<100 { sound.test((0..<64).map { _ in UInt8(truncatingIfNeeded: rng.next()) }) }
        #expect(sound.passed && sound.inputs == 100, "\(sound.summary): \(sound.failures.map(\.message))")
    }
}
