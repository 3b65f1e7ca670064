import Foundation

/// How a node answers proposals: a leaf rule, or a `Layout` over its children.
enum NodeBehavior {
    /// Color and shapes: the proposal, with nil dimensions replaced by 10 (§3.10).
    case shape
    /// A view of a fixed size whatever the proposal (`Image(systemName:)`, the circular spinner).
    case fixed(CGSize)
    /// Text: wraps to the proposed width (§3.9).
    case text(TextLayout)
    /// Spacer: expands along the enclosing stack's axis, at least `minLength` (§3.7).
    case spacer(minLength: CGFloat)
    /// Divider: a line `thickness` thick across the enclosing stack's axis (§3.8).
    case divider(thickness: CGFloat)
    /// A linear progress bar: flexible width, fixed height (§3.11).
    case progressBar(idealWidth: CGFloat, height: CGFloat)
    /// A container or layout modifier: a `Layout` placing the node's children.
    case layout(AnyLayoutBox)
}

/// A cached answer: what a node was proposed and what it replied.
struct Measurement {
    var proposal: ProposedViewSize
    var size: CGSize
}

/// The answers a node gave during one pass, in the order they were first asked.
/// The first four live inline: stack children are typically asked three or four times
/// (minimum, maximum, share), and growing an array for them was a measurable cost.
struct MeasurementCache {
    private static let empty = Measurement(proposal: .unspecified, size: .zero)
    private var count = 0
    private var inline = (empty, empty, empty, empty)
    private var rest: [Measurement] = []

    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        if count > 0 && inline.0.proposal == proposal { return inline.0.size }
        if count > 1 && inline.1.proposal == proposal { return inline.1.size }
        if count > 2 && inline.2.proposal == proposal { return inline.2.size }
        if count > 3 && inline.3.proposal == proposal { return inline.3.size }
        for m in rest where m.proposal == proposal { return m.size }
        return nil
    }

    mutating func insert(_ proposal: ProposedViewSize, _ size: CGSize) {
        let m = Measurement(proposal: proposal, size: size)
        switch count {
        case 0: inline.0 = m
        case 1: inline.1 = m
        case 2: inline.2 = m
        case 3: inline.3 = m
        default: rest.append(m)
        }
        count += 1
    }

    var all: [Measurement] { Array([inline.0, inline.1, inline.2, inline.3].prefix(count)) + rest }
}

/// An `alignmentGuide(_:computeValue:)` override on a node.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}

/// A node's spacing, computed once per pass and kept out of line (ViewSpacing is large and
/// most nodes are never asked for theirs).
final class SpacingBox {
    let value: ViewSpacing
    init(_ value: ViewSpacing) { self.value = value }
}
