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
