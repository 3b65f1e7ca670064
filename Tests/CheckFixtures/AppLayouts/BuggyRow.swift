import SwiftUI

/// A row that places its subviews from x = 0 instead of the bounds' own origin: the planted
/// bug (wrong wherever its parent puts it anywhere but the origin).
struct BuggyRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

struct BuggyRow_Previews: PreviewProvider {
    static var previews: some View {
        BuggyRow {
            Text("one")
            Text("two")
        }
        .previewLayout(.sizeThatFits)
    }
}
