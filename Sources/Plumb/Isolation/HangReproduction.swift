import Foundation
@_spi(Engine) import PlumbUI

/// Swift code that makes the layout call a hang stopped in: a shrunk hang often does not hang
/// when its view is simply laid out, because the call that loops is one the properties make
/// (an ideal size, an infinite proposal), so the report must show that call.
enum HangReproduction {
    /// The call, as code on the first node of `c` whose layout is `call.kind`, or a comment
    /// when no node is (the call was on a layout the case builds inside another).
    static func code(for call: LayoutCallTracker.Frame, in c: Case, registry: LayoutRegistry) -> String {
        let header = "// It did not return from \(ChildFailure.describe(call)), a call the checks make."
        guard let path = c.root.firstPath(where: { isLayout($0, kind: call.kind) }), let node = c.root.node(at: path) else {
            return header + "\n// (No node of the case above is a \(call.kind): the call was on a layout another one builds.)"
        }
        let view = "let hanging =\n" + node.swiftSource(registry, indent: 1)
        let proposal = "ProposedViewSize(width: \(swiftOptional(call.width)), height: \(swiftOptional(call.height)))"
        switch call.call {
        case LayoutCallTracker.Call.placeSubviews.name:
            let b = call.bounds ?? [0, 0, 0, 0]
            return header + "\n" + view + "\n// placing it in bounds of \(swiftNumber(b[2]))×\(swiftNumber(b[3])) (a host proposes "
                + "its size and places the view in what it answers):\n_ = LayoutHost(size: CGSize(width: \(swiftNumber(b[2])), "
                + "height: \(swiftNumber(b[3])))).layout(hanging)  // proposed \(proposal)"
        case LayoutCallTracker.Call.sizeThatFits.name:
            return header + " To make it:\n" + view + "\n_ = LayoutHost(size: .zero).sizeThatFits(hanging, proposal: \(proposal))"
        default:
            return header + "\n" + view + "\n// (\(call.call) is reached by laying `hanging` out inside a stack that aligns it.)"
        }
    }

    /// Whether `node` is a layout of `kind` (a registered name, or a type name with or without
    /// its module).
    static func isLayout(_ node: CaseNode, kind: String) -> Bool {
        let name = node.kind.name
        return name == kind || kind.hasSuffix("." + name) || name.hasSuffix("." + kind)
    }
}
