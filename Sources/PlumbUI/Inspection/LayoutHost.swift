import Foundation

/// Lays out a view the way a window of `size` would, for inspection and testing.
///
/// Callable from any synchronous, nonisolated context. Each call builds a fresh node tree,
/// so caches never leak between calls.
public struct LayoutHost: Sendable {
    /// The window's size: what the root view is proposed.
    public var size: CGSize
    /// The constants the layout uses.
    public var environment: LayoutEnvironment

    public init(size: CGSize, environment: LayoutEnvironment = .init()) {
        self.size = size; self.environment = environment
    }

    /// Proposes `size` to `view`, centres its answer in the host rectangle (origin (0, 0)) and
    /// places everything inside.
    public func layout(_ view: some View) -> LayoutSnapshot {
        layout(root: makeRoot(view))
    }

    /// Builds `view`'s node tree once, to lay it out repeatedly with `layout(_:)` on a
    /// `PreparedLayout` (benchmarks, and checkers that re-run a pass with other proposals).
    @_spi(Engine)
    public func prepare(_ view: some View) -> PreparedLayout { PreparedLayout(root: makeRoot(view)) }

    /// Lays out a prepared tree afresh: every cache from an earlier pass is dropped first.
    @_spi(Engine)
    public func layout(_ prepared: PreparedLayout) -> LayoutSnapshot {
        prepared.resetIfLaidOut()
        return layout(root: prepared.root)
    }

    private func layout(root: LayoutNode) -> LayoutSnapshot {
        let proposal = ProposedViewSize(size)
        let rootSize = root.size(for: proposal)
        let origin = CGPoint(x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2)
        root.commit(Placement(origin: origin, size: rootSize, proposal: proposal))
        return LayoutSnapshot(root: root, hostSize: size)
    }

    /// `view`'s answer to `proposal`.
    public func sizeThatFits(_ view: some View, proposal: ProposedViewSize) -> CGSize {
        makeRoot(view).size(for: proposal)
    }

    /// The root node: the view's single node, or an implicit VStack around several.
    func makeRoot<V: View>(_ view: V) -> LayoutNode {
        let clock = PassClock()
        return withExtendedLifetime(clock) {
            let inputs = _ViewInputs(environment: environment, passClock: clock)
            let nodes = _NodeList.make(view, inputs: inputs)
            if nodes.count == 1 { return nodes[0] }
            var root = _NodeList()
            makeContainerNode(VStackLayout(), kind: "VStack", content: view, inputs: inputs, into: &root)
            return root.nodes[0]
        }
    }
}

/// A view's node tree, built once and laid out any number of times.
@_spi(Engine)
public final class PreparedLayout {
    let root: LayoutNode
    /// Whether a pass has run on the tree (a fresh one has nothing to forget).
    private var laidOut = false
    init(root: LayoutNode) { self.root = root }

    /// Starts a new pass, if one has run, so every node forgets the last pass's answers and
    /// placements when this one first touches it.
    func resetIfLaidOut() {
        if laidOut { root.passClock.startPass() }
        laidOut = true
    }
}
