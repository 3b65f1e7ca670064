import Foundation
import Testing
import PlumbTesting
@testable import Plumb

/// BROKEN (inside-bounds, size-agreement): measures its subviews at their ideal sizes but
/// places each in an equal share of the width, so a text offered less than its ideal width
/// wraps, grows taller than the height the layout reported, and overflows it. Every subview
/// answers consistently: the bug is the layout's alone.
struct BrokenMeasuresIdealPlacesShare: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let share = bounds.width / CGFloat(max(1, subviews.count))
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * share, y: bounds.minY), proposal: ProposedViewSize(width: share, height: nil))
        }
    }
}

@Suite("Blame: only a subview that misbehaves excuses the layout")
struct BlameTests {
    @Test("a text that wraps taller when offered less than its ideal width is not blamed: the layout that placed it so is", arguments: [1, 2, 3] as [UInt64])
    func wrappingTextIsNotBlamed(seed: UInt64) {
        let report = LayoutChecker(seed: seed, cases: 500).check(BrokenMeasuresIdealPlacesShare())
        let errors = report.failures.filter { $0.property == "inside-bounds" || $0.property == "size-agreement" }
        #expect(!errors.isEmpty, "\(report)")
        // The shrunk case keeps a text: plain views of the same ideal size do not wrap.
        #expect(errors.contains { $0.swiftCode.contains("Text(") || $0.swiftCode.contains("Button(") }, "\(errors.map(\.report))")
        // A containment error says how to declare children outside the bounds by design.
        #expect(errors.allSatisfy { $0.report.contains("declare it: LayoutChecker.childrenMayExtendOutsideBounds = true") }, "\(errors.map(\.report))")
        // A rule the layout did not declare (`isInferred`) is a warning of another kind: it blames no subview.
        for warning in report.warnings where warning.violation.isInferred != true {
            #expect(warning.blame?.contains("answers") == true || warning.blame?.contains("answered larger than the proposal") == true,
                    "a warning must name the subview's misbehaviour: \(warning.report)")
        }
    }
}

/// SOUND for subviews whose ideal is stable: a column that measures each subview at its ideal
/// (a nil proposal) and places it with its ideal width (no wider than the column) and a nil
/// height. (Offered the column's width instead, a Circle narrower than the column would answer
/// a square taller than its ideal: a real overflow.) A subview that, offered its own ideal
/// width, answers taller (an HStack of a text and a Color, which shares the width before the
/// text takes its ideal) then overflows: that is the subview's doing.
struct IdealWidthColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews {
            let ideal = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: min(bounds.width, ideal.width), height: nil))
            y += ideal.height
        }
    }
}

extension BlameTests {
    @Test("a subview that answers taller when offered its own ideal width (height unspecified) is blamed, with that proposal named")
    func idealWidthEchoIsBlamed() {
        let row = HStack { Text("Cat"); Color.blue }
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        let ideal = host.sizeThatFits(row, proposal: .unspecified)
        #expect(host.sizeThatFits(row, proposal: ProposedViewSize(width: ideal.width, height: nil)).height > ideal.height,
                "the row must wrap its text when offered its ideal width, or this test checks nothing")
        var found: [CheckFailure] = []
        for seed in LongCampaigns.seeds([1, 2, 3]) {
            let report = LayoutChecker(seed: seed, cases: 500).check(IdealWidthColumn())
            #expect(report.failures.filter { ["inside-bounds", "size-agreement"].contains($0.property) }.isEmpty, "\(report)")
            found += report.warnings
        }
        #expect(found.contains { $0.blame?.contains("when proposed its own ideal width") == true }, "\(found.map(\.report))")
    }

    @Test("a blamed subview is named as Swift chains its view and the modifiers that wrap it, innermost first")
    func blamedSubviewName() {
        let padded = CaseNode(.color, modifiers: [.padding(top: true, leading: true, bottom: true, trailing: true, length: 90),
                                                  .fixedSize(horizontal: true, vertical: false)])
        #expect(padded.chainName == "Color.padding.fixedSize")
        #expect(CaseNode(.image, modifiers: [.layoutValue(key: "Rank", value: 2), .layoutPriority(1)]).chainName == "Image",
                "tags for the parent wrap nothing")
    }
}

/// BROKEN (inside-bounds, size-agreement): as large as its one subview's answer, but shifts it
/// down so that its first text baseline sits 12 points below the top, whatever the subview:
/// any subview whose baseline is not at 12 lies outside. A subview larger than its proposal
/// (a Spacer offered 0×0 is 8×8) would seem to lie inside had it taken its proposal, with the
/// same origin and bounds; but then the layout would have shifted it by 12 in bounds of 0×0.
struct BrokenShiftsToBaseline: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let shift = 12 - subview.dimensions(in: proposal)[.firstTextBaseline]
        subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + shift), proposal: proposal)
    }
}

extension BlameTests {
    @Test("a subview larger than its proposal is not blamed when a plain view taking its proposal is misplaced too: the layout shifts both",
          arguments: [1, 2, 3] as [UInt64])
    func standInMisplacedTooIsTheLayouts(seed: UInt64) {
        var checker = LayoutChecker(seed: seed, cases: 1500)
        checker.subviewCounts = 1...1
        let report = checker.check(BrokenShiftsToBaseline())
        #expect(report.failures.contains { $0.property == "inside-bounds" || $0.property == "size-agreement" }, "\(report)")
        let excused = report.warnings.filter { ["inside-bounds", "size-agreement"].contains($0.property) }
        #expect(excused.isEmpty, "\(excused.map(\.report))")
        // An error whose subview seems to lie within at its proposal (a Spacer offered 0×0 is
        // 8×8) says why it is the layout's.
        #expect(report.failures.contains { $0.message.contains("at that proposal it would lie within") }, "\(report)")
        for failure in report.failures where failure.message.contains("at that proposal it would lie within") {
            #expect(failure.report.contains("a plain view of the subview's ideal size that takes its proposal lies outside too"), "\(failure.report)")
        }
    }
}

@Suite("A plain stand-in keeps what a layout reads of the subview it replaces")
struct StandInMeasureTests {
    @Test("a text's baselines are kept (the first from the top, the last from the bottom); a color has none to keep")
    func baselines() throws {
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        let text = try #require(StandInMeasure.of(AnyView(Text("Hello world")), host: host))
        let first = try #require(text.firstBaseline), last = try #require(text.lastBaseline)
        #expect(text.ideal.width > 0 && first > 0 && first <= text.ideal.height && last <= text.ideal.height, "\(text)")
        // The stand-in, laid out at another height, keeps the first baseline's distance from its
        // top and the last one's from its bottom.
        var standIn = AnyView(Color.blue.frame(width: text.ideal.width, height: text.ideal.height + 30))
        for case let .verticalGuide(guide, fraction, constant) in text.baselineGuides {
            standIn = AnyView(standIn.alignmentGuide(guide.guide) { d in fraction == 0 ? CGFloat(constant) : d.height * CGFloat(fraction) + CGFloat(constant) })
        }
        let read = try #require(StandInMeasure.of(standIn, host: host))
        #expect(read.firstBaseline.map { abs($0 - first) < 0.001 } == true, "\(read)")
        #expect(read.lastBaseline.map { abs($0 - (last + 30)) < 0.001 } == true, "\(read)")
        let color = try #require(StandInMeasure.of(AnyView(Color.blue), host: host))
        #expect(color.firstBaseline == nil && color.lastBaseline == nil && color.baselineGuides.isEmpty, "\(color)")
    }
}

/// BROKEN (no-overlap): `IdealWidthColumn`, but as wide as it is proposed rather than as its
/// widest subview, so it places each subview with a width it may not have measured it at. A
/// text offered less than its ideal width wraps taller than the row the layout planned and
/// overlaps the next subview. Where the width is below one glyph the text is also wider than
/// its proposal, but the overlap is along the height, which it answered without refusing
/// anything: the layout's doing.
struct BrokenIdealRowsNarrowPlacement: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: proposal.width ?? sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        IdealWidthColumn().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension BlameTests {
    @Test("an overlap along an axis the subview answered without refusing its proposal is the layout's, though the subview was wider than proposed")
    func overlapAlongAnAnsweredAxisIsTheLayouts() {
        var overlaps: [CheckFailure] = []
        for seed in LongCampaigns.seeds([1, 2, 3]) {
            var checker = LayoutChecker(seed: seed, cases: 1000)
            checker.traits = [.nonOverlapping]
            let report = checker.check(BrokenIdealRowsNarrowPlacement())
            // Seed 1 first meets an overlap that a subview makes (a stack holding a Circle, taller
            // at its own ideal width): a warning. Its later cases of the layout's own overlap are
            // judged apart (Campaign), so the warning does not hide them.
            #expect(report.failures.contains { $0.property == "no-overlap" }, "seed \(seed): \(report)")
            // A warning may excuse another overlap, one a subview makes by answering taller when
            // offered its own ideal width (a stack holding a Circle), never one along an axis it
            // answered without refusing its proposal; and it hides no failure of the layout's.
            let excused = report.warnings.filter { $0.property == "no-overlap" && $0.blame?.contains("when proposed its own ideal width") != true }
            #expect(excused.isEmpty, "seed \(seed): \(excused.map(\.report))")
            overlaps += report.failures.filter { $0.property == "no-overlap" }
        }
        // The error says why: plain stand-ins taking their proposals do not overlap, the
        // subviews cut down to their proposals still do.
        #expect(!overlaps.contains { $0.report.contains("replaced by a plain view of its ideal size that takes its proposal, the layout still breaks") },
                "\(overlaps.map(\.report))")
        #expect(overlaps.contains { $0.report.contains("kept but cut down to its proposal, the layout still breaks no-overlap") },
                "\(overlaps.map(\.report))")
    }
}
