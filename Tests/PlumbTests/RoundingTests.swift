import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@testable @_spi(Engine) import PlumbProperties
import PlumbExamples

// Properties allow rounding where a sound layout's arithmetic differs in the last bits: a layout
// compared at two origins, a cache updated rather than made, a remaining width or a size that
// is a difference of equal sums; and text offered a hair less than its widest glyph.

/// Sound: ideal widths for all but the last subview, which takes the width that remains,
/// `bounds.maxX - x`: at another origin that subtraction rounds differently. Without the clamp
/// (`clamped: false`) it rounds below zero at some origins when the others fill the bounds.
struct FillRemainderRow: Layout {
    var clamped = true
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        let natural = ideal.map(\.width).reduce(0, +)
        return CGSize(width: max(natural, proposal.width ?? natural), height: ideal.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (i, s) in subviews.enumerated() {
            if i == subviews.count - 1 {
                let remainder = bounds.maxX - x
                s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: clamped ? max(0, remainder) : remainder, height: bounds.height))
            } else {
                s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += s.sizeThatFits(.unspecified).width
            }
        }
    }
}

@Suite("Properties allow rounding where a sound layout's arithmetic differs in the last bits")
struct RoundingTests {
    @Test("translation-invariance: a remainder width that rounds differently at another origin is not a violation; a real shift still is")
    func translationRounding() {
        let view = FillRemainderRow { Text("a"); Color.blue }
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        func lastWidth(at origin: CGPoint) -> CGFloat {
            host.layout(view, proposal: .unspecified, at: origin).nodes.first { $0.kind == "Color" }!.frame.width
        }
        // The case is one where rounding shows: the two widths differ in their last bits.
        let here = lastWidth(at: CGPoint(x: 11.5, y: 25)), there = lastWidth(at: CGPoint(x: 11.5 + 37.25, y: 25 - 19.5))
        #expect(here != there && abs(here - there) < 1e-9, "\(here) \(there)")
        let snapshot = host.layout(view, proposal: .unspecified, at: CGPoint(x: 11.5, y: 25))
        let found = PropertyChecker().check(snapshot).violations.filter { $0.property == "translation-invariance" }
        #expect(found.isEmpty, "\(found)")
        let ignoresOrigin = LayoutChecker(seed: 1, cases: 200).check(BrokenFlowIgnoresBoundsOrigin())
        #expect(ignoresOrigin.failures.contains { $0.breaks("translation-invariance") },
                "\(ignoresOrigin)")
    }

    @Test("translation-invariance: a subview that answers a proposal changed only by rounding with another size (a ViewThatFits choosing another child) does not blame the layout")
    func amplifiedRounding() {
        let view = FillRemainderRow { Text("a"); ViewThatFits(in: [.horizontal, .vertical]) { Divider(); Color.blue } }
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        func chosen(at origin: CGPoint) -> CGSize {
            host.layout(view, proposal: .unspecified, at: origin).nodes.first { $0.kind == "ViewThatFits" }!.frame.size
        }
        // The campaign's origins: find one where moving the bounds flips the choice.
        let origins = (0..<41 * 29).map { (i: Int) -> CGPoint in
            let x: Double = Double(i % 41) * 3.25 - 60, y: Double = Double(i % 29) * 2.5 - 30
            return CGPoint(x: x, y: y)
        }
        let flipping = origins.first { chosen(at: $0) != chosen(at: CGPoint(x: $0.x + 37.25, y: $0.y - 19.5)) }
        #expect(flipping != nil, "no origin where rounding flips the ViewThatFits")
        guard let flipping else { return }
        let snapshot = host.layout(view, proposal: .unspecified, at: flipping)
        let found = PropertyChecker().check(snapshot).violations.filter { $0.property == "translation-invariance" }
        #expect(found.isEmpty, "\(flipping): \(found)")
    }

    @Test("valid-child-proposals: a remaining width negative only by rounding is zero; a really negative one still fails, and reports show its sign")
    func negativeByRounding() {
        let view = FillRemainderRow(clamped: false) { Color.blue; Text("a"); Text("") }
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        // Find a campaign origin where bounds.maxX - x comes out below zero.
        let origins = (0..<41 * 29).map { (i: Int) -> CGPoint in
            let x: Double = Double(i % 41) * 3.25 - 60, y: Double = Double(i % 29) * 2.5 - 30
            return CGPoint(x: x, y: y)
        }
        let negative = origins.first { origin in
            let root = host.layout(view, proposal: .unspecified, at: origin).nodes[0].frame
            let x = origin.x + 10 + host.sizeThatFits(Text("a"), proposal: .unspecified).width
            return root.maxX - x < 0
        }
        #expect(negative != nil, "no origin where the remainder rounds below zero")
        if let negative {
            let snapshot = host.layout(view, proposal: .unspecified, at: negative)
            let found = PropertyChecker().check(snapshot).violations.filter { $0.property == "valid-child-proposals" }
            #expect(found.isEmpty, "\(negative): \(found)")
        }
        let reallyNegative = LayoutChecker(seed: 1, cases: 300).check(BrokenStackProposesNegativeWidths())
        #expect(reallyNegative.failures.contains { $0.breaks("valid-child-proposals") },
                "\(reallyNegative)")
        #expect(Describe.number(-1.7763568394002505e-15) == "-1.7763568394002505e-15" && Describe.number(-0.0) == "0")
    }

    @Test("cache-update: a cache updated as a running mean agrees with a fresh one to rounding, not bit for bit; a stale cache still fails")
    func runningMean() throws {
        // Four widths whose running mean (the cache made for three, then updated) differs from
        // their sum's mean in the last bits.
        let candidates: [Double] = [0.1, 0.2, 0.3, 0.7, 1.1, 2.3, 5.9, 13.7]
        var found: [Double]?
        for a in candidates { for b in candidates { for c in candidates { for d in candidates where found == nil {
            let running = (((a + b + c) / 3) * 3 + d) / 4, fresh = (a + b + c + d) / 4
            if running != fresh { found = [a, b, c, d] }
        } } } }
        let w = try #require(found)
        let view = MeanWidthColumn {
            Color.blue.frame(idealWidth: w[0]); Color.blue.frame(idealWidth: w[1]); Color.blue.frame(idealWidth: w[2]); Color.blue.frame(idealWidth: w[3])
        }
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200)).layout(view, proposal: .unspecified, at: .zero)
        let violations = PropertyChecker().check(snapshot).violations.filter { $0.property == "cache-update" }
        #expect(violations.isEmpty, "\(w): \(violations)")
        let stale = LayoutChecker(seed: 1, cases: 300).check(BrokenRowStaleCache())
        #expect(stale.failures.contains { $0.breaks("cache-update") }, "\(stale)")
    }

    @Test("non-negative-size: a size negative only by rounding is zero; a really negative one still fails")
    func sizeNegativeByRounding() {
        #expect(0.3 - (0.1 + 0.2) < 0)
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200)).layout(DifferenceOfEqualSums { Color.blue }, proposal: .unspecified, at: .zero)
        let found = PropertyChecker().check(snapshot).violations.filter { $0.property == "non-negative-size" }
        #expect(found.isEmpty, "\(found)")
        let reallyNegative = LayoutChecker(seed: 1, cases: 300).check(BrokenStackNegativeSize())
        #expect(reallyNegative.failures.contains { $0.breaks("non-negative-size") },
                "\(reallyNegative)")
    }

    @Test("reference-model: a stack whose shares come out 0 in the engine and 1e-16 in the model, offered to text (nothing at 0, its widest glyph above), is not judged; a wrong stack still is")
    func referenceModelAmplifiedRounding() {
        let view = HStack(alignment: .center, spacing: 0) {
            Color.blue.padding(.all, 1)
            Color.blue.layoutPriority(1)
            Text("a").frame(width: nil, height: 1, alignment: .center)
            Spacer(minLength: 1.51).frame(width: nil, height: nil, alignment: .center)
        }
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200)).layout(view, proposal: .zero, at: .zero)
        let found = PropertyChecker(properties: [.referenceModel]).check(snapshot)
        #expect(found.violations.isEmpty, "\(found.violations)")
        // The case is one where it shows: the text was asked widths the same to rounding with
        // answers that are not.
        let stack = ContainerUnderTest.all(in: snapshot).first { $0.kind == "HStack" }!
        #expect((0..<stack.probe.subviewCount).contains { Rounding.amplifies(stack.probe.subviewAnswers($0)) })
        let replica = LayoutChecker(seed: 1, cases: 300).check(BrokenStackReplica())
        #expect(replica.failures.contains { $0.breaks("reference-model") }, "\(replica)")
    }

    @Test("text-wrapping: text offered a hair less than its widest glyph (less than the report's tolerance) breaks around that glyph, and is not held to its answer's width")
    func textNarrowerThanItsWidestGlyph() {
        let host = LayoutHost(size: CGSize(width: 200, height: 400))
        let glyph = host.sizeThatFits(Text("Goldfish"), proposal: ProposedViewSize(width: 1, height: nil)).width
        let short = glyph - 0.00005
        let narrow = host.sizeThatFits(Text("Goldfish"), proposal: ProposedViewSize(width: short, height: nil))
        let atGlyph = host.sizeThatFits(Text("Goldfish"), proposal: ProposedViewSize(width: narrow.width, height: nil))
        // The case is one where it shows: the answer's width hides the overflow, and offered
        // that width the text wraps into fewer lines.
        #expect(narrow.width - short < 0.001 && atGlyph.height < narrow.height, "\(narrow) \(atGlyph)")
        let snapshot = host.layout(VStack { Text("Goldfish") }, proposal: ProposedViewSize(width: short, height: nil), at: .zero)
        let found = PropertyChecker().check(snapshot).violations.filter { $0.property == "text-wrapping" }
        #expect(found.isEmpty, "\(found)")
    }
}

/// Keeps its subviews' mean ideal width in its cache, updated as a running mean when one is
/// added (a fresh cache sums them instead), and offers every subview that width.
struct MeanWidthColumn: Layout {
    struct Cache { var count = 0; var mean: CGFloat = 0 }
    func makeCache(subviews: Subviews) -> Cache {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        return Cache(count: widths.count, mean: widths.isEmpty ? 0 : widths.reduce(0, +) / CGFloat(widths.count))
    }
    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        guard subviews.count == cache.count + 1 else { cache = makeCache(subviews: subviews); return }
        let added = subviews[subviews.count - 1].sizeThatFits(.unspecified).width
        cache.mean = (cache.mean * CGFloat(cache.count) + added) / CGFloat(subviews.count)
        cache.count = subviews.count
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: cache.mean, height: nil)) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for s in subviews {
            let p = ProposedViewSize(width: cache.mean, height: nil)
            s.place(at: CGPoint(x: bounds.minX, y: y), proposal: p)
            y += s.sizeThatFits(p).height
        }
    }
}

/// Reports a width that is a difference of two equal sums, 0.3 − (0.1 + 0.2) = −5.6e-17: zero
/// to rounding.
struct DifferenceOfEqualSums: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 0.3 - (0.1 + 0.2), height: 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: .zero) }
    }
}
