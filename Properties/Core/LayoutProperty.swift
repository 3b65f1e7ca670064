import Foundation
@_exported import PlumbUI
@_spi(Engine) import PlumbUI

/// One invariant of layouts: a stable id, a one-line statement, where it applies, how serious
/// a violation is, and a check over a laid-out container that returns what it found wrong.
public struct LayoutProperty: Sendable, Identifiable {
    /// The fields, behind one reference: a checker reads every property once per container,
    /// and copying five fields (two strings, a scope, a closure) each time was 4% of a check.
    private final class Storage: Sendable {
        let id: String
        let statement: String
        let scope: PropertyScope
        let severity: Severity
        let contracts: LayoutContractSet
        let check: @Sendable (ContainerUnderTest) -> [Violation]
        init(id: String, statement: String, scope: PropertyScope, severity: Severity, contracts: LayoutContractSet,
             check: @escaping @Sendable (ContainerUnderTest) -> [Violation]) {
            self.id = id; self.statement = statement; self.scope = scope; self.severity = severity
            self.contracts = contracts; self.check = check
        }
    }
    private let storage: Storage

    /// A stable id, used in corpus paths and waivers ("inside-bounds").
    public var id: String { storage.id }
    /// What must hold, in one line.
    public var statement: String { storage.statement }
    /// Which containers it applies to.
    public var scope: PropertyScope { storage.scope }
    public var severity: Severity { storage.severity }
    /// The contracts a container's layout must conform to, one of them, for this property to
    /// check it (`DescribesStack` for the stack rules…); empty: any layout. PlumbUI's own
    /// layouts count as `.reproducesBuiltin`. Declared, so that a property chosen for a layout
    /// it can never check is an error before a run, not a silent pass (`PropertyCoverage`).
    @_spi(Engine) public var contracts: LayoutContractSet { storage.contracts }
    var check: @Sendable (ContainerUnderTest) -> [Violation] { storage.check }

    public init(id: String, statement: String, scope: PropertyScope = .everyContainer, severity: Severity = .error,
                check: @escaping @Sendable (ContainerUnderTest) -> [Violation]) {
        storage = Storage(id: id, statement: statement, scope: scope, severity: severity, contracts: [], check: check)
    }

    /// A property that reads what a contract promises: it checks only containers whose layout
    /// conforms to one of `contracts`.
    init(id: String, statement: String, contracts: LayoutContractSet,
         check: @escaping @Sendable (ContainerUnderTest) -> [Violation]) {
        storage = Storage(id: id, statement: statement, scope: .everyContainer, severity: .error, contracts: contracts, check: check)
    }

    /// Whether the property applies to `container`.
    public func applies(to container: ContainerUnderTest) -> Bool {
        if !storage.contracts.isEmpty && container.memo.contractsHeldTo.isDisjoint(with: storage.contracts) { return false }
        switch storage.scope {
        case .everyContainer: return true
        case .kinds(let kinds): return kinds.contains(container.kind)
        case .trait(let trait): return container.traits.contains(trait)
        case .traitOrInferred: return true
        }
    }

    /// The violations of this property in `container`.
    public func violations(in container: ContainerUnderTest) -> [Violation] { storage.check(container) }
}

/// How serious a violation is.
public enum Severity: String, Sendable, Codable { case error, warning }

/// Where a property applies.
public enum PropertyScope: Sendable {
    /// Every container, built-in or third-party.
    case everyContainer
    /// Containers of these kinds ("HStack", "ZStack", …).
    case kinds(Set<String>)
    /// Layouts declaring this trait.
    case trait(LayoutTrait)
    /// Layouts declaring this trait, in full; third-party layouts that do not, in the part
    /// the property says (`hugs-children` at their ideal size, as a warning).
    case traitOrInferred(LayoutTrait)
}

/// A promise a layout makes about its geometry, checked by the properties scoped to it.
public struct LayoutTrait: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    /// Every subview gets the same width.
    public static let equalWidths = LayoutTrait("equal-widths")
    /// Every subview gets the same height.
    public static let equalHeights = LayoutTrait("equal-heights")
    public var description: String { name }
}

/// A layout that declares traits. Conform your layout in test code (its SwiftUI source need
/// not change): `extension MyEqualWidthHStack: DeclaresLayoutTraits { static let layoutTraits: Set<LayoutTrait> = [.equalWidths] }`.
public protocol DeclaresLayoutTraits {
    static var layoutTraits: Set<LayoutTrait> { get }
}

/// What a property found wrong: where, what was expected, what happened.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The property's id.
    public let property: String
    /// Child indices from the root to the container at fault.
    public let path: [Int]
    /// The kinds from the root to the container ("VStack/HStack").
    public var kindPath: String { _kindPath.string }
    private var _kindPath: ViolationText
    /// The subview concerned, if one is.
    public let subview: Int?
    /// The layout call that misbehaved ("sizeThatFits", "placeSubviews", "spacing",
    /// "explicitAlignment"), set by properties that check several: part of what tells two
    /// bugs that one property catches apart.
    public var call: String?
    /// Which of a property's checks found it, when the property makes several ("unshowable"
    /// sizes beside infinite ones, a cache "after a resize"): failures of one property whose
    /// variants differ are distinct failures, shrunk and reported apart.
    public var variant: String?
    /// What the property expected.
    public var expected: String {
        get { _expected.string }
        set { _expected = ViolationText(newValue) }
    }
    /// What happened instead.
    public var actual: String {
        get { _actual.string }
        set { _actual = ViolationText(newValue) }
    }
    private var _expected: ViolationText, _actual: ViolationText
    /// The tolerance allowed, if the comparison had one.
    public let tolerance: Double?
    /// For a child outside where it belongs: the child's frame, and the region it should have
    /// kept to (its container's bounds), for waivers that decide on geometry, not on text.
    public var frame: CGRect?
    public var region: CGRect?
    /// For a child outside where it belongs: the proposal it was placed with (nil: none).
    public var childProposedWidth: CGFloat?
    public var childProposedHeight: CGFloat?
    /// The same, as a proposal; nil when the placement had none.
    public var childProposal: ProposedViewSize? {
        get { childPlaced == true ? ProposedViewSize(width: childProposedWidth, height: childProposedHeight) : nil }
        set { childPlaced = newValue != nil; childProposedWidth = newValue?.width; childProposedHeight = newValue?.height }
    }
    private var childPlaced: Bool?
    /// Found only with a call order SwiftUI never uses (`Strictness.pedantic`).
    public var needsPedanticOrder: Bool?
    /// Found by a rule the layout did not declare, which most layouts keep (a hugging layout's
    /// ideal size): a warning, whose report names the declaration that makes it an error.
    public var isInferred: Bool?
    /// For a child outside where it belongs: it lies outside only because it answered larger
    /// than the finite length it was proposed on some axis; had it taken its proposal, it
    /// would lie inside. A view chooses its own size, so this is the child's doing.
    public var childExceedsItsProposal: Bool?
    /// For an overlap: the other subview of the pair (`subview` is the later one).
    public var otherSubview: Int?
    /// For an overlap or a hugging layout's margin: which subviews concerned answered larger
    /// than a finite length they were proposed.
    public var oversizedSubviews: [Int]?
    /// For a geometric violation under one pixel: the display scale (pixels per point) whose
    /// grid the layout was seen rounding its subviews' positions (or, with
    /// `pixelSnapRoundsSize`, its own size up) to, which explains the whole deviation (`PixelSnap`).
    public var pixelSnapScale: Double?
    /// Whether `pixelSnapScale` is the grid a hugging layout rounds its own size up to (an
    /// empty margin under a pixel), not its subviews' positions (`PixelSnap.sizeScale`).
    public var pixelSnapRoundsSize: Bool?
    /// For a child outside where it belongs: placed again in bounds larger by a rounding error
    /// (`Containment.roundingGrowth`), the container keeps it inside. Its placement then decides
    /// (a wrap, say) by lengths summed or rounded otherwise than the size it reported.
    public var fitsInBoundsGrownByRounding: Bool?
    /// For a hang or a memory failure in an isolated child: the layout call that did not return.
    @_spi(Engine) public var hungCall: LayoutCallTracker.Frame?

    public init(property: String, path: [Int], kindPath: String, subview: Int? = nil, call: String? = nil,
                expected: String, actual: String, tolerance: Double? = nil, frame: CGRect? = nil, region: CGRect? = nil) {
        self.init(property: property, path: path, kindPath: ViolationText(kindPath), subview: subview, call: call,
                  expected: ViolationText(expected), actual: ViolationText(actual), tolerance: tolerance, frame: frame, region: region)
    }

    /// A violation whose text may be deferred (`ViolationText`).
    init(property: String, path: [Int], kindPath: ViolationText, subview: Int? = nil, call: String? = nil,
         expected: ViolationText, actual: ViolationText, tolerance: Double? = nil, frame: CGRect? = nil, region: CGRect? = nil) {
        self.property = property; self.path = path; _kindPath = kindPath; self.subview = subview; self.call = call
        _expected = expected; _actual = actual; self.tolerance = tolerance
        self.frame = frame; self.region = region
    }

    /// Appends to `actual`, deferred as long as the text is (`ViolationText`).
    mutating func appendToActual(_ more: @escaping @Sendable () -> String) { _actual.append(more) }

    /// The same violation with its text written out: what a checker keeps is read, and must
    /// not hold on to what deferred text captured.
    var withTextWritten: Violation {
        var v = self
        v._kindPath = _kindPath.written; v._expected = _expected.written; v._actual = _actual.written
        return v
    }

    /// The stored fields, by the names they are saved under (the text fields under their
    /// public names).
    private enum CodingKeys: String, CodingKey {
        case property, path, _kindPath = "kindPath", subview, call, variant, _expected = "expected", _actual = "actual", tolerance,
             frame, region, childProposedWidth, childProposedHeight, childPlaced, needsPedanticOrder, isInferred, childExceedsItsProposal,
             otherSubview, oversizedSubviews, pixelSnapScale, pixelSnapRoundsSize, fitsInBoundsGrownByRounding, hungCall
    }

    /// A readable one-line account.
    public var description: String {
        let at = kindPath + (subview.map { ", subview \($0)" } ?? "") + (call.map { ", in \($0)" } ?? "") + (variant.map { " (\($0))" } ?? "")
        let tol = tolerance.map { " (tolerance \($0))" } ?? ""
        return "[\(property)] at \(at): expected \(expected), got \(actual)\(tol)"
    }

    /// What identifies the bug for deduplication and shrinking: the property and the kinds down
    /// to the offending container.
    public var signature: String { property + "@" + kindPath }
}
