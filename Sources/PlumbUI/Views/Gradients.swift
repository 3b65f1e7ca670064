import Foundation

// Gradients: shape styles that are also views. As views they lay out as a `Color` does, taking
// the proposal with 10 for a nil dimension (Docs/Semantics.md §3.10); their colours are drawing.

/// Colours and where they sit along a gradient.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// `colors` spread evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }
}

/// A gradient along a line between two unit points.
public struct LinearGradient: ShapeStyle, _PrimitiveView {
    let gradient: Gradient
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.shape, kind: "LinearGradient", inputs: inputs)
    }
}

/// A gradient in circles around a centre.
public struct RadialGradient: ShapeStyle, _PrimitiveView {
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.shape, kind: "RadialGradient", inputs: inputs)
    }
}

/// A gradient around a centre.
public struct AngularGradient: ShapeStyle, _PrimitiveView {
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.shape, kind: "AngularGradient", inputs: inputs)
    }
}
