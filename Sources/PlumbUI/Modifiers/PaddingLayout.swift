import Foundation

/// `padding` (Docs/Semantics.md §3.4): the child is proposed the proposal less the insets (never
/// below 0; nil stays nil), and the padding is the child's size plus the insets, never below 0
/// on either axis (SwiftUI's answer for `padding(-15)` around a 20×20 view is 0×0, recorded).
/// Negative insets otherwise apply as given: the child is placed at the leading and top insets
/// at its own size. Edges with a non-zero inset space like a plain leaf.
struct _PaddingLayout: Layout, BuiltinLayout, DescribesPadding {
    let insets: EdgeInsets
    var paddingInsets: EdgeInsets { insets }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
                         height: p.height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let p = childProposal(proposal)
        var child = CGSize.zero
        subviews.forEachUnretained { subview in
            let s = subview.sizeThatFits(p)
            child = CGSize(width: Swift.max(child.width, s.width), height: Swift.max(child.height, s.height))
        }
        return CGSize(width: notBelowZero(child.width + insets.leading + insets.trailing),
                      height: notBelowZero(child.height + insets.top + insets.bottom))
    }

    /// 0 for a negative or NaN length (`padding(.nan)` answers 0 in SwiftUI too).
    private func notBelowZero(_ length: CGFloat) -> CGFloat { length > 0 ? length : 0 }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = childProposal(proposal)
        subviews.forEachUnretained { subview in
            subview.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: p)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var result = subviews.first?.spacing ?? .zero
        for subview in subviews.dropFirst() { result.formUnion(subview.spacing) }
        var edges: Edge.Set = []
        for edge in Edge.allCases where insets[edge] != 0 { edges.insert(Edge.Set(edge)) }
        result.resetToLeaf(edges: edges)
        return result
    }
}

extension View {
    /// Pads this view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        _ModifiedLayoutView(content: self, layout: _PaddingLayout(insets: insets), kind: "padding")
    }

    /// Pads `edges` of this view by `length`, or by the default padding (16) when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _DefaultPaddingView(content: self, edges: edges, length: length)
    }

    /// Pads every edge of this view by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
}

/// Resolves a nil padding length from the environment when the view is built.
struct _DefaultPaddingView<Content: View>: _PrimitiveView {
    let content: Content
    let edges: Edge.Set
    let length: CGFloat?

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        let insets = EdgeInsets(view.edges, view.length ?? inputs.environment.defaultPadding)
        makeModifiedNodes(view.content, layout: _PaddingLayout(insets: insets), kind: "padding", forwardsPriority: false,
                          inputs: inputs, into: &nodes)
    }
}
