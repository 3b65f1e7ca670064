import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties
import PlumbExamples

/// A row that computes its layout in `sizeThatFits`, keeps it in the cache and reads it back in
/// `placeSubviews`, as many real layouts do (SwiftUI always sizes before it places). Placed on
/// a cache no `sizeThatFits` filled, it places nothing: a pedantic check notices, the default
/// (SwiftUI's call sequences) does not.
struct CachingRow: Layout {
    struct Cache { var origins: [CGPoint]? }
    func makeCache(subviews: Subviews) -> Cache { Cache(origins: nil) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        var x: CGFloat = 0, height: CGFloat = 0, origins: [CGPoint] = []
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            origins.append(CGPoint(x: x, y: 0))
            x += size.width
            height = max(height, size.height)
        }
        cache.origins = origins
        return CGSize(width: x, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard let origins = cache.origins else { return }
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// Answers the largest finite size for any proposal, and places its children at its far corner.
struct HugeLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: CGPoint(x: bounds.maxX, y: -bounds.maxY), proposal: .infinity) }
    }
}

@Suite("Checking a user's layout: no false alarms, no traps in the checker")
struct UserLayoutTrustTests {
    @Test("SwiftUI's call sequences by default: a layout that fills its cache in sizeThatFits passes; pedantic reports it")
    func callSequences() {
        let report = LayoutChecker(seed: 1, cases: 300).check(CachingRow())
        #expect(report.passed, "\(report)")
        var pedantic = LayoutChecker(seed: 1, cases: 300)
        pedantic.strictness = .pedantic
        let strict = pedantic.check(CachingRow())
        // Found only by an order SwiftUI never uses: a warning that says so, not an error.
        #expect(strict.passed, "\(strict)")
        #expect(strict.warnings.contains { $0.property == "cache-consistency" && $0.message.contains("never sized")
            && $0.blame?.contains("call order SwiftUI never uses") == true }, "\(strict)")
    }

    @Test("numbers in reports never trap: 2⁶³ and more, the largest finite value, −0, subnormals, NaN and ∞")
    func numbers() {
        #expect(Describe.number(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        #expect(Describe.number(9.223372036854775808e18) == "9.223372036854776e+18")
        #expect(Describe.number(-.greatestFiniteMagnitude).hasPrefix("-1.79"))
        #expect(Describe.number(-0.0) == "0")
        #expect(Describe.number(.leastNonzeroMagnitude) == "5e-324")  // shown as it is: too small for three decimals, not zero
        #expect(Describe.number(.nan) == "nan" && Describe.number(-.infinity) == "-inf")
        #expect(Describe.number(12.3456) == "12.346" && Describe.number(-3) == "-3")
    }

    @Test("a layout answering the largest finite size is reported, drawn (ASCII and SVG without nan or inf) and saved, not a trap")
    func extremeAnswers() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-huge-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var checker = LayoutChecker(seed: 1, cases: 50)
        checker.corpus = Corpus(root: root)
        let report = checker.check(HugeLayout())
        #expect(!report.failures.isEmpty && report.errors.isEmpty, "\(report)")
        for failure in report.failures { #expect(failure.corpusPath != nil) }

        let view = HugeLayout { Color.blue; Text("a").frame(width: .greatestFiniteMagnitude) }
        let snapshot = LayoutHost(size: CGSize(width: 100, height: 100)).layout(view, proposal: .unspecified, at: CGPoint(x: -.greatestFiniteMagnitude, y: 3))
        _ = AsciiDrawing.draw(snapshot, highlight: [0])
        let svg = VisualReport.svg(snapshot, highlight: [0], proposal: .unspecified, title: "t", code: "c")
        let attributes = svg.matches(of: /="([^"]*)"/).map { String($0.1) }
        #expect(!attributes.contains { $0.contains("nan") || $0.contains("inf") }, "\(attributes)")
    }

    @Test("occurrences count cases, not violations")
    func occurrencesCountCases() {
        let report = LayoutChecker(seed: 1, cases: 60).check(BrokenStackSkipsLastSubview())
        for failure in report.failures { #expect(failure.occurrences <= report.cases, "\(failure.property): \(failure.occurrences) of \(report.cases)") }
    }
}

enum Emphasis: CaseIterable, Sendable { case low, medium, high }
struct EmphasisKey: LayoutValueKey { static let defaultValue = Emphasis.low }
struct PinnedKey: LayoutValueKey { static let defaultValue = false }
struct BadgeKey: LayoutValueKey { static let defaultValue = "" }
struct StretchKey: LayoutValueKey { static let defaultValue: CGFloat = 1 }

/// A row that reads value keys of four kinds: pinned children first, emphasized ones wider.
struct EmphasisRow: Layout {
    func widths(_ subviews: Subviews) -> [CGFloat] {
        subviews.map { s in
            let base = s.sizeThatFits(.unspecified).width
            let factor: CGFloat = s[EmphasisKey.self] == .high ? 2 : s[EmphasisKey.self] == .medium ? 1.5 : 1
            return base * factor * s[StretchKey.self] + (s[BadgeKey.self].isEmpty ? 0 : 4)
        }
    }
    func order(_ subviews: Subviews) -> [Int] {
        subviews.indices.filter { subviews[$0][PinnedKey.self] } + subviews.indices.filter { !subviews[$0][PinnedKey.self] }
    }
    /// Each child's proposal and answer.
    func sized(_ subviews: Subviews) -> [(ProposedViewSize, CGSize)] {
        widths(subviews).indices.map { i in
            let p = ProposedViewSize(width: widths(subviews)[i], height: nil)
            return (p, subviews[i].sizeThatFits(p))
        }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = sized(subviews).map(\.1)
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sized = sized(subviews)
        var x = bounds.minX
        for i in order(subviews) {
            subviews[i].place(at: CGPoint(x: x, y: bounds.minY), proposal: sized[i].0)
            x += sized[i].1.width
        }
    }
}

@Suite("Value keys of every kind")
struct ValueKeyKindTests {
    static let keys: [LayoutRegistry.ValueKey] = [
        .key(EmphasisKey.self), .key(PinnedKey.self), .key(BadgeKey.self, values: ["", "new", "3"]),
        .key(StretchKey.self, source: { "\($0)" }) { choices in CGFloat(choices.double(in: 1...2)) },
    ]

    @Test("Bool, CaseIterable, listed and drawn keys are generated, printed as Swift and shrunk")
    func everyKind() {
        var registry = LayoutRegistry()
        registry.register("EmphasisRow", valueKeys: Self.keys) { _ in EmphasisRow() }
        var configuration = GeneratorConfiguration(maxNodes: 8, maxDepth: 2, registry: registry, layoutUnderTest: "EmphasisRow")
        configuration.kindWeights[.custom] = 0
        let sources = (0..<200).map { Generator(configuration).makeCase(seed: UInt64($0)).swiftSource(registry) }.joined()
        for printed in [".layoutValue(key: EmphasisKey.self, value: .high)", ".layoutValue(key: PinnedKey.self, value: true)",
                        ".layoutValue(key: BadgeKey.self, value: \"new\")", ".layoutValue(key: StretchKey.self, value: 1."] {
            #expect(sources.contains(printed), "never generated: \(printed)")
        }
        var checker = LayoutChecker(seed: 1, cases: 300)
        checker.valueKeys = Self.keys
        let report = checker.check(EmphasisRow())
        #expect(report.passed, "\(report)")
    }
}

enum Density: Sendable { case loose, dense }

/// A layout with parameters of many kinds; it misplaces its last child (so reports print it).
struct ParamLayout: Layout {
    var spacing: CGFloat
    var rows: Int
    var alignment: HorizontalAlignment
    var label: String
    var limit: Double?
    var mode: Density
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout holding option sets, printed by their members.
struct AxesLayout: Layout {
    var axes: Axis.Set
    var edges: Edge.Set
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout holding a closure: it has no literal form.
struct ClosureLayout: Layout {
    var measure: @Sendable (CGFloat) -> CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite("Reports print layouts as Swift")
struct SwiftLiteralTests {
    @Test("a layout prints as the initializer that makes it; this test compiles that very text")
    func initializers() {
        let made = ParamLayout(spacing: 8.5, rows: 2, alignment: .leading, label: "a \"b\"", limit: nil, mode: .dense)
        #expect(SwiftLiteral.layout(made) == #"ParamLayout(spacing: 8.5, rows: 2, alignment: .leading, label: "a \"b\"", limit: nil, mode: .dense)"#)
        #expect(SwiftLiteral.layout(HStackLayout(alignment: .firstTextBaseline, spacing: nil)) == "HStackLayout(alignment: .firstTextBaseline, spacing: nil)")
        // Option sets by their members, not as `Set(rawValue: 1)`.
        #expect(SwiftLiteral.layout(AxesLayout(axes: .horizontal, edges: [.top, .trailing])) == "AxesLayout(axes: .horizontal, edges: [.top, .trailing])")
        #expect(SwiftLiteral.layout(AxesLayout(axes: [.horizontal, .vertical], edges: .all)) == "AxesLayout(axes: [.horizontal, .vertical], edges: .all)")
        #expect(SwiftLiteral.layout(AxesLayout(axes: [], edges: [.leading, .trailing, .top])) == "AxesLayout(axes: [], edges: [.horizontal, .top])")
        let opaque = SwiftLiteral.layout(ClosureLayout { $0 }, parameters: ["choice000": 3])
        #expect(opaque.hasPrefix("/* ") && opaque.hasSuffix("*/ ClosureLayout()") && opaque.contains("drawn: choice000 = 3"), "\(opaque)")
    }

    @Test("the checker's reports print a drawn layout as its initializer, with the drawn values")
    func drawnReports() {
        let report = LayoutChecker(seed: 1, cases: 30).check { c in
            ParamLayout(spacing: CGFloat(c.int(in: 0...4)), rows: 1, alignment: .center, label: "", limit: 2, mode: .loose)
        }
        let failure = report.failures.first
        #expect(failure?.swiftCode.hasPrefix("ParamLayout(spacing: 0, rows: 1, alignment: .center, label: \"\", limit: 2, mode: .loose)") == true,
                "\(failure?.swiftCode ?? "no failure")")
    }
}

@Suite("One report per root cause")
struct RootCauseTests {
    @Test("failures with one minimal case at one container are one report listing each property it breaks")
    func merged() {
        let report = LayoutChecker(seed: 1, cases: 200).check(BrokenStackPlacesOutside())
        let cases = report.failures.map(\.case)
        #expect(Set(cases).count == cases.count, "two reports for one minimal case: \(report)")
        let outside = report.failures.first { $0.breaks("inside-bounds") }
        #expect(outside != nil, "\(report)")
        let properties = outside.map { [$0.property] + $0.alsoBreaks.map(\.property) } ?? []
        #expect(properties.contains("size-agreement") && properties.contains("inside-bounds"), "\(properties)")
        #expect(outside?.report.contains("also breaks") == true)
    }
}

/// A user's layout that happens to share its name with a built-in container.
enum NameClash {
    /// Places nothing: every case it gets a subview in fails placed-once.
    struct Grid: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
}

@Suite("A user's layout named like a built-in")
struct NameClashTests {
    @Test("the built-in kinds are every kind the generator's trees contain")
    func builtinKindsAreComplete() throws {
        let generator = Generator(GeneratorConfiguration()), runner = CaseRunner()
        var kinds: Set<String> = []
        for index in 0..<3000 {
            let c = generator.makeCase(seed: Generator.caseSeed(9, index: index))
            kinds.formUnion(try runner.layOut(c).snapshot.nodes.map(\.kind))
        }
        #expect(kinds.subtracting(BuiltinKinds.all).isEmpty, "kinds missing from BuiltinKinds.all: \(kinds.subtracting(BuiltinKinds.all))")
        #expect(kinds.count >= 20, "\(kinds.sorted())")
    }

    @Test("a user's Grid is named by its qualified name, so built-in grids are neither checked as it nor it as one")
    func qualified() {
        #expect(LayoutRegistry.kind("Grid", of: NameClash.Grid.self) == "PlumbTests.NameClash.Grid")
        #expect(LayoutRegistry.kind("FlowLayout<Int>", of: FlowLayout.self) == "FlowLayout")
        let report = LayoutChecker(seed: 1, cases: 200).check(NameClash.Grid())
        let placedOnce = report.failures.first { $0.breaks("placed-once") }
        #expect(placedOnce?.message.contains("at PlumbTests.NameClash.Grid") == true, "\(report)")
        #expect(!report.failures.contains { $0.message.contains("at Grid") }, "\(report)")
    }
}

/// Offers every subview the width it reports (the proposal's, else the widest ideal) and puts
/// each against its trailing edge by the width the subview answers, top-leading anchored: a
/// rigid subview wider than that width overflows by its own doing.
struct TrailingByAnswerColumn: Layout {
    func width(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat {
        proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let w = width(proposal, subviews)
        return CGSize(width: w, height: subviews.map { $0.sizeThatFits(ProposedViewSize(width: w, height: nil)).height }.max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(width: bounds.width, height: nil)
        for subview in subviews {
            let size = subview.sizeThatFits(offer)
            subview.place(at: CGPoint(x: bounds.maxX - size.width, y: bounds.minY), anchor: .topLeading, proposal: offer)
        }
    }
}

/// The same, but every subview is placed at its ideal size whatever it was offered: a child
/// wider than the column overflows by the layout's doing.
struct TrailingAtIdealColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let w = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil } ?? subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: w, height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.maxX - size.width, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
        }
    }
}

@Suite("A rigid subview placed by the size it answers")
struct RigidSubviewBlameTests {
    @Test("overflowing because it answered wider than offered is the subview's doing: a warning that says so")
    func rigidChildIsAWarning() {
        for seed: UInt64 in [1, 2, 3] {
            let report = LayoutChecker(seed: seed, cases: 300).check(TrailingByAnswerColumn())
            #expect(report.failures.isEmpty, "\(report)")
            #expect(report.warnings.contains { $0.blame?.contains("that takes its proposal, the layout keeps") == true }, "\(report)")
        }
    }

    @Test("placed at its ideal size whatever it was offered, the overflow stays the layout's error")
    func idealPlacementStaysAnError() {
        let report = LayoutChecker(seed: 1, cases: 300).check(TrailingAtIdealColumn())
        #expect(report.failures.contains { $0.breaks("inside-bounds") || $0.breaks("size-agreement") }, "\(report)")
    }
}
