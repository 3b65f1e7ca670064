import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// Creates a custom vertical alignment from an `AlignmentID`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    init(key: AlignmentKey) { self.key = key }

    public static let top = VerticalAlignment(key: .init(_TopID.self, axis: .vertical, fraction: 0, name: "top", bit: 1 << 5))
    public static let center = VerticalAlignment(key: .init(_VCenterID.self, axis: .vertical, fraction: 0.5, name: "center", bit: 1 << 6))
    public static let bottom = VerticalAlignment(key: .init(_BottomID.self, axis: .vertical, fraction: 1, name: "bottom", bit: 1 << 7))
    /// The baseline of the first line of text; the bottom edge for views without text.
    /// Containers combine their children's values with `min` (§2.5).
    public static let firstTextBaseline = VerticalAlignment(
        key: .init(_FirstTextBaselineID.self, axis: .vertical, fraction: 1, combine: .minimum, name: "firstTextBaseline", bit: 1 << 8))
    /// The baseline of the last line of text; the bottom edge for views without text.
    public static let lastTextBaseline = VerticalAlignment(
        key: .init(_LastTextBaselineID.self, axis: .vertical, fraction: 1, combine: .minimum, name: "lastTextBaseline", bit: 1 << 9))

    public var description: String { key.name }
}
