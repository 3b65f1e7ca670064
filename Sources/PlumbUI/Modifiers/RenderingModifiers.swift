import Foundation

// Modifiers that change how a view is drawn or behaves but not how it is laid out. PlumbUI
// accepts them so that SwiftUI code compiles unchanged; they add no node. (What changes how
// text is measured is in TextModifiers.swift.)

extension View {
    /// Sets the foreground color (drawing only).
    public func foregroundColor(_ color: Color?) -> some View { _InputsView(content: self) { _ in } }
    /// Sets the foreground style (drawing only).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _InputsView(content: self) { _ in } }
    /// Sets the tint (drawing only).
    public func tint(_ tint: Color?) -> some View { _InputsView(content: self) { _ in } }
    /// Sets the opacity (drawing only).
    public func opacity(_ opacity: Double) -> some View { _InputsView(content: self) { _ in } }
    /// Rounds the corners (drawing only).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _InputsView(content: self) { _ in } }
    /// Clips to the view's frame (drawing only).
    public func clipped(antialiased: Bool = false) -> some View { _InputsView(content: self) { _ in } }
    /// Clips to a shape (drawing only).
    public func clipShape<S: Shape>(_ shape: S) -> some View { _InputsView(content: self) { _ in } }
    /// Adds a shadow (drawing only).
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _InputsView(content: self) { _ in }
    }
    /// Adds a border drawn over the frame (drawing only).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { _InputsView(content: self) { _ in } }
    /// Adds a tap action (behaviour only).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _InputsView(content: self) { _ in }
    }
    /// Adds an accessibility label (no layout effect).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { _InputsView(content: self) { _ in } }
    /// Sets the weight of text inside. PlumbUI's metrics do not vary with weight (as `Text.bold()`).
    public func fontWeight(_ weight: Font.Weight?) -> some View { _InputsView(content: self) { _ in } }
    /// Makes text inside bold. PlumbUI's metrics do not vary with weight (as `Text.bold()`).
    public func bold(_ isActive: Bool = true) -> some View { _InputsView(content: self) { _ in } }
    /// Lets the view extend into the safe area. A PlumbUI host has no safe area, so nothing changes.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _InputsView(content: self) { _ in }
    }
}

/// The kinds of safe area a view may ignore (`ignoresSafeArea`). A PlumbUI host has none.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How symbol images are coloured (drawing only).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// How a view's content changes animate (no effect in PlumbUI).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
}

// Drawing, hit-testing and ordering only: accepted so that SwiftUI code compiles unchanged.
extension View {
    /// Sets the shape used for hit testing (no layout effect).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { _InputsView(content: self) { _ in } }
    /// Turns hit testing on or off (no layout effect).
    public func allowsHitTesting(_ enabled: Bool) -> some View { _InputsView(content: self) { _ in } }
    /// Disables controls inside (no layout effect).
    public func disabled(_ disabled: Bool) -> some View { _InputsView(content: self) { _ in } }
    /// Lets the view take keyboard focus (no layout effect: recorded on SwiftUI, macOS 26).
    public func focusable(_ isFocusable: Bool = true) -> some View { _InputsView(content: self) { _ in } }
    /// Sets the drawing order among siblings (no layout effect).
    public func zIndex(_ value: Double) -> some View { _InputsView(content: self) { _ in } }
    /// Composites the view before effects (drawing only).
    public func compositingGroup() -> some View { _InputsView(content: self) { _ in } }
    /// Renders the view offscreen (drawing only).
    public func drawingGroup(opaque: Bool = false) -> some View { _InputsView(content: self) { _ in } }
    /// Scales the drawing about `anchor`; the frame is unchanged.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _InputsView(content: self) { _ in } }
    /// Scales the drawing about `anchor`; the frame is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { _InputsView(content: self) { _ in } }
    /// Scales the drawing about `anchor`; the frame is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { _InputsView(content: self) { _ in } }
    /// Rotates the drawing about `anchor`; the frame is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _InputsView(content: self) { _ in } }
    /// Blurs the drawing (drawing only).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _InputsView(content: self) { _ in } }
    /// Adjusts brightness (drawing only).
    public func brightness(_ amount: Double) -> some View { _InputsView(content: self) { _ in } }
    /// Adjusts saturation (drawing only).
    public func saturation(_ amount: Double) -> some View { _InputsView(content: self) { _ in } }
    /// Renders in grays (drawing only).
    public func grayscale(_ amount: Double) -> some View { _InputsView(content: self) { _ in } }
    /// Masks the drawing with `mask`, which is not laid out beside the view (drawing only).
    public func mask<M: View>(_ mask: M) -> some View { _InputsView(content: self) { _ in } }
    /// Masks the drawing with the view `mask` builds (drawing only).
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View { _InputsView(content: self) { _ in } }
    /// Sets how symbol images are coloured (drawing only).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { _InputsView(content: self) { _ in } }
    /// Sets how content changes animate (no effect in PlumbUI).
    public func contentTransition(_ transition: ContentTransition) -> some View { _InputsView(content: self) { _ in } }
    /// Adds help text shown on hover (no layout effect).
    public func help<S: StringProtocol>(_ text: S) -> some View { _InputsView(content: self) { _ in } }
}
