import Foundation
import Testing
@testable import PlumbUI

/// Golden cases for `position` (Docs/Semantics.md §3.15), worked out by hand: the view takes the
/// proposal (a nil axis: the child's answer), and the child, offered that size, is centred on
/// the point measured from the view's top-leading corner.
@Suite("position (Docs/Semantics.md §3.15)")
struct PositionTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    @Test("the view takes the whole proposal; a nil axis takes the child's answer")
    func size() {
        expectSize(host.sizeThatFits(Text("Hi").position(x: 5, y: 5), proposal: .w(120, 80)), CGSize(width: 120, height: 80))
        let fixed = Color.red.frame(width: 30, height: 20)
        expectSize(host.sizeThatFits(fixed.position(x: 0, y: 0), proposal: .w(120, nil)), CGSize(width: 120, height: 20))
        expectSize(host.sizeThatFits(fixed.position(x: 0, y: 0), proposal: .unspecified), CGSize(width: 30, height: 20))
    }

    @Test("the child's centre is at the point, in the view's own coordinates, wherever that puts it")
    func placement() {
        let s = host.layout(Color.red.frame(width: 30, height: 20).id("c").position(x: 10, y: 100).id("p").frame(width: 200, height: 150))
        expectFrame(s, "p", rect(50, 75, 200, 150))
        expectFrame(s, "c", rect(50 + 10 - 15, 75 + 100 - 10, 30, 20))
    }

    @Test("the child is offered the view's size")
    func offer() {
        let s = host.layout(Color.red.id("c").position(x: 40, y: 30).frame(width: 80, height: 60))
        #expect(s.nodes.first { $0.id == AnyHashable("c") }?.proposal == .w(80, 60))
        expectFrame(s, "c", rect(110, 120, 80, 60))
    }

    @Test("it reports no spacing preferences: beside text it keeps the default distance, not text's")
    func spacing() {
        #expect(gapAboveText(after: Text("a"), in: host) == 3, "text to text")
        #expect(gapAboveText(after: Text("a").position(x: 0, y: 0), in: host) == 8, "no preferences: the default distance")
    }
}
