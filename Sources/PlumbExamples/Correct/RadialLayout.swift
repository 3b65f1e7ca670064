import Foundation
import PlumbProperties

/// Places subviews at their ideal size, centred on a circle inscribed in the bounds, the first
/// at the top. Children centred on the circle may reach past small bounds, so checks of this
/// layout waive `inside-bounds` (see `ExampleLayouts.radialWaiver`).
public struct RadialLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 2
        let step = Angle.degrees(360 / Double(subviews.count))
        for (i, subview) in subviews.enumerated() {
            let point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: CGFloat((step * Double(i)).radians)))
            subview.place(at: CGPoint(x: bounds.midX + point.x, y: bounds.midY + point.y), anchor: .center, proposal: .unspecified)
        }
    }
}
