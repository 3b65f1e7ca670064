import Foundation

/// `frame(width:height:alignment:)` (Docs/Semantics.md §3.2).
///
/// A fixed dimension is the frame's size whatever the child answers; the child is proposed it
/// (or the frame's own proposal on a free axis) and aligned inside, overflowing if larger.
/// Negative or non-finite lengths are treated as nil, as SwiftUI does after its warning.
struct _FrameLayout: Layout, BuiltinLayout, DescribesFrame {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    /// The lengths as written, for `frameDescription`.
    private let written: (width: CGFloat?, height: CGFloat?)

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func valid(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        self.width = valid(width); self.height = valid(height); self.alignment = alignment
        written = (width, height)
    }

    var frameDescription: FrameDescription { FrameDescription(width: written.width, height: written.height, alignment: alignment) }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = childProposal(proposal)
        subviews.forEachUnretained { subview in
            subview.place(at: alignedOrigin(of: subview.dimensions(in: p), in: bounds, alignment: alignment), proposal: p)
        }
    }

    /// Fixed axes space like a plain leaf (text categories dropped), unless the child is a Spacer.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        frameSpacing(subviews, horizontal: width != nil, vertical: height != nil)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§3.3).
struct _FlexFrameLayout: Layout, BuiltinLayout, DescribesFrame {
    /// One axis's normalised constraints.
    struct Limits: Equatable {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        /// SwiftUI's normalisation: min ≥ 0, ideal ≥ min, max ≥ ideal (§3.3, checked on device).
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            self.min = min.map { Swift.max($0, 0) }
            self.ideal = ideal.map { Swift.max(self.min ?? 0, $0) }
            self.max = max.map { Swift.max(self.ideal ?? 0, $0) }
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        /// `value` clamped to [min, max]; a minimum above the maximum wins.
        func clamp(_ value: CGFloat) -> CGFloat {
            var v = value
            if let max { v = Swift.min(v, max) }
            if let min { v = Swift.max(v, min) }
            return v
        }

        /// What the child is proposed on this axis for the frame's proposal `p`.
        /// (Unwrapped by hand: `map(clamp)` allocated a closure context on every call.)
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard let length = p ?? ideal else { return nil }
            return clamp(length)
        }

        /// Whether the frame's length on this axis for proposal `p` depends on its child's answer.
        func needsChild(proposal p: CGFloat?) -> Bool {
            if p != nil, min != nil, max != nil { return false }
            return !(p == nil && ideal != nil)
        }

        /// The frame's length on this axis, given its proposal and the child's answer (read
        /// only when `needsChild(proposal:)`).
        func length(proposal p: CGFloat?, child s: CGFloat) -> CGFloat {
            if let p, min != nil, max != nil { return clamp(p) }
            if p == nil, let ideal { return ideal }
            let c = childProposal(p)
            switch (min, max) {
            case let (lo?, _?): return Swift.max(Swift.min(s, self.max!), lo)
            case let (lo?, nil): return Swift.max(Swift.min(c ?? .infinity, s), lo)
            case let (nil, hi?): return Swift.min(Swift.max(c ?? -.infinity, s), hi)
            case (nil, nil): return s
            }
        }

        /// The child's proposal at placement: the frame's length, or nil when the frame itself
        /// was proposed nil, has no ideal and its length lies strictly between its limits.
        func placementProposal(proposal p: CGFloat?, length: CGFloat) -> CGFloat? {
            if p == nil, ideal == nil, length > (min ?? -.infinity), length < (max ?? .infinity) { return nil }
            return length
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment
    /// The limits as written, for `frameDescription`.
    let written: FrameDescription

    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        horizontal = Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
        vertical = Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
        written = FrameDescription(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                   minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment,
                                   isFlexible: true)
    }

    var frameDescription: FrameDescription { written }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // The child is measured only when an axis's length depends on it.
        let child = horizontal.needsChild(proposal: proposal.width) || vertical.needsChild(proposal: proposal.height)
            ? subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero : .zero
        return CGSize(width: horizontal.length(proposal: proposal.width, child: child.width),
                      height: vertical.length(proposal: proposal.height, child: child.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(
            width: horizontal.placementProposal(proposal: proposal.width, length: bounds.width),
            height: vertical.placementProposal(proposal: proposal.height, length: bounds.height))
        subviews.forEachUnretained { subview in
            subview.place(at: alignedOrigin(of: subview.dimensions(in: p), in: bounds, alignment: alignment), proposal: p)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        frameSpacing(subviews, horizontal: horizontal.isConstrained, vertical: vertical.isConstrained)
    }
}

/// A frame's spacing: its child's, with the edges of constrained axes reset to a plain leaf's
/// (dropping text categories), unless the child is a Spacer (§2.6).
private func frameSpacing(_ subviews: LayoutSubviews, horizontal: Bool, vertical: Bool) -> ViewSpacing {
    guard let child = subviews.first else { return .zero }
    var result = child.spacing
    guard !child.node.isSpacer else { return result }
    var edges: Edge.Set = []
    if horizontal { edges.formUnion(.horizontal) }
    if vertical { edges.formUnion(.vertical) }
    result.resetToLeaf(edges: edges)
    return result
}

extension View {
    /// Positions this view in an invisible frame of the given size (§3.2).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _ModifiedLayoutView(content: self, layout: _FrameLayout(width: width, height: height, alignment: alignment),
                            kind: "frame")
    }

    /// Positions this view in an invisible frame with the given size limits (§3.3).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let layout = _FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        return _ModifiedLayoutView(content: self, layout: layout, kind: "flexFrame")
    }
}
