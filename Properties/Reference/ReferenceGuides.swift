import Foundation
@_spi(Engine) import PlumbUI

/// The explicit alignment guides a container reports its parent, restated from
/// Docs/Semantics.md §2.5, §3.12 and §5: each placed child's explicit value for the guide (its
/// own answer), moved by where the child sits in the bounds, combined by the guide's rule: the
/// smallest for the text baselines, the average otherwise; nil when no placed child has one.
/// Stacks, ZStack, frames, padding and ViewThatFits (its chosen child) report their guides so.
/// It also restates the guides' defaults (Docs/Semantics.md §2.4), which every alignment in
/// the reference model reads through `value(_:in:)` rather than the engine's `d[guide]`.
enum ReferenceGuides {
    /// The guides a parent may align on, as the generator writes them.
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
        guard !values.isEmpty else { return nil }
        return takesSmallest ? values.min() : values.reduce(0, +) / CGFloat(values.count)
    }

    /// The first guide whose value `reported` gives differs from the restated one: its name,
    /// the restated value and the reported one. `placements` are the children's committed
    /// placements in `bounds`; each child's explicit values are its dimensions' at the proposal
    /// it was placed with.
    static func firstDisagreement(in bounds: CGRect, placements: [ContainerProbe.SubviewPlacement], children: LayoutSubviews,
                                  reportedHorizontal: (HorizontalAlignment) -> CGFloat?,
                                  reportedVertical: (VerticalAlignment) -> CGFloat?)
        -> (guide: String, expected: CGFloat?, actual: CGFloat?)? {
        // Each placed child's dimensions at its placement proposal, and where it sits.
        var placed: [(dimensions: ViewDimensions, origin: CGPoint)] = []
        placed.reserveCapacity(placements.count)
        for (i, p) in placements.enumerated() {
            guard let frame = p.frame, let proposal = p.proposal else { continue }
            placed.append((children[i].dimensions(in: proposal), CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)))
        }
        var values: [CGFloat] = []
        values.reserveCapacity(placed.count)
        for guide in horizontal {
            values.removeAll(keepingCapacity: true)
            for p in placed { if let v = p.dimensions[explicit: guide] { values.append(v + p.origin.x) } }
            let expected = combined(values, takesSmallest: false), actual = reportedHorizontal(guide)
            if !Close.value(expected, actual) { return ("\(guide)", expected, actual) }
        }
        for guide in vertical {
            values.removeAll(keepingCapacity: true)
            for p in placed { if let v = p.dimensions[explicit: guide] { values.append(v + p.origin.y) } }
            let baseline = guide == .firstTextBaseline || guide == .lastTextBaseline
            let expected = combined(values, takesSmallest: baseline), actual = reportedVertical(guide)
            if !Close.value(expected, actual) { return ("\(guide)", expected, actual) }
        }
        return nil
    }
}

extension ContainerUnderTest {
    /// The violation when an explicit guide the container reports its parent (at its committed
    /// size and proposal) is not its placed children's combined; nil when they agree or the
    /// container does not report its children's guides.
    func guideDisagreement(with model: ReferenceModel) -> Violation? {
        guard model.reportsChildGuides, hasFiniteBounds,
              let (guide, expected, actual) = ReferenceGuides.firstDisagreement(
                  in: bounds, placements: placements, children: probe.subviews,
                  reportedHorizontal: { probe.explicitAlignment($0, size: bounds.size, proposal: proposal) },
                  reportedVertical: { probe.explicitAlignment($0, size: bounds.size, proposal: proposal) })
        else { return nil }
        func text(_ v: CGFloat?) -> String { v.map(Describe.number) ?? "none" }
        return violation("reference-model", call: "explicitAlignment", expected: "\(guide) guide \(text(expected))",
                         actual: text(actual), tolerance: Close.relativeTolerance)
    }
}
