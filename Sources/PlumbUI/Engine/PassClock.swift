import Foundation

/// Counts the layout passes of one node tree; every node of the tree holds it.
///
/// A node's answers and placement belong to one pass. Instead of walking the whole tree to
/// clear them before a new pass, the tree's clock moves on, and each node compares the pass
/// its state belongs to with the clock's whenever that state is read or written, clearing it
/// first if it is older (`LayoutNode.refreshedForPass`). A 64-bit count never wraps.
final class PassClock {
    /// The current pass, from 1.
    private(set) var pass: UInt64 = 1

    /// Begins a new pass: every answer and placement of the tree is now out of date.
    func startPass() { pass += 1 }
}
