import SwiftUI

/// Tags left to right at their ideal sizes, wrapping onto new rows: a sound layout.
struct TagFlow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(subviews, maxWidth: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = rows(subviews, maxWidth: bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func rows(_ subviews: Subviews, maxWidth: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            // A small tolerance: the bounds it is placed in may differ from its own sum by rounding.
            if x > 0 && x + size.width > maxWidth + 0.001 { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            width = max(width, x - spacing)
        }
        return (origins, CGSize(width: width, height: subviews.isEmpty ? 0 : y + rowHeight))
    }
}

struct TagCloudDemo: View {
    let tags = ["swift", "layout", "plumb", "linux"]
    var body: some View {
        TagFlow(spacing: 6) {
            ForEach(tags, id: \.self) { Text($0).padding(4) }
        }
    }
}

#Preview {
    TagCloudDemo()
        .padding()
}
