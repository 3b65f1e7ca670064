import Foundation
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// Properties that relate two layouts of related cases, rather than one container to itself.
public enum MetamorphicProperties {
    /// `scale-invariance`: scaling every length and the proposal by 2 scales every frame by 2.
    public static let scaleInvariance = (id: "scale-invariance",
        statement: "Scaling every length and the proposal by k scales the layout by k (trees without text or default constants).")
    /// `transpose-symmetry`: swapping the axes of the whole tree and the proposal swaps every frame.
    public static let transposeSymmetry = (id: "transpose-symmetry",
        statement: "Transposing an HStack tree into a VStack tree transposes its frames.")

    /// The ids of every metamorphic property.
    public static let ids = [scaleInvariance.id, transposeSymmetry.id]

    /// Exactly representable, so a scale-invariant layout gives bit-for-bit doubled frames.
    static let factor = 2.0

    /// The violations of both properties for a case with a concrete proposal; nothing when the
    /// case cannot be transformed. `laidOut` is the case already laid out with its root at
    /// `origin` (the checked tree, so it is not built again); without it, the case is laid out
    /// at the origin (0, 0). The transformed trees are laid out at the transformed origin.
    @_spi(Engine) public static func violations(_ c: Case, registry: LayoutRegistry, host: LayoutHost,
                                                laidOut: LayoutSnapshot? = nil, at origin: CGPoint = .zero) throws -> [Violation] {
        guard case let .size(w, h) = c.proposal else { return [] }
        // Most trees cannot be transformed (text, default constants): then nothing is laid out.
        let scaled = w != nil && h != nil ? c.root.scaled(by: factor, registry: registry) : nil
        let transposed = c.root.transposed(registry: registry)
        guard scaled != nil || transposed != nil else { return [] }
        var found: [Violation] = []
        let original = try laidOut?.nodes ?? frames(c.root, width: w, height: h, at: origin, registry: registry, host: host)
        // A property of the whole case, located where the case's subject is: the layout under
        // test when there is one (a parent around it is only its context), else the root. So a
        // shrink keeps the signature while the tree around it changes.
        let subjectKind = c.layoutUnderTest.flatMap { registry.entry(named: $0)?.kind }
        guard let subject = subjectKind.flatMap({ kind in original.first { $0.kind == kind } }) ?? original.first else { return [] }
        if let w, let h, let scaled {
            let k = CGFloat(factor)
            let other = try frames(scaled, width: w * factor, height: h * factor, at: CGPoint(x: origin.x * k, y: origin.y * k),
                                   registry: registry, host: host)
            found += compare(original, other, at: subject, id: scaleInvariance.id, "scaled by \(factor)") {
                CGRect(x: $0.origin.x * k, y: $0.origin.y * k, width: $0.size.width * k, height: $0.size.height * k)
            }
        }
        if let transposed {
            let other = try frames(transposed, width: h, height: w, at: CGPoint(x: origin.y, y: origin.x), registry: registry, host: host)
            found += compare(original, other, at: subject, id: transposeSymmetry.id, "transposed") {
                CGRect(x: $0.origin.y, y: $0.origin.x, width: $0.size.height, height: $0.size.width)
            }
        }
        return found
    }

    private static func frames(_ root: CaseNode, width: Double?, height: Double?, at origin: CGPoint, registry: LayoutRegistry,
                               host: LayoutHost) throws -> [LayoutSnapshot.Node] {
        let proposal = ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
        return host.layout(try root.view(registry), proposal: proposal, at: origin).nodes
    }

    /// The first node whose frame in `other` is not `expected(original)`, as a violation
    /// located at `subject`.
    private static func compare(_ original: [LayoutSnapshot.Node], _ other: [LayoutSnapshot.Node], at subject: LayoutSnapshot.Node,
                                id: String, _ what: String, expected: (CGRect) -> CGRect) -> [Violation] {
        guard original.count == other.count else {
            return [Violation(property: id, path: subject.path, kindPath: subject.kindPath, expected: "\(original.count) nodes \(what)",
                              actual: "\(other.count)")]
        }
        for (a, b) in zip(original, other) {
            let e = expected(a.frame)
            guard e.origin.x.isFinite, e.origin.y.isFinite, e.size.width.isFinite, e.size.height.isFinite else { continue }
            let tolerance = 1e-9 * max(1, abs(e.origin.x), abs(e.origin.y), abs(e.size.width), abs(e.size.height))
            let same = abs(b.frame.origin.x - e.origin.x) <= tolerance && abs(b.frame.origin.y - e.origin.y) <= tolerance
                && abs(b.frame.size.width - e.size.width) <= tolerance && abs(b.frame.size.height - e.size.height) <= tolerance
            if !same {
                // The node that differs is in the message.
                return [Violation(property: id, path: subject.path, kindPath: subject.kindPath,
                                  expected: "\(a.kindPath) at \(Describe.rect(e)) (\(what))", actual: Describe.rect(b.frame),
                                  tolerance: Double(tolerance))]
            }
        }
        return []
    }
}
