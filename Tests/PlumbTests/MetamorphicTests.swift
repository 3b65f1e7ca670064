import Foundation
import Testing
@_spi(Engine) @testable import Plumb
import PlumbExamples

@Suite("Metamorphic properties")
struct MetamorphicTests {
    /// Built-in trees the transformations can carry: no text or fixed-metric views, no grids.
    static let generator: Generator = {
        var configuration = GeneratorConfiguration(maxNodes: 12)
        for kind in [GeneratorConfiguration.NodeKind.text, .image, .progress, .button, .divider, .grid] {
            configuration.kindWeights[kind] = 0
        }
        return Generator(configuration)
    }()

    @Test("built-in trees scale and transpose exactly, and most such cases are actually checked")
    func builtins() throws {
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        var scaled = 0, transposed = 0
        for i in 0..<1000 {
            let c = try Self.generator.makeCase(seed: Generator.caseSeed(11, index: i)).materialized(host: host)
            if case let .size(w, h) = c.proposal, w != nil, h != nil, c.root.scaled(by: 2, registry: .builtIn) != nil { scaled += 1 }
            if c.root.transposed(registry: .builtIn) != nil { transposed += 1 }
            for v in try MetamorphicProperties.violations(c, registry: .builtIn, host: host) {
                Issue.record("case \(i): \(v)\n\(c.swiftSource())")
            }
        }
        #expect(scaled >= 100, "only \(scaled) of 1,000 cases could be scaled")
        #expect(transposed >= 300, "only \(transposed) of 1,000 cases could be transposed")
    }

    @Test("from the checked tree laid out away from the origin (as the case runner does), built-in trees still scale and transpose exactly")
    func fromCheckedTree() throws {
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        for i in 0..<300 {
            let c = try Self.generator.makeCase(seed: Generator.caseSeed(13, index: i)).materialized(host: host)
            guard case let .size(w, h) = c.proposal else { continue }
            let origin = CGPoint(x: -60 + Double(i % 41) * 3.25, y: -30 + Double(i % 29) * 2.5)
            let snapshot = host.layout(try c.view(), proposal: ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) }),
                                       at: origin)
            for v in try MetamorphicProperties.violations(c, registry: .builtIn, host: host, laidOut: snapshot, at: origin) {
                Issue.record("case \(i): \(v)\n\(c.swiftSource())")
            }
        }
    }

    @Test("transposing twice gives the original tree; scaling by 2 then 0.5 too")
    func involutions() {
        for i in 0..<300 {
            let c = Self.generator.makeCase(seed: Generator.caseSeed(12, index: i))
            if let t = c.root.transposed(registry: .builtIn) { #expect(t.transposed(registry: .builtIn) == c.root) }
            if let s = c.root.scaled(by: 2, registry: .builtIn) { #expect(s.scaled(by: 0.5, registry: .builtIn) == c.root) }
        }
    }

    @Test("text, default constants and layout values (which may be lengths) make a tree ineligible")
    func ineligible() {
        #expect(CaseNode(.text("a")).scaled(by: 2, registry: .builtIn) == nil)
        let tagged = CaseNode(.color, modifiers: [.layoutValue(key: "Width", value: 40)])
        #expect(CaseNode(.zstack(alignment: .center), children: [tagged]).scaled(by: 2, registry: .builtIn) == nil,
                "a layout value of 40 may be a width: scaling the case and not it would blame the layout")
        #expect(CaseNode(.zstack(alignment: .center), children: [CaseNode(.color)]).scaled(by: 2, registry: .builtIn) != nil)
        #expect(CaseNode(.hstack(alignment: .center, spacing: nil), children: [CaseNode(.color)]).scaled(by: 2, registry: .builtIn) == nil)
        #expect(CaseNode(.hstack(alignment: .firstTextBaseline, spacing: 1)).transposed(registry: .builtIn) == nil)
        #expect(CaseNode(.hstack(alignment: .top, spacing: 3), children: [CaseNode(.color)]).transposed(registry: .builtIn)
                == CaseNode(.vstack(alignment: .leading, spacing: 3), children: [CaseNode(.color)]))
    }

    @Test("a metamorphic failure is located at the layout under test, not at a parent around it")
    func locatedAtLayoutUnderTest() throws {
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        let layout = CaseNode(.custom(name: "BrokenEvenRowTransposed", parameters: ["spacing": 0.02]), children: [CaseNode(.color), CaseNode(.color)])
        let atRoot = Case(root: layout, proposal: .size(width: nil, height: nil), layoutUnderTest: "BrokenEvenRowTransposed")
        var framed = layout
        framed.modifiers = [CaseNode.Modifier.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: 0, minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)]
        let inParent = Case(root: framed, proposal: .size(width: nil, height: nil), layoutUnderTest: "BrokenEvenRowTransposed")
        for c in [atRoot, inParent] {
            let violations = try MetamorphicProperties.violations(c.materialized(host: host, registry: ExampleLayouts.registry),
                                                                   registry: ExampleLayouts.registry, host: host)
            #expect(violations.contains { $0.property == "transpose-symmetry" }, "\(c.swiftSource(ExampleLayouts.registry))")
            let kind = ExampleLayouts.registry.entry(named: "BrokenEvenRowTransposed")!.kind
            for v in violations { #expect(v.kindPath.split(separator: "/").last.map(String.init) == kind, "\(v.kindPath)") }
        }
    }
}

@Suite("Transposing aspect ratios")
struct AspectRatioTransposeTests {
    let host = LayoutHost(size: CGSize(width: 400, height: 400))

    /// Fuzz seed 977's case: a ViewThatFits whose Spacer fits only if the offered height is
    /// exactly 8, with the ratio 1 : 1.414 or its transpose.
    func tipping(width: Double, height: Double) -> Case {
        let fits = CaseNode(.viewThatFits(axes: CaseAxes(horizontal: false, vertical: true)),
                            children: [CaseNode(.spacer(minLength: nil)), CaseNode(.color)],
                            modifiers: [.aspectRatio(width: width, height: height, fill: false)])
        return Case(root: fits, proposal: .size(width: 8, height: 8))
    }

    @Test("a ratio whose transpose is not exact is not transposed: the last bit of 8 ÷ 1.414 × 1.414 decides which child fits")
    func inexactRatioIsNotTransposed() throws {
        #expect(tipping(width: 1, height: 1.414).root.transposed(registry: .builtIn) == nil)
        // Transposed by hand, the two trees rightly differ: what the rule keeps from the check.
        let original = tipping(width: 1, height: 1.414), mirrored = tipping(width: 1.414, height: 1)
        var transposedRoot = mirrored.root
        transposedRoot.kind = .viewThatFits(axes: CaseAxes(horizontal: true, vertical: false))
        let a = host.layout(try original.root.view(.builtIn), proposal: ProposedViewSize(width: 8, height: 8), at: .zero).nodes
        let b = host.layout(try transposedRoot.view(.builtIn), proposal: ProposedViewSize(width: 8, height: 8), at: .zero).nodes
        #expect(a.map(\.frame.size.height) != b.map(\.frame.size.width), "the mirrored layouts agree: the rule excludes nothing here")
    }

    @Test("a power-of-two ratio is transposed, and the layouts mirror exactly")
    func powerOfTwoRatioIsTransposed() throws {
        for (w, h) in [(1.0, 2.0), (4.0, 1.0), (1.0, 1.0)] {
            let c = tipping(width: w, height: h)
            #expect(c.root.transposed(registry: .builtIn) != nil)
            #expect(try MetamorphicProperties.violations(c, registry: .builtIn, host: host).isEmpty)
        }
    }
}
