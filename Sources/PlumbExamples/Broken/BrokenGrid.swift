import Foundation
import PlumbProperties

/// BROKEN: a two-column grid that describes its geometry (so the grid properties check it) and
/// has one bug per variant. Columns are as wide as the widest ideal width, rows as tall as the
/// tallest ideal height; the first cell spans both columns.
public struct BrokenGrid: Layout, DescribesGrid {
    public enum Bug: String, Sendable, CaseIterable {
        /// Places every cell 3 points off its aligned position (breaks grid-cell-alignment).
        case offsetCells
        /// Offers the spanning cell one column's width (breaks grid-spans).
        case narrowSpan
        /// Describes columns that overlap (breaks grid-tracks-disjoint).
        case overlappingColumns
    }

    public let bug: Bug
    public init(bug: Bug) { self.bug = bug }

    func track(_ subviews: Subviews) -> CGSize {
        subviews.reduce(CGSize.zero) { size, s in
            let ideal = s.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, ideal.width, 0), height: max(size.height, ideal.height, 0))
        }
    }

    /// Cell 0 is row 0 across both columns; the others fill rows 1… two to a row.
    func position(_ i: Int) -> (row: Int, column: Int, span: Int) {
        i == 0 ? (0, 0, 2) : (1 + (i - 1) / 2, (i - 1) % 2, 1)
    }

    public func gridDescription(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> GridDescription {
        let size = track(subviews), subviewCount = subviews.count
        let columnStep = bug == .overlappingColumns ? size.width / 2 : size.width
        let rowCount = subviewCount == 0 ? 0 : position(subviewCount - 1).row + 1
        return GridDescription(
            columns: (0..<2).map { .init(start: bounds.minX + CGFloat($0) * columnStep, length: size.width) },
            rows: (0..<rowCount).map { .init(start: bounds.minY + CGFloat($0) * size.height, length: size.height) },
            cells: (0..<subviewCount).map { i in
                let p = position(i)
                return .init(subview: i, row: p.row, column: p.column, span: p.span, alignment: .topLeading,
                             anchor: p.span > 1 ? .topLeading : nil)
            })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = track(subviews)
        let rows = subviews.isEmpty ? 0 : position(subviews.count - 1).row + 1
        return CGSize(width: cell.width * 2, height: cell.height * CGFloat(rows))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = track(subviews)
        for i in subviews.indices {
            let p = position(i)
            let width = p.span > 1 && bug != .narrowSpan ? cell.width * 2 : cell.width
            let offset: CGFloat = bug == .offsetCells ? 3 : 0
            subviews[i].place(at: CGPoint(x: bounds.minX + CGFloat(p.column) * cell.width + offset,
                                          y: bounds.minY + CGFloat(p.row) * cell.height + offset),
                              proposal: ProposedViewSize(width: width, height: cell.height))
        }
    }
}
