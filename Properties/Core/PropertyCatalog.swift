import Foundation

/// Every property Plumb checks.
public enum PropertyCatalog {
    /// The Layout contract: properties every container must keep, built-in or third-party.
    public static let universal: [LayoutProperty] = [
        .finiteGeometry, .nonNegativeSize, .deterministic, .placedOnce, .noPlaceWhileSizing, .insideBounds, .translationInvariance,
        .cacheConsistency, .cacheUpdate, .validChildProposals, .sizeAgreement, .finiteSpacingAndAlignment, .idealSize,
    ]

    /// Container-specific properties: they check only containers that are (or describe
    /// themselves as) stacks, equal-size layouts or ViewThatFits.
    public static let containerSpecific: [LayoutProperty] = [
        .stackOrder, .stackNoOverlap, .stackGaps, .stackAlignment, .stackExtent, .equalWidths, .equalHeights, .viewThatFits,
        .frameSize, .paddingInsetsExact, .zstackReferencePoint, .spacerMinLength, .dividerThickness, .leafSizing, .textWrapping,
        .gridCellAlignment, .gridSpans, .gridTracksDisjoint, .frameAlignment, .secondaryAlignment, .referenceModel,
        .noOverlap, .hugsChildren,
    ]

    /// Every property.
    public static var all: [LayoutProperty] { universal + containerSpecific }

    /// The property with `id`, or nil.
    public static func property(id: String) -> LayoutProperty? { all.first { $0.id == id } }
}
