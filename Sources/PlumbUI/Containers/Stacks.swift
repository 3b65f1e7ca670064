import Foundation

/// Arranges its children in a horizontal line (Docs/Semantics.md §2).
public struct HStack<Content: View>: _PrimitiveView {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        makeContainerNode(view.layout, kind: "HStack", content: view.content, inputs: inputs, into: &nodes)
    }
}

/// Arranges its children in a vertical line (Docs/Semantics.md §2).
public struct VStack<Content: View>: _PrimitiveView {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        makeContainerNode(view.layout, kind: "VStack", content: view.content, inputs: inputs, into: &nodes)
    }
}

/// Overlays its children, aligned on both axes (Docs/Semantics.md §3.1).
public struct ZStack<Content: View>: _PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment); self.content = content()
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        makeContainerNode(view.layout, kind: "ZStack", content: view.content, inputs: inputs, into: &nodes)
    }
}

/// A layout container: `layout` over the nodes `content` produces. Children are built with the
/// layout's stack orientation, so Spacers and Dividers inside orient themselves by it.
struct _LayoutView<L: Layout, Content: View>: _PrimitiveView {
    let layout: L
    let kind: String?
    let content: Content

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        makeContainerNode(view.layout, kind: view.kind, content: view.content, inputs: inputs, into: &nodes)
    }
}

/// Appends the node of a container running `layout` over the nodes `content` produces.
///
/// A free function rather than a `_LayoutView` method, so that the built-in containers reach
/// it without instantiating `_LayoutView<L, Content>`'s metadata at run time, once per node
/// (a lookup in the runtime's metadata cache: 5% of building a tree). Always inlined, so a
/// built-in container's node is made with its layout's type known, and `LayoutBox<L>`'s
/// metadata is not looked up at run time either.
@inline(__always)
func makeContainerNode<L: Layout, Content: View>(_ layout: L, kind: String?, content: Content, inputs: _ViewInputs,
                                                 into nodes: inout _NodeList) {
    // An AnyLayout acts as the layout it wraps.
    let type = LayoutTypeFacts.actingType(of: layout)
    var childInputs = inputs
    childInputs.stackAxis = type.layoutProperties.stackOrientation
    childInputs.gridRows = type == GridLayout.self ? GridRowCounter() : nil
    let children = _NodeList.make(content, inputs: childInputs)
    // A stack of one view reports that view's priority, as SwiftUI's were recorded doing (§3.6).
    let isStack = type == HStackLayout.self || type == VStackLayout.self || type == ZStackLayout.self
    nodes.append(LayoutNode.container(layout, kind: kind ?? layoutKindName(type), children: children, inputs: inputs,
                                      forwardsPriority: isStack && children.count == 1))
}

/// A third-party layout's kind name: its type name without module or generic arguments.
func layoutKindName<L>(_ type: L.Type) -> String {
    let name = TypeNames.name(of: type)
    return name.split(separator: "<").first.map(String.init) ?? name
}
