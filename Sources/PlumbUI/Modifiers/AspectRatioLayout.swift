import Foundation

/// How `aspectRatio` scales its ratio into the space offered.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size of the ratio that the proposal holds.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}

/// `aspectRatio(_:contentMode:)` (Docs/Semantics.md §3.14): it changes only what the child is
/// offered. A proposal with both axes nil is passed on; any other is replaced by the ratio
/// scaled to fit or fill it, and the child's answer to that is the modifier's size. The child is
/// placed centred, offered the same scaled size. The ratio is `aspectRatio` : 1, or the child's
/// ideal size when nil (a square when its sides are equal, zero ones included).
///
/// The scale on an axis is the proposed length over the ratio's length there; an axis proposed
/// 0 where the ratio is 0 too allows any scale (∞). Fit takes the smallest scale, a nil axis
/// allowing any; fill the largest among the axes proposed a length, a nil axis asking nothing
/// (recorded on SwiftUI: `Color.red.scaledToFill()` offered 100 × nil answers 100 × 100). A
/// ratio with a zero side scaled by ∞ gives 0 × ∞ = NaN: SwiftUI's own arithmetic, kept.
struct _AspectRatioLayout: Layout, BuiltinLayout, DescribesAspectRatio {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    /// What the child is offered for the modifier's proposal `p`.
    private func offered(_ p: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        guard p.width != nil || p.height != nil else { return p }
        var ratio = aspectRatio.map { CGSize(width: $0, height: 1) } ?? subviews.first?.sizeThatFits(.unspecified) ?? .zero
        if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
        func scale(_ proposed: CGFloat, _ length: CGFloat) -> CGFloat {
            length != 0 || proposed != 0 ? proposed / length : .infinity
        }
        let sx = p.width.map { scale($0, ratio.width) }, sy = p.height.map { scale($0, ratio.height) }
        let s = contentMode == .fit ? min(sx ?? .infinity, sy ?? .infinity) : max(sx ?? -.infinity, sy ?? -.infinity)
        return ProposedViewSize(width: ratio.width * s, height: ratio.height * s)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(offered(proposal, subviews)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = offered(proposal, subviews)
        subviews.forEachUnretained { subview in
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: p)
        }
    }
}

extension View {
    /// Offers this view the largest (`.fit`) or smallest (`.fill`) size of ratio
    /// `aspectRatio` : 1 that fits or covers the proposal; nil keeps the view's ideal ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _ModifiedLayoutView(content: self, layout: _AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode),
                            kind: "aspectRatio")
    }

    /// `aspectRatio(width / height, contentMode:)`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`: scaled, at its ideal ratio, to fit the proposal.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`: scaled, at its ideal ratio, to cover the proposal.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
