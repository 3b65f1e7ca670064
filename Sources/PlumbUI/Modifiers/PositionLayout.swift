import Foundation

/// `position(_:)` and `position(x:y:)` (Docs/Semantics.md §3.15): the modified view takes the
/// whole proposal, an axis proposed nil taking the child's answer to the proposal instead; the
/// child is offered that size and placed with its centre at `position` in the view's own
/// coordinates, wherever that puts it. It reports no spacing preferences (SwiftUI's current
/// semantics: the child's are no longer projected out) and priority 0, as unary layouts do.
struct _PositionLayout: Layout, BuiltinLayout, DescribesPosition {
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(bounds.size)
        subviews.forEachUnretained { subview in
            subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: offer)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

extension View {
    /// Takes the space offered and puts this view's centre at `position` in it.
    public func position(_ position: CGPoint) -> some View {
        _ModifiedLayoutView(content: self, layout: _PositionLayout(position: position), kind: "position")
    }

    /// Takes the space offered and puts this view's centre at (`x`, `y`) in it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
