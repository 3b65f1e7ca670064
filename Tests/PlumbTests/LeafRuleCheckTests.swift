import Foundation
import Testing
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// A shape of the user's own.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A shape that sizes itself: square, as large as the smaller proposed side.
private struct SquareBadge: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 12, proposal.height ?? 12)
        return CGSize(width: side, height: side)
    }
}

/// Leaves whose own rule sizes them (a shape, a resizable image) run through the engine like a
/// layout's node, but are not `Layout`s: the checker must see them as leaves. It used to ask
/// them for their layout and trap ("a shape is not a Layout") on any tree holding one.
@Suite("Leaves with their own sizing rule")
struct LeafRuleCheckTests {
    @Test("a tree holding custom shapes and a resizable image is checked, with the stack as its only container, and holds")
    func checkedAsLeaves() {
        let view = HStack {
            Wedge()
            SquareBadge()
            Image(systemName: "star").resizable()
            Text("a")
        }
        let snapshot = LayoutHost(size: CGSize(width: 300, height: 300))
            .layout(view, proposal: ProposedViewSize(width: 200, height: 60), at: CGPoint(x: 13, y: 7))
        #expect(snapshot.nodes.map(\.kind).contains("SquareBadge"), "the shapes are laid out")
        let containers = ContainerUnderTest.all(in: snapshot)
        #expect(containers.map(\.kind) == ["HStack"])
        #expect(containers.first?.subviews.map(\.kind) == ["Wedge", "SquareBadge", "Image", "Text"], "its placed subviews, in order")
        let result = PropertyChecker().check(snapshot)
        #expect(result.violations.isEmpty, "\(result.violations)")
    }
}
