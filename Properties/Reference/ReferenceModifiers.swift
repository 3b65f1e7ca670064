import Foundation
import PlumbUI

/// `frame(width:height:alignment:)` (§3.2): a given length (finite, not negative) is the
/// frame's length and its child's proposal; a missing one passes the proposal on and takes
/// the child's answer. The child is aligned in the frame.
struct ReferenceFixedFrame: ReferenceModel {
    let width: CGFloat?, height: CGFloat?
    let alignment: Alignment

    init(_ d: FrameDescription) {
        func valid(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        width = valid(d.width); height = valid(d.height); alignment = d.alignment
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize { ProposedViewSize(width: width ?? p.width, height: height ?? p.height) }

    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? {
        referenceFrameSpacing(children, horizontal: width != nil, vertical: height != nil)
    }

    var guides: ReferenceGuides.Rule? { .merged }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = children.first?.sizeThatFits(childProposal(p)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let proposal = childProposal(p)
        return referencePlacements(children) {
            ReferencePlacement(origin: referenceAligned(children[$0].dimensions(in: proposal), in: bounds, alignment), proposal: proposal)
        }
    }
}

/// `frame(min…ideal…max…)` (§3.3), one axis at a time: limits normalised (min ≥ 0, ideal ≥
/// min, max ≥ ideal); the child proposed the proposal (or the ideal, for nil) clamped to them;
/// the frame's length is the clamped proposal when both limits are set, the ideal for a nil
/// proposal, else the child's answer pulled towards the proposal by a one-sided limit. Placed,
/// the child is proposed the frame's length, or nil where the frame was proposed nil, has no
/// ideal and lies strictly inside its limits.
struct ReferenceFlexibleFrame: ReferenceModel {
    struct Limits {
        let min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        init(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) {
            let lo = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(lo ?? 0, $0) }
            self.min = lo; self.ideal = id; self.max = max.map { Swift.max(id ?? 0, $0) }
        }

        /// Whether any limit was written (normalising keeps a missing limit missing).
        var isWritten: Bool { min != nil || ideal != nil || max != nil }

        func clamped(_ v: CGFloat) -> CGFloat {
            var v = v
            if let max, v > max { v = max }
            if let min, v < min { v = min }
            return v
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? { (p ?? ideal).map { clamped($0) } }

        func length(_ p: CGFloat?, child: () -> CGFloat) -> CGFloat {
            if let p, min != nil, max != nil { return clamped(p) }
            if p == nil, let ideal { return ideal }
            let answer = child(), offered = childProposal(p)
            if let min, let max { return Swift.max(Swift.min(answer, max), min) }
            if let min { return Swift.max(Swift.min(offered ?? .infinity, answer), min) }
            if let max { return Swift.min(Swift.max(offered ?? -.infinity, answer), max) }
            return answer
        }

        func placing(_ p: CGFloat?, length: CGFloat) -> CGFloat? {
            let inside = length > (min ?? -.infinity) && length < (max ?? .infinity)
            return p == nil && ideal == nil && inside ? nil : length
        }
    }

    let horizontal: Limits, vertical: Limits
    let alignment: Alignment

    init(_ d: FrameDescription) {
        horizontal = Limits(d.minWidth, d.idealWidth, d.maxWidth)
        vertical = Limits(d.minHeight, d.idealHeight, d.maxHeight)
        alignment = d.alignment
    }

    /// The axes with any limit written space like a plain leaf's.
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? {
        referenceFrameSpacing(children, horizontal: horizontal.isWritten, vertical: vertical.isWritten)
    }

    var guides: ReferenceGuides.Rule? { .merged }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        let proposal = ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
        let child = { children.first?.sizeThatFits(proposal) ?? .zero }
        return CGSize(width: horizontal.length(p.width) { child().width }, height: vertical.length(p.height) { child().height })
    }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let proposal = ProposedViewSize(width: horizontal.placing(p.width, length: bounds.width),
                                        height: vertical.placing(p.height, length: bounds.height))
        return referencePlacements(children) {
            ReferencePlacement(origin: referenceAligned(children[$0].dimensions(in: proposal), in: bounds, alignment), proposal: proposal)
        }
    }
}

/// `padding` (§3.4): the child is proposed the proposal less the insets (not below 0; nil
/// stays nil) and placed at the leading and top insets; the padding is the child plus them,
/// and an axis where that sum is negative (or NaN) is 0.
struct ReferencePadding: ReferenceModel {
    let insets: EdgeInsets

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        // Less the leading inset, then the trailing one: children answer discontinuously (text
        // wraps at its width), so the model subtracts in the order the rule is stated.
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The child's, with the edges it insets (non-zero insets) spacing like a plain leaf's.
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? {
        guard children.count == 1 else { return nil }
        var inset: Edge.Set = []
        if insets.top != 0 { inset.insert(.top) }
        if insets.leading != 0 { inset.insert(.leading) }
        if insets.bottom != 0 { inset.insert(.bottom) }
        if insets.trailing != 0 { inset.insert(.trailing) }
        return .reset(children[0], edges: inset)
    }

    var guides: ReferenceGuides.Rule? { .merged }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        let proposal = childProposal(p)
        let child = children.reduce(CGSize.zero) { s, c in
            let a = c.sizeThatFits(proposal)
            return CGSize(width: max(s.width, a.width), height: max(s.height, a.height))
        }
        let width = insets.leading + child.width + insets.trailing, height = insets.top + child.height + insets.bottom
        return CGSize(width: width.isNaN ? 0 : max(0, width), height: height.isNaN ? 0 : max(0, height))
    }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        referencePlacements(children) { _ in
            ReferencePlacement(origin: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: childProposal(p))
        }
    }
}

/// A frame's spacing (§2.6): its child's, with the edges of the axes it constrains spacing like
/// a plain leaf's, unless the child is a Spacer; nil (not stated) without exactly one child.
func referenceFrameSpacing(_ children: [ReferenceSpacing], horizontal: Bool, vertical: Bool) -> ReferenceSpacing? {
    guard children.count == 1 else { return nil }
    guard !children[0].isSpacer else { return children[0] }
    var edges: Edge.Set = []
    if horizontal { edges.formUnion(.horizontal) }
    if vertical { edges.formUnion(.vertical) }
    return .reset(children[0], edges: edges)
}

/// `fixedSize` (§3.5): nil proposed on the fixed axes, the rest passed on; the child's answer
/// is the size; the child is centred in the bounds.
struct ReferenceFixedSize: ReferenceModel {
    let axes: Axis.Set

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize { Along.unspecified(axes, in: p) }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize { children.first?.sizeThatFits(childProposal(p)) ?? .zero }

    /// Its child's spacing, and its child's guides moved by where the child sits.
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? { children.count == 1 ? children[0] : nil }
    var guides: ReferenceGuides.Rule? { .merged }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let proposal = childProposal(p)
        return referencePlacements(children) { i in
            let s = children[i].sizeThatFits(proposal)
            return ReferencePlacement(origin: CGPoint(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: proposal)
        }
    }
}

/// `offset`: the child's size and proposal, drawn shifted from the frame.
struct ReferenceOffset: ReferenceModel {
    let offset: CGSize

    /// Its child's spacing and guides, unmoved: the child is only drawn elsewhere.
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? { children.count == 1 ? children[0] : nil }
    var guides: ReferenceGuides.Rule? { .firstSubviewUnmoved }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize { children.first?.sizeThatFits(p) ?? .zero }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        referencePlacements(children) { _ in
            ReferencePlacement(origin: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: p)
        }
    }
}

/// `overlay` and `background`: the first child alone sizes the view and fills its frame; the
/// others are proposed that size (never negative) and aligned in it.
struct ReferenceSecondaryContent: ReferenceModel {
    let alignment: Alignment

    /// The primary's spacing and guides: the secondary content never changes the primary's layout.
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? { children.first }
    var guides: ReferenceGuides.Rule? { .firstSubviewUnmoved }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize { children.first?.sizeThatFits(p) ?? .zero }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let secondary = ProposedViewSize(width: max(0, bounds.width), height: max(0, bounds.height))
        return referencePlacements(children) { i in
            i == 0 ? ReferencePlacement(origin: bounds.origin, proposal: p)
                : ReferencePlacement(origin: referenceAligned(children[i].dimensions(in: secondary), in: bounds, alignment),
                                     proposal: secondary)
        }
    }
}

/// ViewThatFits (§4): the first child whose ideal on the constrained axes fits the proposal
/// (a nil axis fits anything), else the last; its answer to the proposal is the size; only it
/// is placed, centred, with the proposal.
struct ReferenceViewThatFits: ReferenceModel {
    let axes: Axis.Set

    /// The first child's spacing, whichever is chosen (§4); its guides are the chosen child's.
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? { children.first }
    var guides: ReferenceGuides.Rule? { .merged }

    func chosen(_ p: ProposedViewSize, _ children: LayoutSubviews) -> Int? {
        guard children.count > 0 else { return nil }
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let ideal = Along.unspecified(axes, in: p)
        for i in children.indices {
            let s = children[i].sizeThatFits(ideal)
            if (!h || s.width <= (p.width ?? .infinity)) && (!v || s.height <= (p.height ?? .infinity)) { return i }
        }
        return children.count - 1
    }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        chosen(p, children).map { children[$0].sizeThatFits(p) } ?? .zero
    }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let pick = chosen(p, children)
        return referencePlacements(children) { i in
            guard i == pick else { return nil }
            let s = children[i].sizeThatFits(p)
            return ReferencePlacement(origin: CGPoint(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: p)
        }
    }
}

/// `aspectRatio` (§3.14): only the child's offer changes. Both axes nil are passed on. Else the
/// shape (ratio : 1, or the child's ideal size; a square when its sides are equal) is grown by
/// one factor: each axis proposed a length (not 0 against a 0 side) caps the factor at
/// length / side. Fit takes the tightest cap, or ∞ with none. Fill covers every axis proposed
/// a length, a nil one asking nothing: an axis proposed 0 against a 0 side makes it ∞, else it
/// takes the loosest cap. The child answers the offer, which is the size, and is centred,
/// offered the same.
struct ReferenceAspectRatio: ReferenceModel {
    let ratio: CGFloat?
    let fills: Bool

    func offer(_ p: ProposedViewSize, _ children: LayoutSubviews) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var shape = CGSize(width: ratio ?? 0, height: 1)
        if ratio == nil, let child = children.first { shape = child.sizeThatFits(ProposedViewSize(width: nil, height: nil)) }
        if ratio == nil && children.isEmpty { shape = .zero }
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        var caps: [CGFloat] = []
        var anyFactor = false  // an axis proposed 0 against a 0 side
        for (proposed, side) in [(p.width, shape.width), (p.height, shape.height)] {
            guard let proposed else { continue }
            if proposed == 0 && side == 0 { anyFactor = true } else { caps.append(proposed / side) }
        }
        let factor: CGFloat = fills ? (anyFactor ? .infinity : caps.max()!) : (caps.min() ?? .infinity)
        return ProposedViewSize(width: shape.width * factor, height: shape.height * factor)
    }

    /// Its child's spacing, and its child's guides moved by where the child sits.
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? { children.count == 1 ? children[0] : nil }
    var guides: ReferenceGuides.Rule? { .merged }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize { children.first?.sizeThatFits(offer(p, children)) ?? .zero }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let offered = offer(p, children)
        return referencePlacements(children) { i in
            let s = children[i].sizeThatFits(offered)
            return ReferencePlacement(origin: CGPoint(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2), proposal: offered)
        }
    }
}

/// `position` (§3.15): the whole proposal where both axes are given; a nil axis takes the
/// child's answer to the proposal there. The child is offered the view's size and centred on
/// the point, measured from the view's top-leading corner. No spacing preferences.
struct ReferencePosition: ReferenceModel {
    let point: CGPoint

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        guard p.width == nil || p.height == nil else { return CGSize(width: p.width!, height: p.height!) }
        let answer = children.first?.sizeThatFits(p) ?? .zero
        return CGSize(width: p.width ?? answer.width, height: p.height ?? answer.height)
    }

    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? { ReferenceSpacing() }
    var guides: ReferenceGuides.Rule? { .merged }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let offered = ProposedViewSize(width: bounds.width, height: bounds.height)
        return referencePlacements(children) { i in
            let s = children[i].sizeThatFits(offered)
            return ReferencePlacement(origin: CGPoint(x: bounds.minX + point.x - s.width / 2, y: bounds.minY + point.y - s.height / 2),
                                      proposal: offered)
        }
    }
}

/// `ScrollView` (§3.16), axis by axis: along a scroll axis the content is offered nil and the
/// scroll view is its proposal (the content's answer where that is nil); across, the content is
/// offered the proposal and the scroll view is the content's answer. Placed, the content is
/// offered the bounds' length across and nil along, and starts at the bounds' minimum along a
/// scroll axis and is centred across one (unless centring gives no number: an infinite content
/// in infinite bounds starts at the minimum). Spaced like a plain leaf.
struct ReferenceScrollView: ReferenceModel {
    let axes: Axis.Set

    func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        let offered = Along.unspecified(axes, in: p)
        let content = children.first.map { $0.sizeThatFits(offered) }
        func length(_ axis: Axis, proposed: CGFloat?, answered: CGFloat?) -> CGFloat {
            if scrolls(axis), let proposed { return proposed }
            return answered ?? 0
        }
        return CGSize(width: length(.horizontal, proposed: p.width, answered: content?.width),
                      height: length(.vertical, proposed: p.height, answered: content?.height))
    }

    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? {
        guard children.count == 1 else { return nil }
        return .reset(children[0], edges: .all)
    }

    var guides: ReferenceGuides.Rule? { .merged }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        let offered = Along.unspecified(axes, in: ProposedViewSize(width: bounds.width, height: bounds.height))
        return referencePlacements(children) { i in
            let s = children[i].sizeThatFits(offered)
            var origin = bounds.origin
            if !scrolls(.horizontal), (bounds.midX - s.width / 2).isFinite { origin.x = bounds.midX - s.width / 2 }
            if !scrolls(.vertical), (bounds.midY - s.height / 2).isFinite { origin.y = bounds.midY - s.height / 2 }
            return ReferencePlacement(origin: origin, proposal: offered)
        }
    }
}

/// `GeometryReader` (§3.17): the proposal, a nil length taken as 0; every child offered the
/// reader's size at its top-leading corner. Its spacing and guides are not restated: a plain
/// leaf's and none, which the engine cannot take from content built only when it is placed.
struct ReferenceGeometryReader: ReferenceModel {
    func size(_ p: ProposedViewSize, _ children: LayoutSubviews) -> CGSize {
        CGSize(width: p.width ?? 0, height: p.height ?? 0)
    }

    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?] {
        referencePlacements(children) { _ in ReferencePlacement(origin: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bounds.height)) }
    }
}
