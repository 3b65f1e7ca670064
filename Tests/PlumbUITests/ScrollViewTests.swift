import Foundation
import Testing
@testable import PlumbUI

/// Golden cases for `ScrollView` (Docs/Semantics.md §3.16), worked out by hand: the content is
/// offered nil along the scroll axes and the proposal across them; the scroll view takes its
/// proposal along a scroll axis and its content's length across; the content starts at the
/// top (leading) edge along a scroll axis and is centred across.
@Suite("ScrollView (Docs/Semantics.md §3.16)")
struct ScrollViewTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    @Test("vertical: as tall as proposed, as wide as its content; the content starts at the top and runs past the bottom")
    func vertical() {
        let s = host.layout(ScrollView { Color.red.frame(width: 50, height: 400).id("c") }.id("s"))
        expectFrame(s, "s", rect(125, 0, 50, 300))
        expectFrame(s, "c", rect(125, 0, 50, 400))
    }

    @Test("a flexible view inside is offered nil along the scroll axis: a Color is 10 pt tall")
    func idealAlongTheScrollAxis() {
        let s = host.layout(ScrollView { Color.red.id("c") }.id("s"))
        expectFrame(s, "s", rect(0, 0, 300, 300))
        expectFrame(s, "c", rect(0, 0, 300, 10))
        #expect(s.nodes.first { $0.id == AnyHashable("c") }?.proposal == .w(300, nil))
    }

    @Test("horizontal: as wide as proposed, as tall as its content, which starts at the leading edge")
    func horizontal() {
        let s = host.layout(ScrollView(.horizontal) { Color.red.frame(width: 400, height: 50).id("c") }.id("s"))
        expectFrame(s, "s", rect(0, 125, 300, 50))
        expectFrame(s, "c", rect(0, 125, 400, 50))
    }

    @Test("several views are stacked vertically, even in a horizontal scroll view")
    func implicitVStack() {
        let s = host.layout(ScrollView(.horizontal) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 30).id("b")
        }.id("s"))
        expectFrame(s, "s", rect(0, 121, 300, 58))
        expectFrame(s, "a", rect(10, 121, 40, 20))
        expectFrame(s, "b", rect(0, 149, 60, 30))
    }

    @Test("both axes: takes the whole proposal; the content sits at the top-leading corner")
    func bothAxes() {
        let s = host.layout(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 500).id("c") }.id("s"))
        expectFrame(s, "s", rect(0, 0, 300, 300))
        expectFrame(s, "c", rect(0, 0, 500, 500))
    }

    @Test("its minimum along the scroll axis is 0, its maximum infinite, its ideal the content's")
    func probes() {
        let content = Color.red.frame(width: 50, height: 400)
        expectSize(host.sizeThatFits(ScrollView { content }, proposal: .unspecified), CGSize(width: 50, height: 400))
        expectSize(host.sizeThatFits(ScrollView { content }, proposal: .zero), CGSize(width: 50, height: 0))
        expectSize(host.sizeThatFits(ScrollView { content }, proposal: .infinity), CGSize(width: 50, height: CGFloat.infinity))
        expectSize(host.sizeThatFits(ScrollView(.horizontal) { content }, proposal: .w(20, nil)), CGSize(width: 20, height: 400))
    }

    @Test("in a VStack it takes what its less flexible siblings leave")
    func inAStack() {
        let s = host.layout(VStack(spacing: 0) {
            Color.red.frame(height: 100).id("top")
            ScrollView { Color.blue.frame(width: 20, height: 1000) }.id("s")
        })
        expectFrame(s, "top", rect(0, 0, 300, 100))
        expectFrame(s, "s", rect(140, 100, 20, 200))
    }

    @Test("it spaces like a plain leaf: text inside does not bring text's spacing out")
    func spacing() {
        let leaf = gapAboveText(after: Color.red.frame(width: 10, height: 10), in: host)
        #expect(gapAboveText(after: ScrollView { Text("a") }, in: host) == leaf)
        #expect(gapAboveText(after: Text("a"), in: host) != leaf, "text spaces differently from a leaf, or this test shows nothing")
    }
}
