import Foundation

/// Reduces a failing case to a minimal one that fails the same way (Hypothesis-style: it works
/// on the recorded choice sequence, which the generator replays into a case).
///
/// A candidate is kept only if it is shortlex-smaller than the best so far and still fails
/// with the same signature: the property, and the kind of container that breaks it (so a
/// shrink never slips to a different bug, while the tree around it may simplify). Candidates
/// that fail differently are collected as further bugs. Passes, repeated until none improves
/// (so the result is 1-minimal with respect to them) or a cap is hit:
/// delete a node or modifier span; replace a span by one of its sub-spans (hoist a child over
/// its parent); zero a span; lower each value (to 0, halve, minus one). Numbers, proposals and
/// layout parameters all shrink through these, since the generator encodes simpler choices as
/// smaller values. Deterministic: no randomness, so the same input shrinks the same way.
public struct Shrinker {
    /// What identifies a failure.
    public struct Signature: Hashable, Sendable, CustomStringConvertible {
        public let property: String
        /// The kind of the container at fault (the last component of its kind path).
        public let kind: String
        public init(_ violation: Violation) {
            property = violation.property
            kind = violation.kindPath.split(separator: "/").last.map(String.init) ?? ""
        }
        public var description: String { "\(property) @ \(kind)" }
    }

    public let generator: Generator
    /// The violations a case has (throws if it cannot run).
    public let run: (Case) throws -> [Violation]
    /// The most candidates evaluated.
    public var maxEvaluations = 5_000
    /// The longest the shrink may take.
    public var timeLimit: TimeInterval = 30

    public init(generator: Generator, run: @escaping (Case) throws -> [Violation]) {
        self.generator = generator; self.run = run
    }

    /// A shrink's outcome.
    public struct Result {
        public let sequence: ChoiceSequence
        public let shrunk: Case
        public let violation: Violation
        /// Candidates evaluated (cache misses).
        public let evaluations: Int
        /// Whether a cap stopped the shrink before it was 1-minimal.
        public let stoppedEarly: Bool
        /// Other failures met on the way, one example case each.
        public let otherFailures: [Signature: Case]
    }

    /// Shrinks the case `sequence` makes, keeping the failure `signature`.
    public func shrink(_ sequence: ChoiceSequence, keeping signature: Signature) -> Result? {
        var cache: [ChoiceSequence: Bool] = [:]
        var others: [Signature: Case] = [:]
        var evaluations = 0
        let start = Date()
        var stopped = false

        /// Whether `candidate` still fails with `signature`; records the violation found.
        func fails(_ candidate: ChoiceSequence) -> (Case, Violation)? {
            if cache[candidate] == false { return nil }
            let made = generator.makeCase(Choices(replaying: candidate))
            guard let violations = try? run(made) else { cache[candidate] = false; return nil }
            if cache[candidate] == nil { evaluations += 1 }
            if let v = violations.first(where: { Signature($0) == signature }) {
                cache[candidate] = true
                return (made, v)
            }
            cache[candidate] = false
            for v in violations where others[Signature(v)] == nil { others[Signature(v)] = made }
            return nil
        }

        // Normalise: replay records exactly the decisions the case consumed.
        let first = Choices(replaying: sequence)
        _ = generator.makeCase(first)
        guard var (bestCase, bestViolation) = fails(first.sequence) else { return nil }
        var best = first.sequence

        /// Tries `values`; keeps it if it is smaller and still fails. Returns whether it was kept.
        func attempt(_ values: [UInt64]) -> Bool {
            if evaluations >= maxEvaluations || Date().timeIntervalSince(start) > timeLimit { stopped = true; return false }
            let candidate = ChoiceSequence(values)
            guard candidate < best, cache[candidate] == nil, let (c, v) = fails(candidate) else { return false }
            // Keep the sequence the case actually consumed (trailing values are dropped).
            let replayed = Choices(replaying: candidate)
            _ = generator.makeCase(replayed)
            best = replayed.sequence < candidate ? replayed.sequence : candidate
            bestCase = c; bestViolation = v
            return true
        }

        var improved = true
        while improved && !stopped {
            improved = false
            // Spans of the current best, largest first.
            let spans = spans(of: best).sorted { ($0.end - $0.start, $1.start) > ($1.end - $1.start, $0.start) }
            deleting: for span in spans where span.end <= best.values.count && !stopped {
                var v = best.values
                v.removeSubrange(span.start..<span.end)
                if attempt(v) { improved = true; break }
                // Deleting a child usually needs its parent's child count lowered too: try the
                // deletion with each of the few values just before the span decremented.
                for j in stride(from: span.start - 1, through: max(0, span.start - 6), by: -1) where best.values[j] > 0 {
                    var w = v
                    w[j] -= 1
                    if attempt(w) { improved = true; break deleting }
                }
            }
            if improved { continue }
            // Simplify a node: replace its span by each bare kind (its kind choice, no
            // modifiers), keeping the smallest replacement that still fails.
            simplifying: for span in spans where span.label == "node" && span.end <= best.values.count && !stopped {
                let candidates = (0..<GeneratorConfiguration.NodeKind.allCases.count).map { k -> [UInt64] in
                    var v = best.values
                    v.replaceSubrange(span.start..<span.end, with: [UInt64(k), 0])
                    return v
                }.filter { ChoiceSequence($0) < best }.sorted { ChoiceSequence($0) < ChoiceSequence($1) }
                for candidate in candidates where attempt(candidate) { improved = true; break simplifying }
            }
            if improved { continue }
            // Hoist: replace a span by one of the spans inside it.
            hoisting: for outer in spans where !stopped {
                for inner in spans where inner.start >= outer.start && inner.end <= outer.end && inner != outer
                    && inner.label == outer.label && outer.end <= best.values.count {
                    var v = best.values
                    v.replaceSubrange(outer.start..<outer.end, with: best.values[inner.start..<inner.end])
                    if attempt(v) { improved = true; break hoisting }
                }
            }
            if improved { continue }
            for span in spans where span.end <= best.values.count && !stopped {
                var v = best.values
                for i in span.start..<span.end { v[i] = 0 }
                if v != best.values && attempt(v) { improved = true; break }
            }
            if improved { continue }
            var i = 0
            while i < best.values.count && !stopped {
                let value = best.values[i]
                for lower in [0, value / 2, value &- 1] where lower < value {
                    var v = best.values
                    v[i] = lower
                    if attempt(v) { improved = true; break }
                }
                i += 1
            }
        }
        return Result(sequence: best, shrunk: bestCase, violation: bestViolation, evaluations: evaluations,
                      stoppedEarly: stopped, otherFailures: others.filter { $0.key != signature })
    }

    /// The node and modifier spans the generator marks when it replays `sequence`.
    func spans(of sequence: ChoiceSequence) -> [ChoiceSpan] {
        let c = Choices(replaying: sequence)
        _ = generator.makeCase(c)
        return c.spans.filter { $0.label != "proposal" && $0.end > $0.start } + c.spans.filter { $0.label == "proposal" }
    }
}
