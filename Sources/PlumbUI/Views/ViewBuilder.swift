import Foundation

/// A result builder that composes views from closures: blocks, `if`/`else`, optionals.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(chosen: TrueContent._erased(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(chosen: FalseContent._erased(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in sequence, as a `ViewBuilder` block produces.
public struct TupleView<each Content: View>: _PrimitiveView {
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) { self.value = (repeat each value) }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        func add<V: View>(_ v: V) { V._makeNodes(v, inputs: inputs, into: &nodes) }
        repeat add(each view.value)
    }
}

/// One of two views, as an `if`/`else` in a `ViewBuilder` produces.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    /// The branch taken, type-erased. An enum of the two branches would need its generic
    /// metadata looked up at run time each time one is made or read (a fifth of building a
    /// tree with `if`/`else` in its views); opening an existential needs no lookup.
    ///
    /// A branch that is itself an `if`/`else` (a `switch` nests them) hands over the view it
    /// holds rather than itself (`_erased`): wrapping a conditional in an existential would
    /// allocate a box per level, since it is larger than an existential's inline buffer.
    let chosen: any View

    init(chosen: any View) { self.chosen = chosen }

    public static func _erased(_ view: Self) -> any View { view.chosen }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        func make<V: View>(_ branch: V) { V._makeNodes(branch, inputs: inputs, into: &nodes) }
        make(view.chosen)
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view and has no body") }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        if let view { Wrapped._makeNodes(view, inputs: inputs, into: &nodes) }
    }
}
