import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
import PlumbExamples

@Suite("Visual reports and sharding")
struct CommandLineSupportTests {
    /// Collects every node box of an SVG: its path and rectangle.
    final class BoxCollector: NSObject, XMLParserDelegate {
        var boxes: [String: CGRect] = [:]
        var currentPath: String?
        var classes: [String] = []
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if element == "g" {
                classes.append(attributes["class"] ?? "")
                currentPath = (attributes["class"] ?? "").hasPrefix("node") ? attributes["data-path"] : nil
            }
            if element == "rect", let path = currentPath,
               let x = Double(attributes["x"] ?? ""), let y = Double(attributes["y"] ?? ""),
               let w = Double(attributes["width"] ?? ""), let h = Double(attributes["height"] ?? "") {
                boxes[path] = CGRect(x: x, y: y, width: w, height: h)
            }
        }
    }

    @Test("the SVG parses as XML, and every node's box is at its frame")
    func svgBoxes() throws {
        let view = VStack(spacing: 3) { Color.red.frame(width: 40, height: 20); HStack(spacing: 5) { Color.blue; Text("Hello") } }
        let proposal = ProposedViewSize(width: 120, height: 80)
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200)).layout(view, proposal: proposal, at: CGPoint(x: 7, y: 9))
        let svg = VisualReport.svg(snapshot, highlight: [1, 0], proposal: proposal, title: "a <test> & more",
                                   code: "VStack(spacing: 3) {\n    Color.red <&>\n}")
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = BoxCollector()
        parser.delegate = collector
        #expect(parser.parse(), "the SVG is well-formed XML")
        #expect(collector.boxes.count == snapshot.nodes.count)
        for node in snapshot.nodes {
            let box = collector.boxes[node.path.map(String.init).joined(separator: ".")]
            let f = node.frame
            #expect(box.map { abs($0.minX - f.minX) < 0.001 && abs($0.minY - f.minY) < 0.001
                && abs($0.width - f.width) < 0.001 && abs($0.height - f.height) < 0.001 } == true, "\(node.kindPath): \(String(describing: box)) vs \(f)")
        }
        #expect(collector.classes.contains("node offending") && collector.classes.contains("expected") && collector.classes.contains("proposal"))
        #expect(collector.classes.contains("code") && svg.contains("Color.red &lt;&amp;&gt;"), "the code is set beside the drawing, escaped")
        let html = VisualReport.html(snapshot, highlight: [1, 0], proposal: proposal, code: "VStack { … }", message: "m")
        #expect(html.contains("<svg") && html.contains("<pre>VStack { … }</pre>"))
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("src="), "no network resources: it opens offline")
    }

    @Test("shards partition a campaign; their corpora merge by content hash and replay")
    func shards() throws {
        let shards = (0..<3).map { Array(Campaign.shardIndices(cases: 100, shard: $0, of: 3)) }
        #expect(Set(shards.flatMap { $0 }) == Set(0..<100))
        #expect(shards.map(\.count).reduce(0, +) == 100, "disjoint")

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-shards-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = "BrokenStackSkipsLastSubview"
        var names: [Set<String>] = []
        for shard in 0..<2 {
            let corpus = Corpus(root: root.appendingPathComponent("shard\(shard)"))
            let campaign = Campaign(generator: exampleGenerator(layout), runner: exampleRunner(layout), corpus: corpus, target: layout)
            let report = campaign.run(seed: 4, indices: Campaign.shardIndices(cases: 60, shard: shard, of: 2))
            #expect(!report.failures.isEmpty)
            names.append(Set(corpus.entries().map { $0.url.lastPathComponent }))
        }
        #expect(!names[0].intersection(names[1]).isEmpty, "both shards find the same minimal case: one file name")
        // Merge: copy every file; a name already present is the same minimized case and is skipped.
        let merged = Corpus(root: root.appendingPathComponent("merged"))
        for shard in 0..<2 {
            for (url, _) in Corpus(root: root.appendingPathComponent("shard\(shard)")).entries() {
                let target = merged.root.appendingPathComponent(url.deletingLastPathComponent().lastPathComponent)
                    .appendingPathComponent(url.lastPathComponent)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if !FileManager.default.fileExists(atPath: target.path) { try FileManager.default.copyItem(at: url, to: target) }
            }
        }
        #expect(merged.entries().count == names[0].union(names[1]).count, "no duplicates")
        #expect(merged.entries().allSatisfy { (try? $0.entry.get()) != nil })
    }
}
