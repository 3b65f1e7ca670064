import UIKit
#if USE_SYSTEM_SWIFTUI
import SwiftUI
#else
import HomeGrownSwiftUI
#endif

/// A playground's layout, imported through a module of its own. Broken: it force-unwraps the
/// proposal, which traps when a parent proposes nil.
private struct HalfSizeLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width!, height: proposal.height!)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width / 2, height: bounds.height / 2))
        }
    }
}

final class PlaygroundViewController: UIViewController {}
