import Foundation
import PlumbUI
import Synchronization
import Testing
@testable import Plumb
@testable import PlumbProperties

/// Count calls across every node and case, so answers vary from call to call (one counter per
/// fixture: tests run in parallel, and a shared one would make a fixture's parity another's).
let noiseCalls = Atomic<Int>(0)
let driftCalls = Atomic<Int>(0)

/// A row whose width is its subviews' widths summed in an order that changes from call to call,
/// as a sum over a `Dictionary` changes with each process's hash order: answers then differ in
/// the last bits, which no screen shows. Sound.
struct LastBitNoiseRow: Layout {
    func widths(_ subviews: Subviews) -> [CGFloat] {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        return noiseCalls.add(1, ordering: .relaxed).newValue % 2 == 0 ? widths : widths.reversed()
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Summed with a factor that is not exact, so the order shows in the last bits.
        let width = widths(subviews).reduce(0) { $0 + $1 * 1.1 } / 1.1
        return CGSize(width: width, height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MyFlowLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)  // side by side
    }
}

/// BROKEN (deterministic): the same row, but every other answer is half a point wider, a drift
/// a 2× screen shows as a pixel.
struct BrokenDriftingRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = LastBitNoiseRow().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        if driftCalls.add(1, ordering: .relaxed).newValue % 2 == 0 { size.width += 0.5 }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        LastBitNoiseRow().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

@Suite("Answers compared to rounding: last-bit noise passes, a visible drift fails")
struct ToleranceTests {
    @Test("a layout whose answers differ in the last bits from call to call breaks no property")
    func lastBitNoisePasses() {
        let report = LayoutChecker(seed: 1, cases: 300).check(LastBitNoiseRow())
        #expect(report.passed, "\(report)")
    }

    @Test("one that drifts by half a point fails deterministic or cache-consistency")
    func halfPointDriftFails() {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenDriftingRow())
        let properties = Set(report.failures.flatMap { [$0.property] + $0.alsoBreaks.map(\.property) })
        #expect(!properties.isDisjoint(with: ["deterministic", "cache-consistency"]), "\(report)")
    }

    @Test("the policy: a relative 1e-9, at least 1e-9 pt; a third of a point is a difference")
    func policy() {
        #expect(Rounding.same(CGFloat(100), 100 * (1 + 5e-10)))
        #expect(!Rounding.same(CGFloat(100), 100 + 1.0 / 3))
        #expect(Rounding.same(CGFloat(0), 1e-10) && !Rounding.same(CGFloat(0), 1e-6))
    }
}
