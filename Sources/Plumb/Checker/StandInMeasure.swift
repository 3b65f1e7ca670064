import Foundation
@_spi(Engine) import PlumbUI

/// What a plain stand-in keeps of the subview it replaces, read at the subview's ideal size:
/// that size, and its text baselines when it reports them (a `Text`, a stack holding one), so
/// that a layout reading a subview's baseline places the stand-in as it placed the subview
/// (the first baseline kept from the top, the last from the bottom, as text keeps them).
struct StandInMeasure {
    var ideal: CGSize
    var firstBaseline: CGFloat?
    var lastBaseline: CGFloat?

    /// `view` measured for a stand-in, or nil when its ideal size is not a finite, non-negative size.
    static func of(_ view: AnyView, host: LayoutHost) -> StandInMeasure? {
        let reader = Reader()
        _ = host.sizeThatFits(Reading(reader: reader) { view }, proposal: .unspecified)
        guard let m = reader.measure, m.ideal.width.isFinite, m.ideal.height.isFinite, m.ideal.width >= 0, m.ideal.height >= 0 else { return nil }
        return m
    }

    /// The stand-in's baseline guides, as case modifiers.
    var baselineGuides: [CaseNode.Modifier] {
        var guides: [CaseNode.Modifier] = []
        if let first = firstBaseline, first.isFinite {
            guides.append(.verticalGuide(.firstTextBaseline, fraction: 0, constant: Double(first)))
        }
        if let last = lastBaseline, last.isFinite {
            guides.append(.verticalGuide(.lastTextBaseline, fraction: 1, constant: Double(last - ideal.height)))
        }
        return guides
    }

    private final class Reader: @unchecked Sendable { var measure: StandInMeasure? }

    /// Reads its one subview's dimensions at its ideal size.
    private struct Reading: Layout {
        let reader: Reader
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard let subview = subviews.first else { return .zero }
            let d = subview.dimensions(in: .unspecified)
            reader.measure = StandInMeasure(ideal: CGSize(width: d.width, height: d.height),
                                            firstBaseline: d[explicit: .firstTextBaseline], lastBaseline: d[explicit: .lastTextBaseline])
            return CGSize(width: d.width, height: d.height)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
}
