import Foundation
@_spi(Engine) import PlumbUI
import Testing
@testable import Plumb

/// A row built like a public flow layout that Plumb once blamed falsely: subviews whose layout
/// priority is below 0 are fillers, offered the width the others leave. Offered no width, a
/// filler is offered ∞ and may answer it: only a Spacer (priority −∞) is one in SwiftUI, and
/// that is the layout's real bug.
struct LeftoverFillRow: Layout {
    func proposals(_ width: CGFloat?, _ subviews: Subviews) -> [ProposedViewSize] {
        let used = subviews.filter { $0.priority >= 0 }.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +)
        let leftover = (width ?? .infinity) - used
        return subviews.map { $0.priority >= 0 ? .unspecified : ProposedViewSize(width: max(0, leftover), height: nil) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = zip(subviews, proposals(proposal.width, subviews)).map { $0.sizeThatFits($1) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (s, p) in zip(subviews, proposals(proposal.width, subviews)) {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: p)
            x += s.sizeThatFits(p).width
        }
    }
}

/// What a layout reads as each subview's priority.
struct PriorityReader: Layout {
    let record: @Sendable ([Double]) -> Void
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        record(subviews.map(\.priority))
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct Diamond: Shape {
    func path(in rect: CGRect) -> Path { Path() }
}

final class PriorityBox: @unchecked Sendable { var values: [Double] = [] }

@Suite("A leaf's layout priority is 0, as in SwiftUI; only a Spacer's is lower")
struct LeafPriorityTests {
    @Test("every leaf kind PlumbUI models reports 0; a Spacer −∞; layoutPriority wins")
    func leafPriorities() {
        let box = PriorityBox()
        _ = LayoutHost(size: CGSize(width: 100, height: 100)).layout(PriorityReader(record: { box.values = $0 }) {
            Circle()
            Rectangle()
            Capsule()
            Diamond()
            Image("photo").resizable()
            Image(systemName: "star")
            Color.red
            Text("a")
            Divider()
            Circle().layoutPriority(2)
            Spacer()
            HStack {}
        })
        #expect(box.values == [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, -.infinity, -.infinity])
    }

    @Test("built like the real case: unproposed, a Circle is not a filler and stays finite; a Spacer is, and is infinite")
    func circleIsNotAFiller() {
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        let withCircle = host.layout(LeftoverFillRow { Circle(); Color.red }, proposal: .unspecified, at: CGPoint(x: 13, y: 7))
        #expect(withCircle.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite }, "\(withCircle.nodes.map(\.frame))")
        let withSpacer = host.layout(LeftoverFillRow { Spacer(); Color.red }, proposal: .unspecified, at: CGPoint(x: 13, y: 7))
        #expect(withSpacer.nodes.contains { !$0.frame.width.isFinite }, "the layout's own bug, with a Spacer, is still there")
    }
}
