import Foundation

// Modifiers and types that change how text is measured (font size, line limits, line spacing,
// case), and text styling PlumbUI accepts without a layout effect.

extension View {
    /// Sets the font of text in this view: text inside is measured at the font's size.
    public func font(_ font: Font?) -> some View {
        _InputsView(content: self) { inputs in
            guard let font else { return }
            inputs.environment.textMetrics.fontSize = font.size
        }
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
