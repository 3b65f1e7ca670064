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

    static let other: [Waiver] = [
        Waiver("placed-once", reason: "ViewThatFits places only the child it chooses (§4)") { c, _ in
            c.kind == "ViewThatFits"
        },
    ]

    static let containment: [Waiver] = [
        Waiver("inside-bounds", reason: "a frame smaller than its child lets the child overflow (§3.2, §3.3)") { c, v in
            ["frame", "flexFrame"].contains(c.kind) && v.subview.map { c.subviewOverflows($0) } == true
        },
        Waiver("inside-bounds", reason: "explicit alignment guides (alignmentGuide, text baselines) may put a child anywhere relative to the point it is aligned to (§3.12)") { c, v in
            ["frame", "flexFrame", "overlay", "background", "Grid"].contains(c.kind) && v.subview.map { c.subviewHasGuides($0) } == true
        },
        Waiver("inside-bounds", reason: "in a ZStack, one child's explicit guides move the point every child is aligned to (§3.1, §3.12)") { c, _ in
            c.kind == "ZStack" && (0..<c.probe.subviewCount).contains { c.subviewHasGuides($0) }
        },
        Waiver.always("inside-bounds", kind: "offset", reason: "offset draws a view away from its frame by design"),
        Waiver("inside-bounds", reason: "overlay and background content larger than the primary view overflows it") { c, v in
            ["overlay", "background"].contains(c.kind) && v.subview.map { $0 > 0 && c.subviewOverflows($0) } == true
        },
        Waiver("inside-bounds", reason: "negative explicit spacing overlaps stack or grid children and can push them out (§2.1)") { c, _ in
            c.hasNegativeSpacing
        },
        Waiver("inside-bounds", reason: "a stack proposed nil across its axis re-proposes its own length when placing, so children may answer larger than when it was sized (§2.5)") { c, _ in
            c.isStack && c.stackCrossProposalIsNil
        },
        Waiver("inside-bounds", reason: "a ZStack re-proposes its final size to its children when placing them (§3.1); a child may answer larger than when the stack was sized") { c, v in
            c.kind == "ZStack" && v.subview.map { c.subviewGrowsWhenReproposed($0) } == true
        },
        Waiver("inside-bounds", reason: "a ZStack child below the top layout priority is aligned with the others but never sizes the stack (§3.1)") { c, v in
            c.kind == "ZStack" && v.subview.map { c.probe.subviewPriority($0) < c.topSubviewPriority } == true
        },
        Waiver("inside-bounds", reason: "a grid cell that cannot shrink to its column or row overflows its cell (§6)") { c, v in
            c.kind == "Grid" && v.subview.map { c.subviewOverflows($0) } == true
        },
    ]
}

extension ContainerUnderTest {
    /// Whether subview `i`, proposed what it was placed with, is larger than the container's
    /// bounds (or, in a grid, than any cell could hold it) on some axis.
    func subviewOverflows(_ i: Int) -> Bool {
        guard let p = probe.placeSubviews(in: bounds, proposal: proposal).placements[safe: i], let f = p.frame else { return false }
        let tolerance: CGFloat = 0.001
        return f.width > bounds.width + tolerance || f.height > bounds.height + tolerance || kind == "Grid" && gridCellOverflow(f)
    }

    private func gridCellOverflow(_ frame: CGRect) -> Bool {
        // A grid cell overflows its cell when it is larger than the cell rectangle it was
        // proposed (its placement proposal is the cell's size).
        probe.placeSubviews(in: bounds, proposal: proposal).placements.contains { p in
            guard let f = p.frame, f == frame, let cell = p.proposal else { return false }
            return f.width > (cell.width ?? .infinity) + 0.001 || f.height > (cell.height ?? .infinity) + 0.001
        }
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
        if let h = probe.layout as? HStackLayout { return (h.spacing ?? 0) < 0 }
        if let v = probe.layout as? VStackLayout { return (v.spacing ?? 0) < 0 }
        if let g = probe.layout as? GridLayout { return (g.horizontalSpacing ?? 0) < 0 || (g.verticalSpacing ?? 0) < 0 }
        return false
    }

    /// Whether the container is an HStack or VStack.
    var isStack: Bool { probe.layout is HStackLayout || probe.layout is VStackLayout }

    /// Whether a stack's proposal is nil across its axis.
    var stackCrossProposalIsNil: Bool {
        probe.layout is HStackLayout ? proposal.height == nil : proposal.width == nil
    }

    /// The highest layout priority among the subviews.
    var topSubviewPriority: Double { (0..<probe.subviewCount).map(probe.subviewPriority).max() ?? 0 }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
