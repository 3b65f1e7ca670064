import Foundation

// Button styles, as far as they matter to layout: the padding a built-in style puts around the
// label, or the body a custom `ButtonStyle` makes of it.

/// How buttons inside a view lay out their label.
enum ButtonStyleChoice {
    /// The default style: on iOS, which PlumbUI's metrics model, borderless: the label as it is.
    case automatic
    /// A bordered style: the label inset by `LayoutEnvironment.buttonPadding`.
    case bordered
    /// The label as it is (`.plain`, `.borderless`).
    case unpadded
    /// A custom style's body for the label.
    case custom((AnyView) -> AnyView)
}

/// A built-in button style. Only the padding around the label matters to PlumbUI.
public protocol PrimitiveButtonStyle {
    /// Whether the style pads the label by `LayoutEnvironment.buttonPadding`.
    var _padsLabel: Bool { get }
}

/// The platform's default style: on iOS (PlumbUI's model) the borderless style, so the label as
/// it is ("iOS uses the borderless button style by default", Apple's `automatic` documentation).
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _padsLabel: Bool { false } }
/// A style that shows the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var _padsLabel: Bool { false } }
/// A style without a border: the label as it is.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var _padsLabel: Bool { false } }
/// A bordered style: the label padded.
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var _padsLabel: Bool { true } }
/// A prominent bordered style: the label padded.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _padsLabel: Bool { true } }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// What a custom `ButtonStyle` is given: the button's label, and whether it is pressed (never,
/// in PlumbUI).
public struct ButtonStyleConfiguration {
    /// The button's label, as a view the style's body places.
    public struct Label: _PrimitiveView {
        let content: AnyView
        public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
            AnyView._makeNodes(view.content, inputs: inputs, into: &nodes)
        }
    }
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed: always false, as nothing is pressed in PlumbUI.
    public let isPressed: Bool
}

/// A custom button style: the button lays out as `makeBody` says.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Lays out buttons inside with a built-in style: padded (`.bordered`, `.borderedProminent`)
    /// or not (`.plain`, `.borderless`, and `.automatic`, iOS's borderless default).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        _InputsView(content: self) { inputs in inputs.buttonStyle = style._padsLabel ? .bordered : .unpadded }
    }

    /// Lays out buttons inside as `style`'s body around their label.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        _InputsView(content: self) { inputs in
            inputs.buttonStyle = .custom { label in
                AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: .init(content: label), isPressed: false)))
            }
        }
    }
}
