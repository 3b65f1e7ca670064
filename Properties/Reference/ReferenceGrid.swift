import Foundation
@_spi(Engine) import PlumbUI

/// Grid (§6), from the documented rules and the choices written in `GridLayout`'s doc comment.
///
/// Structure: consecutive subviews of one `GridRow` form a row, any other subview a row of its
/// own spanning every column; a cell spans `gridCellColumns` columns; there are as many
/// columns as the longest `GridRow` (spans counted). Columns are shared out like a stack's
/// children, each column measured by its single-column cells, and a spanning cell's excess
/// over its columns (for the minimum, maximum and ideal alike) added equally to them; a
/// spanning cell still too wide when offered its columns widens them. Rows are then shared
/// out like a VStack's children, each cell proposed its cell's width. Cells are proposed their
/// cell's size and aligned in it by guides (column and row alignment) or, for spans, full-width
/// rows and `gridCellAnchor`, by unit point. Unsized axes do not size their track.
struct ReferenceGrid: ReferenceModel {
    let alignment: Alignment
    let horizontalSpacing: CGFloat, verticalSpacing: CGFloat
    /// The structure, the columns' minimum and maximum widths and the tracks for each
    /// proposal, each worked out once: a model serves one container, whose children do not
    /// change (working out the structure reads six layout values per subview; sizing and then
    /// placing for one proposal, and the grid properties' description, share the tracks).
    private let memo = Memo()

    private final class Memo {
        // Used on one thread, each access over before the next: unchecked.
        @exclusivity(unchecked) var structure: Structure?
        @exclusivity(unchecked) var limits: (minimums: Measured, maximums: Measured)?
        @exclusivity(unchecked) var tracks: [(proposal: ProposedViewSize, widths: [CGFloat], heights: [CGFloat])] = []
    }

    /// Column widths measured for one proposal: each column's, and what spanning cells added.
    typealias Measured = (lengths: [CGFloat], fromSpans: [CGFloat])

    init(_ grid: GridLayout) {
        alignment = grid.alignment
        // The platform default between cells (`LayoutEnvironment.defaultSpacing`).
        horizontalSpacing = grid.horizontalSpacing ?? LayoutEnvironment().defaultSpacing
        verticalSpacing = grid.verticalSpacing ?? LayoutEnvironment().defaultSpacing
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

    func structure(_ children: LayoutSubviews) -> Structure {
        if let kept = memo.structure, kept.cells.count == children.count { return kept }
        let made = makeStructure(children)
        memo.structure = made
        memo.limits = nil
        memo.tracks = []
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
        let span = { (i: Int) in max(1, inputs[i].columns) }
        s.columnCount = max(1, rows.filter { $0.id != nil }.map { $0.members.map(span).reduce(0, +) }.max() ?? 1)
        s.rowCount = rows.count
        s.rowAlignments = rows.map(\.alignment)
        s.columnAlignments = Array(repeating: nil, count: s.columnCount)
        for (r, row) in rows.enumerated() {
            var column = 0
            for i in row.members {
                let input = inputs[i], full = row.id == nil
                let cell = Cell(subview: i, row: r, column: full ? 0 : column, span: full ? s.columnCount : span(i), fullWidth: full, input: input)
                if !full && cell.span == 1 && column < s.columnCount && s.columnAlignments[column] == nil {
                    s.columnAlignments[column] = input.columnAlignment
                }
                s.cells.append(cell)
                column += cell.span
            }
        }
        return s
    }

    /// Shares `available` among `count` tracks like a stack's children (§2.2, one group).
    func share(_ available: CGFloat, count: Int, minimum: (Int) -> CGFloat, maximum: (Int) -> CGFloat,
               answer: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        guard available > 0 && available.isFinite else {
            return (0..<count).map { answer($0, available > 0 ? .infinity : 0) }
        }
        var lengths = [CGFloat](repeating: 0, count: count), remaining = available, left = count
        for i in referenceFittingOrder(Array(0..<count), minimum: minimum, maximum: maximum) {
            lengths[i] = answer(i, max(remaining / CGFloat(left), 0))
            remaining -= lengths[i]
            left -= 1
        }
        return lengths
    }

    func widths(_ width: CGFloat?, _ s: Structure, _ children: LayoutSubviews) -> [CGFloat] {
        let sizing = (0..<s.columnCount).map { c in
            s.cells.filter { $0.span == 1 && !$0.fullWidth && $0.column == c && !$0.input.unsizedAxes.contains(.horizontal) }
        }
        let spanning = s.cells.filter { ($0.span > 1 || $0.fullWidth) && !$0.input.unsizedAxes.contains(.horizontal) }
            .sorted { ($0.span, $0.subview) < ($1.span, $1.subview) }
        func widest(_ c: Int, _ p: ProposedViewSize) -> CGFloat {
            var widest: CGFloat?
            for cell in sizing[c] {
                let width = children[cell.subview].sizeThatFits(p).width
                if widest.map({ width > $0 }) ?? true { widest = width }
            }
            return widest ?? 0
        }
        func measure(_ p: ProposedViewSize) -> Measured {
            var lengths = (0..<s.columnCount).map { widest($0, p) }, fromSpans = [CGFloat](repeating: 0, count: s.columnCount)
            for cell in spanning {
                let excess = children[cell.subview].sizeThatFits(p).width - cellWidth(cell, lengths)
                guard excess > 0 else { continue }
                for c in cell.columns { lengths[c] += excess / CGFloat(cell.span); fromSpans[c] += excess / CGFloat(cell.span) }
            }
            return (lengths, fromSpans)
        }
        guard let width else { return measure(.unspecified).lengths }
        // The same for every proposal: measured once.
        let (minimums, maximums) = memo.limits ?? (measure(.zero), measure(.infinity))
        memo.limits = (minimums, maximums)
        var widths = share(width - horizontalSpacing * CGFloat(s.columnCount - 1), count: s.columnCount,
                           minimum: { minimums.lengths[$0] }, maximum: { maximums.lengths[$0] }) { c, offer in
            max(widest(c, ProposedViewSize(width: offer, height: nil)),
                maximums.fromSpans[c] > 0 ? min(offer, maximums.lengths[c]) : 0, minimums.lengths[c])
        }
        for cell in spanning {
            let have = cellWidth(cell, widths)
            let excess = children[cell.subview].sizeThatFits(ProposedViewSize(width: max(0, have), height: nil)).width - have
            guard excess > 0 else { continue }
            for c in cell.columns { widths[c] += excess / CGFloat(cell.span) }
        }
        return widths
    }

    func cellWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        var sum: CGFloat = 0
        for c in cell.columns { sum += widths[c] }
        return sum + horizontalSpacing * CGFloat(cell.span - 1)
    }

    func heights(_ height: CGFloat?, _ widths: [CGFloat], _ s: Structure, _ children: LayoutSubviews) -> [CGFloat] {
        func tallest(_ r: Int, _ h: CGFloat?) -> CGFloat {
            var tallest: CGFloat?
            for cell in s.cells where cell.row == r && !cell.input.unsizedAxes.contains(.vertical) {
                let height = children[cell.subview].sizeThatFits(ProposedViewSize(width: max(0, cellWidth(cell, widths)), height: h)).height
                if tallest.map({ height > $0 }) ?? true { tallest = height }
            }
            return tallest ?? 0
        }
        guard let height else { return (0..<s.rowCount).map { tallest($0, nil) } }
        return share(height - verticalSpacing * CGFloat(s.rowCount - 1), count: s.rowCount,
                     minimum: { tallest($0, 0) }, maximum: { tallest($0, .infinity) }, answer: tallest)
    }

    func tracks(_ p: ProposedViewSize, _ children: LayoutSubviews) -> (Structure, widths: [CGFloat], heights: [CGFloat]) {
        let s = structure(children)
        if let kept = memo.tracks.first(where: { $0.proposal == p }) { return (s, kept.widths, kept.heights) }
        let w = widths(p.width, s, children), h = heights(p.height, w, s, children)
        memo.tracks.append((p, w, h))
        return (s, w, h)
    }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        guard children.count > 0 else { return .zero }
        let (s, w, h) = tracks(p, children)
        let width = w.reduce(0, +) + horizontalSpacing * CGFloat(s.columnCount - 1)
        let height = h.reduce(0, +) + verticalSpacing * CGFloat(s.rowCount - 1)
        return CGSize(width: max(width, 0), height: max(height, 0))
    }

    /// Each cell's rectangle in `bounds`.
    func rects(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> (Structure, [CGRect]) {
        let (s, w, h) = tracks(p, children)
        let rects = s.cells.map { cell in
            CGRect(x: bounds.minX + w[..<cell.column].reduce(0, +) + horizontalSpacing * CGFloat(cell.column),
                   y: bounds.minY + h[..<cell.row].reduce(0, +) + verticalSpacing * CGFloat(cell.row),
                   width: cellWidth(cell, w), height: h[cell.row])
        }
        return (s, rects)
    }

    /// A guide as a unit-point coordinate (its default value in a 1×1 view).
    func fraction(_ guide: HorizontalAlignment) -> CGFloat { ReferenceGuides.value(guide, in: .plain(CGSize(width: 1, height: 1))) }
    func fraction(_ guide: VerticalAlignment) -> CGFloat { ReferenceGuides.value(guide, in: .plain(CGSize(width: 1, height: 1))) }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        guard children.count > 0 else { return [] }
        let (s, rects) = rects(in: bounds, p, children)
        var result = [ReferencePlacement?](repeating: nil, count: children.count)
        for (cell, rect) in zip(s.cells, rects) {
            // The cell's own lengths, not CGRect's standardized ones: negative spacing can make
            // a spanning cell's width negative, and it is then proposed 0.
            let proposal = ProposedViewSize(width: max(0, rect.size.width), height: max(0, rect.size.height))
            let row = s.rowAlignments[cell.row] ?? alignment.vertical
            if cell.byAnchor {
                let anchor = cell.input.anchor ?? UnitPoint(x: fraction(alignment.horizontal), y: fraction(row))
                let size = children[cell.subview].sizeThatFits(proposal)
                result[cell.subview] = ReferencePlacement(
                    origin: CGPoint(x: rect.minX + anchor.x * (rect.width - size.width), y: rect.minY + anchor.y * (rect.height - size.height)),
                    proposal: proposal)
            } else {
                let a = Alignment(horizontal: s.columnAlignments[cell.column] ?? alignment.horizontal, vertical: row)
                result[cell.subview] = ReferencePlacement(origin: referenceAligned(children[cell.subview].dimensions(in: proposal), in: rect, a),
                                                          proposal: proposal)
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
        let (s, w, h) = tracks(proposal, subviews)
        var x = bounds.minX, y = bounds.minY
        var columns: [GridDescription.Track] = [], rows: [GridDescription.Track] = []
        for width in w { columns.append(.init(start: x, length: width)); x += width + horizontalSpacing }
        for height in h { rows.append(.init(start: y, length: height)); y += height + verticalSpacing }
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
