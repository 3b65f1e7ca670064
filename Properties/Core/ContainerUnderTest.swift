import Foundation
@_spi(Engine) import PlumbUI

/// One container of a laid-out tree, as properties see it: its committed geometry and that of
/// its subviews, and a probe that re-runs its layout.
public struct ContainerUnderTest {
    public let snapshot: LayoutSnapshot
    /// The container's node in the snapshot.
    public let node: LayoutSnapshot.Node
    /// Its placed subviews' nodes, in order (a ViewThatFits has only its chosen one). Found
    /// when read (no built-in property reads them; grouping every node's children for every
    /// check cost more than a tenth of finding the containers).
    public var subviews: [LayoutSnapshot.Node] {
        let index = nodeIndex
        return snapshotNodes.filter { $0.parentIndex == index }
    }
    /// The snapshot's nodes in tree order (shared by every container of one check), and this
    /// container's index among them.
    private let snapshotNodes: [LayoutSnapshot.Node]
    private let nodeIndex: Int
    /// Re-runs the container's layout.
    @_spi(Engine) public let probe: ContainerProbe
    /// The traits the container's layout declares.
    public let traits: Set<LayoutTrait>
    /// Which call sequences properties may drive the layout with.
    public var strictness: Strictness = .swiftUI
    /// The layout hides a subview by placing it with a zero proposal (declared).
    public var hidesSubviewsWithZeroProposal = false
    /// The fewest subviews the layout is ever given (declared: `LayoutChecker.subviewCounts`),
    /// so that no property makes it a cache for fewer (0: any number).
    public var fewestSubviews = 0
    /// What properties read of the container, each computed once (see `ContainerMemo`).
    let memo: ContainerMemo

    /// The container's kind ("HStack", a third-party layout's type name…).
    public var kind: String { node.kind }
    /// The container's layout as `type`, or nil when it is another: for a waiver that depends
    /// on the layout's parameters (its column count, say).
    public func layout<L: Layout>(as type: L.Type) -> L? { probe.layout as? L }
    /// The container's committed frame: the bounds its `placeSubviews` got.
    public var bounds: CGRect { node.frame }
    /// The proposal it was placed with.
    public var proposal: ProposedViewSize { node.proposal }
    /// Whether the bounds are finite (origin and size): placement inside infinite bounds, from
    /// an infinite proposal, has no meaningful geometry to check.
    public var hasFiniteBounds: Bool {
        bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.size.width.isFinite && bounds.size.height.isFinite
    }

    /// Every container of `snapshot` that `included` admits, with its placed subviews;
    /// `declaredTraits` adds traits by container kind to those the layout's type declares;
    /// containers of `hidingKinds` hide subviews placed with a zero proposal; containers of a
    /// kind in `fewestSubviews` are never given fewer subviews than it says.
    /// (Containers left out cost nothing: not even the lookup of their type's traits.)
    /// A container whose parent proposed it a negative (beyond rounding) or NaN length is left
    /// out: what it does with a proposal no layout may send is not its fault, and the parent's
    /// `valid-child-proposals` reports the cause.
    public static func all(in snapshot: LayoutSnapshot, strictness: Strictness = .swiftUI,
                           declaredTraits: [String: Set<LayoutTrait>] = [:], hidingKinds: Set<String> = [],
                           fewestSubviews: [String: Int] = [:],
                           where included: (LayoutSnapshot.Node) -> Bool = { _ in true }) -> [ContainerUnderTest] {
        let nodes = snapshot.nodes
        var found: [ContainerUnderTest] = []
        for (i, node) in nodes.enumerated() {
            guard let probe = node.probe, included(node), isValid(node.proposal, from: node.parentIndex.map { nodes[$0].frame }) else { continue }
            let traits = ContractTable.declaredTraits(of: type(of: probe.layout)).union(declaredTraits[node.kind] ?? [])
            found.append(ContainerUnderTest(snapshot: snapshot, node: node, snapshotNodes: nodes, nodeIndex: i, probe: probe, traits: traits,
                                            strictness: strictness, hidesSubviewsWithZeroProposal: hidingKinds.contains(node.kind),
                                            fewestSubviews: fewestSubviews[node.kind] ?? 0,
                                            memo: ContainerMemo(probe, bounds: node.frame, proposal: node.proposal)))
        }
        return found
    }

    /// Whether a proposal is one a layout may send: no NaN length, none negative beyond rounding,
    /// relative to the bounds of the container that sent it. `valid-child-proposals` judges the
    /// proposals a container sends with it, so a container is left out only where its parent
    /// is reported.
    static func isValid(_ p: ProposedViewSize, from parentBounds: CGRect?) -> Bool {
        // Lengths of 0 or more (or nil) are valid whatever the allowance, which is positive:
        // the usual case, decided without working it out.
        if p.width.map({ $0 >= 0 }) ?? true, p.height.map({ $0 >= 0 }) ?? true { return true }
        let b = parentBounds ?? .zero
        let rounding = Rounding.allowance(b.minX, b.minY, b.maxX, b.maxY)
        func valid(_ v: CGFloat?) -> Bool { v.map { !$0.isNaN && $0 >= -rounding } ?? true }
        return valid(p.width) && valid(p.height)
    }

    /// Whether the layout hid `placement` (it declares it hides subviews placed with a zero
    /// proposal, and this one was).
    func isHidden(_ placement: ContainerProbe.SubviewPlacement) -> Bool {
        hidesSubviewsWithZeroProposal && placement.proposal == .zero
    }

    /// Whether the layout hid the subview in both of two placements of it: where a hidden
    /// subview goes does not matter, so properties comparing two placements leave it out
    /// (hidden in one and shown in the other still counts as a difference).
    func hiddenInBoth(_ a: ContainerProbe.SubviewPlacement, _ b: ContainerProbe.SubviewPlacement) -> Bool {
        isHidden(a) && isHidden(b)
    }

    /// A violation located at this container (its kind path written when read).
    func violation(_ property: String, subview: Int? = nil, call: String? = nil, expected: String, actual: String,
                   tolerance: Double? = nil) -> Violation {
        Violation(property: property, path: node.path, kindPath: ViolationText(deferred: node.kindPathWriter), subview: subview,
                  call: call, expected: ViolationText(expected), actual: ViolationText(actual), tolerance: tolerance)
    }

    /// A violation located at this container whose text is written only when read: for the
    /// properties whose violations waivers mostly excuse. `expected` and `actual` must read only
    /// values they capture, never the layout (`ViolationText`).
    func violation(_ property: String, subview: Int? = nil, call: String? = nil,
                   deferredExpected expected: @escaping @Sendable () -> String, actual: @escaping @Sendable () -> String,
                   tolerance: Double? = nil) -> Violation {
        Violation(property: property, path: node.path, kindPath: ViolationText(deferred: node.kindPathWriter), subview: subview,
                  call: call, expected: ViolationText(deferred: expected), actual: ViolationText(deferred: actual), tolerance: tolerance)
    }
}

/// Which call sequences a checker drives layouts with.
public enum Strictness: String, Sendable, Codable {
    /// Only sequences SwiftUI sends: any number of sizeThatFits calls, then placeSubviews on
    /// the same cache in bounds of a reported size. The default.
    case swiftUI
    /// Also sequences SwiftUI never sends (placeSubviews on a cache no sizeThatFits filled),
    /// for layouts meant to be robust beyond SwiftUI's own use.
    case pedantic
}

/// Text for numbers and geometry in violation messages (shared with Plumb's reports).
@_spi(Engine)
public enum Describe {
    /// `v` to three decimals ("12.5", "-3", "inf", "nan"); beyond what three decimals can show
    /// exactly (≥ 10¹⁵, `.greatestFiniteMagnitude` among them), in scientific notation. Never
    /// traps: a layout's extreme answer must be reported, not crash the reporter.
    public static func number(_ v: CGFloat) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v > 0 ? "inf" : "-inf" }
        if abs(v) >= 1e15 { return String(describing: Double(v)) }
        let rounded = (v * 1000).rounded() / 1000
        // -0 is 0; a value too small to show at three decimals is shown as it is, so that a
        // report never calls -1.8e-15 "0" when its sign is the point.
        if rounded == 0 { return v == 0 ? "0" : String(describing: Double(v)) }
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(describing: Double(rounded))
    }
    public static func size(_ s: CGSize) -> String { "\(number(s.width))×\(number(s.height))" }
    public static func rect(_ r: CGRect?) -> String {
        guard let r else { return "not placed" }
        return "(\(number(r.origin.x)), \(number(r.origin.y)), \(size(r.size)))"
    }
    public static func proposal(_ p: ProposedViewSize?) -> String {
        guard let p else { return "none" }
        return "\(p.width.map(number) ?? "nil")×\(p.height.map(number) ?? "nil")"
    }
}

extension ContainerUnderTest {
    /// This container judged as the built-in layout it handed its work to, when it did so
    /// completely for its proposal and bounds: its `placeSubviews` was one call to a built-in's
    /// (`HStackLayout().placeSubviews(...)`, an `AnyLayout` chosen by size…) with the same
    /// bounds, proposal and subviews, and its size is the built-in's for that proposal. Its
    /// geometry is then the built-in's, so what SwiftUI's built-in is documented to do
    /// (`BuiltinWaivers`) is not its fault. Nil for built-ins and for anything less.
    var actingBuiltin: ContainerUnderTest? {
        if let known = memo.actingBuiltin { return known }
        var found: ContainerUnderTest?
        if hasFiniteBounds, let builtin = probe.delegate(in: bounds, proposal: proposal),
           Same.size(probe.size(of: builtin, for: proposal), bounds.size) {
            let acting = probe.acting(as: builtin)
            found = ContainerUnderTest(snapshot: snapshot, node: node, snapshotNodes: snapshotNodes, nodeIndex: nodeIndex, probe: acting, traits: traits,
                                       strictness: strictness, hidesSubviewsWithZeroProposal: hidesSubviewsWithZeroProposal,
                                       fewestSubviews: fewestSubviews, memo: ContainerMemo(acting, bounds: bounds, proposal: proposal))
        }
        memo.actingBuiltin = .some(found)
        return found
    }
}
