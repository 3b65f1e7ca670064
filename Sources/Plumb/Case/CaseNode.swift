import PlumbUI

/// One view of a case's tree: what it is, its children (for containers), and the modifiers
/// applied to it, innermost first.
public struct CaseNode: Codable, Hashable, Sendable {
    public var kind: Kind
    public var children: [CaseNode]
    public var modifiers: [Modifier]

    public init(_ kind: Kind, children: [CaseNode] = [], modifiers: [Modifier] = []) {
        self.kind = kind; self.children = children; self.modifiers = modifiers
    }

    /// The view and the modifiers that wrap it, as Swift chains them ("Color.padding.frame"):
    /// what a report calls a subview, so that it names the same view the engine's kind
    /// ("frame") names. Modifiers that only tag the view for its parent (`layoutPriority`,
    /// `alignmentGuide`, `layoutValue`, the grid cell ones) wrap nothing and are left out.
    public var chainName: String {
        ([kind.name] + modifiers.filter(\.wrapsTheView).map(\.name)).joined(separator: ".")
    }

    /// What a node is. Every view and container of PlumbUI, and registered custom layouts.
    public enum Kind: Codable, Hashable, Sendable {
        case color
        case rectangle
        case roundedRectangle(cornerRadius: Double)
        case circle
        case capsule
        case ellipse
        case text(String)
        case image
        case spacer(minLength: Double?)
        case divider
        case progress(value: Double?)
        case button(String)
        case hstack(alignment: CaseVerticalGuide, spacing: Double?)
        case vstack(alignment: CaseHorizontalGuide, spacing: Double?)
        case zstack(alignment: CaseAlignment)
        case grid(alignment: CaseAlignment, horizontalSpacing: Double?, verticalSpacing: Double?)
        case gridRow(alignment: CaseVerticalGuide?)
        case viewThatFits(axes: CaseAxes)
        /// `ScrollView(axes)`: its children stacked in the scroll view's implicit `VStack`.
        case scrollView(axes: CaseAxes)
        /// `GeometryReader { _ in … }`: its children do not read the proxy.
        case geometryReader
        /// A layout from the registry, built from its generated parameters.
        case custom(name: String, parameters: [String: Double])

        /// Whether the node holds children.
        public var isContainer: Bool {
            switch self {
            case .hstack, .vstack, .zstack, .grid, .gridRow, .viewThatFits, .scrollView, .geometryReader, .custom: true
            default: false
            }
        }

        /// A short name for statistics and signatures ("HStack", "Text", a custom layout's name).
        public var name: String {
            switch self {
            case .color: "Color"
            case .rectangle: "Rectangle"
            case .roundedRectangle: "RoundedRectangle"
            case .circle: "Circle"
            case .capsule: "Capsule"
            case .ellipse: "Ellipse"
            case .text: "Text"
            case .image: "Image"
            case .spacer: "Spacer"
            case .divider: "Divider"
            case .progress: "ProgressView"
            case .button: "Button"
            case .hstack: "HStack"
            case .vstack: "VStack"
            case .zstack: "ZStack"
            case .grid: "Grid"
            case .gridRow: "GridRow"
            case .viewThatFits: "ViewThatFits"
            case .scrollView: "ScrollView"
            case .geometryReader: "GeometryReader"
            case .custom(let name, _): name
            }
        }
    }

    /// A modifier on a node.
    public enum Modifier: Codable, Hashable, Sendable {
        case frame(width: Double?, height: Double?, alignment: CaseAlignment)
        case flexibleFrame(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                           minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: CaseAlignment)
        /// `padding(edges, length)`; a nil length is the default padding.
        case padding(top: Bool, leading: Bool, bottom: Bool, trailing: Bool, length: Double?)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case layoutPriority(Double)
        /// `alignmentGuide(guide) { d in d.width · fraction + constant }` (height for vertical guides).
        case horizontalGuide(CaseHorizontalGuide, fraction: Double, constant: Double)
        case verticalGuide(CaseVerticalGuide, fraction: Double, constant: Double)
        case offset(x: Double, y: Double)
        /// `aspectRatio(CGSize(width: width, height: height), contentMode: fill ? .fill : .fit)`:
        /// a ratio of two lengths, so that transposing it (swapping them) is exact.
        case aspectRatio(width: Double, height: Double, fill: Bool)
        /// `position(x:y:)`.
        case position(x: Double, y: Double)
        // Only these two hold a node, so only they are boxed.
        indirect case overlay(CaseNode, alignment: CaseAlignment)
        indirect case background(CaseNode, alignment: CaseAlignment)
        /// A value for a `LayoutValueKey` declared in the registry.
        case layoutValue(key: String, value: Double)
        case gridCellColumns(Int)
        case gridCellAnchor(x: Double, y: Double)
        case gridCellUnsizedAxes(CaseAxes)
        case gridColumnAlignment(CaseHorizontalGuide)

        /// Whether the modifier wraps the view in a layout of its own (a frame, padding…), rather
        /// than tagging it with a value its parent reads.
        public var wrapsTheView: Bool {
            switch self {
            case .frame, .flexibleFrame, .padding, .fixedSize, .offset, .aspectRatio, .position, .overlay, .background: true
            case .layoutPriority, .horizontalGuide, .verticalGuide, .layoutValue, .gridCellColumns, .gridCellAnchor,
                 .gridCellUnsizedAxes, .gridColumnAlignment: false
            }
        }

        /// A short name for statistics.
        public var name: String {
            switch self {
            case .frame: "frame"
            case .flexibleFrame: "flexibleFrame"
            case .padding: "padding"
            case .fixedSize: "fixedSize"
            case .layoutPriority: "layoutPriority"
            case .horizontalGuide, .verticalGuide: "alignmentGuide"
            case .offset: "offset"
            case .aspectRatio: "aspectRatio"
            case .position: "position"
            case .overlay: "overlay"
            case .background: "background"
            case .layoutValue: "layoutValue"
            case .gridCellColumns: "gridCellColumns"
            case .gridCellAnchor: "gridCellAnchor"
            case .gridCellUnsizedAxes: "gridCellUnsizedAxes"
            case .gridColumnAlignment: "gridColumnAlignment"
            }
        }
    }

    /// This node and every node below it (children and overlay/background content), depth first.
    public var allNodes: [CaseNode] {
        var result = [self]
        for modifier in modifiers {
            if case .overlay(let n, _) = modifier { result += n.allNodes }
            if case .background(let n, _) = modifier { result += n.allNodes }
        }
        for child in children { result += child.allNodes }
        return result
    }

    /// The registered layouts the subtree uses, with the parameters each node gives them.
    public var customLayouts: [(name: String, parameters: [String: Double])] {
        allNodes.compactMap { node in
            if case .custom(let name, let parameters) = node.kind { return (name, parameters) }
            return nil
        }
    }

    /// The number of nodes in the subtree.
    public var nodeCount: Int { allNodes.count }

    /// The depth of the subtree (a leaf is 1).
    public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}

extension CaseNode {
    /// The node at `path` (child indices from this node), if there is one.
    public func node(at path: [Int]) -> CaseNode? {
        guard let first = path.first else { return self }
        return children.indices.contains(first) ? children[first].node(at: Array(path.dropFirst())) : nil
    }

    /// The path (child indices) of the first node, depth first, for which `predicate` holds.
    public func firstPath(where predicate: (CaseNode) -> Bool) -> [Int]? {
        if predicate(self) { return [] }
        for (i, child) in children.enumerated() {
            if let rest = child.firstPath(where: predicate) { return [i] + rest }
        }
        return nil
    }

    /// Replaces the node at `path` by `body`'s change to it; false if there is no such node.
    @discardableResult
    public mutating func update(at path: [Int], _ body: (inout CaseNode) -> Void) -> Bool {
        guard let first = path.first else { body(&self); return true }
        guard children.indices.contains(first) else { return false }
        return children[first].update(at: Array(path.dropFirst()), body)
    }
}
