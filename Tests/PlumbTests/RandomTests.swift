import Testing
@testable import Plumb

@Suite("Plumb's PRNG and choice sequences")
struct RandomTests {
    static let firstOutputs: [(UInt64, [UInt64])] = [
        (0, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]),
        (1, [0x910A_2DEC_8902_5CC1, 0xBEEB_8DA1_658E_EC67, 0xF893_A2EE_FB32_555E]),
        (42, [0xBDD7_3226_2FEB_6E95, 0x28EF_E333_B266_F103, 0x4752_6757_130F_9F52]),
    ]

    static let firstBelow10: [(UInt64, [UInt64])] = [(0, [8, 4, 0, 9, 1]), (1, [5, 7, 9, 4, 4]), (42, [7, 1, 2, 3, 0])]

    @Test("SplitMix64's first outputs are pinned for seeds 0, 1 and 42 (seed 0 matches the published reference)",
          arguments: firstOutputs)
    func pinned(seed: UInt64, expected: [UInt64]) {
        var rng = SplitMix64(seed: seed)
        #expect((0..<3).map { _ in rng.next() } == expected)
    }

    @Test("range reduction is pinned too", arguments: firstBelow10)
    func pinnedBelow(seed: UInt64, expected: [UInt64]) {
        var rng = SplitMix64(seed: seed)
        #expect((0..<5).map { _ in rng.below(10) } == expected)
    }

    @Test("below(n) stays in range and reaches every value")
    func belowRange() {
        var rng = SplitMix64(seed: 7)
        var seen = Set<UInt64>()
        for _ in 0..<2000 {
            let v = rng.below(7)
            #expect(v < 7)
            seen.insert(v)
        }
        #expect(seen.count == 7)
    }

    @Test("a replayed sequence gives the same decisions; one that runs out or does not fit gives 0")
    func replay() {
        let fresh = Choices(seed: 3)
        let drawn = (0..<20).map { _ in fresh.index(below: 9) }
        let replayed = Choices(replaying: fresh.sequence)
        #expect((0..<20).map { _ in replayed.index(below: 9) } == drawn)
        #expect(replayed.fallbacks == 0)

        let short = Choices(replaying: ChoiceSequence([5, 99]))
        #expect(short.index(below: 9) == 5)
        #expect(short.index(below: 9) == 0, "99 does not fit below 9")
        #expect(short.index(below: 9) == 0, "past the end")
        #expect(short.fallbacks == 2)
    }

    @Test("shortlex order: shorter first, then smaller")
    func shortlex() {
        #expect(ChoiceSequence([9, 9]) < ChoiceSequence([0, 0, 0]))
        #expect(ChoiceSequence([1, 2]) < ChoiceSequence([1, 3]))
        #expect(!(ChoiceSequence([1, 3]) < ChoiceSequence([1, 3])))
    }

    @Test("spans mark where each piece's decisions begin and end")
    func spans() {
        let c = Choices(seed: 1)
        c.span("outer") {
            _ = c.index(below: 3)
            c.span("inner") { _ = c.index(below: 3); _ = c.index(below: 3) }
        }
        #expect(c.spans == [ChoiceSpan(label: "inner", start: 1, end: 3, depth: 1), ChoiceSpan(label: "outer", start: 0, end: 3, depth: 0)])
    }
}
