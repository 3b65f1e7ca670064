import Foundation

/// Makes cases from choices: seeded random trees of views and proposals (issue: cases and the
/// seeded, version-stable generator).
///
/// Every decision goes through a `Choices`, inside a span per node, modifier and proposal, so
/// that replaying a recorded sequence rebuilds the identical case and the shrinker can work on
/// the sequence. The simplest answer to every decision (0) gives the simplest case: a lone
/// `Color` with no modifiers proposed its ideal size.
public struct Generator: Sendable {
    public let configuration: GeneratorConfiguration
    private let tables: KindTables

    public init(_ configuration: GeneratorConfiguration = GeneratorConfiguration()) {
        self.configuration = configuration
        tables = KindTables(configuration)
    }

    /// The kinds drawn from and their weights, with and without containers allowed: computed
    /// once per generator rather than once per case.
    private struct KindTables: Sendable {
        let kinds: [GeneratorConfiguration.NodeKind]
        let withContainers: [Double]
        let leavesOnly: [Double]

        init(_ configuration: GeneratorConfiguration) {
            kinds = GeneratorConfiguration.NodeKind.allCases.filter { $0 != .custom || !configuration.registry.names.isEmpty }
            withContainers = kinds.map { configuration.kindWeights[$0] ?? 0 }
            leavesOnly = kinds.map { $0.isContainer ? 0 : configuration.kindWeights[$0] ?? 0 }
        }
    }

    /// The case `seed` makes (its choices are recorded in a fresh `Choices`).
    public func makeCase(seed: UInt64) -> Case { makeCase(Choices(seed: seed)) }

    /// The case these choices make.
    public func makeCase(_ choices: Choices) -> Case {
        var state = State(choices: choices, configuration: configuration, tables: tables)
        let root: CaseNode
        if let name = configuration.layoutUnderTest {
            let start = choices.decisionCount
            root = choices.span("node") {
                state.budget -= 1
                guard configuration.parentContextWeights.count > 1 else { return state.customNode(name: name, depth: 1) }
                let context = ParentContext(rawValue: choices.weighted(configuration.parentContextWeights)) ?? .root
                let innerStart = choices.decisionCount
                let layout = choices.span("node") { state.customNode(name: name, depth: 1) }
                guard context != .root else { return layout }
                let inner = choices.decisions(innerStart..<choices.decisionCount)
                let wrapped = state.wrap(layout, in: context)
                // The simpler case a shrink tries first: the same layout at the root.
                choices.publishSimplification(of: start..<choices.decisionCount, as: [UInt64(ParentContext.root.rawValue)] + inner)
                return wrapped
            }
        } else {
            root = state.node(depth: 1)
        }
        let proposal = choices.span("proposal") { state.proposal() }
        return Case(root: root, proposal: proposal, layoutUnderTest: configuration.layoutUnderTest)
    }

    /// The child counts a container's count decision chooses between, by index. The count is
    /// drawn just before the first child (`Choices.markCountDecision`).
    public static let childCounts = [0, 1, 2, 3, 4, 6]

    /// How this generator's encoding simplifies, for the shrinker, which knows no encoding of
    /// its own: a bare node of each kind, the simple proposals, and what count decisions mean.
    public var shrinkHints: ShrinkHints {
        ShrinkHints(
            simplerForms: ["node": (0..<GeneratorConfiguration.NodeKind.allCases.count).map { [UInt64($0), 0] },
                           "proposal": Self.simpleProposalEncodings],
            counts: Self.childCounts, simplifiedAlongside: ["proposal"])
    }

    /// Choice encodings of simple proposals — nil, 0, ∞, and round lengths — smallest first,
    /// for the shrinker's "proposal towards nil, 0 and round values" pass. They mirror
    /// `State.proposal()` and `NumberDistribution.length`: a length v ≥ 1 is (small integer, v − 1).
    public static let simpleProposalEncodings: [[UInt64]] = {
        let rounds: [UInt64] = [0, 1, 2, 5, 10, 20, 50, 100]
        func length(_ v: UInt64) -> [UInt64] { v == 0 ? [0] : [1, v - 1] }
        var all: [[UInt64]] = [[0], [1], [3]]
        for a in rounds {
            all.append([4, 1] + length(a))  // a × nil
            all.append([4, 0] + length(a))  // nil × a
            for b in rounds { all.append([2] + length(a) + length(b)) }
        }
        return all.sorted { ChoiceSequence($0) < ChoiceSequence($1) }
    }()

    /// The seed of case `index` of a campaign started from `seed`.
    public static func caseSeed(_ seed: UInt64, index: Int) -> UInt64 {
        var rng = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return rng.next()
    }

    private struct State {
        let choices: Choices
        let configuration: GeneratorConfiguration
        var budget: Int

        let tables: KindTables

        init(choices: Choices, configuration: GeneratorConfiguration, tables: KindTables) {
            self.choices = choices; self.configuration = configuration; self.tables = tables
            budget = configuration.maxNodes
        }

        mutating func node(depth: Int) -> CaseNode {
            choices.span("node") {
                budget -= 1
                let canContain = depth < configuration.maxDepth && budget > 0
                let weights = canContain ? tables.withContainers : tables.leavesOnly
                let kind = depth == 1 ? configuration.rootKind ?? tables.kinds[choices.weighted(weights)]
                    : tables.kinds[choices.weighted(weights)]
                var node = makeKind(kind, depth: depth)
                node.modifiers = modifiers(depth: depth, inGrid: false)
                return node
            }
        }

        /// How many children a container gets: 0 and 1 often, since layouts break there.
        mutating func childCount() -> Int {
            choices.markCountDecision()
            let count = Self.childCounts[choices.weighted(configuration.childCountWeights)]
            return min(count, max(budget, 0))
        }

        static let childCounts = Generator.childCounts

        /// Children until the count drawn or the node budget runs out; with `allowed`, the count
        /// is clamped into it and its minimum is met whatever the budget.
        mutating func children(depth: Int, allowed: ClosedRange<Int>? = nil) -> [CaseNode] {
            var count = childCount()
            if let allowed { count = min(max(count, allowed.lowerBound), allowed.upperBound) }
            let required = allowed?.lowerBound ?? 0
            var kids: [CaseNode] = []
            kids.reserveCapacity(count)
            for k in 0..<count where budget > 0 || k < required { kids.append(node(depth: depth + 1)) }
            return kids
        }

        mutating func makeKind(_ kind: GeneratorConfiguration.NodeKind, depth: Int) -> CaseNode {
            let c = choices
            switch kind {
            case .color: return CaseNode(.color)
            case .rectangle: return CaseNode(.rectangle)
            case .roundedRectangle: return CaseNode(.roundedRectangle(cornerRadius: Double(c.int(in: 0...12))))
            case .circle: return CaseNode(.circle)
            case .capsule: return CaseNode(.capsule)
            case .ellipse: return CaseNode(.ellipse)
            case .text: return CaseNode(.text(text()))
            case .image: return CaseNode(.image)
            case .spacer: return CaseNode(.spacer(minLength: c.bool(0.3) ? NumberDistribution.length(c) : nil))
            case .divider: return CaseNode(.divider)
            case .progress: return CaseNode(.progress(value: c.bool(0.8) ? NumberDistribution.fraction(c) : nil))
            case .button: return CaseNode(.button(words(1...2)))
            case .hstack:
                let alignment = c.pick(Self.verticalGuides)
                return CaseNode(.hstack(alignment: alignment, spacing: NumberDistribution.spacing(c)), children: children(depth: depth))
            case .vstack:
                let alignment = c.pick(Self.horizontalGuides)
                return CaseNode(.vstack(alignment: alignment, spacing: NumberDistribution.spacing(c)), children: children(depth: depth))
            case .zstack:
                return CaseNode(.zstack(alignment: alignment()), children: children(depth: depth))
            case .grid:
                return grid(depth: depth)
            case .viewThatFits:
                let axes = c.pick(Self.axesChoices)
                return CaseNode(.viewThatFits(axes: axes), children: children(depth: depth))
            case .custom:
                return customNode(name: c.pick(configuration.registry.names), depth: depth)
            case .scrollView:
                return CaseNode(.scrollView(axes: c.pick(Self.scrollAxesChoices)), children: children(depth: depth))
            case .geometryReader:
                return CaseNode(.geometryReader, children: children(depth: depth))
            }
        }

        /// `layout` inside the parent `context` describes (siblings generated as usual).
        mutating func wrap(_ layout: CaseNode, in context: ParentContext) -> CaseNode {
            let c = choices
            var wrapped = layout
            switch context {
            case .root:
                break
            case .verticalScroll:
                wrapped.modifiers.append(.fixedSize(horizontal: false, vertical: true))
            case .horizontalScroll:
                wrapped.modifiers.append(.fixedSize(horizontal: true, vertical: false))
            case .hstackWithSibling:
                let siblingFirst = c.bool()
                let sibling = node(depth: 2)
                wrapped = CaseNode(.hstack(alignment: .center, spacing: nil), children: siblingFirst ? [sibling, layout] : [layout, sibling])
            case .maxWidthFrame:
                let maxWidth = c.bool() ? Double.infinity : NumberDistribution.length(c)
                wrapped.modifiers.append(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: maxWidth, minHeight: nil, idealHeight: nil,
                                                        maxHeight: nil, alignment: .center))
            case .gridCell:
                let sibling = node(depth: 3)
                let row = CaseNode(.gridRow(alignment: nil), children: [layout, sibling])
                wrapped = CaseNode(.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), children: [row])
            case .cappedInScrollView:
                let vertical = c.bool(0.7)
                let cap = Double(c.int(in: 20...400))
                wrapped.modifiers.append(.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: vertical ? nil : cap, minHeight: nil,
                                                        idealHeight: nil, maxHeight: vertical ? cap : nil, alignment: .center))
                wrapped = CaseNode(.scrollView(axes: CaseAxes(horizontal: !vertical, vertical: vertical)), children: [wrapped])
            case .viewThatFitsCandidate:
                wrapped = CaseNode(.viewThatFits(axes: CaseAxes(horizontal: true, vertical: false)), children: [layout, CaseNode(.text(words(1...3)))])
            }
            return wrapped
        }

        /// A registered layout with generated parameters, and a generated value for each layout
        /// value key it declares on every child: the declared values are what the subviews read.
        /// (A subview without the modifier reads the key's default, which is checked only when the
        /// declaration includes it: leaving it out is how a user says no subview goes untagged.)
        mutating func customNode(name: String, depth: Int) -> CaseNode {
            guard let entry = configuration.registry.entry(named: name) else {
                preconditionFailure("the generator was configured with unregistered layout '\(name)'")
            }
            var parameters: [String: Double] = [:]
            if let draw = entry.drawParameters {
                parameters = draw(choices)
            } else {
                for p in entry.parameters { parameters[p.name] = value(in: p.range, integral: p.integral) }
            }
            let isUnderTest = depth == 1 && name == configuration.layoutUnderTest
            let allowed = isUnderTest ? configuration.layoutUnderTestSubviewCounts : nil
            let modeDecision = choices.decisionCount
            var kids = choices.bool(Self.manyItemsProbability) ? ordinaryItems(allowed: allowed, modeDecision: modeDecision)
                : children(depth: depth, allowed: allowed)
            for i in kids.indices {
                for key in entry.valueKeys {
                    kids[i].modifiers.append(.layoutValue(key: key.name, value: value(in: key.range, integral: key.integral)))
                }
                // Outermost, so it is the priority the layout reads, whatever the subview carries inside.
                if isUnderTest, let priorities = configuration.layoutUnderTestSubviewPriorities, !priorities.isEmpty {
                    kids[i].modifiers.append(.layoutPriority(choices.pick(priorities)))
                }
            }
            return CaseNode(.custom(name: name, parameters: parameters), children: kids)
        }

        /// How often a third-party layout gets a row of ordinary items instead of random children.
        static let manyItemsProbability = 0.15

        /// Items as an app lays them out in a flow or a row: up to 24 leaves of fixed sizes drawn
        /// from a palette of one to three widths and heights, so that many together add up past
        /// what any one length reaches (a 1,000-point fallback), and equal or zero sizes, which
        /// random lengths almost never repeat, come together often (a path that divides by a
        /// difference of sizes).
        ///
        /// Each item is a span labelled "item": a "node" span as a leaf's is (its kind, then its
        /// frame in a "modifier" span), then the decision whether another follows. So a shrink
        /// that deletes an item keeps the rest aligned, and one that replaces its node by a bare
        /// leaf of any kind makes the leaf the regular encoding makes.
        ///
        /// The simpler form published for a shrink: the first items (up to six) as random
        /// children with the same kinds and frames, so a failure that needs no row of items
        /// shrinks as any other does, to the same minimal cases.
        mutating func ordinaryItems(allowed: ClosedRange<Int>?, modeDecision: Int) -> [CaseNode] {
            let c = choices
            let widths = (0...c.int(in: 0...2)).map { _ in Self.paletteLength(c, ordinary: 20...200) }
            let heights = (0...c.int(in: 0...2)).map { _ in Self.paletteLength(c, ordinary: 10...60) }
            // Within the node budget, as every node is (`maxNodes`), but for the subviews a
            // layout is declared to need.
            let fewest = allowed?.lowerBound ?? 0
            let most = min(Self.mostOrdinaryItems, allowed?.upperBound ?? Self.mostOrdinaryItems, max(budget, fewest))
            guard most > 0, fewest > 0 || c.bool(Self.oneMoreItemProbability) else { return [] }
            let weights = tables.kinds.map { Self.ordinaryItemKinds.contains($0) ? configuration.kindWeights[$0] ?? 1 : 0 }
            var items: [CaseNode] = []
            var regular: [[UInt64]] = []  // each item as `node(depth:)` encodes it
            var another = true
            while another {
                choices.span("item") {
                    let item = choices.span("node") { () -> CaseNode in
                        let start = choices.decisionCount
                        var item = makeKind(tables.kinds[c.weighted(weights)], depth: configuration.maxDepth)
                        var encoding = choices.decisions(start..<choices.decisionCount)
                        if c.bool(0.95) {
                            item.modifiers = choices.span("modifier") {
                                [.frame(width: c.pick(widths), height: c.pick(heights), alignment: .center)]
                            }
                            if case let .frame(w?, h?, _) = item.modifiers[0] {
                                encoding += [1, 0] + Self.frameLengthEncoding(w) + Self.frameLengthEncoding(h) + [0, 0]
                            }
                        }
                        regular.append(encoding + [0])
                        return item
                    }
                    items.append(item)
                    another = items.count < most && (items.count < fewest || c.bool(Self.oneMoreItemProbability))
                }
            }
            budget -= items.count
            if let countIndex = Self.childCounts.lastIndex(where: { $0 <= items.count && $0 >= fewest }) {
                let kept = regular.prefix(Self.childCounts[countIndex]).flatMap { $0 }
                choices.publishSimplification(of: modeDecision..<choices.decisionCount, as: [0, UInt64(countIndex)] + kept)
            }
            return items
        }

        /// How `modifier(0, depth:)` encodes a frame length `v` (drawn, then
        /// `NumberDistribution.length`): a whole length in 1…100 is (small integer, v − 1), one
        /// in 100…500 (medium, v − 100), 0 itself (0).
        static func frameLengthEncoding(_ v: Double) -> [UInt64] {
            switch v {
            case 0: [1, 0]
            case 1...100: [1, 1, UInt64(v) - 1]
            default: [1, 5, UInt64(v) - 100]
            }
        }

        /// The leaves an ordinary item may be, by their kind weights.
        static let ordinaryItemKinds: Set<GeneratorConfiguration.NodeKind> = [.color, .rectangle, .capsule, .text, .image, .roundedRectangle]

        /// The most ordinary items a row gets, and the chance of one more: about 12 on average.
        static let mostOrdinaryItems = 24
        static let oneMoreItemProbability = 0.92

        /// A palette length: mostly a whole length in `ordinary`, sometimes 0.
        static func paletteLength(_ c: Choices, ordinary: ClosedRange<Int>) -> Double {
            c.bool(0.1) ? 0 : Double(c.int(in: ordinary))
        }

        /// A grid: GridRows of cells (some spanning) and, sometimes, views directly inside.
        mutating func grid(depth: Int) -> CaseNode {
            let c = choices
            let kind = CaseNode.Kind.grid(alignment: alignment(), horizontalSpacing: NumberDistribution.spacing(c),
                                          verticalSpacing: NumberDistribution.spacing(c))
            var rows: [CaseNode] = []
            for _ in 0..<childCount() where budget > 0 {
                if c.bool(0.2) {  // a view directly in the grid: a full-width row
                    rows.append(node(depth: depth + 1))
                    continue
                }
                let row = choices.span("node") { () -> CaseNode in
                    budget -= 1
                    let alignment: CaseVerticalGuide? = c.bool(0.3) ? c.pick(Self.allVerticalGuides) : nil
                    var cells = children(depth: depth + 1)
                    for i in cells.indices { cells[i].modifiers += modifiers(depth: depth + 2, inGrid: true) }
                    return CaseNode(.gridRow(alignment: alignment), children: cells)
                }
                rows.append(row)
            }
            return CaseNode(kind, children: rows)
        }

        mutating func modifiers(depth: Int, inGrid: Bool) -> [CaseNode.Modifier] {
            var result: [CaseNode.Modifier] = []
            while result.count < 3 && choices.bool(configuration.modifierProbability) {
                result += choices.span("modifier") { modifier(depth: depth, inGrid: inGrid) }
            }
            return result
        }

        /// One modifier, or two that only make sense together.
        mutating func modifier(depth: Int, inGrid: Bool) -> [CaseNode.Modifier] {
            let c = choices
            typealias N = NumberDistribution
            var weights: [Double] = [5, 5, 4, 2, 2, 2, 2, 1, 1, 1, 2, 1]
            if inGrid { weights += [3, 2, 2, 1] }
            if budget <= 0 || depth >= configuration.maxDepth { weights[8] = 0; weights[9] = 0 }
            let picked = c.weighted(weights)
            if picked == 10 { return aspectRatio() }
            return [modifier(picked, depth: depth)]
        }

        /// An explicit ratio between 1:4 and 4:1, fitted or filled, inside a fixed frame (the
        /// usual `.aspectRatio(contentMode: .fill).frame(width:height:)`), so that it is always
        /// offered finite lengths. Offered a nil axis and ∞ on the other, SwiftUI's arithmetic
        /// makes it infinite along the nil axis (fit and fill alike): under `fixedSize` that is a
        /// view whose minimum is infinite, and a stack holding one computes ∞ − ∞. (So the
        /// campaign never offers a generated aspect ratio a nil axis: the recorded cases in
        /// `ShapeRecordedTests` and `AspectRatioTests` pin what it does then.) A nil ratio (the
        /// child's ideal) with a zero side offers 0 × ∞ = NaN. Both are the engine's documented
        /// behaviour (§3.14), tested as written, and no layout's fault.
        mutating func aspectRatio() -> [CaseNode.Modifier] {
            let c = choices
            // Half of them powers of two, whose transposes are exact (`CaseNode.transposed`).
            let long = c.bool() ? c.pick([1.0, 2, 4]) : (c.double(in: 1...4) * 1000).rounded() / 1000
            let (width, height) = c.bool() ? (long, 1.0) : (1.0, long)
            return [.aspectRatio(width: width, height: height, fill: c.bool(0.3)),
                    .frame(width: NumberDistribution.length(c), height: NumberDistribution.length(c), alignment: alignment())]
        }

        mutating func modifier(_ picked: Int, depth: Int) -> CaseNode.Modifier {
            let c = choices
            typealias N = NumberDistribution
            switch picked {
            case 0:
                return .frame(width: N.optionalLength(c, nilProbability: 0.3), height: N.optionalLength(c, nilProbability: 0.3),
                              alignment: alignment())
            case 1:
                return .flexibleFrame(minWidth: N.optionalLength(c, nilProbability: 0.7), idealWidth: N.optionalLength(c, nilProbability: 0.8),
                                      maxWidth: c.bool(0.3) ? .infinity : N.optionalLength(c, nilProbability: 0.6),
                                      minHeight: N.optionalLength(c, nilProbability: 0.7), idealHeight: N.optionalLength(c, nilProbability: 0.8),
                                      maxHeight: c.bool(0.2) ? .infinity : N.optionalLength(c, nilProbability: 0.6), alignment: alignment())
            case 2:
                let all = c.bool(0.6)
                return .padding(top: all || c.bool(), leading: all || c.bool(), bottom: all || c.bool(), trailing: all || c.bool(),
                                length: c.bool(0.7) ? N.length(c) : nil)
            case 3: return .fixedSize(horizontal: c.bool(0.7), vertical: c.bool(0.7))
            case 4: return .layoutPriority(N.priority(c))
            case 5:
                if c.bool() { return .horizontalGuide(c.pick(Self.allHorizontalGuides), fraction: N.fraction(c), constant: N.signed(c)) }
                return .verticalGuide(c.pick(Self.allVerticalGuides), fraction: N.fraction(c), constant: N.signed(c))
            case 6: return .offset(x: N.signed(c), y: N.signed(c))
            case 7: return .gridCellColumns(c.int(in: 1...3))
            case 8: return .overlay(node(depth: depth + 1), alignment: alignment())
            case 9: return .background(node(depth: depth + 1), alignment: alignment())
            case 11: return .position(x: N.length(c), y: N.length(c))
            case 12: return .gridCellColumns(c.int(in: 1...4))
            case 13: return .gridCellAnchor(x: N.fraction(c), y: N.fraction(c))
            case 14: return .gridCellUnsizedAxes(CaseAxes(horizontal: c.bool(), vertical: c.bool()))
            default: return .gridColumnAlignment(c.pick(Self.allHorizontalGuides))
            }
        }

        mutating func alignment() -> CaseAlignment {
            CaseAlignment(choices.pick(Self.horizontalGuides), choices.pick(Self.verticalGuides))
        }

        // Choice tables, centre first so that the simplest pick is the default alignment.
        static let horizontalGuides: [CaseHorizontalGuide] = [.center, .leading, .trailing]
        static let verticalGuides: [CaseVerticalGuide] = [.center, .top, .bottom, .firstTextBaseline, .lastTextBaseline]
        static let allHorizontalGuides = CaseHorizontalGuide.allCases
        static let allVerticalGuides = CaseVerticalGuide.allCases
        /// Vertical most often, as in apps; no axes at all is allowed too.
        static let scrollAxesChoices = [CaseAxes(horizontal: false, vertical: true), CaseAxes(horizontal: true, vertical: false),
                                        CaseAxes(horizontal: true, vertical: true), CaseAxes(horizontal: false, vertical: true),
                                        CaseAxes(horizontal: false, vertical: false)]
        static let axesChoices = [CaseAxes(horizontal: true, vertical: true), CaseAxes(horizontal: true, vertical: false),
                                  CaseAxes(horizontal: false, vertical: true), CaseAxes(horizontal: false, vertical: false)]

        mutating func value(in range: ClosedRange<Double>, integral: Bool) -> Double {
            if integral { return Double(choices.int(in: Int(range.lowerBound)...Int(range.upperBound))) }
            return choices.double(in: range)
        }

        /// Text: empty, one word, or several (so that it wraps).
        mutating func text() -> String {
            switch choices.weighted([0.05, 0.45, 0.5]) {
            case 0: ""
            case 1: words(1...1)
            default: words(2...8)
            }
        }

        mutating func words(_ count: ClosedRange<Int>) -> String {
            (0..<choices.int(in: count)).map { _ in choices.pick(Self.vocabulary) }.joined(separator: " ")
        }

        static let vocabulary = ["a", "Cat", "Dog", "fish", "Hello", "world", "layout", "W", "iiii", "supercalifragilistic",
                                 "Goldfish", "42", "Vote", "mm", "plumb"]

        mutating func proposal() -> CaseProposal {
            let c = choices
            typealias N = NumberDistribution
            switch c.weighted([0.08, 0.08, 0.38, 0.06, 0.12, 0.06, 0.22]) {
            case 0: return .size(width: nil, height: nil)
            case 1: return .size(width: 0, height: 0)
            case 2: return .size(width: N.length(c), height: N.length(c))
            case 3: return .size(width: .infinity, height: .infinity)
            case 4: return c.bool() ? .size(width: N.length(c), height: nil) : .size(width: nil, height: N.length(c))
            case 5: return c.bool() ? .size(width: .infinity, height: N.length(c)) : .size(width: N.length(c), height: .infinity)
            default:
                return .boundary(c.pick(CaseProposal.Boundary.allCases), nudge: c.pick([0, 0.5, -0.5]))
            }
        }
    }
}
