import Foundation
import Testing
@_spi(Engine) @testable import PlumbUI

/// A view whose body is a `switch` over five cases, so its branches nest `if`/`else` results
/// three deep, each branch of a different type (a nested conditional hands over the view it
/// holds rather than itself: see `_ConditionalContent`).
private struct Switched: View {
    let choice: Int

    var body: some View {
        switch choice {
        case 0: Color.red.frame(width: 10, height: 20)
        case 1: Text("one")
        case 2: HStack(spacing: 0) { Color.red.frame(width: 5); Spacer() }
        case 3: EmptyView()
        default:
            if choice > 10 { Color.blue.padding(3) } else { Color.green }
        }
    }
}

@Suite("ViewBuilder: if/else and switch")
struct ViewBuilderTests {
    let host = LayoutHost(size: CGSize(width: 100, height: 100))

    /// The kinds of the nodes `view` builds, depth first.
    func kinds(_ view: some View) -> [String] {
        host.layout(view).nodes.map(\.kind)
    }

    @Test("each branch of a nested switch builds its own view, and only it")
    func nestedBranches() {
        #expect(kinds(Switched(choice: 0)) == ["frame", "Color"])
        #expect(kinds(Switched(choice: 1)) == ["Text"])
        #expect(kinds(Switched(choice: 2)) == ["HStack", "frame", "Color", "Spacer"])
        #expect(kinds(Switched(choice: 3)) == ["VStack"], "no node: the host's implicit stack around nothing")
        #expect(kinds(Switched(choice: 11)) == ["padding", "Color"])
        #expect(kinds(Switched(choice: 5)) == ["Color"])
    }

    @Test("a chosen branch inside a stack is laid out as written")
    func branchLayout() {
        let s = host.layout(HStack(spacing: 0) { Switched(choice: 0).id("a"); Switched(choice: 2).id("b") })
        #expect(s.frame(of: "a")?.size == CGSize(width: 10, height: 20))
        #expect(s.frame(of: "b")?.width == 90, "the Spacer takes the rest")
    }
}
