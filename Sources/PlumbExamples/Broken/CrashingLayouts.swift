import Foundation
import PlumbProperties

// Deliberately broken layouts that take their process down: they trap or never return. They
// exist to prove that isolation turns that into `crash` and `hang` failures. Run them only
// with `isolation: .process` (or `plumb fuzz`, which isolates example layouts): in process,
// they stop the test run. Never use them for anything else.

/// BROKEN (crash): divides the proposed width by the subview count in `Int`, so an empty
/// layout traps with "Division by zero".
public struct BrokenTrapsOnEmpty: Layout {
    public init() {}

    /// Each subview's share of the width, rounded down to whole points.
    func column(_ proposal: ProposedViewSize, count: Int) -> ProposedViewSize {
        let width = Int(min(max(proposal.replacingUnspecifiedDimensions().width, 0), 100_000))
        return ProposedViewSize(width: CGFloat(width / count), height: proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let p = column(proposal, count: subviews.count)
        let sizes = subviews.map { $0.sizeThatFits(p) }
        return rowSize(sizes)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = column(proposal, count: subviews.count)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: p)
            x += subview.sizeThatFits(p).width
        }
    }
}

/// BROKEN (crash): assumes its parent always proposes a width and calls `fatalError` (with
/// the proposal in the message) when it does not, as happens for ideal sizes.
public struct BrokenTrapsOnUnspecifiedProposal: Layout {
    public init() {}

    func width(_ proposal: ProposedViewSize) -> CGFloat {
        guard let width = proposal.width else { fatalError("unexpected proposal \(proposal): a width is required") }
        return width
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let w = width(proposal)
        let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: w, height: proposal.height)).height }
        return CGSize(width: w, height: heights.reduce(0, +))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let p = ProposedViewSize(width: bounds.width, height: proposal.height)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: p)
            y += subview.sizeThatFits(p).height
        }
    }
}

/// BROKEN (hang): a row on a column grid whose unit is the narrowest subview's ideal width;
/// each subview spans the columns its width needs, counted by stepping. A subview of zero
/// width makes the unit 0, and counting columns for any wider one never ends.
public struct BrokenLoopsForever: SteppedColumnRow {
    public init() {}

    func columnCount(_ width: CGFloat, unit: CGFloat) -> Int { columns(width, unit: unit) }

    /// How many columns of `unit` cover `width`, counted by stepping (endless when `unit` is 0).
    func columns(_ width: CGFloat, unit: CGFloat) -> Int {
        guard width.isFinite else { return 1 }
        var covered: CGFloat = 0, count = 0
        while covered < width {
            covered += unit
            count += 1
        }
        return count
    }

}

/// BROKEN (memory): `BrokenLoopsForever`'s column grid, but it records every column it steps
/// over. A subview of zero width makes the unit 0, and the list of columns grows until the
/// process runs out of memory.
public struct BrokenHoardsMemory: SteppedColumnRow {
    public init() {}

    /// The columns of `unit` covering `width`, each recorded (endless when `unit` is 0).
    func columns(_ width: CGFloat, unit: CGFloat) -> [CGFloat] {
        guard width.isFinite else { return [0] }
        var columns: [CGFloat] = []
        var covered: CGFloat = 0
        while covered < width {
            columns.append(covered)
            covered += unit
        }
        return columns
    }

    func columnCount(_ width: CGFloat, unit: CGFloat) -> Int { columns(width, unit: unit).count }
}

/// A row on a column grid whose unit is the narrowest subview's ideal width, each subview
/// spanning the columns its width needs: what `BrokenLoopsForever` and `BrokenHoardsMemory`
/// share. They differ only in how they count columns (and in how that goes wrong).
protocol SteppedColumnRow: Layout where Cache == () {
    /// How many columns of `unit` cover `width`.
    func columnCount(_ width: CGFloat, unit: CGFloat) -> Int
}

extension SteppedColumnRow {
    /// Each subview's ideal size and the width of the columns it spans.
    func cells(_ subviews: Subviews) -> [(size: CGSize, width: CGFloat)] {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let unit = sizes.map(\.width).min() ?? 0
        return sizes.map { ($0, CGFloat(columnCount($0.width, unit: unit)) * unit) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cells = cells(subviews)
        return CGSize(width: cells.map(\.width).reduce(0, +), height: cells.map(\.size.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, cell) in zip(subviews, cells(subviews)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += cell.width
        }
    }
}
