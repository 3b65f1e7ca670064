import Foundation

/// A view that produces nothing.
public struct EmptyView: _PrimitiveView, Sendable {
    public init() {}
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {}
}

/// Groups views without adding a container: a modifier on a group applies to each view in it.
public struct Group<Content: View>: _PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        Content._makeNodes(view.content, inputs: inputs, into: &nodes)
    }
}

/// A type-erased view.
public struct AnyView: _PrimitiveView {
    @usableFromInline let make: (_ViewInputs, inout _NodeList) -> Void

    /// Wraps `view`.
    @inlinable
    public init<V: View>(_ view: V) {
        make = { inputs, nodes in V._makeNodes(view, inputs: inputs, into: &nodes) }
    }

    /// Wraps `view`, whatever its type.
    public init(erasing view: some View) { self.init(view) }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        view.make(inputs, &nodes)
    }
}

/// Views computed from a collection of data, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    /// The elements views are made for.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    @usableFromInline let idOf: (Data.Element) -> ID
    /// Makes every element's nodes. Written in the inlinable initializer, so the loop is
    /// specialized where the data's type is known: iterating a generic collection through
    /// its witnesses cost more than a thousand instructions per element.
    @usableFromInline let makeElements: (Data, (Data.Element) -> Content, _ViewInputs, inout _NodeList) -> Void

    /// Views for `data`, identified by the key path `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
        idOf = { $0[keyPath: id] }
        makeElements = { data, content, inputs, nodes in
            for element in data { Content._makeNodes(content(element), inputs: inputs, into: &nodes) }
        }
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        view.makeElements(view.data, view.content, inputs, &nodes)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views for identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
