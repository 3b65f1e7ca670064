// The README's and the Getting Started article's tests, verbatim (DocSnippetTests checks it): they must compile and pass.
import PlumbTesting
import Testing

/// A tag cloud: subviews at their ideal sizes, left to right, wrapping to new rows.
struct TagCloud: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, maxWidth: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = arrange(subviews, maxWidth: proposal.width ?? .infinity).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func arrange(_ subviews: Subviews, maxWidth: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > maxWidth { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            width = max(width, x - spacing)
        }
        return (origins, CGSize(width: width, height: subviews.isEmpty ? 0 : y + rowHeight))
    }
}

@Test func tagCloudKeepsTheLayoutContract() {
    expectLayoutHolds(TagCloud(spacing: 8))          // one issue per distinct failure, with the full report
}

@Test func tagCloudHoldsForAnySpacing() {
    expectLayoutHolds { choices in TagCloud(spacing: choices.double(in: 0...24)) }   // parameters are generated and shrunk too
}

@Test func tagCloudReport() {
    let report = LayoutChecker(seed: 1, cases: 500).check(TagCloud(spacing: 8))
    for failure in report.failures {
        print(failure.property, failure.message, failure.replay)
        print(failure.swiftCode)
    }
    #expect(report.passed, "\(report)")         // no failure, no error, at least one case run
}
