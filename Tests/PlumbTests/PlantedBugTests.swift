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

/// Bugs behind a value or a call sequence (`BrokenReach.swift`): each is found by the default
/// check, 500 cases, from every seed tried, as the variant of its property that names it, and
/// with its severity: the rules Plumb infers (an ideal size, an undeclared hug) are warnings,
/// the others errors.
@Suite("Planted value- and sequence-dependent bugs")
struct PlantedReachTests {
    enum Severity: String { case error, warning }

    static let planted: [(name: String, property: String, variant: String?, severity: Severity, check: @Sendable (LayoutChecker) -> CheckReport)] = [
        ("a 1,000-point fallback width", "ideal-size", nil, .warning, { $0.check(BrokenFlowFallbackWidth()) }),
        (".greatestFiniteMagnitude for unbounded", "finite-geometry", FiniteGeometry.unshowableVariant, .error, { $0.check(BrokenRowGreatestFiniteWidth()) }),
        ("a radius cached at the first placement", "cache-consistency", "after a resize", .error, { $0.check(BrokenRadialCachesRadius()) }),
        ("sized by the widest subview, undeclared", "hugs-children", LayoutProperty.undeclaredHugsVariant, .warning, { $0.check(BrokenRowSizedByWidest()) }),
    ]

    @Test("each is found at the default budget from every seed, with its severity", arguments: planted.indices)
    func found(index: Int) {
        let (name, property, variant, severity, check) = Self.planted[index]
        for seed in LongCampaigns.seeds([1, 2, 3, 4, 5]) {
            let report = check(LayoutChecker(seed: seed, cases: 500))
            let named = { (f: CheckFailure) in f.property == property && f.violation.variant == variant }
            let reported = severity == .error ? report.failures : report.warnings
            let other = severity == .error ? report.warnings : report.failures
            #expect(reported.contains(where: named),
                    "\(name): seed \(seed) did not report \(property) \(variant ?? "") as \(severity.rawValue):\n\(report)")
            #expect(!other.contains(where: named), "\(name): seed \(seed) also reported it with the other severity:\n\(report)")
        }
    }
}
