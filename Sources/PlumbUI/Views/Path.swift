import Foundation

/// The outline of a 2-D shape. PlumbUI records the elements and their bounding box only;
/// nothing is rasterised.
public struct Path: Equatable, Sendable {
    /// One drawing element.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []
    private var bounds = CGRect.null

    /// An empty path.
    public init() {}
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { addRect(rect) }
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// The smallest rectangle containing every point of the path.
    public var boundingRect: CGRect { bounds.isNull ? .zero : bounds }

    private mutating func add(_ element: Element, _ points: CGPoint...) {
        elements.append(element)
        for p in points { bounds = bounds.union(CGRect(origin: p, size: .zero)) }
    }

    public mutating func move(to p: CGPoint) { add(.move(to: p), p) }
    public mutating func addLine(to p: CGPoint) { add(.line(to: p), p) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { add(.quadCurve(to: p, control: control), p, control) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        add(.curve(to: p, control1: control1, control2: control2), p, control1, control2)
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        move(to: CGPoint(x: rect.midX, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.maxX, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.minX, y: rect.midY), control: CGPoint(x: rect.minX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.midX, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        closeSubpath()
    }

    /// An arc approximated by its end points and the circle's extreme points it passes.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let point = { (a: Angle) in CGPoint(x: center.x + radius * cos(a.radians), y: center.y + radius * sin(a.radians)) }
        if elements.isEmpty { move(to: point(startAngle)) } else { addLine(to: point(startAngle)) }
        addLine(to: point(endAngle))
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}

/// A path is a shape, as in SwiftUI (`Path { p in … }.stroke()` in a view's body): drawn at its
/// own coordinates, it takes its proposal like the other shapes (10 on a nil axis; recorded on
/// SwiftUI, Docs/Semantics.md §3.10).
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
