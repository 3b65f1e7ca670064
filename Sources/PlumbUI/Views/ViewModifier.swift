import Foundation

/// A modifier applied to a view to make another view — SwiftUI's `ViewModifier`. Its `body`
/// is laid out like any view's: `content` stands for the modified view, exactly as it lays out
/// alone.
///
///     struct Card: ViewModifier {
///         func body(content: Content) -> some View { content.padding(8).background(Color.gray) }
///     }
///     Text("tag").modifier(Card())
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>
    /// The view made from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies, as its `body(content:)` receives it: laid out exactly as
/// the view it stands for.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    let content: AnyView

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        AnyView._makeNodes(view.content, inputs: inputs, into: &nodes)
    }
}

/// A view with a modifier applied — SwiftUI's `ModifiedContent`, the result of `modifier(_:)`.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier is applied to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content; self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(content: AnyView(content))) }
}

extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

/// A modifier that changes nothing — SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}

extension View {
    /// This view with `modifier` applied: laid out as the modifier's `body(content:)`.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
