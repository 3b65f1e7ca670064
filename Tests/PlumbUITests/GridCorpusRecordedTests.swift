import Foundation
import Testing
@testable import PlumbUI

/// One generated grid as SwiftUI laid it out, from the public Grid probe's replay corpus
/// (mburger89/MetalUI, docs/probes/swiftui-grid-corpus.txt: 120 grids generated from seed
/// 4242, recorded on macOS 27 with Apple Swift 6.4). The fields keep the corpus's own notation,
/// so its lines are data here as they were printed.
struct GridCorpusCase: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable {
        case fixed(CGFloat, CGFloat), flex, clampBoth(CGFloat, CGFloat), flexW(CGFloat), flexH(CGFloat), half
        case clampW(CGFloat, CGFloat, CGFloat), spacer

        /// The probe's leaf answers: fixed; the proposal (10 where nil); clamped on both axes;
        /// flexible on one axis; half the width (40 where nil) by 10; clamped in width.
        func answer(_ p: ProposedViewSize) -> CGSize {
            switch self {
            case let .fixed(w, h): CGSize(width: w, height: h)
            case .flex, .spacer: CGSize(width: p.width ?? 10, height: p.height ?? 10)
            case let .clampBoth(lo, hi): CGSize(width: min(max(p.width ?? 10, lo), hi), height: min(max(p.height ?? 10, lo), hi))
            case let .flexW(h): CGSize(width: p.width ?? 10, height: h)
            case let .flexH(w): CGSize(width: w, height: p.height ?? 10)
            case .half: CGSize(width: (p.width ?? 40) / 2, height: 10)
            case let .clampW(lo, hi, h): CGSize(width: min(max(p.width ?? 10, lo), hi), height: h)
            }
        }
    }

    /// A cell; an attribute is present only where the probe wrote it.
    struct Cell: Sendable {
        let kind: Kind, span: Int?, priority: Double?, anchor: UnitPoint?, columnAlignment: HorizontalAlignment?
        let unsized: Axis.Set
        init(_ kind: Kind, span: Int? = nil, priority: Double? = nil, anchor: UnitPoint? = nil,
             columnAlignment: HorizontalAlignment? = nil, unsizedHorizontal: Bool = false, unsizedVertical: Bool = false) {
            self.kind = kind; self.span = span; self.priority = priority; self.anchor = anchor
            self.columnAlignment = columnAlignment
            var axes: Axis.Set = []
            if unsizedHorizontal { axes.insert(.horizontal) }
            if unsizedVertical { axes.insert(.vertical) }
            unsized = axes
        }
    }

    enum Child: Sendable {
        case row(VerticalAlignment?, [Cell])
        /// A view placed directly in the grid.
        case spanning(Cell)
    }

    let id: Int
    let proposal: (CGFloat?, CGFloat?)
    let alignment: Alignment
    let horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?
    let children: [Child]
    let size: (CGFloat, CGFloat)
    /// Every leaf's frame, in source order: (x, y, width, height).
    let rects: [(CGFloat, CGFloat, CGFloat, CGFloat)]
    /// Which recording the grid comes from, for the test's name.
    var source = "corpus grid"

    var testDescription: String { "\(source) \(id)" }
}

extension GridCorpusCase {
    /// The cell as the probe built it: a leaf (a Spacer read through a flexible background
    /// leaf), then `layoutPriority`, `gridCellColumns`, `gridCellUnsizedAxes`, `gridCellAnchor`
    /// and `gridColumnAlignment`, each only where written.
    @ViewBuilder
    static func view(_ cell: Cell, name: String) -> some View {
        let leaf = cell.kind.isSpacer ? AnyView(Spacer().background(probeLeaf(name, Kind.flex.answer)))
                                      : AnyView(probeLeaf(name, cell.kind.answer))
        let prioritized = cell.priority.map { AnyView(leaf.layoutPriority($0)) } ?? leaf
        let spanned = cell.span.map { AnyView(prioritized.gridCellColumns($0)) } ?? prioritized
        let unsized = cell.unsized.isEmpty ? spanned : AnyView(spanned.gridCellUnsizedAxes(cell.unsized))
        let anchored = cell.anchor.map { AnyView(unsized.gridCellAnchor($0)) } ?? unsized
        cell.columnAlignment.map { AnyView(anchored.gridColumnAlignment($0)) } ?? anchored
    }

    var grid: some View {
        var names: [[String]] = []
        var n = 0
        for child in children {
            switch child {
            case .row(_, let cells): names.append(cells.map { _ in n += 1; return "c\(n)" })
            case .spanning: n += 1; names.append(["c\(n)"])
            }
        }
        return Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) {
            ForEach(Array(children.enumerated()), id: \.offset) { index, child in
                switch child {
                case let .row(rowAlignment, cells):
                    GridRow(alignment: rowAlignment) {
                        ForEach(Array(cells.enumerated()), id: \.offset) { k, cell in Self.view(cell, name: names[index][k]) }
                    }
                case let .spanning(cell):
                    Self.view(cell, name: names[index][0])
                }
            }
        }
    }
}

extension GridCorpusCase.Kind {
    var isSpacer: Bool { if case .spacer = self { true } else { false } }
}

@Suite("Grid against the public probe's recorded corpus of generated grids")
struct GridCorpusRecordedTests {
    static let all = GridCorpus.part1 + GridCorpus.part2 + GridCorpus.part3 + GridCorpus.part4

    @Test("the corpus is whole: 120 grids, every leaf's frame recorded")
    func corpusIsWhole() {
        #expect(Self.all.map(\.id) == Array(1...120))
    }

    @Test("PlumbUI's grid gives every recorded size and frame, within 0.01", arguments: all)
    func reproduces(_ recorded: GridCorpusCase) { Self.expectReproduced(recorded) }

    /// The generated grids SwiftUI and the probe's own model disagreed on.
    static let fuzzNotReproduced: Set<Int> = [5, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20]

    @Test("the generated grids the probe's model got wrong: SwiftUI's sizes and frames, within 0.01",
          arguments: GridFuzzRecorded.all)
    func reproducesFuzz(_ recorded: GridCorpusCase) {
        if Self.fuzzNotReproduced.contains(recorded.id) {
            withKnownIssue("not reproduced (Docs/Semantics.md §6.3)") { Self.expectReproduced(recorded) }
        } else {
            Self.expectReproduced(recorded)
        }
    }

    static func expectReproduced(_ recorded: GridCorpusCase, sourceLocation: SourceLocation = #_sourceLocation) {
        let proposal = ProposedViewSize(width: recorded.proposal.0, height: recorded.proposal.1)
        let host = LayoutHost(size: CGSize(width: 1000, height: 1000))
        let size = host.sizeThatFits(recorded.grid, proposal: proposal)
        let nodes = host.layout(AtOrigin(proposal: proposal) { recorded.grid }).nodes
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) < 0.01 }
        #expect(close(size.width, recorded.size.0) && close(size.height, recorded.size.1),
                "size \(size), recorded \(recorded.size)", sourceLocation: sourceLocation)
        for (k, rect) in recorded.rects.enumerated() {
            let frame = nodes.first { $0.id == AnyHashable("c\(k + 1)") }?.frame
            #expect(frame.map { close($0.minX, rect.0) && close($0.minY, rect.1) && close($0.width, rect.2) && close($0.height, rect.3) } == true,
                    "c\(k + 1): \(String(describing: frame)), recorded \(rect)", sourceLocation: sourceLocation)
        }
    }
}
