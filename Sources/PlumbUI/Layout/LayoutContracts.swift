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

/// A layout that arranges its subviews like an HStack or VStack.
public protocol DescribesStack {
    var stackDescription: StackDescription { get }
}

/// A layout that chooses one subview the way ViewThatFits does.
public protocol DescribesViewThatFits {
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
public protocol DescribesFrame { var frameDescription: FrameDescription { get } }
/// A layout that insets its child like padding.
public protocol DescribesPadding { var paddingInsets: EdgeInsets { get } }
/// A layout that aligns its children like a ZStack.
public protocol DescribesZStack { var zstackAlignment: Alignment { get } }
/// A layout that proposes its child nil on some axes and centres it, like `fixedSize`.
public protocol DescribesFixedSize { var fixedAxes: Axis.Set { get } }
/// A layout that draws its child shifted from its own frame, like `offset`.
public protocol DescribesOffset { var offset: CGSize { get } }
/// A layout whose first subview alone sizes it and whose other subviews are proposed its
/// size and aligned in its frame, like `overlay` and `background`.
public protocol DescribesSecondaryContent { var secondaryAlignment: Alignment { get } }
/// A leaf layout that is at least `minLength` long, like a Spacer.
public protocol DescribesSpacer { var spacerMinLength: CGFloat { get }; var spacerAxis: Axis? { get } }
/// A leaf layout that is a line like a Divider: `thickness` across `lineAxis`'s perpendicular
/// (a horizontal line is `thickness` tall), whatever it is proposed.
public protocol DescribesDivider { var dividerThickness: CGFloat { get }; var lineAxis: Axis { get } }
/// A leaf layout that wraps like Text.
public protocol DescribesText { var widestGlyph: CGFloat { get } }

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
public protocol DescribesGrid {
    /// The geometry `placeSubviews(in: bounds, proposal:subviews:)` uses.
    func gridDescription(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> GridDescription
}

/// A layout that promises to lay out exactly as the built-in its other contract names
/// (`DescribesStack`: an HStack or VStack; `DescribesFrame`: a frame; …): a re-implementation
/// of a SwiftUI layout. Checkers then hold it to the reference model of that built-in, not
/// only to the contract's relations. Built-in layouts make this promise implicitly.
public protocol ReproducesBuiltinLayout {}

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
