import Foundation

/// A flexible space that expands along the major axis of its containing stack, or on both
/// axes outside a stack. It is sized after every other stack child (priority −∞) and keeps
/// zero spacing to its neighbours.
public struct Spacer: _PrimitiveView, Equatable {
    /// The minimum length along the stack's axis; nil means the default spacing (8).
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.spacer(minLength: view.minLength ?? inputs.environment.defaultSpacing),
                         kind: "Spacer", inputs: inputs)
    }
}

/// A visual element that separates content: a line one pixel thick, across the axis of its
/// containing stack (vertical in an HStack), horizontal elsewhere.
public struct Divider: _PrimitiveView, Equatable {
    public init() {}

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        nodes.appendLeaf(.divider(thickness: inputs.environment.pixelLength), kind: "Divider", inputs: inputs)
    }
}

/// A view that shows the progress toward completion of a task. With a value: a linear bar,
/// as wide as proposed and `progressBarHeight` tall. Without: a fixed-size spinner.
public struct ProgressView: _PrimitiveView, Equatable {
    /// The completed fraction, or nil for an indeterminate spinner.
    public let fractionCompleted: Double?

    /// An indeterminate spinner.
    public init() { fractionCompleted = nil }

    /// A bar showing `value` out of `total`; a nil value shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fractionCompleted = value.map { total == 0 ? 0 : Double(min(max($0 / total, 0), 1)) }
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        let env = inputs.environment
        let behavior: NodeBehavior = view.fractionCompleted == nil
            ? .fixed(env.spinnerSize)
            : .progressBar(idealWidth: env.progressBarIdealWidth, height: env.progressBarHeight)
        nodes.appendLeaf(behavior, kind: "ProgressView", inputs: inputs)
    }
}

/// A control that performs an action. Laid out as its label inset by the style's padding
/// (`LayoutEnvironment.buttonPadding` for `.bordered` and `.borderedProminent`; none for the
/// default, which is iOS's borderless style, `.plain` and `.borderless`), or as a custom
/// `ButtonStyle`'s body; several views are stacked vertically.
public struct Button<Label: View>: _PrimitiveView {
    let label: Label
    let action: () -> Void

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action; self.label = label()
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        var labelInputs = inputs
        labelInputs.buttonStyle = .automatic
        let insets: EdgeInsets
        var labelNodes: ContiguousArray<LayoutNode>
        switch inputs.buttonStyle {
        case .bordered:
            insets = inputs.environment.buttonPadding
            labelNodes = _NodeList.make(view.label, inputs: labelInputs)
        case .automatic, .unpadded:
            insets = EdgeInsets()
            labelNodes = _NodeList.make(view.label, inputs: labelInputs)
        case .custom(let makeBody):
            // The style's body is the button: it lays out the label as it likes.
            insets = EdgeInsets()
            labelNodes = _NodeList.make(makeBody(AnyView(view.label)), inputs: labelInputs)
        }
        if labelNodes.count > 1 {
            labelNodes = [LayoutNode.container(VStackLayout(), kind: "VStack", children: labelNodes, inputs: inputs)]
        }
        nodes.append(LayoutNode.container(_PaddingLayout(insets: insets), kind: "Button", children: labelNodes, inputs: inputs))
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
