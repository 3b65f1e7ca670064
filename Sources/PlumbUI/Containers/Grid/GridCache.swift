import Foundation

/// The grid's cell matrix: which subview sits in which row and columns, and which cells meet
/// across each column and row boundary. It does not depend on the proposal.
public struct GridCache: Equatable {
    struct Cell: Equatable {
        let subview: Int
        let row: Int
        let column: Int
        let span: Int
        let isFullWidth: Bool
        let anchor: UnitPoint?
        let unsized: Axis.Set
        /// `gridCellColumns(0)`: SwiftUI places such a cell at its column's leading edge.
        var zeroColumns = false
        /// Merged cells, full-width rows and explicit anchors align by anchor, not by guides.
        var usesAnchor: Bool { span > 1 || isFullWidth || anchor != nil }
        var columns: Range<Int> { column..<(column + span) }
    }

    /// Two cells that face each other across a boundary (by index into `cells`).
    struct Pair: Equatable {
        let before: Int
        let after: Int
    }

    let cells: [Cell]
    let rowCount: Int
    let columnCount: Int
    /// `GridRow(alignment:)` per row.
    let rowAlignments: [VerticalAlignment?]
    /// `gridColumnAlignment` per column: the first row cell, in row then cell order, that
    /// starts in the column and declares one (spanning cells declare for their first column).
    let columnAlignments: [HorizontalAlignment?]
    /// Per column, whether any single-column cell sits in it.
    let hasSingleColumnCell: [Bool]
    /// Per column boundary j (before column j; index 0 unused), the pairs of neighbouring
    /// cells of one row that meet there. No pair: no gap.
    let columnBoundaryPairs: [[Pair]]
    /// Per row boundary r (above row r; index 0 unused), the pairs of cells in rows r − 1 and
    /// r that share a column. No pair: no gap.
    let rowBoundaryPairs: [[Pair]]

    init(_ subviews: LayoutSubviews) {
        // Group consecutive subviews of one GridRow into a row; any other subview is a row alone.
        var rows: [(tag: GridRowTag?, members: [Int])] = []
        for i in subviews.indices {
            let tag = subviews[i][GridRowKey.self]
            if let tag, let last = rows.last, last.tag == tag { rows[rows.count - 1].members.append(i) }
            else { rows.append((tag, [i])) }
        }
        // A cell takes at least one column; one of `gridCellColumns(0)` does not move the next
        // cell along (recorded: it and the next cell share a column). SwiftUI traps on a
        // negative count; it counts as 1 here.
        let written = subviews.map { $0[GridCellColumnsKey.self] }
        let spans = written.map { max(1, $0) }
        let advances = written.map { $0 == 0 ? 0 : max(1, $0) }
        let columnCount = max(1, rows.filter { $0.tag != nil }.map { $0.members.reduce(0) { $0 + advances[$1] } }.max() ?? 1)
        var cells: [Cell] = []
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        var cellsByRow: [[Int]] = []
        for (r, row) in rows.enumerated() {
            var column = 0
            var members: [Int] = []
            for i in row.members {
                let fullWidth = row.tag == nil
                let start = fullWidth ? 0 : min(column, columnCount - 1)
                let span = fullWidth ? columnCount : min(spans[i], columnCount - start)
                let cell = Cell(subview: i, row: r, column: start, span: span, isFullWidth: fullWidth,
                                anchor: subviews[i][GridCellAnchorKey.self],
                                unsized: subviews[i][GridCellUnsizedAxesKey.self], zeroColumns: !fullWidth && written[i] == 0)
                if !fullWidth, columnAlignments[start] == nil {
                    columnAlignments[start] = subviews[i][GridColumnAlignmentKey.self]
                }
                members.append(cells.count)
                cells.append(cell)
                column += advances[i]
            }
            cellsByRow.append(members)
        }
        self.cells = cells
        rowCount = rows.count
        self.columnCount = columnCount
        rowAlignments = rows.map { $0.tag?.alignment }
        self.columnAlignments = columnAlignments
        var single = [Bool](repeating: false, count: columnCount)
        for cell in cells where cell.span == 1 { single[cell.column] = true }
        hasSingleColumnCell = single

        var columnPairs = [[Pair]](repeating: [], count: columnCount)
        for members in cellsByRow {
            // Neighbours that meet; a cell after one of `gridCellColumns(0)` shares its column.
            for (before, after) in zip(members, members.dropFirst())
            where cells[before].column + cells[before].span == cells[after].column {
                columnPairs[cells[after].column].append(Pair(before: before, after: after))
            }
        }
        columnBoundaryPairs = columnPairs
        var rowPairs = [[Pair]](repeating: [], count: rows.count)
        for r in rows.indices.dropFirst() {
            for above in cellsByRow[r - 1] {
                for below in cellsByRow[r] where cells[above].columns.overlaps(cells[below].columns) {
                    rowPairs[r].append(Pair(before: above, after: below))
                }
            }
        }
        rowBoundaryPairs = rowPairs
    }
}
