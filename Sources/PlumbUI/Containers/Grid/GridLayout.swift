import Foundation

/// The layout of a `Grid`, usable directly or through `AnyLayout` (Docs/Semantics.md §6).
///
/// Documented rules: the column count is the widest row's (spans counted) and shorter rows
/// get empty trailing cells; a column is as wide as its widest single-column cell and a row
/// as tall as its tallest cell; a view placed directly in the grid spans every column;
/// `gridColumnAlignment` sets a column's horizontal alignment, `GridRow(alignment:)` a row's
/// vertical one; merged cells, full-width rows and `gridCellAnchor` cells use anchor
/// alignment; `gridCellUnsizedAxes` cells are offered only the space the other cells take.
///
/// How the space is shared out (`GridSolver`) follows measurements of SwiftUI's Grid
/// recorded on macOS (Docs/Semantics.md §6): cells, not columns, are sized in groups ordered
/// by priority and flexibility; spans widen the columns they need; the gap at a boundary is
/// 0 where no two cells meet there or beside a Spacer. A cell is placed in its slot with the
/// slot's size as proposal, unless the slot is what the cell answered when sized (but for
/// rounding): then it is placed with the proposal it was sized with, as SwiftUI does.
public struct GridLayout: Layout, BuiltinLayout {
    /// The alignment of cells within their cells (the columns' and rows' default).
    public var alignment: Alignment
    /// The distance between columns, or nil for the default (8).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or nil for the default (8).
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The cell matrix, which does not depend on the proposal.
    public func makeCache(subviews: Subviews) -> GridCache { GridCache(subviews) }

    /// The grid's spacing preferences, each edge from the cells that touch it: the leading edge
    /// from cells in the first column, the trailing from cells ending in the last, the top from
    /// the first row and the bottom from the last. So a Spacer cell zeroes the gap beside the
    /// grid only on the sides it touches, as measured on SwiftUI by recordings not ported here
    /// (Docs/Semantics.md §6.2).
    public func spacing(subviews: Subviews, cache: inout GridCache) -> ViewSpacing {
        guard let first = cache.cells.first else { return .zero }
        var result = ViewSpacing()
        result.defaultSpacing = subviews[first.subview].spacing.defaultSpacing
        for cell in cache.cells {
            var edges: Edge.Set = []
            if cell.column == 0 { edges.insert(.leading) }
            if cell.column + cell.span == cache.columnCount { edges.insert(.trailing) }
            if cell.row == 0 { edges.insert(.top) }
            if cell.row == cache.rowCount - 1 { edges.insert(.bottom) }
            result.formUnion(subviews[cell.subview].spacing, edges: edges)
        }
        return result
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridCache) -> CGSize {
        guard !cache.cells.isEmpty else { return .zero }
        return solver(subviews, cache).solve(proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout GridCache) {
        let cache = cache
        subviews.recordingDelegation(to: self, in: bounds, proposal: proposal) {
            placeCells(in: bounds, proposal: proposal, subviews: subviews, cache: cache)
        }
    }

    func solver(_ subviews: Subviews, _ cache: GridCache) -> GridSolver {
        GridSolver(cache: cache, subviews: subviews, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                   defaultSpacing: subviews.first?.spacing.defaultSpacing ?? 8)
    }

    private func placeCells(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: GridCache) {
        guard !cache.cells.isEmpty else { return }
        let solution = solver(subviews, cache).solve(proposal)
        for (index, cell) in cache.cells.enumerated() {
            let rect = solution.rect(of: cell, in: bounds)
            let subview = subviews[cell.subview]
            // The slot as proposal (never negative: negative spacing can make a span's so),
            // unless the slot is exactly the cell's answer when sized: then that proposal.
            var cellProposal = ProposedViewSize(width: max(0, rect.size.width), height: max(0, rect.size.height))
            if let sizing = solution.sizing[index], isSameSize(sizing.answer, rect.size) { cellProposal = sizing.proposal }
            let rowAlignment = cache.rowAlignments[cell.row] ?? alignment.vertical
            if cell.usesAnchor {
                let anchor = cell.anchor ?? UnitPoint(x: unitFraction(alignment.horizontal.key),
                                                       y: unitFraction(rowAlignment.key))
                let size = subview.sizeThatFits(cellProposal)
                subview.place(at: CGPoint(x: rect.minX + anchor.x * (rect.width - size.width),
                                          y: rect.minY + anchor.y * (rect.height - size.height)),
                              proposal: cellProposal)
            } else {
                let cellAlignment = Alignment(horizontal: cache.columnAlignments[cell.column] ?? alignment.horizontal,
                                              vertical: rowAlignment)
                var origin = alignedOrigin(of: subview.dimensions(in: cellProposal), in: rect, alignment: cellAlignment)
                if cell.zeroColumns { origin.x = rect.minX }
                subview.place(at: origin, proposal: cellProposal)
            }
        }
    }

    /// Equal but for rounding (a slot adds the same lengths in another order than the answer
    /// that made them): within a relative 1e-9 on each axis.
    private func isSameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        func same(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
        return same(a.width, b.width) && same(a.height, b.height)
    }

    /// A guide as a unit-point coordinate, for anchor alignment: built-in guides by their
    /// fraction of the length, custom ones at the centre.
    private func unitFraction(_ key: AlignmentKey) -> CGFloat { key.fraction ?? 0.5 }
}
