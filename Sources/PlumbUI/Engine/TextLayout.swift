import Foundation

/// A `Text`'s string prepared for measuring: paragraphs split into words with their widths.
///
/// Rules (Docs/Semantics.md §3.9): the ideal size is every paragraph on one line; a narrower width
/// wraps greedily at spaces, breaking a word only when it alone is wider than the line (at
/// least one character per line, so the text exceeds its proposal only when one glyph cannot
/// fit); a proposal of 0 on either axis gives 0×0; a line limit, and a height too small for
/// all lines, truncate to whole lines (at least one); a limit that reserves its space is that
/// many lines tall however few the text needs; `lineSpacing` adds its length between each two
/// lines. An empty string is 0×0.
final class TextLayout {
    struct Word: Equatable { let text: Substring; let width: CGFloat }

    private let paragraphs: [[Word]]
    private let spaceWidth: CGFloat
    private let metrics: TextMetrics
    private let environment: LayoutEnvironment
    /// The width of the longest paragraph on one line.
    let idealWidth: CGFloat
    /// The width of the widest character: narrower than this, text cannot fit its proposal.
    let widestGlyph: CGFloat

    init(_ string: String, environment: LayoutEnvironment) {
        self.environment = environment
        metrics = environment.textMetrics
        spaceWidth = metrics.advance(of: " ")
        let m = metrics
        (paragraphs, widestGlyph) = Self.asciiWords(string, metrics: m) ?? Self.characterWords(string, metrics: m)
        // The widest paragraph on one line (found without an array of their widths).
        var widest: CGFloat?
        for words in paragraphs {
            let width = Self.oneLineWidth(words, spaceWidth: spaceWidth)
            if widest.map({ width > $0 }) ?? true { widest = width }
        }
        idealWidth = widest ?? 0
    }

    /// The width of `words` on one line: their widths and a space between each two.
    static func oneLineWidth(_ words: [Word], spaceWidth: CGFloat) -> CGFloat {
        words.reduce(0) { $0 + $1.width } + CGFloat(Swift.max(words.count - 1, 0)) * spaceWidth
    }

    /// The paragraphs (lines split at "\n", then words at spaces, with their widths) and the
    /// widest glyph of any string, character by character.
    static func characterWords(_ string: String, metrics m: TextMetrics) -> ([[Word]], CGFloat) {
        let paragraphs = string.isEmpty ? [] : string.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ").map { Word(text: $0, width: m.width(of: $0)) }
        }
        return (paragraphs, string.unicodeScalars.map { m.advance(of: $0) }.max() ?? 0)
    }

    /// The paragraphs and widest glyph of an ASCII string without carriage returns, in one
    /// pass over its bytes: there every byte is one character, so splitting bytes at "\n" and
    /// " " gives what splitting characters does (the general path, grapheme by grapheme, is
    /// several times slower and most texts are ASCII). Word widths add advances in the same
    /// order as `TextMetrics.width(of:)`, so the numbers are identical. Nil for other strings.
    static func asciiWords(_ string: String, metrics m: TextMetrics) -> ([[Word]], CGFloat)? {
        let bytes = string.utf8
        // One pass first: ASCII without carriage returns, and how many spaces the first
        // paragraph has (it has at most one word more), so its word list, usually the only
        // one, is allocated once.
        var firstSpaces = 0, inFirst = true
        for byte in bytes {
            if byte >= 0x80 || byte == 0x0D { return nil }
            if byte == 0x0A { inFirst = false } else if byte == 0x20 && inFirst { firstSpaces += 1 }
        }
        guard !bytes.isEmpty else { return ([], 0) }
        var paragraphs: [[Word]] = [], words: [Word] = []
        words.reserveCapacity(firstSpaces + 1)
        var widest: CGFloat = 0
        var wordStart: String.Index?, wordWidth: CGFloat = 0
        func endWord(at end: String.Index) {
            if let start = wordStart { words.append(Word(text: string[start..<end], width: wordWidth)) }
            wordStart = nil
        }
        var i = bytes.startIndex
        while i != bytes.endIndex {
            let byte = bytes[i]
            let advance = m.advance(of: Unicode.Scalar(byte))
            widest = Swift.max(widest, advance)
            switch byte {
            case 0x0A: endWord(at: i); paragraphs.append(words); words = []
            case 0x20: endWord(at: i)
            default:
                if wordStart == nil { wordStart = i; wordWidth = 0 }
                wordWidth += advance
            }
            i = bytes.index(after: i)
        }
        endWord(at: i)
        paragraphs.append(words)
        return (paragraphs, widest)
    }

    /// How far below a width text still fits it: a proposal computed from the text's own
    /// answer (its ideal plus insets, then minus them again) can land an ulp short, and
    /// SwiftUI does not wrap for less than a pixel. A millionth of a point is far below any.
    static let fitTolerance: CGFloat = 1e-6

    func size(for proposal: ProposedViewSize) -> CGSize {
        guard !paragraphs.isEmpty, proposal.width != 0, proposal.height != 0 else { return .zero }
        // A NaN width is no width to wrap to: the text keeps its lines.
        let available = proposal.width.map { $0.isNaN ? .infinity : $0 + Self.fitTolerance } ?? .infinity
        var lineWidths: [CGFloat] = []
        if available >= idealWidth {
            lineWidths = paragraphs.map { Self.oneLineWidth($0, spaceWidth: spaceWidth) }
        } else {
            lineWidths.reserveCapacity(8)  // one allocation for most texts, not one per doubling
            for words in paragraphs { wrap(words, width: available, into: &lineWidths) }
        }
        var lineCount = lineWidths.count
        // A line limit keeps the first lines, as a height too small for the rest would.
        if let limit = environment.lineLimit, lineCount > limit { lineCount = limit }
        let gap = environment.lineSpacing
        if let height = proposal.height, height.isFinite {
            // Whole lines that fit (n lines take n·lineHeight + (n − 1)·lineSpacing), compared
            // as floating point: a huge height is more lines than any text has (converting it to
            // Int would trap).
            let fitting = ((height + Self.fitTolerance + gap) / (metrics.lineHeight + gap)).rounded(.down)
            if fitting < CGFloat(lineCount) { lineCount = Swift.max(Int(Swift.max(fitting, 1)), 1) }
        }
        let width = lineWidths.prefix(lineCount).max() ?? 0
        var shownLines = lineCount
        if environment.reservesLineLimitSpace, let limit = environment.lineLimit { shownLines = Swift.max(lineCount, limit) }
        let size = CGSize(width: width, height: CGFloat(shownLines) * metrics.lineHeight + CGFloat(Swift.max(shownLines - 1, 0)) * gap)
        guard environment.roundsTextToPixels else { return size }
        return CGSize(width: environment.ceilToPixel(size.width), height: environment.ceilToPixel(size.height))
    }

    /// Greedy word wrap of one paragraph; appends each line's width.
    private func wrap(_ words: [Word], width: CGFloat, into lines: inout [CGFloat]) {
        var current: CGFloat = 0
        var lineHasContent = false
        func endLine() { lines.append(current); current = 0; lineHasContent = false }
        for word in words {
            if lineHasContent && current + spaceWidth + word.width <= width {
                current += spaceWidth + word.width
                continue
            }
            if lineHasContent { endLine() }
            if word.width <= width {
                current = word.width; lineHasContent = true
                continue
            }
            // A word wider than the line: break it between characters.
            for scalar in word.text.unicodeScalars {
                let w = metrics.advance(of: scalar)
                if lineHasContent && current + w > width { endLine() }
                current += w; lineHasContent = true
            }
        }
        if lineHasContent || words.isEmpty { endLine() }
    }

    /// Font-derived vertical spacing (§2.6): non-text above text is `lineSpacing − ascent`;
    /// text above non-text `max(lineSpacing − capHeight, textSpacing + descent)`; text above
    /// text is `textSpacing`, where `textSpacing = ceilToPixel(0.1 · lineHeight)` and
    /// `lineSpacing = lineHeight + textSpacing`.
    func spacing(defaultSpacing: CGFloat) -> ViewSpacing {
        let textSpacing = environment.ceilToPixel(0.1 * metrics.lineHeight)
        let lineSpacing = metrics.lineHeight + textSpacing
        return .text(
            top: lineSpacing - metrics.ascent,
            bottom: Swift.max(lineSpacing - metrics.capHeight * metrics.fontSize, textSpacing + metrics.descent),
            textToText: textSpacing, defaultSpacing: defaultSpacing)
    }

    /// The mask of guides text sets explicitly: its baselines.
    static let explicitMask: UInt16 = VerticalAlignment.firstTextBaseline.key.bit | VerticalAlignment.lastTextBaseline.key.bit

    func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return size.height == 0 ? 0 : metrics.ascent }
        if key == VerticalAlignment.lastTextBaseline.key { return Swift.max(size.height - metrics.descent, 0) }
        return nil
    }
}
