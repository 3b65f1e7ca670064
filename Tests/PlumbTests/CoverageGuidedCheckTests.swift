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

    @Test("a decision below its range is its bytes' own bits: one bit flipped flips that bit, a written constant is that constant")
    func decisionsKeepTheirBits() {
        func decision(_ bytes: [UInt8], below bound: Int) -> Int { Choices(bytes: bytes).index(below: bound) }
        // 100,000 options take three bytes; 40,213 is 0x009D15.
        #expect(decision([0x00, 0x9D, 0x15], below: 100_000) == 40_213)
        #expect(decision([0x00, 0x9D, 0x14], below: 100_000) == 40_212, "a low bit flipped changes the decision by one")
        #expect(decision([0x00, 0x9D, 0x15 | 0x80], below: 100_000) == 40_213 | 0x80)
        // Bits above the range's own are dropped (modulo 100,000 would scramble the rest).
        #expect(decision([0xFE, 0x9D, 0x15], below: 100_000) == 40_213)
        // Past the range (17 bits reach 131,071), a number wraps once.
        #expect(decision([0x01, 0xFF, 0xFF], below: 100_000) == 131_071 - 100_000)
        #expect(decision([0xFF], below: 181) == 255 - 181)
        #expect(decision([0x07], below: 1) == 0)
        #expect(decision([], below: 100_000) == 0, "no bytes left: the simplest decision")
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

    @Test("BrokenKeypadRow breaks placed-once on the row that spells its code, and 1,000 seeded cases never reach it")
    func beyondRandomExample() throws {
        let campaign = LayoutChecker().campaign(named: "BrokenKeypadRow", in: ExampleLayouts.registry)
        func row(_ digits: [Int]) -> Case {
            let keys = digits.map { CaseNode(.color, modifiers: [.frame(width: 10, height: 10, alignment: .center),
                                                                 .layoutValue(key: "KeyDigit", value: Double($0))]) }
            return Case(root: CaseNode(.custom(name: "BrokenKeypadRow", parameters: [:]), children: keys),
                        proposal: .size(width: nil, height: nil), layoutUnderTest: "BrokenKeypadRow")
        }
        let spelt = try campaign.runner.run(row(BrokenKeypadRow.specialCode + [0])).result.violations
        #expect(spelt.contains { $0.property == "placed-once" }, "\(spelt)")
        let sixKeys = try campaign.runner.run(row(BrokenKeypadRow.specialCode)).result.violations
        #expect(sixKeys.contains { $0.property == "placed-once" }, "six keys spelling the code lose the sixth: \(sixKeys)")
        let oneDigitOff = try campaign.runner.run(row([4, 2, 1, 3, 3, 8, 0])).result.violations
        #expect(!oneDigitOff.contains { $0.property == "placed-once" }, "\(oneDigitOff)")
        let report = campaign.run(seed: 1, cases: 1_000)
        #expect(report.passed, "seeded cases reached a bug meant to be beyond them: \(report)")
    }

    @Test("BrokenFeaturedTileRow and BrokenChipAreaFallback break inside-bounds only on the rows that reach their branches, beyond 1,000 seeded cases")
    func beyondRandomCountsAndSums() throws {
        func row(_ name: String, _ sizes: [(Double, Double)], tile: Int? = nil) -> Case {
            let items = sizes.map { CaseNode(.color, modifiers: [.frame(width: $0.0, height: $0.1, alignment: .center)]
                                             + (tile.map { [.layoutValue(key: "TileID", value: Double($0))] } ?? [])) }
            return Case(root: CaseNode(.custom(name: name, parameters: [:]), children: items),
                        proposal: .size(width: nil, height: nil), layoutUnderTest: name)
        }
        func breaksInsideBounds(_ c: Case) throws -> Bool {
            let campaign = LayoutChecker().campaign(named: c.layoutUnderTest ?? "", in: ExampleLayouts.registry)
            return try campaign.runner.run(c).result.violations.contains { $0.property == "inside-bounds" }
        }
        let three = Array(repeating: (40.0, 20.0), count: BrokenFeaturedTileRow.tilesWithFeature)
        #expect(try breaksInsideBounds(row("BrokenFeaturedTileRow", three, tile: BrokenFeaturedTileRow.featuredTile)))
        #expect(try !breaksInsideBounds(row("BrokenFeaturedTileRow", three, tile: BrokenFeaturedTileRow.featuredTile - 1)))
        #expect(try !breaksInsideBounds(row("BrokenFeaturedTileRow", three + three.prefix(1), tile: BrokenFeaturedTileRow.featuredTile)))
        // 19 chips of 200 × 60 cover 228,000 square points; one chip a point narrower does not.
        let chips = Array(repeating: (200.0, 60.0), count: 19)
        #expect(try breaksInsideBounds(row("BrokenChipAreaFallback", chips)))
        #expect(try !breaksInsideBounds(row("BrokenChipAreaFallback", Array(chips.dropLast()) + [(199.0, 60.0)])))
        for name in ["BrokenFeaturedTileRow", "BrokenChipAreaFallback"] {
            let report = LayoutChecker().campaign(named: name, in: ExampleLayouts.registry).run(seed: 1, cases: 1_000)
            #expect(report.passed, "seeded cases reached \(name)'s bug, meant to be beyond them: \(report)")
        }
    }

    @Test("a layout is named as the registry names it; an unknown name makes no check")
    func namedLayouts() {
        #expect(CoverageGuidedCheck(named: "NoSuchLayout", in: ExampleLayouts.registry) == nil)
        #expect(CoverageGuidedCheck(named: "FlowLayout", in: ExampleLayouts.registry) != nil)
    }

    @Test("seeded case i of a seed is the case LayoutChecker(seed:) checks i-th: the random baseline finds what plumb fuzz finds")
    func seededCasesMatchTheChecker() throws {
        let check = try #require(CoverageGuidedCheck(named: "BrokenFlowFallbackWidth", in: ExampleLayouts.registry))
        check.write = { _ in }
        var first: Int?
        for index in 0..<1_000 where first == nil {
            if !check.test(seed: 3, index: index).isEmpty { first = index }
        }
        let index = try #require(first, "1,000 seeded cases never broke BrokenFlowFallbackWidth: \(check.summary)")
        let failure = try #require(check.failures.first)
        #expect(failure.replay.contains("PLUMB_FUZZ_RANDOM=3") && failure.replay.contains("-runs=\(index + 1)"), "\(failure.replay)")
        let campaign = LayoutChecker().campaign(named: "BrokenFlowFallbackWidth", in: ExampleLayouts.registry)
        let seeded = campaign.run(seed: 3, cases: index + 1)
        #expect(seeded.failures.contains { $0.property == failure.property }, "plumb fuzz --seed 3 did not find \(failure.property) in \(index + 1) cases: \(seeded)")
    }

    @Test("every way a run's inputs fail is reported: a property an input broke beside the one its report shows is not marked seen")
    func noFindingIsLost() throws {
        // With a corpus (as plumb-fuzz runs), an early case from seed 1 breaks finite-geometry
        // beside properties its shrunk report shows; every signature the input showed was once
        // marked seen, so finite-geometry was never reported in 227,008 further inputs.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-coverage-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var checker = LayoutChecker()
        checker.waivers = ExampleLayouts.waivers  // as plumb-fuzz checks it
        checker.corpus = Corpus(root: root)
        let check = try #require(CoverageGuidedCheck(named: "BrokenFlowCentersInProposal", in: ExampleLayouts.registry, checker: checker))
        check.write = { _ in }
        for index in 0..<200 { check.test(seed: 1, index: index) }
        checker.corpus = nil
        let campaign = checker.campaign(named: "BrokenFlowCentersInProposal", in: ExampleLayouts.registry)
        let seeded = campaign.run(seed: 1, cases: 200)
        func properties(_ failures: [CheckFailure]) -> Set<String> {
            Set(failures.flatMap { [$0.property] + $0.alsoBreaks.map(\.property) })
        }
        let expected = properties(seeded.failures + seeded.warnings)
        #expect(expected.contains("finite-geometry"), "\(seeded)")
        #expect(properties(check.failures) == expected, "\(check.summary)")
        #expect(check.errors.isEmpty, "\(check.errors)")
    }
}
