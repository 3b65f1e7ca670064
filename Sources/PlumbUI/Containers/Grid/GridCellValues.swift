import Foundation

// The per-cell information a Grid reads. They are layout values, so they travel outward
// through modifiers with the cell, like SwiftUI's own grid cell modifiers.

/// Which `GridRow` a grid subview belongs to (nil: a view placed directly in the Grid, which
/// forms a row of its own spanning every column).
struct GridRowKey: LayoutValueKey {
    static let defaultValue: GridRowTag? = nil
}

/// A GridRow's identity within its grid and its vertical alignment.
struct GridRowTag: Equatable {
    let id: Int
    let alignment: VerticalAlignment?
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

/// Numbers the rows of one grid while it is being built.
final class GridRowCounter {
    private var next = 0
    func take() -> Int { defer { next += 1 }; return next }
}

extension View {
    /// Makes this cell span `count` columns of its grid row.
    ///
    /// Written more than once on one view, the counts other than 1 add up, as SwiftUI's do
    /// (recorded: `gridCellColumns(3).gridCellColumns(2)` spans 5, `(2)` then `(1)` spans 2).
    /// A count of 0 takes a column without moving the next cell along, as in SwiftUI.
    public func gridCellColumns(_ count: Int) -> some View {
        _AttributeView(content: self) { node in
            let inner = node.layoutValues[GridCellColumnsKey.self]
            node.layoutValues[GridCellColumnsKey.self] = inner.map { combinedColumnCount($0, count) } ?? count
        }
    }

    /// Sets the horizontal alignment of every cell in this cell's column. Written more than
    /// once on one view, the innermost wins, as in SwiftUI.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        _AttributeView(content: self) { node in
            if node.layoutValues[GridColumnAlignmentKey.self] == nil { node.layoutValues[GridColumnAlignmentKey.self] = guide }
        }
    }

    /// Aligns the point `anchor` of this view with the same point of its cell. Written more
    /// than once on one view, the innermost wins, as in SwiftUI.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        _AttributeView(content: self) { node in
            if node.layoutValues[GridCellAnchorKey.self] == nil { node.layoutValues[GridCellAnchorKey.self] = anchor }
        }
    }

    /// Keeps this cell from sizing its row or column on `axes`: it takes only the space the
    /// other cells require. Written more than once on one view, the axes add up, as in SwiftUI.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        _AttributeView(content: self) { node in
            node.layoutValues[GridCellUnsizedAxesKey.self] = (node.layoutValues[GridCellUnsizedAxesKey.self] ?? []).union(axes)
        }
    }
}

/// Two `gridCellColumns` counts on one view: the counts other than 1 add up; two 1s are 1.
func combinedColumnCount(_ inner: Int, _ outer: Int) -> Int {
    let counted = [inner, outer].filter { $0 != 1 }
    return counted.isEmpty ? 1 : counted.reduce(0, +)
}
