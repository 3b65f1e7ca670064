import Foundation

/// A scrollable view of `content` (Docs/Semantics.md §3.16). Several views are stacked in an
/// implicit `VStack`, whatever the scroll axes, as in SwiftUI; one view is the content itself.
///
/// Only layout is modelled: there is no scroll offset (the content sits at its unscrolled
/// position), and `showsIndicators` changes nothing.
public struct ScrollView<Content: View>: _PrimitiveView {
    let layout: _ScrollViewLayout
    let content: Content

    /// Scrolls `content` along `axes` (vertically by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        layout = _ScrollViewLayout(axes: axes); self.content = content()
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        // Counted by building the content once more: cheap, and only for scroll views.
        if _NodeList.make(view.content, inputs: inputs).count == 1 {
            makeContainerNode(view.layout, kind: "ScrollView", content: view.content, inputs: inputs, into: &nodes)
        } else {
            makeContainerNode(view.layout, kind: "ScrollView", content: VStack { view.content }, inputs: inputs, into: &nodes)
        }
    }
}

/// The scroll view's rule as a layout.
///
/// The content is proposed nil along the scroll axes (its ideal length: it may be as long as it
/// likes) and the scroll view's own proposal across them. The scroll view takes its proposal
/// along a scroll axis, or the content's length where that proposal is nil, and is exactly as
/// long as its content across. Placed, the content starts at the scroll view's leading and top
/// edges along the scroll axes (unscrolled) and is centred across them. Spacing is a plain
/// leaf's (the content's text edges do not reach out of the scroll view); explicit guides are
/// the content's, merged where it is placed, as every PlumbUI built-in does; priority 0.
struct _ScrollViewLayout: Layout, BuiltinLayout, DescribesScrollView {
    let axes: Axis.Set
    var scrollAxes: Axis.Set { axes }

    private func contentProposal(width: CGFloat?, height: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : width, height: axes.contains(.vertical) ? nil : height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let scrollsAcross = axes.contains(.horizontal), scrollsDown = axes.contains(.vertical)
        if scrollsAcross, scrollsDown, let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        let content = subviews.first?.sizeThatFits(contentProposal(width: proposal.width, height: proposal.height)) ?? .zero
        return CGSize(width: scrollsAcross ? proposal.width ?? content.width : content.width,
                      height: scrollsDown ? proposal.height ?? content.height : content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = contentProposal(width: bounds.width, height: bounds.height)
        /// Centred across the scroll axes where that is a number (an infinite content in infinite
        /// bounds starts at the leading edge, as recorded on SwiftUI); at the leading edge along them.
        func start(_ min: CGFloat, _ mid: CGFloat, _ content: CGFloat, scrolls: Bool) -> CGFloat {
            let centred = mid - content / 2
            return scrolls || !centred.isFinite ? min : centred
        }
        subviews.forEachUnretained { subview in
            let size = subview.sizeThatFits(offer)
            let origin = CGPoint(x: start(bounds.minX, bounds.midX, size.width, scrolls: axes.contains(.horizontal)),
                                 y: start(bounds.minY, bounds.midY, size.height, scrolls: axes.contains(.vertical)))
            subview.place(at: origin, proposal: offer)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard var spacing = subviews.first?.spacing else { return .zero }
        spacing.resetToLeaf(edges: .all)
        return spacing
    }
}
