import Foundation
import Testing
@testable import Plumb
import PlumbExamples
import PlumbUI

@Suite("An isolated check made by a helper, or twice at one line, runs in a child as the checker that asked")
struct IsolatedHelperTests {
    @Test("a helper in another file makes the isolated checker: the child reruns this test, not a test in the helper's file")
    func helperInAnotherFile() {
        let report = IsolatedCheckHelper.checkIsolated(seed: 2, cases: 40, BrokenTrapsOnUnspecifiedProposal())
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.cases == 40 && report.failures.contains { $0.property == "crash" }, "\(report)")
    }

    @Test("two checks of one layout at one line with other properties: each child serves its own checker, so the second finds what the first does not check")
    func loopAtOneLine() {
        // The same call (helper, line) twice: first with one property the broken stack keeps,
        // then with all. A child serving the first checker for the second call would pass it.
        var reports: [CheckReport] = []
        for properties in [[LayoutProperty.finiteGeometry], PropertyCatalog.all] {
            reports.append(IsolatedCheckHelper.checkIsolated(seed: 4, cases: 60, properties: properties, BrokenStackSkipsLastSubview()))
        }
        #expect(reports.allSatisfy { $0.errors.isEmpty }, "\(reports.map(\.errors))")
        #expect(reports[0].passed, "\(reports[0])")
        #expect(!reports[1].failures.isEmpty, "the second check was served by the first checker: \(reports[1])")
    }

    @Test("two drawn checks at one line with other ranges: each child draws its own checker's layouts")
    func drawnLoopAtOneLine() {
        // The row is sound at spacing 0 only. A child drawing from the first range for the
        // second call would check spacing 0 again and pass.
        var reports: [CheckReport] = []
        for range in [0.0...0.0, 50.0...60.0] {
            reports.append(IsolatedCheckHelper.checkIsolated(seed: 4, cases: 60) { BrokenSpacedRow(spacing: $0.double(in: range)) })
        }
        #expect(reports.allSatisfy { $0.errors.isEmpty }, "\(reports.map(\.errors))")
        #expect(reports[0].passed, "\(reports[0])")
        #expect(!reports[1].failures.isEmpty, "the second check was served by the first checker: \(reports[1])")
    }
}

extension IsolatedHelperTests {
    @Test("a layout holding a fresh identity (let id = UUID()) and an object that refers to itself is the same checker in the child: neither is part of the fingerprint")
    func freshIdentityIsolated() {
        let report = LayoutChecker(seed: 3, cases: 40, isolation: .process()).check(IdentifiedRow())
        #expect(report.errors.isEmpty && report.cases == 40, "\(report.errors)")
        let drawn = LayoutChecker(seed: 3, cases: 40, isolation: .process()).check { choices in IdentifiedRow(gap: choices.double(in: 0...4)) }
        #expect(drawn.errors.isEmpty && drawn.cases == 40, "\(drawn.errors)")
    }
}

/// SOUND: `PlainSpread` with an identity made afresh in every process (and every instance),
/// and a model object in a reference cycle with itself.
struct IdentifiedRow: Layout {
    let id = UUID()
    let model = CyclicModel()
    var gap: Double = 2
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        PlainSpread(gap: gap).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        PlainSpread(gap: gap).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// BROKEN beyond spacing 0: a row of subviews at their ideal sizes, `spacing` apart, that reports
/// its size without the spacing (so any spacing pushes the last subview outside).
struct BrokenSpacedRow: Layout {
    var spacing: Double
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width + spacing
        }
    }
}

/// An object that refers to itself (a describer that follows references never ends).
final class CyclicModel: @unchecked Sendable {
    var next: CyclicModel?
    init() { next = self }
}
