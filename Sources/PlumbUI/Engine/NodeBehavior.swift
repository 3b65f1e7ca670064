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
/// The first two live inline, since most nodes are asked only a few times.
struct MeasurementCache {
    private var first: Measurement?
    private var second: Measurement?
    private var rest: [Measurement] = []

    func lookup(_ proposal: ProposedViewSize) -> CGSize? {
        if let first, first.proposal == proposal { return first.size }
        if let second, second.proposal == proposal { return second.size }
        for m in rest where m.proposal == proposal { return m.size }
        return nil
    }

    mutating func insert(_ proposal: ProposedViewSize, _ size: CGSize) {
        let m = Measurement(proposal: proposal, size: size)
        if first == nil { first = m } else if second == nil { second = m } else { rest.append(m) }
    }

    var all: [Measurement] { [first, second].compactMap { $0 } + rest }
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
