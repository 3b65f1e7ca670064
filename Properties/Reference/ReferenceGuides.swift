import Foundation
@_spi(Engine) import PlumbUI

/// The explicit alignment guides a container reports its parent, restated from
/// Docs/Semantics.md §2.5, §3.12, §3.13 and §5 (see `Rule`): each child's explicit value for
/// the guide (its own answer), moved by where the child sits in the bounds, combined by the
/// guide's rule: the smallest for the text baselines, the average otherwise; nil when no child
/// has one. It also restates the guides' defaults (§2.4), which every alignment in the
/// reference model reads through `value(_:in:)` rather than the engine's `d[guide]`.
enum ReferenceGuides {
    /// How a container reports explicit guides.
    enum Rule {
        /// Its placed children's, moved by where each sits and combined (stacks, ZStack,
        /// frames, padding, fixedSize, ViewThatFits).
        case merged
        /// Its first subview's at the container's proposal, unmoved (offset draws the child
        /// elsewhere; overlay and background keep the primary's layout).
        case firstSubviewUnmoved
    }

    /// The guides a parent may align on, as the generator writes them (also the ones
    /// `finite-spacing-and-alignment` asks).
    static let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
    static let vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]

    /// The documented default of a built-in horizontal guide, as a fraction of the width:
    /// leading 0, centre ½, trailing 1; nil for a guide with a default of its own.
    static func defaultFraction(_ guide: HorizontalAlignment) -> CGFloat? {
        switch guide {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        default: nil
        }
    }

    /// The documented default of a built-in vertical guide, as a fraction of the height: top 0,
    /// centre ½, bottom 1, and the text baselines at the bottom of a view without text.
    static func defaultFraction(_ guide: VerticalAlignment) -> CGFloat? {
        switch guide {
        case .top: 0
        case .center: 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        default: nil
        }
    }

    /// `guide` in a view of dimensions `d`: the value it sets explicitly (its own answer), else
    /// the documented default; a guide of the user's own (its `defaultValue(in:)`) as the view
    /// gives it.
    static func value(_ guide: HorizontalAlignment, in d: ViewDimensions) -> CGFloat {
        d[explicit: guide] ?? defaultFraction(guide).map { $0 * d.width } ?? d[guide]
    }

    static func value(_ guide: VerticalAlignment, in d: ViewDimensions) -> CGFloat {
        d[explicit: guide] ?? defaultFraction(guide).map { $0 * d.height } ?? d[guide]
    }

    /// `values` combined by the rule for a guide: the smallest when `takesSmallest`, else the
    /// average; nil for none.
    static func combined(_ values: [CGFloat], takesSmallest: Bool) -> CGFloat? {
        var combination = Combination(takesSmallest: takesSmallest)
        for v in values { combination.add(v) }
        return combination.value
    }

    /// The rule's combination, built up one value at a time (in order: the sum is the same
    /// sum as adding them all at the end).
    struct Combination {
        let takesSmallest: Bool
        private var smallest: CGFloat = 0, sum: CGFloat = 0, count = 0

        init(takesSmallest: Bool) { self.takesSmallest = takesSmallest }

        mutating func add(_ v: CGFloat) {
            if count == 0 || v < smallest { smallest = v }
            sum += v
            count += 1
        }

        /// The smallest or the average; nil when nothing was added.
        var value: CGFloat? { count == 0 ? nil : takesSmallest ? smallest : sum / CGFloat(count) }
    }

    /// Whether each of `vertical` takes the smallest value (the text baselines).
    static let verticalTakesSmallest: [Bool] = vertical.map { $0 == .firstTextBaseline || $0 == .lastTextBaseline }

    /// One child as a rule sees it: its dimensions at the proposal its guides are read at, and
    /// where it sits in the bounds (relative to their origin). (A struct, not a tuple: an array
    /// of tuples looks its type up at run time.)
    struct Placed {
        let dimensions: ViewDimensions
        let origin: CGPoint
    }

    /// The first guide whose reported value differs from the restated one: its name, the
    /// restated value and the reported one. `reportedHorizontal` and `reportedVertical` hold the
    /// container's values for `horizontal` and `vertical`, in that order. Each child's explicit
    /// values are its dimensions', moved by its origin.
    static func firstDisagreement(_ placed: [Placed], reportedHorizontal: [CGFloat?], reportedVertical: [CGFloat?])
        -> (guide: String, expected: CGFloat?, actual: CGFloat?)? {
        for (g, guide) in horizontal.enumerated() where g < reportedHorizontal.count {
            var combination = Combination(takesSmallest: false)
            for p in placed { if let v = p.dimensions[explicit: guide] { combination.add(v + p.origin.x) } }
            let expected = combination.value
            if !Close.value(expected, reportedHorizontal[g]) { return ("\(guide)", expected, reportedHorizontal[g]) }
        }
        for (g, guide) in vertical.enumerated() where g < reportedVertical.count {
            var combination = Combination(takesSmallest: verticalTakesSmallest[g])
            for p in placed { if let v = p.dimensions[explicit: guide] { combination.add(v + p.origin.y) } }
            let expected = combination.value
            if !Close.value(expected, reportedVertical[g]) { return ("\(guide)", expected, reportedVertical[g]) }
        }
        return nil
    }
}

extension ContainerUnderTest {
    /// The violation when an explicit guide the container reports its parent (at its committed
    /// size and proposal) is not what its rule makes of its children's; nil when they agree or
    /// the rules say nothing of its guides.
    func guideDisagreement(with model: ReferenceModel) -> Violation? {
        guard let rule = model.guides, hasFiniteBounds else { return nil }
        let subviews = probe.subviews
        // The children the rule reads: every placed one where it sits, or the first alone, at
        // the container's proposal and the bounds' origin.
        var children: [ReferenceGuides.Placed] = []
        switch rule {
        case .merged:
            let placed = placements
            children.reserveCapacity(placed.count)
            for (i, p) in placed.enumerated() {
                guard let frame = p.frame, let proposal = p.proposal else { continue }
                children.append(.init(dimensions: subviews[i].dimensions(in: proposal),
                                      origin: CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)))
            }
        case .firstSubviewUnmoved:
            if !subviews.isEmpty { children.append(.init(dimensions: subviews[0].dimensions(in: proposal), origin: .zero)) }
        }
        guard let (guide, expected, actual) = ReferenceGuides.firstDisagreement(
                  children, reportedHorizontal: memo.reportedGuides.horizontal, reportedVertical: memo.reportedGuides.vertical)
        else { return nil }
        func text(_ v: CGFloat?) -> String { v.map(Describe.number) ?? "none" }
        return violation("reference-model", call: "explicitAlignment", expected: "\(guide) guide \(text(expected))",
                         actual: text(actual), tolerance: Close.relativeTolerance)
    }
}
