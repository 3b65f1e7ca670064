import Foundation

/// A proposal for the size of a view: each dimension is a length, or nil for "your ideal size".
///
/// `.zero` asks for a view's minimum size, `.infinity` for its maximum, `.unspecified` for its
/// ideal. Deliberately only `Equatable` and `Sendable`, as in SwiftUI: layout code often adds its
/// own `Hashable` or `CustomDebugStringConvertible` conformance, which a second one would break.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width; self.height = height
    }

    /// A proposal with both dimensions of `size`.
    public init(_ size: CGSize) {
        width = size.width; height = size.height
    }

    /// The proposal (0, 0): asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal (nil, nil): asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal (∞, ∞): asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with nil dimensions replaced by `size`'s (10×10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    init(axis: Axis, major: CGFloat?, minor: CGFloat?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    init(axis: Axis, major: CGFloat, minor: CGFloat) {
        if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}
