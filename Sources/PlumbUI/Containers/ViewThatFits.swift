import Foundation

/// Shows the first of its children that fits the proposal on the constrained axes, or the
/// last if none does (Docs/Semantics.md §4). Only the chosen child is placed; the others are not
/// part of the laid-out tree.
public struct ViewThatFits<Content: View>: _PrimitiveView {
    let layout: _ViewThatFitsLayout
    let content: Content

    /// Chooses among `content`'s views by whether they fit along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        layout = _ViewThatFitsLayout(axes: axes); self.content = content()
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        makeContainerNode(view.layout, kind: "ViewThatFits", content: view.content, inputs: inputs, into: &nodes)
    }
}

/// The ViewThatFits rule as a layout.
///
/// A child fits when its answer to the *fitting proposal* — the parent's proposal with each
/// constrained axis replaced by nil, i.e. its ideal there — is no larger than the parent's
/// proposal on every constrained axis (a nil parent axis fits anything). The reported size is
/// the chosen child's answer to the real proposal; the spacing is the first child's.
struct _ViewThatFitsLayout: Layout, BuiltinLayout, PlacesOnlyChosenSubviews, DescribesViewThatFits {
    let axes: Axis.Set
    var fitAxes: Axis.Set { axes }

    func fits(_ subview: LayoutSubview, _ p: ProposedViewSize) -> Bool {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let fitting = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        let size = subview.sizeThatFits(fitting)
        if horizontal && size.width > (p.width ?? .infinity) { return false }
        if vertical && size.height > (p.height ?? .infinity) { return false }
        return true
    }

    /// The index of the child shown for `proposal`, nil without children.
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        return subviews.indices.first { fits(subviews[$0], proposal) } ?? subviews.count - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        choice(proposal, subviews).map { subviews[$0].sizeThatFits(proposal) } ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let chosen = choice(proposal, subviews) else { return }
        subviews[chosen].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? .zero }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        choice(proposal, subviews).flatMap { subviews[$0].dimensions(in: proposal)[explicit: guide] }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        choice(proposal, subviews).flatMap { subviews[$0].dimensions(in: proposal)[explicit: guide] }
    }
}

/// A layout whose subviews that it does not place are left out of the tree, rather than
/// centred as an unplaced subview normally is.
protocol PlacesOnlyChosenSubviews: OwnLayout {}
