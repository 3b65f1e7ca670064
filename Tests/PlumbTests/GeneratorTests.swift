import Foundation
import PlumbUI
import Testing
@testable import Plumb

/// A third-party layout for the registry tests: a row with a configurable gap, reading a weight.
struct WeightedRow: Layout {
    var gap: Double
    var columns: Int
    struct Weight: LayoutValueKey { static let defaultValue = 1.0 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gap * Double(max(sizes.count - 1, 0)), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width * CGFloat(s[Weight.self]) + gap
        }
    }
}

extension LayoutRegistry {
    static let testing: LayoutRegistry = {
        var r = LayoutRegistry()
        r.register("WeightedRow", parameters: [.init("gap", in: 0...20), .init("columns", in: 1...4, integral: true)],
                   valueKeys: [.key(WeightedRow.Weight.self, in: 0.5...3, name: "WeightedRow.Weight")]) {
            WeightedRow(gap: $0["gap"]!, columns: Int($0["columns"]!))
        }
        return r
    }()
}

@Suite("Generator and cases")
struct GeneratorTests {
    let generator = Generator()

    @Test("replaying a case's recorded choices rebuilds the identical case", arguments: Array(0..<50))
    func replay(seed: Int) {
        let choices = Choices(seed: UInt64(seed))
        let original = generator.makeCase(choices)
        let replayed = generator.makeCase(Choices(replaying: choices.sequence))
        #expect(replayed == original)
    }

    @Test("no choices at all give the simplest case")
    func simplest() {
        let c = generator.makeCase(Choices(replaying: ChoiceSequence()))
        #expect(c == Case(root: CaseNode(.color), proposal: .size(width: nil, height: nil)))
    }

    @Test("any sequence parses: truncated or scrambled sequences still make a case")
    func anySequenceParses() {
        let recorded = Choices(seed: 11)
        _ = generator.makeCase(recorded)
        let values = recorded.sequence.values
        for cut in stride(from: 0, to: values.count, by: max(1, values.count / 10)) {
            _ = generator.makeCase(Choices(replaying: ChoiceSequence(Array(values.prefix(cut)))))
        }
        var rng = SplitMix64(seed: 5)
        for _ in 0..<50 {
            let junk = ChoiceSequence((0..<rng.below(200)).map { _ in rng.below(1000) })
            let c = generator.makeCase(Choices(replaying: junk))
            #expect(c.root.nodeCount <= generator.configuration.maxNodes + 1)
        }
    }

    @Test("every node of a case has its own span")
    func nodeSpans() {
        for seed in 0..<40 {
            let choices = Choices(seed: UInt64(seed))
            let c = generator.makeCase(choices)
            #expect(choices.spans.filter { $0.label == "node" }.count == c.root.nodeCount)
            #expect(choices.spans.filter { $0.label == "proposal" }.count == 1)
        }
    }

    @Test("budgets: node counts and depths stay within the configuration")
    func budgets() {
        let small = Generator(GeneratorConfiguration(maxNodes: 8, maxDepth: 3))
        for seed in 0..<300 {
            let c = small.makeCase(seed: UInt64(seed))
            #expect(c.root.nodeCount <= 8 + 1, "seed \(seed): \(c.root.nodeCount) nodes")
            #expect(c.root.depth <= 3 + 1)
        }
    }

    @Test("1,000 default cases contain every node kind and every proposal kind")
    func coverage() {
        let statistics = GeneratorStatistics.collect(generator, cases: 1000, seed: 1)
        let kinds = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Text", "Image", "Spacer",
                     "Divider", "ProgressView", "Button", "HStack", "VStack", "ZStack", "Grid", "GridRow", "ViewThatFits"]
        for kind in kinds { #expect(statistics.nodeKinds[kind, default: 0] > 0, "no \(kind) in 1,000 cases") }
        for kind in CaseProposal.allKindNames { #expect(statistics.proposalKinds[kind, default: 0] > 0, "no \(kind) proposal") }
        let modifiers = ["frame", "flexibleFrame", "padding", "fixedSize", "layoutPriority", "alignmentGuide", "offset",
                         "overlay", "background", "aspectRatio", "position", "gridCellColumns", "gridCellAnchor", "gridCellUnsizedAxes", "gridColumnAlignment"]
        for m in modifiers { #expect(statistics.modifiers[m, default: 0] > 0, "no \(m) in 1,000 cases") }
        #expect(statistics.nodeCounts[1, default: 0] > 0, "single-node cases occur")
        #expect(statistics.report.contains("node kinds"))
    }

    @Test("registered layouts get generated parameters and layout values, and build")
    func registry() throws {
        let g = Generator(GeneratorConfiguration(registry: .testing, layoutUnderTest: "WeightedRow"))
        var sawValue = false
        for seed in 0..<100 {
            let c = g.makeCase(seed: UInt64(seed))
            guard case let .custom(name, parameters) = c.root.kind else { Issue.record("root is not the layout under test"); return }
            #expect(name == "WeightedRow" && c.layoutUnderTest == "WeightedRow")
            #expect((0...20).contains(parameters["gap"]!))
            #expect([1, 2, 3, 4].contains(parameters["columns"]!))
            for child in c.root.children {
                for case let .layoutValue(key, value) in child.modifiers {
                    #expect(key == "WeightedRow.Weight" && (0.5...3).contains(value))
                    sawValue = true
                }
            }
            _ = LayoutHost(size: CGSize(width: 300, height: 300)).layout(try c.view(.testing))
        }
        #expect(sawValue)
        let statistics = GeneratorStatistics.collect(Generator(GeneratorConfiguration(registry: .testing)), cases: 500, seed: 3)
        #expect(statistics.nodeKinds["WeightedRow", default: 0] > 0, "registered layouts also appear inside other trees")
    }

    @Test("an unknown layout name is an error naming it")
    func unknownLayout() {
        let c = Case(root: CaseNode(.custom(name: "Nope", parameters: [:])), proposal: .size(width: 1, height: 1))
        #expect(throws: UnknownRegistryName.self) { try c.view() }
        #expect(UnknownRegistryName(kind: "layout", name: "Nope").description.contains("'Nope'"))
    }

    @Test("cases lay out deterministically, and boundary proposals resolve to numbers")
    func layoutAndBoundaries() throws {
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        for seed in 0..<200 {
            let c = generator.makeCase(seed: UInt64(seed))
            let concrete = try c.materialized(host: host)
            guard case .size = concrete.proposal else { Issue.record("unresolved proposal"); continue }
            let a = host.layout(try c.view()), b = host.layout(try c.view())
            #expect(a.nodes.map(\.frame) == b.nodes.map(\.frame))
        }
        let ideal = Case(root: CaseNode(.text("Hello world")), proposal: .boundary(.ideal, nudge: -0.5))
        let resolved = try ideal.proposal.resolved(root: ideal.root, host: host, registry: .builtIn)
        #expect(abs(resolved.width! - (host.sizeThatFits(Text("Hello world"), proposal: .unspecified).width - 0.5)) < 1e-9)
    }

    @Test("JSON: pretty, sorted keys, infinities as strings, round-trips")
    func json() throws {
        for seed in 0..<100 {
            let c = generator.makeCase(seed: UInt64(seed))
            let data = try c.jsonData()
            #expect(try Case(jsonData: data) == c)
        }
        let infinite = Case(root: CaseNode(.color, modifiers: [.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                                                              minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center)]),
                            proposal: .size(width: .infinity, height: nil))
        let text = String(decoding: try infinite.jsonData(), as: UTF8.self)
        #expect(text.contains("\"inf\""))
        #expect(text.firstRange(of: "\"formatVersion\"")!.lowerBound < text.firstRange(of: "\"proposal\"")!.lowerBound)
        #expect(try Case(jsonData: infinite.jsonData()) == infinite)
    }

    @Test("a malformed or outdated case is reported with the field at fault")
    func badJSON() throws {
        let good = String(decoding: try generator.makeCase(seed: 4).jsonData(), as: UTF8.self)
        let outdated = good.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 99")
        #expect(throws: CaseDecodingError(field: "formatVersion", problem: "format version 99 is not the 1 this build reads")) {
            try Case(jsonData: Data(outdated.utf8))
        }
        do {
            _ = try Case(jsonData: Data(#"{"formatVersion": 1, "root": {"kind": {"color": {}}, "children": [], "modifiers": []}}"#.utf8))
            Issue.record("a case without a proposal decoded")
        } catch let error as CaseDecodingError {
            #expect(error.field == "proposal" && error.problem == "is missing")
        }
        do {
            _ = try Case(jsonData: Data(#"{"formatVersion": 1, "proposal": {"size": {}}, "root": {"kind": {"color": {}}, "children": "x", "modifiers": []}}"#.utf8))
            Issue.record("a case with a string for children decoded")
        } catch let error as CaseDecodingError {
            #expect(error.field == "root.children")
        }
    }

    @Test("cases are Hashable: equal cases hash alike, different seeds differ")
    func hashable() {
        let cases = (0..<200).map { generator.makeCase(seed: UInt64($0)) }
        #expect(Set(cases).count > 150)
        #expect(Set([generator.makeCase(seed: 9), generator.makeCase(seed: 9)]).count == 1)
    }
}

@Suite("Generated aspect ratios")
struct GeneratedAspectRatioTests {
    @Test("every generated aspectRatio sits inside a fixed frame, so it is only ever offered finite lengths")
    func insideFixedFrames() {
        var seen = 0
        for i in 0..<2000 {
            for node in Generator().makeCase(seed: Generator.caseSeed(3, index: i)).root.allNodes {
                for (k, m) in node.modifiers.enumerated() {
                    guard case .aspectRatio = m else { continue }
                    seen += 1
                    guard k + 1 < node.modifiers.count, case let .frame(w?, h?, _) = node.modifiers[k + 1] else {
                        Issue.record("an aspectRatio outside a fixed frame: \(node.modifiers)"); continue
                    }
                    #expect(w.isFinite && h.isFinite)
                }
            }
        }
        #expect(seen > 50, "only \(seen) aspect ratios in 2,000 cases: this checks little")
    }
}
