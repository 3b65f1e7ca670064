import Foundation

// What a layout promises about its geometry, so checkers can hold it to the promise. The
// built-in layouts conform (each next to its definition); a third-party layout conforms in its
// test target (its SwiftUI source need not change) to be checked like the built-in it
// resembles. Each promise is the layout's parameters as given, never a geometry computed by
// the engine: checkers derive what must hold from these and from the children's answers.

/// What a stack-like layout promises: its axis, the spacing between neighbours (nil: each
/// pair's `ViewSpacing` distance) and the cross-axis guide children align on.
public struct StackDescription: Sendable {
    public var axis: Axis
    public var spacing: CGFloat?
    public var horizontalAlignment: HorizontalAlignment
    public var verticalAlignment: VerticalAlignment

    public init(axis: Axis, spacing: CGFloat?, horizontalAlignment: HorizontalAlignment = .center,
                verticalAlignment: VerticalAlignment = .center) {
        self.axis = axis; self.spacing = spacing
        self.horizontalAlignment = horizontalAlignment; self.verticalAlignment = verticalAlignment
    }

    /// The guide value children align on, for a child of `dimensions`.
    public func crossGuide(_ d: ViewDimensions) -> CGFloat {
        axis == .horizontal ? d[verticalAlignment] : d[horizontalAlignment]
    }
}

/// What every contract protocol below refines, so that one conformance lookup tells whether a
/// layout type makes any promise at all (a lookup scans every conformance in the program, and
/// most layout types make none). Conforming to a contract conforms to this; never conform to it
/// alone.
public protocol LayoutContract {}

/// The contracts a layout type conforms to, as flags.
@_spi(Engine)
public struct LayoutContractSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let stack = LayoutContractSet(rawValue: 1 << 0)
    public static let viewThatFits = LayoutContractSet(rawValue: 1 << 1)
    public static let frame = LayoutContractSet(rawValue: 1 << 2)
    public static let padding = LayoutContractSet(rawValue: 1 << 3)
    public static let zstack = LayoutContractSet(rawValue: 1 << 4)
    public static let grid = LayoutContractSet(rawValue: 1 << 5)
    public static let spacer = LayoutContractSet(rawValue: 1 << 6)
    public static let divider = LayoutContractSet(rawValue: 1 << 7)
    public static let text = LayoutContractSet(rawValue: 1 << 8)
    public static let secondaryContent = LayoutContractSet(rawValue: 1 << 9)
    public static let fixedSize = LayoutContractSet(rawValue: 1 << 10)
    public static let offset = LayoutContractSet(rawValue: 1 << 11)
    public static let reproducesBuiltin = LayoutContractSet(rawValue: 1 << 12)
    public static let aspectRatio = LayoutContractSet(rawValue: 1 << 13)
    public static let position = LayoutContractSet(rawValue: 1 << 14)
    public static let scrollView = LayoutContractSet(rawValue: 1 << 15)
    public static let geometryReader = LayoutContractSet(rawValue: 1 << 16)
    public static let shape = LayoutContractSet(rawValue: 1 << 17)

    private static let known = PerTypeMemo<LayoutContractSet>()

    /// The contracts `type` conforms to, found once per type. (Asked only of the containers a
    /// check examines: each lookup scans every conformance record the first time.)
    public static func of(_ type: any Layout.Type) -> LayoutContractSet { known.value(for: type) { lookedUp(type) } }

    /// The contracts `type` conforms to, by conformance lookups: one for a type that makes no
    /// promise (`LayoutContract`), one more per contract otherwise.
    static func lookedUp(_ type: any Layout.Type) -> LayoutContractSet {
        guard type is any LayoutContract.Type else { return [] }
        var set: LayoutContractSet = []
        if type is any DescribesStack.Type { set.insert(.stack) }
        if type is any DescribesViewThatFits.Type { set.insert(.viewThatFits) }
        if type is any DescribesFrame.Type { set.insert(.frame) }
        if type is any DescribesPadding.Type { set.insert(.padding) }
        if type is any DescribesZStack.Type { set.insert(.zstack) }
        if type is any DescribesGrid.Type { set.insert(.grid) }
        if type is any DescribesSpacer.Type { set.insert(.spacer) }
        if type is any DescribesDivider.Type { set.insert(.divider) }
        if type is any DescribesText.Type { set.insert(.text) }
        if type is any DescribesSecondaryContent.Type { set.insert(.secondaryContent) }
        if type is any DescribesFixedSize.Type { set.insert(.fixedSize) }
        if type is any DescribesOffset.Type { set.insert(.offset) }
        if type is any ReproducesBuiltinLayout.Type { set.insert(.reproducesBuiltin) }
        if type is any DescribesAspectRatio.Type { set.insert(.aspectRatio) }
        if type is any DescribesPosition.Type { set.insert(.position) }
        if type is any DescribesScrollView.Type { set.insert(.scrollView) }
        if type is any DescribesGeometryReader.Type { set.insert(.geometryReader) }
        if type is any DescribesShape.Type { set.insert(.shape) }
        return set
    }

    /// The contracts a container running a layout of `type` is held to: the type's own, with
    /// PlumbUI's own layouts counting as `.reproducesBuiltin` (each is the built-in it
    /// reproduces); nil for a type that wraps a layout chosen at run time (`AnyLayout`), whose
    /// contracts only its value tells.
    public static func heldTo(_ type: any Layout.Type) -> LayoutContractSet? {
        let facts = LayoutTypeFacts.of(type)
        if facts.isWrapping { return nil }
        return of(type).union(facts.isBuiltin ? .reproducesBuiltin : [])
    }

    /// The protocols these contracts stand for ("DescribesStack"), in declaration order.
    public var protocolNames: [String] {
        let names: [(LayoutContractSet, String)] = [
            (.stack, "DescribesStack"), (.viewThatFits, "DescribesViewThatFits"), (.frame, "DescribesFrame"),
            (.padding, "DescribesPadding"), (.zstack, "DescribesZStack"), (.grid, "DescribesGrid"), (.spacer, "DescribesSpacer"),
            (.divider, "DescribesDivider"), (.text, "DescribesText"), (.secondaryContent, "DescribesSecondaryContent"),
            (.fixedSize, "DescribesFixedSize"), (.offset, "DescribesOffset"), (.reproducesBuiltin, "ReproducesBuiltinLayout"),
            (.aspectRatio, "DescribesAspectRatio"), (.position, "DescribesPosition"), (.scrollView, "DescribesScrollView"),
            (.geometryReader, "DescribesGeometryReader"), (.shape, "DescribesShape"),
        ]
        return names.filter { contains($0.0) }.map(\.1)
    }
}

/// A layout that arranges its subviews like an HStack or VStack.
public protocol DescribesStack: LayoutContract {
    var stackDescription: StackDescription { get }
}

/// A layout that chooses one subview the way ViewThatFits does.
public protocol DescribesViewThatFits: LayoutContract {
    var fitAxes: Axis.Set { get }
}

/// What a frame-like layout promises, as written at the call site (not normalised): fixed
/// lengths, or limits with an ideal, and how the child is aligned inside.
public struct FrameDescription: Sendable {
    /// Fixed lengths: the frame is exactly this long on the axis (negative or non-finite
    /// values count as absent, as in SwiftUI).
    public var width: CGFloat?, height: CGFloat?
    /// Limits: the frame's length lies within them (after SwiftUI's normalisation).
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    /// How the child is aligned in the frame.
    public var alignment: Alignment
    /// Whether it is a flexible frame (`frame(minWidth:…)`, even with every limit nil) rather
    /// than a fixed one (`frame(width:height:)`).
    public var isFlexible: Bool

    /// A description; `isFlexible` defaults to whether any limit is given.
    public init(width: CGFloat? = nil, height: CGFloat? = nil, minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil,
                maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center, isFlexible: Bool? = nil) {
        self.width = width; self.height = height
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
        self.isFlexible = isFlexible ?? [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].contains { $0 != nil }
    }
}

/// A layout that sizes itself and aligns its child like a frame.
public protocol DescribesFrame: LayoutContract { var frameDescription: FrameDescription { get } }
/// A layout that insets its child like padding.
public protocol DescribesPadding: LayoutContract { var paddingInsets: EdgeInsets { get } }
/// A layout that aligns its children like a ZStack.
public protocol DescribesZStack: LayoutContract { var zstackAlignment: Alignment { get } }
/// A layout that proposes its child nil on some axes and centres it, like `fixedSize`.
public protocol DescribesFixedSize: LayoutContract { var fixedAxes: Axis.Set { get } }
/// A layout that draws its child shifted from its own frame, like `offset`.
public protocol DescribesOffset: LayoutContract { var offset: CGSize { get } }
/// A layout that offers its child a size of a ratio scaled to fit or fill the proposal and
/// centres it, like `aspectRatio` (nil: the child's ideal ratio).
public protocol DescribesAspectRatio: LayoutContract { var aspectRatio: CGFloat? { get }; var contentMode: ContentMode { get } }
/// A layout that takes its proposal and puts its child's centre at a point in it, like `position`.
public protocol DescribesPosition: LayoutContract { var position: CGPoint { get } }
/// A layout that proposes its child nil along the scroll axes and its own proposal across them,
/// and puts the child at its leading and top edges along them, like `ScrollView`.
public protocol DescribesScrollView: LayoutContract { var scrollAxes: Axis.Set { get } }
/// A layout that takes its proposal (0 for nil) and offers each child its size at its
/// top-leading corner, like `GeometryReader`.
public protocol DescribesGeometryReader: LayoutContract {}
/// A layout whose first subview alone sizes it and whose other subviews are proposed its
/// size and aligned in its frame, like `overlay` and `background`.
public protocol DescribesSecondaryContent: LayoutContract { var secondaryAlignment: Alignment { get } }
/// A leaf layout that is at least `minLength` long, like a Spacer.
public protocol DescribesSpacer: LayoutContract { var spacerMinLength: CGFloat { get }; var spacerAxis: Axis? { get } }
/// A leaf layout that is a line like a Divider: `thickness` across `lineAxis`'s perpendicular
/// (a horizontal line is `thickness` tall), whatever it is proposed.
public protocol DescribesDivider: LayoutContract { var dividerThickness: CGFloat { get }; var lineAxis: Axis { get } }
/// A leaf layout that wraps like Text.
public protocol DescribesText: LayoutContract { var widestGlyph: CGFloat { get } }
/// A leaf layout that answers proposals like a shape (`shapeSizing` says which rule).
public protocol DescribesShape: LayoutContract { var shapeSizing: ShapeSizing { get } }

/// How a shape answers a proposal (Docs/Semantics.md §3.10).
public enum ShapeSizing: Sendable, Equatable {
    /// The proposal, with 10 for a nil side: `Color`, `Rectangle`, `RoundedRectangle`,
    /// `Capsule`, `Ellipse`, `Path`, and a `Shape` that keeps the default `sizeThatFits`.
    case proposal
    /// A square as long as the smaller proposed side, a nil side taking the other's length
    /// (10 × 10 for nil × nil): `Circle`.
    case circle
}

/// Which of PlumbUI's own leaf rules a view follows (Docs/Semantics.md §3.7, §3.8, §3.10,
/// §3.11): what the view is, for a property that restates the rule.
public enum LeafRule: Sendable, Equatable {
    /// A shape, Color or gradient.
    case shape(ShapeSizing)
    /// A Spacer: at least `minLength` along `axis` (both axes when nil), 0 across it.
    case spacer(minLength: CGFloat, axis: Axis?)
    /// A Divider in a stack along `stackAxis` (nil: none): a line `thickness` thick across it.
    case divider(thickness: CGFloat, stackAxis: Axis?)
    /// One size whatever it is offered: an SF Symbol image, the circular spinner.
    case fixedSize
    /// A linear progress bar: the proposed width, one height.
    case progressBar
}

/// What a grid-like layout promises for one placement: its column and row tracks, and for each
/// cell its tracks and how it is aligned in them.
public struct GridDescription: Sendable {
    public struct Track: Sendable {
        public var start: CGFloat, length: CGFloat
        public init(start: CGFloat, length: CGFloat) { self.start = start; self.length = length }
    }

    public struct Cell: Sendable {
        public var subview: Int, row: Int, column: Int, span: Int
        /// A view placed directly in the grid: its row spans every column.
        public var isFullWidth: Bool
        /// The guides the cell aligns on (when it has no anchor).
        public var alignment: Alignment
        /// The unit point the cell is aligned by instead of guides, if any.
        public var anchor: UnitPoint?
        public init(subview: Int, row: Int, column: Int, span: Int = 1, isFullWidth: Bool = false,
                    alignment: Alignment = .center, anchor: UnitPoint? = nil) {
            self.subview = subview; self.row = row; self.column = column; self.span = span
            self.isFullWidth = isFullWidth; self.alignment = alignment; self.anchor = anchor
        }
    }

    public var columns: [Track], rows: [Track], cells: [Cell]
    public init(columns: [Track], rows: [Track], cells: [Cell]) { self.columns = columns; self.rows = rows; self.cells = cells }

    /// A cell's rectangle: from its first column's start to its last column's end, by its row.
    public func rect(_ cell: Cell) -> CGRect {
        let first = cell.isFullWidth ? 0 : cell.column
        let last = cell.isFullWidth ? columns.count - 1 : min(cell.column + cell.span, columns.count) - 1
        let row = rows[cell.row]
        return CGRect(x: columns[first].start, y: row.start,
                      width: columns[last].start + columns[last].length - columns[first].start, height: row.length)
    }
}

/// A layout that arranges its subviews in a grid and says where its tracks are. (The built-in
/// `GridLayout` is described by Plumb's reference model of the Grid rules, not by itself.)
public protocol DescribesGrid: LayoutContract {
    /// The geometry `placeSubviews(in: bounds, proposal:subviews:)` uses.
    func gridDescription(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> GridDescription
}

/// A layout that promises to lay out exactly as the built-in its other contract names
/// (`DescribesStack`: an HStack or VStack; `DescribesFrame`: a frame; …): a re-implementation
/// of a SwiftUI layout. Checkers then hold it to the reference model of that built-in, not
/// only to the contract's relations. Built-in layouts make this promise implicitly.
public protocol ReproducesBuiltinLayout: LayoutContract {}

// MARK: The built-ins' promises

extension HStackLayout: DescribesStack {
    public var stackDescription: StackDescription { StackDescription(axis: .horizontal, spacing: spacing, verticalAlignment: alignment) }
}

extension VStackLayout: DescribesStack {
    public var stackDescription: StackDescription { StackDescription(axis: .vertical, spacing: spacing, horizontalAlignment: alignment) }
}

extension ZStackLayout: DescribesZStack {
    public var zstackAlignment: Alignment { alignment }
}
