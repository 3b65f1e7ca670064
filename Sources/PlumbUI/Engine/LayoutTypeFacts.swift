import Foundation

/// What the engine needs to know about a `Layout` type when it builds a node, found once per
/// type. Each is a protocol conformance, and a conformance lookup is costly the first time: it
/// scans every conformance record in the program (about 230,000 instructions here), and an
/// isolated check always runs in a new process, where every lookup is a first. PlumbUI's own
/// layout types therefore take their facts from a table (the protocols are internal, so no
/// other module can conform a type to them; a test holds the table to the lookups), and any
/// other type is asked first whether it is PlumbUI's at all (`OwnLayout`): one lookup, not three.
struct LayoutTypeFacts: Equatable {
    /// The type wraps another layout chosen at run time (`AnyLayout`): ask the value.
    var isWrapping = false
    /// One of PlumbUI's own layouts, whose explicit guides only merge their children's.
    var isBuiltin = false
    /// Children it does not place are left out of the tree (ViewThatFits).
    var placesOnlyChosenSubviews = false

    private static let known = PerTypeMemo<LayoutTypeFacts>()

    /// The type `layout` acts as: the layout an `AnyLayout` wraps, else its own type.
    static func actingType<L: Layout>(of layout: L) -> any Layout.Type {
        of(L.self).isWrapping ? (layout as? WrappingLayout)?.wrappedLayoutType ?? L.self : L.self
    }

    static func of(_ type: any Layout.Type) -> LayoutTypeFacts {
        known.value(for: type) {
            ownTypes[ObjectIdentifier(type)] ?? lookedUpEngineFacts(type)
        }
    }

    /// The facts of `type`, by conformance lookups.
    static func lookedUpEngineFacts(_ type: any Layout.Type) -> LayoutTypeFacts {
        guard type is any OwnLayout.Type else { return LayoutTypeFacts() }
        return LayoutTypeFacts(isWrapping: type is any WrappingLayout.Type, isBuiltin: type is any BuiltinLayout.Type,
                               placesOnlyChosenSubviews: type is any PlacesOnlyChosenSubviews.Type)
    }

    /// PlumbUI's own layout types and their facts.
    static let ownTable: [(type: any Layout.Type, facts: LayoutTypeFacts)] = [
        (HStackLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (VStackLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (ZStackLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (GridLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_ViewThatFitsLayout.self, LayoutTypeFacts(isBuiltin: true, placesOnlyChosenSubviews: true)),
        (AnyLayout.self, LayoutTypeFacts(isWrapping: true)),
        (_PaddingLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_FrameLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_FlexFrameLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_FixedSizeLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_OffsetLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_SecondaryContentLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_AspectRatioLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_PositionLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_ScrollViewLayout.self, LayoutTypeFacts(isBuiltin: true)),
        (_GeometryReaderLayout.self, LayoutTypeFacts(isBuiltin: true)),
    ]

    private static let ownTypes = Dictionary(uniqueKeysWithValues: ownTable.map { (ObjectIdentifier($0.type), $0.facts) })

    /// Each entry of `ownTable` that the type's conformances contradict (empty when it is right).
    static func ownTableContradictions() -> [String] {
        ownTable.compactMap { entry in
            let found = lookedUpEngineFacts(entry.type)
            return entry.facts == found ? nil : "\(entry.type): the table says \(entry.facts), its conformances \(found)"
        }
    }
}

/// What every protocol marking a PlumbUI layout's own behaviour refines (`BuiltinLayout`,
/// `WrappingLayout`, `PlacesOnlyChosenSubviews`): one lookup clears a third-party type of all.
protocol OwnLayout {}
