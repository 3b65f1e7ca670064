import Foundation

/// A container that arranges views in a two-dimensional table (Docs/Semantics.md §6).
///
/// Each `GridRow` is a row; a view placed directly in the grid forms a row spanning every
/// column. See `GridLayout` for the sizing rules.
public struct Grid<Content: View>: _PrimitiveView {
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        makeContainerNode(view.layout, kind: "Grid", content: view.content, inputs: inputs, into: &nodes)
    }
}

/// A horizontal row of cells in a `Grid`. Outside a grid it behaves like `Group`.
public struct GridRow<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells align vertically on `alignment` (the grid's when nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        guard let counter = inputs.gridRows else {
            Content._makeNodes(view.content, inputs: inputs, into: &nodes)
            return
        }
        var cellInputs = inputs
        cellInputs.gridRows = nil
        let tag = GridRowTag(id: counter.take(), alignment: view.alignment)
        for cell in _NodeList.make(view.content, inputs: cellInputs) {
            cell.layoutValues[GridRowKey.self] = tag
            nodes.append(cell)
        }
    }
}
