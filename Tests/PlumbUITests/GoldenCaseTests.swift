import Foundation
import Testing
@testable import PlumbUI

/// The golden cases of Docs/Semantics.md §7 that need neither Grid nor ViewThatFits, within 1/3 pt.
@Suite("Golden cases (Docs/Semantics.md §7)")
struct GoldenCaseTests {
    @Test("A3: Text ideal size and root centring")
    func a3() {
        let snapshot = LayoutHost(size: CGSize(width: 390, height: 763)).layout(ZStack { Text("Hello world").id("t") })
        expectFrame(snapshot, "t", rect(152.33, (763 - 20.33) / 2, 85.33, 20.33))
        #expect(isClose(snapshot.rootFrame.size, CGSize(width: 85.33, height: 20.33)))
    }

    @Test("A4: Rectangle and Text answers to proposal modes")
    func a4() {
        let host = host200
        expectSize(host.sizeThatFits(Rectangle(), proposal: .zero), .zero)
        #expect(host.sizeThatFits(Rectangle(), proposal: .infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
        expectSize(host.sizeThatFits(Rectangle(), proposal: .w(37, 12)), CGSize(width: 37, height: 12))
        expectSize(host.sizeThatFits(Rectangle(), proposal: .unspecified), CGSize(width: 10, height: 10))
        let hello = Text("Hello world")
        expectSize(host.sizeThatFits(hello, proposal: .unspecified), CGSize(width: 85.33, height: 20.33))
        expectSize(host.sizeThatFits(hello, proposal: .infinity), CGSize(width: 85.33, height: 20.33))
        expectSize(host.sizeThatFits(hello, proposal: .zero), .zero)
        expectSize(host.sizeThatFits(hello, proposal: .w(0, 100)), .zero)
        expectSize(host.sizeThatFits(hello, proposal: .w(100, 0)), .zero)
    }

    @Test("A11: Text is the least flexible child; layoutPriority gives it the whole width")
    func a11() {
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        let plain = host.layout(HStack {
            RoundedRectangle(cornerRadius: 8).fill(.blue)
            Text("Hello, world").id("t")
            RoundedRectangle(cornerRadius: 8).fill(.green)
        })
        let lineHeight = LayoutEnvironment().textMetrics.lineHeight
        let wrapped = plain.frame(of: "t")!
        #expect(isClose(wrapped.height, 2 * lineHeight), "text should wrap onto two lines, got \(wrapped)")
        #expect(wrapped.width <= (200 - 16) / 3 + 0.001)
        let prioritized = host.layout(HStack {
            RoundedRectangle(cornerRadius: 8).fill(.blue)
            Text("Hello, world").layoutPriority(1).id("t")
            RoundedRectangle(cornerRadius: 8).fill(.green)
        })
        let ideal = host.sizeThatFits(Text("Hello, world"), proposal: .unspecified)
        expectSize(prioritized.frame(of: "t")!.size, ideal, "prioritized text")
    }

    @Test("A12: a max-only frame takes the clamped proposal")
    func a12() {
        let snapshot = LayoutHost(size: CGSize(width: 300, height: 300)).layout(HStack {
            Image(systemName: "star")
            Text("Hi").frame(maxHeight: 200).id("f")
        })
        #expect(isClose(snapshot.frame(of: "f")!.height, 200))
    }

    @Test("C1/C2: two squares in a stack in a 150×150 frame")
    func c1c2() {
        let h = host200.layout(HStack { Color.red.frame(width: 50, height: 50).id("r"); Color.blue.frame(width: 50, height: 50).id("b") }
            .id("stack").frame(width: 150, height: 150).id("frame"))
        expectFrame(h, "frame", rect(25, 25, 150, 150))
        expectFrame(h, "stack", rect(46, 75, 108, 50))
        expectFrame(h, "r", rect(46, 75, 50, 50))
        expectFrame(h, "b", rect(104, 75, 50, 50))
        let v = host200.layout(VStack { Color.red.frame(width: 50, height: 50).id("r"); Color.blue.frame(width: 50, height: 50).id("b") }
            .id("stack").frame(width: 150, height: 150))
        expectFrame(v, "stack", rect(75, 46, 50, 108))
        expectFrame(v, "r", rect(75, 46, 50, 50))
        expectFrame(v, "b", rect(75, 104, 50, 50))
    }

    @Test("C6: nested flexible colors share the height")
    func c6() {
        let s = host200.layout(VStack {
            Color.red.id("red"); Color.blue.id("blue")
            HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h")
        })
        expectFrame(s, "red", rect(0, 0, 200, 61.333))
        expectFrame(s, "blue", rect(0, 69.333, 200, 61.333))
        expectFrame(s, "h", rect(0, 138.667, 200, 61.333))
        expectFrame(s, "green", rect(0, 138.667, 96, 61.333))
        expectFrame(s, "yellow", rect(104, 138.667, 96, 61.333))
    }

    @Test("C8: explicit spacing with a fixed child between flexible ones")
    func c8() {
        let s = host200.layout(VStack(spacing: 20) {
            Color.red.id("red"); Color.yellow.frame(width: 10, height: 10).id("y"); Color.blue.id("blue")
        })
        expectFrame(s, "red", rect(0, 0, 200, 75))
        expectFrame(s, "y", rect(95, 95, 10, 10))
        expectFrame(s, "blue", rect(0, 125, 200, 75))
    }

    @Test("C9/C10/C18: a Spacer takes what is left, with no gaps beside it")
    func spacers() {
        let c9 = host200.layout(HStack {
            Color.red.frame(width: 50, height: 50).id("r"); Spacer().id("s"); Color.blue.frame(width: 50, height: 50).id("b")
        }.id("h").frame(width: 200, height: 80))
        expectFrame(c9, "h", rect(0, 75, 200, 50))
        expectFrame(c9, "r", rect(0, 75, 50, 50))
        expectFrame(c9, "s", rect(50, 100, 100, 0))
        expectFrame(c9, "b", rect(150, 75, 50, 50))
        let c10 = host200.layout(VStack {
            Color.red.frame(width: 50, height: 50).id("r"); Spacer().id("s"); Color.blue.frame(width: 50, height: 50).id("b")
        }.frame(width: 80, height: 200))
        expectFrame(c10, "r", rect(75, 0, 50, 50))
        expectFrame(c10, "s", rect(100, 50, 0, 100))
        expectFrame(c10, "b", rect(75, 150, 50, 50))
        let c18 = host200.layout(HStack {
            Color.red.frame(width: 50, height: 50).id("r"); Spacer().id("s"); Color.blue.frame(width: 50, height: 50).id("b")
        }.id("h"))
        expectFrame(c18, "h", rect(0, 75, 200, 50))
        expectFrame(c18, "s", rect(50, 100, 100, 0))
        let c18v = host200.layout(VStack {
            Color.red.frame(width: 50, height: 50); Spacer().id("s"); Color.blue.frame(width: 50, height: 50)
        }.id("v"))
        expectFrame(c18v, "v", rect(75, 0, 50, 200))
        expectFrame(c18v, "s", rect(100, 50, 0, 100))
    }

    @Test("C12/C14/C16: Spacer minimum lengths and leading spacers")
    func spacerMinimums() {
        let c12 = host200.layout(HStack {
            Color.red.frame(width: 50, height: 50).id("r"); Spacer(minLength: 50).id("s"); Color.blue.frame(width: 50, height: 50).id("b")
        }.frame(width: 180, height: 80))
        expectFrame(c12, "r", rect(10, 75, 50, 50))
        expectFrame(c12, "s", rect(60, 100, 80, 0))
        expectFrame(c12, "b", rect(140, 75, 50, 50))
        let c14 = host200.layout(HStack {
            Spacer().id("s"); Color.red.frame(width: 50, height: 50).id("r"); Color.blue.frame(width: 50, height: 50).id("b")
        }.frame(width: 200, height: 80))
        expectFrame(c14, "s", rect(0, 100, 92, 0))
        expectFrame(c14, "r", rect(92, 75, 50, 50))
        expectFrame(c14, "b", rect(150, 75, 50, 50))
        let c16 = host200.layout(HStack {
            Color.red.frame(width: 80, height: 50); Spacer(minLength: 0).id("s"); Color.blue.frame(width: 80, height: 50).id("b")
        }.frame(width: 160, height: 80))
        #expect(isClose(c16.frame(of: "s")!.width, 0))
        expectFrame(c16, "b", rect(100, 75, 80, 50))
    }

    @Test("C20: ZStack alignments", arguments: [
        (Alignment.center, CGPoint(x: 90, y: 90)), (.topLeading, CGPoint(x: 70, y: 70)),
        (.bottomTrailing, CGPoint(x: 110, y: 110)), (.leading, CGPoint(x: 70, y: 90)), (.top, CGPoint(x: 90, y: 70)),
        (.trailing, CGPoint(x: 110, y: 90)), (.bottom, CGPoint(x: 90, y: 110)),
        (.topTrailing, CGPoint(x: 110, y: 70)), (.bottomLeading, CGPoint(x: 70, y: 110)),
    ])
    func c20(alignment: Alignment, blueOrigin: CGPoint) {
        let s = host200.layout(ZStack(alignment: alignment) {
            Color.red.frame(width: 60, height: 60); Color.blue.frame(width: 20, height: 20).id("b")
        }.id("z"))
        expectFrame(s, "z", rect(70, 70, 60, 60))
        expectFrame(s, "b", rect(blueOrigin.x, blueOrigin.y, 20, 20))
    }

    @Test("C22: padding forms")
    func c22() {
        let base = Color.blue.frame(width: 50, height: 30).id("blue")
        let p = host200.layout(base.padding().id("p"))
        expectFrame(p, "p", rect(59, 69, 82, 62))
        expectFrame(p, "blue", rect(75, 85, 50, 30))
        expectSize(host200.layout(base.padding(20).id("p")).frame(of: "p")!.size, CGSize(width: 90, height: 70))
        expectSize(host200.layout(base.padding(0).id("p")).frame(of: "p")!.size, CGSize(width: 50, height: 30))
        expectSize(host200.layout(base.padding(.top, 30).id("p")).frame(of: "p")!.size, CGSize(width: 50, height: 60))
        expectSize(host200.layout(base.padding(.horizontal, 40).id("p")).frame(of: "p")!.size, CGSize(width: 130, height: 30))
        expectSize(host200.layout(base.padding([.top, .trailing], 25).id("p")).frame(of: "p")!.size, CGSize(width: 75, height: 55))
        let insets = host200.layout(base.padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15)).id("p"))
        expectFrame(insets, "p", rect(57.5, 65, 85, 70))
        expectFrame(insets, "blue", rect(77.5, 75, 50, 30))
        let nested = host200.layout(base.padding(10).background(Color.red).padding(20).id("p"))
        expectSize(nested.frame(of: "p")!.size, CGSize(width: 110, height: 90))
    }

    @Test("C25/C26: equal shares with and without spacing")
    func c25c26() {
        let host = LayoutHost(size: CGSize(width: 300, height: 100))
        let c25 = host.layout(HStack(spacing: 0) { Color.red.id(0); Color.green.id(1); Color.blue.id(2) })
        for i in 0..<3 { #expect(isClose(c25.frame(of: i), rect(CGFloat(i) * 100, 0, 100, 100))) }
        let c26 = host.layout(HStack { Color.red.id(0); Color.green.id(1); Color.blue.id(2) })
        for (i, x) in [0, 102.667, 205.333].enumerated() {
            #expect(isClose(c26.frame(of: i), rect(x, 0, 94.667, 100)), "child \(i): \(String(describing: c26.frame(of: i)))")
        }
    }

    @Test("C28/§2.7: flexibility order and overflow (objc.io, recorded)")
    func c28() {
        let s = host200.layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red"); Color.green.frame(minWidth: 100).id("green")
        }.id("h").frame(width: 150, height: 100))
        #expect(isClose(s.frame(of: "red")!.width, 75))
        #expect(isClose(s.frame(of: "green")!.width, 100))
        #expect(isClose(s.frame(of: "h")!.width, 175), "the stack overflows its 150 frame")
    }

    @Test("C30: layoutPriority sizes a child first")
    func c30() {
        let s = host200.layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).layoutPriority(1).id("red"); Color.green.frame(maxWidth: 100).id("green")
        }.frame(width: 150, height: 100))
        #expect(isClose(s.frame(of: "red")!.width, 100))
        #expect(isClose(s.frame(of: "green")!.width, 50))
    }

    @Test("D1–D5: flexible frames")
    func flexibleFrames() {
        let square = Color.red.frame(width: 50, height: 50)
        let h = host200
        expectSize(h.sizeThatFits(square.frame(maxWidth: .infinity), proposal: .w(300, 300)), CGSize(width: 300, height: 50))
        expectSize(h.sizeThatFits(square.frame(maxWidth: .infinity), proposal: .unspecified), CGSize(width: 50, height: 50))
        expectSize(h.sizeThatFits(square.frame(minWidth: 100), proposal: .w(300, 300)), CGSize(width: 100, height: 50))
        expectSize(h.sizeThatFits(square.frame(minWidth: 100), proposal: .w(20, 300)), CGSize(width: 100, height: 50))
        expectSize(h.sizeThatFits(square.frame(minWidth: 100, maxWidth: 200), proposal: .w(150, 300)), CGSize(width: 150, height: 50))
        expectSize(h.sizeThatFits(square.frame(minWidth: 100, maxWidth: 200), proposal: .w(500, 300)), CGSize(width: 200, height: 50))
        let ideal = Color.red.frame(idealWidth: 100, idealHeight: 40)
        expectSize(h.sizeThatFits(ideal, proposal: .unspecified), CGSize(width: 100, height: 40))
        expectSize(h.sizeThatFits(ideal, proposal: .w(300, 300)), CGSize(width: 300, height: 300))
        expectSize(h.sizeThatFits(Color.red.frame(maxWidth: 50), proposal: .w(300, 300)), CGSize(width: 50, height: 300))
        expectSize(h.sizeThatFits(square.frame(maxHeight: 200), proposal: .w(300, 300)), CGSize(width: 50, height: 200))
    }

    @Test("D6: default padding")
    func d6() {
        expectSize(host200.sizeThatFits(Color.red.padding(), proposal: .unspecified), CGSize(width: 42, height: 42))
        let s = host200.layout(Color.red.id("c").padding().frame(width: 32, height: 32))
        expectSize(s.frame(of: "c")!.size, .zero)
        expectSize(host200.sizeThatFits(Color.red.padding(), proposal: .w(20, 20)), CGSize(width: 32, height: 32))
    }

    @Test("D7: fixed frame alignment")
    func d7() {
        let top = host200.layout(Color.red.frame(width: 50, height: 50).id("in").frame(width: 100, height: 100, alignment: .topLeading).id("out"))
        expectFrame(top, "out", rect(50, 50, 100, 100))
        expectFrame(top, "in", rect(50, 50, 50, 50))
        let bottom = host200.layout(Color.red.frame(width: 50, height: 50).id("in").frame(width: 100, height: 100, alignment: .bottomTrailing))
        expectFrame(bottom, "in", rect(100, 100, 50, 50))
    }

    @Test("D8: an ideal VStack, and its placement proposal")
    func d8() {
        let stack = VStack { Color.red.frame(width: 50, height: 20).id("a"); Color.blue.id("b") }
        expectSize(host200.sizeThatFits(stack, proposal: .unspecified), CGSize(width: 50, height: 38))
        let s = host200.layout(stack.fixedSize())
        expectFrame(s, "a", rect(75, 81, 50, 20))
        expectFrame(s, "b", rect(75, 109, 50, 10))
    }

    @Test("D9: Spacer sizes")
    func d9() {
        expectSize(host200.sizeThatFits(Spacer(), proposal: .w(200, 200)), CGSize(width: 200, height: 200))
        expectSize(host200.sizeThatFits(Spacer(), proposal: .unspecified), CGSize(width: 8, height: 8))
        expectSize(host200.sizeThatFits(Spacer(), proposal: .zero), CGSize(width: 8, height: 8))
        expectSize(host200.sizeThatFits(HStack { Spacer() }, proposal: .unspecified), CGSize(width: 8, height: 0))
        expectSize(host200.sizeThatFits(VStack { Spacer() }, proposal: .w(200, 200)), CGSize(width: 0, height: 200))
    }

    @Test("D12: Divider thickness and orientation")
    func d12() {
        let v = host200.layout(VStack { Divider().id("d") }.frame(width: 200))
        #expect(isClose(v.frame(of: "d")!.size, CGSize(width: 200, height: 1)))
        let h = host200.layout(HStack { Divider().id("d") }.frame(height: 80))
        #expect(isClose(h.frame(of: "d")!.size, CGSize(width: 1, height: 80)))
        expectSize(host200.sizeThatFits(Divider(), proposal: .unspecified), CGSize(width: 10, height: 1))
        let retina = LayoutHost(size: CGSize(width: 200, height: 200), environment: LayoutEnvironment(displayScale: 2))
        #expect(retina.sizeThatFits(Divider(), proposal: .w(200, nil)) == CGSize(width: 200, height: 0.5))
        let three = LayoutHost(size: CGSize(width: 200, height: 200), environment: LayoutEnvironment(displayScale: 3))
        #expect(isClose(three.sizeThatFits(Divider(), proposal: .w(200, nil)).height, 1.0 / 3.0, tolerance: 1e-9))
    }

    @Test("§3.5: fixedSize on one axis inside a fixed frame")
    func fixedSizeOneAxis() {
        let s = host200.layout(Color.red.id("r").fixedSize(horizontal: true, vertical: false).frame(width: 100, height: 100).id("f"))
        let frame = s.frame(of: "f")!
        let red = s.frame(of: "r")!
        expectSize(red.size, CGSize(width: 10, height: 100))
        #expect(isClose(red.minX - frame.minX, 45))
    }
}
