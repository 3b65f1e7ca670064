import Foundation

/// Reduces a failing case to a minimal one that fails the same way (Hypothesis-style: it works
/// on the recorded choice sequence, which the generator replays into a case).
///
/// A candidate is kept only if it is shortlex-smaller than the best so far and still fails
/// with the same signature: the property, and the kind of the container at fault. (Not its
/// whole kind path: removing the ancestors around a bug is what shrinking is for; the kind
/// still keeps a shrink from slipping to a different container's bug.) Candidates that fail
/// differently are returned as further bugs. Passes, repeated until none improves (so the
/// result is 1-minimal with respect to them) or a cap is hit, on the full replayed sequence:
/// apply the simpler forms the generator published (`Choices.simplifications`); drop surplus children together with their container's count; delete a node or modifier
/// span; replace a node by a bare leaf; hoist a span over the span containing it; zero a span;
/// sort siblings; move the proposal towards nil, 0 and round values; lower single values
/// (every smaller choice for small ones). Numbers and layout parameters shrink through these,
/// since the generator encodes simpler choices as smaller values. Deterministic: no randomness.
public struct Shrinker {
    /// What identifies a failure.
    public struct Signature: Hashable, Sendable, CustomStringConvertible {
        public let property: String
        /// The kind of the container at fault (the last component of its kind path); for a
        /// crash or hang, its site and message.
        public let kind: String
        public init(_ violation: Violation) {
            property = violation.property
            kind = ChildFailure.isChildFailure(property) ? ChildFailure.signature(violation)
                : violation.kindPath.split(separator: "/").last.map(String.init) ?? ""
        }
        public var description: String { "\(property) @ \(kind)" }
    }

    public let generator: Generator
    /// The violations a case has (throws if it cannot run).
    public let run: (Case) throws -> [Violation]
    /// The most candidates evaluated: the cap that makes a shrink stop, the same on every
    /// machine, so one failure always shrinks to the same case (and the same corpus file).
    public var maxEvaluations = 5_000
    /// The longest the shrink may take; none by default. Only shrinks through an isolated
    /// child set one, where a candidate that hangs costs a whole timeout.
    public var timeLimit: TimeInterval = .infinity

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
        /// The choice sequence of each of `otherFailures`' examples, to shrink them in turn.
        public let otherFailureSequences: [Signature: ChoiceSequence]
    }

    /// Shrinks the case `sequence` makes, keeping the failure `signature`.
    public func shrink(_ sequence: ChoiceSequence, keeping signature: Signature) -> Result? {
        var cache: [ChoiceSequence: Bool] = [:]
        var others: [Signature: Case] = [:]
        var otherSequences: [Signature: ChoiceSequence] = [:]
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
            for v in violations where others[Signature(v)] == nil {
                others[Signature(v)] = made
                otherSequences[Signature(v)] = candidate
            }
            return nil
        }

        // Normalise: replay records exactly the decisions the case consumed.
        let first = Choices(replaying: sequence)
        _ = generator.makeCase(first)
        guard var (bestCase, bestViolation) = fails(first.sequence) else { return nil }
        var best = ChoiceSequence(Self.trimmed(first.sequence.values))

        /// The full sequence `sequence` makes the generator consume, and its spans.
        func replayed(_ sequence: ChoiceSequence) -> ([UInt64], [ChoiceSpan], [(range: Range<Int>, values: [UInt64])]) {
            let c = Choices(replaying: sequence)
            _ = generator.makeCase(c)
            return (c.recorded, c.spans.filter { $0.end > $0.start }, c.simplifications)
        }

        /// Tries `values` without trailing zeros (replay supplies them).
        func attemptTrimmed(_ values: [UInt64]) -> Bool { attempt(Self.trimmed(values)) }

        /// Tries `values`; keeps it if it is smaller and still fails. Returns whether it was kept.
        func attempt(_ values: [UInt64]) -> Bool {
            if evaluations >= maxEvaluations || Date().timeIntervalSince(start) > timeLimit { stopped = true; return false }
            let candidate = ChoiceSequence(values)
            guard candidate < best, cache[candidate] == nil, let (c, v) = fails(candidate) else { return false }
            best = candidate
            bestCase = c; bestViolation = v
            return true
        }

        var improved = true
        while improved && !stopped {
            improved = false
            // Work on the full sequence the case consumes (the stored one omits trailing zeros,
            // which replay supplies), so that every span can be edited; candidates are trimmed.
            let (full, recordedSpans, simplifications) = replayed(best)
            // First, the simpler forms the generator published (the layout without its parent):
            // one edit that the general passes below could only make in several.
            for simpler in simplifications where !stopped {
                var v = Array(full[..<simpler.range.lowerBound])
                v += simpler.values
                v += full[simpler.range.upperBound...]
                if attemptTrimmed(v) { improved = true; break }
            }
            if improved { continue }
            let spans = recordedSpans.sorted { ($0.end - $0.start, $1.start) > ($1.end - $1.start, $0.start) }
            func attempt(_ values: [UInt64]) -> Bool { attemptTrimmed(values) }
            // Drop children: lower a container's child count and delete exactly the surplus
            // children (keeping each single child in turn, then the first ones).
            dropping: for parent in spans where parent.label == "node" && !stopped {
                let kids = recordedSpans.filter { $0.label == "node" && $0.depth == parent.depth + 1 && $0.start >= parent.start && $0.end <= parent.end }
                    .sorted { $0.start < $1.start }
                guard kids.count >= 2, kids[0].start >= 1 else { continue }
                let countIndex = kids[0].start - 1
                guard Int(full[countIndex]) < Generator.childCounts.count, Generator.childCounts[Int(full[countIndex])] == kids.count else { continue }
                func keeping(_ kept: [ChoiceSpan]) -> [UInt64]? {
                    guard let index = Generator.childCounts.firstIndex(of: kept.count) else { return nil }
                    var v = Array(full[..<kids[0].start])
                    v[countIndex] = UInt64(index)
                    for k in kept { v += full[k.start..<k.end] }
                    v += full[kids.last!.end...]
                    return v
                }
                var options: [[ChoiceSpan]] = kids.map { [$0] }
                if kids.count > 2 { options += (2..<kids.count).map { Array(kids.prefix($0)) } }
                for kept in options { if let v = keeping(kept), attempt(v) { improved = true; break dropping } }
            }
            if improved { continue }
            deleting: for span in spans where !stopped {
                var v = full
                v.removeSubrange(span.start..<span.end)
                if attempt(v) { improved = true; break }
                // Deleting a child usually needs its parent's child count lowered too: try the
                // deletion with each of the few values just before the span decremented (only
                // values that can be a count: decrementing a number one unit per pass would
                // creep, each step an evaluation, and a whole timeout when the case hangs).
                for j in stride(from: span.start - 1, through: max(0, span.start - 6), by: -1)
                    where full[j] > 0 && full[j] < UInt64(Generator.childCounts.count) {
                    var w = v
                    w[j] -= 1
                    if attempt(w) { improved = true; break deleting }
                }
            }
            if improved { continue }
            // Simplify a node: replace its span by each bare kind (its kind choice, no
            // modifiers), keeping the smallest replacement that still fails.
            simplifying: for span in spans where span.label == "node" && !stopped {
                let candidates = (0..<GeneratorConfiguration.NodeKind.allCases.count).map { k -> [UInt64] in
                    var v = full
                    v.replaceSubrange(span.start..<span.end, with: [UInt64(k), 0])
                    return v
                }.map(Self.trimmed).filter { ChoiceSequence($0) < best }.sorted { ChoiceSequence($0) < ChoiceSequence($1) }
                for candidate in candidates where attempt(candidate) { improved = true; break simplifying }
            }
            if improved { continue }
            // Hoist: replace a span by one of the spans inside it.
            hoisting: for outer in spans where !stopped {
                for inner in spans where inner.start >= outer.start && inner.end <= outer.end && inner != outer
                    && inner.label == outer.label {
                    var v = full
                    v.replaceSubrange(outer.start..<outer.end, with: full[inner.start..<inner.end])
                    if attempt(v) { improved = true; break hoisting }
                }
            }
            if improved { continue }
            for span in spans where !stopped {
                var v = full
                for i in span.start..<span.end { v[i] = 0 }
                if v != full && attempt(v) { improved = true; break }
            }
            if improved { continue }
            // Sort siblings: swap neighbours when the later one is simpler (merging two
            // siblings into one is the child-dropping pass above).
            sorting: for parent in spans where parent.label == "node" && !stopped {
                let kids = recordedSpans.filter { $0.label == "node" && $0.depth == parent.depth + 1 && $0.start >= parent.start && $0.end <= parent.end }
                    .sorted { $0.start < $1.start }
                for (a, b) in zip(kids, kids.dropFirst()) where ChoiceSequence(Array(full[b.start..<b.end])) < ChoiceSequence(Array(full[a.start..<a.end])) {
                    var v = Array(full[..<a.start])
                    v += full[b.start..<b.end]
                    v += full[a.end..<b.start]
                    v += full[a.start..<a.end]
                    v += full[b.end...]
                    if attempt(v) { improved = true; break sorting }
                }
            }
            if improved { continue }
            // The proposal towards nil, 0 and round values.
            if let proposal = recordedSpans.last(where: { $0.label == "proposal" }) {
                for encoding in Generator.simpleProposalEncodings where !stopped {
                    var v = Array(full[..<proposal.start])
                    v += encoding
                    v += full[proposal.end...]
                    if attempt(v) { improved = true; break }
                }
            }
            if improved { continue }
            var i = 0
            while i < full.count && !stopped {
                let value = full[i]
                func attemptValue(_ lower: UInt64) -> Bool {
                    var v = full
                    v[i] = lower
                    return attempt(v)
                }
                if value <= 16 {
                    // Every smaller value (a choice index).
                    for lower in 0..<value where attemptValue(lower) { improved = true; break }
                } else if attemptValue(0) {
                    improved = true
                } else {
                    // Binary search for the smallest value that still fails: a few evaluations
                    // instead of one per unit (each costs a whole timeout when the case hangs).
                    var (passing, failing) = (UInt64(0), value)
                    while failing - passing > 1 && !stopped {
                        let middle = passing + (failing - passing) / 2
                        if attemptValue(middle) { failing = middle; improved = true } else { passing = middle }
                    }
                }
                if improved { break }
                i += 1
            }
        }
        return Result(sequence: best, shrunk: bestCase, violation: bestViolation, evaluations: evaluations,
                      stoppedEarly: stopped, otherFailures: others.filter { $0.key != signature },
                      otherFailureSequences: otherSequences.filter { $0.key != signature })
    }

    /// `values` without its trailing zeros, which replaying supplies anyway.
    static func trimmed(_ values: [UInt64]) -> [UInt64] {
        var v = values
        while v.last == 0 { v.removeLast() }
        return v
    }
}
