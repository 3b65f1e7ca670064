import Foundation

/// One call a container's own `placeSubviews` made to a built-in layout's `placeSubviews` on
/// its subviews: a custom layout handing its placement to `HStackLayout`, say. Recorded only
/// while a checker asks (`ContainerProbe.delegate(in:proposal:)`), so that a container that
/// placed its subviews exactly as a built-in does is not blamed for what that built-in is
/// documented to do.
@_spi(Engine) public struct DelegatedPlacement {
    /// The built-in layout that placed the subviews.
    public let layout: any Layout
    /// The bounds and proposal it was given.
    public let bounds: CGRect
    public let proposal: ProposedViewSize
    /// Whether it was given every subview of the container (not a slice).
    public let coversAllSubviews: Bool
    /// How many `place` calls it made.
    public let placeCalls: Int
}

extension LayoutSubviews {
    /// Whether the container's first child has the flag (a probe sets it on every child, so a
    /// slice's subviews see it too), read without retaining the child: a retain is an atomic
    /// write, made for every built-in placement otherwise.
    @inline(__always)
    private var firstIsDelegationLogged: Bool {
        var logged = false
        nodes.forEachUnretained(in: 0..<Swift.min(1, nodes.count)) { logged = $0.isDelegationLogged }
        return logged
    }

    /// Runs a built-in layout's placement `body`. While a checker records the container's
    /// delegations (`LayoutNode.isDelegationLogged` on its subviews), the call is logged in the
    /// container's `delegationLog`; otherwise this costs one check.
    @inline(__always)
    func recordingDelegation<L: Layout>(to layout: L, in bounds: CGRect, proposal: ProposedViewSize, _ body: () -> Void) {
        guard firstIsDelegationLogged, let container = nodes[0].parent else { return body() }
        let before = container.children.reduce(0) { $0 + $1.placeCallCount }
        body()
        let placeCalls = container.children.reduce(0) { $0 + $1.placeCallCount } - before
        container.delegationLog.append(DelegatedPlacement(layout: layout, bounds: bounds, proposal: proposal,
                                                           coversAllSubviews: range == container.children.indices, placeCalls: placeCalls))
    }
}
