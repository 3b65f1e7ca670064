import Foundation

/// Reduces a failing case to a minimal one that fails the same way (Hypothesis-style: it works
/// on the recorded choice sequence, which the generator replays into a case).
///
/// A candidate is kept only if it is simpler than the best so far (fewer published
/// simplifications left, that is the layout under test out of its parent; then
/// shortlex-smaller) and still fails with the same signature: the property, and the kind of the container at fault. (Not its
/// whole kind path: removing the ancestors around a bug is what shrinking is for; the kind
/// still keeps a shrink from slipping to a different container's bug.) Candidates that fail
/// differently are returned as further bugs. The passes (`ShrinkPasses.swift`, one small type
/// each, tried in `passes` order and repeated until none improves, so the result is 1-minimal
/// with respect to them, or a cap is hit) edit the full replayed sequence by its spans, knowing
/// no encoding: what is simpler comes from the generator, as the simpler forms it published
/// for a case (`Choices.simplifications`), the decisions that count lists
/// (`Choices.countDecisions`) and its `ShrinkHints` (a bare node of each kind, simple
/// proposals, what a count's values mean). Numbers and layout parameters shrink through
/// value-lowering, since the generator encodes simpler choices as smaller values.
/// Deterministic: no randomness; caps count evaluations.
public struct Shrinker {
    /// What identifies a failure: the property, where it happens, and how. Two bugs one
    /// property catches stay apart when they misbehave in different calls, or one in the
    /// container's own answer and the other in what it does to a subview.
    public struct Signature: Hashable, Sendable, CustomStringConvertible {
        public let property: String
        /// The kind of the container at fault (the last component of its kind path); for a
        /// crash or hang, its site and message.
        public let kind: String
        /// The layout call that misbehaved, when the property says ("" otherwise).
        public let call: String
        /// Whether the failure concerns a subview (its placement, its proposal) rather than the
        /// container's own answer.
        public let concernsSubview: Bool
        /// Whether a child lies outside only because it answered larger than proposed (see
        /// `Violation.childExceedsItsProposal`): kept apart, so shrinking a layout's own
        /// containment bug never ends at a case where only the child is at fault, or back.
        public let childExceedsItsProposal: Bool
        /// Which of the property's checks found it (`Violation.variant`; "" for its only one).
        public let variant: String
        public init(_ violation: Violation) {
            property = violation.property
            let isChildFailure = ChildFailure.isChildFailure(property)
            kind = isChildFailure ? ChildFailure.signature(violation) : violation.kindPath.split(separator: "/").last.map(String.init) ?? ""
            call = isChildFailure ? "" : violation.call ?? ""
            concernsSubview = !isChildFailure && violation.subview != nil
            childExceedsItsProposal = violation.childExceedsItsProposal == true
            variant = violation.variant ?? ""
        }
        public var description: String {
            "\(property)" + (variant.isEmpty ? "" : " (\(variant))") + " @ \(kind)" + (call.isEmpty ? "" : " in \(call)") + (concernsSubview ? " (a subview)" : "")
                + (childExceedsItsProposal ? " (larger than proposed)" : "")
        }
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
        /// The violation each of `otherFailures`' examples showed.
        public let otherFailureViolations: [Signature: Violation]
        /// The first error a candidate threw (it could not be run, so it counted as not
        /// failing): the shrink may be less minimal than it would be.
        public let candidateError: String?
    }

    /// How a shrink ended.
    public enum Outcome {
        case shrunk(Result)
        /// Run again, the case `sequence` makes did not fail with the signature (the layout
        /// may depend on state outside its inputs): carries the violations it had instead.
        case didNotRecur([Violation])
        /// The case `sequence` makes could not be run: the error.
        case couldNotRun(String)
    }

    /// Shrinks the case `sequence` makes, keeping the failure `signature`; nil when that case
    /// does not fail so again or cannot be run (`outcome(shrinking:keeping:)` says which).
    public func shrink(_ sequence: ChoiceSequence, keeping signature: Signature) -> Result? {
        if case .shrunk(let result) = outcome(shrinking: sequence, keeping: signature) { return result }
        return nil
    }

    /// Shrinks the case `sequence` makes, keeping the failure `signature`, or says why it could not.
    public func outcome(shrinking sequence: ChoiceSequence, keeping signature: Signature) -> Outcome {
        var cache: [ChoiceSequence: Bool] = [:]
        var others: [Signature: Case] = [:]
        var otherSequences: [Signature: ChoiceSequence] = [:]
        var otherViolations: [Signature: Violation] = [:]
        var firstError: String?
        var lastViolations: [Violation] = []
        var evaluations = 0
        let start = Date()
        var stopped = false

        /// Whether `candidate` (which makes `made`) still fails with `signature`; records the
        /// violation found.
        func fails(_ candidate: ChoiceSequence, _ made: Case) -> (Case, Violation)? {
            if cache[candidate] == false { return nil }
            let violations: [Violation]
            do { violations = try run(made) } catch {
                if firstError == nil { firstError = "\(error)" }
                cache[candidate] = false
                return nil
            }
            if cache[candidate] == nil { evaluations += 1 }
            lastViolations = violations
            if let v = violations.first(where: { Signature($0) == signature }) {
                cache[candidate] = true
                return (made, v)
            }
            cache[candidate] = false
            for v in violations where others[Signature(v)] == nil {
                others[Signature(v)] = made
                otherSequences[Signature(v)] = candidate
                otherViolations[Signature(v)] = v
            }
            return nil
        }

        // Normalise: replay records exactly the decisions the case consumed.
        let first = Choices(replaying: sequence)
        let firstCase = generator.makeCase(first)
        guard var (bestCase, bestViolation) = fails(first.sequence, firstCase) else {
            return firstError.map(Outcome.couldNotRun) ?? .didNotRecur(lastViolations)
        }
        var best = ChoiceSequence(Self.trimmed(first.sequence.values))
        // Simpler means fewer published simplifications left (the layout under test at the root
        // rather than in a parent), then shortlex-smaller: a parent case can take fewer
        // decisions than the root case that fails the same way, but is not simpler.
        var bestRemaining = first.simplifications.count
        let hints = generator.shrinkHints

        /// What the passes see of `sequence`: the full sequence the generator consumes making
        /// it, its spans, and what the generator published about it.
        func state(of sequence: ChoiceSequence) -> ShrinkState {
            let c = Choices(replaying: sequence)
            _ = generator.makeCase(c)
            let recorded = c.spans.filter { $0.end > $0.start }
            return ShrinkState(full: c.recorded, recordedSpans: recorded,
                               spans: recorded.sorted { ($0.end - $0.start, $1.start) > ($1.end - $1.start, $0.start) },
                               simplifications: c.simplifications, countDecisions: Set(c.countDecisions), hints: hints, best: sequence)
        }

        /// Tries `values` (without trailing zeros, which replay supplies); keeps it if it is
        /// smaller and still fails. Returns whether it was kept.
        func attempt(_ values: [UInt64]) -> Bool {
            if evaluations >= maxEvaluations || Date().timeIntervalSince(start) > timeLimit { stopped = true; return false }
            let candidate = ChoiceSequence(Self.trimmed(values))
            // A longer candidate can only win on fewer simplifications left: none when the
            // best has none, so skip making it.
            guard cache[candidate] == nil, candidate < best || bestRemaining > 0 else { return false }
            let choices = Choices(replaying: candidate)
            let made = generator.makeCase(choices)
            let remaining = choices.simplifications.count
            guard (remaining, candidate) < (bestRemaining, best), let (c, v) = fails(candidate, made) else { return false }
            best = candidate
            bestRemaining = remaining
            bestCase = c; bestViolation = v
            return true
        }

        // Every pass works on the full sequence the case consumes, so that every span can be
        // edited; after any pass keeps a candidate, start over from the first pass.
        let tries = ShrinkAttempts(attempt: attempt, stopped: { stopped })
        var improved = true
        while improved && !stopped {
            let current = state(of: best)
            improved = Self.passes.contains { !stopped && $0.run(current, tries) }
        }
        return .shrunk(Result(sequence: best, shrunk: bestCase, violation: bestViolation, evaluations: evaluations,
                              stoppedEarly: stopped, otherFailures: others.filter { $0.key != signature },
                              otherFailureSequences: otherSequences.filter { $0.key != signature },
                              otherFailureViolations: otherViolations.filter { $0.key != signature }, candidateError: firstError))
    }

    /// The passes, in the order they are tried: the cheap, large edits first.
    static let passes: [any ShrinkPass] = [
        ApplyPublishedSimplifications(), DropListItems(), DeleteSpans(), ReplaceWithSimplerForms(label: "node"),
        HoistSpans(), ZeroSpans(), SortSiblings(), ReplaceLastWithSimplerForms(label: "proposal"), LowerValues(),
    ]

    /// `values` without its trailing zeros, which replaying supplies anyway.
    static func trimmed(_ values: [UInt64]) -> [UInt64] {
        var v = values
        while v.last == 0 { v.removeLast() }
        return v
    }
}
