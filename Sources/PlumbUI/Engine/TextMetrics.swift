import Foundation

/// Deterministic font metrics for `Text`, in place of a real font engine.
///
/// Advance widths come from a table of widths per 1,000 em for printable ASCII (the metrics of
/// the Helvetica/Arial family), scaled by `widthScale`. The defaults model iOS's 17 pt body
/// font: `widthScale` is calibrated so `Text("Hello world")` measures 85.33 × 20.33 pt, the size
/// recorded on an iPhone (Docs/Semantics.md A3/A4), and the vertical metrics are SF Pro's
/// (ascender 0.955 em, descender 0.241 em, cap height 0.705 em). Characters outside the table
/// use `fallbackAdvance`. Change any of them to model another font.
public struct TextMetrics: Sendable, Equatable {
    /// Font size in points (17: iOS body).
    public var fontSize: CGFloat
    /// Ascent above the baseline, in em.
    public var ascender: CGFloat
    /// Descent below the baseline, in em (positive).
    public var descender: CGFloat
    /// Height of capital letters, in em.
    public var capHeight: CGFloat
    /// Multiplier applied to every table width.
    public var widthScale: CGFloat
    /// Advance of characters the table lacks, per 1,000 em.
    public var fallbackAdvance: CGFloat

    /// Body-font metrics as described on the type.
    public init(fontSize: CGFloat = 17, ascender: CGFloat = 0.955, descender: CGFloat = 0.2412,
                capHeight: CGFloat = 0.705, widthScale: CGFloat = 85.333_333 / 84.065,
                fallbackAdvance: CGFloat = 556) {
        self.fontSize = fontSize; self.ascender = ascender; self.descender = descender
        self.capHeight = capHeight; self.widthScale = widthScale; self.fallbackAdvance = fallbackAdvance
    }

    /// The height of one line: ascent plus descent.
    public var lineHeight: CGFloat { (ascender + descender) * fontSize }
    /// Ascent in points.
    public var ascent: CGFloat { ascender * fontSize }
    /// Descent in points.
    public var descent: CGFloat { descender * fontSize }

    /// The advance width of `scalar` in points.
    public func advance(of scalar: Unicode.Scalar) -> CGFloat {
        let v = scalar.value
        return advance(perMille: v >= 32 && v < 127 ? CGFloat(Self.asciiWidths[Int(v) - 32]) : fallbackAdvance)
    }

    /// `advance(of:)` for an ASCII byte, reading the table through `widths` (a loop over a
    /// string's bytes looks the table up once, not per byte); the same arithmetic, so the same number.
    @inline(__always)
    func advance(ofASCII byte: UInt8, widths: UnsafeBufferPointer<UInt16>) -> CGFloat {
        advance(perMille: byte >= 32 && byte < 127 ? CGFloat(widths[Int(byte) - 32]) : fallbackAdvance)
    }

    @inline(__always)
    private func advance(perMille: CGFloat) -> CGFloat { perMille * widthScale * fontSize / 1000 }

    /// The width of `text` on one line.
    public func width(of text: Substring) -> CGFloat {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1) }
    }

    /// Helvetica-family advance widths per 1,000 em for U+0020 (space) … U+007E (~).
    static let asciiWidths: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,      // p … ~
    ]
}
