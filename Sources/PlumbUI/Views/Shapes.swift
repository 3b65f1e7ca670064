import Foundation

/// A 2-D shape. As a view it takes whatever size it is proposed, with 10 for a nil dimension
/// (Docs/Semantics.md §3.10).
public protocol Shape: View, Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
    /// The shape's size for `proposal`: by default the proposal with nil replaced by 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: Never { fatalError("\(Self.self) is a shape and has no body") }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.layout(ShapeSizingBox(view)), kind: TypeNames.name(of: Self.self), inputs: inputs)
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> some View { _StyledShape(shape: self) }
    /// The shape's outline stroked with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _StyledShape(shape: self) }
    /// The shape's outline stroked in the foreground color.
    public func stroke(lineWidth: CGFloat = 1) -> some View { _StyledShape(shape: self) }
    /// The shape's outline stroked inside its frame with `content` (drawing only).
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, lineWidth: CGFloat = 1) -> some View { _StyledShape(shape: self) }
}

/// A shape with a fill or stroke: laid out exactly as the shape.
struct _StyledShape<S: Shape>: _PrimitiveView {
    let shape: S
    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        S._makeNodes(view.shape, inputs: inputs, into: &nodes)
    }
}

/// Runs a shape's own `sizeThatFits` as the node's layout (a Circle's, a third-party shape's);
/// the other built-in shapes use the plain rule.
final class ShapeSizingBox<S: Shape>: AnyLayoutBox {
    let shape: S
    init(_ shape: S) { self.shape = shape; super.init(forwardsPriority: false) }
    override var isLeaf: Bool { true }
    override func sizeThatFits(node: LayoutNode, proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    override func placeSubviews(node: LayoutNode, bounds: CGRect, proposal: ProposedViewSize) {}
    override func spacing(node: LayoutNode) -> ViewSpacing { .leaf(defaultSpacing: node.defaultSpacing) }
    override func explicitAlignment(node: LayoutNode, key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
}

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.shape, kind: "Rectangle", inputs: inputs)
    }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.shape, kind: "RoundedRectangle", inputs: inputs)
    }
}

/// The corner style of a rounded rectangle.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A circle centred in its frame, as large as the smaller side.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// A square as long as the smaller proposed side; a nil side takes the other's length, and
    /// both nil give 10 × 10 (recorded on SwiftUI: 100 × 60 answers 60 × 60, 100 × nil
    /// 100 × 100; Docs/Semantics.md §3.10).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = switch (proposal.width, proposal.height) {
        case let (width?, height?): min(width, height)
        case let (width?, nil): width
        case let (nil, height?): height
        case (nil, nil): CGFloat(10)
        }
        return CGSize(width: side, height: side)
    }
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.layout(ShapeSizingBox(view)), kind: "Circle", inputs: inputs)
    }
}

/// A capsule: a rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.shape, kind: "Capsule", inputs: inputs)
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.shape, kind: "Ellipse", inputs: inputs)
    }
}
