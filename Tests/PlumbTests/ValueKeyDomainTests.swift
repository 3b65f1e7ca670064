import Foundation
import Testing
@testable import Plumb
import PlumbUI

/// SOUND for tagged subviews: places each at the slot its `Slot` value names, in a row of
/// 20-pt slots; a subview without a slot is not placed at all (an app that tags every subview
/// never shows one).
struct SlottedRow: Layout {
    struct Slot: LayoutValueKey { static let defaultValue: Int? = nil }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 20 * CGFloat(subviews.compactMap { $0[Slot.self] }.map { $0 + 1 }.max() ?? 0), height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            guard let slot = subview[Slot.self] else { continue }
            subview.place(at: CGPoint(x: bounds.minX + 20 * CGFloat(slot), y: bounds.minY), proposal: ProposedViewSize(width: 20, height: 20))
        }
    }
}

@Suite("A declared layout value key's values are what every subview reads")
struct ValueKeyDomainTests {
    @Test("values without the default: every subview is tagged, so the untagged case the user ruled out is never blamed")
    func defaultLeftOut() {
        var checker = LayoutChecker(seed: 7, cases: 300)
        checker.valueKeys = [.key(SlottedRow.Slot.self, values: [0, 1, 2, 3])]
        let report = checker.check(SlottedRow())
        #expect(!report.failures.contains { $0.property == "placed-once" }, "\(report)")
    }

    @Test("values with the default (nil): untagged subviews are generated, and the one left unplaced is found")
    func defaultIncluded() {
        var checker = LayoutChecker(seed: 7, cases: 300)
        checker.valueKeys = [.key(SlottedRow.Slot.self, values: [nil, 0, 1, 2, 3])]
        let report = checker.check(SlottedRow())
        #expect(report.failures.contains { $0.property == "placed-once" }, "\(report)")
    }
}

@Suite("A declared range values cannot be drawn from is an error before any case runs")
struct DeclaredRangeTests {
    struct Column: LayoutValueKey { static let defaultValue = 0 }

    @Test("an infinite bound on a value key: nothing checked, and the error names the key and the range")
    func infiniteValueKeyRange() {
        var checker = LayoutChecker(seed: 1, cases: 50)
        checker.valueKeys = [.key(WeightedRow.Weight.self, in: 0...Double.infinity)]
        let report = checker.check(WeightedRow(gap: 4, columns: 2))
        #expect(report.cases == 0 && !report.passed)
        #expect(report.errors.contains { $0.contains("value key Weight has the range 0.0...inf: each bound must be finite") }, "\(report.errors)")
    }

    @Test("a whole-number range past ±2^53 (0...Int.max): nothing checked, not a trap converting the bound")
    func hugeIntegerRange() {
        var checker = LayoutChecker(seed: 1, cases: 50)
        checker.valueKeys = [.key(Column.self, in: 0...Int.max)]
        let report = checker.check(PlainSpread(gap: 2))
        #expect(report.cases == 0 && report.errors.contains { $0.contains("within ±2^53") }, "\(report.errors)")
    }

    @Test("a registered layout's parameter with an infinite bound stops a campaign run directly too")
    func infiniteParameterRange() {
        var registry = LayoutRegistry()
        registry.register("Spread", parameters: [.init("gap", in: -Double.infinity...10)]) { PlainSpread(gap: $0["gap"] ?? 0) }
        let campaign = Campaign(generator: Generator(GeneratorConfiguration(registry: registry, layoutUnderTest: "Spread")),
                                runner: CaseRunner(registry: registry), properties: PropertyCatalog.all)
        let report = campaign.run(seed: 1, cases: 20)
        #expect(report.cases == 0 && report.errors.contains { $0.contains("Spread's parameter gap") && $0.contains("finite") }, "\(report.errors)")
        var sound = LayoutRegistry()
        sound.register("Spread", parameters: [.init("gap", in: 0...10)]) { PlainSpread(gap: $0["gap"] ?? 0) }
        #expect(sound.declarationProblems.isEmpty)
    }
}

/// SOUND: subviews side by side at their ideal sizes, `gap` apart (a registered layout with a parameter).
struct PlainSpread: Layout {
    var gap: Double
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gap * Double(max(0, sizes.count - 1)), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + gap
        }
    }
}
