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
        makeModifiedNodes(view.content, layout: view.layout, kind: view.kind, forwardsPriority: view.forwardsPriority,
                          inputs: inputs, into: &nodes)
    }
}

/// Appends, for each node `content` produces, a node running `layout` around it.
///
/// A free function rather than a `_ModifiedLayoutView` method, so that modifiers that resolve
/// their layout when built (default padding) do not instantiate `_ModifiedLayoutView`'s
/// metadata at run time, once per node. Always inlined, so where the layout's type is known
/// `LayoutBox<L>`'s metadata is not looked up at run time either.
@inline(__always)
func makeModifiedNodes<Content: View, L: Layout>(_ content: Content, layout: L, kind: String, forwardsPriority: Bool,
                                                 inputs: _ViewInputs, into nodes: inout _NodeList) {
    let made = _NodeList.make(content, inputs: inputs)
    // Usually one node: it is wrapped in the array it came in.
    guard made.count != 1 else {
        nodes.append(wrapNode(made, in: layout, kind: kind, inputs: inputs, forwardsPriority: forwardsPriority))
        return
    }
    for child in made {
        nodes.append(wrapNode([child], in: layout, kind: kind, inputs: inputs, forwardsPriority: forwardsPriority))
    }
}

/// A node running `layout` over `children`: the wrapped view first, then any content laid out
/// in its frame (an overlay's or background's). Layout values travel outward with the wrapped view.
func wrapNode<L: Layout>(_ children: ContiguousArray<LayoutNode>, in layout: L, kind: String, inputs: _ViewInputs,
                         forwardsPriority: Bool) -> LayoutNode {
    let node = LayoutNode.container(layout, kind: kind, children: children, inputs: inputs,
                                    forwardsPriority: forwardsPriority)
    node.layoutValues = children[0].layoutValues
    return node
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
