import Foundation

/// The constants a layout depends on that SwiftUI takes from the device and platform.
///
/// Defaults follow Docs/Semantics.md: 8 pt default spacing (§2.6), 16 pt default padding (§3.4),
/// a 1× display (so a Divider is 1 pt thick, §3.8), and `TextMetrics` calibrated to iOS's body
/// font. Change them to model another device; every number an engine rule uses comes from here.
public struct LayoutEnvironment: Sendable, Equatable {
    /// Pixels per point. Sets the Divider's thickness (one pixel) and the pixel grid.
    public var displayScale: CGFloat
    /// Whether text sizes are rounded up to whole pixels, as SwiftUI's text engine does.
    /// Off by default so that layouts are exact; turn it on to model a device.
    public var roundsTextToPixels: Bool
    /// The distance between views that have no spacing preferences facing each other (8).
    public var defaultSpacing: CGFloat
    /// The inset `padding()` uses when no length is given (16).
    public var defaultPadding: CGFloat
    /// The font metrics `Text` is measured with.
    public var textMetrics: TextMetrics
    /// The fixed size of `Image(systemName:)`: a symbol at body size (20×20 by default).
    public var symbolImageSize: CGSize
    /// A linear `ProgressView`'s height (4) and its width when no width is proposed (10, as shapes).
    public var progressBarHeight: CGFloat
    public var progressBarIdealWidth: CGFloat
    /// The size of an indeterminate (circular) `ProgressView` (20×20).
    public var spinnerSize: CGSize
    /// The padding a bordered `Button` style puts around its label (6 pt vertical, 12 pt
    /// horizontal); the default style, iOS's borderless one, puts none.
    public var buttonPadding: EdgeInsets
    /// The most lines a `Text` shows (`lineLimit`), nil for no limit: set by the modifier for
    /// the views inside it, like SwiftUI's environment value, rather than by a device.
    public var lineLimit: Int? = nil
    /// Whether text takes the height of `lineLimit` lines even when it needs fewer
    /// (`lineLimit(_:reservesSpace:)`).
    public var reservesLineLimitSpace = false
    /// Extra space between the lines of a `Text`, in points (`lineSpacing`; 0 by default, never
    /// negative).
    public var lineSpacing: CGFloat = 0
    /// The case text is shown in (`textCase`), nil to show it as written.
    public var textCase: Text.Case? = nil

    /// An environment with every default named in the property documentation.
    public init(
        displayScale: CGFloat = 1,
        roundsTextToPixels: Bool = false,
        defaultSpacing: CGFloat = 8,
        defaultPadding: CGFloat = 16,
        textMetrics: TextMetrics = TextMetrics(),
        symbolImageSize: CGSize = CGSize(width: 20, height: 20),
        progressBarHeight: CGFloat = 4,
        progressBarIdealWidth: CGFloat = 10,
        spinnerSize: CGSize = CGSize(width: 20, height: 20),
        buttonPadding: EdgeInsets = EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    ) {
        self.displayScale = displayScale
        self.roundsTextToPixels = roundsTextToPixels
        self.defaultSpacing = defaultSpacing
        self.defaultPadding = defaultPadding
        self.textMetrics = textMetrics
        self.symbolImageSize = symbolImageSize
        self.progressBarHeight = progressBarHeight
        self.progressBarIdealWidth = progressBarIdealWidth
        self.spinnerSize = spinnerSize
        self.buttonPadding = buttonPadding
    }

    /// One pixel in points: a Divider's thickness.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// `value` rounded up to the pixel grid.
    func ceilToPixel(_ value: CGFloat) -> CGFloat { (value * displayScale).rounded(.up) / displayScale }
}
