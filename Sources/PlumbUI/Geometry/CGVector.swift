import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as in Core Graphics.
///
/// Linux Foundation has `CGPoint`, `CGSize` and `CGRect` but no `CGVector`; layout code written
/// for Apple platforms uses it for offsets, so PlumbUI provides one with the same members and
/// conformances (`Hashable`, `Codable`, `Sendable`, a debug description) so that code compiles
/// unchanged. On Apple platforms Core Graphics' own type is used.
public struct CGVector: Hashable, Codable, Sendable, CustomDebugStringConvertible {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// A vector whose components are both zero.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector with components `dx` and `dy`.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector with components `dx` and `dy`.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }

    public var debugDescription: String { "(\(Double(dx)), \(Double(dy)))" }
}

/// A vector with components `dx` and `dy` (Core Graphics' C-style constructor).
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
#endif
