import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties
import PlumbExamples

/// `shape-sizing` restates the shape rules (Docs/Semantics.md §3.10) and holds PlumbUI's own
/// shapes to them inside its own containers, and a layout that promises to size like a shape
/// to them on its own answers.
@Suite("shape-sizing: the shape rules restated, as an oracle for the engine's shapes")
struct ShapeSizingTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    @Test("the rules: the proposal with 10 for a nil side; a Circle, the square of the smaller side, a nil side taking the other's")
    func rules() {
        let p = { (w: CGFloat?, h: CGFloat?) in ProposedViewSize(width: w, height: h) }
        #expect(ShapeRules.expected(.proposal, p(100, 60)) == CGSize(width: 100, height: 60))
        #expect(ShapeRules.expected(.proposal, p(nil, 60)) == CGSize(width: 10, height: 60))
        #expect(ShapeRules.expected(.circle, p(100, 60)) == CGSize(width: 60, height: 60))
        #expect(ShapeRules.expected(.circle, p(100, nil)) == CGSize(width: 100, height: 100))
        #expect(ShapeRules.expected(.circle, p(nil, nil)) == CGSize(width: 10, height: 10))
        #expect(ShapeRules.expected(.circle, p(.infinity, 5)) == CGSize(width: 5, height: 5))
    }

    @Test("an answer off the rule is a violation; a proposal no layout may send is not judged")
    func violations() {
        let offer = ProposedViewSize(width: 100, height: 60)
        let circleAsRectangle = ShapeRules.violation(.circle, answers: [(offer, CGSize(width: 100, height: 60))])
        #expect(circleAsRectangle?.expected == "60×60 for 100×60: a Circle's square", "\(String(describing: circleAsRectangle))")
        #expect(ShapeRules.violation(.proposal, answers: [(offer, CGSize(width: 60, height: 60))]) != nil)
        #expect(ShapeRules.violation(.proposal, answers: [(offer, CGSize(width: 100, height: 60)), (.unspecified, CGSize(width: 10, height: 10))]) == nil)
        #expect(ShapeRules.violation(.proposal, answers: [(ProposedViewSize(width: -5, height: 60), CGSize(width: 0, height: 60))]) == nil)
    }

    @Test("PlumbUI's own shapes keep the rules in its containers, at every proposal they were asked")
    func builtinShapesKeepTheRules() throws {
        let shapes = HStack(spacing: 0) {
            Color.red; Rectangle(); RoundedRectangle(cornerRadius: 4); Capsule(); Ellipse(); Circle(); Circle().fill(Color.blue)
            Path { $0.addRect(CGRect(x: 0, y: 0, width: 5, height: 5)) }; LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        }
        var judged = 0
        for p in [ProposedViewSize(width: 300, height: 40), .unspecified, ProposedViewSize(width: nil, height: 25), .zero, .infinity] {
            let snapshot = host.layout(VStack { shapes; ZStack { Circle(); Color.blue.frame(width: 30, height: 70) } }, proposal: p, at: .zero)
            #expect(PropertyChecker(properties: [.shapeSizing]).check(snapshot).violations.isEmpty, "at \(p)")
            for c in ContainerUnderTest.all(in: snapshot) where c.probe.isBuiltin {
                judged += (0..<c.probe.subviewCount).filter { c.probe.subviewShapeSizing($0) != nil }.count
            }
        }
        #expect(judged >= 5 * 10, "every shape was judged, not skipped: \(judged)")
    }

    @Test("a layout that promises to size like a shape and does not is told apart; a layout making no such promise cannot be held to it")
    func promises() {
        let swatch = PropertyChecker(properties: [.shapeSizing])
            .check(host.layout(BrokenSwatch() { EmptyView() }, proposal: ProposedViewSize(width: 100, height: 60), at: .zero)).violations
        #expect(swatch.map(\.property) == ["shape-sizing"], "\(swatch)")
        #expect(swatch.first?.expected.hasPrefix("100×60 for 100×60") == true, "\(swatch)")
        let problems = PropertyCoverage.problems([.shapeSizing], for: EqualWidthHStack.self, traits: [])
        #expect(problems.contains { $0.hasPrefix("shape-sizing checks only layouts that conform to ReproducesBuiltinLayout or DescribesShape") }, "\(problems)")
    }
}
