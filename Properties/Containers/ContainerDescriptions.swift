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

    /// The first placed child whose alignment point (`point`, from its frame and dimensions)
    /// is away from the first child's by more than a relative 1e-6: the reference child and
    /// point, the offender and its point, and the tolerance. Children with an infinite frame
    /// or point are skipped.
    func firstOffReference(_ point: (CGRect, ViewDimensions) -> CGPoint)
        -> (reference: (Int, CGPoint), offender: (Int, CGPoint), tolerance: CGFloat)? {
        var reference: (Int, CGPoint)?
        for (i, p) in placements.enumerated() {
            guard let f = p.frame, let proposal = p.proposal, f.width.isFinite, f.height.isFinite else { continue }
            let q = point(f, probe.subviewDimensions(i, proposal))
            guard q.x.isFinite, q.y.isFinite else { continue }
            guard let (first, at) = reference else { reference = (i, q); continue }
            let tolerance: CGFloat = 1e-6 * max(1, abs(at.x), abs(at.y))
            if abs(q.x - at.x) > tolerance || abs(q.y - at.y) > tolerance { return ((first, at), (i, q), tolerance) }
        }
        return nil
    }
}
