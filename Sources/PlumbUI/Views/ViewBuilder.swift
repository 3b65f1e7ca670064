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
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
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
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        switch view.storage {
        case .trueContent(let v): TrueContent._makeNodes(v, inputs: inputs, into: &nodes)
        case .falseContent(let v): FalseContent._makeNodes(v, inputs: inputs, into: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view and has no body") }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        if let view { Wrapped._makeNodes(view, inputs: inputs, into: &nodes) }
    }
}
