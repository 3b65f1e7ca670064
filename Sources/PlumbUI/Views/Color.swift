import Foundation

/// A type that can fill or stroke a shape.
public protocol ShapeStyle: Sendable {}

/// A color. As a view it takes whatever size it is proposed (10 on a nil axis), like a shape.
public struct Color: Hashable, Sendable, ShapeStyle, _PrimitiveView, CustomStringConvertible {
    let name: String

    private init(named name: String) { self.name = name }

    /// A color from red, green and blue components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgba(\(red), \(green), \(blue), \(opacity))"
    }

    /// A gray of `white` in 0…1.
    public init(white: Double, opacity: Double = 1) { name = "white(\(white), \(opacity))" }

    /// A color from an asset catalog, by name.
    public init(_ name: String) { self.name = name }

    public static let black = Color(named: "black")
    public static let blue = Color(named: "blue")
    public static let brown = Color(named: "brown")
    public static let clear = Color(named: "clear")
    public static let cyan = Color(named: "cyan")
    public static let gray = Color(named: "gray")
    public static let green = Color(named: "green")
    public static let indigo = Color(named: "indigo")
    public static let mint = Color(named: "mint")
    public static let orange = Color(named: "orange")
    public static let pink = Color(named: "pink")
    public static let purple = Color(named: "purple")
    public static let red = Color(named: "red")
    public static let teal = Color(named: "teal")
    public static let white = Color(named: "white")
    public static let yellow = Color(named: "yellow")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")

    /// This color with `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(named: "\(name).opacity(\(opacity))") }

    public var description: String { name }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.shape, kind: "Color", inputs: inputs)
    }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var blue: Color { Color.blue }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var cyan: Color { Color.cyan }
    public static var gray: Color { Color.gray }
    public static var green: Color { Color.green }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var teal: Color { Color.teal }
    public static var white: Color { Color.white }
    public static var yellow: Color { Color.yellow }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tertiary: Color { Color("tertiary") }
    public static var quaternary: Color { Color("quaternary") }
}

/// A translucent background material (drawing only: as a background or fill it lays out as
/// any shape style does).
public struct Material: ShapeStyle, Hashable {
    let name: String
}

// Declared once, on the constrained extension: `.thinMaterial` resolves there wherever a shape
// style is expected, and `Material.thinMaterial` does too.
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(name: "ultraThin") }
    public static var thinMaterial: Material { Material(name: "thin") }
    public static var regularMaterial: Material { Material(name: "regular") }
    public static var thickMaterial: Material { Material(name: "thick") }
    public static var ultraThickMaterial: Material { Material(name: "ultraThick") }
    public static var bar: Material { Material(name: "bar") }
}
