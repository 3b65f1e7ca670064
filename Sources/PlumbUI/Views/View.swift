import Foundation

/// A piece of user interface, described by its `body` — SwiftUI's `View` protocol.
///
/// Primitive PlumbUI views have `Body == Never` and turn themselves into layout nodes directly;
/// every other view is laid out as its `body`.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }

    /// Engine hook: appends the layout nodes this view produces. Do not implement it; compose
    /// views in `body` instead.
    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList)

    /// Engine hook: `view` as an existential, for an `if`/`else` to hold. Do not implement it.
    static func _erased(_ view: Self) -> any View
}

extension View {
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        Body._makeNodes(view.body, inputs: inputs, into: &nodes)
    }

    public static func _erased(_ view: Self) -> any View { view }
}

/// A view PlumbUI lays out itself rather than through a body.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    /// Primitive views have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// What a parent passes down while views become nodes: the environment and the enclosing
/// stack's axis (for Spacer and Divider orientation).
public struct _ViewInputs {
    var environment: LayoutEnvironment
    var stackAxis: Axis?
    /// Set while building a Grid's direct content, so GridRows number themselves.
    var gridRows: GridRowCounter?
    /// How buttons inside lay out their label (`buttonStyle`).
    var buttonStyle: ButtonStyleChoice = .automatic
    /// The pass counter of the tree being built, which each node keeps (not retained here:
    /// inputs are copied at every level, and whoever builds the tree holds it).
    let passClock: Unmanaged<PassClock>

    init(environment: LayoutEnvironment, passClock: PassClock) {
        self.environment = environment; self.passClock = .passUnretained(passClock)
    }
}

/// The layout nodes a view produced, in order.
public struct _NodeList {
    var nodes: ContiguousArray<LayoutNode> = []

    init() {}

    mutating func append(_ node: LayoutNode) {
        // Room for a typical container's children at once: growing from empty one node at a
        // time reallocated the array at the first, second and third child.
        if nodes.isEmpty { nodes.reserveCapacity(4) }
        nodes.append(node)
    }

    /// The nodes `view` produces with `inputs`.
    static func make<V: View>(_ view: V, inputs: _ViewInputs) -> ContiguousArray<LayoutNode> {
        var list = _NodeList()
        V._makeNodes(view, inputs: inputs, into: &list)
        return list.nodes
    }
}
