import Foundation
import Testing
import PlumbTesting

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
        for warning in report.warnings {
            #expect(warning.blame?.contains("answers") == true || warning.blame?.contains("answered larger than the proposal") == true,
                    "a warning must name the subview's misbehaviour: \(warning.report)")
        }
    }
}
