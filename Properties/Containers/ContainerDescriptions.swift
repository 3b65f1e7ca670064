import Foundation
@_spi(Engine) import PlumbUI

/// What a stack-like layout promises: its axis, the spacing between neighbours (nil: each
/// pair's `ViewSpacing` distance) and the cross-axis guide children align on. Built-in stacks
/// describe themselves; a third-party stack conforms to `DescribesStack` to be checked by the
/// stack properties.
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
    func crossGuide(_ d: ViewDimensions) -> CGFloat {
        axis == .horizontal ? d[verticalAlignment] : d[horizontalAlignment]
    }
}

/// A third-party layout that arranges its subviews like an HStack or VStack.
public protocol DescribesStack {
    var stackDescription: StackDescription { get }
}

/// A third-party layout that chooses one subview the way ViewThatFits does.
public protocol DescribesViewThatFits {
    var fitAxes: Axis.Set { get }
}

extension ContainerUnderTest {
    /// The container's stack description, if it is a stack.
    var stackDescription: StackDescription? {
        switch probe.layout {
        case let h as HStackLayout: StackDescription(axis: .horizontal, spacing: h.spacing, verticalAlignment: h.alignment)
        case let v as VStackLayout: StackDescription(axis: .vertical, spacing: v.spacing, horizontalAlignment: v.alignment)
        case let d as DescribesStack: d.stackDescription
        default: nil
        }
    }

    /// The axes a ViewThatFits-like container fits along, if it is one.
    var fitAxes: Axis.Set? { probe.viewThatFitsAxes ?? (probe.layout as? DescribesViewThatFits)?.fitAxes }

    /// The committed placements, re-run through the probe (same bounds and proposal).
    var placements: [ContainerProbe.SubviewPlacement] { probe.placeSubviews(in: bounds, proposal: proposal).placements }
}
