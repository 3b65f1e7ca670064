import Foundation

/// A type that you use to create custom alignment guides.
///
/// Conform a type and pass it to `HorizontalAlignment(_:)` or `VerticalAlignment(_:)`.
public protocol AlignmentID {
    /// The value of the guide for a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container combines its children's explicit values for one guide (§2.5, §5).
enum AlignmentCombine: Sendable { case average, minimum, maximum }

/// An alignment guide's identity and axis, shared by `HorizontalAlignment` and `VerticalAlignment`.
///
/// Built-in guides carry `fraction`, the default value as a fraction of the view's length on the
/// axis, so the engine never calls through an existential for them.
struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    let axis: Axis
    let fraction: CGFloat?
    let combine: AlignmentCombine
    /// A built-in guide's name; nil for a custom one, named after its id when asked. Static
    /// text, so the key holds no reference: copying a guide (which layouts do constantly) is a
    /// plain copy, with no retain or release.
    let builtinName: StaticString?
    /// This guide's bit in a node's explicit-guide mask; custom guides share the top bit.
    let bit: UInt16

    /// The mask bit every custom (non-built-in) guide uses.
    static let customBit: UInt16 = 1 << 15

    init(_ id: any AlignmentID.Type, axis: Axis, fraction: CGFloat? = nil,
         combine: AlignmentCombine = .average, name: StaticString? = nil, bit: UInt16 = AlignmentKey.customBit) {
        self.id = id; self.axis = axis; self.fraction = fraction; self.combine = combine
        self.builtinName = name
        self.bit = bit
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    /// The guide's name: a built-in's ("top"), else its id's type name.
    var name: String { builtinName.map { "\($0)" } ?? String(describing: id) }

    var description: String { name }

    /// The guide's default value for a view of `size` (`dimensions` lets custom ids read other guides).
    func defaultValue(size: CGSize, dimensions: @autoclosure () -> ViewDimensions) -> CGFloat {
        if let fraction { return (axis == .horizontal ? size.width : size.height) * fraction }
        return id.defaultValue(in: dimensions())
    }

    /// Folds `value` (the `index`-th child's) into `combined` by this guide's rule.
    func combine(_ value: CGFloat, index: Int, into combined: inout CGFloat?) {
        guard let current = combined else { combined = value; return }
        switch combine {
        case .average: combined = current + (value - current) / CGFloat(index + 1)
        case .minimum: combined = Swift.min(current, value)
        case .maximum: combined = Swift.max(current, value)
        }
    }
}

// The built-in guides' identities. Their defaults go through `AlignmentKey.fraction`.
enum _LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum _HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum _TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum _RowSeparatorLeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum _RowSeparatorTrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum _TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum _VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum _BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum _FirstTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum _LastTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
