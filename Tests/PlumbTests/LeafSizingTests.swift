import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties
import PlumbExamples

/// `leaf-sizing` restates PlumbUI's leaf rules (Docs/Semantics.md §3.7, §3.8, §3.10, §3.11)
/// and holds PlumbUI's own leaves to them inside its own containers, and a layout that promises
/// to size like a shape to them on its own answers.
@Suite("leaf-sizing: the leaf rules restated, as an oracle for the engine's leaves")
struct LeafSizingTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))
    let offer = ProposedViewSize(width: 100, height: 60)

    @Test("the shape rules: the proposal with 10 for a nil side; a Circle, the square of the smaller side, a nil side taking the other's")
    func shapeRules() {
        let p = { (w: CGFloat?, h: CGFloat?) in ProposedViewSize(width: w, height: h) }
        #expect(LeafRules.expected(.proposal, p(100, 60)) == CGSize(width: 100, height: 60))
        #expect(LeafRules.expected(.proposal, p(nil, 60)) == CGSize(width: 10, height: 60))
        #expect(LeafRules.expected(.circle, p(100, 60)) == CGSize(width: 60, height: 60))
        #expect(LeafRules.expected(.circle, p(100, nil)) == CGSize(width: 100, height: 100))
        #expect(LeafRules.expected(.circle, p(nil, nil)) == CGSize(width: 10, height: 10))
        #expect(LeafRules.expected(.circle, p(.infinity, 5)) == CGSize(width: 5, height: 5))
    }

    @Test("an answer off its rule is a violation, for every kind of leaf; a proposal no layout may send is not judged")
    func violations() {
        let circleAsRectangle = LeafRules.violation(.shape(.circle), answers: [(offer, CGSize(width: 100, height: 60))])
        #expect(circleAsRectangle?.expected == "60×60 for 100×60: a Circle's square", "\(String(describing: circleAsRectangle))")
        #expect(LeafRules.violation(.shape(.proposal), answers: [(offer, CGSize(width: 60, height: 60))]) != nil)
        #expect(LeafRules.violation(.shape(.proposal), answers: [(offer, CGSize(width: 100, height: 60)), (.unspecified, CGSize(width: 10, height: 10))]) == nil)
        #expect(LeafRules.violation(.shape(.proposal), answers: [(ProposedViewSize(width: -5, height: 60), CGSize(width: 0, height: 60))]) == nil)
        // A Spacer in an HStack: at least its minimum along, 0 across.
        let spacer = LeafRule.spacer(minLength: 8, axis: .horizontal)
        #expect(LeafRules.violation(spacer, answers: [(offer, CGSize(width: 100, height: 0)), (.zero, CGSize(width: 8, height: 0))]) == nil)
        #expect(LeafRules.violation(spacer, answers: [(offer, CGSize(width: 8, height: 0))]) != nil, "a Spacer that ignores its offer")
        // A Divider in a VStack: a horizontal line, the proposal (10 for nil) along it.
        let divider = LeafRule.divider(thickness: 1, stackAxis: .vertical)
        #expect(LeafRules.violation(divider, answers: [(offer, CGSize(width: 100, height: 1)), (.unspecified, CGSize(width: 10, height: 1))]) == nil)
        #expect(LeafRules.violation(divider, answers: [(offer, CGSize(width: 10, height: 1))]) != nil, "a Divider that keeps 10 long")
        #expect(LeafRules.violation(.divider(thickness: 1, stackAxis: .horizontal), answers: [(offer, CGSize(width: 100, height: 1))]) != nil,
                "in an HStack the line is vertical")
        // A fixed-size leaf: one size whatever it is offered.
        #expect(LeafRules.violation(.fixedSize, answers: [(.unspecified, CGSize(width: 20, height: 20)), (offer, CGSize(width: 20, height: 20))]) == nil)
        #expect(LeafRules.violation(.fixedSize, answers: [(.unspecified, CGSize(width: 20, height: 20)), (offer, CGSize(width: 100, height: 60))]) != nil)
        // A linear progress bar: the proposed width, one height.
        #expect(LeafRules.violation(.progressBar, answers: [(.unspecified, CGSize(width: 50, height: 4)), (offer, CGSize(width: 100, height: 4))]) == nil)
        #expect(LeafRules.violation(.progressBar, answers: [(.unspecified, CGSize(width: 50, height: 4)), (offer, CGSize(width: 50, height: 4))]) != nil)
    }

    @Test("PlumbUI's own leaves keep their rules in its containers, at every proposal they were asked")
    func builtinLeavesKeepTheRules() throws {
        let shapes = HStack(spacing: 0) {
            Color.red; Rectangle(); RoundedRectangle(cornerRadius: 4); Capsule(); Ellipse(); Circle(); Circle().fill(Color.blue)
            Path { $0.addRect(CGRect(x: 0, y: 0, width: 5, height: 5)) }; LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            Spacer(); Divider(); Image(systemName: "star"); ProgressView(); ProgressView(value: 0.5)
        }
        let others = VStack { Spacer(minLength: 3); Divider(); ProgressView(value: 0.2) }
        var judged: [LeafRule] = []
        for p in [ProposedViewSize(width: 300, height: 40), .unspecified, ProposedViewSize(width: nil, height: 25), .zero, .infinity] {
            let snapshot = host.layout(ZStack { VStack { shapes; others }; Spacer(); Circle() }, proposal: p, at: .zero)
            #expect(PropertyChecker(properties: [.leafSizing]).check(snapshot).violations.isEmpty, "at \(p)")
            for c in ContainerUnderTest.all(in: snapshot) where c.probe.isBuiltin {
                judged += (0..<c.probe.subviewCount).compactMap { c.probe.subviewLeafRule($0) }
            }
        }
        #expect(judged.count == 5 * 19, "every leaf was judged, none skipped: \(judged.count)")
        #expect(judged.contains(.spacer(minLength: 8, axis: nil)) && judged.contains(.divider(thickness: 1, stackAxis: .horizontal)))
    }

    @Test("a layout that promises to size like a shape and does not is told apart; a layout making no such promise cannot be held to it")
    func promises() {
        let swatch = PropertyChecker(properties: [.leafSizing])
            .check(host.layout(BrokenSwatch() { EmptyView() }, proposal: offer, at: .zero)).violations
        #expect(swatch.map(\.property) == ["leaf-sizing"], "\(swatch)")
        #expect(swatch.first?.expected.hasPrefix("100×60 for 100×60") == true, "\(swatch)")
        let problems = PropertyCoverage.problems([.leafSizing], for: EqualWidthHStack.self, traits: [])
        #expect(problems.contains { $0.hasPrefix("leaf-sizing checks only layouts that conform to ReproducesBuiltinLayout or DescribesShape") }, "\(problems)")
    }
}
