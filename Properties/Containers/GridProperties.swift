import Foundation
@_spi(Engine) import PlumbUI

extension ContainerUnderTest {
    /// The grid's description: a third-party grid's own, the built-in Grid's from Plumb's
    /// reference model of the Grid rules (`GridLayout+DescribesGrid`), never the engine's solver.
    var gridDescription: GridDescription? { memo.gridDescription }
}

extension LayoutProperty {
    /// `grid-cell-alignment`: each cell sits in its cell rectangle where its alignment puts it:
    /// its guide on the rectangle's guide (so columns line up across rows and `gridColumnAlignment`
    /// holds), or its anchor point on the rectangle's.
    public static let gridCellAlignment = LayoutProperty(
        id: "grid-cell-alignment",
        statement: "Grid cells line up by column and row alignment (or their anchor) within their cell, so columns align across rows.",
        contracts: .grid
    ) { c in
        guard c.hasFiniteBounds, let g = c.gridDescription else { return [] }
        let placed = c.placements
        for cell in g.cells {
            guard let p = placed[safe: cell.subview], let f = p.frame, let proposal = p.proposal,
                  f.width.isFinite, f.height.isFinite else { continue }
            let r = g.rect(cell)
            let expected: CGPoint
            if let a = cell.anchor {
                expected = CGPoint(x: r.minX + a.x * (r.size.width - f.size.width), y: r.minY + a.y * (r.size.height - f.size.height))
            } else {
                let d = c.probe.subviewDimensions(cell.subview, proposal)
                let frame = ViewDimensions.plain(r.size)
                expected = CGPoint(x: r.minX + frame[cell.alignment.horizontal] - d[cell.alignment.horizontal],
                                   y: r.minY + frame[cell.alignment.vertical] - d[cell.alignment.vertical])
            }
            let tolerance = 1e-6 * max(1, abs(expected.x), abs(expected.y))
            guard expected.x.isFinite, expected.y.isFinite else { continue }
            if abs(f.origin.x - expected.x) > tolerance || abs(f.origin.y - expected.y) > tolerance {
                // A built-in grid's cell rectangles are the reference model's: not judged where
                // a subview amplifies the last bits the two computations may differ in. (A
                // third-party grid describes itself, and is judged as ever.)
                if c.probe.isBuiltin && c.subviewsAmplifyRounding { return [] }
                return [c.violation("grid-cell-alignment", subview: cell.subview,
                                    expected: "at (\(Describe.number(expected.x)), \(Describe.number(expected.y))) in cell \(Describe.rect(r))",
                                    actual: Describe.rect(f), tolerance: Double(tolerance))]
            }
        }
        return []
    }

    /// `grid-spans`: a spanning cell is offered exactly its spanned columns plus the gaps
    /// between them (a full-width row the whole grid's width), unless it answers exactly its
    /// slot to the proposal it is given: SwiftUI then places it with the proposal it was sized
    /// with.
    public static let gridSpans = LayoutProperty(
        id: "grid-spans",
        statement: "Spanning cells get their spanned columns plus the gaps between them (or a proposal they fill their slot at); full-width rows span all columns.",
        contracts: .grid
    ) { c in
        guard c.hasFiniteBounds, let g = c.gridDescription, !g.columns.isEmpty else { return [] }
        let placed = c.placements
        for cell in g.cells where cell.span > 1 || cell.isFullWidth {
            guard let proposal = placed[safe: cell.subview]?.proposal else { continue }
            let width = proposal.width ?? .nan
            let slot = g.rect(cell).size
            let gridWidth = g.columns.last!.start + g.columns.last!.length - g.columns[0].start
            let tolerance = 1e-6 * max(1, abs(slot.width)), heightTolerance = 1e-6 * max(1, abs(slot.height))
            let answer = c.probe.subviewDimensions(cell.subview, proposal)
            let fillsSlot = abs(answer.width - slot.width) <= tolerance && abs(answer.height - slot.height) <= heightTolerance
            if !(abs(width - slot.width) <= tolerance || fillsSlot) || cell.isFullWidth && abs(slot.width - gridWidth) > tolerance {
                if c.probe.isBuiltin && c.subviewsAmplifyRounding { return [] }
                return [c.violation("grid-spans", subview: cell.subview, expected: "offered \(Describe.number(slot.width)) wide",
                                    actual: "offered \(Describe.proposal(proposal)), answering \(Describe.size(CGSize(width: answer.width, height: answer.height)))",
                                    tolerance: Double(tolerance))]
            }
        }
        return []
    }

    /// `grid-tracks-disjoint`: columns do not overlap each other, nor rows (with non-negative spacing).
    public static let gridTracksDisjoint = LayoutProperty(
        id: "grid-tracks-disjoint", statement: "A grid's columns and rows are disjoint.",
        contracts: .grid
    ) { c in
        guard let g = c.gridDescription else { return [] }
        for (name, tracks) in [("column", g.columns), ("row", g.rows)] {
            for (i, (a, b)) in zip(tracks, tracks.dropFirst()).enumerated()
            where a.length >= 0 && a.start.isFinite && b.start.isFinite && b.start < a.start + a.length - 0.001 {
                if let grid = c.probe.layout as? GridLayout, ((name == "column" ? grid.horizontalSpacing : grid.verticalSpacing) ?? 0) < 0 {
                    continue  // negative spacing overlaps tracks by design (§2.1)
                }
                return [c.violation("grid-tracks-disjoint", expected: "\(name) \(i + 1) starting at or after \(Describe.number(a.start + a.length))",
                                    actual: Describe.number(b.start), tolerance: 0.001)]
            }
        }
        return []
    }
}
