import Foundation

/// Where the layout under test sits in a generated case: at the root, or inside a built-in
/// parent that drives it the way SwiftUI's containers do (sizing it for one proposal and
/// placing it with another, probing it at 0 and infinity first, offering it an unspecified
/// axis), so that bugs that need a parent's call pattern can appear. Its properties are checked
/// wherever it is.
public enum ParentContext: Int, CaseIterable, Sendable {
    /// At the root: sized and placed with the case's proposal.
    case root
    /// A vertical scroll view's content: sized for an unspecified height (`fixedSize` on the
    /// vertical axis) and placed at the height it answers.
    case verticalScroll
    /// A horizontal scroll view's content: the same across.
    case horizontalScroll
    /// Beside a sibling in an `HStack`, which probes it at 0 and infinity, then sizes and
    /// places it at its share of the width.
    case hstackWithSibling
    /// Inside `frame(maxWidth:)` (a length or infinity), which clamps what it is offered.
    case maxWidthFrame
    /// A `Grid` cell beside another cell: its column's width comes from both rows' cells.
    case gridCell
    /// The first candidate of a `ViewThatFits`, which asks its ideal size before choosing it.
    case viewThatFitsCandidate
    /// Inside `frame(maxHeight:)` in a vertical `ScrollView` (or `frame(maxWidth:)` in a
    /// horizontal one), as apps cap a scrolling list: offered no length along the scroll axis,
    /// then placed in a frame that clips what it answered to the cap.
    case cappedInScrollView

    /// The default weights: the root half the time, each parent in turn otherwise.
    public static let defaultWeights: [Double] = [6, 1, 1, 2, 1, 1, 1, 1]
}
