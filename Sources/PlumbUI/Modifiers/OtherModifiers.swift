import Foundation

/// `fixedSize` (Docs/Semantics.md §3.5): proposes nil (the ideal) on the fixed axes, passes the
/// proposal on the others, reports the child's answer and centres the child in its bounds.
/// Keeps the child's layout priority.
struct _FixedSizeLayout: Layout, BuiltinLayout, DescribesFixedSize {
    let horizontal: Bool
    let vertical: Bool
    var fixedAxes: Axis.Set {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return axes
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = childProposal(proposal)
        subviews.forEachUnretained { subview in
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: p)
        }
    }
}

/// A layout whose explicit guides are its first subview's, unshifted (offset draws the child
/// away from its frame; overlay and background take the primary's guides).
protocol FirstSubviewGuides: Layout where Cache == () {}

extension FirstSubviewGuides {
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}

/// `offset`: the child keeps its size and guides but is drawn shifted. Keeps priority.
struct _OffsetLayout: Layout, BuiltinLayout, FirstSubviewGuides, DescribesOffset {
    let offset: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.forEachUnretained { subview in
            subview.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: proposal)
        }
    }
}

/// `overlay` and `background`: the first subview is the primary, which alone decides size,
/// spacing, priority and guides; the others are proposed the primary's size and aligned in
/// its frame.
struct _SecondaryContentLayout: Layout, BuiltinLayout, FirstSubviewGuides, DescribesSecondaryContent {
    let alignment: Alignment
    var secondaryAlignment: Alignment { alignment }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, proposal: proposal)
        // The primary's size, never negative (a primary with negative spacing inside can be).
        let p = ProposedViewSize(width: max(0, bounds.size.width), height: max(0, bounds.size.height))
        for secondary in subviews.dropFirst() {
            secondary.place(at: alignedOrigin(of: secondary.dimensions(in: p), in: bounds, alignment: alignment), proposal: p)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? .zero }
}

/// Builds `primary` with `secondary` laid out in each of its views' frames.
struct _SecondaryContentView<Primary: View, Secondary: View>: _PrimitiveView {
    let primary: Primary
    let secondary: Secondary
    let alignment: Alignment
    let kind: String

    /// The secondary content keeps the enclosing stack's axis (a Spacer in the overlay of a
    /// stack's child answers 0 across the stack, as recorded on SwiftUI); several views are
    /// one implicit centred ZStack, which the modifier's alignment positions (§3.13).
    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        for child in _NodeList.make(view.primary, inputs: inputs) {
            var children: ContiguousArray = [child]
            let secondary = _NodeList.make(view.secondary, inputs: inputs)
            if secondary.count > 1 {
                // Built again inside the ZStack, whose views are not marked by the stack's axis.
                var stacked = _NodeList()
                makeContainerNode(ZStackLayout(), kind: "ZStack", content: view.secondary, inputs: inputs, into: &stacked)
                children.append(contentsOf: stacked.nodes)
            } else {
                children.append(contentsOf: secondary)
            }
            nodes.append(wrapNode(children, in: _SecondaryContentLayout(alignment: view.alignment), kind: view.kind,
                                  inputs: inputs, forwardsPriority: true))
        }
    }
}

extension View {
    /// Proposes this view its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes this view its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _ModifiedLayoutView(content: self, layout: _FixedSizeLayout(horizontal: horizontal, vertical: vertical),
                            kind: "fixedSize")
    }

    /// Draws this view shifted by `offset`, without changing its layout.
    public func offset(_ offset: CGSize) -> some View {
        _ModifiedLayoutView(content: self, layout: _OffsetLayout(offset: offset), kind: "offset", forwardsPriority: true)
    }

    /// Draws this view shifted by `x` and `y`, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Lays `content` out in front of this view, in its frame.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _SecondaryContentView(primary: self, secondary: content(), alignment: alignment, kind: "overlay")
    }

    /// Lays `overlay` out in front of this view, in its frame.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        _SecondaryContentView(primary: self, secondary: overlay, alignment: alignment, kind: "overlay")
    }

    /// Lays `content` out behind this view, in its frame.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _SecondaryContentView(primary: self, secondary: content(), alignment: alignment, kind: "background")
    }

    /// Lays `background` out behind this view, in its frame.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        _SecondaryContentView(primary: self, secondary: background, alignment: alignment, kind: "background")
    }

    /// Fills this view's frame with `style`, behind it: laid out as a `Rectangle` background.
    /// (Disfavoured, so that a `Color`, both a view and a style, takes the view overload as
    /// in SwiftUI; the layout is the same either way.)
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    /// Fills `shape`, laid out in this view's frame, with `style`, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(shape.fill(style))
    }

    /// Fills this view's frame with `style`, in front of it: laid out as a `Rectangle` overlay.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }

    /// Sets the priority by which a parent stack sizes this view: higher first (default 0).
    /// Apply it outermost: layout modifiers such as `frame` and `padding` report priority 0.
    public func layoutPriority(_ value: Double) -> some View {
        _AttributeView(content: self) { $0.priorityOverride = value }
    }

    /// Sets this view's value for a horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _AttributeView(content: self) { $0.addGuideOverride(GuideOverride(key: g.key, compute: computeValue)) }
    }

    /// Sets this view's value for a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _AttributeView(content: self) { $0.addGuideOverride(GuideOverride(key: g.key, compute: computeValue)) }
    }

    /// Tags this view with an identity; `LayoutSnapshot.frame(of:)` finds it by this id.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        _AttributeView(content: self) { $0.tag = AnyHashable(id) }
    }

    /// Sets a value the enclosing layout container reads through `LayoutSubview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        _AttributeView(content: self) { $0.layoutValues[key] = value }
    }
}
