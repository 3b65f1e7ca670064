/// The horizontal or vertical dimension in a 2-D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case horizontal
    case vertical

    /// An option set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// The other axis.
    var orthogonal: Axis { self == .horizontal ? .vertical : .horizontal }
}
