import Foundation
import Testing
@testable import PlumbUI

/// Frames, stacks, spacers, ZStack, overlays, backgrounds, aspect ratios and scroll views as a
/// public set of probes recorded them on SwiftUI (macOS 26.6 and 27; Docs/Semantics.md §1). Each leaf is a custom
/// layout answering a known function of its proposal; it notes every distinct proposal it is
/// measured at, first asked first, and the frame it is finally placed in. A case is the
/// recorded size and, per leaf, those proposals and that frame, in the recording's notation.
@Suite("Stacks and modifiers against SwiftUI recordings (Docs/Semantics.md §1)")
struct StackRecordedTests {
    /// What the leaves of one arm saw during its layout pass.
    final class Log: @unchecked Sendable {
        var isRecording = false
        var order: [String] = []
        var proposals: [String: [String]] = [:]
        var frames: [String: CGRect] = [:]
        var placementProposals: [String: String] = [:]

        func measured(_ name: String, _ proposal: ProposedViewSize) {
            guard isRecording else { return }
            if proposals[name] == nil { order.append(name) }
            let text = StackRecordedTests.format(proposal)
            if !(proposals[name] ?? []).contains(text) { proposals[name, default: []].append(text) }
        }

        func placed(_ name: String, _ bounds: CGRect, _ proposal: ProposedViewSize) {
            guard isRecording else { return }
            if proposals[name] == nil { order.append(name); proposals[name] = [] }
            frames[name] = bounds
            placementProposals[name] = StackRecordedTests.format(proposal)
        }
    }

    /// A leaf answering `answer(proposal)`, noting what it is asked and where it is placed.
    struct Leaf: Layout {
        let name: String
        let log: Log
        let answer: @Sendable (ProposedViewSize) -> CGSize
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            log.measured(name, proposal)
            return answer(proposal)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            log.placed(name, bounds, proposal)
        }
    }

    /// Measures its one subview at `proposal` and places it at a zero proposal, as the
    /// recording did for answers that may be infinite.
    struct MeasureOnly: Layout {
        let proposal: ProposedViewSize
        func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[0].sizeThatFits(proposal)
        }
        func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: .zero, anchor: .topLeading, proposal: .zero)
        }
    }

    static func number(_ v: CGFloat?) -> String {
        guard let v else { return "nil" }
        if v == .infinity { return "inf" }
        return v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }

    static func format(_ p: ProposedViewSize) -> String { "\(number(p.width))x\(number(p.height))" }

    static func describe(size: CGSize, log: Log, frames: Bool = true, placements: Bool = false) -> String {
        var text = "size \(number(size.width))x\(number(size.height))"
        for name in log.order {
            text += " | \(name) [\((log.proposals[name] ?? []).joined(separator: ", "))]"
            guard frames else { continue }
            if let f = log.frames[name] {
                text += " (\(number(f.minX)),\(number(f.minY)) \(number(f.width))x\(number(f.height)))"
                if placements, name != "primary", let p = log.placementProposals[name] { text += " <- \(p)" }
            } else {
                text += " not placed"
            }
        }
        return text
    }

    /// The arm laid out at `w` × `h` and placed at the origin, in the recording's notation.
    static func recorded(_ w: CGFloat?, _ h: CGFloat?, _ log: Log, _ view: some View, placements: Bool = false) -> String {
        let proposal = ProposedViewSize(width: w, height: h)
        let host = LayoutHost(size: CGSize(width: 1000, height: 1000))
        let size = host.sizeThatFits(view, proposal: proposal)
        log.isRecording = true
        _ = host.layout(AtOrigin(proposal: proposal) { view })
        return describe(size: size, log: log, placements: placements)
    }

    /// `placements`: each leaf's frame is followed by the proposal it was last placed with.
    static func expect(_ w: CGFloat?, _ h: CGFloat?, _ expected: String, _ log: Log, _ view: some View,
                       placements: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(recorded(w, h, log, view, placements: placements) == expected, sourceLocation: sourceLocation)
    }

    /// As `expect`, for an arm the recording only measured: its size, and the proposals its
    /// leaves saw (the last of which is the zero placement's).
    static func expectMeasured(_ w: CGFloat?, _ h: CGFloat?, _ expected: String, _ log: Log, _ view: some View,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let proposal = ProposedViewSize(width: w, height: h)
        let host = LayoutHost(size: CGSize(width: 1000, height: 1000))
        let size = host.sizeThatFits(view, proposal: proposal)
        log.isRecording = true
        _ = host.layout(MeasureOnly(proposal: proposal) { view })
        #expect(describe(size: size, log: log, frames: false) == expected, sourceLocation: sourceLocation)
    }

    /// A root in a `w` × `h` host, as a window lays it out.
    static func expectRoot(_ w: CGFloat, _ h: CGFloat, _ expected: String, _ log: Log, _ view: some View,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        log.isRecording = true
        let snapshot = LayoutHost(size: CGSize(width: w, height: h)).layout(view)
        #expect(describe(size: snapshot.rootFrame.size, log: log) == expected, sourceLocation: sourceLocation)
    }
}

/// The leaves of one arm, all noting into one log.
fileprivate struct Leaves {
    let log = StackRecordedTests.Log()

    func leaf(_ name: String, _ answer: @escaping @Sendable (ProposedViewSize) -> CGSize) -> some View {
        StackRecordedTests.Leaf(name: name, log: log, answer: answer) { Color.clear }
    }
    /// Each axis: the proposal, or the ideal where nil, clamped to min…max.
    func clamped(_ n: String, minW: CGFloat, idealW: CGFloat, maxW: CGFloat,
                 minH: CGFloat, idealH: CGFloat, maxH: CGFloat) -> some View {
        leaf(n) {
            CGSize(width: Swift.min(Swift.max($0.width ?? idealW, minW), maxW),
                   height: Swift.min(Swift.max($0.height ?? idealH, minH), maxH))
        }
    }
    /// Fixed w × h.
    func fixed(_ n: String, _ w: CGFloat, _ h: CGFloat) -> some View {
        clamped(n, minW: w, idealW: w, maxW: w, minH: h, idealH: h, maxH: h)
    }
    /// Flexible width minW…maxW (ideal), fixed height.
    func flexW(_ n: String, _ minW: CGFloat, _ ideal: CGFloat, _ maxW: CGFloat, _ h: CGFloat = 20) -> some View {
        clamped(n, minW: minW, idealW: ideal, maxW: maxW, minH: h, idealH: h, maxH: h)
    }
    /// Flexible height minH…maxH (ideal), fixed width.
    func flexH(_ n: String, _ minH: CGFloat, _ ideal: CGFloat, _ maxH: CGFloat, _ w: CGFloat = 20) -> some View {
        clamped(n, minW: w, idealW: w, maxW: w, minH: minH, idealH: ideal, maxH: maxH)
    }
    /// 0…∞ on both axes, ideal 10 × 10.
    func greedy(_ n: String) -> some View {
        clamped(n, minW: 0, idealW: 10, maxW: .infinity, minH: 0, idealH: 10, maxH: .infinity)
    }
    /// Half the proposed width (40 where nil) by 10.
    func half(_ n: String) -> some View { leaf(n) { CGSize(width: ($0.width ?? 40) / 2, height: 10) } }
    /// Constant area: the proposed width (ideal where nil) within 1…1000, by area / width.
    func area(_ n: String, _ area: CGFloat, ideal: CGFloat) -> some View {
        leaf(n) {
            let w = Swift.max(1, Swift.min($0.width ?? ideal, 1000))
            return CGSize(width: w, height: area / w)
        }
    }

    func expect(_ w: CGFloat?, _ h: CGFloat?, _ expected: String, _ view: some View,
                placements: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        StackRecordedTests.expect(w, h, expected, log, view, placements: placements, sourceLocation: sourceLocation)
    }
}

/// One arm's leaves and the view made of them.
fileprivate func arm<V: View>(_ w: CGFloat?, _ h: CGFloat?, _ expected: String, placements: Bool = false,
                              sourceLocation: SourceLocation = #_sourceLocation,
                              _ make: (Leaves) -> V) {
    let leaves = Leaves()
    leaves.expect(w, h, expected, make(leaves), placements: placements, sourceLocation: sourceLocation)
}

fileprivate func measuredArm<V: View>(_ w: CGFloat?, _ h: CGFloat?, _ expected: String,
                                      sourceLocation: SourceLocation = #_sourceLocation,
                                      _ make: (Leaves) -> V) {
    let leaves = Leaves()
    StackRecordedTests.expectMeasured(w, h, expected, leaves.log, make(leaves), sourceLocation: sourceLocation)
}

fileprivate func rootArm<V: View>(_ w: CGFloat, _ h: CGFloat, _ expected: String,
                                  sourceLocation: SourceLocation = #_sourceLocation,
                                  _ make: (Leaves) -> V) {
    let leaves = Leaves()
    StackRecordedTests.expectRoot(w, h, expected, leaves.log, make(leaves), sourceLocation: sourceLocation)
}

/// False, as the recording's `if` branches that never show.
fileprivate let never = false

/// A custom view whose body is two views, 30 × 10 (tagged a) and 50 × 10 (b).
fileprivate struct Pair: View {
    var body: some View {
        Color.red.frame(width: 30, height: 10).id("a")
        Color.blue.frame(width: 50, height: 10).id("b")
    }
}

/// A custom view whose body is one 30 × 10 view (tagged a).
fileprivate struct Solo: View {
    var body: some View { Color.red.frame(width: 30, height: 10).id("a") }
}

extension StackRecordedTests {
    @Test("SP: spacers in stacks")
    func armsSP() {
        // SP control
        arm(nil, nil, "size 70x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (50,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer(minLength: 30); l.fixed("b", 20, 20) }
        }
        // SP1
        arm(nil, nil, "size 48x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (28,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer(); l.fixed("b", 20, 20) }
        }
        // SP2
        arm(nil, nil, "size 48x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (28,0 20x20)") { l in
            HStack { l.fixed("a", 20, 20); Spacer(); l.fixed("b", 20, 20) }
        }
        // SP3
        arm(nil, nil, "size 40x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (20,0 20x20)") { l in
            HStack { l.fixed("a", 20, 20); Spacer(minLength: 0); l.fixed("b", 20, 20) }
        }
        // SP4
        arm(nil, nil, "size 80x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (60,0 20x20)") { l in
            HStack(spacing: 20) { l.fixed("a", 20, 20); Spacer(minLength: 0); l.fixed("b", 20, 20) }
        }
        // SP6
        arm(nil, nil, "size 20x48 | a [nilxnil, 20xnil] (0,0 20x20) | b [nilxnil, 20xnil] (0,28 20x20)") { l in
            VStack(spacing: 0) { l.fixed("a", 20, 20); Spacer(); l.fixed("b", 20, 20) }
        }
        // SP7
        arm(nil, nil, "size 20x40 | a [nilxnil, 20xnil] (0,0 20x20) | b [nilxnil, 20xnil] (0,20 20x20)") { l in
            VStack { l.fixed("a", 20, 20); Spacer(minLength: 0); l.fixed("b", 20, 20) }
        }
        // SP8
        arm(200, 50, "size 200x20 | a [infx50, 0x50, 96x50] (0,0 20x20) | b [172x50] (180,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer(); l.fixed("b", 20, 20) }
        }
        // SP9
        arm(200, 50, "size 200x20 | a [176x50] (60,0 20x20)") { l in
            HStack(spacing: 0) { Spacer(); l.fixed("a", 20, 20); Spacer(); Spacer() }
        }
        // SP10
        arm(200, 50, "size 200x20 | a [142x50] (90,0 20x20)") { l in
            HStack(spacing: 0) { Spacer(minLength: 50); l.fixed("a", 20, 20); Spacer() }
        }
        // SP13
        arm(100, 50, "size 100x20 | a [92x50] (80,0 20x20)") { l in
            HStack(spacing: 0) { Spacer(); l.fixed("a", 20, 20) }
        }
        // SP14
        arm(100, 50, "size 20x50 | a [100x42] (0,30 20x20)") { l in
            VStack(spacing: 0) { Spacer(); l.fixed("a", 20, 20) }
        }
        // SP18 (and SP18b)
        arm(100, 50, "size 20x50 | a [100x50] (0,15 20x20)") { l in
            HStack(spacing: 0) { VStack { Spacer() }; l.fixed("a", 20, 20) }
        }
        // SP19
        arm(200, 50, "size 50x20 | a [infx50, 0x50, 66.67x50] (0,0 20x20) | b [170x50] (30,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer().frame(width: 10); l.fixed("b", 20, 20) }
        }
        // SP20
        arm(200, 50, "size 200x20 | a [infx50, 0x50, 66.67x50] (0,0 20x20) | b [infx50, 90x50] (180,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer().padding(5); l.fixed("b", 20, 20) }
        }
        // SP21
        arm(100, 50, "size 100x20 | a [100x50] (40,0 20x20)") { l in
            VStack(spacing: 0) { HStack(spacing: 0) { Spacer() }; l.fixed("a", 20, 20) }
        }
        // SP22
        arm(100, nil, "size 100x20 | a [92xnil, 92x20] (0,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer() }
        }
        // X9
        arm(nil, nil, "size 28x20 | a [nilxnil, nilx20] (0,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer() }
        }
    }

    @Test("G: distribution and compression")
    func armsG() {
        // G control
        arm(100, 50, "size 100x20 | a [infx50, 0x50, 50x50] (0,0 50x20) | b [infx50, 0x50, 50x50] (50,0 50x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 80, 80); l.flexW("b", 0, 80, 80) }
        }
        // G1
        arm(100, 50, "size 100x20 | a [infx50, 0x50, 40x50] (0,0 40x20) | b [infx50, 0x50, 50x50] (40,0 60x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 20, 100, 100); l.flexW("b", 60, 100, 100) }
        }
        // G1r
        arm(100, 50, "size 100x20 | b [infx50, 0x50, 50x50] (0,0 60x20) | a [infx50, 0x50, 40x50] (60,0 40x20)") { l in
            HStack(spacing: 0) { l.flexW("b", 60, 100, 100); l.flexW("a", 20, 100, 100) }
        }
        // G2
        arm(100, 50, "size 100x20 | b [0x50, 30x50] (70,0 30x20) | a [70x50] (0,0 70x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 80, 80).layoutPriority(1); l.flexW("b", 30, 80, 80) }
        }
        // G2c
        arm(100, 50, "size 100x20 | b [0x50, 20x50] (80,0 20x20) | a [100x50] (0,0 80x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 80, 80).layoutPriority(1); l.flexW("b", 0, 80, 80) }
        }
        // G3
        arm(200, 50, "size 200x20 | a [infx50, 0x50, 100x50] (0,0 20x20) | b [180x50] (20,0 180x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); l.flexW("b", 0, 10, .infinity) }
        }
        // G4
        arm(200, 50, "size 200x20 | a [infx50, 0x50, 100x50] (0,0 20x20) | b [180x50, 180x20] (100,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); l.fixed("b", 20, 20).frame(maxWidth: .infinity) }
        }
        // G4r
        arm(200, 50, "size 200x20 | b [infx50, 180x50, 180x20] (80,0 20x20) | a [infx50, 100x50] (180,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("b", 20, 20).frame(maxWidth: .infinity); l.fixed("a", 20, 20) }
        }
        // G4f
        arm(200, 50, "size 200x20 | b [infx50, 120x50, 120x20] (50,0 20x20) | a [infx50, 100x50] (120,0 80x20)") { l in
            HStack(spacing: 0) { l.fixed("b", 20, 20).frame(maxWidth: .infinity); l.flexW("a", 0, 80, 80) }
        }
        // G5
        arm(200, 50, "size 200x20 | a [infx50, 0x50, 96x50] (0,0 20x20) | b [172x50] (28,0 172x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer(); l.flexW("b", 0, 10, .infinity) }
        }
        // G5b
        arm(200, 50, "size 200x20 | b [infx50, 172x50] (0,0 172x20) | a [infx50, 96x50] (180,0 20x20)") { l in
            HStack(spacing: 0) { l.flexW("b", 0, 10, .infinity); Spacer(); l.fixed("a", 20, 20) }
        }
        // G6
        arm(100, 50, "size 100x20 | a [infx50, 0x50, 46x50] (0,0 80x20) | b [12x50] (88,0 12x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 80, 20); Spacer(); l.flexW("b", 0, 80, 80) }
        }
        // G6c
        arm(100, 50, "size 100x20 | a [infx50, 0x50, 50x50] (0,0 80x20) | b [20x50] (80,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 80, 20); l.flexW("b", 0, 80, 80) }
        }
        // G7
        arm(nil, nil, "size 108x20 | a [nilxnil, nilx20] (0,0 80x20) | b [nilxnil, nilx20] (88,0 20x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 80, 80); Spacer(); l.fixed("b", 20, 20) }
        }
        // G9
        arm(100, 50, "size 160x20 | a [infx50, 0x50, 50x50] (0,0 80x20) | b [20x50] (80,0 80x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 80, 20); l.fixed("b", 80, 20) }
        }
        // G10
        arm(300, 50, "size 40x20 | a [infx50, 0x50, 150x50] (0,0 20x20) | b [280x50] (20,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); l.fixed("b", 20, 20) }
        }
        // G11
        arm(100, 50, "size 100x20 | b [0x50, 20x50] (80,0 20x20) | a [100x50] (0,0 80x20)") { l in
            HStack(spacing: 0) { HStack { l.flexW("a", 0, 80, 80).layoutPriority(1) }; l.flexW("b", 0, 80, 80) }
        }
        // G11c
        arm(100, 50, "size 100x20 | a [infx50, 0x50, 50x50] (0,0 50x20) | c [infx50, 0x50] (50,10 0x0) | b [infx50, 0x50, 50x50] (50,0 50x20)") { l in
            HStack(spacing: 0) {
                HStack(spacing: 0) { l.flexW("a", 0, 80, 80).layoutPriority(1); l.fixed("c", 0, 0) }
                l.flexW("b", 0, 80, 80)
            }
        }
        // G12
        arm(100, 50, "size 100x20 | a [infx50, 0x50, 26.67x50] (0,0 26.67x20) | b [infx50, 0x50, 26.67x50] (36.67,0 26.67x20) | c [infx50, 0x50, 26.67x50] (73.33,0 26.67x20)") { l in
            HStack(spacing: 10) { l.flexW("a", 0, 80, 80); l.flexW("b", 0, 80, 80); l.flexW("c", 0, 80, 80) }
        }
        // G13
        arm(60, 50, "size 75x20 | a [infx50, 0x50, 7.50x50] (0,0 30x20) | b [infx50, 0x50] (30,0 0x20) | c [infx50, 0x50, 20x50] (30,0 45x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 30, 40, 40); l.flexW("b", 0, 50, 100); l.fixed("c", 45, 20) }
        }
        // G14
        arm(100, 50, "size 100x20 | a [0x50] (0,0 0x20) | b [0x50, 20x50] (0,0 20x20) | c [100x50] (20,0 80x20)") { l in
            HStack(spacing: 0) {
                l.flexW("a", 0, 80, 80).layoutPriority(-1); l.flexW("b", 0, 80, 80); l.flexW("c", 0, 80, 80).layoutPriority(1)
            }
        }
        // G15
        arm(50, 100, "size 20x100 | a [50xinf, 50x0, 50x50] (0,0 20x50) | b [50xinf, 50x0, 50x50] (0,50 20x50)") { l in
            VStack(spacing: 0) { l.flexH("a", 0, 80, 80); l.flexH("b", 20, 80, 80) }
        }
        // G16
        arm(100, 100, "size 100x40 | a [100xinf, 100x0, 100x50] (0,0 100x20) | b [100x80] (35,20 30x20)") { l in
            VStack(spacing: 0) { l.flexW("a", 0, 10, .infinity); l.fixed("b", 30, 20) }
        }
        // G17
        arm(nil, nil, "size 30x40 | a [nilxnil, 30xnil] (0,0 30x20) | b [nilxnil, 30xnil] (0,20 30x20)") { l in
            VStack(spacing: 0) { l.flexW("a", 0, 10, .infinity); l.fixed("b", 30, 20) }
        }
        // G19
        arm(nil, 50, "size 48x20 | a [nilx50] (0,0 20x20) | b [nilx50] (28,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer(); l.fixed("b", 20, 20) }
        }
        // G20
        arm(100, 80, "size 40x80 | a [infx80, 0x80, 50x80] (0,0 20x80) | b [80x80] (20,25 20x30)") { l in
            HStack(spacing: 0) { l.flexH("a", 0, 10, .infinity); l.fixed("b", 20, 30) }
        }
        // G21
        arm(100, nil, "size 40x30 | a [infxnil, 0xnil, 50xnil, infx30, 0x30, 50x30] (0,0 20x30) | b [80xnil, 80x30] (20,0 20x30)") { l in
            HStack(spacing: 0) { l.flexH("a", 0, 10, .infinity); l.fixed("b", 20, 30) }
        }
        // G23
        arm(nil, nil, "size 48x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (28,0 20x20)") { l in
            HStack { l.fixed("a", 20, 20); if never { l.fixed("x", 20, 20) }; l.fixed("b", 20, 20) }
        }
        // G24
        arm(200, 50, "size 200x20 | a [0x50] (0,0 0x20) | b [200x50] (0,0 200x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 10, .infinity); l.flexW("b", 0, 10, .infinity).layoutPriority(1) }
        }
        // G25
        arm(200, 50, "size 200x20 | a [infx50, 0x50, 96x50] (0,0 96x20) | b [infx50, 0x50, 96x50] (104,0 96x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 10, .infinity); Spacer(); l.flexW("b", 0, 10, .infinity) }
        }
    }

    @Test("X: flexibility order, priorities and cross-axis proposals")
    func armsX() {
        // X1
        arm(100, 50, "size 100x20 | a [infx50, 0x50, 20x50] (0,0 20x20) | b [infx50, 0x50, 50x50] (20,0 80x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 80, 80); l.fixed("b", 80, 20) }
        }
        // X2
        arm(200, 50, "size 200x20 | a [infx50, 180x50] (0,0 180x20) | b [infx50, 100x50] (180,0 20x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 10, .infinity); l.fixed("b", 20, 20) }
        }
        // X3
        arm(100, 50, "size 100x20 | a [infx50, 0x50, 40x50] (0,0 40x20) | b [infx50, 0x50, 33.33x50] (40,0 30x20) | c [infx50, 0x50, 35x50] (70,0 30x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 80, 80); l.fixed("b", 30, 20); l.fixed("c", 30, 20) }
        }
        // X4
        arm(70, 50, "size 70x20 | a [infx50, 0x50, 30x50] (0,0 30x20) | b [infx50, 0x50, 35x50] (30,0 40x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 50, 100); l.flexW("b", 40, 50, 60) }
        }
        // X5
        arm(100, 50, "size 100x20 | b [0x50, 12x50] (88,0 12x20) | a [92x50] (0,0 80x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 80, 80).layoutPriority(1); Spacer(); l.flexW("b", 0, 80, 80) }
        }
        // X6
        arm(100, 50, "size 100x20 | a [infx50, 0x50] (0,0 0x20) | b [infx50, 0x50] (100,0 0x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 80, 80); Spacer().layoutPriority(1); l.flexW("b", 0, 80, 80) }
        }
        // X7
        arm(200, 50, "size 200x20 | b [0x50] (200,0 0x20) | a [200x50] (0,0 200x20)") { l in
            HStack(spacing: 0) { l.flexW("a", 0, 10, .infinity); l.flexW("b", 0, 10, .infinity).layoutPriority(-1) }
        }
        // X8
        arm(200, 50, "size 200x20 | a [192x50] (180,0 20x20) | o [180x0] (80,0 20x20)") { l in
            HStack(spacing: 0) { Spacer().overlay { l.fixed("o", 20, 20) }; l.fixed("a", 20, 20) }
        }
        // X10
        arm(nil, nil, "size 40x30 | a [nilxnil, nilx30] (0,0 20x30) | b [nilxnil, nilx30] (20,0 20x30)") { l in
            HStack(spacing: 0) { l.flexH("a", 0, 10, .infinity); l.fixed("b", 20, 30) }
        }
        // X11
        arm(nil, 100, "size 30x40 | a [nilxinf, nilx0, nilx50, 30xinf, 30x0, 30x50] (0,0 30x20) | b [nilx80, 30x80] (0,20 30x20)") { l in
            VStack(spacing: 0) { l.flexW("a", 0, 10, .infinity); l.fixed("b", 30, 20) }
        }
        // X12
        arm(100, nil, "size 100x20 | a [100xnil, 100x20] (0,0 100x20) | b [100xnil, 100x20] (40,0 20x20)") { l in
            ZStack { l.greedy("a"); l.fixed("b", 20, 20) }
        }
        // X13
        arm(nil, 50, "size 160x20 | a [nilx50] (0,0 80x20) | b [nilx50] (80,0 80x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 80, 20); l.fixed("b", 80, 20) }
        }
        // Q1
        arm(nil, nil, "size 30x80 | a [nilxnil, 30xnil] (0,0 30x20) | b [nilxnil, 30xnil] (0,20 30x20)") { l in
            VStack(spacing: 0) { l.area("a", 600, ideal: 10); l.fixed("b", 30, 20) }
        }
        // Q1c
        arm(30, nil, "size 30x40 | a [30xnil] (0,0 30x20) | b [30xnil] (0,20 30x20)") { l in
            VStack(spacing: 0) { l.area("a", 600, ideal: 10); l.fixed("b", 30, 20) }
        }
        // Q2
        arm(nil, nil, "size 30x60 | a [nilxnil, 30x60] (0,0 30x20) | b [nilxnil, 30x60] (0,0 30x20)") { l in
            ZStack { l.area("a", 600, ideal: 10); l.fixed("b", 30, 20) }
        }
        // Q3
        arm(100, 50, "size 100x30 | a [infx50, 0x50, 80x50] (0,11.25 80x7.50) | b [infx50, 0x50, 50x50] (80,0 20x30)") { l in
            HStack(spacing: 0) { l.area("a", 600, ideal: 10); l.fixed("b", 20, 30) }
        }
    }
}

extension StackRecordedTests {
    @Test("A: stack, ZStack, overlay and background alignment")
    func armsA() {
        // A1 top, center, bottom: where the short view sits
        let rows: [(VerticalAlignment, String)] = [(.top, "0,0"), (.center, "0,10"), (.bottom, "0,20")]
        for (alignment, at) in rows {
            arm(nil, nil, "size 40x30 | a [nilxnil, nilx30] (\(at) 20x10) | b [nilxnil, nilx30] (20,0 20x30)") { l in
                HStack(alignment: alignment, spacing: 0) { l.fixed("a", 20, 10); l.fixed("b", 20, 30) }
            }
        }
        // A2 leading, center, trailing: where the narrow view sits
        let columns: [(HorizontalAlignment, String)] = [(.leading, "0,0"), (.center, "10,0"), (.trailing, "20,0")]
        for (alignment, at) in columns {
            arm(nil, nil, "size 30x40 | a [nilxnil, 30xnil] (\(at) 10x20) | b [nilxnil, 30xnil] (0,20 30x20)") { l in
                VStack(alignment: alignment, spacing: 0) { l.fixed("a", 10, 20); l.fixed("b", 30, 20) }
            }
        }
        // A3: the nine alignments of a ZStack, and A6 of an overlay
        let nine: [(Alignment, String)] = [
            (.topLeading, "0,0"), (.top, "20,0"), (.topTrailing, "40,0"), (.leading, "0,10"), (.center, "20,10"),
            (.trailing, "40,10"), (.bottomLeading, "0,20"), (.bottom, "20,20"), (.bottomTrailing, "40,20"),
        ]
        for (alignment, at) in nine {
            arm(nil, nil, "size 60x40 | big [nilxnil, 60x40] (0,0 60x40) | small [nilxnil, 60x40] (\(at) 20x20)") { l in
                ZStack(alignment: alignment) { l.fixed("big", 60, 40); l.fixed("small", 20, 20) }
            }
            arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | o [60x40] (\(at) 20x20)") { l in
                l.fixed("primary", 60, 40).overlay(alignment: alignment) { l.fixed("o", 20, 20) }
            }
        }
        // A4
        arm(nil, nil, "size 60x40 | a [nilxnil, 60x40] (0,0 60x20) | b [nilxnil, 60x40] (0,0 20x40)") { l in
            ZStack(alignment: .topLeading) { l.fixed("a", 60, 20); l.fixed("b", 20, 40) }
        }
        // A5, A5n
        arm(100, 80, "size 100x80 | a [100x80] (0,0 100x80) | b [100x80] (40,30 20x20)") { l in
            ZStack { l.greedy("a"); l.fixed("b", 20, 20) }
        }
        arm(nil, nil, "size 20x20 | a [nilxnil, 20x20] (0,0 20x20) | b [nilxnil, 20x20] (0,0 20x20)") { l in
            ZStack { l.greedy("a"); l.fixed("b", 20, 20) }
        }
        // A7
        arm(300, 300, "size 60x40 | primary [300x300] (0,0 60x40) | o [60x40] (0,0 60x40)") { l in
            l.fixed("primary", 60, 40).overlay { l.greedy("o") }
        }
        // A8
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | o [60x40] (0,0 100x100)") { l in
            l.fixed("primary", 60, 40).overlay(alignment: .topLeading) { l.fixed("o", 100, 100) }
        }
        // A9
        for (alignment, at) in [(Alignment.topLeading, "0,0"), (.center, "20,10"), (.bottomTrailing, "40,20")] {
            arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | bg [60x40] (\(at) 20x20)") { l in
                l.fixed("primary", 60, 40).background(alignment: alignment) { l.fixed("bg", 20, 20) }
            }
        }
        // A10
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | o1 [60x40, 30x20] (20,10 20x20) | o2 [60x40, 30x20] (15,15 30x10)") { l in
            l.fixed("primary", 60, 40).overlay { l.fixed("o1", 20, 20); l.fixed("o2", 30, 10) }
        }
        // A11, A11b
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40)") { l in
            l.fixed("primary", 60, 40).overlay { if never { l.fixed("o", 20, 20) } }
        }
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40)") { l in
            l.fixed("primary", 60, 40).background { if never { l.fixed("bg", 20, 20) } }
        }
    }

    @Test("K5, Z: where overlay, background and ZStack content is placed, and at what proposal")
    func armsZ() {
        // K5
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [60x40] (15,15 30x10) <- 60x40", placements: true) { l in
            l.fixed("primary", 60, 40).overlay { l.half("h") }
        }
        // K5a
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [60x40, 30x20] (17.50,15 15x10) <- 30x20 | o [60x40, 30x20] (15,10 20x20) <- 30x20", placements: true) { l in
            l.fixed("primary", 60, 40).overlay { l.half("h"); l.fixed("o", 20, 20) }
        }
        // K5b
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [60x40, 30x20] (17.50,15 15x10) <- 30x20 | o [60x40, 30x20] (15,10 20x20) <- 30x20", placements: true) { l in
            l.fixed("primary", 60, 40).overlay { ZStack { l.half("h"); l.fixed("o", 20, 20) } }
        }
        // K5c
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [60x40, 30x20] (2.50,5 15x10) <- 30x20 | o [60x40, 30x20] (0,0 20x20) <- 30x20", placements: true) { l in
            l.fixed("primary", 60, 40).overlay(alignment: .topLeading) { ZStack { l.half("h"); l.fixed("o", 20, 20) } }
        }
        // K5d
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [infx40, 40x40] (10,15 20x10) <- 40x40 | o [infx40, 30x40] (30,10 20x20) <- 30x40", placements: true) { l in
            l.fixed("primary", 60, 40).overlay { HStack(spacing: 0) { l.half("h"); l.fixed("o", 20, 20) } }
        }
        // K5e
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [60x40, 30x20] (17.50,15 15x10) <- 30x20 | o [60x40, 30x20] (15,10 20x20) <- 30x20", placements: true) { l in
            l.fixed("primary", 60, 40).background { l.half("h"); l.fixed("o", 20, 20) }
        }
        // K5f
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [30x40] (22.50,15 15x10) <- 30x40", placements: true) { l in
            l.fixed("primary", 60, 40).overlay { l.half("h").frame(width: 30) }
        }
        // K5g
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [60x40, 30x20] (2.50,5 15x10) <- 30x20 | o [60x40, 30x20] (0,0 20x20) <- 30x20", placements: true) { l in
            l.fixed("primary", 60, 40).overlay(alignment: .topLeading) { l.half("h"); l.fixed("o", 20, 20) }
        }
        // K5h
        arm(nil, nil, "size 60x40 | primary [nilxnil] (0,0 60x40) | h [60x40, 30x20] (32.50,25 15x10) <- 30x20 | o [60x40, 30x20] (30,20 20x20) <- 30x20", placements: true) { l in
            l.fixed("primary", 60, 40).background(alignment: .bottomTrailing) { l.half("h"); l.fixed("o", 20, 20) }
        }
        // Z1
        arm(60, 40, "size 30x20 | h [60x40, 30x20] (2.50,5 15x10) <- 30x20 | o [60x40, 30x20] (0,0 20x20) <- 30x20", placements: true) { l in
            ZStack { l.half("h"); l.fixed("o", 20, 20) }
        }
        // Z2
        arm(60, 40, "size 30x20 | h [60x40, 30x20] (0,0 15x10) <- 30x20 | o [60x40, 30x20] (0,0 20x20) <- 30x20", placements: true) { l in
            ZStack(alignment: .topLeading) { l.half("h"); l.fixed("o", 20, 20) }
        }
        // Z3
        arm(nil, nil, "size 20x20 | h [nilxnil, 20x20] (5,5 10x10) <- 20x20 | o [nilxnil, 20x20] (0,0 20x20) <- 20x20", placements: true) { l in
            ZStack { l.half("h"); l.fixed("o", 20, 20) }
        }
        // Z4
        arm(100, 100, "size 60x40 | h [100x100, 60x40] (15,15 30x10) <- 60x40 | o [100x100, 60x40] (0,0 60x40) <- 60x40", placements: true) { l in
            ZStack { l.half("h"); l.fixed("o", 60, 40) }
        }
        // Q2 is in armsX; R3, R4: a root's overlay and background are proposed the root's size.
        rootArm(100, 100, "size 58x20 | r [100x100] (21,40 58x20) | a [58x20] (21,40 58x20)") { l in
            l.fixed("r", 58, 20).overlay { l.greedy("a") }
        }
        rootArm(100, 100, "size 58x20 | r [100x100] (21,40 58x20) | a [58x20] (21,40 58x20)") { l in
            l.fixed("r", 58, 20).background { l.greedy("a") }
        }
        // R control, R1, R2
        rootArm(100, 100, "size 100x100 | a [100x100] (0,0 100x100)") { l in l.greedy("a") }
        rootArm(100, 100, "size 58x20 | a [100x100] (21,40 58x20)") { l in HStack(spacing: 0) { l.fixed("a", 58, 20) } }
        rootArm(100, 100, "size 58x20 | a [100x100] (21,40 58x20)") { l in l.fixed("a", 58, 20) }
    }

    @Test("SPB, K2, K3: what a spacer answers through wrappers, and the spacing beside it")
    func armsK() {
        // SPB control, SPB1–SPB7
        arm(100, 50, "size 30x10 | a [100x50] (0,0 30x10) | bg [30x10] (15,5 0x0)") { l in
            l.fixed("a", 30, 10).background { l.fixed("bg", 0, 0) }
        }
        arm(100, 50, "size 100x0 | bg [100x0] (50,0 0x0)") { l in HStack(spacing: 0) { Spacer() }.background { l.fixed("bg", 0, 0) } }
        arm(nil, nil, "size 8x0 | bg [8x0] (4,0 0x0)") { l in HStack(spacing: 0) { Spacer() }.background { l.fixed("bg", 0, 0) } }
        arm(100, 50, "size 100x50 | bg [100x50] (50,25 0x0)") { l in Spacer().background { l.fixed("bg", 0, 0) } }
        arm(nil, nil, "size 8x8 | bg [8x8] (4,4 0x0)") { l in Spacer().background { l.fixed("bg", 0, 0) } }
        arm(100, 50, "size 0x50 | bg [0x50] (0,25 0x0)") { l in VStack(spacing: 0) { Spacer() }.background { l.fixed("bg", 0, 0) } }
        arm(100, 50, "size 100x50 | bg [100x50] (50,25 0x0)") { l in ZStack { Spacer() }.background { l.fixed("bg", 0, 0) } }
        arm(100, 50, "size 0x0 | bg [0x0] (0,0 0x0)") { l in HStack(spacing: 0) {}.background { l.fixed("bg", 0, 0) } }
        // K2f, K2g
        arm(nil, nil, "size 8x8 | bg [8x8] (4,4 0x0)") { l in ZStack { Spacer().fixedSize() }.background { l.fixed("bg", 0, 0) } }
        arm(nil, nil, "size 8x0 | bg [8x0] (4,0 0x0)") { l in HStack(spacing: 0) { Spacer().fixedSize() }.background { l.fixed("bg", 0, 0) } }
        // K2a
        arm(200, 50, "size 200x50 | a [infx50, 0x50, 96x50] (0,15 20x20) | b [172x50] (180,15 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); ZStack { Spacer() }; l.fixed("b", 20, 20) }
        }
        // K2b
        arm(200, 50, "size 90x20 | a [infx50, 0x50, 66.67x50] (0,0 20x20) | b [infx50, 0x50, 90x50] (70,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer().aspectRatio(1, contentMode: .fit); l.fixed("b", 20, 20) }
        }
        // K2c
        arm(200, 50, "size 48x20 | a [infx50, 0x50, 66.67x50] (0,0 20x20) | b [172x50] (28,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer().fixedSize(); l.fixed("b", 20, 20) }
        }
        // K2d
        arm(200, 50, "size 200x20 | a [infx50, 0x50, 66.67x50] (0,0 20x20) | b [infx50, 90x50] (180,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer().frame(maxWidth: .infinity); l.fixed("b", 20, 20) }
        }
        // K2e
        arm(200, 50, "size 50x20 | a [infx50, 0x50, 66.67x50] (0,0 20x20) | p [infx50, 0x50, 90x50] (20,5 10x10) | b [170x50] (30,0 20x20) | bg [10x0] (25,10 0x0)") { l in
            HStack(spacing: 0) {
                l.fixed("a", 20, 20)
                l.fixed("p", 10, 10).overlay { Spacer().background { l.fixed("bg", 0, 0) } }
                l.fixed("b", 20, 20)
            }
        }
        // K2h, K2i, K2j
        arm(nil, nil, "size 70x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (50,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); Spacer(minLength: 30).fixedSize(); l.fixed("b", 20, 20) }
        }
        arm(nil, nil, "size 70x30 | a [nilxnil, nilx30] (0,5 20x20) | b [nilxnil, nilx30] (50,5 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); ZStack { Spacer(minLength: 30).fixedSize() }; l.fixed("b", 20, 20) }
        }
        // K3 and its wrapped spacers: (spacer, stack size, where b sits)
        func pair(_ size: String, _ b: String) -> String {
            "size \(size)x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (\(b),0 20x20)"
        }
        arm(nil, nil, pair("48", "28")) { l in HStack { l.fixed("a", 20, 20); l.fixed("b", 20, 20) } }
        arm(nil, nil, pair("40", "20")) { l in HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).padding(0); l.fixed("b", 20, 20) } }
        arm(nil, nil, pair("40", "20")) { l in HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).frame(width: 0); l.fixed("b", 20, 20) } }
        arm(nil, nil, pair("40", "20") + " | c [0x0] (20,10 0x0)") { l in
            HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).overlay { l.fixed("c", 0, 0) }; l.fixed("b", 20, 20) }
        }
        arm(nil, nil, pair("40", "20")) { l in HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).layoutPriority(1); l.fixed("b", 20, 20) } }
        arm(nil, nil, pair("40", "20")) { l in HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).fixedSize(); l.fixed("b", 20, 20) } }
        arm(nil, nil, pair("40", "40")) { l in
            HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).aspectRatio(1, contentMode: .fit); l.fixed("b", 20, 20) }
        }
        arm(nil, nil, pair("40", "20")) { l in HStack { l.fixed("a", 20, 20); ZStack { Spacer(minLength: 0) }; l.fixed("b", 20, 20) } }
        arm(nil, nil, pair("56", "36")) { l in HStack { l.fixed("a", 20, 20); VStack { Spacer(minLength: 0) }; l.fixed("b", 20, 20) } }
        arm(nil, nil, "size 56x20 | a [nilxnil, nilx20] (0,0 20x20) | c [nilxnil, nilx20] (28,10 0x0) | b [nilxnil, nilx20] (36,0 20x20)") { l in
            HStack { l.fixed("a", 20, 20); l.fixed("c", 0, 0).overlay { Spacer(minLength: 0) }; l.fixed("b", 20, 20) }
        }
        arm(nil, nil, "size 56x20 | a [nilxnil, nilx20] (0,0 20x20) | c [nilxnil, 0x0, nilx20] (28,10 0x0) | b [nilxnil, nilx20] (36,0 20x20)") { l in
            HStack { l.fixed("a", 20, 20); ZStack { Spacer(minLength: 0); l.fixed("c", 0, 0) }; l.fixed("b", 20, 20) }
        }
        arm(nil, nil, "size 56x20 | a [nilxnil, nilx20] (0,0 20x20) | c [nilxnil, 0x0, nilx20] (28,10 0x0) | b [nilxnil, nilx20] (36,0 20x20)") { l in
            HStack { l.fixed("a", 20, 20); ZStack { l.fixed("c", 0, 0); Spacer(minLength: 0) }; l.fixed("b", 20, 20) }
        }
        arm(nil, nil, pair("40", "20")) { l in
            HStack { l.fixed("a", 20, 20); ZStack { Spacer(minLength: 0); Spacer(minLength: 0) }; l.fixed("b", 20, 20) }
        }
        arm(nil, nil, pair("64", "44")) { l in HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).padding(4); l.fixed("b", 20, 20) } }
        arm(nil, nil, pair("52", "32")) { l in HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).padding(.leading, 4); l.fixed("b", 20, 20) } }
        arm(nil, nil, pair("40", "20")) { l in HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).padding(.top, 4); l.fixed("b", 20, 20) } }
        arm(nil, nil, "size 20x52 | a [nilxnil, 20xnil] (0,0 20x20) | b [nilxnil, 20xnil] (0,32 20x20)") { l in
            VStack { l.fixed("a", 20, 20); Spacer(minLength: 0).padding(.top, 4); l.fixed("b", 20, 20) }
        }
        arm(nil, nil, pair("50", "30")) { l in
            HStack { l.fixed("a", 20, 20); Spacer(minLength: 0).frame(width: 10).padding(0); l.fixed("b", 20, 20) }
        }
    }

    @Test("AR, K4: aspectRatio over fixed and flexible children")
    func armsAR() {
        arm(500, 300, "size 168x95 | c [500x300] (0,0 168x95)") { l in l.fixed("c", 168, 95) }
        arm(500, 300, "size 168x95 | c [500x281.25] (0,0 168x95)") { l in l.fixed("c", 168, 95).aspectRatio(16.0 / 9.0, contentMode: .fit) }
        arm(nil, nil, "size 168x95 | c [nilxnil] (0,0 168x95)") { l in l.fixed("c", 168, 95).aspectRatio(16.0 / 9.0, contentMode: .fit) }
        arm(500, 300, "size 500x281.25 | c [500x281.25] (0,0 500x281.25)") { l in l.greedy("c").aspectRatio(16.0 / 9.0, contentMode: .fit) }
        arm(856, 300, "size 528x95 | a [infx300, 0x300, 277.33x300] (0,15.50 168x64) | c [533.33x300, 0x0, 332x186.75] (180,0 168x95) | b [496x300] (360,15.50 168x64)") { l in
            HStack(spacing: 12) {
                l.fixed("a", 168, 64); l.fixed("c", 168, 95).aspectRatio(16.0 / 9.0, contentMode: .fit); l.fixed("b", 168, 64)
            }
        }
        // K4, K4b, K4c
        arm(500, nil, "size 168x95 | c [500x281.25] (0,0 168x95)") { l in l.fixed("c", 168, 95).aspectRatio(16.0 / 9.0, contentMode: .fit) }
        arm(nil, 300, "size 168x95 | c [533.33x300] (0,0 168x95)") { l in l.fixed("c", 168, 95).aspectRatio(16.0 / 9.0, contentMode: .fit) }
        arm(500, nil, "size 500x281.25 | c [500x281.25] (0,0 500x281.25)") { l in l.greedy("c").aspectRatio(16.0 / 9.0, contentMode: .fit) }
        // K4d–K4h, measured only
        measuredArm(.infinity, .infinity, "size 168x95 | c [infxinf, 0x0]") { l in l.fixed("c", 168, 95).aspectRatio(16.0 / 9.0, contentMode: .fit) }
        measuredArm(500, .infinity, "size 168x95 | c [500x281.25, 0x0]") { l in l.fixed("c", 168, 95).aspectRatio(16.0 / 9.0, contentMode: .fit) }
        measuredArm(.infinity, .infinity, "size infxinf | c [infxinf, 0x0]") { l in l.greedy("c").aspectRatio(16.0 / 9.0, contentMode: .fit) }
        measuredArm(500, .infinity, "size 500x281.25 | c [500x281.25, 0x0]") { l in l.greedy("c").aspectRatio(16.0 / 9.0, contentMode: .fit) }
        measuredArm(500, .infinity, "size 168x95 | c [infxinf, 0x0]") { l in l.fixed("c", 168, 95).aspectRatio(16.0 / 9.0, contentMode: .fill) }
        // K4i, K4j
        arm(100, 100, "size 100x0 | c [100x-100] (0,0 100x0)") { l in l.greedy("c").aspectRatio(-1, contentMode: .fit) }
        arm(100, 100, "size 30x30 | c [100x-100] (0,0 30x30)") { l in l.fixed("c", 30, 30).aspectRatio(-1, contentMode: .fit) }
    }

    @Test("SC: ScrollView on each axis")
    func armsSC() {
        func content(_ l: Leaves) -> some View {
            l.clamped("c", minW: 0, idealW: 50, maxW: .infinity, minH: 0, idealH: 300, maxH: .infinity)
        }
        arm(100, 100, "size 100x100 | c [100x100] (0,0 100x100)") { l in content(l) }
        // vertical
        arm(nil, nil, "size 50x300 | c [nilxnil, 50xnil] (0,0 50x300)") { l in ScrollView(.vertical) { content(l) } }
        arm(100, 100, "size 100x100 | c [100xnil] (0,0 100x300)") { l in ScrollView(.vertical) { content(l) } }
        arm(.infinity, .infinity, "size infxinf | c [infxnil] (0,0 infx300)") { l in ScrollView(.vertical) { content(l) } }
        arm(100, 100, "size 50x100 | c [100xnil, 50xnil] (0,0 50x30)") { l in ScrollView(.vertical) { l.fixed("c", 50, 30) } }
        arm(200, 200, "size 50x200 | a [200xnil, 50xnil] (0,0 50x30) | b [200xnil, 50xnil] (10,38 30x20)") { l in
            ScrollView(.vertical) { l.fixed("a", 50, 30); l.fixed("b", 30, 20) }
        }
        arm(100, 100, "size 500x100 | c [100xnil, 500xnil] (0,0 500x500)") { l in ScrollView(.vertical) { l.fixed("c", 500, 500) } }
        // horizontal
        arm(nil, nil, "size 50x300 | c [nilxnil, nilx300] (0,0 50x300)") { l in ScrollView(.horizontal) { content(l) } }
        arm(100, 100, "size 100x100 | c [nilx100] (0,0 50x100)") { l in ScrollView(.horizontal) { content(l) } }
        arm(.infinity, .infinity, "size infxinf | c [nilxinf] (0,0 50xinf)") { l in ScrollView(.horizontal) { content(l) } }
        arm(100, 100, "size 100x30 | c [nilx100, nilx30] (0,0 50x30)") { l in ScrollView(.horizontal) { l.fixed("c", 50, 30) } }
        arm(200, 200, "size 200x58 | a [nilxinf, nilx0, nilx96, nilx25, 50xinf, 50x0, 50x25] (0,0 50x30) | b [nilx162, nilx20, 50x20] (10,38 30x20)") { l in
            ScrollView(.horizontal) { l.fixed("a", 50, 30); l.fixed("b", 30, 20) }
        }
        arm(100, 100, "size 100x500 | c [nilx100, nilx500] (0,0 500x500)") { l in ScrollView(.horizontal) { l.fixed("c", 500, 500) } }
        // both
        arm(nil, nil, "size 50x300 | c [nilxnil] (0,0 50x300)") { l in ScrollView([.horizontal, .vertical]) { content(l) } }
        arm(100, 100, "size 100x100 | c [nilxnil] (0,0 50x300)") { l in ScrollView([.horizontal, .vertical]) { content(l) } }
        arm(.infinity, .infinity, "size infxinf | c [nilxnil] (0,0 50x300)") { l in ScrollView([.horizontal, .vertical]) { content(l) } }
        arm(100, 100, "size 100x100 | c [nilxnil] (0,0 50x30)") { l in ScrollView([.horizontal, .vertical]) { l.fixed("c", 50, 30) } }
        arm(200, 200, "size 200x200 | a [nilxnil, 50xnil] (0,0 50x30) | b [nilxnil, 50xnil] (10,38 30x20)") { l in
            ScrollView([.horizontal, .vertical]) { l.fixed("a", 50, 30); l.fixed("b", 30, 20) }
        }
        arm(100, 100, "size 100x100 | c [nilxnil] (0,0 500x500)") { l in ScrollView([.horizontal, .vertical]) { l.fixed("c", 500, 500) } }
    }
}

extension StackRecordedTests {
    /// A second probe of the same set, on macOS 26.6: what `frame` proposes, answers and where it
    /// puts a child that answers a fixed size, alone and chained.
    @Test("FR: fixed and flexible frames")
    func armsFrame() {
        func c(_ l: Leaves) -> some View { l.fixed("c", 20, 20) }
        func big(_ l: Leaves) -> some View { l.fixed("c", 200, 160) }
        // A
        arm(nil, nil, "size 20x20 | c [nilxnil] (0,0 20x20)") { l in c(l) }
        arm(nil, nil, "size 60x20 | c [60xnil] (20,0 20x20)") { l in c(l).frame(width: 60) }
        arm(300, 200, "size 60x40 | c [60x40] (20,10 20x20)") { l in c(l).frame(width: 60, height: 40) }
        arm(300, 200, "size 60x20 | c [60x200] (20,0 20x20)") { l in c(l).frame(width: 60) }
        arm(300, 200, "size 20x40 | c [300x40] (0,10 20x20)") { l in c(l).frame(height: 40) }
        arm(300, 200, "size 60x40 | c [60x40] (-70,-60 200x160)") { l in big(l).frame(width: 60, height: 40) }
        arm(300, 200, "size 0x0 | c [0x0] (-10,-10 20x20)") { l in c(l).frame(width: 0, height: 0) }
        // B: the nine alignments, and a larger child at the top-leading corner
        let nine: [(Alignment, String)] = [
            (.topLeading, "0,0"), (.top, "20,0"), (.topTrailing, "40,0"), (.leading, "0,10"), (.center, "20,10"),
            (.trailing, "40,10"), (.bottomLeading, "0,20"), (.bottom, "20,20"), (.bottomTrailing, "40,20"),
        ]
        for (alignment, at) in nine {
            arm(nil, nil, "size 60x40 | c [60x40] (\(at) 20x20)") { l in c(l).frame(width: 60, height: 40, alignment: alignment) }
        }
        arm(nil, nil, "size 60x40 | c [60x40] (0,0 200x160)") { l in big(l).frame(width: 60, height: 40, alignment: .topLeading) }
        // C: ideal lengths
        arm(300, 200, "size 20x20 | c [300x200, 20x20] (0,0 20x20)") { l in c(l).frame(idealWidth: 80) }
        arm(nil, nil, "size 80x20 | c [80xnil] (30,0 20x20)") { l in c(l).frame(idealWidth: 80) }
        arm(nil, nil, "size 80x50 | c [80x50] (30,15 20x20)") { l in c(l).frame(idealWidth: 80, idealHeight: 50) }
        arm(nil, nil, "size 80x160 | c [80xnil] (-60,0 200x160)") { l in big(l).frame(idealWidth: 80) }
        arm(nil, nil, "size 80x20 | c [80xnil] (30,0 20x20)") { l in c(l).frame(minWidth: 40, idealWidth: 80, maxWidth: 120) }
        arm(300, 200, "size 120x20 | c [120x200, 120x20] (50,0 20x20)") { l in c(l).frame(minWidth: 40, idealWidth: 80, maxWidth: 120) }
        // D: minimums and maximums
        arm(100, 100, "size 80x20 | c [80x100, 80x20] (30,0 20x20)") { l in c(l).frame(minWidth: 40, maxWidth: 80) }
        arm(60, 60, "size 60x20 | c [60x60, 60x20] (20,0 20x20)") { l in c(l).frame(minWidth: 40, maxWidth: 80) }
        arm(30, 30, "size 40x20 | c [40x30, 40x20] (10,0 20x20)") { l in c(l).frame(minWidth: 40, maxWidth: 80) }
        arm(nil, nil, "size 40x20 | c [nilxnil, 40xnil] (10,0 20x20)") { l in c(l).frame(minWidth: 40, maxWidth: 80) }
        arm(100, 100, "size 80x20 | c [80x100, 80x20] (30,0 20x20)") { l in c(l).frame(maxWidth: 80) }
        arm(30, 30, "size 30x20 | c [30x30, 30x20] (5,0 20x20)") { l in c(l).frame(maxWidth: 80) }
        arm(nil, nil, "size 20x20 | c [nilxnil] (0,0 20x20)") { l in c(l).frame(maxWidth: 80) }
        arm(100, 100, "size 40x20 | c [100x100, 40x20] (10,0 20x20)") { l in c(l).frame(minWidth: 40) }
        arm(30, 30, "size 40x20 | c [40x30, 40x20] (10,0 20x20)") { l in c(l).frame(minWidth: 40) }
        arm(nil, nil, "size 40x20 | c [nilxnil, 40xnil] (10,0 20x20)") { l in c(l).frame(minWidth: 40) }
        arm(100, 100, "size 100x20 | c [100x100, 100x20] (40,0 20x20)") { l in c(l).frame(maxWidth: .infinity) }
        arm(nil, nil, "size 20x20 | c [nilxnil] (0,0 20x20)") { l in c(l).frame(maxWidth: .infinity) }
        arm(.infinity, .infinity, "size infx20 | c [infxinf, infx20] (inf,0 20x20)") { l in c(l).frame(maxWidth: .infinity) }
        arm(100, 100, "size 80x160 | c [80x100, 80x160] (-60,0 200x160)") { l in big(l).frame(minWidth: 40, maxWidth: 80) }
        arm(nil, nil, "size 80x160 | c [nilxnil, 80xnil] (-60,0 200x160)") { l in big(l).frame(maxWidth: 80) }
        arm(100, 100, "size 400x20 | c [400x100, 400x20] (190,0 20x20)") { l in c(l).frame(minWidth: 400) }
        arm(100, 100, "size 20x80 | c [100x80, 20x80] (0,30 20x20)") { l in c(l).frame(minHeight: 40, maxHeight: 80) }
        arm(100, 100, "size 80x20 | c [80x100, 80x20] (0,0 20x20)") { l in c(l).frame(minWidth: 40, maxWidth: 80, alignment: .topLeading) }
        // E: chained frames
        arm(300, 200, "size 100x20 | c [100x200] (40,0 20x20)") { l in c(l).frame(width: 100) }
        arm(300, 200, "size 50x20 | c [100x200] (15,0 20x20)") { l in c(l).frame(width: 100).frame(width: 50) }
        arm(300, 200, "size 100x20 | c [50x200] (40,0 20x20)") { l in c(l).frame(width: 50).frame(width: 100) }
        arm(300, 200, "size 50x20 | c [50x200, 50x20] (15,0 20x20)") { l in c(l).frame(maxWidth: .infinity).frame(width: 50) }
        arm(300, 200, "size 300x20 | c [50x200, 50x20] (140,0 20x20)") { l in c(l).frame(width: 50).frame(maxWidth: .infinity) }
        arm(300, 200, "size 80x20 | c [300x200, 80x20, 40x20] (30,0 20x20)") { l in c(l).frame(minWidth: 40).frame(minWidth: 80) }
        arm(nil, nil, "size 120x100 | c [60x40] (20,10 20x20)") { l in
            c(l).frame(width: 60, height: 40).frame(width: 120, height: 100, alignment: .topLeading)
        }
        // H: negative proposals and bounds, and a maximum with or without a minimum (a second
        // probe of the same set, macOS 26.6). With a maximum and no minimum, a frame answers the
        // larger of the proposal and its child (10 → 20); any minimum makes it the proposal.
        arm(-30, -30, "size 20x20 | c [-30x-30] (0,0 20x20)") { l in c(l) }
        arm(-30, -30, "size 20x20 | c [-30x-30, 20x20] (0,0 20x20)") { l in c(l).frame(maxWidth: 80) }
        arm(100, 100, "size 20x20 | c [100x100, 20x20] (0,0 20x20)") { l in c(l).frame(minWidth: -50) }
        arm(-30, -30, "size 0x20 | c [0x-30, 0x20] (-10,0 20x20)") { l in c(l).frame(minWidth: -50, maxWidth: 80) }
        arm(-30, -30, "size 60x20 | c [60x-30] (20,0 20x20)") { l in c(l).frame(width: 60) }
        arm(100, 100, "size 0x20 | c [0x100, 0x20] (-10,0 20x20)") { l in c(l).frame(minWidth: -50, maxWidth: -10) }
        arm(0, 0, "size 20x20 | c [0x0, 20x20] (0,0 20x20)") { l in c(l).frame(maxWidth: 80) }
        arm(10, 10, "size 20x20 | c [10x10, 20x20] (0,0 20x20)") { l in c(l).frame(maxWidth: 80) }
        arm(nil, nil, "size 20x20 | c [nilxnil] (0,0 20x20)") { l in c(l).frame(minWidth: -50) }
        // Not ported: frame(width: -60) at 100 × 100, recorded as 0 × 20 after SwiftUI's "Invalid
        // frame dimension" warning; PlumbUI treats the length as missing (§3.2, ModifierRuleTests).
        arm(10, 10, "size 10x20 | c [10x10, 10x20] (-5,0 20x20)") { l in c(l).frame(minWidth: 5, maxWidth: 80) }
        arm(60, 60, "size 60x20 | c [60x60, 60x20] (20,0 20x20)") { l in c(l).frame(minWidth: 5, maxWidth: 80) }
        arm(10, 10, "size 10x160 | c [10x10, 10x160] (-95,0 200x160)") { l in big(l).frame(minWidth: 5, maxWidth: 80) }
        arm(10, 10, "size 10x20 | c [10x10, 10x20] (-5,0 20x20)") { l in c(l).frame(minWidth: 0, maxWidth: 80) }
        arm(10, 10, "size 80x160 | c [10x10, 80x160] (-60,0 200x160)") { l in big(l).frame(maxWidth: 80) }
        arm(100, 100, "size 200x160 | c [100x100, 200x160] (0,0 200x160)") { l in big(l).frame(maxWidth: .infinity) }
        arm(100, 100, "size 200x160 | c [100x100, 200x160] (0,0 200x160)") { l in big(l).frame(maxWidth: .infinity, maxHeight: .infinity) }
        // G control: a stack in no frame
        arm(nil, nil, "size 40x20 | a [nilxnil, nilx20] (0,0 20x20) | b [nilxnil, nilx20] (20,0 20x20)") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20); l.fixed("b", 20, 20) }
        }
    }
}

extension StackRecordedTests {
    /// Two views in one custom view's body, modified: SwiftUI applies the modifier to each
    /// (macOS 26.6). Each arm sits in a fixed-size `HStack` (default spacing).
    @Test("G (components): a modifier on several views applies to each")
    func armsComponents() {
        func recorded(_ content: some View) -> String {
            let snapshot = LayoutHost(size: CGSize(width: 1000, height: 1000)).layout(HStack { content }.fixedSize())
            let origin = snapshot.rootFrame.origin
            func text(_ f: CGRect) -> String {
                "(\(Self.number(f.minX - origin.x)), \(Self.number(f.minY - origin.y))) \(Self.number(f.width))x\(Self.number(f.height))"
            }
            var parts = ["outer \(Self.number(snapshot.rootFrame.width))x\(Self.number(snapshot.rootFrame.height))"]
            for id in ["a", "b"] { parts.append("\(id) " + (snapshot.frame(of: id).map(text) ?? "none")) }
            let backgrounds = snapshot.nodes.filter { $0.id == AnyHashable("bg") }.map { text($0.frame) }
            parts.append("bg " + (backgrounds.isEmpty ? "none" : backgrounds.joined(separator: " + ")))
            return parts.joined(separator: " ")
        }
        let bg = Color.red.id("bg")
        #expect(recorded(Pair()) == "outer 88x10 a (0, 0) 30x10 b (38, 0) 50x10 bg none")
        #expect(recorded(Solo().background(bg)) == "outer 30x10 a (0, 0) 30x10 b none bg (0, 0) 30x10")
        #expect(recorded(Pair().padding(8)) == "outer 120x26 a (8, 8) 30x10 b (62, 8) 50x10 bg none")
        #expect(recorded(Group { Solo(); Color.green.frame(width: 50, height: 10).id("b") }.padding(8))
                == "outer 120x26 a (8, 8) 30x10 b (62, 8) 50x10 bg none")
        #expect(recorded(Pair().padding(4).padding(4)) == "outer 120x26 a (8, 8) 30x10 b (62, 8) 50x10 bg none")
        #expect(recorded(Solo().padding(8)) == "outer 46x26 a (8, 8) 30x10 b none bg none")
        #expect(recorded(Pair().frame(width: 70)) == "outer 148x10 a (20, 0) 30x10 b (88, 0) 50x10 bg none")
        #expect(recorded(Solo().frame(width: 70)) == "outer 70x10 a (20, 0) 30x10 b none bg none")
        // The recording lists the two backgrounds b's first; the order of drawing is not layout.
        let two = recorded(Pair().background(bg))
        #expect(two == "outer 88x10 a (0, 0) 30x10 b (38, 0) 50x10 bg (0, 0) 30x10 + (38, 0) 50x10"
                || two == "outer 88x10 a (0, 0) 30x10 b (38, 0) 50x10 bg (38, 0) 50x10 + (0, 0) 30x10")
    }
}

extension StackRecordedTests {
    /// An arm of the third probe: the size, where each leaf ends (first asked first) and the
    /// frames of the views tagged with `.id`, sorted by name.
    static func placedAndTagged(_ w: CGFloat?, _ h: CGFloat?, _ log: Log, _ view: some View) -> String {
        let proposal = ProposedViewSize(width: w, height: h)
        let host = LayoutHost(size: CGSize(width: 1000, height: 1000))
        let size = host.sizeThatFits(view, proposal: proposal)
        log.isRecording = true
        let snapshot = host.layout(AtOrigin(proposal: proposal) { view })
        func rect(_ f: CGRect) -> String { "(\(number(f.minX)), \(number(f.minY))) \(number(f.width))x\(number(f.height))" }
        var lines = ["size \(number(size.width))x\(number(size.height))"]
        for name in log.order { lines.append("leaf \(name): " + (log.frames[name].map { "at " + rect($0) } ?? "not placed")) }
        let tagged = snapshot.nodes.compactMap { node in (node.id?.base as? String).map { ($0, node.frame) } }
        for (name, frame) in tagged.sorted(by: { $0.0 < $1.0 }) { lines.append("geometry \(name): " + rect(frame)) }
        return lines.joined(separator: " | ")
    }
}

/// One arm of the third probe.
fileprivate func placedArm<V: View>(_ w: CGFloat?, _ h: CGFloat?, _ expected: String,
                                    sourceLocation: SourceLocation = #_sourceLocation, _ make: (Leaves) -> V) {
    let leaves = Leaves()
    #expect(StackRecordedTests.placedAndTagged(w, h, leaves.log, make(leaves)) == expected, sourceLocation: sourceLocation)
}

extension StackRecordedTests {
    /// A third probe of the set (macOS 27): greedy frames, cross-axis fill, padding, spacers
    /// spelled as CSS justification, reversed rows. Leaves have no name of their own here, so a
    /// frame or padding the recording measured carries an `.id`.
    @Test("F, X, P, J, R, Z: greedy frames, cross-axis fill, padding and spacer distributions")
    func armsDistribution() {
        // F
        placedArm(nil, nil, "size 300x10 | leaf a: at (130, 0) 40x10 | leaf b: at (170, 0) 0x10") { l in
            HStack(spacing: 0) { l.fixed("a", 40, 10); l.fixed("b", 0, 10) }.frame(width: 300)
        }
        placedArm(nil, nil, "size 300x10 | leaf a: at (0, 0) 40x10 | leaf b: at (170, 0) 0x10 | geometry bframe: (40, 0) 260x10") { l in
            HStack(spacing: 0) { l.fixed("a", 40, 10); l.fixed("b", 0, 10).frame(maxWidth: .infinity).id("bframe") }.frame(width: 300)
        }
        placedArm(300, nil, "size 300x10 | leaf a: at (25, 0) 100x10 | leaf b: at (215, 0) 20x10 | geometry aframe: (0, 0) 150x10 | geometry bframe: (150, 0) 150x10") { l in
            HStack(spacing: 0) { l.fixed("a", 100, 10).frame(maxWidth: .infinity).id("aframe"); l.fixed("b", 20, 10).frame(maxWidth: .infinity).id("bframe") }
        }
        placedArm(300, nil, "size 300x10 | leaf a: at (0, 0) 200x10 | leaf b: at (240, 0) 20x10 | geometry aframe: (0, 0) 200x10 | geometry bframe: (200, 0) 100x10") { l in
            HStack(spacing: 0) { l.fixed("a", 200, 10).frame(maxWidth: .infinity).id("aframe"); l.fixed("b", 20, 10).frame(maxWidth: .infinity).id("bframe") }
        }
        placedArm(300, nil, "size 300x10 | leaf a: at (-25, 0) 200x10 | leaf b: at (215, 0) 20x10 | geometry aframe: (0, 0) 150x10 | geometry bframe: (150, 0) 150x10") { l in
            HStack(spacing: 0) { l.fixed("a", 200, 10).frame(minWidth: 0, maxWidth: .infinity).id("aframe"); l.fixed("b", 20, 10).frame(maxWidth: .infinity).id("bframe") }
        }
        placedArm(300, nil, "size 300x10 | leaf a: at (25, 0) 100x10 | leaf b: at (215, 0) 20x10 | geometry aframe: (0, 0) 150x10 | geometry bframe: (150, 0) 150x10") { l in
            HStack(spacing: 0) {
                l.fixed("a", 100, 10).frame(minWidth: 0, maxWidth: .infinity).id("aframe")
                l.fixed("b", 20, 10).frame(minWidth: 0, maxWidth: .infinity).id("bframe")
            }
        }
        placedArm(150, nil, "size 220x10 | leaf a: at (0, 0) 100x10 | leaf c: at (100, 0) 100x10 | leaf b: at (200, 0) 20x10 | geometry bframe: (200, 0) 20x10 | geometry innerframe: (0, 0) 200x10") { l in
            HStack(spacing: 0) {
                HStack(spacing: 0) { l.fixed("a", 100, 10); l.fixed("c", 100, 10) }.frame(maxWidth: .infinity).id("innerframe")
                l.fixed("b", 20, 10).frame(maxWidth: .infinity).id("bframe")
            }
        }
        // X
        placedArm(nil, nil, "size 40x40 | leaf a: at (0, 0) 20x40 | leaf b: at (20, 15) 20x10") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 40); l.fixed("b", 20, 10) }
        }
        placedArm(nil, nil, "size 40x40 | leaf a: at (0, 0) 20x40 | leaf b: at (20, 15) 20x10 | geometry bframe: (20, 0) 20x40") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 40); l.fixed("b", 20, 10).frame(maxHeight: .infinity).id("bframe") }
        }
        placedArm(nil, nil, "size 40x100 | leaf a: at (0, 30) 20x40 | leaf b: at (20, 45) 20x10 | geometry bframe: (20, 0) 20x100") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 40); l.fixed("b", 20, 10).frame(maxHeight: .infinity).id("bframe") }.frame(height: 100)
        }
        placedArm(200, nil, "size 30x20 | leaf a: at (0, 0) 30x10 | leaf b: at (15, 10) 0x10 | geometry vstack: (0, 0) 30x20") { l in
            HStack(spacing: 0) { VStack(spacing: 0) { l.fixed("a", 30, 10); l.fixed("b", 0, 10) }.id("vstack") }
        }
        placedArm(200, nil, "size 200x20 | leaf a: at (85, 0) 30x10 | leaf b: at (100, 10) 0x10 | geometry vstack: (0, 0) 200x20") { l in
            HStack(spacing: 0) { VStack(spacing: 0) { l.fixed("a", 30, 10); l.fixed("b", 0, 10).frame(maxWidth: .infinity) }.id("vstack") }
        }
        placedArm(nil, nil, "size 300x20 | leaf a: at (100, 0) 100x10 | leaf b: at (0, 10) 20x10 | geometry bframe: (0, 10) 300x10") { l in
            VStack(spacing: 0) { l.fixed("a", 100, 10); l.fixed("b", 20, 10).frame(maxWidth: .infinity, alignment: .leading).id("bframe") }.frame(width: 300)
        }
        placedArm(300, nil, "size 100x20 | leaf a: at (0, 0) 100x10 | leaf b: at (40, 10) 20x10 | geometry vstack: (0, 0) 100x20") { l in
            VStack(spacing: 0) { l.fixed("a", 100, 10); l.fixed("b", 20, 10) }.id("vstack")
        }
        placedArm(300, nil, "size 300x20 | leaf a: at (100, 0) 100x10 | leaf b: at (0, 10) 20x10 | geometry vstack: (0, 0) 300x20") { l in
            VStack(spacing: 0) { l.fixed("a", 100, 10); l.fixed("b", 20, 10).frame(maxWidth: .infinity, alignment: .leading) }.id("vstack")
        }
        placedArm(nil, nil, "size 50x40 | leaf a: at (0, 0) 20x40 | leaf c: at (30, 15) 10x10 | geometry cframe: (20, 15) 30x10") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 40); l.fixed("c", 10, 10).frame(width: 30).id("cframe") }
        }
        placedArm(nil, nil, "size 50x40 | leaf a: at (0, 0) 20x40 | leaf c: at (30, 15) 10x10 | geometry cframe: (20, 15) 30x10 | geometry outer: (20, 0) 30x40") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 40); l.fixed("c", 10, 10).frame(width: 30).id("cframe").frame(maxHeight: .infinity).id("outer") }
        }
        placedArm(nil, nil, "size 40x100 | leaf a: at (0, 30) 20x40 | leaf b: at (20, 45) 20x10 | geometry bframe: (20, 37.50) 20x25") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 40); l.fixed("b", 20, 10).frame(maxHeight: 25).id("bframe") }.frame(height: 100)
        }
        placedArm(200, nil, "size 86x26 | leaf a: at (0, 8) 40x10 | leaf b: at (48, 8) 30x10 | geometry pad: (40, 0) 46x26") { l in
            HStack(spacing: 0) { l.fixed("a", 40, 10); l.fixed("b", 30, 10).padding(8).id("pad") }
        }
        placedArm(200, nil, "size 200x26 | leaf a: at (0, 8) 40x10 | leaf b: at (105, 8) 30x10 | geometry pad: (40, 0) 160x26") { l in
            HStack(spacing: 0) { l.fixed("a", 40, 10); l.fixed("b", 30, 10).frame(maxWidth: .infinity).padding(8).id("pad") }
        }
        placedArm(300, nil, "size 100x36 | leaf a: at (0, 0) 100x10 | leaf b: at (40, 18) 20x10 | geometry pad: (32, 10) 36x26 | geometry vstack: (0, 0) 100x36") { l in
            VStack(spacing: 0) { l.fixed("a", 100, 10); l.fixed("b", 20, 10).padding(8).id("pad") }.id("vstack")
        }
        placedArm(300, nil, "size 300x36 | leaf a: at (100, 0) 100x10 | leaf b: at (272, 18) 20x10 | geometry pad: (0, 10) 300x26 | geometry vstack: (0, 0) 300x36") { l in
            VStack(spacing: 0) { l.fixed("a", 100, 10); l.fixed("b", 20, 10).frame(maxWidth: .infinity, alignment: .trailing).padding(8).id("pad") }.id("vstack")
        }
        placedArm(200, nil, "size 30x10 | leaf a: at (0, 0) 30x10 | leaf b: at (15, 0) 0x10 | geometry zstack: (0, 0) 30x10") { l in
            HStack(spacing: 0) { ZStack { l.fixed("a", 30, 10); l.fixed("b", 0, 10) }.id("zstack") }
        }
        placedArm(200, nil, "size 200x10 | leaf a: at (85, 0) 30x10 | leaf b: at (100, 0) 0x10 | geometry zstack: (0, 0) 200x10") { l in
            HStack(spacing: 0) { ZStack { l.fixed("a", 30, 10); l.fixed("b", 0, 10).frame(maxWidth: .infinity) }.id("zstack") }
        }
        placedArm(200, 200, "size 30x30 | leaf a: at (0, 0) 30x20 | leaf b: at (0, 20) 30x10 | geometry vstack: (0, 0) 30x30") { l in
            VStack(spacing: 0) { l.fixed("a", 30, 20); l.fixed("b", 30, 10) }.id("vstack")
        }
        placedArm(200, 200, "size 30x200 | leaf a: at (0, 0) 30x20 | leaf b: at (0, 105) 30x10 | geometry bframe: (0, 20) 30x180 | geometry vstack: (0, 0) 30x200") { l in
            VStack(spacing: 0) { l.fixed("a", 30, 20); l.fixed("b", 30, 10).frame(maxHeight: .infinity).id("bframe") }.id("vstack")
        }
        // P
        placedArm(nil, nil, "size 10x10 | leaf c: at (0, 0) 10x10") { l in
            l.fixed("c", 10, 10).frame(width: 10, height: 10, alignment: .topLeading)
        }
        placedArm(nil, nil, "size 10x10 | leaf c: at (12, 12) 10x10 | geometry padding: (0, 0) 34x34") { l in
            l.fixed("c", 10, 10).padding(12).id("padding").frame(width: 10, height: 10, alignment: .topLeading)
        }
        placedArm(nil, nil, "size 10x10 | leaf c: at (12, 0) 10x10 | geometry padding: (0, -12) 34x34") { l in
            l.fixed("c", 10, 10).padding(12).id("padding").frame(width: 10, height: 10, alignment: .leading)
        }
        placedArm(nil, nil, "size 10x10 | leaf c: at (0, 12) 10x10 | geometry padding: (-12, 0) 34x34") { l in
            l.fixed("c", 10, 10).padding(12).id("padding").frame(width: 10, height: 10, alignment: .top)
        }
        placedArm(nil, nil, "size 10x10 | leaf c: at (0, 0) 10x10 | geometry padding: (-12, -12) 34x34") { l in
            l.fixed("c", 10, 10).padding(12).id("padding").frame(width: 10, height: 10)
        }
        placedArm(nil, nil, "size 40x20 | leaf a: at (0, 0) 20x20 | leaf b: at (20, 0) 20x20 | geometry abg: (0, 0) 20x20") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20).background(Color.red).id("abg"); l.fixed("b", 20, 20) }
        }
        placedArm(nil, nil, "size 56x36 | leaf a: at (8, 8) 20x20 | leaf b: at (36, 8) 20x20 | geometry abg: (8, 8) 20x20") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20).background(Color.red).id("abg").padding(8); l.fixed("b", 20, 20) }
        }
        placedArm(nil, nil, "size 24x20 | leaf a: at (-8, 0) 20x20 | leaf b: at (4, 0) 20x20 | geometry abg: (-8, 0) 20x20") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 20).background(Color.red).id("abg").padding(-8); l.fixed("b", 20, 20) }
        }
        // J: spacers as justification
        func row(_ l: Leaves, _ n: String) -> some View { l.fixed(n, 20, 10) }
        placedArm(nil, nil, "size 200x10 | leaf a: at (70, 0) 20x10 | leaf b: at (90, 0) 20x10 | leaf c: at (110, 0) 20x10") { l in
            HStack(spacing: 0) { row(l, "a"); row(l, "b"); row(l, "c") }.frame(width: 200)
        }
        placedArm(200, nil, "size 200x10 | leaf a: at (0, 0) 20x10 | leaf b: at (90, 0) 20x10 | leaf c: at (180, 0) 20x10") { l in
            HStack(spacing: 0) { row(l, "a"); Spacer(minLength: 0); row(l, "b"); Spacer(minLength: 0); row(l, "c") }
        }
        placedArm(200, nil, "size 200x10 | leaf a: at (0, 0) 20x10 | leaf b: at (90, 0) 20x10 | leaf c: at (180, 0) 20x10") { l in
            HStack(spacing: 0) { row(l, "a"); Spacer(minLength: 10); row(l, "b"); Spacer(minLength: 10); row(l, "c") }
        }
        placedArm(50, nil, "size 80x10 | leaf a: at (0, 0) 20x10 | leaf b: at (30, 0) 20x10 | leaf c: at (60, 0) 20x10") { l in
            HStack(spacing: 0) { row(l, "a"); Spacer(minLength: 10); row(l, "b"); Spacer(minLength: 10); row(l, "c") }
        }
        placedArm(200, nil, "size 200x10 | leaf a: at (35, 0) 20x10 | leaf b: at (90, 0) 20x10 | leaf c: at (145, 0) 20x10") { l in
            HStack(spacing: 0) {
                Spacer(minLength: 0); row(l, "a"); Spacer(minLength: 0); row(l, "b"); Spacer(minLength: 0); row(l, "c"); Spacer(minLength: 0)
            }
        }
        placedArm(200, nil, "size 200x10 | leaf a: at (53.33, 0) 20x10 | leaf b: at (126.67, 0) 20x10") { l in
            HStack(spacing: 0) { Spacer(minLength: 0); row(l, "a"); Spacer(minLength: 10); row(l, "b"); Spacer(minLength: 0) }
        }
        placedArm(200, nil, "size 200.00x10 | leaf a: at (23.33, 0) 20x10 | leaf b: at (90, 0) 20x10 | leaf c: at (156.67, 0) 20x10") { l in
            HStack(spacing: 0) {
                Spacer(minLength: 0); row(l, "a"); Spacer(minLength: 0); Spacer(minLength: 0); row(l, "b")
                Spacer(minLength: 0); Spacer(minLength: 0); row(l, "c"); Spacer(minLength: 0)
            }
        }
        placedArm(200, nil, "size 200x10 | leaf a: at (50, 0) 20x10 | leaf g: at (120, 5) 10x0 | leaf b: at (130, 0) 20x10") { l in
            HStack(spacing: 0) { Spacer(minLength: 0); row(l, "a"); Spacer(minLength: 0); l.fixed("g", 10, 0); row(l, "b"); Spacer(minLength: 0) }
        }
        placedArm(40, nil, "size 50x10 | leaf a: at (0, 0) 20x10 | leaf g: at (20, 5) 10x0 | leaf b: at (30, 0) 20x10") { l in
            HStack(spacing: 0) { Spacer(minLength: 0); row(l, "a"); Spacer(minLength: 0); l.fixed("g", 10, 0); row(l, "b"); Spacer(minLength: 0) }
        }
        placedArm(200, nil, "size 200x10 | leaf a: at (80, 0) 20x10 | leaf b: at (180, 0) 20x10 | geometry aframe: (0, 0) 180x10") { l in
            HStack(spacing: 0) { row(l, "a").frame(maxWidth: .infinity).id("aframe"); Spacer(minLength: 0); row(l, "b") }
        }
        // R: reversed rows in a trailing frame
        placedArm(nil, nil, "size 200x10 | leaf a: at (0, 0) 20x10 | leaf b: at (20, 0) 30x10") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 10); l.fixed("b", 30, 10) }.frame(width: 200, alignment: .leading)
        }
        placedArm(nil, nil, "size 200x10 | leaf b: at (150, 0) 30x10 | leaf a: at (180, 0) 20x10") { l in
            HStack(spacing: 0) { l.fixed("b", 30, 10); l.fixed("a", 20, 10) }.frame(width: 200, alignment: .trailing)
        }
        placedArm(nil, nil, "size 100x10 | leaf b: at (-60, 0) 80x10 | leaf a: at (20, 0) 80x10") { l in
            HStack(spacing: 0) { l.fixed("b", 80, 10); l.fixed("a", 80, 10) }.frame(width: 100, alignment: .trailing)
        }
        // C0, C2: a child of a width, and a GeometryReader's half
        placedArm(nil, nil, "size 200x10 | geometry color: (50, 0) 100x10") { _ in
            VStack(spacing: 0) { Color.blue.frame(width: 100, height: 10).id("color") }.frame(width: 200)
        }
        placedArm(nil, nil, "size 200x10 | geometry color: (0, 0) 100x10 | geometry reader: (0, 0) 200x10") { _ in
            VStack(spacing: 0) {
                GeometryReader { g in Color.blue.frame(width: g.size.width * 0.5, height: 10).id("color") }.frame(height: 10).id("reader")
            }.frame(width: 200)
        }
        // Z: a greedy cross frame over a taller child, without and with a minimum
        placedArm(nil, nil, "size 40x30 | leaf a: at (0, 10) 20x10 | leaf b: at (20, -10) 20x50 | geometry bframe: (20, -10) 20x50") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 10); l.fixed("b", 20, 50).frame(maxHeight: .infinity).id("bframe") }.frame(height: 30)
        }
        placedArm(nil, nil, "size 40x30 | leaf a: at (0, 10) 20x10 | leaf b: at (20, -10) 20x50 | geometry bframe: (20, 0) 20x30") { l in
            HStack(spacing: 0) { l.fixed("a", 20, 10); l.fixed("b", 20, 50).frame(minHeight: 0, maxHeight: .infinity).id("bframe") }.frame(height: 30)
        }
    }
}

extension StackRecordedTests {
    /// The first probe of that session (macOS 27): padding inside a fixed frame, `hidden()`,
    /// and greedy frames across and along a stack.
    @Test("B, H, S, G: padding in a fixed frame, hidden views, fill across and along")
    func armsFill() {
        placedArm(nil, nil, "size 60x60 | leaf c: at (0, 0) 10x26") { l in
            l.fixed("c", 10, 26).frame(width: 60, height: 60, alignment: .topLeading)
        }
        placedArm(nil, nil, "size 60x60 | leaf c: at (12, 12) 10x26") { l in
            l.fixed("c", 10, 26).padding(12).frame(width: 60, height: 60, alignment: .topLeading)
        }
        placedArm(nil, nil, "size 60x60 | leaf c: at (25, 17) 10x26") { l in l.fixed("c", 10, 26).padding(12).frame(width: 60, height: 60) }
        placedArm(nil, nil, "size 260x60 | leaf a: at (12, 12) 36x36 | leaf b: at (60, 12) 140x36 | leaf c: at (212, 12) 36x36") { l in
            HStack(spacing: 12) { l.fixed("a", 36, 36); l.fixed("b", 140, 36); l.fixed("c", 36, 36) }.padding(12)
        }
        placedArm(nil, nil, "size 20x60 | leaf a: at (0, 0) 20x20 | leaf b: at (0, 20) 20x20 | leaf c: at (0, 40) 20x20") { l in
            VStack(spacing: 0) { l.fixed("a", 20, 20); l.fixed("b", 20, 20); l.fixed("c", 20, 20) }
        }
        placedArm(nil, nil, "size 20x40 | leaf a: at (0, 0) 20x20 | leaf c: at (0, 20) 20x20") { l in
            VStack(spacing: 0) { l.fixed("a", 20, 20); if never { l.fixed("b", 20, 20) }; l.fixed("c", 20, 20) }
        }
        placedArm(nil, nil, "size 196x42 | leaf a: at (77, 0) 42x16 | leaf b: at (98, 16) 0x26") { l in
            VStack(spacing: 0) { l.fixed("a", 42, 16); l.fixed("b", 0, 26) }.frame(width: 196)
        }
        placedArm(nil, nil, "size 196x42 | leaf a: at (77, 0) 42x16 | leaf b: at (98, 16) 0x26 | geometry bframe: (0, 16) 196x26") { l in
            VStack(spacing: 0) { l.fixed("a", 42, 16); l.fixed("b", 0, 26).frame(maxWidth: .infinity).id("bframe") }.frame(width: 196)
        }
        placedArm(nil, nil, "size 196x42 | leaf a: at (77, 0) 42x16 | geometry color: (0, 16) 196x26") { l in
            VStack(spacing: 0) { l.fixed("a", 42, 16); Color.red.frame(height: 26).id("color") }.frame(width: 196)
        }
        placedArm(nil, nil, "size 42x42 | leaf a: at (0, 0) 42x16 | leaf b: at (21, 16) 0x26 | geometry bframe: (0, 16) 42x26") { l in
            VStack(spacing: 0) { l.fixed("a", 42, 16); l.fixed("b", 0, 26).frame(maxWidth: .infinity).id("bframe") }
        }
        placedArm(nil, nil, "size 568x40 | leaf a: at (258, 0) 40x40 | leaf b: at (310, 14) 0x12") { l in
            HStack(spacing: 12) { l.fixed("a", 40, 40); l.fixed("b", 0, 12) }.frame(width: 568)
        }
        placedArm(nil, nil, "size 568x40 | leaf a: at (0, 0) 40x40 | leaf b: at (52, 14) 516x12") { l in
            HStack(spacing: 12) { l.fixed("a", 40, 40); l.flexW("b", 0, 0, .infinity, 12) }.frame(width: 568)
        }
        placedArm(nil, nil, "size 568x40 | leaf a: at (0, 0) 40x40 | leaf b: at (310, 14) 0x12 | geometry bframe: (52, 14) 516x12") { l in
            HStack(spacing: 12) { l.fixed("a", 40, 40); l.fixed("b", 0, 12).frame(maxWidth: .infinity).id("bframe") }.frame(width: 568)
        }
    }
}

extension StackRecordedTests {
    /// A view filling a `w` × `h` host through a fixed frame, with the frames of the views
    /// tagged `keys` (or "none"), in the host's coordinates, as the later probes print them.
    static func hosted(_ w: CGFloat, _ h: CGFloat, keys: [String], _ view: some View) -> String {
        let snapshot = LayoutHost(size: CGSize(width: w, height: h)).layout(view.frame(width: w, height: h))
        var parts = ["host \(number(w))x\(number(h))"]
        for key in keys {
            guard let f = snapshot.frame(of: key) else { parts.append("\(key) none"); continue }
            parts.append("\(key) (\(number(f.minX)), \(number(f.minY))) \(number(f.width))x\(number(f.height))")
        }
        return parts.joined(separator: " ")
    }

    /// A fourth probe (macOS 27): a scroll view in a stack, and one-axis or flexible frames on a
    /// custom view of several views. Each arm fills a host of the stated size through a fixed
    /// frame; the tagged views' frames are in the host's coordinates.
    @Test("V, W: a scroll view in a stack; frames on several views")
    func armsScrollInStack() {
        let keys = ["a", "sv", "c", "b"]
        let a = Color.red.frame(width: 60, height: 30).id("a")
        #expect(Self.hosted(100, 200, keys: keys, VStack { a; Color.blue.frame(width: 60, height: 30).id("b") })
                == "host 100x200 a (20, 66) 60x30 sv none c none b (20, 104) 60x30")
        #expect(Self.hosted(100, 200, keys: keys, VStack { a; ScrollView(.vertical) { Color.green.frame(width: 60, height: 300).id("c") }.id("sv") })
                == "host 100x200 a (20, 0) 60x30 sv (20, 38) 60x162 c (20, 38) 60x300 b none")
        #expect(Self.hosted(100, 200, keys: keys, VStack { a; Color.green.frame(width: 60).id("sv") })
                == "host 100x200 a (20, 0) 60x30 sv (20, 38) 60x162 c none b none")
        #expect(Self.hosted(100, 200, keys: keys, VStack { a; ScrollView(.vertical) { Color.green.frame(width: 60, height: 20).id("c") }.id("sv") })
                == "host 100x200 a (20, 0) 60x30 sv (20, 38) 60x162 c (20, 38) 60x20 b none")
        #expect(Self.hosted(100, 200, keys: keys, HStack {
            Color.red.frame(width: 30, height: 60).id("a")
            ScrollView(.horizontal) { Color.green.frame(width: 300, height: 60).id("c") }.id("sv")
        }) == "host 100x200 a (0, 70) 30x60 sv (38, 70) 62x60 c (38, 70) 300x60 b none")
        #expect(Self.hosted(100, 200, keys: keys, VStack {
            a; ScrollView(.vertical) { Color.green.frame(width: 60, height: 300).id("c") }.fixedSize().id("sv")
        }) == "host 100x200 a (20, -69) 60x30 sv (20, -31) 60x300 c (20, -31) 60x300 b none")
        // W
        #expect(Self.hosted(300, 100, keys: keys, HStack { Pair() }) == "host 300x100 a (106, 45) 30x10 sv none c none b (144, 45) 50x10")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Pair().frame(width: 70) }) == "host 300x100 a (96, 45) 30x10 sv none c none b (164, 45) 50x10")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Pair().frame(height: 40) }) == "host 300x100 a (106, 45) 30x10 sv none c none b (144, 45) 50x10")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Pair().frame(maxWidth: .infinity) }) == "host 300x100 a (58, 45) 30x10 sv none c none b (202, 45) 50x10")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Pair().frame(width: 70, height: 40) }) == "host 300x100 a (96, 45) 30x10 sv none c none b (164, 45) 50x10")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Solo().frame(height: 40) }) == "host 300x100 a (135, 45) 30x10 sv none c none b none")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Pair().frame(maxWidth: .infinity, alignment: .leading) })
                == "host 300x100 a (0, 45) 30x10 sv none c none b (154, 45) 50x10")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Pair().frame(height: 40, alignment: .top) }) == "host 300x100 a (106, 30) 30x10 sv none c none b (144, 30) 50x10")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Pair().frame(height: 40, alignment: .bottom) }) == "host 300x100 a (106, 60) 30x10 sv none c none b (144, 60) 50x10")
        #expect(Self.hosted(300, 100, keys: keys, HStack { Solo().frame(height: 40, alignment: .top) }) == "host 300x100 a (135, 30) 30x10 sv none c none b none")
    }
}

extension StackRecordedTests {
    /// A fifth probe (macOS 27): stacks never wrap, greedy views share equally (a priority is not
    /// a weight), and fixed frames are neither shrunk by their stack nor floored by their content.
    @Test("W, G, S, A, B: one line, equal shares, rigid fixed frames")
    func armsRigid() {
        let keys = ["a", "b", "c", "d"]
        func box(_ w: CGFloat, _ h: CGFloat, _ key: String) -> some View { Color.gray.frame(width: w, height: h).id(key) }
        #expect(Self.hosted(120, 100, keys: keys, VStack(spacing: 0) { box(50, 20, "a"); box(50, 20, "b"); box(50, 20, "c"); box(50, 20, "d") })
                == "host 120x100 a (35, 10) 50x20 b (35, 30) 50x20 c (35, 50) 50x20 d (35, 70) 50x20")
        #expect(Self.hosted(120, 100, keys: keys, HStack(spacing: 0) { box(50, 20, "a"); box(50, 20, "b"); box(50, 20, "c"); box(50, 20, "d") })
                == "host 120x100 a (-40, 40) 50x20 b (10, 40) 50x20 c (60, 40) 50x20 d (110, 40) 50x20")
        #expect(Self.hosted(120, 100, keys: keys,
                            HStack(spacing: 0) { box(50, 20, "a"); box(50, 20, "b"); box(50, 20, "c"); box(50, 20, "d") }.frame(width: 120))
                == "host 120x100 a (-40, 40) 50x20 b (10, 40) 50x20 c (60, 40) 50x20 d (110, 40) 50x20")
        func greedy(_ key: String, max: CGFloat = .infinity) -> some View { Color.gray.frame(maxWidth: max).frame(height: 20).id(key) }
        #expect(Self.hosted(700, 100, keys: keys, HStack(spacing: 0) { greedy("a"); greedy("b"); box(100, 20, "c") })
                == "host 700x100 a (0, 40) 300x20 b (300, 40) 300x20 c (600, 40) 100x20 d none")
        #expect(Self.hosted(700, 100, keys: keys, HStack(spacing: 0) { greedy("a"); greedy("b").layoutPriority(1); box(100, 20, "c") })
                == "host 700x100 a (0, 40) 0x20 b (0, 40) 600x20 c (600, 40) 100x20 d none")
        #expect(Self.hosted(400, 100, keys: keys, HStack(spacing: 0) { greedy("a", max: 50); greedy("b"); greedy("c") })
                == "host 400x100 a (0, 40) 50x20 b (50, 40) 175x20 c (225, 40) 175x20 d none")
        func flexible(_ key: String) -> some View { Color.gray.frame(minWidth: 0, idealWidth: 200, maxWidth: 200).frame(height: 20).id(key) }
        #expect(Self.hosted(200, 100, keys: keys, HStack(spacing: 0) { flexible("a"); flexible("b") })
                == "host 200x100 a (0, 40) 100x20 b (100, 40) 100x20 c none d none")
        #expect(Self.hosted(200, 100, keys: keys, HStack(spacing: 0) { box(200, 20, "a"); box(200, 20, "b") })
                == "host 200x100 a (-100, 40) 200x20 b (100, 40) 200x20 c none d none")
        #expect(Self.hosted(150, 100, keys: keys, HStack(spacing: 0) { box(200, 20, "c"); box(100, 20, "b") })
                == "host 150x100 a none b (125, 40) 100x20 c (-75, 40) 200x20 d none")
        #expect(Self.hosted(150, 100, keys: keys, HStack(spacing: 0) { box(200, 20, "c").frame(width: 130).id("a"); box(100, 20, "b") })
                == "host 150x100 a (-40, 40) 130x20 b (90, 40) 100x20 c (-75, 40) 200x20 d none")
        let padded = box(10, 10, "c").padding(EdgeInsets(top: 60, leading: 50, bottom: 60, trailing: 50)).id("a")
        #expect(Self.hosted(400, 300, keys: keys, padded) == "host 400x300 a (145, 85) 110x130 b none c (195, 145) 10x10 d none")
        #expect(Self.hosted(400, 300, keys: keys, padded.frame(width: 100, height: 80).id("b"))
                == "host 400x300 a (145, 85) 110x130 b (150, 110) 100x80 c (195, 145) 10x10 d none")
    }
}

extension StackRecordedTests {
    /// A sixth probe (macOS 27): a greedy frame's lower bound is its content unless it declares
    /// a minimum; a frame's own limits against its proposal; a fixed frame centres its content.
    /// The recording's `Text("hi")` (11 × 16 there) is an 11 × 16 view here: PlumbUI's text has
    /// other metrics, and these arms are about the frames.
    @Test("F, P, T: greedy frames over tall content, frame limits, centring in a fixed frame")
    func armsFrameBounds() {
        let keys = ["a", "b", "c"]
        func box(_ w: CGFloat, _ h: CGFloat, _ key: String) -> some View { Color.gray.frame(width: w, height: h).id(key) }
        #expect(Self.hosted(200, 200, keys: keys, VStack(spacing: 0) { box(200, 80, "a"); box(50, 400, "c").frame(maxHeight: .infinity).id("b") })
                == "host 200x200 a (0, -140) 200x80 b (75, -60) 50x400 c (75, -60) 50x400")
        #expect(Self.hosted(200, 200, keys: keys,
                            VStack(spacing: 0) { box(200, 80, "a"); box(50, 400, "c").frame(minHeight: 0, maxHeight: .infinity).id("b") })
                == "host 200x200 a (0, 0) 200x80 b (75, 80) 50x120 c (75, -60) 50x400")
        func presented(_ content: some View) -> some View {
            content.padding(.leading, 30).padding(.top, 10).frame(width: 200, height: 200, alignment: .topLeading)
        }
        let hi = Color.gray.frame(width: 11, height: 16)
        #expect(Self.hosted(200, 200, keys: keys, presented(hi.id("b"))) == "host 200x200 a none b (30, 10) 11x16 c none")
        #expect(Self.hosted(200, 200, keys: keys, presented(hi.frame(minWidth: 100).id("b"))) == "host 200x200 a none b (30, 10) 100x16 c none")
        #expect(Self.hosted(200, 200, keys: keys, presented(hi.frame(maxWidth: 80).id("b"))) == "host 200x200 a none b (30, 10) 80x16 c none")
        #expect(Self.hosted(200, 100, keys: keys, hi.id("c").frame(width: 100, alignment: .leading).id("b"))
                == "host 200x100 a none b (50, 42) 100x16 c (50, 42) 11x16")
        #expect(Self.hosted(200, 100, keys: keys, hi.id("c").frame(width: 100).id("b"))
                == "host 200x100 a none b (50, 42) 100x16 c (94.50, 42) 11x16")
    }
}
