import Foundation
import Testing
@testable import PlumbUI

/// Lays its one subview out at `proposal`, at the origin, whatever it is offered: how the
/// recordings of SwiftUI hosted what they measured.
struct AtOrigin: Layout {
    let proposal: ProposedViewSize
    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: .zero, anchor: .topLeading, proposal: proposal)
    }
}

/// Golden cases are compared within one pixel at 3× (Docs/Semantics.md §7).
let goldenTolerance: CGFloat = 1.0 / 3.0

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

@discardableResult
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = goldenTolerance) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance
}

@discardableResult
func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = goldenTolerance) -> Bool {
    guard let a else { return false }
    return isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

@discardableResult
func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = goldenTolerance) -> Bool {
    isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// Expects the view tagged `id` to have `expected` as its frame, within the golden tolerance.
func expectFrame(_ snapshot: LayoutSnapshot, _ id: String, _ expected: CGRect,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = snapshot.frame(of: id)
    #expect(isClose(actual, expected), "\(id): expected \(expected), got \(String(describing: actual))",
            sourceLocation: sourceLocation)
}

func expectSize(_ actual: CGSize, _ expected: CGSize, _ what: String = "size",
                sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(actual, expected), "\(what): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}

let host200 = LayoutHost(size: CGSize(width: 200, height: 200))

/// The vertical gap a VStack (at its ideal size) leaves between `first` and a text below it:
/// what the two views' spacing preferences make of each other.
func gapAboveText(after first: some View, in host: LayoutHost) -> CGFloat {
    let s = host.layout(VStack { first.id("first"); Text("b").id("second") }.fixedSize())
    return s.frame(of: "second")!.minY - s.frame(of: "first")!.maxY
}

extension ProposedViewSize {
    static func w(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize { .init(width: width, height: height) }
}
