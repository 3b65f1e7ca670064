import Foundation
import Testing
@testable import PlumbUI

// What SwiftUI lets a third-party `Layout` do with its subview proxies, as recorded on real
// SwiftUI (macOS 26.6, a public probe program hosting each arrangement in a 200 × 200 window
// unless said otherwise; Docs/Semantics.md §5). Each arm below is one of the recording's: the
// layouts are written here to do what the probe's did, and the expected values are the ones
// SwiftUI printed. Not ported: how many times SwiftUI re-measures a child in a second pass
// (it keeps answers across passes whose proposals did not change; PlumbUI measures each pass
// afresh, which changes call counts, never sizes), and what SwiftUI does when a layout places a
// subview from `sizeThatFits` or at a NaN position: it stops the app (a trap), which Plumb's
// checker reports instead (`no-place-while-measuring`, `finite-geometry`).

/// What the recording's layouts logged: each `Where`'s bounds and proposal, each `Inspect`
/// line, and how many times a `Counted` leaf was asked for its size and with what.
private final class ProbeLog: @unchecked Sendable {  // one test's layouts, one thread
    var placed: [String: (bounds: CGRect, proposal: ProposedViewSize)] = [:]
    var inspected: [String] = []
    var measureCalls = 0
    var measuredProposals: [ProposedViewSize] = []
    var lines: [String] = []
}

/// Answers its one subview's size and places it at its own origin with its own proposal,
/// noting where it was placed.
private struct Where: Layout {
    let label: String
    let log: ProbeLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.placed[label] = (bounds, proposal)
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// Notes, for each subview, its priority and its answers to zero, nil and infinity; answers
/// zero and places nothing.
private struct Inspect: Layout {
    let log: ProbeLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for s in subviews {
            func text(_ size: CGSize) -> String { "(\(text1(size.width)), \(text1(size.height)))" }
            log.inspected.append("priority \(text1(s.priority)), zero \(text(s.sizeThatFits(.zero))), "
                                 + "unspecified \(text(s.sizeThatFits(.unspecified))), infinity \(text(s.sizeThatFits(.infinity)))")
        }
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A number as the recording printed it: one decimal, "inf", "-inf", "nan".
private func text1(_ v: CGFloat) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    return String(format: "%.1f", Double(v))
}

/// A leaf that answers 30 × 10 whatever it is asked, counting the calls.
private struct Counted: Layout {
    let log: ProbeLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.measureCalls += 1
        log.measuredProposals.append(proposal)
        return CGSize(width: 30, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.placed["Counted"] = (bounds, proposal)
    }
}

/// Asks its subview twice at 50 × 50 and once at 70 × 50 while sizing, and once more at
/// 50 × 50 while placing, noting how many calls reached the subview each time.
private struct AskTwice: Layout {
    let log: ProbeLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let before = log.measureCalls
        _ = subviews[0].sizeThatFits(.w(50, 50))
        _ = subviews[0].sizeThatFits(.w(50, 50))
        log.lines.append("A +\(log.measureCalls - before)")
        let beforeB = log.measureCalls
        _ = subviews[0].sizeThatFits(.w(70, 50))
        log.lines.append("B +\(log.measureCalls - beforeB)")
        return CGSize(width: 50, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let before = log.measureCalls
        _ = subviews[0].sizeThatFits(.w(50, 50))
        log.lines.append("C +\(log.measureCalls - before)")
        subviews[0].place(at: bounds.origin, proposal: .w(50, 50))
    }
}

/// Answers `size` and places nothing.
private struct Answer: Layout {
    let size: CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Answers 100 × 100 and places its subviews as `place` says (or not at all).
private struct Placer: Layout {
    var size = CGSize(width: 100, height: 100)
    let place: @Sendable (CGRect, Subviews) -> Void
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(bounds, subviews)
    }
}

private func expectPlaced(_ log: ProbeLog, _ label: String, _ bounds: CGRect, _ proposal: ProposedViewSize,
                          sourceLocation: SourceLocation = #_sourceLocation) {
    let placed = log.placed[label]
    #expect(placed?.bounds == bounds && placed?.proposal == proposal,
            "\(label): expected \(bounds) at \(proposal), got \(String(describing: placed))", sourceLocation: sourceLocation)
}

@Suite("Layout protocol contract, as recorded on SwiftUI")
struct LayoutContractRecordedTests {
    @Test("A, B, C: one call per distinct proposal in a pass, placement included")
    func caching() {
        let log = ProbeLog()
        _ = host200.layout(AskTwice(log: log) { Counted(log: log) { Color.clear } })
        #expect(log.lines == ["A +1", "B +1", "C +0"])
        #expect(log.measuredProposals == [.w(50, 50), .w(70, 50)])
        // Placed at the parent's origin: a 50 × 50 parent centred in 200 × 200.
        expectPlaced(log, "Counted", rect(75, 75, 30, 10), .w(50, 50))
    }

    @Test("E, E2, L: priority and answers read through the proxy")
    func proxySurface() {
        let e = ProbeLog()
        _ = host200.layout(Inspect(log: e) {
            Color.red.layoutPriority(2.5)
            Spacer(minLength: 12)
            Color.blue.frame(minWidth: 12)
        })
        #expect(e.inspected == [
            "priority 2.5, zero (0.0, 0.0), unspecified (10.0, 10.0), infinity (inf, inf)",
            // Outside a stack a Spacer is its minimum on both axes, whatever it is offered below.
            "priority -inf, zero (12.0, 12.0), unspecified (12.0, 12.0), infinity (inf, inf)",
            "priority 0.0, zero (12.0, 0.0), unspecified (12.0, 10.0), infinity (inf, inf)",
        ])

        // A Spacer in a third-party layout inside an HStack has no stack axis: the layout
        // between them is not a stack.
        let e2 = ProbeLog()
        _ = host200.layout(HStack { Inspect(log: e2) { Spacer(minLength: 12); Color.red.layoutPriority(-.infinity) } })
        #expect(e2.inspected == [
            "priority -inf, zero (12.0, 12.0), unspecified (12.0, 12.0), infinity (inf, inf)",
            "priority -inf, zero (0.0, 0.0), unspecified (10.0, 10.0), infinity (inf, inf)",
        ])

        // A priority is the subview's outermost modifier's: under a frame or padding it reads 0.
        let l = ProbeLog()
        _ = host200.layout(Inspect(log: l) {
            Color.red.layoutPriority(2).frame(width: 10)
            Color.red.layoutPriority(2).padding(3)
            Color.red.padding(3).layoutPriority(2)
        })
        #expect(l.inspected == [
            "priority 0.0, zero (10.0, 0.0), unspecified (10.0, 10.0), infinity (10.0, inf)",
            "priority 0.0, zero (6.0, 6.0), unspecified (16.0, 16.0), infinity (inf, inf)",
            "priority 2.0, zero (6.0, 6.0), unspecified (16.0, 16.0), infinity (inf, inf)",
        ])
    }

    @Test("I, I2: a subview never placed is centred in its parent, at the parent's proposal")
    func unplacedSubview() {
        let i = ProbeLog()
        _ = host200.layout(Placer(place: { _, _ in }) { Where(label: "I", log: i) { Color.red } })
        expectPlaced(i, "I", rect(0, 0, 200, 200), .w(200, 200))

        let i2 = ProbeLog()
        _ = LayoutHost(size: CGSize(width: 300, height: 240)).layout(
            Placer(place: { _, _ in }) { Where(label: "I2", log: i2) { Color.red.frame(width: 30, height: 30) } }
                .frame(width: 100, height: 100).padding(.leading, 40))
        expectPlaced(i2, "I2", rect(155, 105, 30, 30), .w(100, 100))
    }

    @Test("J, K: the last placement counts; the size is the answer to the placement proposal, offset by the anchor")
    func placement() {
        let j = ProbeLog()
        _ = host200.layout(Placer(place: { b, s in
            s[0].place(at: CGPoint(x: b.minX + 10, y: b.minY + 10), proposal: .w(20, 20))
            s[0].place(at: CGPoint(x: b.minX + 50, y: b.minY + 50), proposal: .w(40, 40))
        }) { Where(label: "J", log: j) { Color.red } })
        expectPlaced(j, "J", rect(100, 100, 40, 40), .w(40, 40))

        let k = ProbeLog()
        _ = host200.layout(Placer(size: CGSize(width: 150, height: 150), place: { b, s in
            s[0].place(at: b.origin, anchor: .topLeading, proposal: .w(70, 40))
            s[1].place(at: CGPoint(x: b.minX + 100, y: b.minY + 100), anchor: .center, proposal: .w(30, 20))
            s[2].place(at: CGPoint(x: b.minX + 100, y: b.minY + 100), anchor: .bottomTrailing, proposal: .w(30, 20))
        }) {
            Where(label: "topLeading", log: k) { Color.red }
            Where(label: "center", log: k) { Color.green }
            Where(label: "bottomTrailing", log: k) { Color.blue }
        })
        expectPlaced(k, "topLeading", rect(25, 25, 70, 40), .w(70, 40))
        expectPlaced(k, "center", rect(110, 115, 30, 20), .w(30, 20))
        expectPlaced(k, "bottomTrailing", rect(95, 105, 30, 20), .w(30, 20))
    }

    @Test("N: non-finite answers are taken as they are; an unplaced one is centred by them")
    func nonFiniteAnswers() {
        let log = ProbeLog()
        let snapshot = host200.layout(Inspect(log: log) {
            Answer(size: CGSize(width: 30, height: 10)) { Color.clear }.id("finite")
            Answer(size: CGSize(width: CGFloat.infinity, height: 10)) { Color.clear }.id("inf")
            Answer(size: CGSize(width: CGFloat.nan, height: 10)) { Color.clear }.id("nan")
        })
        #expect(log.inspected == [
            "priority 0.0, zero (30.0, 10.0), unspecified (30.0, 10.0), infinity (30.0, 10.0)",
            "priority 0.0, zero (inf, 10.0), unspecified (inf, 10.0), infinity (inf, 10.0)",
            "priority 0.0, zero (nan, 10.0), unspecified (nan, 10.0), infinity (nan, 10.0)",
        ])
        #expect(snapshot.frame(of: "finite") == rect(85, 95, 30, 10))
        #expect(snapshot.frame(of: "inf") == rect(-.infinity, 95, .infinity, 10))
        let nan = snapshot.frame(of: "nan")
        #expect(nan.map { $0.origin.x.isNaN && $0.width.isNaN && $0.minY == 95 && $0.height == 10 } == true,
                "nan: got \(String(describing: nan))")
    }

    @Test("M: a subview placed at an infinite position is placed there")
    func infinitePosition() {
        let m = ProbeLog()
        _ = host200.layout(Placer(place: { b, s in s[0].place(at: CGPoint(x: b.minX + 10, y: b.minY), proposal: .w(20, 20)) }) { Where(label: "control", log: m) { Color.red } })
        expectPlaced(m, "control", rect(60, 50, 20, 20), .w(20, 20))
        _ = host200.layout(Placer(place: { _, s in s[0].place(at: CGPoint(x: CGFloat.infinity, y: 0), proposal: .w(20, 20)) }) { Where(label: "inf", log: m) { Color.red } })
        expectPlaced(m, "inf", rect(.infinity, 0, 20, 20), .w(20, 20))
    }
}
