import Foundation

/// Sizes a grid's columns and rows for one proposal (Docs/Semantics.md §6), recording each
/// cell's sizing proposal and answer for placement.
///
/// Both axes nil: every cell is measured at nil; single-column cells widen their columns,
/// every cell its row, then each spanning cell widens the columns it spans by what it needs
/// beyond them (shared by its columns that hold no single-column cell, or by all of them).
///
/// Otherwise every cell is first measured at 0×0 and ∞×∞, then cells are sized in groups:
/// higher layout priority first, then fewer axes answered infinite at ∞, then less flexibility
/// (∞ answer minus 0 answer) over the other axes, then cells unsized on a proposed axis after
/// the others; equal keys form one group, in source order. A group's cells are offered an
/// equal share of what the committed columns (rows) leave, split among the columns (rows) the
/// group still has cells of its priority in, and never less than their column's (row's)
/// current length; a column only spans cover shares in every group of a covering span's
/// priority and is committed from the first group below them all. An unsized axis is offered
/// its current length; a spanning cell the proposal less what the columns outside it take.
/// After a group, its spanning cells widen their columns (first those a cell not unsized
/// across still has to size), and every column (row) with no cell of that priority or higher
/// left is committed at its length.
struct GridSolver {
    let cache: GridCache
    let subviews: LayoutSubviews
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let defaultSpacing: CGFloat

    struct Solution {
        var widths: [CGFloat]
        var heights: [CGFloat]
        /// The gap before each column (index 0 is 0).
        var columnGaps: [CGFloat]
        /// The gap above each row (index 0 is 0).
        var rowGaps: [CGFloat]
        /// Per cell (by index into `cache.cells`), the proposal it was sized with and its answer.
        var sizing: [(proposal: ProposedViewSize, answer: CGSize)?]

        /// Never negative: negative spacing makes the cells overflow a grid of 0 instead, as in
        /// a stack (see `StackAlgorithm`).
        var size: CGSize {
            let width = widths.reduce(0, +) + columnGaps.reduce(0, +)
            let height = heights.reduce(0, +) + rowGaps.reduce(0, +)
            return CGSize(width: width < 0 ? 0 : width, height: height < 0 ? 0 : height)
        }

        /// The spanned columns and the gaps between them.
        func width(of cell: GridCache.Cell) -> CGFloat {
            var sum = widths[cell.column]
            for c in (cell.column + 1)..<(cell.column + cell.span) { sum += columnGaps[c] + widths[c] }
            return sum
        }

        func rect(of cell: GridCache.Cell, in bounds: CGRect) -> CGRect {
            var x = bounds.minX, y = bounds.minY
            for c in 0..<cell.column { x += widths[c] + columnGaps[c + 1] }
            for r in 0..<cell.row { y += heights[r] + rowGaps[r + 1] }
            return CGRect(x: x, y: y, width: width(of: cell), height: heights[cell.row])
        }
    }

    func solve(_ proposal: ProposedViewSize) -> Solution {
        var s = Solution(widths: Array(repeating: 0, count: cache.columnCount), heights: Array(repeating: 0, count: cache.rowCount),
                         columnGaps: gaps(cache.columnBoundaryPairs, explicit: horizontalSpacing, along: .horizontal),
                         rowGaps: gaps(cache.rowBoundaryPairs, explicit: verticalSpacing, along: .vertical),
                         sizing: Array(repeating: nil, count: cache.cells.count))
        if proposal.width == nil && proposal.height == nil {
            for i in cache.cells.indices { measure(i, .unspecified, into: &s) }
            for i in cache.cells.indices where cache.cells[i].span > 1 { widen(by: i, &s, stillToSize: nil) }
        } else {
            solveGroups(proposal, &s)
        }
        return s
    }

    /// The gap at each boundary: the largest over the pairs of cells that meet there of the
    /// explicit spacing, or else 0 where either facing edge is a zero-spacing edge (a Spacer's,
    /// seen through frames, stacks and backgrounds) and the default otherwise; 0 with no pair.
    private func gaps(_ boundaries: [[GridCache.Pair]], explicit: CGFloat?, along axis: Axis) -> [CGFloat] {
        let (before, after): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        return boundaries.map { pairs in
            var gap: CGFloat?
            for pair in pairs {
                // The facing edges matter only without an explicit spacing.
                let value = explicit
                    ?? (spacing(pair.before).isZero(on: before) || spacing(pair.after).isZero(on: after) ? 0 : defaultSpacing)
                gap = gap.map { Swift.max($0, value) } ?? value
            }
            return gap ?? 0
        }
    }

    private func spacing(_ cell: Int) -> ViewSpacing { subviews[cache.cells[cell].subview].spacing }

    /// Measures cell `i` at `proposal`, records it, and lets it widen its column (one column
    /// only) and heighten its row.
    private func measure(_ i: Int, _ proposal: ProposedViewSize, into s: inout Solution) {
        let cell = cache.cells[i]
        let answer = subviews[cell.subview].sizeThatFits(proposal)
        s.sizing[i] = (proposal, answer)
        s.heights[cell.row] = Swift.max(s.heights[cell.row], answer.height)
        if cell.span == 1 { s.widths[cell.column] = Swift.max(s.widths[cell.column], answer.width) }
    }

    /// A spanning cell wider than its columns widens them: what it needs beyond them goes
    /// equally to the spanned columns that still have a single-column cell to size (`stillToSize`),
    /// else to those no single-column cell sizes, else to all of them.
    private func widen(by i: Int, _ s: inout Solution, stillToSize: [Bool]?) {
        let cell = cache.cells[i]
        guard let answer = s.sizing[i]?.answer else { return }
        let have = s.width(of: cell)
        guard answer.width > have else { return }
        var targets = cell.columns.filter { stillToSize?[$0] ?? false }
        if targets.isEmpty { targets = cell.columns.filter { !cache.hasSingleColumnCell[$0] } }
        if targets.isEmpty { targets = Array(cell.columns) }
        let extra = (answer.width - have) / CGFloat(targets.count)
        for c in targets { s.widths[c] += extra }
    }

    private func solveGroups(_ proposal: ProposedViewSize, _ s: inout Solution) {
        let cells = cache.cells
        let count = cells.count
        var priority: [Double] = [], infiniteAxes: [Int] = [], flexibility: [CGFloat] = [], deferred: [Bool] = []
        priority.reserveCapacity(count); infiniteAxes.reserveCapacity(count); flexibility.reserveCapacity(count)
        for cell in cells {
            let subview = subviews[cell.subview]
            let zero = subview.sizeThatFits(.zero), infinite = subview.sizeThatFits(.infinity)
            var axes = 0, flex: CGFloat = 0
            // A cell unsized on a proposed axis comes after the cells its key otherwise equals
            // (recorded: a fixed cell unsized horizontally is measured after its row's other
            // fixed cells, with the height they leave; counting it as infinite instead put it
            // after flexible cells, against 7 of the probe's 120 generated grids).
            if proposal.width != nil {
                if infinite.width.isInfinite { axes += 1 }
                else { flex += infinite.width - zero.width }
            }
            if proposal.height != nil {
                if infinite.height.isInfinite { axes += 1 }
                else { flex += infinite.height - zero.height }
            }
            priority.append(subview.priority); infiniteAxes.append(axes); flexibility.append(flex)
            deferred.append((proposal.width != nil && cell.unsized.contains(.horizontal)) || (proposal.height != nil && cell.unsized.contains(.vertical)))
        }
        func key(_ i: Int) -> (Double, Int, CGFloat, Int) { (-priority[i], infiniteAxes[i], flexibility[i], deferred[i] ? 1 : 0) }
        var order = Array(0..<count)
        order.withUnsafeMutableBufferPointer { buffer in stableSort(buffer) { key($0) < key($1) } }

        let availableWidth = proposal.width.map { $0 - s.columnGaps.reduce(0, +) }
        let availableHeight = proposal.height.map { $0 - s.rowGaps.reduce(0, +) }
        var sized = [Bool](repeating: false, count: count)
        var committedColumns = [Bool](repeating: false, count: cache.columnCount)
        var committedRows = [Bool](repeating: false, count: cache.rowCount)

        // Per-group scratch, made once and cleared for each group.
        var openColumns = [Bool](repeating: false, count: cache.columnCount)
        var openRows = [Bool](repeating: false, count: cache.rowCount)
        var blockedColumns = [Bool](repeating: false, count: cache.columnCount)
        var blockedRows = [Bool](repeating: false, count: cache.rowCount)

        /// Marks the column (single-column cells only) and the row of every cell still to size
        /// that `included` accepts.
        func markUnsized(columns: inout [Bool], rows: inout [Bool], where included: (Int) -> Bool) {
            for i in 0..<count where !sized[i] && included(i) {
                if cells[i].span == 1 { columns[cells[i].column] = true }
                rows[cells[i].row] = true
            }
        }

        // A column that only spans cover goes by their priorities (recorded): it shares in every
        // group of a covering span's priority, sized or not, and is committed once every group
        // left is of a lower priority than all of them.
        var coveringPriorities = [[Double]](repeating: [], count: cache.columnCount)
        for i in 0..<count where cells[i].span > 1 {
            for c in cells[i].columns where !cache.hasSingleColumnCell[c] { coveringPriorities[c].append(priority[i]) }
        }

        var start = 0
        while start < count {
            var end = start + 1
            while end < count && key(order[end]) == key(order[start]) { end += 1 }
            let group = order[start..<end]
            let level = priority[order[start]]

            // Open tracks: those with a cell of this priority still to size.
            for c in 0..<cache.columnCount {
                openColumns[c] = coveringPriorities[c].contains(level)
                if !cache.hasSingleColumnCell[c], coveringPriorities[c].allSatisfy({ $0 > level }) { committedColumns[c] = true }
            }
            for r in 0..<cache.rowCount { openRows[r] = false }
            markUnsized(columns: &openColumns, rows: &openRows) { priority[$0] == level }
            func share(_ available: CGFloat?, _ lengths: [CGFloat], committed: [Bool], open: [Bool]) -> CGFloat? {
                guard let available else { return nil }
                guard available.isFinite else { return available }
                var rest = available, openCount = 0
                for t in lengths.indices {
                    if committed[t] { rest -= lengths[t] }
                    if open[t] { openCount += 1 }
                }
                return rest / CGFloat(Swift.max(openCount, 1))
            }
            let shareWidth = share(availableWidth, s.widths, committed: committedColumns, open: openColumns)
            let shareHeight = share(availableHeight, s.heights, committed: committedRows, open: openRows)

            for i in group {
                let cell = cells[i]
                var width: CGFloat?
                if let shareWidth, let availableWidth {
                    if cell.unsized.contains(.horizontal) {
                        width = s.width(of: cell)
                    } else if cell.span == 1 {
                        width = Swift.max(shareWidth, s.widths[cell.column])
                    } else if !availableWidth.isFinite {
                        width = availableWidth
                    } else {
                        // The proposal less what the columns outside the span take (their share
                        // while open, their width otherwise), plus the gaps inside it.
                        var offered = availableWidth
                        for c in 0..<cache.columnCount where !cell.columns.contains(c) {
                            offered -= openColumns[c] ? shareWidth : s.widths[c]
                        }
                        for c in cell.columns.dropFirst() { offered += s.columnGaps[c] }
                        width = Swift.max(offered, s.width(of: cell))
                    }
                }
                var height: CGFloat?
                if let shareHeight {
                    height = cell.unsized.contains(.vertical) ? s.heights[cell.row] : Swift.max(shareHeight, s.heights[cell.row])
                }
                // Never negative: negative spacing can make a span's or a track's length so.
                measure(i, ProposedViewSize(width: width.map { Swift.max(0, $0) }, height: height.map { Swift.max(0, $0) }), into: &s)
                sized[i] = true
            }
            // Blocked tracks: those with a cell of this priority or higher still to size.
            for c in 0..<cache.columnCount { blockedColumns[c] = false }
            for r in 0..<cache.rowCount { blockedRows[r] = false }
            markUnsized(columns: &blockedColumns, rows: &blockedRows) { priority[$0] >= level }
            if group.contains(where: { cells[$0].span > 1 }) {
                // Columns with a single-column cell still to size, whatever its priority.
                var stillToSize = [Bool](repeating: false, count: cache.columnCount)
                for i in 0..<count where !sized[i] && cells[i].span == 1 && !cells[i].unsized.contains(.horizontal) {
                    stillToSize[cells[i].column] = true
                }
                for i in group where cells[i].span > 1 { widen(by: i, &s, stillToSize: stillToSize) }
            }
            for c in 0..<cache.columnCount where !blockedColumns[c] && cache.hasSingleColumnCell[c] { committedColumns[c] = true }
            for r in 0..<cache.rowCount where !blockedRows[r] { committedRows[r] = true }
            start = end
        }
    }
}
