import Foundation
@_spi(Engine) import PlumbUI

/// Grid (§6), restated from the rules in Docs/Semantics.md §6, which follow SwiftUI's Grid as
/// recorded on macOS. Written apart from the engine's `GridSolver`, and plainly: every cell is
/// measured where the rule measures it (the engine's nodes answer repeated proposals from
/// their caches).
///
/// Structure: consecutive subviews of one `GridRow` form a row, any other subview a row of its
/// own spanning every column; a cell spans `gridCellColumns` columns; there are as many
/// columns as the longest `GridRow` (spans counted; a cell of `gridCellColumns(0)` takes a
/// column without moving the next cell along, and is placed at its column's leading edge). The gap at a column boundary is the
/// largest spacing of two neighbouring cells of one row that meet there (the explicit one, or
/// 0 beside a Spacer's edge and the default otherwise), 0 where none meet; rows alike, over
/// cells of neighbouring rows that share a column.
///
/// Sizing at nil×nil: every cell at nil; a single-column cell widens its column, every cell its
/// row; then each spanning cell, in order, adds what it needs beyond its columns equally to
/// its columns that no single-column cell sizes (all of them if there are none).
///
/// Sizing otherwise: cells sorted (stably) by priority, highest first; then by how many
/// proposed axes they answer infinitely at ∞×∞; then by the sum over the other proposed axes
/// of their ∞×∞ answer less their 0×0 answer; then cells unsized on a proposed axis after the
/// others. Each run of equal keys is one group, sized in order:
/// - the share on an axis is what the proposal less the gaps leaves after the committed
///   tracks, over the number of open tracks (at least one): those that still have a cell of the
///   group's priority to size (single-column cells only, for columns); a column that only
///   spans cover is open in each group of one of their priorities and committed from the
///   first group below all of them;
/// - a cell is offered per proposed axis: on an unsized axis its current length (its columns
///   and the gaps between them, or its row); otherwise, for one column (any row), the larger of
///   the share and the current length; for a span, the proposal less the gaps outside it, less
///   the share of each other column that is still open and the width of each that is not, or
///   its current width if that is more;
/// - after the group, each of its spanning cells adds what it needs beyond its columns equally
///   to its columns that still have a single-column cell (not unsized across) to size, else
///   as at nil×nil;
/// - then every column (row) with no cell of the group's priority or higher left to size is
///   committed.
///
/// Placement: a cell's slot is its columns' width and its row's height; it is proposed the
/// slot, or, when the slot is what it answered when sized (within a relative 1e-9), the
/// proposal it was sized with; it is aligned in the slot by guides (column and row alignment) or, for spans,
/// full-width rows and `gridCellAnchor`, by unit point.
struct ReferenceGrid: ReferenceModel {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?
    /// The cell matrix and the tracks for each proposal, each worked out once: a model serves
    /// one container, whose children do not change (working out the structure reads six layout
    /// values per subview; sizing and then placing for one proposal, and the grid properties'
    /// description, share the tracks).
    private let memo = Memo()

    private final class Memo {
        // Used on one thread, each access over before the next: unchecked.
        @exclusivity(unchecked) var structure: Structure?
        @exclusivity(unchecked) var tracks: [(proposal: ProposedViewSize, tracks: Tracks)] = []
        @exclusivity(unchecked) var gaps: (columns: [CGFloat], rows: [CGFloat])?
    }

    init(_ grid: GridLayout) {
        alignment = grid.alignment
        horizontalSpacing = grid.horizontalSpacing
        verticalSpacing = grid.verticalSpacing
    }

    struct Cell {
        let subview: Int, row: Int, column: Int, span: Int
        let fullWidth: Bool
        let input: GridCellInput
        var byAnchor: Bool { span > 1 || fullWidth || input.anchor != nil }
        var columns: Range<Int> { column..<(column + span) }
    }

    struct Structure {
        var cells: [Cell] = []
        var rowCount = 0, columnCount = 1
        var columnAlignments: [HorizontalAlignment?] = []
        var rowAlignments: [VerticalAlignment?] = []
    }

    /// Tracks and gaps for one proposal, and how each cell was sized.
    struct Tracks {
        var widths: [CGFloat], heights: [CGFloat]
        /// `columnGaps[j]` comes before column j, `rowGaps[r]` above row r (index 0: none).
        var columnGaps: [CGFloat], rowGaps: [CGFloat]
        /// Per cell, the proposal it was sized with and its answer.
        var sizedWith: [(proposal: ProposedViewSize, answer: CGSize)?]

        /// The spanned columns and the gaps between them, added left to right.
        func width(_ cell: Cell) -> CGFloat {
            cell.columns.dropFirst().reduce(widths[cell.column]) { $0 + (columnGaps[$1] + widths[$1]) }
        }
        func columnStart(_ j: Int, from x: CGFloat) -> CGFloat {
            (0..<j).reduce(x) { $0 + widths[$1] + columnGaps[$1 + 1] }
        }
        func rowStart(_ r: Int, from y: CGFloat) -> CGFloat {
            (0..<r).reduce(y) { $0 + heights[$1] + rowGaps[$1 + 1] }
        }
    }

    func structure(_ children: LayoutSubviews) -> Structure {
        if let kept = memo.structure, kept.cells.count == children.count { return kept }
        let made = makeStructure(children)
        memo.structure = made
        memo.tracks = []
        memo.gaps = nil
        return made
    }

    private func makeStructure(_ children: LayoutSubviews) -> Structure {
        // What each subview says about its cell, read once (each read is six layout-value lookups).
        let inputs = children.map(\.gridCell)
        var rows: [(id: Int?, alignment: VerticalAlignment?, members: [Int])] = []
        for (i, input) in inputs.enumerated() {
            if let id = input.row, let last = rows.last, last.id == id { rows[rows.count - 1].members.append(i) }
            else { rows.append((input.row, input.rowAlignment, [i])) }
        }
        var s = Structure()
        // Every cell takes a column at least; a count of 0 does not move the next cell along.
        let span = { (i: Int) in max(1, inputs[i].columns) }
        let step = { (i: Int) in inputs[i].columns == 0 ? 0 : span(i) }
        s.columnCount = max(1, rows.filter { $0.id != nil }.map { $0.members.map(step).reduce(0, +) }.max() ?? 1)
        s.rowCount = rows.count
        s.rowAlignments = rows.map(\.alignment)
        s.columnAlignments = Array(repeating: nil, count: s.columnCount)
        for (r, row) in rows.enumerated() {
            var column = 0
            for i in row.members {
                let input = inputs[i], full = row.id == nil
                let first = full ? 0 : min(column, s.columnCount - 1)
                let cell = Cell(subview: i, row: r, column: first, span: full ? s.columnCount : min(span(i), s.columnCount - first),
                                fullWidth: full, input: input)
                // Spans declare for their first column too.
                if !full && s.columnAlignments[first] == nil { s.columnAlignments[first] = input.columnAlignment }
                s.cells.append(cell)
                column += step(i)
            }
        }
        return s
    }

    /// The gap before each column and above each row: the largest over the facing pairs of the
    /// explicit spacing, or else 0 where a facing edge carries a plain zero (a Spacer's, as
    /// its wrappers keep it) and the default otherwise; 0 where no two cells face each other.
    func gaps(_ s: Structure, _ children: LayoutSubviews) -> (columns: [CGFloat], rows: [CGFloat]) {
        let spacings = s.cells.map { ReferenceSpacing(children[$0.subview].spacing) }
        func pairValue(_ a: Int, _ b: Int, _ explicit: CGFloat?, _ before: Edge, _ after: Edge) -> CGFloat {
            if let explicit { return explicit }
            return spacings[a][before, .plain] == 0 || spacings[b][after, .plain] == 0 ? 0 : LayoutEnvironment().defaultSpacing
        }
        var columns = [CGFloat](repeating: 0, count: s.columnCount), rows = [CGFloat](repeating: 0, count: s.rowCount)
        for j in 1..<max(s.columnCount, 1) {
            let values = s.cells.indices.flatMap { a in
                s.cells.indices.filter { b in s.cells[b].row == s.cells[a].row && s.cells[a].column + s.cells[a].span == j && s.cells[b].column == j }
                    .map { pairValue(a, $0, horizontalSpacing, .trailing, .leading) }
            }
            columns[j] = values.max() ?? 0
        }
        for r in 1..<max(s.rowCount, 1) {
            let values = s.cells.indices.filter { s.cells[$0].row == r - 1 }.flatMap { a in
                s.cells.indices.filter { b in s.cells[b].row == r && s.cells[a].columns.overlaps(s.cells[b].columns) }
                    .map { pairValue(a, $0, verticalSpacing, .bottom, .top) }
            }
            rows[r] = values.max() ?? 0
        }
        return (columns, rows)
    }

    func tracks(_ p: ProposedViewSize, _ children: LayoutSubviews) -> (Structure, Tracks) {
        let s = structure(children)
        if let kept = memo.tracks.first(where: { $0.proposal == p }) { return (s, kept.tracks) }
        let t = solve(p, s, children)
        memo.tracks.append((p, t))
        return (s, t)
    }

    private func solve(_ p: ProposedViewSize, _ s: Structure, _ children: LayoutSubviews) -> Tracks {
        let (columnGaps, rowGaps) = memo.gaps ?? gaps(s, children)
        memo.gaps = (columnGaps, rowGaps)
        var t = Tracks(widths: Array(repeating: 0, count: s.columnCount), heights: Array(repeating: 0, count: s.rowCount),
                       columnGaps: columnGaps, rowGaps: rowGaps, sizedWith: Array(repeating: nil, count: s.cells.count))
        var hasSingleColumnCell = [Bool](repeating: false, count: s.columnCount)
        for cell in s.cells where cell.span == 1 { hasSingleColumnCell[cell.column] = true }

        func size(_ k: Int, at proposal: ProposedViewSize) {
            let cell = s.cells[k]
            let answer = children[cell.subview].sizeThatFits(proposal)
            t.sizedWith[k] = (proposal, answer)
            t.heights[cell.row] = max(t.heights[cell.row], answer.height)
            if cell.span == 1 { t.widths[cell.column] = max(t.widths[cell.column], answer.width) }
        }
        func widen(_ k: Int, preferring open: [Bool]) {
            let cell = s.cells[k]
            guard let answer = t.sizedWith[k]?.answer, answer.width > t.width(cell) else { return }
            var over = cell.columns.filter { open[$0] }
            if over.isEmpty { over = cell.columns.filter { !hasSingleColumnCell[$0] } }
            if over.isEmpty { over = Array(cell.columns) }
            let each = (answer.width - t.width(cell)) / CGFloat(over.count)
            for j in over { t.widths[j] += each }
        }

        if p.width == nil && p.height == nil {
            for k in s.cells.indices { size(k, at: .unspecified) }
            let none = [Bool](repeating: false, count: s.columnCount)
            for k in s.cells.indices where s.cells[k].span > 1 { widen(k, preferring: none) }
            return t
        }

        struct Key: Equatable { let priority: Double, infiniteAxes: Int, flexibility: CGFloat, unsized: Bool }
        let keys: [Key] = s.cells.map { cell in
            let child = children[cell.subview]
            let small = child.sizeThatFits(.zero), large = child.sizeThatFits(.infinity)
            var axes = 0, flexibility: CGFloat = 0
            if p.width != nil {
                if large.width == .infinity { axes += 1 } else { flexibility += large.width - small.width }
            }
            if p.height != nil {
                if large.height == .infinity { axes += 1 } else { flexibility += large.height - small.height }
            }
            // A cell unsized on a proposed axis comes after its equals.
            let unsized = (p.width != nil && cell.input.unsizedAxes.contains(.horizontal))
                || (p.height != nil && cell.input.unsizedAxes.contains(.vertical))
            return Key(priority: child.priority, infiniteAxes: axes, flexibility: flexibility, unsized: unsized)
        }
        // A stable sort: equal keys keep their source order.
        let order = s.cells.indices.sorted { a, b in
            let x = keys[a], y = keys[b]
            if x.priority != y.priority { return x.priority > y.priority }
            if x.infiniteAxes != y.infiniteAxes { return x.infiniteAxes < y.infiniteAxes }
            if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
            if x.unsized != y.unsized { return !x.unsized }
            return a < b
        }
        let availableWidth = p.width.map { $0 - t.columnGaps.reduce(0, +) }
        let availableHeight = p.height.map { $0 - t.rowGaps.reduce(0, +) }
        var done = [Bool](repeating: false, count: s.cells.count)
        var committedColumns = [Bool](repeating: false, count: s.columnCount)
        var committedRows = [Bool](repeating: false, count: s.rowCount)
        var position = 0
        while position < order.count {
            let group = Array(order[position...].prefix { keys[$0] == keys[order[position]] })
            position += group.count
            let level = keys[group[0]].priority
            // A column only spans cover is open in a group of one of their priorities, and
            // committed from the first group below all of them.
            var openColumns = [Bool](repeating: false, count: s.columnCount)
            for j in 0..<s.columnCount where !hasSingleColumnCell[j] {
                let covering = s.cells.indices.filter { s.cells[$0].span > 1 && s.cells[$0].columns.contains(j) }.map { keys[$0].priority }
                openColumns[j] = covering.contains(level)
                if covering.allSatisfy({ $0 > level }) { committedColumns[j] = true }
            }
            var openRows = [Bool](repeating: false, count: s.rowCount)
            for k in s.cells.indices where !done[k] && keys[k].priority == level {
                if s.cells[k].span == 1 { openColumns[s.cells[k].column] = true }
                openRows[s.cells[k].row] = true
            }
            // What the committed tracks leave, taken off one by one in track order.
            let shareWidth = availableWidth.map { w in
                w.isFinite ? (0..<s.columnCount).filter { committedColumns[$0] }.reduce(w) { $0 - t.widths[$1] }
                    / CGFloat(max(openColumns.filter { $0 }.count, 1)) : w
            }
            let shareHeight = availableHeight.map { h in
                h.isFinite ? (0..<s.rowCount).filter { committedRows[$0] }.reduce(h) { $0 - t.heights[$1] }
                    / CGFloat(max(openRows.filter { $0 }.count, 1)) : h
            }
            for k in group {
                let cell = s.cells[k]
                var width: CGFloat? = nil, height: CGFloat? = nil
                if let w = availableWidth, let share = shareWidth {
                    if cell.input.unsizedAxes.contains(.horizontal) { width = t.width(cell) }
                    else if cell.span == 1 { width = max(share, t.widths[cell.column]) }
                    else if !w.isFinite { width = w }
                    else {
                        // The columns outside taken off one by one, then the gaps inside added.
                        let left = (0..<s.columnCount).filter { !cell.columns.contains($0) }
                            .reduce(w) { $0 - (openColumns[$1] ? share : t.widths[$1]) }
                        width = max(cell.columns.dropFirst().reduce(left) { $0 + t.columnGaps[$1] }, t.width(cell))
                    }
                }
                if let share = shareHeight {
                    height = cell.input.unsizedAxes.contains(.vertical) ? t.heights[cell.row] : max(share, t.heights[cell.row])
                }
                size(k, at: ProposedViewSize(width: width.map { max(0, $0) }, height: height.map { max(0, $0) }))
                done[k] = true
            }
            if group.contains(where: { s.cells[$0].span > 1 }) {
                var stillOpen = [Bool](repeating: false, count: s.columnCount)
                // Columns a single-column cell still has to size (an unsized one sizes no column first).
                for k in s.cells.indices where !done[k] && s.cells[k].span == 1 && !s.cells[k].input.unsizedAxes.contains(.horizontal) {
                    stillOpen[s.cells[k].column] = true
                }
                for k in group where s.cells[k].span > 1 { widen(k, preferring: stillOpen) }
            }
            var blockedColumns = [Bool](repeating: false, count: s.columnCount)
            var blockedRows = [Bool](repeating: false, count: s.rowCount)
            for k in s.cells.indices where !done[k] && keys[k].priority >= level {
                if s.cells[k].span == 1 { blockedColumns[s.cells[k].column] = true }
                blockedRows[s.cells[k].row] = true
            }
            for j in 0..<s.columnCount where !blockedColumns[j] && hasSingleColumnCell[j] { committedColumns[j] = true }
            for r in 0..<s.rowCount where !blockedRows[r] { committedRows[r] = true }
        }
        return t
    }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        guard children.count > 0 else { return .zero }
        let (_, t) = tracks(p, children)
        let width = t.widths.reduce(0, +) + t.columnGaps.reduce(0, +)
        let height = t.heights.reduce(0, +) + t.rowGaps.reduce(0, +)
        return CGSize(width: max(width, 0), height: max(height, 0))
    }

    /// Each cell's slot in `bounds`.
    func rects(in bounds: CGRect, _ s: Structure, _ t: Tracks) -> [CGRect] {
        s.cells.map { cell in
            CGRect(x: t.columnStart(cell.column, from: bounds.minX), y: t.rowStart(cell.row, from: bounds.minY),
                   width: t.width(cell), height: t.heights[cell.row])
        }
    }

    /// A guide as a unit-point coordinate (its default value in a 1×1 view).
    func fraction(_ guide: HorizontalAlignment) -> CGFloat { ReferenceGuides.value(guide, in: .plain(CGSize(width: 1, height: 1))) }
    func fraction(_ guide: VerticalAlignment) -> CGFloat { ReferenceGuides.value(guide, in: .plain(CGSize(width: 1, height: 1))) }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        guard children.count > 0 else { return [] }
        let (s, t) = tracks(p, children)
        var result = [ReferencePlacement?](repeating: nil, count: children.count)
        for (k, (cell, rect)) in zip(s.cells, rects(in: bounds, s, t)).enumerated() {
            // The cell's own lengths, not CGRect's standardized ones: negative spacing can make
            // a spanning cell's width negative, and it is then proposed 0.
            var proposal = ProposedViewSize(width: max(0, rect.size.width), height: max(0, rect.size.height))
            // "Exactly" but for rounding: the slot's sum and the answer may differ in the last bits.
            if let sized = t.sizedWith[k],
               abs(sized.answer.width - rect.size.width) <= 1e-9 * max(1, abs(rect.size.width)) || sized.answer.width == rect.size.width,
               abs(sized.answer.height - rect.size.height) <= 1e-9 * max(1, abs(rect.size.height)) || sized.answer.height == rect.size.height {
                proposal = sized.proposal
            }
            let row = s.rowAlignments[cell.row] ?? alignment.vertical
            if cell.byAnchor {
                let anchor = cell.input.anchor ?? UnitPoint(x: fraction(alignment.horizontal), y: fraction(row))
                let size = children[cell.subview].sizeThatFits(proposal)
                result[cell.subview] = ReferencePlacement(
                    origin: CGPoint(x: rect.minX + anchor.x * (rect.width - size.width), y: rect.minY + anchor.y * (rect.height - size.height)),
                    proposal: proposal)
            } else {
                let a = Alignment(horizontal: s.columnAlignments[cell.column] ?? alignment.horizontal, vertical: row)
                var origin = referenceAligned(children[cell.subview].dimensions(in: proposal), in: rect, a)
                // A cell of `gridCellColumns(0)` goes to its column's leading edge (recorded).
                if !cell.fullWidth && cell.input.columns == 0 { origin.x = rect.minX }
                result[cell.subview] = ReferencePlacement(origin: origin, proposal: proposal)
            }
        }
        return result
    }
}

/// The built-in Grid's promise, described by the reference model (never by the engine's own
/// solver), so the grid properties check the engine against the documented rules.
extension GridLayout: DescribesGrid {
    public func gridDescription(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> GridDescription {
        ReferenceGrid(self).description(in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension ReferenceGrid {
    /// The grid's tracks and cells in `bounds` for `proposal`, as the model works them out.
    func description(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> GridDescription {
        let (s, t) = tracks(proposal, subviews)
        let columns = t.widths.indices.map { GridDescription.Track(start: t.columnStart($0, from: bounds.minX), length: t.widths[$0]) }
        let rows = t.heights.indices.map { GridDescription.Track(start: t.rowStart($0, from: bounds.minY), length: t.heights[$0]) }
        let cells = s.cells.filter { $0.input.unsizedAxes.isEmpty }.map { cell in
            let row = s.rowAlignments[cell.row] ?? alignment.vertical
            return GridDescription.Cell(
                subview: cell.subview, row: cell.row, column: cell.column, span: cell.span, isFullWidth: cell.fullWidth,
                alignment: Alignment(horizontal: s.columnAlignments[cell.column] ?? alignment.horizontal, vertical: row),
                anchor: cell.byAnchor ? cell.input.anchor ?? UnitPoint(x: fraction(alignment.horizontal), y: fraction(row)) : nil)
        }
        return GridDescription(columns: columns, rows: rows, cells: cells)
    }
}
