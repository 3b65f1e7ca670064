import Foundation
import Testing
@_spi(Engine) @testable import PlumbUI

@Suite("ViewSpacing and default spacing (Docs/Semantics.md §2.6)")
struct SpacingRuleTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    func gap(_ view: some View) -> CGFloat {
        let s = host.layout(view)
        let a = s.frame(of: "a")!, b = s.frame(of: "b")!
        return b.minY > a.minY ? b.minY - a.maxY : b.minX - a.maxX
    }

    var metrics: TextMetrics { TextMetrics() }
    var textSpacing: CGFloat { (0.1 * metrics.lineHeight).rounded(.up) }

    @Test("two leaves are 8 apart on both axes")
    func leaves() {
        #expect(gap(HStack { Color.red.frame(width: 10).id("a"); Color.blue.frame(width: 10).id("b") }) == 8)
        #expect(gap(VStack { Color.red.frame(height: 10).id("a"); Color.blue.frame(height: 10).id("b") }) == 8)
    }

    @Test("text next to anything horizontally is 8 apart")
    func textHorizontally() {
        #expect(gap(HStack { Text("a").id("a"); Color.blue.frame(width: 10).id("b") }) == 8)
        #expect(gap(HStack { Text("a").id("a"); Text("b").id("b") }) == 8)
    }

    @Test("vertical gaps involving text come from the font metrics")
    func textVertically() {
        let lineSpacing = metrics.lineHeight + textSpacing
        let aboveText = gap(VStack { Color.red.frame(height: 10).id("a"); Text("b").id("b") })
        #expect(abs(aboveText - (lineSpacing - metrics.ascent)) < 1e-9)
        let belowText = gap(VStack { Text("a").id("a"); Color.red.frame(height: 10).id("b") })
        let expected = max(lineSpacing - metrics.capHeight * metrics.fontSize, textSpacing + metrics.descent)
        #expect(abs(belowText - expected) < 1e-9)
        let betweenTexts = gap(VStack { Text("a").id("a"); Text("b").id("b") })
        #expect(abs(betweenTexts - textSpacing) < 1e-9)
        #expect(betweenTexts < 8 && aboveText != 8 && belowText != 8)
    }

    @Test("a frame on the text's vertical axis makes it space like a leaf; padding too")
    func resets() {
        #expect(gap(VStack { Text("a").frame(height: 30).id("a"); Color.red.frame(height: 10).id("b") }) == 8)
        #expect(gap(VStack { Text("a").padding(.bottom, 1).id("a"); Color.red.frame(height: 10).id("b") }) == 8)
        // A frame on the horizontal axis only leaves the vertical text spacing alone.
        #expect(gap(VStack { Text("a").frame(width: 100).id("a"); Text("b").id("b") }) == textSpacing)
    }

    @Test("a Spacer has zero spacing to its neighbours")
    func spacer() {
        let s = host.layout(HStack { Color.red.frame(width: 10).id("a"); Spacer(minLength: 0).frame(width: 20).id("s"); Color.blue.frame(width: 10).id("b") })
        #expect(s.frame(of: "s")!.minX == s.frame(of: "a")!.maxX)
        #expect(s.frame(of: "b")!.minX == s.frame(of: "s")!.maxX)
    }

    @Test("ViewSpacing public API: zero, empty, union, distance")
    func publicAPI() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
        let leaf = ViewSpacing.leaf(defaultSpacing: 8)
        #expect(leaf.distance(to: leaf, along: .horizontal) == 8)
        #expect(leaf.distance(to: .zero, along: .horizontal) == 0)
        var merged = ViewSpacing()
        merged.formUnion(.zero, edges: .leading)
        #expect(merged.distance(to: ViewSpacing(), along: .horizontal) == 8, "trailing edge untouched")
        #expect(ViewSpacing().distance(to: merged, along: .horizontal) == 0, "leading edge is plain 0")
        let unioned = ViewSpacing().union(.zero)
        #expect(unioned.distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    @Test("firstNonFiniteValue finds a NaN or +∞ entry on any edge and skips absent (−∞) entries")
    func firstNonFiniteValue() {
        #expect(ViewSpacing().firstNonFiniteValue == nil, "every entry absent")
        #expect(ViewSpacing.leaf(defaultSpacing: 8).firstNonFiniteValue == nil)
        var bad = ViewSpacing.zero
        bad.trailing[ViewSpacing.Category.textToText.rawValue] = .infinity
        #expect(bad.firstNonFiniteValue == .infinity, "last edge, last category")
        bad = ViewSpacing.zero
        bad.top[ViewSpacing.Category.plain.rawValue] = .nan
        #expect(bad.firstNonFiniteValue?.isNaN == true)
    }

    @Test("a stack's spacing comes from its first and last children on its axis")
    func stackSpacing() {
        // The VStack's top edge is the Text's: a Color above the VStack sits at text spacing.
        let g = gap(VStack { Color.red.frame(height: 10).id("a"); VStack { Text("x"); Color.blue.frame(height: 5) }.id("b") })
        #expect(abs(g - (metrics.lineHeight + textSpacing - metrics.ascent)) < 1e-9)
    }
}
