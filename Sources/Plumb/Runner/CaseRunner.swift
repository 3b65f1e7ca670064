import Foundation
@_spi(Engine) import PlumbUI
import PlumbProperties

/// Lays a case out and checks properties over it.
///
/// The root is proposed the case's proposal (boundaries resolved first) and placed at a
/// non-zero origin, so layouts that assume bounds start at (0, 0) show it.
public struct CaseRunner: Sendable {
    public var registry: LayoutRegistry
    public var checker: PropertyChecker
    /// Only containers of this kind are checked (the layout under test); nil checks all.
    public var onlyKind: String?
    public var host = LayoutHost(size: CGSize(width: 400, height: 400))
    /// Where the root is placed.
    public var origin = CGPoint(x: 13, y: 7)
    /// Whether the metamorphic properties (scale, transpose) are checked too.
    public var checksMetamorphic = true
    /// Where the undeclared value keys the `onlyKind` containers read are recorded, case by case
    /// (set for a `LayoutChecker` campaign: in process each case records them; in a child each
    /// answer names them, and the executor records the answers to the campaign's own cases).
    var valueKeysRead: ValueKeyReadRecorder?
    /// Where the campaign's own cases record what the waivers excused (set for a `LayoutChecker`
    /// campaign with waivers, in process or isolated, where each child answer carries them;
    /// recorded by the executors for the campaign's own cases, so shrinking and stand-ins do
    /// not count).
    var waiverUses: WaiverUseRecorder?

    public init(registry: LayoutRegistry = .builtIn, checker: PropertyChecker = PropertyChecker(), onlyKind: String? = nil) {
        self.registry = registry; self.checker = checker; self.onlyKind = onlyKind
    }

    /// Records what a child's answer to one of the campaign's own cases says: the reasons of
    /// the violations its waivers excused and the undeclared keys it read.
    func recordAnswer(_ response: WorkerProtocol.Response) {
        waiverUses?.record(reasons: response.waived ?? [])
        valueKeysRead?.record(undeclaredNames: response.undeclaredKeys ?? [])
    }

    /// The case with its proposal made concrete, and what the properties found.
    public func run(_ c: Case) throws -> (materialized: Case, result: PropertyChecker.Result) {
        let (concrete, snapshot) = try layOut(c)
        var result = check(snapshot)
        // After the checks: what their probes made the layout read counts too.
        if let valueKeysRead, let onlyKind { valueKeysRead.record(snapshot, kind: onlyKind) }
        if checksMetamorphic {
            // The checked tree is the original: its committed frames are what properties'
            // probes leave alone.
            result.violations += try MetamorphicProperties.violations(concrete, registry: registry, host: host,
                                                                      laidOut: snapshot, at: origin)
        }
        return (concrete, result)
    }

    /// What the properties find in `snapshot`, in the containers this runner checks.
    func check(_ snapshot: LayoutSnapshot) -> PropertyChecker.Result {
        checker.check(snapshot) { onlyKind == nil || $0.kind == onlyKind }
    }

    /// The case with its proposal made concrete, laid out as `run` lays it out (nothing checked).
    func layOut(_ c: Case) throws -> (materialized: Case, snapshot: LayoutSnapshot) {
        let concrete = try c.materialized(host: host, registry: registry)
        guard case let .size(w, h) = concrete.proposal else { preconditionFailure("materialized cases have concrete proposals") }
        let proposal = ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) })
        return (concrete, host.layout(try concrete.view(registry), proposal: proposal, at: origin))
    }

    /// The case with its proposal made concrete, and its frames drawn with the node at
    /// `highlight` marked `#`.
    public func presentation(_ c: Case, highlight: [Int]?) throws -> (materialized: Case, drawing: String) {
        let concrete = try c.materialized(host: host, registry: registry)
        guard case let .size(w, h) = concrete.proposal else { return (concrete, "") }
        let proposal = ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) })
        let snapshot = host.layout(try concrete.view(registry), proposal: proposal, at: origin)
        return (concrete, AsciiDrawing.draw(snapshot, highlight: highlight))
    }
}
