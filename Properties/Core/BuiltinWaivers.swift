import Foundation
@_spi(Engine) import PlumbUI

/// Where SwiftUI's documented behaviour breaks a property, PlumbUI's built-ins are excused,
/// each as narrowly as the behaviour allows. Tests show each waiver is needed and each
/// still lets the property fail outside its case.
public enum BuiltinWaivers {
    /// Every built-in waiver. `size-agreement`'s containment half is `inside-bounds` with
    /// bounds from a fresh sizing, so the same documented behaviours excuse it.
    public static let all: [Waiver] = containment + containment.map { w in
        Waiver("size-agreement", reason: w.reason, when: w.applies)
    } + other

    /// A waiver for PlumbUI's own layouts only: a user's layout is never excused by what a
    /// built-in is documented to do, even when it describes itself like one.
    static func builtin(_ property: String, reason: String,
                        when applies: @escaping @Sendable (ContainerUnderTest, Violation) -> Bool) -> Waiver {
        Waiver(property, reason: reason) { c, v in c.probe.isBuiltin && applies(c, v) }
    }

    static let other: [Waiver] = [
        builtin("placed-once", reason: "ViewThatFits places only the child it chooses (§4)") { c, _ in
            c.conforms(to: .viewThatFits)
        },
    ]

    static let containment: [Waiver] = [
        builtin("inside-bounds", reason: "a frame smaller than its child lets the child overflow (§3.2, §3.3)") { c, v in
            c.conforms(to: .frame) && c.overflowExplains(v)
        },
        builtin("inside-bounds", reason: "explicit alignment guides (alignmentGuide, text baselines) may put a child anywhere relative to the point it is aligned to (§3.12)") { c, v in
            (c.conforms(to: .frame) || c.conforms(to: .secondaryContent) || c.probe.layout is GridLayout)
                && v.subview.map { c.subviewHasGuides($0) } == true
        },
        builtin("inside-bounds", reason: "in a ZStack, one child's explicit guides move the point every child is aligned to (§3.1, §3.12)") { c, _ in
            c.conforms(to: .zstack) && (0..<c.probe.subviewCount).contains { c.subviewHasGuides($0) }
        },
        builtin("inside-bounds", reason: "offset draws a view away from its frame by design") { c, _ in
            c.conforms(to: .offset)
        },
        builtin("inside-bounds", reason: "position puts its child's centre at a point, wherever that leaves the child (§3.15)") { c, _ in
            c.conforms(to: .position)
        },
        builtin("inside-bounds", reason: "a scroll view's content runs past its bounds along the scroll axes (that is what it scrolls), and across them when it answers larger than it is offered there (§3.16)") { c, v in
            guard c.conforms(to: .scrollView), let scroll = c.probe.layout as? DescribesScrollView, let frame = v.frame, let region = v.region else { return false }
            // Out only along axes it scrolls.
            let outOnlyAlongScrollAxes = [(Axis.horizontal, Axis.Set.horizontal), (.vertical, .vertical)].allSatisfy { axis, set in
                scroll.scrollAxes.contains(set) || !Containment.isOutside(frame, region, along: axis)
            }
            return outOnlyAlongScrollAxes || c.overflowExplains(v)
        },
        builtin("inside-bounds", reason: "GeometryReader content larger than the reader overflows it from its top-leading corner (§3.17)") { c, v in
            c.conforms(to: .geometryReader) && c.overflowExplains(v)
        },
        builtin("inside-bounds", reason: "overlay and background content larger than the primary view overflows it") { c, v in
            c.conforms(to: .secondaryContent) && (v.subview ?? 0) > 0 && c.overflowExplains(v)
        },
        builtin("inside-bounds", reason: "negative explicit spacing overlaps stack or grid children and can push them out (§2.1)") { c, _ in
            c.hasNegativeSpacing
        },
        builtin("inside-bounds", reason: "a stack proposed nil across its axis re-proposes its own length when placing, so children may answer larger than when it was sized (§2.5)") { c, _ in
            c.isStack && c.stackCrossProposalIsNil
        },
        builtin("inside-bounds", reason: "a ZStack re-proposes its final size to its children when placing them (§3.1); a child that then answers larger moves the point every child is aligned to") { c, v in
            c.conforms(to: .zstack)
                && (v.childExceedsItsProposal == true || (0..<c.probe.subviewCount).contains { c.subviewGrowsWhenReproposed($0) })
        },
        builtin("inside-bounds", reason: "a ZStack child below the top layout priority is aligned with the others but never sizes the stack (§3.1)") { c, v in
            c.conforms(to: .zstack) && v.subview.map { c.probe.subviewPriority($0) < c.topSubviewPriority } == true
        },
        builtin("inside-bounds", reason: "a grid cell that cannot shrink to its column or row overflows its cell (§6)") { c, v in
            c.probe.layout is GridLayout && c.overflowExplains(v)
        },
    ]
}

extension ContainerUnderTest {
    /// Whether a subview's containment violation `v` comes from the subview being larger than
    /// it could be held: it answered larger than it was proposed and would lie inside at its
    /// proposal (`childExceedsItsProposal`, judged in the property's own coordinates), or it is
    /// larger than the bounds or its grid cell. Either alone misses cases: a child centred in a
    /// smaller frame lies outside even at its proposal's size, and a child larger than the
    /// frame by just the tolerance is outside only once its edges are added to the origin.
    func overflowExplains(_ v: Violation) -> Bool {
        guard let i = v.subview else { return false }
        if v.childExceedsItsProposal == true || subviewOverflows(i) { return true }
        // Larger by less than the tolerance, yet out by more on one side (aligned to the
        // other): the overflow is still the child's excess size, and no more.
        guard let frame = v.frame, let region = v.region, frame.width > region.width || frame.height > region.height else { return false }
        return Containment.overflowIsItsExcess(frame, region)
    }

    /// Whether subview `i`, proposed what it was placed with, is larger than the container's
    /// bounds (or, in a grid, than any cell could hold it) on some axis.
    func subviewOverflows(_ i: Int) -> Bool {
        guard let p = placements[safe: i], let f = p.frame else { return false }
        let tolerance: CGFloat = 0.001
        return f.width > bounds.width + tolerance || f.height > bounds.height + tolerance || probe.layout is GridLayout && gridCellOverflow(p)
    }

    /// Whether a grid subview placed as `p` is larger than its cell: the rectangle it was
    /// proposed (a grid's placement proposal is the cell's size). Read from the subview's own
    /// placement, never found by comparing frames: a frame placed at a NaN origin (a grid
    /// centred in an infinite length) equals nothing, itself included.
    private func gridCellOverflow(_ p: ContainerProbe.SubviewPlacement) -> Bool {
        guard let f = p.frame, let cell = p.proposal else { return false }
        return f.width > (cell.width ?? .infinity) + 0.001 || f.height > (cell.height ?? .infinity) + 0.001
    }

    /// Whether subview `i`, proposed the container's final size when placed, answers larger on
    /// some axis than it did for the container's own proposal.
    func subviewGrowsWhenReproposed(_ i: Int) -> Bool {
        let sized = probe.subviewSize(i, proposal), placed = probe.subviewSize(i, ProposedViewSize(bounds.size))
        return placed.width > sized.width + 0.001 || placed.height > sized.height + 0.001
    }

    /// Whether subview `i` (or anything inside it) sets alignment guides explicitly.
    func subviewHasGuides(_ i: Int) -> Bool { probe.subviewMayHaveExplicitGuides(i) }

    /// Whether the container is a stack or grid given negative explicit spacing.
    var hasNegativeSpacing: Bool {
        if let s = stackDescription { return (s.spacing ?? 0) < 0 }
        if let g = probe.layout as? GridLayout { return (g.horizontalSpacing ?? 0) < 0 || (g.verticalSpacing ?? 0) < 0 }
        return false
    }

    /// Whether the container is (or describes itself as) an HStack or VStack.
    var isStack: Bool { stackDescription != nil }

    /// Whether a stack's proposal is nil across its axis.
    var stackCrossProposalIsNil: Bool {
        stackDescription?.axis == .horizontal ? proposal.height == nil : proposal.width == nil
    }

    /// The highest layout priority among the subviews.
    var topSubviewPriority: Double { (0..<probe.subviewCount).map(probe.subviewPriority).max() ?? 0 }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
