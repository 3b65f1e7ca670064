import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI

/// A layout that writes to its cache on every sizing: the control that shows a written cache
/// is seen.
private struct CountingRow: Layout {
    struct Count: Equatable { var calls = 0 }
    func makeCache(subviews: Subviews) -> Count { Count() }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Count) -> CGSize {
        cache.calls += 1
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Count) {}
}

@Suite("Built-in layouts only read their caches (what lets cache-consistency skip them)")
struct BuiltinCacheTests {
    @Test("after every property's probes, each built-in container's cache still equals a fresh one")
    func builtinCachesStayAsMade() throws {
        var compared: [String: Int] = [:]
        for root: GeneratorConfiguration.NodeKind? in [nil, .hstack, .vstack, .grid] {
            var configuration = GeneratorConfiguration()
            configuration.rootKind = root
            let generator = Generator(configuration), runner = CaseRunner()
            for i in 0..<150 {
                let (_, snapshot) = try runner.layOut(generator.makeCase(seed: Generator.caseSeed(41, index: i)))
                _ = runner.check(snapshot)  // every property's probes, on the containers' own caches
                for node in snapshot.nodes {
                    guard let probe = node.probe, probe.cacheIsReadOnly else { continue }
                    guard let same = probe.cacheEqualsFresh else { continue }  // a `Void` cache
                    compared[node.kind, default: 0] += 1
                    #expect(same, "case \(i) rooted at \(root.map { "\($0)" } ?? "anything"): \(node.kindPath)'s cache was written")
                }
            }
        }
        // The caches that can hold anything were all met, many times.
        for kind in ["HStack", "VStack", "Grid"] { #expect(compared[kind, default: 0] > 50, "\(compared)") }
    }

    @Test("a written cache is seen; a third-party layout and AnyLayout are never taken as read-only")
    func controls() {
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        func probe(_ view: some View) -> ContainerProbe? { host.layout(view).nodes.first?.probe }
        let counting = probe(CountingRow() { Color.red })
        #expect(counting?.cacheIsReadOnly == false)
        #expect(counting?.cacheEqualsFresh == false, "sized once, its count is 1, a fresh cache's 0")
        #expect(probe(AnyLayout(HStackLayout()) { Color.red })?.cacheIsReadOnly == false)
        let stack = probe(HStack { Color.red; Text("a") })
        #expect(stack?.cacheIsReadOnly == true && stack?.cacheEqualsFresh == true)
    }
}
