import Foundation

/// The result of one layout pass: every view's frame (in host coordinates, origin (0, 0) at
/// the host's top-left), what it was proposed and answered, and how often it was measured.
///
/// Not `Sendable`: the snapshot shares the engine's node tree, and checking it (probing a
/// container with other proposals, say) lays those nodes out again. Use a snapshot on the
/// thread that made it; to check one case on several threads, lay it out once per thread.
public struct LayoutSnapshot {
    let root: LayoutNode
    /// The host's size.
    public let hostSize: CGSize

    init(root: LayoutNode, hostSize: CGSize) {
        self.root = root; self.hostSize = hostSize
    }

    /// The root view's frame.
    public var rootFrame: CGRect { root.placement?.frame ?? .zero }

    /// The frame of the first view (in tree order) tagged `.id(id)`, or nil.
    public func frame(of id: some Hashable) -> CGRect? {
        let tag = AnyHashable(id)
        var stack: [LayoutNode] = [root]
        while let node = stack.popLast() {
            if node.tag == tag { return node.placement?.frame }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// Every laid-out node in tree order (depth first, parents before children). Children a
    /// `ViewThatFits` did not choose are not part of the tree.
    ///
    /// Built on every check, so per node it only copies scalars: paths, kind paths and answers
    /// are computed when read (violations and reports read them; the hot path does not).
    public var nodes: [Node] {
        let tree = NodeTree()
        var result: [Node] = []
        func visit(_ node: LayoutNode, indexInParent: Int, parent: Int?) {
            let index = result.count
            tree.parents.append(parent ?? -1)
            tree.indicesInParent.append(indexInParent)
            tree.kinds.append(node.kind)
            result.append(Node(node, index: index, tree: tree, parent: parent))
            for (i, child) in node.children.enumerated() where child.placement != nil {
                visit(child, indexInParent: i, parent: index)
            }
        }
        visit(root, indexInParent: 0, parent: nil)
        return result
    }

    /// How many nodes the tree has.
    public var nodeCount: Int {
        var count = 0
        var stack = [root]
        while let node = stack.popLast() { count += 1; stack.append(contentsOf: node.children) }
        return count
    }

    /// Measurements (cache misses) summed over every node.
    public var totalMeasurementCount: Int {
        var total = 0
        var stack = [root]
        while let node = stack.popLast() { total += node.measureCount; stack.append(contentsOf: node.children) }
        return total
    }

    /// One proposal a node was asked and its answer.
    public struct Answer: Equatable, Sendable {
        public let proposal: ProposedViewSize
        public let size: CGSize
    }

    /// The shape of a snapshot's node list, shared by its nodes: enough to compute a node's
    /// path and kind path on demand. Filled while the list is made, never changed after (so
    /// sendable: a kind path may be written later on another thread).
    final class NodeTree: @unchecked Sendable {
        // Appended to only while the list is made, one append at a time: unchecked.
        @exclusivity(unchecked) var parents: [Int] = []
        @exclusivity(unchecked) var indicesInParent: [Int] = []
        @exclusivity(unchecked) var kinds: [String] = []
    }

    /// One view of the laid-out tree.
    public struct Node: @unchecked Sendable {
        /// What the view is: "HStack", "frame", "Text", a custom layout's type name…
        public let kind: String
        /// The index of the parent in `LayoutSnapshot.nodes`, nil for the root.
        public let parentIndex: Int?
        /// The frame in host coordinates.
        public let frame: CGRect
        /// The proposal the node was placed with.
        public let proposal: ProposedViewSize
        /// Distinct proposals measured (cache misses) this pass.
        public let measurementCount: Int
        /// Size queries including cache hits.
        public let queryCount: Int
        /// How many times the parent's `placeSubviews` placed this node (0: centred by default).
        public let placeCalls: Int
        /// The layout priority the node reports to its parent.
        public let priority: Double
        /// The `.id(_:)` tag, if any.
        public let id: AnyHashable?
        /// The number of children.
        public let childCount: Int
        let engineNode: LayoutNode
        private let index: Int
        private let tree: NodeTree

        init(_ node: LayoutNode, index: Int, tree: NodeTree, parent: Int?) {
            kind = node.kind
            self.index = index
            self.tree = tree
            parentIndex = parent
            engineNode = node
            frame = node.placement?.frame ?? .null
            proposal = node.placement?.proposal ?? .unspecified
            measurementCount = node.measureCount
            queryCount = node.queryCount
            placeCalls = node.parentPlaceCalls
            priority = node.priority
            id = node.tag
            childCount = node.children.count
        }

        /// Child indices from the root (`[]` is the root).
        public var path: [Int] {
            var path: [Int] = []
            var i = index
            while tree.parents[i] >= 0 { path.append(tree.indicesInParent[i]); i = tree.parents[i] }
            return path.reversed()
        }

        /// The kinds from the root down to this node, joined by "/".
        public var kindPath: String { Self.kindPath(index, in: tree) }

        /// Writes the kind path when called, from the snapshot's fixed node list alone (not the
        /// layout), so it may be called later, on any thread.
        @_spi(Engine) public var kindPathWriter: @Sendable () -> String {
            let index = index, tree = tree
            return { Self.kindPath(index, in: tree) }
        }

        private static func kindPath(_ index: Int, in tree: NodeTree) -> String {
            var kinds: [String] = []
            var i = index
            while i >= 0 { kinds.append(tree.kinds[i]); i = tree.parents[i] }
            return kinds.reversed().joined(separator: "/")
        }

        /// Every distinct proposal the node was asked this pass, with its answers, first-asked
        /// first. Proposals a checker asked after the snapshot was taken are not included.
        public var answers: [Answer] {
            engineNode.measurementLog.prefix(measurementCount).map { Answer(proposal: $0.proposal, size: $0.size) }
        }
    }
}

@_spi(Engine)
extension LayoutSnapshot.Node {
    /// The probe for this node's container, or nil for a leaf.
    public var probe: ContainerProbe? { ContainerProbe(engineNode) }
    /// The `LayoutValueKey` types this container's layout read from its subviews so far.
    public var valueKeysRead: [any LayoutValueKey.Type] {
        var seen: Set<ObjectIdentifier> = []
        return engineNode.children.flatMap(\.valueKeysRead).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}

@_spi(Engine)
extension LayoutSnapshot {
    /// The `LayoutValueKey` types every container of `kind` read from its subviews in this
    /// pass, each once, found by walking the engine's tree (no per-node copies: a checker asks
    /// this of every case it runs).
    public func valueKeysRead(byContainersOfKind kind: String) -> [any LayoutValueKey.Type] {
        var found: [any LayoutValueKey.Type] = []
        var stack = [root]
        while let node = stack.popLast() {
            if node.kind == kind {
                for child in node.children {
                    for key in child.valueKeysRead where !found.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(key) }) {
                        found.append(key)
                    }
                }
            }
            stack.append(contentsOf: node.children)
        }
        return found
    }
}
