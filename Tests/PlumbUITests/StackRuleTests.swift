import Foundation
import Testing
@testable import PlumbUI

@Suite("Stack rules (Docs/Semantics.md §2)")
struct StackRuleTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 100))

    @Test("lower priority groups keep their reserved minimum")
    func reservedMinimums() {
        // The low-priority child needs at least 60; the high-priority flexible one may only
        // take what is left after reserving it.
        let s = host.layout(HStack(spacing: 0) {
            Color.red.layoutPriority(1).id("high")
            Color.blue.frame(minWidth: 60).id("low")
        })
        #expect(s.frame(of: "high")!.width == 240)
        #expect(s.frame(of: "low")!.width == 60)
    }

    @Test("a higher priority takes space before a lower one, whatever the order")
    func priorityOrder() {
        let s = host.layout(HStack(spacing: 0) {
            Color.blue.frame(maxWidth: 200).id("low")
            Color.red.frame(maxWidth: 250).layoutPriority(2).id("high")
        })
        #expect(s.frame(of: "high")!.width == 250)
        #expect(s.frame(of: "low")!.width == 50)
        #expect(s.frame(of: "low")!.minX == 0, "declaration order is kept for placement")
    }

    @Test("layoutPriority is lost under a later frame or fixedSize, as a Spacer's −∞ is")
    func priorityForwarding() {
        let lost = host.layout(HStack(spacing: 0) {
            Color.blue.frame(maxWidth: 200).id("a")
            Color.red.frame(maxWidth: 250).layoutPriority(2).frame(maxHeight: 100).id("b")
        })
        #expect(lost.frame(of: "a")!.width == 150, "equal priority: the less flexible first, equal split")
        // fixedSize is a layout modifier like frame: it reports 0 (recorded on SwiftUI: a
        // `layoutPriority(1).fixedSize()` grid cell is sized with its priority-0 row, GWP4).
        let fixed = host.layout(HStack(spacing: 0) {
            Color.blue.frame(maxWidth: 200).id("a")
            Color.red.frame(maxWidth: 250).layoutPriority(2).fixedSize(horizontal: false, vertical: false).id("b")
        })
        #expect(fixed.frame(of: "a")!.width == 150)
        #expect(fixed.nodes.first { $0.kind == "fixedSize" }!.priority == 0)
        // Nor is a Spacer's −∞ kept: a fixed Spacer is sized with its priority-0 siblings, so
        // the first 20-point square is offered a third of 200 (recorded on SwiftUI, K2c).
        let spacer = host.layout(HStack(spacing: 0) {
            Color.blue.frame(width: 20, height: 20).id("a")
            Spacer().fixedSize()
            Color.red.frame(width: 20, height: 20)
        })
        #expect(spacer.nodes.first { $0.kind == "fixedSize" }!.priority == 0)
    }

    @Test("a stack of one view reports that view's priority; of two, 0 (recorded on SwiftUI, G11 and G11c)")
    func singleChildStackPriority() {
        let narrow = LayoutHost(size: CGSize(width: 100, height: 50))
        let one = narrow.layout(HStack(spacing: 0) {
            HStack { Color.blue.frame(maxWidth: 80).layoutPriority(1).id("a") }
            Color.red.frame(maxWidth: 80).id("b")
        })
        // The inner stack, at priority 1, is offered all 100 and keeps 80; an even split gave 50.
        #expect(one.frame(of: "a")!.width == 80)
        #expect(one.frame(of: "b")!.width == 20)
        let two = narrow.layout(HStack(spacing: 0) {
            HStack(spacing: 0) { Color.blue.frame(maxWidth: 80).layoutPriority(1).id("a"); Color.clear.frame(width: 0) }
            Color.red.frame(maxWidth: 80).id("b")
        })
        #expect(one.nodes.first { $0.kind == "HStack" && $0.parentIndex != nil }!.priority == 1)
        #expect(two.nodes.first { $0.kind == "HStack" && $0.parentIndex != nil }!.priority == 0)
        #expect(LayoutHost(size: CGSize(width: 100, height: 50)).layout(ZStack { Spacer() }).nodes[0].priority == -.infinity)
    }

    @Test("least flexible first: a fixed child is sized before flexible siblings")
    func flexibilityOrder() {
        let s = host.layout(HStack(spacing: 0) {
            Color.red.id("flex")
            Color.green.frame(width: 200).id("fixed")
        })
        #expect(s.frame(of: "fixed")!.width == 200)
        #expect(s.frame(of: "flex")!.width == 100)
    }

    @Test("two infinitely flexible children: the larger minimum is sized first")
    func infiniteFlexTieBreak() {
        // Both have flexibility ∞; b's minimum is 100 so b goes first and gets 150, a gets 150.
        // In declaration order a would get 150 and b max(150, 100) = 150 too; make it observable
        // with 230 to share: b first → 115 (≥ 100), a → 115. a first → 115, b → 115. Use a
        // minimum larger than the share instead.
        let narrow = LayoutHost(size: CGSize(width: 160, height: 100))
        let s = narrow.layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).id("a")
            Color.blue.frame(minWidth: 100).id("b")
        })
        // b first: offered 80 → 100; a offered 60 → 60. (a first would give a 80, b 100.)
        #expect(s.frame(of: "b")!.width == 100)
        #expect(s.frame(of: "a")!.width == 60)
    }

    @Test("a stack overflows its proposal when children cannot shrink")
    func overflow() {
        let s = host.layout(HStack(spacing: 10) {
            Color.red.frame(width: 200).id("a")
            Color.blue.frame(width: 200).id("b")
        }.id("h"))
        #expect(s.frame(of: "h")!.width == 410)
        #expect(s.frame(of: "h")!.minX == -55, "centred in the 300-wide host, it spills on both sides")
    }

    @Test("a nil major proposal asks every child for its ideal")
    func idealMajor() {
        let size = host.sizeThatFits(HStack { Color.red; Text("Hello world"); Color.blue.frame(width: 5) }, proposal: .w(nil, 50))
        let text = host.sizeThatFits(Text("Hello world"), proposal: .unspecified).width
        #expect(size.width == 10 + 8 + text + 8 + 5)
        #expect(size.height == 50)
    }

    @Test("cross-axis alignment: guides line up, the stack is the union")
    func crossAxisAlignment() {
        let s = host.layout(HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 40).id("a")
            Color.blue.frame(width: 10, height: 20).alignmentGuide(.top) { _ in -10 }.id("b")
        }.id("h"))
        let a = s.frame(of: "a")!, b = s.frame(of: "b")!
        #expect(b.minY - a.minY == 10, "b's top guide at −10 puts it 10 below a's top")
        #expect(s.frame(of: "h")!.height == 40)
        let bottom = host.layout(VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        })
        #expect(bottom.frame(of: "a")!.maxX == bottom.frame(of: "b")!.maxX)
    }

    @Test("a custom alignment guide aligns views in different stacks")
    func customAlignment() {
        enum Marker: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
        }
        let marker = VerticalAlignment(Marker.self)
        let s = host.layout(HStack(alignment: marker, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Color.green.frame(width: 10, height: 10).alignmentGuide(marker) { d in d[VerticalAlignment.center] }.id("g")
            }
            Color.blue.frame(width: 10, height: 10).alignmentGuide(marker) { d in d[VerticalAlignment.center] }.id("b")
        })
        #expect(s.frame(of: "g")!.midY == s.frame(of: "b")!.midY)
        #expect(marker != .top && marker == VerticalAlignment(Marker.self))
        switch marker {
        case .top, .center: Issue.record("a custom guide matched a built-in one")
        default: break
        }
    }

    @Test("firstTextBaseline aligns texts of different sizes on their baselines")
    func baselines() {
        let s = host.layout(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle).id("big")
            Text("small").font(.caption).id("small")
        })
        let big = s.frame(of: "big")!, small = s.frame(of: "small")!
        let ascender = TextMetrics().ascender
        #expect(abs((big.minY + 34 * ascender) - (small.minY + 12 * ascender)) < 1e-9)
    }

    @Test("a stack places children in order from the bounds' leading edge")
    func placementOrder() {
        let s = host.layout(VStack(spacing: 5) { Color.red.frame(height: 10).id(0); Color.green.frame(height: 20).id(1); Color.blue.frame(height: 30).id(2) })
        let frames = (0..<3).map { s.frame(of: $0)! }
        #expect(frames[1].minY == frames[0].maxY + 5 && frames[2].minY == frames[1].maxY + 5)
    }

    @Test("wide stacks order children stably (merge-sort path)")
    func wideStack() {
        let wide = LayoutHost(size: CGSize(width: 1000, height: 10))
        let s = wide.layout(HStack(spacing: 0) {
            ForEach(0..<100) { i in
                Color.red.frame(maxWidth: CGFloat(i % 7 == 0 ? 3 : 1000)).id(i)
            }
        })
        // 15 children capped at 3 take 45; 85 flexible ones share 955 equally.
        #expect(abs(s.frame(of: 1)!.width - 955.0 / 85) < 1e-9)
        #expect(s.frame(of: 0)!.width == 3)
        for i in 1..<100 { #expect(s.frame(of: i)!.minX >= s.frame(of: i - 1)!.maxX - 1e-9) }
    }
}
