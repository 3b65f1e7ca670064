/// What the generator may produce and how often.
public struct GeneratorConfiguration: Sendable {
    /// The most nodes a case's tree may have (overlay and background content included).
    public var maxNodes: Int
    /// The deepest a tree may nest (a lone leaf has depth 1).
    public var maxDepth: Int
    /// The third-party layouts cases may contain.
    public var registry: LayoutRegistry
    /// When set, every case's root is this registered layout, with random children.
    public var layoutUnderTest: String?
    /// How many children the layout under test may have (nil: any number). Counts drawn
    /// outside are clamped into the range, so shrinking stays within it too.
    public var layoutUnderTestSubviewCounts: ClosedRange<Int>?
    /// The layout priorities the layout under test's subviews carry (nil: as generated, mostly
    /// none). When set, every subview gets one of them, drawn per subview, as its outermost
    /// `layoutPriority`: the priorities the layout reads are exactly these.
    public var layoutUnderTestSubviewPriorities: [Double]?
    /// How often the layout under test is put inside each realistic parent instead of at the
    /// root (`ParentContext`, by raw value; the first is the root itself). Empty: always the root.
    public var parentContextWeights: [Double] = []
    /// When set, every case's root is a node of this kind (a container, to fuzz one container).
    public var rootKind: NodeKind?
    /// The chance each modifier slot is filled (up to three per node).
    public var modifierProbability: Double
    /// Relative weights of the node kinds.
    public var kindWeights: [NodeKind: Double]
    /// Relative weights of a container having 0, 1, 2, 3, 4 or 6 children (0 and 1 are where
    /// layouts often break).
    public var childCountWeights: [Double]

    /// The node kinds the generator draws from; containers only where budget and depth allow.
    /// The order is the shrinker's: earlier kinds are simpler.
    public enum NodeKind: String, CaseIterable, Sendable {
        case color, rectangle, text, spacer, divider, image, roundedRectangle, circle, capsule, ellipse,
             progress, button, hstack, vstack, zstack, grid, viewThatFits, custom,
             // Last, and weighted 0 by default, so that adding them changed no seed's case.
             scrollView, geometryReader

        var isContainer: Bool { [.hstack, .vstack, .zstack, .grid, .viewThatFits, .custom, .scrollView, .geometryReader].contains(self) }
    }

    public init(maxNodes: Int = 20, maxDepth: Int = 6, registry: LayoutRegistry = .builtIn,
                layoutUnderTest: String? = nil, modifierProbability: Double = 0.3,
                kindWeights: [NodeKind: Double] = GeneratorConfiguration.defaultKindWeights,
                childCountWeights: [Double] = [0.12, 0.22, 0.26, 0.18, 0.14, 0.08]) {
        precondition(childCountWeights.count == 6, "childCountWeights has one weight for each of 0, 1, 2, 3, 4, 6 children")
        self.maxNodes = maxNodes; self.maxDepth = maxDepth; self.registry = registry
        self.layoutUnderTest = layoutUnderTest; self.modifierProbability = modifierProbability
        self.kindWeights = kindWeights; self.childCountWeights = childCountWeights
    }

    /// Containers and text weighted up: they are where layouts break.
    public static let defaultKindWeights: [NodeKind: Double] = [
        .color: 6, .rectangle: 2, .text: 6, .spacer: 4, .divider: 2, .image: 2, .roundedRectangle: 1, .circle: 1,
        .capsule: 1, .ellipse: 1, .progress: 2, .button: 2,
        .hstack: 7, .vstack: 7, .zstack: 3, .grid: 3, .viewThatFits: 2, .custom: 4,
    ]
}
