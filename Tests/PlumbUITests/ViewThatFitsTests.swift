import Foundation
import Testing
@testable import PlumbUI

@Suite("ViewThatFits (Docs/Semantics.md §4)")
struct ViewThatFitsTests {
    let host = LayoutHost(size: CGSize(width: 400, height: 400))

    func threeBars(_ axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            Color.red.frame(width: 300, height: 50).id(300)
            Color.green.frame(width: 150, height: 50).id(150)
            Color.blue.frame(width: 80, height: 50).id(80)
        }
    }

    @Test("D10: the first child that fits, else the last", arguments: [
        (ProposedViewSize(width: 200, height: 100), 150, CGSize(width: 150, height: 50)),
        (ProposedViewSize(width: 100, height: 100), 80, CGSize(width: 80, height: 50)),
        (ProposedViewSize(width: 50, height: 100), 80, CGSize(width: 80, height: 50)),
        (ProposedViewSize.unspecified, 300, CGSize(width: 300, height: 50)),
        (ProposedViewSize(width: 400, height: 20), 80, CGSize(width: 80, height: 50)),
    ])
    func d10(proposal: ProposedViewSize, chosen: Int, size: CGSize) {
        #expect(host.sizeThatFits(threeBars(), proposal: proposal) == size)
        let s = host.layout(threeBars().frame(width: proposal.width, height: proposal.height))
        for id in [300, 150, 80] {
            #expect((s.frame(of: id) != nil) == (id == chosen), "child \(id) placed: \(s.frame(of: id) != nil)")
        }
    }

    @Test("D10: in: .horizontal ignores the height")
    func d10Horizontal() {
        #expect(host.sizeThatFits(threeBars(.horizontal), proposal: .w(400, 20)) == CGSize(width: 300, height: 50))
    }

    @Test("D11: the reported size is the chosen child's answer to the real proposal")
    func d11() {
        let view = ViewThatFits { Color.red.frame(width: 300); Color.blue.id("b") }
        #expect(host.sizeThatFits(view, proposal: .w(200, 100)) == CGSize(width: 200, height: 100))
    }

    struct UploadProgressView: View {
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("75%").id("both-text")
                    ProgressView(value: 0.75).frame(width: 100).id("both-bar")
                }.id("both")
                ProgressView(value: 0.75).frame(width: 100).id("bar")
                Text("75%").id("text")
            }
        }
    }

    @Test("A8: the upload progress view picks text+bar, bar, then text as it narrows")
    func a8() {
        let s = host.layout(VStack {
            UploadProgressView().frame(maxWidth: 200)
            UploadProgressView().frame(maxWidth: 100)
            UploadProgressView().frame(maxWidth: 50)
        })
        let placed = s.nodes.compactMap { $0.id as? String }
        #expect(placed.filter { $0 == "both" }.count == 1)
        #expect(placed.filter { $0 == "bar" }.count == 1)
        #expect(placed.filter { $0 == "text" }.count == 1)
        let order = s.nodes.compactMap { node -> String? in
            guard let id = node.id as? String, ["both", "bar", "text"].contains(id) else { return nil }
            return id
        }
        #expect(order == ["both", "bar", "text"])
    }

    @Test("no axes: every child fits, so the first is chosen; nil proposals fit too")
    func edgeCases() {
        #expect(host.sizeThatFits(threeBars([]), proposal: .w(10, 10)) == CGSize(width: 300, height: 50))
        let s = host.layout(threeBars().fixedSize())
        #expect(s.frame(of: 300) != nil)
        #expect(host.sizeThatFits(ViewThatFits {}, proposal: .w(10, 10)) == .zero)
    }
}

@Suite("AnyLayout")
struct AnyLayoutTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    func content() -> some View {
        Group {
            Color.red.frame(width: 40, height: 20).id("a")
            Spacer().id("s")
            Color.blue.frame(width: 40, height: 20).id("b")
        }
    }

    @Test("switching between HStackLayout and VStackLayout over the same children")
    func switching() {
        for isVertical in [false, true] {
            let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            let erased = host.layout(layout { content() })
            let direct = isVertical ? host.layout(VStack { content() }) : host.layout(HStack { content() })
            #expect(erased.nodes.map(\.frame) == direct.nodes.map(\.frame))
            let a = erased.frame(of: "a")!, b = erased.frame(of: "b")!, spacer = erased.frame(of: "s")!
            if isVertical {
                #expect(a.minX == b.minX && spacer.width == 0 && spacer.height == 300 - 40, "the spacer follows the vertical layout")
            } else {
                #expect(a.minY == b.minY && spacer.height == 0 && spacer.width == 300 - 80)
            }
        }
    }

    struct Diagonal: Layout {
        var step: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: step * CGFloat(subviews.count) + 10, height: step * CGFloat(subviews.count) + 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, s) in subviews.enumerated() {
                s.place(at: CGPoint(x: bounds.minX + step * CGFloat(i), y: bounds.minY + step * CGFloat(i)), proposal: .unspecified)
            }
        }
    }

    @Test("a third-party layout inside AnyLayout keeps its geometry")
    func thirdParty() {
        let direct = host.layout(Diagonal(step: 15) { Color.red; Color.green; Color.blue })
        let erased = host.layout(AnyLayout(Diagonal(step: 15)) { Color.red; Color.green; Color.blue })
        #expect(direct.nodes.map(\.frame) == erased.nodes.map(\.frame))
        #expect(erased.nodes[0].kind == "Diagonal")
        #expect(AnyLayout(AnyLayout(Diagonal(step: 1))).storage is AnyLayoutStorage<Diagonal>)
    }

    @Test("AnyLayout keeps a wrapped layout's cache between calls")
    func cacheRoundTrip() {
        struct Counting: Layout {
            func makeCache(subviews: Subviews) -> Int { 0 }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                cache += 1
                return CGSize(width: CGFloat(cache), height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
        }
        let s = host.layout(HStack { AnyLayout(Counting()) { Color.red }.id("c") })
        // The HStack measures it once per distinct proposal; each call sees the previous count.
        let node = s.nodes.first { $0.id == AnyHashable("c") }!
        #expect(node.frame.width == CGFloat(node.measurementCount))
    }
}
