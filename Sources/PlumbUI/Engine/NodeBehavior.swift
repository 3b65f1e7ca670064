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

/// A proposal as two bit patterns, so cache lookups are integer compares: a nil dimension is
/// a NaN payload no arithmetic produces. Every other value keeps its own bits (a NaN proposal
/// still finds its own earlier answer).
struct ProposalKey: Equatable {
    let width: UInt64
    let height: UInt64

    private static let nilBits: UInt64 = 0x7FF4_0000_0000_0B1D

    init(_ p: ProposedViewSize) {
        width = p.width.map { Double($0).bitPattern } ?? Self.nilBits
        height = p.height.map { Double($0).bitPattern } ?? Self.nilBits
    }

    var proposal: ProposedViewSize {
        ProposedViewSize(
            width: width == Self.nilBits ? nil : CGFloat(Double(bitPattern: width)),
            height: height == Self.nilBits ? nil : CGFloat(Double(bitPattern: height)))
    }
}

/// A cached answer: what a node was proposed and what it replied.
struct Measurement {
    var key: ProposalKey
    var size: CGSize
    var proposal: ProposedViewSize { key.proposal }

    /// A placeholder for an empty slot.
    static let unused = Measurement(key: ProposalKey(.unspecified), size: .zero)
}

/// An `alignmentGuide(_:computeValue:)` override on a node.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}

/// A node's spacing, computed once per pass and kept out of line (ViewSpacing is large and
/// most nodes are never asked for theirs).
final class SpacingBox: Sendable {
    let value: ViewSpacing
    private init(_ value: ViewSpacing) { self.value = value }

    /// The spacing of a plain leaf at the platform's default distance: most views' (colours,
    /// shapes, frames, stacks of those), so it is boxed once and shared, not once per node.
    private static let defaultLeaf = SpacingBox(.leaf(defaultSpacing: 8))

    /// A box holding a plain leaf's spacing (`ViewSpacing.leaf`): the shared one at the
    /// platform's default distance.
    static func leaf(defaultSpacing: CGFloat) -> SpacingBox {
        defaultSpacing == defaultLeaf.value.defaultSpacing ? defaultLeaf : SpacingBox(.leaf(defaultSpacing: defaultSpacing))
    }

    /// A box holding `value`: the shared one when `value` is the default leaf spacing.
    static func holding(_ value: ViewSpacing) -> SpacingBox {
        value.isIdentical(to: defaultLeaf.value) ? defaultLeaf : SpacingBox(value)
    }
}
