import Foundation

/// A proxy for one subview of a layout container: measure it, read its preferences, place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode

    init(node: LayoutNode) { self.node = node }

    /// The subview's size for `proposal`. Answers are cached per proposal for the pass.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = node.size(for: proposal)
        if node.isQueryLogged {
            node.parent!.childQueryLog.append(ChildQuery(child: node, proposal: proposal, size: size))
        }
        return size
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(size: sizeThatFits(proposal), proposal: proposal)
    }

    /// The subview's layout priority: stacks size higher priorities first.
    public var priority: Double { node.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// Places the subview: the point `anchor` of its frame goes to `position`, in the same
    /// coordinate space as the container's `bounds`. Its size is its answer to `proposal`.
    /// Calling this again for the same subview replaces the earlier placement.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.size(for: proposal)
        // A zero anchor fraction leaves the position as it is, even for an infinitely large
        // subview (0 · ∞ would make the origin NaN).
        let origin = CGPoint(x: anchor.x == 0 ? position.x : position.x - anchor.x * size.width,
                             y: anchor.y == 0 ? position.y : position.y - anchor.y * size.height)
        node.pendingPlacement = Placement(origin: origin, size: size, proposal: proposal, anchor: anchor)
        node.placeCallCount += 1
    }

    /// The value the subview sets for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // Noted on the subview itself: its parent is reached only while a probe runs it (a
        // subviews collection may outlive the container it was taken from).
        node.noteValueKeyRead(key)
        return node.layoutValues[key] ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// Where a parent put a child: frame origin and size (host coordinates), the proposal, and
/// the point of the frame the parent put at its position (`.topLeading` when the engine placed it).
struct Placement {
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposedViewSize
    var anchor = UnitPoint.topLeading
    var frame: CGRect { CGRect(origin: origin, size: size) }
}
