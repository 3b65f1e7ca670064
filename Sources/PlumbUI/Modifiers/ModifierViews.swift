import Foundation

/// A layout modifier: wraps each node `content` produces in its own node running `layout`.
///
/// An empty content stays empty (the modifier has nothing to apply to), and a multi-view
/// content (a `Group`) gets one wrapper per view, as in SwiftUI. Layout values travel outward
/// with the wrapped view, like SwiftUI's view traits.
struct _ModifiedLayoutView<Content: View, L: Layout>: _PrimitiveView {
    let content: Content
    let layout: L
    let kind: String
    var forwardsPriority = false

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        for child in _NodeList.make(view.content, inputs: inputs) {
            nodes.append(wrap(child, in: view.layout, kind: view.kind, inputs: inputs,
                              forwardsPriority: view.forwardsPriority))
        }
    }

    static func wrap(_ child: LayoutNode, in layout: L, kind: String, inputs: _ViewInputs,
                     forwardsPriority: Bool, extraChildren: ContiguousArray<LayoutNode> = []) -> LayoutNode {
        let node = LayoutNode.container(layout, kind: kind, children: [child] + extraChildren, inputs: inputs,
                                        forwardsPriority: forwardsPriority)
        node.layoutValues = child.layoutValues
        return node
    }
}

/// A layout-transparent modifier: sets an attribute on each node `content` produces
/// (`id`, `layoutPriority`, `alignmentGuide`, `layoutValue`) without adding a node.
struct _AttributeView<Content: View>: _PrimitiveView {
    let content: Content
    let apply: (LayoutNode) -> Void

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        for node in _NodeList.make(view.content, inputs: inputs) {
            view.apply(node)
            nodes.append(node)
        }
    }
}

/// Changes what `content` is built with (the font, for instance) without adding a node.
struct _InputsView<Content: View>: _PrimitiveView {
    let content: Content
    let transform: (inout _ViewInputs) -> Void

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        var modified = inputs
        view.transform(&modified)
        Content._makeNodes(view.content, inputs: modified, into: &nodes)
    }
}

/// Where a child goes when `alignment` is aligned between it and `bounds` (frames, overlays):
/// the bounds' default guide value minus the child's guide value, per axis.
func alignedOrigin(of child: ViewDimensions, in bounds: CGRect, alignment: Alignment) -> CGPoint {
    let h = alignment.horizontal.key, v = alignment.vertical.key
    let frame = ViewDimensions(size: bounds.size)
    return CGPoint(
        x: bounds.minX + h.defaultValue(size: bounds.size, dimensions: frame) - child[alignment.horizontal],
        y: bounds.minY + v.defaultValue(size: bounds.size, dimensions: frame) - child[alignment.vertical])
}
