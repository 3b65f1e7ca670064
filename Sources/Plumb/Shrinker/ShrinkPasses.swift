/// What a shrink pass sees of the smallest failing case so far.
struct ShrinkState {
    /// Every decision the case consumes (the stored sequence omits trailing zeros).
    let full: [UInt64]
    /// Its non-empty spans in the order they closed.
    let recordedSpans: [ChoiceSpan]
    /// The same spans, largest first (then leftmost).
    let spans: [ChoiceSpan]
    /// The simpler forms the generator published for this case.
    let simplifications: [(range: Range<Int>, values: [UInt64])]
    /// Positions of the decisions that count a list of spans.
    let countDecisions: Set<Int>
    /// How the generator's encoding simplifies.
    let hints: ShrinkHints
    /// The smallest failing sequence so far.
    let best: ChoiceSequence

    /// `full` with the decisions in `range` replaced by `values`.
    func replacing(_ range: Range<Int>, with values: some Collection<UInt64>) -> [UInt64] {
        var v = full
        v.replaceSubrange(range, with: values)
        return v
    }

    /// The node spans directly inside `parent`, in order.
    func children(of parent: ChoiceSpan) -> [ChoiceSpan] {
        recordedSpans.filter { $0.label == "node" && $0.depth == parent.depth + 1 && $0.start >= parent.start && $0.end <= parent.end }
            .sorted { $0.start < $1.start }
    }
}

/// Tries candidate sequences on a shrink's behalf: `attempt` keeps a candidate that is smaller
/// and still fails (and says so); `stopped` turns true when a cap is reached.
struct ShrinkAttempts {
    let attempt: ([UInt64]) -> Bool
    let stopped: () -> Bool
}

/// One way to make a failing case simpler. A pass tries its candidates in a fixed order and
/// stops at the first one kept, returning true; the shrinker then starts over from its first
/// pass on the new case.
protocol ShrinkPass: Sendable {
    func run(_ state: ShrinkState, _ tries: ShrinkAttempts) -> Bool
}

/// The generator's published simpler forms (the layout without its parent): one edit the
/// general passes could only make in several. Each is tried alone, then together with each
/// simpler form of a span the generator names (`ShrinkHints.simplifiedAlongside`) that lies
/// after it, since out of its parent the layout is proposed something else.
struct ApplyPublishedSimplifications: ShrinkPass {
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        for simpler in s.simplifications where !tries.stopped() {
            let v = s.replacing(simpler.range, with: simpler.values)
            if tries.attempt(v) { return true }
            let shift = simpler.values.count - simpler.range.count
            for label in s.hints.simplifiedAlongside {
                guard let span = s.recordedSpans.last(where: { $0.label == label }), span.start >= simpler.range.upperBound else { continue }
                for form in s.hints.simplerForms[label] ?? [] where !tries.stopped() {
                    var w = v
                    w.replaceSubrange((span.start + shift)..<(span.end + shift), with: form)
                    if tries.attempt(w) { return true }
                }
            }
        }
        return false
    }
}

/// Drops list items: lowers a count decision and deletes exactly the surplus items (keeping
/// each single item in turn, then the first ones).
struct DropListItems: ShrinkPass {
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        for parent in s.spans where parent.label == "node" && !tries.stopped() {
            let kids = s.children(of: parent)
            guard kids.count >= 2, kids[0].start >= 1 else { continue }
            let countIndex = kids[0].start - 1
            guard s.countDecisions.contains(countIndex), Int(s.full[countIndex]) < s.hints.counts.count,
                  s.hints.counts[Int(s.full[countIndex])] == kids.count else { continue }
            func keeping(_ kept: [ChoiceSpan]) -> [UInt64]? {
                guard let encoded = s.hints.counts.firstIndex(of: kept.count) else { return nil }
                var v = Array(s.full[..<kids[0].start])
                v[countIndex] = UInt64(encoded)
                for k in kept { v += s.full[k.start..<k.end] }
                v += s.full[kids.last!.end...]
                return v
            }
            var options: [[ChoiceSpan]] = kids.map { [$0] }
            if kids.count > 2 { options += (2..<kids.count).map { Array(kids.prefix($0)) } }
            for kept in options { if let v = keeping(kept), tries.attempt(v) { return true } }
        }
        return false
    }
}

/// Deletes a span; since deleting an item usually needs its list's count lowered too, also
/// tries the deletion with each count decision just before the span decremented (only counts:
/// decrementing any number one unit per pass would creep, each step an evaluation, and a
/// whole timeout when the case hangs).
struct DeleteSpans: ShrinkPass {
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        for span in s.spans where !tries.stopped() {
            var v = s.full
            v.removeSubrange(span.start..<span.end)
            if tries.attempt(v) { return true }
            for j in stride(from: span.start - 1, through: max(0, span.start - 6), by: -1)
                where s.full[j] > 0 && s.countDecisions.contains(j) {
                var w = v
                w[j] -= 1
                if tries.attempt(w) { return true }
            }
        }
        return false
    }
}

/// Replaces a span by the generator's simpler forms for its label (a node by each bare kind),
/// trying the smallest replacement first.
struct ReplaceWithSimplerForms: ShrinkPass {
    let label: String
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        let forms = s.hints.simplerForms[label] ?? []
        for span in s.spans where span.label == label && !tries.stopped() {
            let candidates = forms.map { s.replacing(span.start..<span.end, with: $0) }.map(Shrinker.trimmed).filter { ChoiceSequence($0) < s.best }.sorted { ChoiceSequence($0) < ChoiceSequence($1) }
            for candidate in candidates where tries.attempt(candidate) { return true }
        }
        return false
    }
}

/// Replaces a span by a span of the same label inside it.
struct HoistSpans: ShrinkPass {
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        for outer in s.spans where !tries.stopped() {
            for inner in s.spans where inner.start >= outer.start && inner.end <= outer.end && inner != outer && inner.label == outer.label {
                if tries.attempt(s.replacing(outer.start..<outer.end, with: s.full[inner.start..<inner.end])) { return true }
            }
        }
        return false
    }
}

/// Sets every decision of a span to its simplest value.
struct ZeroSpans: ShrinkPass {
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        for span in s.spans where !tries.stopped() {
            var v = s.full
            for i in span.start..<span.end { v[i] = 0 }
            if v != s.full && tries.attempt(v) { return true }
        }
        return false
    }
}

/// Swaps neighbouring siblings when the later one is simpler (merging two siblings into one
/// is `DropListItems`).
struct SortSiblings: ShrinkPass {
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        for parent in s.spans where parent.label == "node" && !tries.stopped() {
            let kids = s.children(of: parent)
            for (a, b) in zip(kids, kids.dropFirst())
                where ChoiceSequence(Array(s.full[b.start..<b.end])) < ChoiceSequence(Array(s.full[a.start..<a.end])) {
                var v = Array(s.full[..<a.start])
                v += s.full[b.start..<b.end]
                v += s.full[a.end..<b.start]
                v += s.full[a.start..<a.end]
                v += s.full[b.end...]
                if tries.attempt(v) { return true }
            }
        }
        return false
    }
}

/// Replaces the last span labelled `label` by each of the generator's simpler forms for it, in
/// the order published (the proposal towards nil, 0 and round values).
struct ReplaceLastWithSimplerForms: ShrinkPass {
    let label: String
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        guard let span = s.recordedSpans.last(where: { $0.label == label }) else { return false }
        for form in s.hints.simplerForms[label] ?? [] where !tries.stopped() {
            if tries.attempt(s.replacing(span.start..<span.end, with: form)) { return true }
        }
        return false
    }
}

/// Lowers single decisions: every smaller value for small ones (a choice index), else 0, else
/// a binary search for the smallest value that still fails (a few evaluations instead of one
/// per unit; each costs a whole timeout when the case hangs).
struct LowerValues: ShrinkPass {
    func run(_ s: ShrinkState, _ tries: ShrinkAttempts) -> Bool {
        var i = 0
        while i < s.full.count && !tries.stopped() {
            let value = s.full[i]
            func attemptValue(_ lower: UInt64) -> Bool {
                var v = s.full
                v[i] = lower
                return tries.attempt(v)
            }
            if value <= 16 {
                for lower in 0..<value where attemptValue(lower) { return true }
            } else if attemptValue(0) {
                return true
            } else {
                var (passing, failing) = (UInt64(0), value)
                var improved = false
                while failing - passing > 1 && !tries.stopped() {
                    let middle = passing + (failing - passing) / 2
                    if attemptValue(middle) { failing = middle; improved = true } else { passing = middle }
                }
                if improved { return true }
            }
            i += 1
        }
        return false
    }
}
