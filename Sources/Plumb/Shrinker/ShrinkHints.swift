/// What a generator tells the shrinker about how its choices encode a case, so the shrinker's
/// passes edit sequences without knowing the encoding: which replacements of a span are
/// simpler, and what a count decision's values mean.
public struct ShrinkHints: Sendable {
    /// Replacements for a whole span, by the span's label, each a simpler form of what such a
    /// span makes (a node: each kind, bare; a proposal: nil, 0, ∞ and round lengths).
    public var simplerForms: [String: [[UInt64]]]
    /// The number of spans each value of a count decision (`Choices.countDecisions`) draws:
    /// value i draws `counts[i]` spans.
    public var counts: [Int]
    /// Labels of spans whose simpler forms are worth trying together with a published
    /// simplification, in one edit: taking the layout under test out of its parent changes
    /// what it is proposed, so its failure may need the case's proposal changed too.
    public var simplifiedAlongside: [String]

    public init(simplerForms: [String: [[UInt64]]] = [:], counts: [Int] = [], simplifiedAlongside: [String] = []) {
        self.simplerForms = simplerForms; self.counts = counts; self.simplifiedAlongside = simplifiedAlongside
    }
}
