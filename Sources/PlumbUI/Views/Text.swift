import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Measured with the host's `TextMetrics` (see `TextLayout` for the wrapping rules): its ideal
/// size is the string on one line; narrower proposals wrap at spaces; it never grows wider than
/// its ideal width. Its first and last text baselines are explicit alignment guides.
public struct Text: _PrimitiveView, Equatable {
    /// The string shown.
    public let content: String

    /// Text showing `content`.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Text showing `content` as is.
    public init(verbatim content: String) { self.content = content }
    /// Text showing `input` as `format` writes it (`Text(price, format: .number)`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = format.format(input)
    }

    /// The two texts run together, measured as one.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + rhs.content) }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        let shown = switch inputs.environment.textCase {
        case .uppercase: view.content.uppercased()
        case .lowercase: view.content.lowercased()
        case nil: view.content
        }
        nodes.appendLeaf(.text(TextLayout(shown, environment: inputs.environment)),
                         kind: "Text", inputs: inputs, explicitMask: TextLayout.explicitMask)
    }
}

/// A view that displays an image. PlumbUI has no image data: an image has the fixed size
/// `LayoutEnvironment.symbolImageSize`, unless made `resizable()`, when it takes the proposal
/// (that size on a nil axis).
public struct Image: _PrimitiveView, Equatable {
    /// The symbol or asset name.
    public let name: String
    let isResizable: Bool

    /// An SF Symbol image.
    public init(systemName: String) { name = systemName; isResizable = false }
    /// An asset image.
    public init(_ name: String) { self.name = name; isResizable = false }
    private init(name: String, isResizable: Bool) { self.name = name; self.isResizable = isResizable }

    /// An image that stretches to the proposed size.
    public func resizable() -> Image { Image(name: name, isResizable: true) }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        let size = inputs.environment.symbolImageSize
        let behavior: NodeBehavior = view.isResizable ? .layout(ResizableImageBox(idealSize: size)) : .fixed(size)
        nodes.appendLeaf(behavior, kind: "Image", inputs: inputs)
    }
}

/// A resizable image: the proposal, with the image's natural size on nil axes.
final class ResizableImageBox: AnyLayoutBox {
    let idealSize: CGSize
    init(idealSize: CGSize) { self.idealSize = idealSize; super.init(forwardsPriority: false) }
    override var isLeaf: Bool { true }
    override func sizeThatFits(node: LayoutNode, proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: idealSize)
    }
    override func placeSubviews(node: LayoutNode, bounds: CGRect, proposal: ProposedViewSize) {}
    override func spacing(node: LayoutNode) -> ViewSpacing { .leaf(defaultSpacing: node.defaultSpacing) }
    override func explicitAlignment(node: LayoutNode, key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
}
