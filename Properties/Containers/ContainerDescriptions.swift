import Foundation
@_spi(Engine) import PlumbUI

// The contracts themselves (`DescribesStack`, `DescribesGrid`, …) live in PlumbUI beside the
// layouts, which conform to them; here is how a container under test is read through them.

/// What properties read of one container, each computed once when first asked and then
/// shared: the contracts its layout conforms to (a cast from `any Layout` to a protocol costs a
/// conformance lookup, a tenth of a checked case when repeated per property) and its
/// placements re-run in its committed bounds.
final class ContainerMemo {
    let layout: any Layout
    let probe: ContainerProbe
    let bounds: CGRect, proposal: ProposedViewSize
    init(_ probe: ContainerProbe, bounds: CGRect, proposal: ProposedViewSize) {
        self.probe = probe; layout = probe.layout; self.bounds = bounds; self.proposal = proposal
    }

    /// The layout's answer to its committed proposal and what it asked of its subviews, asked
    /// again on its own cache once and read by every property that needs it (`deterministic`
    /// asks once more for itself).
    var sizing: (size: CGSize, queries: [ContainerProbe.Query]) {
        if sized == nil { sized = probe.sizeThatFits(proposal) }
        return sized!
    }
    /// The size alone (read by most properties: copying the pair would retain the queries too).
    var size: CGSize {
        if sized == nil { sized = probe.sizeThatFits(proposal) }
        return sized!.size
    }
    // One memo is used on one thread, and no access to these overlaps another: unchecked.
    @exclusivity(unchecked) private var sized: (size: CGSize, queries: [ContainerProbe.Query])?
    /// Its placements in its committed bounds and what that call asked of its subviews, asked
    /// once and shared likewise.
    var placing: (placements: [ContainerProbe.SubviewPlacement], queries: [ContainerProbe.Query]) {
        if placed == nil { placed = probe.placeSubviews(in: bounds, proposal: proposal) }
        return placed!
    }
    /// The placements alone (read by most properties, several times per container).
    var placements: [ContainerProbe.SubviewPlacement] {
        if placed == nil { placed = probe.placeSubviews(in: bounds, proposal: proposal) }
        return placed!.placements
    }
    @exclusivity(unchecked) private var placed: (placements: [ContainerProbe.SubviewPlacement], queries: [ContainerProbe.Query])?
    /// Its placements in its committed bounds moved by `translation` (same size and proposal),
    /// asked once: `translation-invariance` compares them with `placements`, and
    /// `size-agreement` reads them when these are the bounds it would place in.
    lazy var movedPlacements: [ContainerProbe.SubviewPlacement] = probe.placements(in: movedBounds, proposal: proposal)
    /// The committed bounds moved by `translation`.
    var movedBounds: CGRect {
        // Built directly: `offsetBy` would standardize bounds of negative size and move them.
        CGRect(origin: CGPoint(x: bounds.origin.x + Self.translation.x, y: bounds.origin.y + Self.translation.y), size: bounds.size)
    }
    /// How far `movedPlacements` moves the bounds: fractional, so a layout that rounds
    /// positions shows it.
    static let translation = CGPoint(x: 37.25, y: -19.5)
    /// The spacing preferences the container reports, asked once.
    lazy var spacing: ViewSpacing = probe.spacing()
    /// The explicit guides the container reports its parent at its committed size and proposal,
    /// in the order of `ReferenceGuides.horizontal` and `.vertical`, asked once for the two
    /// properties that read them.
    lazy var reportedGuides: (horizontal: [CGFloat?], vertical: [CGFloat?]) = (
        ReferenceGuides.horizontal.map { probe.explicitAlignment($0, size: bounds.size, proposal: proposal) },
        ReferenceGuides.vertical.map { probe.explicitAlignment($0, size: bounds.size, proposal: proposal) }
    )
    /// A grid's tracks and cells in the committed bounds, read by three grid properties.
    /// (The built-in Grid's is its reference model's, which then works the tracks out once for
    /// both.)
    lazy var gridDescription: GridDescription? = (reference as? ReferenceGrid)?.description(in: bounds, proposal: proposal, subviews: probe.subviews)
        ?? grid?.gridDescription(in: bounds, proposal: proposal, subviews: probe.subviews)

    /// The contracts the layout's type has: a cast is tried only for these.
    var contracts: LayoutContractSet {
        if let known = storedContracts { return known }
        let found = LayoutContractSet.of(type(of: layout))
        storedContracts = found
        return found
    }
    /// The contracts properties hold the container to: its own, and for PlumbUI's own layouts
    /// `.reproducesBuiltin` (`LayoutProperty.contracts`).
    var contractsHeldTo: LayoutContractSet {
        if let known = storedContractsHeldTo { return known }
        let found = LayoutContractSet.heldTo(type(of: layout)) ?? contracts
        storedContractsHeldTo = found
        return found
    }
    var stack: StackDescription? {
        if let known = storedStack { return known }
        let found = contracts.contains(.stack) ? (layout as? DescribesStack)?.stackDescription : nil
        storedStack = .some(found)
        return found
    }
    lazy var fitAxes: Axis.Set? = contracts.contains(.viewThatFits) ? (layout as? DescribesViewThatFits)?.fitAxes : nil
    var frame: FrameDescription? {
        if let known = storedFrame { return known }
        let found = contracts.contains(.frame) ? (layout as? DescribesFrame)?.frameDescription : nil
        storedFrame = .some(found)
        return found
    }
    lazy var padding: EdgeInsets? = contracts.contains(.padding) ? (layout as? DescribesPadding)?.paddingInsets : nil
    lazy var zstack: Alignment? = contracts.contains(.zstack) ? (layout as? DescribesZStack)?.zstackAlignment : nil
    // Read once or twice, and only of the containers that have the contract: cast when read
    // (kept, an optional existential costs more to free with the memo than to cast again).
    var grid: (any DescribesGrid)? { contracts.contains(.grid) ? layout as? DescribesGrid : nil }
    var spacer: (any DescribesSpacer)? { contracts.contains(.spacer) ? layout as? DescribesSpacer : nil }
    var divider: (any DescribesDivider)? { contracts.contains(.divider) ? layout as? DescribesDivider : nil }
    var text: (any DescribesText)? { contracts.contains(.text) ? layout as? DescribesText : nil }
    var shape: ShapeSizing? { contracts.contains(.shape) ? (layout as? DescribesShape)?.shapeSizing : nil }
    lazy var secondaryAlignment: Alignment? =
        contracts.contains(.secondaryContent) ? (layout as? DescribesSecondaryContent)?.secondaryAlignment : nil
    var reference: ReferenceModel? {
        if let known = storedReference { return known }
        let made = makeReferenceModel()
        storedReference = .some(made)
        return made
    }
    // The most read descriptions above, once found: stored by hand rather than `lazy`, which
    // takes no `@exclusivity` attribute (unchecked for the reason `sized` is).
    @exclusivity(unchecked) private var storedContracts: LayoutContractSet?
    @exclusivity(unchecked) private var storedContractsHeldTo: LayoutContractSet?
    @exclusivity(unchecked) private var storedStack: StackDescription??
    @exclusivity(unchecked) private var storedFrame: FrameDescription??
    @exclusivity(unchecked) private var storedReference: ReferenceModel??
    /// The built-in this container acted as for its proposal and bounds, if any (see
    /// `ContainerUnderTest.actingBuiltin`); computed only when a violation is not waived.
    var actingBuiltin: ContainerUnderTest??
}

extension ContainerUnderTest {
    /// Whether the container's layout type conforms to `contract`'s protocol (looked up once
    /// per type: a cast to a protocol costs a conformance lookup each time).
    func conforms(to contract: LayoutContractSet) -> Bool { memo.contracts.contains(contract) }

    /// The container's stack description, if it is (or describes itself as) a stack.
    var stackDescription: StackDescription? { memo.stack }

    /// The axes a ViewThatFits-like container fits along, if it is one.
    var fitAxes: Axis.Set? { memo.fitAxes }

    /// The committed placements, re-run through the probe (same bounds and proposal) once and
    /// shared by every property that reads them.
    var placements: [ContainerProbe.SubviewPlacement] { memo.placements }

    /// The layout's answer to the committed proposal (asked once, shared).
    var size: CGSize { memo.size }

    /// The first placed child whose alignment point (`point`, from its frame and dimensions)
    /// is away from the first child's by more than a relative 1e-6: the reference child and
    /// point, the offender and its point, and the tolerance. Children with an infinite frame
    /// or point are skipped.
    func firstOffReference(_ point: (CGRect, ViewDimensions) -> CGPoint)
        -> (reference: (Int, CGPoint), offender: (Int, CGPoint), tolerance: CGFloat)? {
        var reference: (Int, CGPoint)?
        for (i, p) in placements.enumerated() {
            guard let f = p.frame, let proposal = p.proposal, f.width.isFinite, f.height.isFinite else { continue }
            let q = point(f, probe.subviewDimensions(i, proposal))
            guard q.x.isFinite, q.y.isFinite else { continue }
            guard let (first, at) = reference else { reference = (i, q); continue }
            let tolerance: CGFloat = 1e-6 * max(1, abs(at.x), abs(at.y))
            if abs(q.x - at.x) > tolerance || abs(q.y - at.y) > tolerance { return ((first, at), (i, q), tolerance) }
        }
        return nil
    }
}
