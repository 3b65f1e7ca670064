import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) @testable import PlumbProperties

/// A test replica of HStack that lays out exactly as HStack does: each broken fixture below
/// changes one answer, which only an oracle that knows HStack's rules tells apart (its own gaps,
/// order and extent are HStack's).
protocol LaysOutLikeHStack: Layout, DescribesStack, ReproducesBuiltinLayout where Cache == () {}

extension LaysOutLikeHStack {
    var stackDescription: StackDescription { StackDescription(axis: .horizontal, spacing: nil) }

    /// Runs `body` on an HStack and a cache made for `subviews`.
    func withHStack<R>(_ subviews: Subviews, _ body: (HStackLayout, inout StackCache) -> R) -> R {
        let stack = HStackLayout()
        var stackCache = stack.makeCache(subviews: subviews)
        return body(stack, &stackCache)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        withHStack(subviews) { $0.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$1) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        withHStack(subviews) { $0.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$1) }
    }
}

/// BROKEN (reference-model, spacing): reports its first child's spacing as its own, so the
/// cross-axis edges of the others are lost (and a parent VStack spaces it from its neighbours
/// wrongly).
struct BrokenStackReplicaSpacesLikeFirstChild: LaysOutLikeHStack {
    /// The bug.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? .zero }
}

/// BROKEN (reference-model, explicit guides): reports its first subview's explicit guides as
/// its own, unmoved and uncombined, so a parent aligning on a baseline or an `alignmentGuide`
/// puts it in the wrong place.
struct BrokenStackReplicaReportsFirstChildsGuides: LaysOutLikeHStack {
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        withHStack(subviews) { $0.spacing(subviews: subviews, cache: &$1) }
    }

    /// The bug.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}

@Suite("The reference model restates the spacing (§2.6) and guide-merging (§5) rules apart from the engine's code")
struct ReferenceSpacingAndGuideTests {
    typealias Category = ViewSpacing.EntryCategory

    /// A preference with `entries` on every edge listed, none elsewhere.
    func spacing(_ edges: [Edge: [Category: Double]]) -> ReferenceSpacing {
        var s = ReferenceSpacing()
        for (edge, entries) in edges { s.setEntries(edge, entries) }
        return s
    }

    @Test("distance: the largest sum over shared categories, else the larger plain entry, else the fallback")
    func distance() {
        let leaf = spacing([.top: [.edgeBelowText: 0], .bottom: [.edgeAboveText: 0], .leading: [.edgeRightText: 0], .trailing: [.edgeLeftText: 0]])
        let text = spacing([.top: [.edgeAboveText: 6, .textToText: 2], .bottom: [.edgeBelowText: 5, .textToText: 2]])
        let spacer = spacing([.leading: [.plain: 0], .trailing: [.plain: 0]])
        #expect(ReferenceSpacing.distance(leaf, leaf, along: .horizontal) == 8, "no shared category, no plain entry")
        #expect(ReferenceSpacing.distance(leaf, text, along: .vertical) == 6, "a leaf's bottom and a text's top share edgeAboveText: 0 + 6")
        #expect(ReferenceSpacing.distance(text, leaf, along: .vertical) == 5, "a text's bottom and a leaf's top share edgeBelowText: 5 + 0")
        #expect(ReferenceSpacing.distance(text, text, along: .vertical) == 4, "textToText on both: 2 + 2")
        #expect(ReferenceSpacing.distance(leaf, spacer, along: .horizontal) == 0, "a plain 0 beats no entry")
        #expect(ReferenceSpacing.distance(text, leaf, along: .horizontal) == 8, "text has no horizontal entries")
        var wide = leaf
        wide.fallback = 12
        #expect(ReferenceSpacing.distance(leaf, wide, along: .horizontal) == 12, "the larger fallback of the two")
    }

    @Test("every category has a slot per edge, and the 4 edges' slots fit the 24 lengths held")
    func slotsPerEdgeMatchesCategories() {
        #expect(ReferenceSpacing.slotsPerEdge == Category.allCases.count)
        #expect(Category.plain.rawValue == 0, "the distance's categorised mask leaves out bit 0")
        #expect(Edge.allCases.count * ReferenceSpacing.slotsPerEdge <= 24, "24 lengths are held")
        for edge in Edge.allCases {
            for category in Category.allCases {
                var s = ReferenceSpacing()
                s[edge, category] = 3
                #expect(s.entries(edge) == [category: 3] && Edge.allCases.filter { $0 != edge }.allSatisfy { s.entries($0).isEmpty })
            }
        }
    }

    @Test("containers: a stack's edges, a ZStack's union, a frame's and padding's reset edges")
    func containers() {
        let a = spacing([.top: [.edgeAboveText: 6], .bottom: [.plain: 1], .leading: [.plain: 2], .trailing: [.plain: 3]])
        let b = spacing([.top: [.edgeAboveText: 4, .textToText: 1], .bottom: [.plain: 5], .leading: [.plain: 7], .trailing: [.plain: 9]])
        let row = ReferenceSpacing.stack([a, b], axis: .horizontal)
        #expect(row.entries(.top) == [.edgeAboveText: 6, .textToText: 1], "cross edges merged from every child, the larger per category")
        #expect(row.entries(.bottom) == [.plain: 5])
        #expect(row.entries(.leading) == [.plain: 2], "the first child's leading edge")
        #expect(row.entries(.trailing) == [.plain: 9], "the last child's trailing edge")
        let column = ReferenceSpacing.stack([a, b], axis: .vertical)
        #expect(column.entries(.top) == [.edgeAboveText: 6] && column.entries(.bottom) == [.plain: 5])
        #expect(column.entries(.leading) == [.plain: 7] && column.entries(.trailing) == [.plain: 9])
        #expect(ReferenceSpacing.stack([], axis: .horizontal) == .zero(), "no children: plain zeros")
        #expect(ReferenceSpacing.union([a, b]).entries(.leading) == [.plain: 7])

        let framed = referenceFrameSpacing([a], horizontal: true, vertical: false)!
        #expect(framed.entries(.leading) == [.edgeRightText: 0] && framed.entries(.trailing) == [.edgeLeftText: 0], "a constrained axis spaces like a leaf")
        #expect(framed.entries(.top) == a.entries(.top), "a free axis keeps the child's")
        var spacer = a
        spacer.isSpacer = true
        #expect(referenceFrameSpacing([spacer], horizontal: true, vertical: true) == a, "a Spacer's spacing is kept")
        let padded = ReferencePadding(insets: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)).spacing([b])!
        #expect(padded.entries(.leading) == [.edgeRightText: 0] && padded.entries(.trailing) == [.plain: 9], "only the inset edge is reset")
    }

    @Test("the engine's built-ins report what the rules say, checked on laid-out trees")
    func builtinsAgree() {
        let host = LayoutHost(size: CGSize(width: 300, height: 300))
        let view = VStack {
            HStack { Text("a"); Color.red; Spacer() }
            Text("b").frame(height: 30)
            Text("c").padding(.top, 4)
            ZStack { Text("d"); Color.blue }
            Color.red.frame(width: 30, height: 20).overlay(alignment: .bottom) { Text("e") }.offset(x: 3, y: 4).fixedSize()
        }
        let snapshot = host.layout(view, proposal: ProposedViewSize(width: 200, height: nil), at: .zero)
        let found = PropertyChecker(properties: [.referenceModel]).check(snapshot).violations
        #expect(found.isEmpty, "\(found)")
    }

    @Test("guides: defaults as fractions of the length; merged, the smallest for text baselines, the average otherwise")
    func combinedGuides() {
        #expect(ReferenceGuides.combined([4, 10, 7], takesSmallest: true) == 4)
        #expect(ReferenceGuides.combined([4, 10, 7], takesSmallest: false) == 7)
        #expect(ReferenceGuides.combined([], takesSmallest: false) == nil)
        let d = ViewDimensions.plain(CGSize(width: 10, height: 20))
        #expect(ReferenceGuides.value(HorizontalAlignment.center, in: d) == 5)
        #expect(ReferenceGuides.value(HorizontalAlignment.trailing, in: d) == 10)
        #expect(ReferenceGuides.value(VerticalAlignment.firstTextBaseline, in: d) == 20, "no text: the baseline at the bottom")
        #expect(ReferenceGuides.value(VerticalAlignment.top, in: d) == 0)
    }

    @Test("an HStack replica reporting its first child's guides unmoved fails reference-model at explicitAlignment, over 3 seeds")
    func replicaWithWrongGuidesFails() {
        for seed: UInt64 in 1...3 {
            let report = LayoutChecker(seed: seed, cases: 300).check(BrokenStackReplicaReportsFirstChildsGuides())
            #expect(report.failures.contains { $0.breaks("reference-model") && $0.message.contains("explicitAlignment") }, "seed \(seed): \(report)")
        }
    }

    @Test("an HStack replica reporting its first child's spacing fails reference-model at its spacing, over 3 seeds")
    func replicaWithWrongSpacingFails() {
        for seed: UInt64 in 1...3 {
            let report = LayoutChecker(seed: seed, cases: 300).check(BrokenStackReplicaSpacesLikeFirstChild())
            #expect(report.failures.contains { $0.breaks("reference-model") && $0.message.contains("spacing") }, "seed \(seed): \(report)")
        }
    }
}
