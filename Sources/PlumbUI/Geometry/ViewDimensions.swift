import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// `d[guide]` is the view's explicit value for the guide when it sets one (through
/// `alignmentGuide(_:computeValue:)`, text baselines, or a container merging its children's),
/// otherwise the guide's default for the view's size.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// Where explicit guides come from; nil for a bare size.
    let source: ExplicitGuideSource?

    init(size: CGSize, source: ExplicitGuideSource? = nil) {
        self.size = size; self.source = source
    }

    /// The value of `guide`: explicit if the view sets it, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
    /// The value of `guide`: explicit if the view sets it, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
    /// The explicit value of `guide`, or nil if the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(of: guide.key) }
    /// The explicit value of `guide`, or nil if the view does not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(of: guide.key) }

    func value(of key: AlignmentKey) -> CGFloat {
        explicitValue(of: key) ?? key.defaultValue(size: size, dimensions: self)
    }

    func explicitValue(of key: AlignmentKey) -> CGFloat? {
        source?.explicitValue(of: key, size: size)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.source?.node === rhs.source?.node
    }
}

/// Where a view's explicit alignment-guide values come from: the engine's node, the proposal it was
/// measured with, and how many of its `alignmentGuide` overrides are visible. A struct with an
/// unretained reference, so measuring dimensions allocates nothing and asking a guide retains
/// nothing (even an `unowned(unsafe)` reference is retained when read); nodes outlive every pass.
struct ExplicitGuideSource {
    private let reference: Unmanaged<LayoutNode>
    let proposal: ProposedViewSize
    let overrideLimit: Int

    init(node: LayoutNode, proposal: ProposedViewSize, overrideLimit: Int) {
        reference = .passUnretained(node); self.proposal = proposal; self.overrideLimit = overrideLimit
    }

    var node: LayoutNode { reference.takeUnretainedValue() }

    func explicitValue(of key: AlignmentKey, size: CGSize) -> CGFloat? {
        reference._withUnsafeGuaranteedRef {
            $0.explicitGuide(key, size: size, proposal: proposal, overrideLimit: overrideLimit)
        }
    }
}

@_spi(Engine)
extension ViewDimensions {
    /// The dimensions of a plain rectangle of `size`: every guide at its default.
    public static func plain(_ size: CGSize) -> ViewDimensions { ViewDimensions(size: size) }
}
