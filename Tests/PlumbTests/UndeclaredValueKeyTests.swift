import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI

@Suite("A layout value the layout reads but the checker never varies is an error, not a silent pass")
struct UndeclaredValueKeyTests {
    @Test("WeightedRow reads Weight: unchecked, every case has the default weight and its overflow goes unseen; the report says so")
    func undeclaredKeyIsAnError() {
        let report = LayoutChecker(seed: 5, cases: 300).check(WeightedRow(gap: 4, columns: 2))
        #expect(!report.passed)
        #expect(report.errors.contains { $0.contains("reads the layout value Weight") && $0.contains("valueKeys") }, "\(report.errors)")
        #expect(report.failures.isEmpty, "with the default weight the row is sound: \(report)")
    }

    @Test("declared, the key's values are generated: no such error, and the overflow at other weights is found")
    func declaredKeyIsChecked() {
        var checker = LayoutChecker(seed: 5, cases: 300)
        checker.valueKeys = [.key(WeightedRow.Weight.self, in: 0.5...3)]
        let report = checker.check(WeightedRow(gap: 4, columns: 2))
        #expect(!report.errors.contains { $0.contains("reads the layout value") }, "\(report.errors)")
        #expect(report.failures.contains { $0.property == "inside-bounds" || $0.property == "size-agreement" }, "\(report)")
    }

    @Test("PlumbUI's own keys, read by a GridLayout the layout hands its work to, are not the layout's to declare")
    func builtinKeysAreNotReported() {
        let snapshot = LayoutHost(size: CGSize(width: 100, height: 100)).layout(HandsItsWorkTo(builtin: GridLayout()) { Color.red; Color.blue }, proposal: .unspecified, at: .zero)
        #expect(!snapshot.nodes[0].valueKeysRead.isEmpty, "the grid read no key: this test checks nothing")
        let report = LayoutChecker(seed: 1, cases: 200).check(HandsItsWorkTo(builtin: GridLayout()))
        #expect(!report.errors.contains { $0.contains("reads the layout value") }, "\(report.errors)")
    }
}

/// SOUND, but reads its `Tilt` key only in a crowded row (at least `crowd` subviews) placed
/// with a zero width: a key read in few cases.
struct TiltsWhenCrowded: Layout {
    var crowd: Int
    struct Tilt: LayoutValueKey { static let defaultValue = 0.0 }
    /// Lays out as `PlainRow`, reading the key first when crowded and offered no width.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        PlainRow().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if subviews.count >= crowd && proposal.width == 0 { for s in subviews { _ = s[Tilt.self] } }
        PlainRow().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

@Suite("A layout value read only in a few cases is still found")
struct RareValueKeyTests {
    @Test("in process, every case records what the layout reads: a key read only past the first 64 cases is reported")
    func rareKeyIsFound() throws {
        // A seed whose first 64 cases never read the key but whose 500 do: only recording every
        // case finds it (the old check looked at the first 64).
        let found = (1...30 as ClosedRange<UInt64>).first { seed in
            !LayoutChecker(seed: seed, cases: 64).check(TiltsWhenCrowded(crowd: 6)).errors.contains { $0.contains("Tilt") }
                && LayoutChecker(seed: seed, cases: 500).check(TiltsWhenCrowded(crowd: 6)).errors.contains { $0.contains("reads the layout value Tilt") }
        }
        let seed = try #require(found, "no seed reads the key only after case 64 and reports it")
        var declared = LayoutChecker(seed: seed, cases: 500)
        declared.valueKeys = [.key(TiltsWhenCrowded.Tilt.self, in: 0...1)]
        #expect(!declared.check(TiltsWhenCrowded(crowd: 6)).errors.contains { $0.contains("reads the layout value") })
    }

    @Test("checked in a child, the answers name the undeclared keys their cases read")
    func isolatedAnswersNameTheKeys() {
        let report = LayoutChecker(seed: 5, cases: 40, isolation: .process()).check(WeightedRow(gap: 4, columns: 2))
        #expect(report.errors.contains { $0.contains("reads the layout value Weight") }, "\(report.errors)")
    }

    @Test("checked in a child, a key read only past the cases this process could lay out again is reported; declared, it is not")
    func rareKeyIsFoundIsolated() {
        // Seed 36 reads the key first after case 256: laying the first cases out again here (the
        // old way for a check run in children) would have missed it.
        let early = LayoutChecker(seed: 36, cases: LayoutChecker.casesLaidOutAgainForKeys).check(TiltsWhenCrowded(crowd: 6))
        #expect(!early.errors.contains { $0.contains("Tilt") }, "the first cases read the key: this test checks nothing")
        let report = LayoutChecker(seed: 36, cases: 700, isolation: .process()).check(TiltsWhenCrowded(crowd: 6))
        // A hang or crash (which this sound layout cannot have) would leave the keys unreported:
        // the failures are printed too, so that such a verdict shows itself.
        #expect(report.errors.contains { $0.contains("reads the layout value Tilt") }, "\(report.errors) \(report.failures.map(\.message))")
        var declared = LayoutChecker(seed: 36, cases: 700, isolation: .process())
        declared.valueKeys = [.key(TiltsWhenCrowded.Tilt.self, in: 0...1)]
        let checked = declared.check(TiltsWhenCrowded(crowd: 6))
        #expect(checked.cases == 700 && !checked.errors.contains { $0.contains("reads the layout value") } && checked.failures.isEmpty,
                "\(checked.cases) cases: \(checked.errors) \(checked.failures.map(\.message))")
    }

    @Test("checked in a child, a case sent alone (a batch of one, a case settled after a worker's death) records its answer too")
    func keyReadInACaseSentAloneIsFound() {
        // Seed 263 reads the key first in case 64: of 65 cases, the only one of the second
        // batch, which goes to the child alone.
        let before = LayoutChecker(seed: 263, cases: Campaign.isolatedBatchSize).check(TiltsWhenCrowded(crowd: 6))
        #expect(!before.errors.contains { $0.contains("Tilt") }, "the first batch reads the key: this test checks nothing")
        let inProcess = LayoutChecker(seed: 263, cases: Campaign.isolatedBatchSize + 1).check(TiltsWhenCrowded(crowd: 6))
        #expect(inProcess.errors.contains { $0.contains("reads the layout value Tilt") }, "case 64 does not read the key: this test checks nothing")
        let report = LayoutChecker(seed: 263, cases: Campaign.isolatedBatchSize + 1, isolation: .process()).check(TiltsWhenCrowded(crowd: 6))
        #expect(report.cases == Campaign.isolatedBatchSize + 1 && report.errors.contains { $0.contains("reads the layout value Tilt") },
                "\(report.cases) cases: \(report.errors)")
    }
}
