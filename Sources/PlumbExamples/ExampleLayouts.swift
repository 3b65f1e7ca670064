import Plumb
import PlumbProperties

/// The in-house example layouts, registered for generation, with what each is expected to do.
public enum ExampleLayouts {
    /// Correct layouts: every property must hold (with `waivers`).
    public static let correct = ["EqualWidthHStack", "EqualHeightVStack", "RadialLayout", "FlowLayout", "MasonryLayout",
                                 "CachedGridLayout", "EvenRow", "EvenColumn", "PriorityRow", "SpacedRow", "ResponsiveGrid",
                                 "ConfigurableRow"]

    /// Broken layouts and the property each is built to break.
    public static let broken: [(layout: String, property: String)] = [
        ("BrokenFlowIgnoresBoundsOrigin", "translation-invariance"),
        ("BrokenEqualWidthDividesByCount", "finite-geometry"),
        ("BrokenStackProposesNegativeWidths", "valid-child-proposals"),
        ("BrokenRadialKeepsState", "cache-consistency"),
        ("BrokenStackSkipsLastSubview", "placed-once"),
        ("BrokenMasonryNaNForUnspecified", "finite-geometry"),
        ("BrokenStackNegativeSize", "non-negative-size"),
        ("BrokenFlowCountsCalls", "deterministic"),
        ("BrokenStackPlacesOutside", "inside-bounds"),
        ("BrokenRowSizesOneWayPlacesAnother", "size-agreement"),
        ("BrokenAlignmentInfinite", "finite-spacing-and-alignment"),
        ("BrokenHStack.reversedOrder", "stack-order"),
        ("BrokenHStack.overlapping", "stack-no-overlap"),
        ("BrokenHStack.ignoresSpacing", "stack-gaps"),
        ("BrokenHStack.misaligned", "stack-alignment"),
        ("BrokenHStack.wrongExtent", "stack-extent"),
        ("BrokenEqualWidthUsesIdealWidths", "equal-widths"),
        ("BrokenEqualHeightUsesIdealHeights", "equal-heights"),
        ("BrokenViewThatFitsPicksLast", "view-that-fits"),
        ("BrokenFixedFrame", "frame-size"),
        ("BrokenPadding", "padding-insets"),
        ("BrokenZStack", "zstack-alignment"),
        ("BrokenSpacer", "spacer-min-length"),
        ("BrokenLabel", "text-wrapping"),
        ("BrokenDivider", "divider-thickness"),
        ("BrokenSwatch", "leaf-sizing"),
        ("BrokenEvenRowConstantGap", "scale-invariance"),
        ("BrokenEvenRowTransposed", "transpose-symmetry"),
        ("BrokenGrid.offsetCells", "grid-cell-alignment"),
        ("BrokenGrid.narrowSpan", "grid-spans"),
        ("BrokenGrid.overlappingColumns", "grid-tracks-disjoint"),
        ("BrokenFrameAlignment", "frame-alignment"),
        ("BrokenOverlayAlignment", "secondary-alignment"),
        ("BrokenStackReplica", "reference-model"),
        ("BrokenJustifiedRow", "no-overlap"),
        ("BrokenFlowDropsOverwide", "placed-once"),
        ("BrokenLabeledValueRow", "inside-bounds"),
        ("BrokenFlowCentersInProposal", "finite-geometry"),
        ("BrokenRowOffersRemainder", "valid-child-proposals"),
        ("BrokenFlowReusesRows", "cache-consistency"),
        ("BrokenRowStaleCache", "cache-update"),
        ("BrokenRowPlacesWhileSizing", "no-place-while-sizing"),
        ("BrokenFlowLeadingGap", "hugs-children"),
        ("BrokenFlowAlignsByIdealHeight", "inside-bounds"),
        ("BrokenPriorityRow", "inside-bounds"),
        ("BrokenFlowFallbackWidth", "ideal-size"),
        ("BrokenRowGreatestFiniteWidth", "finite-geometry"),
        ("BrokenRadialCachesRadius", "cache-consistency"),
        ("BrokenRowSizedByWidest", "hugs-children"),
    ]

    /// Broken layouts whose bug random cases almost never reach, and the property each breaks:
    /// coverage guidance is measured on them (`Scripts/reach-benchmark`). Not in `broken`,
    /// whose every entry a 1,000-case seeded run must break.
    public static let beyondRandom: [(layout: String, property: String)] = [
        ("BrokenKeypadRow", "placed-once"),
        ("BrokenFeaturedTileRow", "inside-bounds"),
        ("BrokenChipAreaFallback", "inside-bounds"),
    ]

    /// Broken layouts that trap or never return, and the property (`crash` or `hang`) each
    /// fails. Only ever run isolated.
    public static let crashing: [(layout: String, property: String)] = [
        ("BrokenTrapsOnEmpty", "crash"),
        ("BrokenTrapsOnUnspecifiedProposal", "crash"),
        ("BrokenLoopsForever", "hang"),
        ("BrokenHoardsMemory", "memory"),
        ("BrokenResponsiveGrid", "crash"),
    ]

    /// A radial layout centres children on its circle, so they may reach past small bounds.
    public static let radialWaiver = Waiver.always("inside-bounds", for: RadialLayout.self,
                                                   reason: "children are centred on the circle and may reach past its bounds")
    public static let radialSizeWaiver = Waiver.always("size-agreement", for: RadialLayout.self,
                                                       reason: "children are centred on the circle and may reach past its bounds")

    /// `BrokenStackReplica` reproduces HStack, which re-proposes a nil cross axis as its own
    /// length when placing (§2.5): what a built-in waiver excuses for HStack, said for it.
    public static let replicaWaivers = ["inside-bounds", "size-agreement"].map { property in
        Waiver(property, for: BrokenStackReplica.self, reason: "like HStack, it re-proposes a nil cross axis as its own length (§2.5)") { c, _ in
            c.proposal.height == nil
        }
    }

    /// A masonry layout keeps a column for each of its `columns`, filled or not, each as wide
    /// as its widest subview: at its ideal size an empty column, or a narrower subview in the
    /// last one, leaves a margin at the trailing edge, by design.
    public static let masonryEmptyColumnsWaiver = Waiver("hugs-children", for: MasonryLayout.self,
                                                         reason: "its columns are all as wide as the widest subview, filled or not") { _, v in
        v.variant == LayoutProperty.undeclaredHugsVariant
    }

    /// The waivers the examples need.
    public static let waivers = [radialWaiver, radialSizeWaiver, masonryEmptyColumnsWaiver] + replicaWaivers

    /// Every example, correct and broken, with generated parameters.
    public static let registry: LayoutRegistry = {
        var r = LayoutRegistry()
        r.register("EqualWidthHStack") { _ in EqualWidthHStack() }
        r.register("EqualHeightVStack") { _ in EqualHeightVStack() }
        r.register("RadialLayout") { _ in RadialLayout() }
        r.register("FlowLayout", parameters: [.init("spacing", in: 0...20)]) { FlowLayout(spacing: $0["spacing"]!) }
        r.register("MasonryLayout", parameters: [.init("columns", in: 1...4, integral: true), .init("spacing", in: 0...12)]) {
            MasonryLayout(columns: Int($0["columns"]!), spacing: $0["spacing"]!)
        }
        r.register("CachedGridLayout", parameters: [.init("columns", in: 1...4, integral: true), .init("spacing", in: 0...12)]) {
            CachedGridLayout(columns: Int($0["columns"]!), spacing: $0["spacing"]!)
        }
        r.register("BrokenFlowIgnoresBoundsOrigin") { _ in BrokenFlowIgnoresBoundsOrigin() }
        r.register("BrokenEqualWidthDividesByCount") { _ in BrokenEqualWidthDividesByCount() }
        r.register("BrokenStackProposesNegativeWidths") { _ in BrokenStackProposesNegativeWidths() }
        r.register("BrokenRadialKeepsState") { _ in BrokenRadialKeepsState() }
        r.register("BrokenStackSkipsLastSubview") { _ in BrokenStackSkipsLastSubview() }
        r.register("BrokenMasonryNaNForUnspecified") { _ in BrokenMasonryNaNForUnspecified() }
        r.register("BrokenStackNegativeSize") { _ in BrokenStackNegativeSize() }
        r.register("BrokenFlowCountsCalls") { _ in BrokenFlowCountsCalls() }
        r.register("BrokenStackPlacesOutside") { _ in BrokenStackPlacesOutside() }
        r.register("BrokenRowSizesOneWayPlacesAnother") { _ in BrokenRowSizesOneWayPlacesAnother() }
        r.register("BrokenAlignmentInfinite") { _ in BrokenAlignmentInfinite() }
        for bug in BrokenHStack.Bug.allCases {
            r.register("BrokenHStack.\(bug.rawValue)", source: { _ in "BrokenHStack(bug: .\(bug.rawValue))" }) { _ in BrokenHStack(bug: bug) }
        }
        r.register("BrokenEqualWidthUsesIdealWidths") { _ in BrokenEqualWidthUsesIdealWidths() }
        r.register("BrokenEqualHeightUsesIdealHeights") { _ in BrokenEqualHeightUsesIdealHeights() }
        r.register("BrokenViewThatFitsPicksLast") { _ in BrokenViewThatFitsPicksLast() }
        r.register("BrokenFixedFrame") { _ in BrokenFixedFrame() }
        r.register("BrokenPadding") { _ in BrokenPadding() }
        r.register("BrokenZStack") { _ in BrokenZStack() }
        r.register("BrokenSpacer") { _ in BrokenSpacer() }
        r.register("BrokenLabel") { _ in BrokenLabel() }
        r.register("BrokenDivider") { _ in BrokenDivider() }
        r.register("BrokenSwatch") { _ in BrokenSwatch() }
        let spacing = LayoutRegistry.Parameter("spacing", in: 0...20)
        // Printed as the type they are (no type is named EvenRow): printed cases must compile.
        @Sendable func evenStack(_ axis: String) -> @Sendable ([String: Double]) -> String {
            { "EvenStack(axis: .\(axis), spacing: \(LayoutSource.literal($0["spacing"] ?? 0)))" }
        }
        r.register("EvenRow", parameters: [spacing], lengthParameters: ["spacing"], transposedCounterpart: "EvenColumn",
                   source: evenStack("horizontal")) {
            EvenStack(axis: .horizontal, spacing: $0["spacing"]!)
        }
        r.register("EvenColumn", parameters: [spacing], lengthParameters: ["spacing"], transposedCounterpart: "EvenRow",
                   source: evenStack("vertical")) {
            EvenStack(axis: .vertical, spacing: $0["spacing"]!)
        }
        r.register("BrokenEvenRowConstantGap", parameters: [spacing], lengthParameters: ["spacing"]) {
            BrokenEvenRowConstantGap(spacing: $0["spacing"]!)
        }
        r.register("BrokenEvenRowTransposed", parameters: [spacing], transposedCounterpart: "BrokenEvenColumnDoubleGap",
                   source: evenStack("horizontal")) {
            EvenStack(axis: .horizontal, spacing: $0["spacing"]!)
        }
        r.register("BrokenEvenColumnDoubleGap", parameters: [spacing]) { BrokenEvenColumnDoubleGap(spacing: $0["spacing"]!) }
        for bug in BrokenGrid.Bug.allCases {
            r.register("BrokenGrid.\(bug.rawValue)", source: { _ in "BrokenGrid(bug: .\(bug.rawValue))" }) { _ in BrokenGrid(bug: bug) }
        }
        r.register("BrokenFrameAlignment") { _ in BrokenFrameAlignment() }
        r.register("BrokenOverlayAlignment") { _ in BrokenOverlayAlignment() }
        r.register("BrokenStackReplica") { _ in BrokenStackReplica() }
        r.register("BrokenJustifiedRow") { _ in BrokenJustifiedRow() }
        r.register("BrokenFlowDropsOverwide") { _ in BrokenFlowDropsOverwide() }
        r.register("BrokenLabeledValueRow") { _ in BrokenLabeledValueRow() }
        r.register("BrokenFlowCentersInProposal") { _ in BrokenFlowCentersInProposal() }
        r.register("BrokenRowOffersRemainder") { _ in BrokenRowOffersRemainder() }
        r.register("BrokenFlowReusesRows") { _ in BrokenFlowReusesRows() }
        r.register("BrokenRowStaleCache") { _ in BrokenRowStaleCache() }
        r.register("BrokenRowPlacesWhileSizing") { _ in BrokenRowPlacesWhileSizing() }
        r.register("BrokenFlowLeadingGap") { _ in BrokenFlowLeadingGap() }
        r.register("BrokenFlowAlignsByIdealHeight") { _ in BrokenFlowAlignsByIdealHeight() }
        r.register("BrokenFlowFallbackWidth") { _ in BrokenFlowFallbackWidth() }
        r.register("BrokenRowGreatestFiniteWidth") { _ in BrokenRowGreatestFiniteWidth() }
        r.register("BrokenRadialCachesRadius") { _ in BrokenRadialCachesRadius() }
        r.register("BrokenRowSizedByWidest") { _ in BrokenRowSizedByWidest() }
        r.register("BrokenKeypadRow", valueKeys: [.key(KeyDigit.self, in: 0...9)]) { _ in BrokenKeypadRow() }
        r.register("BrokenFeaturedTileRow", valueKeys: [.key(TileID.self, in: 0...99_999)]) { _ in BrokenFeaturedTileRow() }
        r.register("BrokenChipAreaFallback") { _ in BrokenChipAreaFallback() }
        r.register("PriorityRow", valueKeys: [.key(DisplayRank.self, values: [0, 1, 2, 3])]) { _ in PriorityRow() }
        r.register("SpacedRow") { _ in SpacedRow() }
        r.register("ResponsiveGrid", parameters: [.init("minItemWidth", in: 1...120), .init("spacing", in: 0...12)]) {
            ResponsiveGrid(minItemWidth: $0["minItemWidth"]!, spacing: $0["spacing"]!)
        }
        let distributions = ConfigurableRow.Distribution.allCases, alignments: [VerticalAlignment] = [.center, .top, .bottom]
        r.register("ConfigurableRow", parameters: [.init("spacing", in: 0...16), .init("alignment", in: 0...2, integral: true),
                                                   .init("distribution", in: 0...1, integral: true)],
                   source: { "ConfigurableRow(spacing: \(LayoutSource.literal($0["spacing"] ?? 0)), "
                       + "alignment: \(LayoutSource.literal(alignments[Int($0["alignment"] ?? 0)])), "
                       + "distribution: \(LayoutSource.literal(distributions[Int($0["distribution"] ?? 0)])))" }) {
            ConfigurableRow(spacing: $0["spacing"]!, alignment: alignments[Int($0["alignment"]!)],
                            distribution: distributions[Int($0["distribution"]!)])
        }
        r.register("BrokenPriorityRow", valueKeys: [.key(DisplayRank.self, values: [0, 1, 2, 3])]) { _ in BrokenPriorityRow() }
        r.register("BrokenResponsiveGrid") { _ in BrokenResponsiveGrid() }
        r.register("BrokenTrapsOnEmpty") { _ in BrokenTrapsOnEmpty() }
        r.register("BrokenTrapsOnUnspecifiedProposal") { _ in BrokenTrapsOnUnspecifiedProposal() }
        r.register("BrokenLoopsForever") { _ in BrokenLoopsForever() }
        r.register("BrokenHoardsMemory") { _ in BrokenHoardsMemory() }
        return r
    }()
}
