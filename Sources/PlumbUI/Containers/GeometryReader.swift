import Foundation

/// A view that takes the space it is offered and builds its content from its own size and
/// frame (Docs/Semantics.md §3.17).
///
/// Its content is built when the reader is placed, as SwiftUI does: each view of it is offered
/// the reader's size and put at its top-leading corner. The content is built again whenever a
/// later pass places the reader in another frame.
public struct GeometryReader<Content: View>: _PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// A reader whose content is `content`, given the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        var contentInputs = inputs
        contentInputs.stackAxis = nil
        contentInputs.gridRows = nil
        // The content is built later, when the reader is placed: it must see the environment
        // its ancestors set now, not whatever is current then.
        let environment = EnvironmentValues.current
        let content = PlacedContent { frame in
            EnvironmentValues.$current.withValue(environment) {
                _NodeList.make(view.content(GeometryProxy(size: frame.size, globalFrame: frame)), inputs: contentInputs)
            }
        }
        nodes.append(LayoutNode.container(_GeometryReaderLayout(defaultSpacing: inputs.environment.defaultSpacing),
                                          kind: "GeometryReader", children: [], inputs: inputs, placedContent: content))
    }
}

/// A GeometryReader's geometry, as its content sees it.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// Always zero: a PlumbUI host has no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    let globalFrame: CGRect

    /// The reader's frame in `space`: the host's coordinates for `.global`, its own (origin
    /// zero) for `.local`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: globalFrame
        case .local: CGRect(origin: .zero, size: size)
        }
    }

    /// The reader's bounds in the named coordinate space `space`, or nil when no ancestor
    /// defines it — always nil in PlumbUI, which has no modifier that names a space (as SwiftUI
    /// answers for a name no ancestor gave).
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? { nil }
}

/// A coordinate space known by name — SwiftUI's `NamedCoordinateSpace`. PlumbUI lets a view
/// ask for one (`GeometryProxy.bounds(of:)` answers nil) but offers no modifier that defines one.
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    // Only made from a `Sendable` name (`named(_:)`).
    let name: AnyHashable

    /// The space an ancestor named `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// The coordinate spaces a `GeometryProxy` reports frames in. Named spaces are not modelled.
public enum CoordinateSpace: Hashable, Sendable {
    /// The host's coordinates (origin at its top-left).
    case global
    /// The view's own coordinates.
    case local
}

/// Views built once their container's frame is known, and built again only when it changes.
final class PlacedContent {
    private let build: (CGRect) -> ContiguousArray<LayoutNode>
    private var builtFor: CGRect?

    init(_ build: @escaping (CGRect) -> ContiguousArray<LayoutNode>) { self.build = build }

    /// The content for a container placed in `frame`, or nil when the last one built was for
    /// the same frame (and stands).
    func nodes(for frame: CGRect) -> ContiguousArray<LayoutNode>? {
        if let builtFor, builtFor == frame { return nil }
        builtFor = frame
        return build(frame)
    }
}

/// The GeometryReader's rule as a layout: the proposal with nil lengths taken as 0; each
/// subview offered the reader's size at its top-leading corner. Its spacing is a plain leaf's,
/// it reports no explicit guides and its priority is 0: none of them can wait for content that
/// is built only when the reader is placed.
struct _GeometryReaderLayout: Layout, BuiltinLayout, DescribesGeometryReader {
    let defaultSpacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.forEachUnretained { subview in subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .leaf(defaultSpacing: defaultSpacing) }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { nil }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? { nil }
}
