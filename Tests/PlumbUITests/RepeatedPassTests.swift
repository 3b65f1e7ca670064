import Foundation
import Testing
@_spi(Engine) @testable import PlumbUI

/// A tree built once and laid out again (`PreparedLayout`, as the benchmark and a window
/// resized would) forgets every earlier pass: it must read exactly as a tree built fresh for
/// the new pass, including the nodes the new pass never reaches (an independent oracle: the
/// fresh tree shares no state with the prepared one).
@Suite("Laying a prepared tree out again")
struct RepeatedPassTests {
    /// Views whose passes reach different nodes at different sizes: a ViewThatFits that stops
    /// at its first child when it fits, a GeometryReader whose content is built per frame,
    /// text that wraps, and explicit guides asked through stacks.
    static var views: [(String, AnyView)] { [
        ("ViewThatFits", AnyView(VStack {
            ViewThatFits {
                HStack { Text("a wide first choice").id("wide"); Color.red.frame(width: 200) }
                Text("narrow").id("narrow")
            }
            Text("below").padding(3)
        })),
        ("GeometryReader", AnyView(HStack {
            GeometryReader { geo in Color.blue.frame(width: geo.size.width / 3).id("inner") }
            Text("beside a reader").id("text")
        })),
        ("baselines", AnyView(HStack(alignment: .firstTextBaseline) {
            VStack { Text("one two three").font(.title); Text("four") }.id("column")
            Text("five six").alignmentGuide(.firstTextBaseline) { $0.height / 2 }.id("guided")
            Color.green.frame(minWidth: 10, maxWidth: 60)
        })),
    ] }

    static let hostSizes: [CGSize] = [CGSize(width: 400, height: 300), CGSize(width: 90, height: 200),
                                      CGSize(width: 400, height: 300), CGSize(width: 30, height: 30), CGSize(width: 1000, height: 40)]

    /// Everything a snapshot says of every node, including the ones its pass did not place.
    static func reading(_ snapshot: LayoutSnapshot) -> [String] {
        var lines = snapshot.nodes.map { node in
            "\(node.kindPath) \(node.frame) \(node.proposal) measured \(node.measurementCount) asked \(node.queryCount) "
                + "placed \(node.placeCalls) answers \(node.answers.map { "\($0.proposal)→\($0.size)" })"
        }
        lines.append("total measurements \(snapshot.totalMeasurementCount)")
        for id in ["wide", "narrow", "inner", "text", "column", "guided"] {
            lines.append("\(id): \(snapshot.frame(of: id).map { "\($0)" } ?? "not placed")")
        }
        return lines
    }

    @Test("each pass of a prepared tree reads as the same view built fresh for it", arguments: ["ViewThatFits", "GeometryReader", "baselines"])
    func sameAsFresh(name: String) {
        let view = Self.views.first { $0.0 == name }!.1
        let prepared = LayoutHost(size: Self.hostSizes[0]).prepare(view)
        var placedChoices = Set<String>()
        for size in Self.hostSizes {
            let host = LayoutHost(size: size)
            let again = host.layout(prepared), fresh = host.layout(view)
            #expect(Self.reading(again) == Self.reading(fresh), "at \(size)")
            if name == "ViewThatFits" { placedChoices.insert(again.frame(of: "wide") != nil ? "wide" : "narrow") }
        }
        if name == "ViewThatFits" {
            // The premise: the passes choose differently, so one pass leaves the other child unreached.
            #expect(placedChoices == ["wide", "narrow"])
        }
    }

    @Test("a probe of a container the last pass did not reach reads it as never measured")
    func probeOfAnUnreachedContainer() throws {
        let view = ViewThatFits {
            HStack { Text("a wide first choice"); Color.red.frame(width: 200) }
            HStack { Text("narrow") }
        }
        let narrowHost = LayoutHost(size: CGSize(width: 90, height: 100)), wideHost = LayoutHost(size: CGSize(width: 500, height: 100))
        let prepared = narrowHost.prepare(view)
        // Narrow: the first stack is too wide, the second is measured and chosen.
        #expect(narrowHost.layout(prepared).probe(at: [1])?.subviewAnswers(0).isEmpty == false)
        // Wide: the first stack fits, so the pass never reaches the second.
        let wide = wideHost.layout(prepared)
        let unreached = try #require(wide.probe(at: [1]))
        let fresh = try #require(wideHost.layout(view).probe(at: [1]))
        #expect(fresh.subviewAnswers(0).isEmpty, "the premise: a fresh wide pass does not ask the second stack's text")
        #expect(unreached.subviewAnswers(0).map { "\($0.proposal)→\($0.size)" } == fresh.subviewAnswers(0).map { "\($0.proposal)→\($0.size)" })
    }
}
