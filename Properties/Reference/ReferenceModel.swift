import Foundation
@_spi(Engine) import PlumbUI

// A plain reference model of PlumbUI's built-in layouts, written again from the documented
// rules (Docs/Semantics.md) and checked against the engine on every generated case.
//
// It is an independent oracle: it shares no code, cache or helper with the engine's layouts.
// It sees a container's children only through their own answers (`LayoutSubview` sizes,
// dimensions, priorities and spacing preferences, the last read out as plain entries), and the
// container only through what its contract says (`DescribesStack`, `DescribesFrame`, …: the
// parameters as written). The distance between two views' spacing, the spacing and explicit
// guides a container reports and the guides' defaults are restated too (`ReferenceSpacing`,
// `ReferenceGuides`), not asked of the engine. So a mistake in one built-in's algorithm shows
// as a disagreement at that container, whatever its children do.

/// How one built-in lays out, from its parameters and its children's answers.
protocol ReferenceModel {
    /// The container's size for `proposal`.
    func size(_ proposal: ProposedViewSize, _ children: LayoutSubviews) -> CGSize
    /// Where each child goes (nil: not placed) for `proposal` in `bounds`.
    func placements(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: LayoutSubviews) -> [ReferencePlacement?]
    /// The container's spacing preferences from its children's (§2.6), or nil where the rules
    /// say nothing of them.
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing?

    /// As `spacing(_:)`, for a container whose spacing depends on its children's priorities
    /// (`priorities[i]` is child i's); by default the priorities do not matter.
    func spacing(_ children: [ReferenceSpacing], priorities: [Double]) -> ReferenceSpacing?

    /// How the container reports explicit guides (`ReferenceGuides`), or nil where the rules
    /// say nothing of them.
    var guides: ReferenceGuides.Rule? { get }
}

extension ReferenceModel {
    func spacing(_ children: [ReferenceSpacing]) -> ReferenceSpacing? { nil }
    func spacing(_ children: [ReferenceSpacing], priorities: [Double]) -> ReferenceSpacing? { spacing(children) }
    var guides: ReferenceGuides.Rule? { nil }
}

/// Where the model puts one child: its origin and the proposal it is placed with.
struct ReferencePlacement {
    var origin: CGPoint
    var proposal: ProposedViewSize
}

/// One placement per child, `place(i)` for child `i` (appended: `map` looks the array's type up
/// at run time on every call, and every container's placements are modelled).
func referencePlacements(_ children: LayoutSubviews, _ place: (Int) -> ReferencePlacement?) -> [ReferencePlacement?] {
    var placements: [ReferencePlacement?] = []
    placements.reserveCapacity(children.count)
    for i in 0..<children.count { placements.append(place(i)) }
    return placements
}

/// The model's and the engine's numbers agree: equal, both NaN, or within a relative 1e-6
/// (the two add the same lengths in different orders).
enum Close {
    static let relativeTolerance = 1e-6
    static func value(_ a: CGFloat, _ b: CGFloat) -> Bool {
        if a == b || (a.isNaN && b.isNaN) { return true }
        guard a.isFinite, b.isFinite else { return false }
        return abs(a - b) <= CGFloat(relativeTolerance) * Swift.max(1, abs(a), abs(b))
    }
    static func value(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return value(a, b)
    }
    static func size(_ a: CGSize, _ b: CGSize) -> Bool { value(a.width, b.width) && value(a.height, b.height) }
    static func point(_ a: CGPoint, _ b: CGPoint) -> Bool { value(a.x, b.x) && value(a.y, b.y) }
    static func proposal(_ a: ProposedViewSize, _ b: ProposedViewSize) -> Bool { value(a.width, b.width) && value(a.height, b.height) }
    static func describe(_ p: CGPoint) -> String { "(\(Describe.number(p.x)), \(Describe.number(p.y)))" }
}

/// Lengths along an axis, without the engine's axis helpers.
enum Along {
    /// `p` with nil on `axes`: the ideal there, the proposal elsewhere (what fixedSize,
    /// ViewThatFits's fitting test and a scroll view offer).
    static func unspecified(_ axes: Axis.Set, in p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }
    static func major(_ p: ProposedViewSize, _ axis: Axis) -> CGFloat? { axis == .horizontal ? p.width : p.height }
    static func minor(_ p: ProposedViewSize, _ axis: Axis) -> CGFloat? { axis == .horizontal ? p.height : p.width }
    static func major(_ s: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? s.width : s.height }
    static func minor(_ s: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? s.height : s.width }
    static func proposal(major: CGFloat?, minor: CGFloat?, _ axis: Axis) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
    static func size(major: CGFloat, minor: CGFloat, _ axis: Axis) -> CGSize {
        axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
    static func point(major: CGFloat, minor: CGFloat, _ axis: Axis) -> CGPoint {
        axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
    }
}

/// The stacks' fitting order (§2.2): less flexible first, flexibility being the answer to ∞
/// less the answer to 0, never below 0; a child answering ∞ to ∞ is more flexible than any
/// other, and of two such the larger minimum goes first. Stable: equal children keep
/// declaration order.
func referenceFittingOrder(_ items: [Int], minimum: (Int) -> CGFloat, maximum: (Int) -> CGFloat) -> [Int] {
    func before(_ a: Int, _ b: Int) -> Bool {
        let greedyA = maximum(a) == .infinity, greedyB = maximum(b) == .infinity
        if greedyA != greedyB { return greedyB }
        if greedyA { return minimum(a) > minimum(b) }
        return max(maximum(a) - minimum(a), 0) < max(maximum(b) - minimum(b), 0)
    }
    var sorted: [Int] = []
    for item in items {
        // Insert after every element it does not come before: a stable insertion sort.
        var at = sorted.count
        while at > 0 && before(item, sorted[at - 1]) { at -= 1 }
        sorted.insert(item, at: at)
    }
    return sorted
}

/// A child aligned in `bounds` by `alignment`: its guides on the bounds' default guides.
func referenceAligned(_ d: ViewDimensions, in bounds: CGRect, _ alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions.plain(bounds.size)
    return CGPoint(x: bounds.minX + ReferenceGuides.value(alignment.horizontal, in: frame) - ReferenceGuides.value(alignment.horizontal, in: d),
                   y: bounds.minY + ReferenceGuides.value(alignment.vertical, in: frame) - ReferenceGuides.value(alignment.vertical, in: d))
}

extension ContainerUnderTest {
    /// The reference model of a built-in container (or of a layout promising to reproduce one),
    /// from its contract; nil for other layouts (one that merely resembles a built-in need not
    /// match it to the point). Made once per container.
    var referenceModel: ReferenceModel? { memo.reference }
}

extension ContainerMemo {
    /// The model for the first contract the layout has, in this order (a layout with several
    /// is read through the first).
    func makeReferenceModel() -> ReferenceModel? {
        guard probe.isBuiltin || contracts.contains(.reproducesBuiltin) else { return nil }
        if let stack { return ReferenceStack(stack) }
        if let zstack { return ReferenceZStack(alignment: zstack) }
        if let frame { return frame.isFlexible ? ReferenceFlexibleFrame(frame) : ReferenceFixedFrame(frame) }
        if let padding { return ReferencePadding(insets: padding) }
        if contracts.contains(.fixedSize), let f = layout as? DescribesFixedSize { return ReferenceFixedSize(axes: f.fixedAxes) }
        if contracts.contains(.offset), let o = layout as? DescribesOffset { return ReferenceOffset(offset: o.offset) }
        if let secondaryAlignment { return ReferenceSecondaryContent(alignment: secondaryAlignment) }
        if contracts.contains(.aspectRatio), let a = layout as? DescribesAspectRatio {
            return ReferenceAspectRatio(ratio: a.aspectRatio, fills: a.contentMode == .fill)
        }
        if contracts.contains(.position), let p = layout as? DescribesPosition { return ReferencePosition(point: p.position) }
        if contracts.contains(.scrollView), let s = layout as? DescribesScrollView { return ReferenceScrollView(axes: s.scrollAxes) }
        if contracts.contains(.geometryReader) { return ReferenceGeometryReader() }
        if let fitAxes { return ReferenceViewThatFits(axes: fitAxes) }
        if let grid = layout as? GridLayout { return ReferenceGrid(grid) }
        return nil
    }
}

/// The proposals parents probe a container with: minimum, maximum, ideal.
private let referenceProbeProposals: [ProposedViewSize] = [.zero, .infinity, .unspecified]

extension LayoutProperty {
    /// `reference-model`: every built-in container answers, places its children and reports its
    /// spacing and explicit guides as a plain reference model of the documented rules says,
    /// from the children's own answers.
    public static let referenceModel = LayoutProperty(
        id: "reference-model",
        statement: "A built-in container sizes itself, places its children and reports its spacing and alignment guides as the documented rules say (an independent reference model).",
        contracts: .reproducesBuiltin
    ) { c in
        guard let model = c.referenceModel else { return [] }
        let children = c.probe.subviews
        // The model adds the same lengths as the engine in another order; where a child answers
        // proposals that differ only in the last bits with different sizes (text offered 0 or
        // 1e-16: nothing, or its widest glyph), the two may rightly disagree: not judged.
        // Its committed proposal, then the probes parents send (minimum, maximum, ideal) that
        // it is not (without building a list of them for every container).
        for k in 0...referenceProbeProposals.count {
            let p = k == 0 ? c.proposal : referenceProbeProposals[k - 1]
            if k > 0 && p == c.proposal { continue }
            let expected = model.size(p, children), actual = k == 0 ? c.size : c.probe.size(for: p)
            if !Close.size(expected, actual) {
                if c.subviewsAmplifyRounding { return [] }
                return [c.violation("reference-model", call: "sizeThatFits", expected: "a size of \(Describe.size(expected)) for \(Describe.proposal(p))",
                                    actual: Describe.size(actual), tolerance: Close.relativeTolerance)]
            }
        }
        let expected = model.placements(in: c.bounds, c.proposal, children)
        let actual = c.placements
        func disagreement(_ i: Int) -> Violation? {
            let placed = actual[i], reference = expected[safe: i] ?? nil
            switch (reference, placed.frame, placed.proposal) {
            case (nil, nil, _): return nil
            case (nil, let frame?, _):
                return c.violation("reference-model", subview: i, call: "placeSubviews", expected: "not placed", actual: "placed at \(Describe.rect(frame))")
            case (let r?, nil, _), (let r?, _, nil):
                return c.violation("reference-model", subview: i, call: "placeSubviews", expected: "placed at \(Close.describe(r.origin))", actual: "not placed")
            case (let r?, let frame?, let proposal?):
                guard !Close.point(r.origin, frame.origin) || !Close.proposal(r.proposal, proposal) else { return nil }
                return c.violation("reference-model", subview: i, call: "placeSubviews",
                                   expected: "placed at \(Close.describe(r.origin)) proposed \(Describe.proposal(r.proposal))",
                                   actual: "at \(Close.describe(frame.origin)) proposed \(Describe.proposal(proposal))",
                                   tolerance: Close.relativeTolerance)
            }
        }
        // A plain loop: a lazy map would keep `disagreement`, and the container it captures
        // would be copied out with it.
        for i in actual.indices { if let first = disagreement(i) { return c.subviewsAmplifyRounding ? [] : [first] } }
        if let v = c.spacingDisagreement(with: model) { return [v] }
        if let v = c.guideDisagreement(with: model) { return c.subviewsAmplifyRounding ? [] : [v] }
        return []
    }
}
