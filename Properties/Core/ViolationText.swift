import Foundation

/// Text of a violation (what was expected, what happened, the kinds down to the container),
/// either written out or to be written from values captured when the violation was found.
///
/// Most violations a check of built-in containers finds are excused by a waiver (a frame
/// smaller than its child, an offset…), and nobody reads their text; writing it (numbers to
/// three decimals, the kind path) was a tenth of what such a violation cost. The busiest
/// properties therefore defer it, and `PropertyChecker.check` writes the text of every
/// violation it keeps. Deferred text reads only the values it captured (numbers, strings and
/// the snapshot's fixed node list), never the layout, so it reads the same whenever and on
/// whichever thread it is written. It compares, hashes and encodes as its string.
struct ViolationText: Hashable, Codable, Sendable {
    private enum Content {
        case written(String)
        case deferred(@Sendable () -> String)
    }
    private var content: Content

    init(_ text: String) { content = .written(text) }
    init(deferred write: @escaping @Sendable () -> String) { content = .deferred(write) }

    /// The text (written now if it was deferred).
    var string: String {
        switch content {
        case .written(let text): text
        case .deferred(let write): write()
        }
    }

    /// The same text, written out.
    var written: ViolationText { ViolationText(string) }

    /// Appends `more`, deferred as long as this text is.
    mutating func append(_ more: @escaping @Sendable () -> String) {
        switch content {
        case .written(let text): content = .written(text + more())
        case .deferred(let write): content = .deferred { write() + more() }
        }
    }

    static func == (a: ViolationText, b: ViolationText) -> Bool { a.string == b.string }
    func hash(into hasher: inout Hasher) { hasher.combine(string) }

    init(from decoder: Decoder) throws { content = .written(try decoder.singleValueContainer().decode(String.self)) }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }
}
