import Foundation

/// Every property Plumb checks.
public enum PropertyCatalog {
    /// The Layout contract: properties every container must keep, built-in or third-party.
    public static let universal: [LayoutProperty] = [
        .finiteGeometry, .nonNegativeSize, .deterministic, .placedOnce, .insideBounds, .translationInvariance,
        .cacheConsistency, .validChildProposals, .sizeAgreement, .finiteSpacingAndAlignment,
    ]

    /// Every property.
    public static var all: [LayoutProperty] { universal }

    /// The property with `id`, or nil.
    public static func property(id: String) -> LayoutProperty? { all.first { $0.id == id } }
}
