import Foundation
import Testing
@testable import PlumbUI

/// The spacing a Grid reports to its neighbours (Docs/Semantics.md §6.2): each edge from the
/// cells that touch it, so a Spacer cell zeroes the gap beside the grid only on its own sides.
@Suite("Grid spacing toward its neighbours")
struct GridSpacingTests {
    let host = LayoutHost(size: CGSize(width: 200, height: 50))

    /// The gaps before and after the view tagged "grid", between "a" and "b", along `axis`.
    func gaps(_ s: LayoutSnapshot, along axis: Axis) -> (before: CGFloat, after: CGFloat) {
        let a = s.frame(of: "a")!, grid = s.frame(of: "grid")!, b = s.frame(of: "b")!
        return axis == .horizontal ? (grid.minX - a.maxX, b.minX - grid.maxX) : (grid.minY - a.maxY, b.minY - grid.maxY)
    }

    @Test("a Spacer cell in the first column zeroes the leading gap only")
    func leadingSpacer() {
        let s = host.layout(HStack {
            fx("a", 10, 10)
            Grid { GridRow { Spacer().id("s"); fx("c", 10, 10) } }.id("grid")
            fx("b", 10, 10)
        })
        let (before, after) = gaps(s, along: .horizontal)
        #expect(before == 0)
        #expect(after == 8)
    }

    @Test("a Spacer cell in the last row zeroes the bottom gap only")
    func bottomSpacer() {
        let s = LayoutHost(size: CGSize(width: 50, height: 200)).layout(VStack {
            fx("a", 10, 10)
            Grid { GridRow { fx("c", 10, 10) }; GridRow { Spacer() } }.id("grid")
            fx("b", 10, 10)
        })
        let (before, after) = gaps(s, along: .vertical)
        #expect(before == 8)
        #expect(after == 0)
    }

    @Test("a grid without Spacer cells keeps the default gap on every side")
    func noSpacer() {
        let s = host.layout(HStack { fx("a", 10, 10); Grid { GridRow { fx("c", 10, 10); fx("d", 10, 10) } }.id("grid") })
        #expect(s.frame(of: "grid")!.minX - s.frame(of: "a")!.maxX == 8)
    }
}
