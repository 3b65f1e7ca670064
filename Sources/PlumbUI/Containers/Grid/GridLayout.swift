import Foundation

/// The layout of a `Grid`, usable directly or through `AnyLayout` (Docs/Semantics.md §6).
///
/// Documented rules: the column count is the widest row's (spans counted) and shorter rows
/// get empty trailing cells; a column is as wide as its widest cell; flexible cells share the
/// remaining space equally; a row is as tall as its tallest cell; a view placed directly in
/// the grid spans every column; spacing defaults to the platform's 8 between cells;
/// `gridColumnAlignment` sets a column's horizontal alignment, `GridRow(alignment:)` a row's
/// vertical one; merged cells, full-width rows and `gridCellAnchor` cells use anchor
/// alignment; `gridCellUnsizedAxes` cells take only the space the other cells require.
///
/// Inferred (Docs/Semantics.md §6.3 — SwiftUI's source is not public), and chosen here:
/// - Columns are distributed like an HStack's children: each column's minimum, maximum and
///   ideal width is the largest of its single-column cells' answers to (0, 0), (∞, ∞) and
///   (nil, nil); the least flexible column is offered an equal share first.
/// - Rows are then distributed like a VStack's children, each cell proposed its cell width.
/// - Spanning cells (and full-width rows) take part in that sharing: for each measure
///   (minimum, maximum, ideal), what a spanning cell measures beyond its columns and the
///   spacing between them is added equally to those columns. So flexible cells share the
///   offered width, spanning ones included (`GridRow { Color.gridCellColumns(2); Color }`
///   proposed 100 is 100 wide, and its ideal is its answer to its ideal width), and a
///   full-width `Divider` widens the grid to the proposal, as documented, unless it is
///   unsized horizontally.
/// - After sharing, a spanning cell offered exactly its columns' width that still needs more
///   (a fixed frame, say) widens them by what it needs beyond them, equally. A spanning
///   cell's frame is always exactly its spanned columns plus the spacing between them.
/// - At placement every cell is proposed its cell's size.
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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridCache) -> CGSize {
        guard !cache.cells.isEmpty else { return .zero }
        return solve(proposal, subviews, cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout GridCache) {
        let cache = cache
        subviews.recordingDelegation(to: self, in: bounds, proposal: proposal) {
            placeCells(in: bounds, proposal: proposal, subviews: subviews, cache: cache)
        }
    }

    private func placeCells(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: GridCache) {
        guard !cache.cells.isEmpty else { return }
        let solution = solve(proposal, subviews, cache)
        for cell in cache.cells {
            let rect = solution.rect(of: cell, in: bounds)
            let subview = subviews[cell.subview]
            // Never negative: negative spacing can make a spanning cell's rectangle so.
            let cellProposal = ProposedViewSize(width: max(0, rect.size.width), height: max(0, rect.size.height))
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
                subview.place(at: alignedOrigin(of: subview.dimensions(in: cellProposal), in: rect, alignment: cellAlignment),
                              proposal: cellProposal)
            }
        }
    }

    /// A guide as a unit-point coordinate, for anchor alignment: built-in guides by their
    /// fraction of the length, custom ones at the centre.
    private func unitFraction(_ key: AlignmentKey) -> CGFloat { key.fraction ?? 0.5 }

    /// Column widths, row heights and the grid's size for `proposal`.
    struct Solution {
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var horizontalSpacing: CGFloat
        var verticalSpacing: CGFloat

        /// The tracks and the spacing between them; never negative (negative spacing makes the
        /// cells overflow a grid of 0 instead, as in a stack: see `StackAlgorithm`).
        var size: CGSize {
            let width = columnWidths.reduce(0, +) + horizontalSpacing * CGFloat(max(columnWidths.count - 1, 0))
            let height = rowHeights.reduce(0, +) + verticalSpacing * CGFloat(max(rowHeights.count - 1, 0))
            return CGSize(width: width < 0 ? 0 : width, height: height < 0 ? 0 : height)
        }

        func width(of cell: GridCache.Cell) -> CGFloat {
            columnWidths[cell.column..<(cell.column + cell.span)].reduce(0, +) + horizontalSpacing * CGFloat(cell.span - 1)
        }

        func rect(of cell: GridCache.Cell, in bounds: CGRect) -> CGRect {
            let x = columnWidths[..<cell.column].reduce(bounds.minX, +) + horizontalSpacing * CGFloat(cell.column)
            let y = rowHeights[..<cell.row].reduce(bounds.minY, +) + verticalSpacing * CGFloat(cell.row)
            return CGRect(x: x, y: y, width: width(of: cell), height: rowHeights[cell.row])
        }
    }

    func solve(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: GridCache) -> Solution {
        let defaultSpacing = subviews.first?.spacing.defaultSpacing ?? 8
        var solution = Solution(columnWidths: [], rowHeights: [],
                                horizontalSpacing: horizontalSpacing ?? defaultSpacing,
                                verticalSpacing: verticalSpacing ?? defaultSpacing)
        solution.columnWidths = columnWidths(proposal.width, subviews, cache, spacing: solution.horizontalSpacing)
        solution.rowHeights = rowHeights(proposal.height, subviews, cache, solution)
        return solution
    }

    private func columnWidths(_ width: CGFloat?, _ subviews: Subviews, _ cache: GridCache, spacing: CGFloat) -> [CGFloat] {
        let columns = cache.columnCount
        let sizing = cache.sizingSubviewsByColumn
        func widest(_ column: Int, _ p: ProposedViewSize) -> CGFloat {
            widestAnswer(sizing[column]) { subviews[$0].sizeThatFits(p).width }
        }
        let spanning = cache.spanningCells
        /// Each column's length for one measure (minimum, maximum or ideal): its widest
        /// single-column cell's, then, for each spanning cell that measures more than its
        /// columns and the spacing between them, the excess shared equally by those columns.
        func lengths(_ p: ProposedViewSize) -> (lengths: [CGFloat], fromSpans: [CGFloat]) {
            // Filled by appending: `map` and `Array(repeating:)` look the array's type up at run
            // time on every call.
            var lengths: [CGFloat] = [], fromSpans: [CGFloat] = []
            lengths.reserveCapacity(columns); fromSpans.reserveCapacity(columns)
            for column in 0..<columns { lengths.append(widest(column, p)); fromSpans.append(0) }
            for cell in spanning {
                let range = cell.column..<(cell.column + cell.span)
                let needed = subviews[cell.subview].sizeThatFits(p).width
                let spanned = lengths[range].reduce(0, +) + spacing * CGFloat(cell.span - 1)
                guard needed > spanned else { continue }
                let extra = (needed - spanned) / CGFloat(cell.span)
                for c in range { lengths[c] += extra; fromSpans[c] += extra }
            }
            return (lengths, fromSpans)
        }
        guard let width else { return lengths(.unspecified).lengths }

        let minimums = lengths(.zero), maximums = lengths(.infinity)
        // A column answers an offer with its widest single-column cell's answer, and grows
        // towards its maximum where spanning cells want room there: flexible spanning cells
        // share the offered width like any flexible cell.
        func answer(_ column: Int, _ offer: CGFloat) -> CGFloat {
            let own = widest(column, ProposedViewSize(width: offer, height: nil))
            let spanRoom = maximums.fromSpans[column] > 0 ? Swift.min(offer, maximums.lengths[column]) : 0
            return Swift.max(own, spanRoom, minimums.lengths[column])
        }
        var widths = distributeLengths(
            width - spacing * CGFloat(columns - 1), count: columns,
            minimum: { minimums.lengths[$0] }, maximum: { maximums.lengths[$0] }, answer: answer)
        // A spanning cell that needs more than its columns, offered exactly their width,
        // widens them by what it needs beyond them, shared equally.
        for cell in spanning {
            let range = cell.column..<(cell.column + cell.span)
            let spanned = widths[range].reduce(0, +) + spacing * CGFloat(cell.span - 1)
            let needed = subviews[cell.subview].sizeThatFits(ProposedViewSize(width: Swift.max(0, spanned), height: nil)).width
            guard needed > spanned else { continue }
            let extra = (needed - spanned) / CGFloat(cell.span)
            for c in range { widths[c] += extra }
        }
        return widths
    }

    private func rowHeights(_ height: CGFloat?, _ subviews: Subviews, _ cache: GridCache, _ solution: Solution) -> [CGFloat] {
        let rows = cache.rowCount
        let sizing = cache.sizingCellsByRow
        func tallest(_ row: Int, _ h: CGFloat?) -> CGFloat {
            widestAnswer(sizing[row]) {
                subviews[$0.subview].sizeThatFits(ProposedViewSize(width: max(0, solution.width(of: $0)), height: h)).height
            }
        }
        guard let height else { return (0..<rows).map { tallest($0, nil) } }
        return distributeLengths(
            height - solution.verticalSpacing * CGFloat(rows - 1), count: rows,
            minimum: { tallest($0, 0) }, maximum: { tallest($0, .infinity) }, answer: { tallest($0, $1) })
    }
}

/// The grid's cell matrix: which subview sits in which row and columns.
public struct GridCache: Equatable {
    struct Cell: Equatable {
        let subview: Int
        let row: Int
        let column: Int
        let span: Int
        let isFullWidth: Bool
        let anchor: UnitPoint?
        let unsized: Axis.Set
        /// Merged cells, full-width rows and explicit anchors align by anchor, not by guides.
        var usesAnchor: Bool { span > 1 || isFullWidth || anchor != nil }
    }

    let cells: [Cell]
    let rowCount: Int
    let columnCount: Int
    /// `GridRow(alignment:)` per row.
    let rowAlignments: [VerticalAlignment?]
    /// `gridColumnAlignment` per column (the first cell that sets one wins).
    let columnAlignments: [HorizontalAlignment?]
    /// Per column, the subviews of the single-column cells that size it (not full-width, not
    /// unsized horizontally). Depends on the cell matrix only, so it is worked out once.
    let sizingSubviewsByColumn: [[Int]]
    /// The spanning and full-width cells that size columns, fewest columns first.
    let spanningCells: [Cell]
    /// Per row, the cells that size it (not unsized vertically).
    let sizingCellsByRow: [[Cell]]

    init(_ subviews: LayoutSubviews) {
        // Group consecutive subviews of one GridRow into a row; any other subview is a row alone.
        var rows: [(tag: GridRowTag?, members: [Int])] = []
        for i in subviews.indices {
            let tag = subviews[i][GridRowKey.self]
            if let tag, let last = rows.last, last.tag == tag { rows[rows.count - 1].members.append(i) }
            else { rows.append((tag, [i])) }
        }
        let spans = subviews.map { max(1, $0[GridCellColumnsKey.self]) }
        let columnCount = max(1, rows.filter { $0.tag != nil }.map { $0.members.reduce(0) { $0 + spans[$1] } }.max() ?? 1)
        var cells: [Cell] = []
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for (r, row) in rows.enumerated() {
            var column = 0
            for i in row.members {
                let fullWidth = row.tag == nil
                let cell = Cell(subview: i, row: r, column: fullWidth ? 0 : column,
                                span: fullWidth ? columnCount : spans[i], isFullWidth: fullWidth,
                                anchor: subviews[i][GridCellAnchorKey.self],
                                unsized: subviews[i][GridCellUnsizedAxesKey.self])
                if !fullWidth, cell.span == 1, columnAlignments[column] == nil {
                    columnAlignments[column] = subviews[i][GridColumnAlignmentKey.self]
                }
                cells.append(cell)
                column += cell.span
            }
        }
        self.cells = cells
        rowCount = rows.count
        self.columnCount = columnCount
        rowAlignments = rows.map { $0.tag?.alignment }
        self.columnAlignments = columnAlignments
        var byColumn = [[Int]](repeating: [], count: columnCount)
        var byRow = [[Cell]](repeating: [], count: rows.count)
        for cell in cells {
            if cell.span == 1 && !cell.isFullWidth && !cell.unsized.contains(.horizontal) { byColumn[cell.column].append(cell.subview) }
            if !cell.unsized.contains(.vertical) { byRow[cell.row].append(cell) }
        }
        sizingSubviewsByColumn = byColumn
        sizingCellsByRow = byRow
        spanningCells = cells.filter { ($0.span > 1 || $0.isFullWidth) && !$0.unsized.contains(.horizontal) }
            .sorted { ($0.span, $0.subview) < ($1.span, $1.subview) }
    }
}

/// The largest of `answer` over `items` (the first of equals, as `max()` keeps), 0 for none:
/// a track's length from its cells, without building an array of their answers.
@inline(__always)
func widestAnswer<Item>(_ items: [Item], _ answer: (Item) -> CGFloat) -> CGFloat {
    guard let first = items.first else { return 0 }
    var result = answer(first)
    for i in 1..<items.count {
        let value = answer(items[i])
        if result < value { result = value }
    }
    return result
}

/// Shares `available` among `count` items the way a stack shares among its children (§2.2):
/// least flexible first (flexibility = maximum − minimum), each offered an equal share of what
/// is left, taking what its `answer` to that offer says. Used for grid columns and rows.
func distributeLengths(
    _ available: CGFloat, count: Int, minimum: (Int) -> CGFloat, maximum: (Int) -> CGFloat,
    answer: (Int, CGFloat) -> CGFloat
) -> [CGFloat] {
    // Filled by appending: `map` and `Array(repeating:)` look the array's type up at run time.
    var lengths: [CGFloat] = []
    lengths.reserveCapacity(count)
    guard available > 0 && available.isFinite else {
        // ∞ to share, or nothing: every item gets the same offer whatever the order.
        let offer: CGFloat = available > 0 ? .infinity : 0
        for i in 0..<count { lengths.append(answer(i, offer)) }
        return lengths
    }
    var mins: [CGFloat] = [], maxs: [CGFloat] = []
    mins.reserveCapacity(count); maxs.reserveCapacity(count)
    for i in 0..<count { mins.append(minimum(i)) }
    for i in 0..<count { maxs.append(maximum(i)) }
    for _ in 0..<count { lengths.append(0) }
    var order = Array(0..<count)
    order.withUnsafeMutableBufferPointer { buffer in
        stableSort(buffer) { isLessFlexible(min: mins[$0], max: maxs[$0], than: mins[$1], max: maxs[$1]) }
    }
    var remaining = available
    var left = count
    for i in order {
        lengths[i] = answer(i, max(remaining / CGFloat(left), 0))
        remaining -= lengths[i]
        left -= 1
    }
    return lengths
}

/// The stacks' fitting order (§2.2 step 3): less flexible first; of two infinitely flexible
/// items, the one with the larger minimum first.
func isLessFlexible(min minA: CGFloat, max maxA: CGFloat, than minB: CGFloat, max maxB: CGFloat) -> Bool {
    let flexA = maxA - minA, flexB = maxB - minB
    if flexA < flexB { return true }
    return flexA.isInfinite && flexB.isInfinite && minA > minB
}
