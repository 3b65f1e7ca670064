import Foundation
import Plumb

/// A layout tree described as data, so trees of any size and shape can be generated and then
/// turned into PlumbUI views.
indirect enum BenchmarkTree {
    case color
    case text(String)
    case fixed(CGFloat, CGFloat)
    case spacer
    case hstack([BenchmarkTree])
    case vstack([BenchmarkTree])
    case zstack([BenchmarkTree])
    case maxWidthFrame(BenchmarkTree)
    case padding(BenchmarkTree)

    /// The number of engine nodes the tree becomes.
    var nodeCount: Int {
        switch self {
        case .color, .text, .spacer: 1
        case .fixed: 2  // a Color inside a fixed frame
        case .hstack(let c), .vstack(let c), .zstack(let c): 1 + c.reduce(0) { $0 + $1.nodeCount }
        case .maxWidthFrame(let t), .padding(let t): 1 + t.nodeCount
        }
    }
}

/// The view a `BenchmarkTree` describes.
struct BenchmarkView: View {
    let tree: BenchmarkTree

    var body: some View {
        switch tree {
        case .color: AnyView(Color.blue)
        case .text(let s): AnyView(Text(s))
        case .fixed(let w, let h): AnyView(Color.red.frame(width: w, height: h))
        case .spacer: AnyView(Spacer())
        case .hstack(let c): AnyView(HStack { ForEach(c.indices, id: \.self) { BenchmarkView(tree: c[$0]) } })
        case .vstack(let c): AnyView(VStack { ForEach(c.indices, id: \.self) { BenchmarkView(tree: c[$0]) } })
        case .zstack(let c): AnyView(ZStack { ForEach(c.indices, id: \.self) { BenchmarkView(tree: c[$0]) } })
        case .maxWidthFrame(let t): AnyView(BenchmarkView(tree: t).frame(maxWidth: .infinity))
        case .padding(let t): AnyView(BenchmarkView(tree: t).padding(4))
        }
    }
}

/// The three shapes the benchmark lays out.
enum TreeShape: String, CaseIterable {
    /// Balanced, alternating HStack/VStack with four children per stack.
    case nested
    /// Random kinds and random fan-out (1–3), so branches run deep.
    case deepRandom = "deep random"
    /// A VStack of √n HStack rows of √n leaves each.
    case wide

    func make(nodes target: Int, seed: UInt64 = 42) -> BenchmarkTree {
        var rng = SplitMix64(seed: seed)
        func below(_ n: Int) -> Int { Int(rng.below(UInt64(n))) }
        func leaf() -> BenchmarkTree {
            switch below(4) {
            case 0: .color
            case 1: .text("word \(below(1000)) and more")
            case 2: .fixed(CGFloat(10 + below(40)), CGFloat(10 + below(40)))
            default: .color
            }
        }
        switch self {
        case .nested:
            // Full 4-ary trees have 1, 5, 21, … 4^d·4/3 nodes: take the depth closest to the target.
            let depth = Int((log(Double(target) * 3 / 4) / log(4)).rounded())
            func balanced(_ level: Int) -> BenchmarkTree {
                guard level < depth else { return leaf() }
                let children = (0..<4).map { _ in balanced(level + 1) }
                return level % 2 == 0 ? .hstack(children) : .vstack(children)
            }
            return balanced(0)
        case .deepRandom:
            var budget = target
            func build(_ level: Int) -> BenchmarkTree {
                budget -= 1
                guard budget > 0, level < 400 else { return leaf() }
                switch below(8) {
                case 0: return .maxWidthFrame(build(level + 1))
                case 1: return .padding(build(level + 1))
                case 2: return leaf()
                default:
                    let children = (0..<(1 + below(3))).map { _ in build(level + 1) }
                    switch below(3) {
                    case 0: return .hstack(children)
                    case 1: return .vstack(children)
                    default: return .zstack(children)
                    }
                }
            }
            var roots: [BenchmarkTree] = []
            while budget > 0 { roots.append(build(0)) }
            return .vstack(roots)
        case .wide:
            let side = Int(Double(target).squareRoot())
            return .vstack((0..<side).map { _ in .hstack((0..<side).map { _ in leaf() }) })
        }
    }
}
