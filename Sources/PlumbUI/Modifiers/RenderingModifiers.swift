import Foundation

// Modifiers that change how a view is drawn or behaves but not how it is laid out. PlumbUI
// accepts them so that SwiftUI code compiles unchanged; they add no node. `font` is the
// exception that matters: it changes the metrics `Text` is measured with.

extension View {
    /// Sets the font of text in this view: text inside is measured at the font's size.
    public func font(_ font: Font?) -> some View {
        _InputsView(content: self) { inputs in
            guard let font else { return }
            inputs.environment.textMetrics.fontSize = font.size
        }
    }

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

extension View {
    /// Aligns the lines of multiline text inside. Lines are aligned within the text's own frame,
    /// which stays as wide as its widest line: no layout effect.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _InputsView(content: self) { _ in } }
    /// Chooses where text inside is cut when it does not fit. The text's size is the same
    /// whichever end is cut: no layout effect.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { _InputsView(content: self) { _ in } }
}

/// How the lines of multiline text are aligned within its frame.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

extension Text {
    /// Where text is cut when it does not fit.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

/// The kinds of safe area a view may ignore (`ignoresSafeArea`). A PlumbUI host has none.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Shows at most `number` lines of the text inside (nil: no limit). Text wraps as usual and
    /// keeps its first `number` lines, the last truncated, as when its proposed height is too
    /// small (Docs/Semantics.md §3.9). A limit below 1 is PlumbUI's "no limit" (SwiftUI
    /// documents none).
    public func lineLimit(_ number: Int?) -> some View {
        _InputsView(content: self) { inputs in
            inputs.environment.lineLimit = number.flatMap { $0 >= 1 ? $0 : nil }
            inputs.environment.reservesLineLimitSpace = false
        }
    }

    /// Shows at most `limit` lines of the text inside; with `reservesSpace`, the text is
    /// `limit` lines tall even when it needs fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        _InputsView(content: self) { inputs in
            inputs.environment.lineLimit = limit >= 1 ? limit : nil
            inputs.environment.reservesLineLimitSpace = reservesSpace && limit >= 1
        }
    }
}

extension Text {
    /// Text in a bold weight. PlumbUI's metrics do not vary with weight.
    public func bold() -> Text { self }
    /// Text in italics. PlumbUI's metrics do not vary with style.
    public func italic() -> Text { self }
    /// Underlined text (drawing only).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Struck-through text (drawing only).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Digits of equal width. Every digit in PlumbUI's metrics already has the same advance,
    /// so nothing changes.
    public func monospacedDigit() -> Text { self }
    /// Text in a font design that shares the system font's advance widths: nothing changes.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// A case to show text in, whatever it was written in.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

extension View {
    /// Adds `spacing` points between the lines of text inside (negative values count as 0).
    /// The text is measured with it: n lines are n line heights plus n − 1 spacings tall.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        _InputsView(content: self) { inputs in inputs.environment.lineSpacing = Swift.max(spacing, 0) }
    }

    /// Shows text inside in `textCase` (nil: as written); it is measured in that case too.
    public func textCase(_ textCase: Text.Case?) -> some View {
        _InputsView(content: self) { inputs in inputs.environment.textCase = textCase }
    }

    /// Digits of equal width in text inside: already so in PlumbUI's metrics, nothing changes.
    public func monospacedDigit() -> some View { _InputsView(content: self) { _ in } }
    /// Sets the font design of text inside (`.default` or `.rounded`, which share advance widths:
    /// nothing changes).
    public func fontDesign(_ design: Font.Design?) -> some View { _InputsView(content: self) { _ in } }
    /// Sets how symbol images are coloured (drawing only).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { _InputsView(content: self) { _ in } }
    /// Sets how content changes animate (no effect in PlumbUI).
    public func contentTransition(_ transition: ContentTransition) -> some View { _InputsView(content: self) { _ in } }
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
    /// Adds help text shown on hover (no layout effect).
    public func help<S: StringProtocol>(_ text: S) -> some View { _InputsView(content: self) { _ in } }
}

/// A font. Only its point size matters to layout; each text style has its iOS default size.
public struct Font: Hashable, Sendable {
    /// The point size text is measured at.
    public let size: CGFloat

    /// A font of `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font { Font(size: size) }
    /// A font of `size` points in `design` (no effect on PlumbUI's metrics).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design?) -> Font { Font(size: size) }
    /// The font of a text style, at its iOS default size.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { style.font }
    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let headline = Font(size: 17)
    public static let body = Font(size: 17)
    public static let callout = Font(size: 16)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let caption2 = Font(size: 11)

    /// The text styles, each at its iOS default size.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .body: .body
            case .callout: .callout
            case .subheadline: .subheadline
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A font design. Only the two that share the system font's advance widths are offered:
    /// PlumbUI measures every design alike, so `.serif` and `.monospaced`, which it would
    /// measure wrongly, do not compile.
    public enum Design: Hashable, Sendable { case `default`, rounded }

    /// This font in `weight` (no effect on PlumbUI's metrics).
    public func weight(_ weight: Weight) -> Font { self }
    /// This font in bold (no effect on PlumbUI's metrics).
    public func bold() -> Font { self }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
}
