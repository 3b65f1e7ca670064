import Foundation
import Testing
@_spi(Engine) @testable import PlumbUI

/// Golden cases for `GeometryReader` (Docs/Semantics.md §3.17), worked out by hand: the reader
/// takes its proposal (nil as 0); its content, built from its size and frame once it is placed,
/// is offered that size at its top-leading corner.
@Suite("GeometryReader (Docs/Semantics.md §3.17)")
struct GeometryReaderTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    @Test("it takes the whole proposal; its content, built from its size, sits at its top-leading corner")
    func takesTheProposal() {
        let s = host.layout(GeometryReader { geo in Color.red.frame(width: geo.size.width / 2, height: 20).id("c") }.id("g"))
        expectFrame(s, "g", rect(0, 0, 300, 300))
        expectFrame(s, "c", rect(0, 0, 150, 20))
        #expect(s.nodes.first { $0.id == AnyHashable("c") }?.proposal == .w(300, 300))
    }

    @Test("a nil proposal is taken as 0, not as a shape's 10")
    func nilIsZero() {
        expectSize(host.sizeThatFits(GeometryReader { _ in Color.red }, proposal: .unspecified), .zero)
        expectSize(host.sizeThatFits(GeometryReader { _ in Color.red }, proposal: .w(50, nil)), CGSize(width: 50, height: 0))
        expectSize(host.sizeThatFits(GeometryReader { _ in Color.red }, proposal: .infinity), CGSize(width: CGFloat.infinity, height: .infinity))
    }

    @Test("several views inside all start at the corner, each offered the reader's size")
    func severalViews() {
        let s = host.layout(GeometryReader { _ in
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.id("b")
        }.frame(width: 100, height: 60))
        expectFrame(s, "a", rect(100, 120, 40, 10))
        expectFrame(s, "b", rect(100, 120, 100, 60))
    }

    @Test("the proxy's frames: the host's coordinates for .global, its own for .local")
    func frames() {
        let s = host.layout(VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { geo in
                Color.blue.frame(width: geo.frame(in: .global).minY, height: geo.frame(in: .local).minY + 5).id("c")
            }.id("g")
        })
        expectFrame(s, "g", rect(0, 100, 300, 200))
        expectFrame(s, "c", rect(0, 100, 100, 5))
    }

    @Test("its priority is 0 like any view's, though its content is not built when a stack sizes it")
    func priority() {
        let text = Text("a line of text that is wide enough")
        #expect(host.sizeThatFits(text, proposal: .unspecified).width > 150, "the text must want more than half for this test to tell")
        let s = host.layout(HStack(spacing: 0) { GeometryReader { _ in Color.red }.id("g"); text.id("t") })
        // Equal priorities: the text, less flexible, is offered half the width and wraps.
        #expect(s.frame(of: "t")!.width <= 150)
        #expect(s.frame(of: "g")!.width >= 150)
    }

    fileprivate struct InsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
    private struct InsetReader: View {
        @Environment(\.readerTestInset) var inset
        var body: some View { Color.red.frame(width: inset, height: inset) }
    }

    @Test("its content, built when the reader is placed, sees the environment its ancestors set")
    func environment() {
        let s = host.layout(GeometryReader { _ in InsetReader().id("c") }.environment(\.readerTestInset, 7))
        expectFrame(s, "c", rect(0, 0, 7, 7))
    }

    @Test("a later pass in another frame builds the content again for it")
    func rebuiltForANewFrame() {
        let view = GeometryReader { geo in Color.red.frame(width: geo.size.width / 2, height: geo.size.height / 4).id("c") }
        let prepared = host.prepare(view)
        expectFrame(host.layout(prepared), "c", rect(0, 0, 150, 75))
        expectFrame(LayoutHost(size: CGSize(width: 200, height: 40)).layout(prepared), "c", rect(0, 0, 100, 10))
        expectFrame(host.layout(prepared), "c", rect(0, 0, 150, 75))
    }
}

extension EnvironmentValues {
    fileprivate var readerTestInset: CGFloat {
        get { self[GeometryReaderTests.InsetKey.self] }
        set { self[GeometryReaderTests.InsetKey.self] = newValue }
    }
}
