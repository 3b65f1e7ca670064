import Foundation
import PlumbProperties

/// BROKEN: a row that says it is an HStack (spacing 8, centred) but has one bug each variant.
public struct BrokenHStack: Layout, DescribesStack {
    public enum Bug: String, Sendable, CaseIterable {
        /// Places children right to left (breaks stack-order).
        case reversedOrder
        /// Starts each child halfway into the previous one (breaks stack-no-overlap).
        case overlapping
        /// Puts no space between children (breaks stack-gaps).
        case ignoresSpacing
        /// Aligns children's tops instead of centres (breaks stack-alignment).
        case misaligned
        /// Reports 10 points more than it uses (breaks stack-extent).
        case wrongExtent
    }

    public let bug: Bug
    public init(bug: Bug) { self.bug = bug }

    public var stackDescription: StackDescription { StackDescription(axis: .horizontal, spacing: 8) }
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    func sizes(_ subviews: Subviews) -> [CGSize] { subviews.map { $0.sizeThatFits(.unspecified) } }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let s = sizes(subviews)
        let gaps = bug == .ignoresSpacing ? 0 : 8 * CGFloat(max(s.count - 1, 0))
        let width = s.map(\.width).reduce(0, +) + gaps + (bug == .wrongExtent ? 10 : 0)
        return CGSize(width: width, height: s.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let s = sizes(subviews)
        let order = bug == .reversedOrder ? Array(subviews.indices.reversed()) : Array(subviews.indices)
        var x = bounds.minX
        for i in order {
            let y = bug == .misaligned ? bounds.minY : bounds.midY - s[i].height / 2
            subviews[i].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            switch bug {
            case .overlapping: x += s[i].width / 2 + 8
            case .ignoresSpacing: x += s[i].width
            default: x += s[i].width + 8
            }
        }
    }
}

/// BROKEN (equal-widths): declares equal widths but proposes each child its own ideal size.
public struct BrokenEqualWidthUsesIdealWidths: Layout, DeclaresLayoutTraits {
    public static let layoutTraits: Set<LayoutTrait> = [.equalWidths]
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let s = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: s.map { max($0.width, 0) }.reduce(0, +), height: s.map(\.height).max() ?? 0)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: max(ideal.width, 0), height: max(ideal.height, 0)))
            x += max(ideal.width, 0)
        }
    }
}

/// BROKEN (equal-heights): declares equal heights but proposes each child its own ideal size.
public struct BrokenEqualHeightUsesIdealHeights: Layout, DeclaresLayoutTraits {
    public static let layoutTraits: Set<LayoutTrait> = [.equalHeights]
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let s = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: s.map(\.width).max() ?? 0, height: s.map { max($0.height, 0) }.reduce(0, +))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: max(ideal.width, 0), height: max(ideal.height, 0)))
            y += max(ideal.height, 0)
        }
    }
}

/// BROKEN (view-that-fits): says it picks the first child that fits, but always shows the last.
public struct BrokenViewThatFitsPicksLast: Layout, DescribesViewThatFits {
    public var fitAxes: Axis.Set { [.horizontal, .vertical] }
    public init() {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.last?.sizeThatFits(proposal) ?? .zero
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.last?.place(at: bounds.origin, proposal: proposal)
        // The others are hidden off to the side, as such layouts often do.
        for subview in subviews.dropLast() { subview.place(at: bounds.origin, proposal: .zero) }
    }
}
