import SwiftUI
import UIKit

/// A row as wide as the screen: it asks UIKit for the screen's size, which PlumbUI has no
/// stand-in for, so it cannot be checked (and plumb check says which API is missing).
struct ScreenWideRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: UIScreen.main.bounds.width, height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// Needs a value plumb check cannot draw, and has no default for it.
struct NamedColumns: Layout {
    let titles: [String]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
    }
}
