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
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Sets the horizontal alignment of every cell in this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Aligns the point `anchor` of this view with the same point of its cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its row or column on `axes`: it takes only the space the
    /// other cells require.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
