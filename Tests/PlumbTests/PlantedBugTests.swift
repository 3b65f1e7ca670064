import Testing
import Plumb
import PlumbExamples

/// The bug classes seen in public flow and row layouts (README, "What Plumb finds"): each
/// planted example is found by the default check a user writes, `LayoutChecker().check(layout)`
/// (500 cases), from several seeds, and reported shrunk to at most three nodes.
@Suite("Planted bug classes")
struct PlantedBugTests {
    static let planted: [(name: String, property: String, check: @Sendable (LayoutChecker) -> CheckReport)] = [
        ("an overwide item and those after it never placed", "placed-once", { $0.check(BrokenFlowDropsOverwide()) }),
        ("justified gaps go negative", "no-overlap", { $0.check(BrokenJustifiedRow()) }),
        ("an empty first row", "hugs-children", { $0.check(BrokenFlowLeadingGap()) }),
        ("subviews[0] measured for subviews[1]", "inside-bounds", { $0.check(BrokenLabeledValueRow()) }),
        ("infinite x offsets under an infinite width", "finite-geometry", { $0.check(BrokenFlowCentersInProposal()) }),
        ("rows of the last sizing reused", "cache-consistency", { $0.check(BrokenFlowReusesRows()) }),
        ("measured one way, placed another", "size-agreement", { $0.check(BrokenRowSizesOneWayPlacesAnother()) }),
        ("placement depends on the last sizeThatFits", "cache-consistency", { $0.check(BrokenRadialKeepsState()) }),
        ("the next child offered NaN", "valid-child-proposals", { $0.check(BrokenRowOffersRemainder()) }),
        ("a cache not updated when subviews change", "cache-update", { $0.check(BrokenRowStaleCache()) }),
        ("a stretched item centred by its ideal height", "inside-bounds", { $0.check(BrokenFlowAlignsByIdealHeight()) }),
    ]

    @Test("each planted bug class is found by the default check and shrunk to at most 3 nodes", arguments: planted.indices)
    func found(index: Int) {
        let (name, property, check) = Self.planted[index]
        for seed in LongCampaigns.seeds([1, 2, 3]) {
            let report = check(LayoutChecker(seed: seed, cases: 500))
            let failure = report.failures.first { $0.breaks(property) }
            #expect(failure != nil, "\(name): seed \(seed) did not find \(property):\n\(report)")
            if let failure {
                #expect(failure.case.root.allNodes.count <= 3, "\(name): shrunk to \(failure.case.root.allNodes.count) nodes:\n\(failure.swiftCode)")
            }
        }
    }
}
