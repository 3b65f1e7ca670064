import Foundation

/// What the engine needs to know about a `Layout` type when it builds a node, found once per
/// type: each is a protocol conformance, and a conformance lookup costs more than the rest of
/// making a container node.
struct LayoutTypeFacts {
    /// The type wraps another layout chosen at run time (`AnyLayout`): ask the value.
    let isWrapping: Bool
    /// One of PlumbUI's own layouts, whose explicit guides only merge their children's.
    let isBuiltin: Bool
    /// Children it does not place are left out of the tree (ViewThatFits).
    let placesOnlyChosenSubviews: Bool

    private static let known = PerTypeMemo<LayoutTypeFacts>()

    /// The type `layout` acts as: the layout an `AnyLayout` wraps, else its own type.
    static func actingType<L: Layout>(of layout: L) -> any Layout.Type {
        of(L.self).isWrapping ? (layout as? WrappingLayout)?.wrappedLayoutType ?? L.self : L.self
    }

    static func of(_ type: any Layout.Type) -> LayoutTypeFacts {
        known.value(for: type) {
            LayoutTypeFacts(isWrapping: type is any WrappingLayout.Type, isBuiltin: type is any BuiltinLayout.Type,
                            placesOnlyChosenSubviews: type is any PlacesOnlyChosenSubviews.Type)
        }
    }
}
