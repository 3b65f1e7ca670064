import Foundation
import Testing
@testable import PlumbUI

/// SwiftUI's Grid as a public set of probes recorded it on macOS (Docs/Semantics.md §6.2):
/// leaves that answer a known function of their proposal, in grids laid out at a stated
/// proposal and placed at the origin. Each case is the recorded size, every leaf's frame and
/// the proposal it was placed with, in the recording's notation.
@Suite("Grid against SwiftUI recordings (Docs/Semantics.md §6.2)")
struct GridRecordedTests {
    /// A leaf answering `answer(proposal)`.
    struct Leaf: Layout {
        let answer: @Sendable (ProposedViewSize) -> CGSize
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { answer(proposal) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    static func number(_ v: CGFloat?) -> String {
        guard let v else { return "nil" }
        if v == .infinity { return "inf" }
        return v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }

    /// The grid laid out at `w` × `h`, in the recording's notation, leaves in `expected`'s order.
    static func recorded(_ w: CGFloat?, _ h: CGFloat?, order names: [String], _ grid: some View) -> String {
        let proposal = ProposedViewSize(width: w, height: h)
        let host = LayoutHost(size: CGSize(width: 1000, height: 1000))
        let size = host.sizeThatFits(grid, proposal: proposal)
        let nodes = host.layout(AtOrigin(proposal: proposal) { grid }).nodes
        var text = "size \(number(size.width))x\(number(size.height))"
        for name in names {
            guard let node = nodes.first(where: { $0.id == AnyHashable(name) }) else { text += " | \(name) not placed"; continue }
            let f = node.frame, p = node.proposal
            text += " | \(name) (\(number(f.minX)),\(number(f.minY)) \(number(f.width))x\(number(f.height)))"
                + " <- \(number(p.width))x\(number(p.height))"
        }
        return text
    }

    /// As `expect`, where the recording kept frames only (a grid SwiftUI and an earlier model
    /// of it disagreed on).
    static func expectFrames(_ w: CGFloat?, _ h: CGFloat?, _ expected: String, _ grid: some View,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let names = expected.split(separator: "|").dropFirst().map { String($0.split(separator: " ")[0]) }
        let actual = recorded(w, h, order: names, grid).replacingOccurrences(of: #" <- [^ |]+"#, with: "", options: .regularExpression)
        #expect(agrees(actual, expected), "got      \(actual)\nrecorded \(expected)", sourceLocation: sourceLocation)
    }

    static func expect(_ w: CGFloat?, _ h: CGFloat?, _ expected: String, _ grid: some View,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let names = expected.split(separator: "|").dropFirst().map { String($0.split(separator: " ")[0]) }
        let actual = recorded(w, h, order: names, grid)
        #expect(agrees(actual, expected), "got      \(actual)\nrecorded \(expected)", sourceLocation: sourceLocation)
    }

    /// Whether two lines in the recording's notation say the same thing: the same words, and
    /// numbers within 0.01 (the probe prints two decimals, "218.00" for a value just off 218).
    static func agrees(_ actual: String, _ expected: String) -> Bool {
        let number = try! Regex(#"-?[0-9]+(\.[0-9]+)?"#)
        func words(_ s: String) -> String { s.replacing(number, with: "#") }
        func numbers(_ s: String) -> [Double] { s.matches(of: number).map { Double(s[$0.range])! } }
        guard words(actual) == words(expected) else { return false }
        return zip(numbers(actual), numbers(expected)).allSatisfy { abs($0 - $1) < 0.01 }
    }
}

extension GridRecordedTests {
    @Test("GA: cells, rows, columns and empty rows at nil")
    func armsGA() {
        // GA1
        Self.expect(nil, nil, "size 78x58 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (10,28 10x30) <- 30x30 | d (38,38 40x10) <- 40x30",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GA4
        Self.expect(nil, nil, "size 71x58 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil | e (66,7.50 5x5) <- 5x20 | c (10,28 10x30) <- 30x30",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20); fx("e",5,5) }; GridRow { fx("c",10,30) } })
        // GA7
        Self.expect(nil, nil, "size 30x48 | a (0,0 30x10) <- nilxnil | c (10,18 10x30) <- 30x30",
                    Grid { GridRow { fx("a",30,10) }; GridRow { }; GridRow { fx("c",10,30) } })
        // GA8
        Self.expect(nil, nil, "size 30x38 | x (0,0 30x10) <- nilxnil | y (10,18 10x20) <- 30x20",
                    Grid { fx("x",30,10); fx("y",10,20) })
        // GA9
        Self.expect(200, 100, "size 200x100 | x (85,0 30x10) <- 200x10 | y (0,18 200x82) <- 200x82",
                    Grid { fx("x",30,10); fl("y") })
    }

    @Test("GP: nil, finite and one-axis proposals")
    func armsGP() {
        // GP1
        Self.expect(200, 200, "size 78x58 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (10,28 10x30) <- 30x30 | d (38,38 40x10) <- 40x30",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GP2
        Self.expect(200, 100, "size 200x100 | a (0,0 152x62) <- 152x62 | b (170,21 20x20) <- 40x62 | c (71,70 10x30) <- 152x30 | d (160,80 40x10) <- 40x30",
                    Grid { GridRow { fl("a"); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GP3
        Self.expect(nil, nil, "size 58x58 | a (0,0 10x20) <- 10x20 | b (28,0 20x20) <- 40x20 | c (0,28 10x30) <- nilxnil | d (18,38 40x10) <- 40x30",
                    Grid { GridRow { fl("a"); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GP5
        Self.expect(200, nil, "size 200x58 | a (0,0 152x20) <- 152x20 | b (170,0 20x20) <- 40x20 | c (71,28 10x30) <- 152x30 | d (160,38 40x10) <- 40x30",
                    Grid { GridRow { fl("a"); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GP6
        Self.expect(nil, 100, "size 58x100 | a (0,0 10x62) <- nilx62 | b (28,21 20x20) <- 40x62 | c (0,70 10x30) <- nilx46 | d (18,80 40x10) <- 40x30",
                    Grid { GridRow { fl("a"); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GP7
        Self.expect(100, 100, "size 100x100 | a (0,0 100x100) <- 100x100",
                    Grid { GridRow { fl("a") } })
    }

    @Test("GF: flexibility order, shares and commits")
    func armsGF() {
        // GF1
        Self.expect(200, 200, "size 104x58 | a (12,5 24x10) <- 48x20 | b (70,0 20x20) <- 48x20 | c (19,28 10x30) <- 48x30 | d (68,38 24x10) <- 48x30",
                    Grid { GridRow { hf("a"); fx("b",20,20) }; GridRow { fx("c",10,30); hf("d") } })
        // GF2
        Self.expect(200, 100, "size 200x58 | a (0,0 152x20) <- 152x62 | b (170,0 20x20) <- 40x20 | c (71,28 10x30) <- 152x30 | d (160,38 40x10) <- 40x30",
                    Grid { GridRow { fw("a"); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GF3
        Self.expect(200, 100, "size 68x100 | a (0,0 20x62) <- 152x62 | b (38,21 20x20) <- 40x62 | c (5,70 10x30) <- 20x30 | d (28,80 40x10) <- 40x30",
                    Grid { GridRow { fh("a"); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GF4
        Self.expect(200, 100, "size 198x100 | a (0,0 150x62) <- 152x62 | b (168,21 20x20) <- 40x62 | c (70,70 10x30) <- 150x30 | d (158,80 40x10) <- 40x30",
                    Grid { GridRow { cb("a",0,150); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GF5
        Self.expect(200, 100, "size 98x88 | a (0,0 50x50) <- 152x62 | b (68,15 20x20) <- 40x50 | c (20,58 10x30) <- 50x30 | d (58,68 40x10) <- 40x30",
                    Grid { GridRow { cb("a",0,50); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GF6
        Self.expect(200, 100, "size 200x100 | a (0,0 96x46) <- 96x46 | b (142,13 20x20) <- 96x46 | c (43,62 10x30) <- 96x46 | d (104,54 96x46) <- 96x46",
                    Grid { GridRow { fl("a"); fx("b",20,20) }; GridRow { fx("c",10,30); fl("d") } })
        // GF7
        Self.expect(100, 100, "size 138x100 | a (0,0 10x62) <- 10x62 | b (18,21 120x20) <- 120x62 | c (0,70 10x30) <- 46x46 | d (58,80 40x10) <- 120x30",
                    Grid { GridRow { fl("a"); fx("b",120,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GF8
        Self.expect(200, 100, "size 200x100 | a (0,40 20x20) <- 20x100 | b (28,0 82x100) <- 82x100 | c (118,0 82x100) <- 82x100",
                    Grid { GridRow { fx("a",20,20); fl("b"); fl("c") } })
        // GF9
        Self.expect(100, 100, "size 93x10 | a (0,0 30x10) <- 46x100 | b (38,0 55x10) <- 62x100",
                    Grid { GridRow { cw("a",0,30); cw("b",0,55) } })
        // GF10
        Self.expect(200, 100, "size 200x100 | a (12,45 24x10) <- 48x100 | b (56,0 144x100) <- 144x100",
                    Grid { GridRow { hf("a"); fl("b") } })
        // GF11
        Self.expect(200, 100, "size 138x100 | a (0,45 20x10) <- 20x100 | b (28,0 20x100) <- 82x100 | c (56,35 82x30) <- 82x100",
                    Grid { GridRow { cw("a",10,20,10); fh("b"); cw("c",10,160,30) } })
        // GF12
        Self.expect(150, nil, "size 150x10 | a (0,0 50x10) <- 52xnil | b (58,0 30x10) <- 44.67xnil | c (96,0 54x10) <- 54xnil",
                    Grid { GridRow { cb("a",10,50); fh("b",30); fl("c") } })
        // GF13
        Self.expect(150, 100, "size 150x100 | a (0,25 44.67x50) <- 44.67x100 | b (52.67,0 30x100) <- 44.67x100 | c (90.67,0 59.33x100) <- 59.33x100",
                    Grid { GridRow { cb("a",10,50); fh("b",30); fl("c") } })
    }

    @Test("GR: the placement proposal is the sizing one when the cell fills its slot")
    func armsGR() {
        // GR1
        Self.expect(nil, nil, "size 48x20 | a (0,0 20x20) <- nilxnil | b (28,0 20x20) <- nilxnil",
                    Grid { GridRow { odd("a"); fx("b",20,20) } })
        // GR2
        Self.expect(200, 200, "size 48x20 | a (0,0 20x20) <- 96x200 | b (28,0 20x20) <- 96x200",
                    Grid { GridRow { odd("a"); fx("b",20,20) } })
    }

    @Test("GX: spans and views outside rows")
    func armsGX() {
        // GX1
        Self.expect(nil, nil, "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",100,10).gridCellColumns(2) } })
        // GX2
        Self.expect(nil, nil, "size 58x38 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil | c (24,28 10x10) <- 58x10",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",10,10).gridCellColumns(2) } })
        // GX3
        Self.expect(nil, nil, "size 100x76 | a (5.50,5 30x10) <- 41x20 | b (64.50,0 20x20) <- 51x20 | x (0,28 100x10) <- nilxnil | c (15.50,46 10x30) <- 41x30 | d (54.50,56 40x10) <- 51x30",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; fx("x",100,10); GridRow { fx("c",10,30); fx("d",40,10) } })
        // GX4
        Self.expect(nil, nil, "size 58x38 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil | x (14.50,28 29x10) <- 58x10",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; hf("x") })
        // GX5
        Self.expect(nil, nil, "size 113x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (108,7.50 5x5) <- 5x20 | x (0,28 100x10) <- nilxnil | y (110,32.50 1x1) <- 5x10",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20); fx("c",5,5) }; GridRow { fx("x",100,10).gridCellColumns(2); fx("y",1,1) } })
        // GX6
        Self.expect(nil, nil, "size 58x38 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil | x (24,28 10x10) <- 58x10",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("x",10,10).gridCellColumns(5) } })
        // GX7
        Self.expect(nil, nil, "size 100x38 | x (0,0 100x10) <- nilxnil | a (10.50,23 30x10) <- 51x20 | b (69.50,18 20x20) <- 41x20",
                    Grid { GridRow { fx("x",100,10).gridCellColumns(2) }; GridRow { fx("a",30,10); fx("b",20,20) } })
        // GX8
        Self.expect(300, 100, "size 100x38 | x (0,0 100x10) <- 300x46 | a (10.50,23 30x10) <- 51x20 | b (69.50,18 20x20) <- 41x20",
                    Grid { GridRow { fx("x",100,10).gridCellColumns(2) }; GridRow { fx("a",30,10); fx("b",20,20) } })
        // GX9
        Self.expect(300, 100, "size 300x100 | a (0,36 30x10) <- 30x82 | b (38,0 262x82) <- 262x82 | x (100,90 100x10) <- 300x10",
                    Grid { GridRow { fx("a",30,10); fl("b") }; GridRow { fx("x",100,10).gridCellColumns(2) } })
        // GX10
        Self.expect(300, 100, "size 300x100 | a (60.50,0 30x10) <- 151x10 | b (219.50,0 20x10) <- 141x10 | x (0,18 300x82) <- 300x82",
                    Grid { GridRow { fx("a",30,10); fx("b",20,10) }; GridRow { fl("x").gridCellColumns(2) } })
        // GX11
        Self.expect(nil, nil, "size 156x58 | a (0,0 10x40) <- 10x40 | b (18,0 100x40) <- nilxnil | c (126,0 30x40) <- nilxnil | d (45,48 10x10) <- 100x10 | e (108,48 10x10) <- nilxnil | f (126,48 30x10) <- nilxnil",
                    Grid { GridRow { cb("a",0,100); fx("b",100,40).gridCellColumns(2); cw("c",30,40,40).gridCellColumns(2) }; GridRow { fh("d",10).gridCellColumns(2); fh("e",10); cw("f",30,180,10) } })
        // GX12
        Self.expect(300, 200, "size 300x114 | a (28,0 120x96) <- 176x96 | b (212,33 60x30) <- 116x96 | x (0,104 300x10) <- 300x96",
                    Grid { GridRow { cb("a",20,120); cw("b",0,60,30) }; fw("x",10) })
        // GX19
        Self.expect(200, 100, "size 200x100 | a (0,0 104x82) <- 104x82 | b (112,36 30x10) <- 30x82 | c (150,36 50x10) <- 50x82 | x (80,90 40x10) <- 200x10",
                    Grid { GridRow { fl("a"); cw("b",10,30); cw("c",20,50) }; fx("x",40,10) })
    }

    @Test("GQ: layout priority")
    func armsGQ() {
        // GQ1
        Self.expect(100, 100, "size 100x100 | a (0,0 0x100) <- 0x100 | b (8,0 92x100) <- 92x100",
                    Grid { GridRow { fl("a"); fl("b").layoutPriority(1) } })
        // GQ2
        Self.expect(100, 100, "size 130x10 | a (0,0 42x10) <- 42x100 | b (50,0 30x10) <- 0x90 | c (88,0 42x10) <- 42x100",
                    Grid { GridRow { cw("a",0,200); cw("b",30,200).layoutPriority(-1); cw("c",20,200) } })
        // GQ3
        Self.expect(100, 100, "size 120x10 | a (0,0 0x10) <- 0x90 | b (8,0 84x10) <- 84x100 | c (100,0 20x10) <- 0x90",
                    Grid { GridRow { cw("a",0,200); cw("b",30,200).layoutPriority(1); cw("c",20,200) } })
        // GQ4
        Self.expect(200, 100, "size 210x120 | a (0,0 10x20) <- 10x20 | b (104,0 20x20) <- 192x20 | c (0,59 10x30) <- 10x92 | d (18,28 192x92) <- 192x92",
                    Grid { GridRow { fl("a"); fx("b",20,20) }; GridRow { fx("c",10,30); fl("d").layoutPriority(1) } })
        // GQ5
        Self.expect(100, 100, "size 266x118 | a (0,0 70x70) <- 84x82 | b (25,93 20x10) <- 70x40 | c (78,83 150x30) <- 150x40 | d (236,78 30x40) <- 0x30",
                    Grid { GridRow { cb("a",10,70).layoutPriority(1) }; GridRow { fx("b",20,10).layoutPriority(1); fx("c",150,30); cw("d",30,180,40) } })
    }

    @Test("GL: alignment, anchors and column alignment")
    func armsGL() {
        // GL1
        Self.expect(nil, nil, "size 78x58 | a (0,0 30x10) <- 30x20 | b (38,0 20x20) <- 40x20 | c (0,28 10x30) <- 30x30 | d (38,28 40x10) <- 40x30",
                    Grid(alignment: .topLeading) { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GL2
        Self.expect(nil, nil, "size 78x58 | a (0,10 30x10) <- 30x20 | b (58,0 20x20) <- 40x20 | c (20,28 10x30) <- 30x30 | d (38,48 40x10) <- 40x30",
                    Grid(alignment: .bottomTrailing) { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GL3
        Self.expect(nil, nil, "size 78x58 | a (0,0 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (10,28 10x30) <- 30x30 | d (38,38 40x10) <- 40x30",
                    Grid { GridRow(alignment: .top) { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GL4
        Self.expect(nil, nil, "size 78x58 | a (0,5 30x10) <- 30x20 | b (58,0 20x20) <- 40x20 | c (10,28 10x30) <- 30x30 | d (38,38 40x10) <- 40x30",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20).gridColumnAlignment(.trailing) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        // GL5
        Self.expect(nil, nil, "size 78x58 | a (20,5 10x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x30) <- nilxnil | d (38,38 40x10) <- 40x30",
                    Grid { GridRow { fx("a",10,10); fx("b",20,20) }; GridRow { fx("c",30,30).gridColumnAlignment(.trailing); fx("d",40,10) } })
        // GL6
        Self.expect(nil, nil, "size 30x46 | a (0,0 10x10) <- 30x10 | b (0,18 10x10) <- 30x10 | c (0,36 30x10) <- nilxnil",
                    Grid { GridRow { fx("a",10,10).gridColumnAlignment(.leading) }; GridRow { fx("b",10,10) }; GridRow { fx("c",30,10).gridColumnAlignment(.trailing) } })
        // GL9
        Self.expect(nil, nil, "size 28x68 | a (0,0 10x10) <- 10x30 | b (18,0 10x30) <- nilxnil | c (0,58 10x10) <- 10x30 | d (18,38 10x30) <- nilxnil",
                    Grid(alignment: .bottom) { GridRow(alignment: .top) { fx("a",10,10); fx("b",10,30) }; GridRow { fx("c",10,10); fx("d",10,30) } })
        // GL11
        Self.expect(nil, nil, "size 58x48 | a (0,10 40x10) <- 40x30 | b (48,0 10x30) <- nilxnil | x (48,38 10x10) <- 58x10",
                    Grid { GridRow { fx("a",40,10); fx("b",10,30) }; fx("x",10,10).gridCellAnchor(.trailing) })
        // GL12
        Self.expect(nil, nil, "size 58x48 | a (0,10 40x10) <- 40x30 | b (48,0 10x30) <- nilxnil | x (0,38 10x10) <- 58x10",
                    Grid(alignment: .leading) { GridRow { fx("a",40,10); fx("b",10,30) }; fx("x",10,10) })
        // GL14
        Self.expect(nil, nil, "size 68x48 | a (10,20 10x10) <- 50x30 | b (58,0 10x30) <- nilxnil | c (0,38 50x10) <- nilxnil",
                    Grid { GridRow { fx("a",10,10).gridCellAnchor(UnitPoint(x: 0.25, y: 1)); fx("b",10,30) }; GridRow { fx("c",50,10) } })
    }

    @Test("GU: unsized axes")
    func armsGU() {
        // GU1
        Self.expect(200, 200, "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fl("c").gridCellUnsizedAxes(.horizontal); fx("d",40,10) } })
        // GU2
        Self.expect(200, 200, "size 200x200 | a (61,5 30x10) <- 152x20 | b (170,0 20x20) <- 40x20 | c (0,28 152x172) <- 152x172 | d (160,109 40x10) <- 40x172",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fl("c"); fx("d",40,10) } })
        // GU3
        Self.expect(200, 200, "size 58x28 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- 96x96 | c (0,28 58x0) <- 58x0",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fl("c").gridCellColumns(2).gridCellUnsizedAxes([.horizontal, .vertical]) } })
        // GU4
        Self.expect(nil, nil, "size 148x58 | a (35,5 30x10) <- 100x20 | b (118,0 20x20) <- 40x20 | c (0,28 100x30) <- nilxnil | d (108,38 40x10) <- 40x30",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",100,30).gridCellUnsizedAxes(.horizontal); fx("d",40,10) } })
        // GU5
        Self.expect(200, 200, "size 148x58 | a (35,5 30x10) <- 100x20 | b (118,0 20x20) <- 40x20 | c (0,28 100x30) <- 30x172 | d (108,38 40x10) <- 40x30",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",100,30).gridCellUnsizedAxes(.horizontal); fx("d",40,10) } })
        // GU6
        Self.expect(200, 200, "size 78x78 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (10,28 10x50) <- 30x50 | d (38,48 40x10) <- 40x50",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fx("c",10,50).gridCellUnsizedAxes(.vertical); fx("d",40,10) } })
        // GU7
        Self.expect(200, 100, "size 134x100 | a (0,0 30x62) <- 30x62 | b (38,0 96x62) <- 96x62 | c (0,70 30x30) <- 96x46 | d (66,80 40x10) <- 96x30",
                    Grid { GridRow { fl("a").gridCellUnsizedAxes(.horizontal); fl("b") }; GridRow { fx("c",30,30); fx("d",40,10) } })
        // GU9
        Self.expect(200, 100, "size 58x100 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- 96x46 | x (0,28 58x72) <- 58x72",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; fl("x").gridCellUnsizedAxes(.horizontal) })
        // GU10
        Self.expect(200, 100, "size 200x100 | a (35.50,5 30x10) <- 101x20 | b (144.50,0 20x20) <- 91x20 | x (0,28 200x72) <- 200x72",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; fl("x") })
        // GU11
        Self.expect(200, 100, "size 0x0 | a (0,0 0x0) <- 0x0",
                    Grid { GridRow { fl("a").gridCellUnsizedAxes([.horizontal, .vertical]) } })
    }

    @Test("GS: gaps where no cells meet")
    func armsGS() {
        // GS5
        Self.expect(300, 200, "size 76.67x136 | a (4.33,0 40x40) <- 48.67x40 | b (12.17,63 24.33x10) <- 48.67x40 | c (56.67,48 20x40) <- 194.67x61.33 | d (9.33,96 30x40) <- 48.67x40",
                    Grid { GridRow { fx("a",40,40) }; GridRow { hf("b"); fx("c",20,40).gridCellColumns(2) }; GridRow { cw("d",0,30,40) } })
        // GS6
        Self.expect(nil, nil, "size 68x136 | a (0,0 40x40) <- nilxnil | b (10,63 20x10) <- 40x40 | c (48,48 20x40) <- nilxnil | d (5,96 30x40) <- 40x40",
                    Grid { GridRow { fx("a",40,40) }; GridRow { hf("b"); fx("c",20,40).gridCellColumns(2) }; GridRow { cw("d",0,30,40) } })
    }

    @Test("lane: spans through padding, nested rows, unsized spans")
    func spansRowsUnsized() {
        // LW0
        Self.expect(nil, nil, "size 115x40 | a (11,5 30x10) <- 52x20 | b (71,0 20x20) <- 42x20 | c (1,29 100x10) <- nilxnil | d (110,31.50 5x5) <- 5x12",
                    Grid { GridRow { fx("a", 30, 10); fx("b", 20, 20) }; GridRow { fx("c", 100, 10).gridCellColumns(2).padding(1); fx("d", 5, 5) } })
        // LW1
        Self.expect(nil, nil, "size 115x40 | a (11,5 30x10) <- 52x20 | b (71,0 20x20) <- 42x20 | c (1,29 100x10) <- nilxnil | d (110,31.50 5x5) <- 5x12",
                    Grid { GridRow { fx("a", 30, 10); fx("b", 20, 20) }; GridRow { fx("c", 100, 10).padding(1).gridCellColumns(2); fx("d", 5, 5) } })
        // LR0
        Self.expect(nil, nil, "size 58x20 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil",
                    Grid { GridRow { fx("a", 30, 10); fx("b", 20, 20) } })
        // LR1
        Self.expect(nil, nil, "size 58x20 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil",
                    Grid { GridRow { GridRow { fx("a", 30, 10) }; fx("b", 20, 20) } })
        // LR2
        Self.expect(nil, nil, "size 60x20 | a (1,5 30x10) <- 30x18 | b (40,0 20x20) <- nilxnil",
                    Grid { GridRow { GridRow { fx("a", 30, 10) }.padding(1); fx("b", 20, 20) } })
        // LR3
        Self.expect(nil, nil, "size 30x38 | a (0,0 30x10) <- nilxnil | b (5,18 20x20) <- 30x20",
                    Grid { GridRow { fx("a", 30, 10) }; GridRow { fx("b", 20, 20) } })
        // LU0
        Self.expect(200, 200, "size 400x38 | a (85.50,5 30x10) <- 201x20 | b (294.50,0 20x20) <- 191x20 | c (0,28 400x10) <- 200x172",
                    Grid { GridRow { fx("a", 30, 10); fx("b", 20, 20) }; GridRow { dbl("c").gridCellColumns(2) } })
        // LU1
        Self.expect(200, 200, "size 116x38 | a (14.50,5 30x10) <- 59x20 | b (81.50,0 20x20) <- 49x20 | c (0,28 116x10) <- 58x172",
                    Grid { GridRow { fx("a", 30, 10); fx("b", 20, 20) }; GridRow { dbl("c").gridCellColumns(2).gridCellUnsizedAxes(.horizontal) } })
    }

    @Test("columns only spans cover share like the others; a column committed past the proposal leaves no share")
    func spanOnlyColumnsShare() {
        Self.expectFrames(60, 60, "size 126x60 | c1 (0,0 100x32) | c2 (108,1 10x30) | c3 (126,6 0x20) | c4 (0,45 100x10) | c5 (108,40 10x20)",
                          Grid { GridRow { cb("c1",10,160); cw("c2",0,30,30); fw("c3",20).gridCellColumns(3) }; GridRow { fx("c4",100,10); cw("c5",10,30,20) } })
        Self.expectFrames(300, 200, "size 126x200 | c1 (0,95 70x10) | c2 (78,0 30x200) | c3 (116,0 10x200)",
                          Grid { GridRow { cw("c1",10,70,10).gridCellColumns(2); fh("c2",30); fh("c3",10) } })
        Self.expectFrames(150, nil, "size 168x40 | c1 (0,10 150x20) | c2 (158,0 10x40)",
                          Grid { GridRow { fx("c1",150,20); cw("c2",10,40,40) } })
    }

    @Test("Spacer cells: no gap beside a Spacer's edge, kept through frames, padding's other edges, stacks and backgrounds; a Spacer is sized last")
    func spacerCells() {
        let spacer = Spacer().background(fl("s"))
        Self.expect(200, 100, "size 190x80 | b (160,11 20x20) <- 40x42 | c (66,50 10x30) <- 142x30 | d (150,60 40x10) <- 40x30 | s (0,0 142x42) <- 142x42",
                    Grid { GridRow { spacer; fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        Self.expect(nil, nil, "size 58x58 | b (28,0 20x20) <- 40x20 | c (0,28 10x30) <- nilxnil | d (18,38 40x10) <- 40x30 | s (0,0 10x20) <- 10x20",
                    Grid { GridRow { spacer; fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        Self.expect(200, 100, "size 190x80 | b (160,11 20x20) <- 40x42 | c (66,50 10x30) <- 142x30 | d (150,60 40x10) <- 40x30 | s (0,0 142x42) <- 142x42",
                    Grid { GridRow { Spacer(minLength: 0).background(fl("s")); fx("b",20,20) }; GridRow { fx("c",10,30); fx("d",40,10) } })
        Self.expect(100, 100, "size 100x100 | s (0,0 100x100) <- 100x100", Grid { GridRow { spacer } })
        Self.expect(nil, 80, "size 48x80 | a (0,35 30x10) <- 30x80 | c (38,0 10x80) <- nilx80 | s (30,0 8x80) <- 8x80",
                    Grid { GridRow { fx("a",30,10); spacer; fh("c",10) } })
        Self.expect(nil, 80, "size 64x80 | a (0,35 30x10) <- 30x80 | s (38,36 8x8) <- 8x80 | c (54,0 10x80) <- nilx80",
                    Grid { GridRow { fx("a",30,10); fx("s",8,8); fh("c",10) } })
        Self.expect(nil, 80, "size 72x70 | a (0,30 30x10) <- 30x70 | c (62,30 10x10) <- 10x70 | s (42,0 8x70) <- 8x70",
                    Grid(horizontalSpacing: 12) { GridRow { fx("a",30,10); spacer; fx("c",10,10) } })
        Self.expect(nil, 80, "size 48x80 | a (0,35 30x10) <- 30x80 | c (38,35 10x10) <- 10x80 | s (30,0 8x80) <- 8x80",
                    Grid { GridRow { fx("a",30,10); Spacer().frame(width: 8).background(fl("s")); fx("c",10,10) } })
        Self.expect(nil, 80, "size 60x80 | a (0,35 30x10) <- 30x80 | c (50,35 10x10) <- 10x80 | s (42,0 8x80) <- 8x80",
                    Grid { GridRow { fx("a",30,10); spacer.padding(.leading, 4); fx("c",10,10) } })
        Self.expect(nil, 80, "size 64x10 | a (0,0 30x10) <- nilx80 | s (38,1 8x8) <- 8x10 | c (54,0 10x10) <- nilx80",
                    Grid { GridRow { fx("a",30,10); fx("s",8,8).overlay(Spacer()); fx("c",10,10) } })
        Self.expect(80, nil, "size 80x28 | a (25,0 30x10) <- 80x10 | c (35,18 10x10) <- 80x10 | s (0,10 80x8) <- 80x8",
                    Grid { GridRow { fx("a",30,10) }; GridRow { Spacer().frame(height: 8).background(fl("s")) }; GridRow { fx("c",10,10) } })
    }
}
