// Code the DocC articles show, compiled and run here; DocSnippetTests checks that every Swift
// snippet of the README and the articles stands verbatim in a compiled file.
import PlumbTesting
import Testing

/// A flow layout as the isolation article checks it: sound, so the isolated check passes.
struct MyFlowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@Test func flowLayoutSurvivesEverything() {
    let report = LayoutChecker(seed: 1, cases: 500, isolation: .process).check(MyFlowLayout())
    #expect(report.passed, "\(report)")
}

struct Rank: LayoutValueKey { static let defaultValue = 1 }
struct IsPinned: LayoutValueKey { static let defaultValue = false }
enum ToneLevel: CaseIterable, Sendable { case plain, loud }
struct Tone: LayoutValueKey { static let defaultValue = ToneLevel.plain }
struct Badge: LayoutValueKey { static let defaultValue = "" }

/// A row that reads the four keys of the conventions article (and orders by rank).
struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MyFlowLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            _ = (subview[IsPinned.self], subview[Tone.self], subview[Badge.self])
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@Test func declaredValueKeysAreVaried() {
    var checker = LayoutChecker(seed: 1, cases: 200)
    checker.valueKeys = [
        .key(Rank.self, in: 1...5),                 // whole numbers
        .key(IsPinned.self),                        // Bool
        .key(Tone.self),                            // a CaseIterable enum
        .key(Badge.self, values: ["", "new"]),      // any finite list; shrinking goes towards the first
    ]
    let report = checker.check(RankedRow())
    #expect(report.passed, "\(report)")
}

/// The fuzz target of "Coverage-guided fuzzing", given one input as libFuzzer would.
@Test func aFuzzTargetInAFewLines() {
    let check = CoverageGuidedCheck(MyFlowLayout())

    let bytes: [UInt8] = [3, 1, 4, 1, 5, 9, 2, 6]
    bytes.withUnsafeBufferPointer { buffer in
        let (data, size) = (buffer.baseAddress, buffer.count)
        // libFuzzer's entry point, given each input:
        check.test(data, size)
    }
    #expect(check.inputs == 1 && check.passed, "\(check.summary)")
}
