import Foundation
import Plumb

// `swift run plumb`: until the fuzz campaign exists (its own issue), lay out a demo view the
// way SwiftUI would and print every node's frame and proposal.

struct DemoView: View {
    let pets = [("Cat", 45), ("Goldfish", 12), ("Dog", 38)]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Pet votes").font(.title)
            ForEach(pets, id: \.0) { pet in
                HStack {
                    Text(pet.0)
                    Spacer()
                    ProgressView(value: Double(pet.1), total: 100).frame(width: 120)
                    Text("\(pet.1)").frame(width: 30, alignment: .trailing)
                }
            }
            HStack {
                Button("Vote") {}
                Button("Reset") {}
            }
        }
        .padding()
    }
}

let host = LayoutHost(size: CGSize(width: 390, height: 300))
let snapshot = host.layout(DemoView())

func describe(_ rect: CGRect) -> String {
    func f(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
    return "(\(f(rect.minX)), \(f(rect.minY)), \(f(rect.width))×\(f(rect.height)))"
}

func describe(_ p: ProposedViewSize) -> String {
    func f(_ v: CGFloat?) -> String { v.map { String(format: "%.2f", Double($0)) } ?? "nil" }
    return "\(f(p.width))×\(f(p.height))"
}

print("plumb: demo layout in a \(Int(host.size.width))×\(Int(host.size.height)) host")
print("(the fuzz campaign is not built yet; this shows the PlumbUI engine at work)\n")
for node in snapshot.nodes {
    let indent = String(repeating: "  ", count: node.path.count)
    print("\(indent)\(node.kind) \(describe(node.frame))  proposed \(describe(node.proposal))  measured \(node.measurementCount)×")
}
print("\n\(snapshot.nodeCount) nodes, \(snapshot.totalMeasurementCount) measurements")
