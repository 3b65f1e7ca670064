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
    /// A word: where it is in the string (UTF-8 offsets, not a `Substring`, which would hold
    /// the string and cost a retain per word) and its width on one line.
    struct Word: Equatable { let start: Int; let end: Int; let width: CGFloat }

    /// Every paragraph's words, in one array: splitting a text into an array per paragraph
    /// allocated twice per text, and most texts have one paragraph.
    struct Paragraphs: Equatable {
        /// The words of all paragraphs, first to last.
        private(set) var words: [Word] = []
        /// Where each paragraph but the last ends in `words` (the last ends at its end): empty,
        /// so never allocated, for a text of one paragraph.
        private var innerEnds: [Int] = []
        /// The number of paragraphs (0 for an empty string).
        private(set) var count = 0

        var isEmpty: Bool { count == 0 }

        mutating func reserveWords(_ n: Int) { words.reserveCapacity(n) }
        /// Starts a paragraph after the words appended so far (the first one too).
        mutating func startParagraph() {
            if count > 0 { innerEnds.append(words.count) }
            count += 1
        }
        /// Appends a word to the current paragraph.
        mutating func append(_ word: Word) { words.append(word) }

        /// Runs `body` on each paragraph's words, first to last.
        @inline(__always)
        func forEach(_ body: (ArraySlice<Word>) -> Void) {
            var start = 0
            for k in 0..<count {
                let end = k < innerEnds.count ? innerEnds[k] : words.count
                body(words[start..<end])
                start = end
            }
        }
    }

    private let string: String
    private let paragraphs: Paragraphs
    private let spaceWidth: CGFloat
    private let metrics: TextMetrics
    private let environment: LayoutEnvironment
    /// The width of the longest paragraph on one line.
    let idealWidth: CGFloat
    /// The width of the widest character: narrower than this, text cannot fit its proposal.
    let widestGlyph: CGFloat

    init(_ string: String, environment: LayoutEnvironment) {
        self.string = string
        self.environment = environment
        metrics = environment.textMetrics
        spaceWidth = metrics.advance(of: " ")
        let m = metrics
        (paragraphs, widestGlyph) = Self.asciiWords(string, metrics: m) ?? Self.characterWords(string, metrics: m)
        idealWidth = Self.widestOneLine(paragraphs, first: paragraphs.count, spaceWidth: spaceWidth)
    }

    /// The widest of the first `count` paragraphs on one line, found without an array of their
    /// widths (0 for none).
    static func widestOneLine(_ paragraphs: Paragraphs, first count: Int, spaceWidth: CGFloat) -> CGFloat {
        var widest: CGFloat?, k = 0
        paragraphs.forEach { words in
            if k < count {
                let width = oneLineWidth(words, spaceWidth: spaceWidth)
                if widest.map({ width > $0 }) ?? true { widest = width }
            }
            k += 1
        }
        return widest ?? 0
    }

    /// The width of `words` on one line: their widths and a space between each two.
    static func oneLineWidth(_ words: ArraySlice<Word>, spaceWidth: CGFloat) -> CGFloat {
        words.reduce(0) { $0 + $1.width } + CGFloat(Swift.max(words.count - 1, 0)) * spaceWidth
    }

    /// The paragraphs (lines split at "\n", then words at spaces, with their widths) and the
    /// widest glyph of any string, character by character.
    static func characterWords(_ string: String, metrics m: TextMetrics) -> (Paragraphs, CGFloat) {
        var paragraphs = Paragraphs()
        if !string.isEmpty {
            let utf8 = string.utf8
            for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
                paragraphs.startParagraph()
                for word in line.split(separator: " ") {
                    paragraphs.append(Word(start: utf8.distance(from: utf8.startIndex, to: word.startIndex),
                                           end: utf8.distance(from: utf8.startIndex, to: word.endIndex),
                                           width: m.width(of: word)))
                }
            }
        }
        return (paragraphs, string.unicodeScalars.map { m.advance(of: $0) }.max() ?? 0)
    }

    /// The paragraphs and widest glyph of an ASCII string without carriage returns, in one
    /// pass over its bytes: there every byte is one character, so splitting bytes at "\n" and
    /// " " gives what splitting characters does (the general path, grapheme by grapheme, is
    /// several times slower and most texts are ASCII). Word widths add advances in the same
    /// order as `TextMetrics.width(of:)`, so the numbers are identical. Nil for other strings.
    static func asciiWords(_ string: String, metrics m: TextMetrics) -> (Paragraphs, CGFloat)? {
        // Read through a pointer to the bytes: walking `String.UTF8View` by index checks each
        // index and took most of building a text's node. A string whose UTF-8 is not stored
        // contiguously is copied once.
        if let words = string.utf8.withContiguousStorageIfAvailable({ asciiWords(bytes: $0, metrics: m) }) { return words }
        return Array(string.utf8).withUnsafeBufferPointer { asciiWords(bytes: $0, metrics: m) }
    }

    private static func asciiWords(bytes: UnsafeBufferPointer<UInt8>, metrics m: TextMetrics) -> (Paragraphs, CGFloat)? {
        // One pass first: ASCII without carriage returns, and how many words there can be (one
        // more than the spaces, per paragraph), so the word list is allocated once.
        var spaces = 0, newlines = 0
        for byte in bytes {
            if byte >= 0x80 || byte == 0x0D { return nil }
            if byte == 0x0A { newlines += 1 } else if byte == 0x20 { spaces += 1 }
        }
        var paragraphs = Paragraphs()
        guard !bytes.isEmpty else { return (paragraphs, 0) }
        paragraphs.reserveWords(spaces + newlines + 1)
        paragraphs.startParagraph()
        var widest: CGFloat = 0
        var wordStart = -1, wordWidth: CGFloat = 0
        TextMetrics.asciiWidths.withUnsafeBufferPointer { widths in
            for i in 0..<bytes.count {
                let byte = bytes[i]
                let advance = m.advance(ofASCII: byte, widths: widths)
                widest = Swift.max(widest, advance)
                if byte == 0x0A || byte == 0x20 {
                    if wordStart >= 0 { paragraphs.append(Word(start: wordStart, end: i, width: wordWidth)) }
                    wordStart = -1
                    if byte == 0x0A { paragraphs.startParagraph() }
                } else {
                    if wordStart < 0 { wordStart = i; wordWidth = 0 }
                    wordWidth += advance
                }
            }
        }
        if wordStart >= 0 { paragraphs.append(Word(start: wordStart, end: bytes.count, width: wordWidth)) }
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
        // Fitting on one line, each paragraph is a line and no array is needed; otherwise the
        // wrapped lines' widths.
        let oneLinePerParagraph = available >= idealWidth
        var wrappedWidths: [CGFloat] = []
        if !oneLinePerParagraph {
            wrappedWidths.reserveCapacity(8)  // one allocation for most texts, not one per doubling
            paragraphs.forEach { wrap($0, width: available, into: &wrappedWidths) }
        }
        var lineCount = oneLinePerParagraph ? paragraphs.count : wrappedWidths.count
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
        let width = !oneLinePerParagraph ? wrappedWidths.prefix(lineCount).max() ?? 0
            : lineCount >= paragraphs.count ? idealWidth
            : Self.widestOneLine(paragraphs, first: lineCount, spaceWidth: spaceWidth)
        var shownLines = lineCount
        if environment.reservesLineLimitSpace, let limit = environment.lineLimit { shownLines = Swift.max(lineCount, limit) }
        let size = CGSize(width: width, height: CGFloat(shownLines) * metrics.lineHeight + CGFloat(Swift.max(shownLines - 1, 0)) * gap)
        guard environment.roundsTextToPixels else { return size }
        return CGSize(width: environment.ceilToPixel(size.width), height: environment.ceilToPixel(size.height))
    }

    /// Greedy word wrap of one paragraph; appends each line's width.
    private func wrap(_ words: ArraySlice<Word>, width: CGFloat, into lines: inout [CGFloat]) {
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
            for scalar in text(of: word).unicodeScalars {
                let w = metrics.advance(of: scalar)
                if lineHasContent && current + w > width { endLine() }
                current += w; lineHasContent = true
            }
        }
        if lineHasContent || words.isEmpty { endLine() }
    }

    /// The characters of `word`.
    private func text(of word: Word) -> Substring {
        let utf8 = string.utf8
        return string[utf8.index(utf8.startIndex, offsetBy: word.start)..<utf8.index(utf8.startIndex, offsetBy: word.end)]
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
