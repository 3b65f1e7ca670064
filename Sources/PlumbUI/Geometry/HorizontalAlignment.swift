import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment from an `AlignmentID`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    init(key: AlignmentKey) { self.key = key }

    public static let leading = HorizontalAlignment(key: .init(_LeadingID.self, axis: .horizontal, fraction: 0, name: "leading", bit: 1 << 0))
    public static let center = HorizontalAlignment(key: .init(_HCenterID.self, axis: .horizontal, fraction: 0.5, name: "center", bit: 1 << 1))
    public static let trailing = HorizontalAlignment(key: .init(_TrailingID.self, axis: .horizontal, fraction: 1, name: "trailing", bit: 1 << 2))
    /// The leading edge of a list row's separator (defaults to the leading edge).
    public static let listRowSeparatorLeading = HorizontalAlignment(
        key: .init(_RowSeparatorLeadingID.self, axis: .horizontal, fraction: 0, name: "listRowSeparatorLeading", bit: 1 << 3))
    /// The trailing edge of a list row's separator (defaults to the trailing edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(
        key: .init(_RowSeparatorTrailingID.self, axis: .horizontal, fraction: 1, name: "listRowSeparatorTrailing", bit: 1 << 4))

    public var description: String { key.name }
}
