import Foundation
import Testing
@testable import PlumbUI

/// Golden cases for `aspectRatio`, `scaledToFit` and `scaledToFill` (Docs/Semantics.md §3.14),
/// each worked out by hand from the rule: the ratio grown by one factor, capped by each
/// proposed axis (fit: the tightest cap; fill: the loosest, ∞ when an axis is nil).
@Suite("aspectRatio (Docs/Semantics.md §3.14)")
struct AspectRatioTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    /// The proposal the view tagged `id` was placed with.
    func placedProposal(_ s: LayoutSnapshot, _ id: String) -> ProposedViewSize? {
        s.nodes.first { $0.id == AnyHashable(id) }?.proposal
    }

    @Test("fit offers the largest size of the ratio inside the proposal; fill the smallest that covers it")
    func fitAndFill() {
        expectSize(host.sizeThatFits(Color.red.aspectRatio(2, contentMode: .fit), proposal: .w(100, 100)), CGSize(width: 100, height: 50))
        expectSize(host.sizeThatFits(Color.red.aspectRatio(2, contentMode: .fill), proposal: .w(100, 100)), CGSize(width: 200, height: 100))
        expectSize(host.sizeThatFits(Color.red.aspectRatio(0.5, contentMode: .fit), proposal: .w(100, 100)), CGSize(width: 50, height: 100))
        expectSize(host.sizeThatFits(Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit), proposal: .w(120, 300)),
                   CGSize(width: 120, height: 90))
    }

    @Test("a nil axis asks nothing: fit and fill both follow the other axis (recorded on SwiftUI)")
    func nilAxis() {
        expectSize(host.sizeThatFits(Color.red.aspectRatio(2, contentMode: .fit), proposal: .w(100, nil)), CGSize(width: 100, height: 50))
        expectSize(host.sizeThatFits(Color.red.aspectRatio(2, contentMode: .fit), proposal: .w(nil, 30)), CGSize(width: 60, height: 30))
        expectSize(host.sizeThatFits(Color.red.aspectRatio(2, contentMode: .fill), proposal: .w(100, nil)), CGSize(width: 100, height: 50))
        expectSize(host.sizeThatFits(Color.red.aspectRatio(2, contentMode: .fill), proposal: .w(nil, 30)), CGSize(width: 60, height: 30))
    }

    @Test("a wholly unspecified proposal is passed on unchanged")
    func unspecified() {
        expectSize(host.sizeThatFits(Color.red.aspectRatio(3, contentMode: .fit), proposal: .unspecified), CGSize(width: 10, height: 10))
        expectSize(host.sizeThatFits(Color.red.frame(width: 40, height: 10).scaledToFill(), proposal: .unspecified),
                   CGSize(width: 40, height: 10))
    }

    @Test("only the offer changes: the size is the child's answer, centred in the modifier's bounds")
    func childDecidesSize() {
        // Offered 50×50, a fixed 30×10 view stays 30×10: not a square.
        expectSize(host.sizeThatFits(Color.red.frame(width: 30, height: 10).aspectRatio(1, contentMode: .fit), proposal: .w(100, 50)),
                   CGSize(width: 30, height: 10))
        // Placed in larger bounds (a stack re-proposes the cross axis), the child is centred.
        let s = host.layout(HStack {
            Color.red.frame(width: 30, height: 10).id("child").aspectRatio(1, contentMode: .fit).id("ratio")
            Color.blue.frame(width: 10, height: 80)
        }.fixedSize())
        let ratio = s.frame(of: "ratio")!, child = s.frame(of: "child")!
        #expect(isClose(child.midX, ratio.midX) && isClose(child.midY, ratio.midY), "child \(child) centred in \(ratio)")
    }

    @Test("a nil ratio is the child's ideal size; equal sides are a square")
    func idealRatio() {
        // Ideal 40×10 (a ratio of 4), fitted to 100×100: offered 100×25; a flexible frame takes it.
        let flexible = Color.red.frame(minWidth: 0, idealWidth: 40, maxWidth: .infinity, minHeight: 0, idealHeight: 10, maxHeight: .infinity)
        expectSize(host.sizeThatFits(flexible.scaledToFit(), proposal: .w(100, 100)), CGSize(width: 100, height: 25))
        expectSize(host.sizeThatFits(flexible.scaledToFill(), proposal: .w(100, 100)), CGSize(width: 400, height: 100))
        // A Color's ideal is 10×10: a square.
        expectSize(host.sizeThatFits(Color.red.scaledToFit(), proposal: .w(100, 60)), CGSize(width: 60, height: 60))
    }

    @Test("the child is placed with the same offer it was sized with")
    func placementOffer() {
        let s = host.layout(Color.red.id("c").aspectRatio(2, contentMode: .fit).frame(width: 80, height: 80))
        #expect(placedProposal(s, "c") == .w(80, 40))
        expectFrame(s, "c", rect(110, 130, 80, 40))
    }

    @Test("degenerate ratios follow the same arithmetic: a zero side with an uncapped axis offers 0 × ∞ = NaN")
    func degenerate() {
        // A ratio of 0 is capped only by the height: offered 0×100.
        expectSize(host.sizeThatFits(Color.red.aspectRatio(0, contentMode: .fit), proposal: .w(100, 100)), CGSize(width: 0, height: 100))
        // Ideal 0×20, fitted to 100×nil: neither axis caps the factor, so the offer is NaN×∞; a
        // fixed frame answers its own size whatever it is offered.
        let s = host.layout(Color.red.frame(width: 0, height: 20).id("c").scaledToFit().frame(width: 100).fixedSize(horizontal: false, vertical: true))
        let offer = placedProposal(s, "c")
        #expect(offer?.width?.isNaN == true && offer?.height == .infinity, "offer \(String(describing: offer))")
        #expect(s.frame(of: "c")?.size == CGSize(width: 0, height: 20))
    }

    @Test("it reports priority 0 like other unary layouts, and its child's spacing")
    func priorityAndSpacing() {
        let s = host.layout(HStack {
            Text("a").layoutPriority(3).aspectRatio(1, contentMode: .fit).id("ratio")
        })
        #expect(s.nodes.first { $0.id == AnyHashable("ratio") }?.priority == 0)
        // Above another text, it keeps the text-to-text distance a bare text keeps.
        func gap(_ first: some View) -> CGFloat {
            let s = host.layout(VStack { first.id("first"); Text("b").id("second") }.fixedSize())
            return s.frame(of: "second")!.minY - s.frame(of: "first")!.maxY
        }
        let plain = gap(Text("a")), wrapped = gap(Text("a").aspectRatio(1, contentMode: .fit))
        #expect(plain == wrapped, "gap \(wrapped) beside the modified text, \(plain) beside a bare one")
        #expect(plain != gap(Text("a").frame(height: 20)), "a frame of fixed height spaces like a plain leaf, so the comparison can fail")
    }
}
