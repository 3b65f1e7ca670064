import Foundation
import Testing
@testable import PlumbUI

@Suite("Grid (Docs/Semantics.md §6)")
struct GridTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    func square() -> some View { Color.red.frame(width: 60, height: 60) }

    @Test("B1: gridCellAnchor places a small view by unit point in its cell")
    func b1() {
        func grid(_ anchor: UnitPoint?) -> some View {
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow { square(); square() }
                GridRow {
                    square()
                    if let anchor {
                        Color.blue.frame(width: 10, height: 10).gridCellAnchor(anchor).id("blue")
                    } else {
                        Color.blue.frame(width: 10, height: 10).id("blue")
                    }
                }
            }.id("grid")
        }
        let h = LayoutHost(size: CGSize(width: 121, height: 121))
        let custom = h.layout(grid(UnitPoint(x: 0.25, y: 0.75)))
        expectFrame(custom, "grid", rect(0, 0, 121, 121))
        expectFrame(custom, "blue", rect(73.5, 98.5, 10, 10))
        expectFrame(h.layout(grid(.topTrailing)), "blue", rect(111, 61, 10, 10))
        expectFrame(h.layout(grid(nil)), "blue", rect(86, 86, 10, 10))
    }

    @Test("B3: the widest row sets the column count; flexible columns share the rest")
    func b3() {
        let s = LayoutHost(size: CGSize(width: 600, height: 200)).layout(Grid {
            GridRow { Text("Row 1").id("t0"); ForEach(0..<2) { _ in Color.red } }
            GridRow { Text("Row 2").id("t1"); ForEach(0..<5) { i in Color.green.id("g\(i)") } }
            GridRow { Text("Third row").id("t2"); ForEach(0..<4) { _ in Color.blue } }
        }.id("grid"))
        let cache = GridCache(LayoutSubviews(nodes: host.makeRoot(Grid {
            GridRow { Text("Row 1"); ForEach(0..<2) { _ in Color.red } }
            GridRow { Text("Row 2"); ForEach(0..<5) { _ in Color.green } }
            GridRow { Text("Third row"); ForEach(0..<4) { _ in Color.blue } }
        }).children))
        #expect(cache.columnCount == 6)
        let textWidths = ["Row 1", "Row 2", "Third row"].map { host.sizeThatFits(Text($0), proposal: .unspecified).width }
        let textColumn = textWidths.max()!
        let colorWidth = (600 - 5 * 8 - textColumn) / 5
        for i in 0..<5 {
            let g = s.frame(of: "g\(i)")!
            #expect(abs(g.width - colorWidth) < 1e-9, "color column \(i) is \(g.width), expected \(colorWidth)")
            #expect(abs(g.minX - (textColumn + 8 + CGFloat(i) * (colorWidth + 8))) < 1e-9)
        }
        #expect(abs(s.frame(of: "grid")!.width - 600) < 1e-9)
    }

    struct Pet: Identifiable {
        let type: String
        let votes: Int
        var id: String { type }
    }

    @Test("the WWDC leaderboard: text columns hug their text, the bar takes the rest, votes trail, dividers span")
    func leaderboard() {
        let pets = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 114)]
        let total = pets.reduce(0) { $0 + $1.votes }
        for dividerInRow in [false, true] {
            let s = LayoutHost(size: CGSize(width: 320, height: 400)).layout(Grid(alignment: .leading) {
                ForEach(pets) { pet in
                    GridRow {
                        Text(pet.type).id("name-\(pet.type)")
                        ProgressView(value: Double(pet.votes), total: Double(total)).id("bar-\(pet.type)")
                        Text("\(pet.votes)").gridColumnAlignment(.trailing).id("votes-\(pet.type)")
                    }
                    if dividerInRow {
                        GridRow { Divider().gridCellColumns(3).id("divider-\(pet.type)") }
                    } else {
                        Divider().gridCellColumns(3).id("divider-\(pet.type)")
                    }
                }
            }.id("grid"))
            let grid = s.frame(of: "grid")!
            #expect(grid.width == 320, "the grid takes the proposed width")
            let nameColumn = pets.map { host.sizeThatFits(Text($0.type), proposal: .unspecified).width }.max()!
            let voteColumn = pets.map { host.sizeThatFits(Text("\($0.votes)"), proposal: .unspecified).width }.max()!
            for pet in pets {
                let name = s.frame(of: "name-\(pet.type)")!, bar = s.frame(of: "bar-\(pet.type)")!
                let votes = s.frame(of: "votes-\(pet.type)")!, divider = s.frame(of: "divider-\(pet.type)")!
                #expect(name.minX == grid.minX, "names are leading-aligned")
                #expect(abs(bar.minX - (grid.minX + nameColumn + 8)) < 1e-9, "the bar column starts after the widest name")
                #expect(abs(bar.width - (320 - nameColumn - voteColumn - 16)) < 1e-9, "the bar takes the rest")
                #expect(abs(votes.maxX - grid.maxX) < 1e-9, "vote counts are trailing-aligned")
                #expect(divider.minX == grid.minX && divider.width == 320, "dividers span all three columns")
                #expect(divider.height == 1)
            }
        }
    }

    @Test("a Divider directly in the grid widens it to the proposal, unless unsized horizontally")
    func fullWidthDivider() {
        let widened = host.layout(Grid {
            GridRow { Color.red.frame(width: 40, height: 10); Color.red.frame(width: 40, height: 10) }
            Divider().id("d")
        }.id("grid"))
        #expect(widened.frame(of: "grid")!.width == 300)
        #expect(widened.frame(of: "d")!.width == 300)
        let unsized = host.layout(Grid {
            GridRow { Color.red.frame(width: 40, height: 10); Color.red.frame(width: 40, height: 10) }
            Divider().gridCellUnsizedAxes(.horizontal).id("d")
        }.id("grid"))
        #expect(unsized.frame(of: "grid")!.width == 88)
        #expect(unsized.frame(of: "d")!.width == 88)
    }

    @Test("a spanning cell wider than its columns widens them equally and still spans them exactly")
    func wideSpanningCell() {
        let s = host.layout(Grid(horizontalSpacing: 10) {
            GridRow { Color.red.frame(width: 20, height: 10).id("a"); Color.red.frame(width: 30, height: 10).id("b") }
            GridRow { Color.blue.frame(width: 100, height: 10).gridCellColumns(2).id("wide") }
        })
        let a = s.frame(of: "a")!, b = s.frame(of: "b")!, wide = s.frame(of: "wide")!
        // Columns 20 and 30 + 10 spacing = 60 < 100: each column gains 20 → 40 and 50.
        let grid = s.nodes.first { $0.kind == "Grid" }!.frame
        #expect(grid.width == 100)
        #expect(wide == CGRect(x: grid.minX, y: wide.minY, width: 100, height: 10))
        #expect(a.midX - grid.minX == 20, "a centred in a 40-wide column")
        #expect(b.midX - grid.minX == CGFloat(50 + 25), "b centred in the 50-wide column after 10 spacing")
    }

    @Test("rows align cells on the row's guide; GridRow(alignment:) overrides it")
    func rowAlignment() {
        let s = host.layout(Grid {
            GridRow(alignment: .top) { Color.red.frame(width: 10, height: 40); Color.red.frame(width: 10, height: 10).id("top") }
            GridRow { Color.red.frame(width: 10, height: 40).id("tall"); Color.red.frame(width: 10, height: 10).id("mid") }
        })
        let tall = s.frame(of: "tall")!
        #expect(s.frame(of: "top")!.minY == tall.minY - 48)
        #expect(s.frame(of: "mid")!.midY == tall.midY)
    }

    @Test("columns are as wide as their widest cell; empty trailing cells are fine")
    func columns() {
        let s = host.layout(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10).id("a"); Color.red.frame(width: 30, height: 10).id("b"); Color.red.frame(width: 5, height: 5) }
            GridRow { Color.red.frame(width: 25, height: 10).id("c"); Color.red.frame(width: 5, height: 10).id("d") }
        }.id("grid"))
        #expect(s.frame(of: "grid")!.width == CGFloat(25 + 30 + 5))
        #expect(s.frame(of: "b")!.minX == s.frame(of: "d")!.minX)
        #expect(s.frame(of: "d")!.minX - s.frame(of: "c")!.minX == 25)
    }

    @Test("an unsized cell takes the size other cells require")
    func unsizedVertical() {
        let s = host.layout(Grid {
            GridRow { Color.red.frame(width: 10, height: 30); Color.blue.gridCellUnsizedAxes(.vertical).id("u") }
        })
        #expect(s.frame(of: "u")!.height == 30)
    }

    @Test("GridRow outside a Grid is a Group; GridLayout works through AnyLayout")
    func gridRowOutside() {
        let s = host.layout(HStack(spacing: 0) { GridRow { Color.red.frame(width: 10); Color.blue.frame(width: 10) } }.id("h"))
        #expect(s.frame(of: "h")!.width == 20)
        let direct = host.layout(Grid(horizontalSpacing: 1, verticalSpacing: 1) { GridRow { square(); square() } })
        let erased = host.layout(AnyLayout(GridLayout(horizontalSpacing: 1, verticalSpacing: 1)) { GridRow { square(); square() } })
        #expect(direct.nodes.map(\.frame) == erased.nodes.map(\.frame))
        #expect(erased.rootFrame.width == 121)
    }

    @Test("an empty Grid is zero-sized")
    func empty() {
        #expect(host.sizeThatFits(Grid {}, proposal: .w(100, 100)) == .zero)
    }
}
