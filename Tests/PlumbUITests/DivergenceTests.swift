import Foundation
import Testing
@testable import PlumbUI

/// Golden cases for divergences from SwiftUI that real layouts exposed, each derived from the
/// documented rule it breaks (Docs/Semantics.md).
@Suite("Divergences real layouts exposed")
struct DivergenceTests {
    /// A spanning flexible cell beside a flexible cell: three columns, the span covering two.
    func spanningGrid() -> some View {
        Grid { GridRow { Color.blue.gridCellColumns(2).id("span"); Color.blue.id("single") } }.id("grid")
    }

    @Test("§6.1: flexible cells share the offered width, spanning cells included; the ideal is an ideal")
    func gridSpanShares() {
        let host = LayoutHost(size: CGSize(width: 100, height: 10))
        // Three columns; the only gap is where the span meets the single cell (no two cells meet
        // inside the span). Both cells are flexible, so they are sized together, each column
        // offered (100 − 8)/3: the span its two columns' shares, the single cell one.
        #expect(isClose(host.sizeThatFits(spanningGrid(), proposal: ProposedViewSize(width: 100, height: 10)), CGSize(width: 100, height: 10)))
        let s = host.layout(spanningGrid())
        let share: CGFloat = 92.0 / 3
        expectFrame(s, "grid", rect(0, 0, 100, 10))
        expectFrame(s, "span", rect(0, 0, 2 * share, 10))
        expectFrame(s, "single", rect(2 * share + 8, 0, share, 10))
        // The ideal: the single column 10, the span's 10 shared by the two columns it alone
        // covers, and one gap → 28 × 10; proposed exactly that, the grid answers it again.
        let ideal = host.sizeThatFits(spanningGrid(), proposal: .unspecified)
        #expect(isClose(ideal, CGSize(width: 28, height: 10)), "ideal \(ideal)")
        #expect(isClose(host.sizeThatFits(spanningGrid(), proposal: ProposedViewSize(ideal)), ideal))
        // In an HStack offered 390, the grid (its only child) takes the 390.
        let row = LayoutHost(size: CGSize(width: 390, height: 50)).sizeThatFits(HStack { spanningGrid() },
                                                                                   proposal: ProposedViewSize(width: 390, height: 50))
        #expect(isClose(row.width, 390), "\(row)")
    }

    @Test("§6.3: a spanning cell that cannot shrink to its columns widens them by what it needs beyond them")
    func gridRigidSpan() {
        let host = LayoutHost(size: CGSize(width: 100, height: 10))
        let s = host.layout(Grid {
            GridRow { Color.blue.frame(width: 200).gridCellColumns(2).id("span"); Color.blue.id("single") }
        }.id("grid"))
        // The span (flexible on one axis only) is sized first and needs 200: the two columns
        // only it covers take 100 each. Columns only spans cover stay open, so the flexible
        // single cell is still offered a third of the 92 left after the gap: the grid overflows.
        let share: CGFloat = 92.0 / 3
        #expect(isClose(s.frame(of: "grid")!.width, 200 + 8 + share))
        expectFrame(s, "span", rect(s.frame(of: "grid")!.minX, 0, 200, 10))
        #expect(isClose(s.frame(of: "single")!.width, share))
    }

    @Test("§3.1: a ZStack is the union of its children's aligned frames, not of the alignment point")
    func zstackUnion() {
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        let view = ZStack { Color.blue.frame(width: 50, height: 50).alignmentGuide(HorizontalAlignment.center) { _ in -30 }.id("c") }.id("z")
        #expect(isClose(host.sizeThatFits(view, proposal: .unspecified), CGSize(width: 50, height: 50)))
        let s = host.layout(view)
        expectFrame(s, "z", rect(75, 75, 50, 50))
        expectFrame(s, "c", rect(75, 75, 50, 50))
        // Two children: still the union of their frames (guides 0 and 20 → 70 wide).
        let two = ZStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in -20 }
        }
        #expect(isClose(host.sizeThatFits(two, proposal: .unspecified), CGSize(width: 70, height: 10)))
    }

    @Test("§3.9: a view proposed exactly its ideal size answers its ideal size (Button and Text)")
    func idealIsStable() {
        let host = LayoutHost(size: CGSize(width: 300, height: 300))
        let views: [(String, AnyView)] = [
            ("Button", AnyView(Button("Cat") {})), ("Text", AnyView(Text("Hello world"))),
            ("padded text", AnyView(Text("Goldfish and more").padding(7.3))),
            ("Button in a frame", AnyView(Button("Goldfish") {}.frame(minWidth: 10))),
        ]
        for (name, view) in views {
            let ideal = host.sizeThatFits(view, proposal: .unspecified)
            for proposal in [ProposedViewSize(width: ideal.width, height: nil), ProposedViewSize(ideal)] {
                let answer = host.sizeThatFits(view, proposal: proposal)
                #expect(answer == ideal, "\(name) ideal \(ideal), proposed \(proposal) answered \(answer)")
            }
        }
    }

    @Test("§2.2: negative spacing never makes a stack's size negative; its children overflow it")
    func negativeTotals() {
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        let view = HStack(spacing: -11) { Text("").id("t"); Color.blue.id("c") }.id("h")
        let size = host.sizeThatFits(view, proposal: .unspecified)
        #expect(size.width == 0 && size.height == 10, "\(size)")
        let s = host.layout(view.fixedSize())
        // The stack is 0 wide at x 100; the Color starts 11 before the empty text's end.
        expectFrame(s, "h", rect(100, 95, 0, 10))
        expectFrame(s, "c", rect(89, 95, 10, 10))
        let vertical = host.sizeThatFits(VStack(spacing: -30) { Color.red.frame(height: 10); Color.blue.frame(height: 10) },
                                         proposal: .unspecified)
        #expect(vertical.height == 0)
    }
}
