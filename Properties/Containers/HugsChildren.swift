import Foundation
@_spi(Engine) import PlumbUI

extension LayoutTrait {
    /// The layout's bounds are exactly the union of its placed subviews: no empty margin on any
    /// side (flow and tag-cloud layouts that size to their content).
    public static let hugsChildren = LayoutTrait("hugs-children")
}

extension LayoutProperty {
    /// `hugs-children`: for layouts that declare `.hugsChildren`, the union of the placed
    /// subviews' frames is the bounds (tolerance 0.001 pt), so there is no empty row or column
    /// at any edge; without subviews, the size is zero. Subviews the layout hides (declared)
    /// outside its bounds take no part. Frames of negative or non-finite size are other
    /// properties' concern and make this one check nothing.
    ///
    /// A third-party layout that declares nothing is held to it along each axis it was offered
    /// no length on (nil: its ideal size, where a flow or a row sizes to its content), as the
    /// variant "undeclared, at its ideal size": a warning (`Violation.isInferred`), since a
    /// layout may keep a margin there by design, with the declaration that makes it an error.
    public static let hugsChildren = LayoutProperty(
        id: "hugs-children",
        statement: "A layout that declares it hugs its children (or, undeclared, at its ideal size) has bounds equal to the union of their frames: no empty margin.",
        scope: .traitOrInferred(.hugsChildren)
    ) { c in
        let declared = c.traits.contains(.hugsChildren)
        guard declared || !c.probe.isBuiltin else { return [] }
        let axes = declared ? (horizontal: true, vertical: true) : (horizontal: c.proposal.width == nil, vertical: c.proposal.height == nil)
        guard axes.horizontal || axes.vertical else { return [] }
        let tolerance: CGFloat = 0.001
        guard c.hasFiniteBounds else { return [] }
        // A subview the layout hides (declared) takes no part where it lies outside; inside, it
        // cannot be told from a shown empty subview (`Text("")` placed at its 0×0 ideal size),
        // which may mark an edge.
        let shown = c.placements.filter { p in !c.isHidden(p) || p.frame.map { !Containment.isOutside($0, c.bounds) } == true }
        let frames = shown.compactMap(\.frame)
        guard frames.allSatisfy({ $0.width >= 0 && $0.height >= 0 && $0.minX.isFinite && $0.minY.isFinite
                                  && $0.maxX.isFinite && $0.maxY.isFinite }) else { return [] }
        guard let first = frames.first else {
            // Undeclared, an empty layout's size is its own affair (a minimum, a placeholder).
            if declared && (c.bounds.width > tolerance || c.bounds.height > tolerance) {
                return [c.violation("hugs-children", expected: "a zero size without subviews", actual: Describe.size(c.bounds.size))]
            }
            return []
        }
        func mismatch(_ union: CGRect) -> (edge: String, gap: CGFloat)? {
            let vertical = [("top", union.minY - c.bounds.minY), ("bottom", c.bounds.maxY - union.maxY)]
            let horizontal = [("leading", union.minX - c.bounds.minX), ("trailing", c.bounds.maxX - union.maxX)]
            if declared { return (vertical + horizontal).first(where: { abs($0.1) > tolerance }) }
            // Undeclared, only a margin at the far edge of content flush with the near one is a
            // sign (a row or a flow sized too large): margins on both sides are a design (a
            // ring, a centred or padded layout), and a subview beyond the bounds is inside-bounds'.
            func farMargin(_ edges: [(String, CGFloat)]) -> (String, CGFloat)? {
                abs(edges[0].1) <= tolerance && edges[1].1 > tolerance ? edges[1] : nil
            }
            return (axes.vertical ? farMargin(vertical) : nil) ?? (axes.horizontal ? farMargin(horizontal) : nil)
        }
        let union = frames.dropFirst().reduce(first) { $0.union($1) }
        guard let (edge, gap) = mismatch(union) else { return [] }
        if !declared {
            // Zero-sized content marks no edge to be flush with; content past the bounds on any
            // side is no hugging layout's (a ring), and inside-bounds' concern if wrong.
            if axes.horizontal && union.width <= tolerance || axes.vertical && union.height <= tolerance { return [] }
            if union.minX < c.bounds.minX - tolerance || union.minY < c.bounds.minY - tolerance
                || union.maxX > c.bounds.maxX + tolerance || union.maxY > c.bounds.maxY + tolerance { return [] }
            // A subview that answered smaller than it was offered (a Text offered an equal
            // width, a frame narrower than its ideal width) leaves a margin the layout did not
            // make: had each taken its proposal, would there be none?
            let offered = shown.compactMap { $0.frame(takingProposalWhere: { _, _ in true }) }
            if offered.count == frames.count, let head = offered.first,
               mismatch(offered.dropFirst().reduce(head) { $0.union($1) }) == nil { return [] }
        }
        var v = c.violation("hugs-children", expected: "bounds \(Describe.rect(c.bounds)) equal to the subviews' union",
                            actual: "union \(Describe.rect(union)): \(gap > 0 ? "an empty margin" : "an overflow") of \(Describe.number(abs(gap))) at the \(edge)",
                            tolerance: Double(tolerance))
        v.frame = union; v.region = c.bounds
        if !declared { v.variant = LayoutProperty.undeclaredHugsVariant; v.isInferred = true }
        let deviation = PixelSnap.margins(of: union, in: c.bounds, tolerance: tolerance)
        if let scale = PixelSnap.scale(explaining: deviation, in: c, bounds: c.bounds, proposal: c.proposal) {
            v.pixelSnapScale = Double(scale)
        } else if !Containment.isOutside(union, c.bounds),
                  let scale = PixelSnap.sizeScale(explaining: deviation, in: c, region: c.bounds, proposal: c.proposal) {
            // Only an empty margin: the layout rounded its size up.
            v.pixelSnapScale = Double(scale)
            v.pixelSnapRoundsSize = true
        }
        let oversized = c.placements.indices.filter { !c.isHidden(c.placements[$0]) && c.placements[$0].answeredLargerThanProposed }
        if !oversized.isEmpty { v.oversizedSubviews = oversized }
        // Had every subview taken its proposal, would the union be the bounds? Then a child that
        // answered larger than proposed made the overflow (`childExceedsItsProposal`).
        let atProposal = shown.compactMap(\.frameAtProposal)
        if gap < 0, atProposal.count == frames.count, let head = atProposal.first,
           case let proposed = atProposal.dropFirst().reduce(head, { $0.union($1) }), proposed != union, mismatch(proposed) == nil {
            v.childExceedsItsProposal = true
            v.actual += "; had each subview taken its proposal, the union would be the bounds"
        }
        return [v]
    }
}

extension LayoutProperty {
    /// The variant of `hugs-children` a layout that declares nothing is held to.
    public static let undeclaredHugsVariant = "undeclared, at its ideal size"
}
