import Foundation

extension _NodeList {
    /// Appends a childless node.
    mutating func appendLeaf(_ behavior: NodeBehavior, kind: String, inputs: _ViewInputs,
                             explicitMask: UInt16 = 0) {
        append(LayoutNode(behavior: behavior, kind: kind, inputs: inputs, intrinsicExplicitMask: explicitMask))
    }
}
