/// The recorded random decisions that made a case (Hypothesis's "choice sequence").
///
/// Each value is one decision, an index below the bound the generator asked with; 0 is always
/// the simplest answer. Replaying the same values rebuilds the same case, and the shrinker
/// works on these values: shorter sequences and smaller values are simpler cases.
public struct ChoiceSequence: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var values: [UInt64]

    public init(_ values: [UInt64] = []) { self.values = values }

    /// Shortlex order: shorter first, then smaller value by value.
    public static func < (lhs: ChoiceSequence, rhs: ChoiceSequence) -> Bool {
        if lhs.values.count != rhs.values.count { return lhs.values.count < rhs.values.count }
        return lhs.values.lexicographicallyPrecedes(rhs.values)
    }

    public var description: String { "[" + values.map(String.init).joined(separator: ",") + "]" }
}

/// A labelled stretch of a choice sequence: the decisions that made one node, one modifier,
/// one proposal. The shrinker deletes, copies and simplifies whole spans.
public struct ChoiceSpan: Hashable, Sendable {
    /// What the span made ("node", "modifier", "proposal", …).
    public let label: String
    /// The first decision of the span.
    public let start: Int
    /// One past the last decision.
    public let end: Int
    /// How deeply nested the span is (0 = outermost).
    public let depth: Int
}

/// Where a `Choices` gets its decisions from, and what it recorded.
///
/// Drawing from a seed records every decision; replaying reads a recorded sequence, and when
/// the sequence runs out or a value no longer fits its decision (the case's shape changed),
/// the simplest answer (0) is taken instead, so any sequence parses.
public final class Choices {
    // One `Choices` is used by one generator run on one thread, and no access to these overlaps;
    // the dynamic exclusivity checks were a fifth of generation time.
    /// The generator when drawing fresh decisions.
    @exclusivity(unchecked) private var rng: SplitMix64
    /// The sequence being replayed, or nil when drawing fresh decisions.
    private let replay: [UInt64]?
    /// The bytes fresh decisions are read from instead of `rng`, for a coverage-guided fuzzer.
    @exclusivity(unchecked) private var bytes: ByteDecisions?
    @exclusivity(unchecked) private var position = 0
    @exclusivity(unchecked) private var depth = 0
    /// Every decision made so far.
    @exclusivity(unchecked) public private(set) var recorded: [UInt64] = []
    /// The spans opened and closed so far, in the order they closed.
    @exclusivity(unchecked) public private(set) var spans: [ChoiceSpan] = []
    /// Simpler forms the generator published for what it drew: replacing the recorded
    /// decisions `range` by `values` makes a simpler case that a shrink should try first (the
    /// layout under test without the parent around it, say). The shrinker applies them without
    /// knowing how the generator encodes anything.
    @exclusivity(unchecked) public private(set) var simplifications: [(range: Range<Int>, values: [UInt64])] = []
    /// The positions of decisions that count a list of spans (a container's children), each
    /// drawn just before the list's first span: a shrink that drops list items lowers it.
    @exclusivity(unchecked) public private(set) var countDecisions: [Int] = []
    /// How many decisions were read past the end of a replayed sequence, or did not fit.
    @exclusivity(unchecked) public private(set) var fallbacks = 0

    /// Draws fresh decisions from `seed`.
    public init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        replay = nil
        recorded.reserveCapacity(256)
        spans.reserveCapacity(64)
    }

    /// Draws fresh decisions from `bytes` (a libFuzzer input): the same bytes make the same
    /// case, and the decisions are recorded as from a seed, so the case shrinks, saves and
    /// replays as any other.
    public init(bytes: [UInt8]) {
        rng = SplitMix64(seed: 0)
        replay = nil
        self.bytes = ByteDecisions(bytes)
    }

    /// Replays `sequence`; with `encodingBytes`, also writes the bytes that make the same
    /// decisions from `init(bytes:)` (`bytesEncoding`): a saved case as a libFuzzer input.
    public init(replaying sequence: ChoiceSequence, encodingBytes: Bool = false) {
        rng = SplitMix64(seed: 0)
        replay = sequence.values
        if encodingBytes { bytesEncoding = [] }
    }

    /// The bytes that make the decisions replayed so far, when asked for (`init(replaying:encodingBytes:)`).
    @exclusivity(unchecked) public private(set) var bytesEncoding: [UInt8]?

    /// The recorded decisions as a sequence.
    public var sequence: ChoiceSequence { ChoiceSequence(recorded) }

    /// A checksum of the recorded decisions (FNV-1a over their count and values): equal in two
    /// processes exactly when, barring a collision, they drew the same decisions.
    public var checksum: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in [UInt64(recorded.count)] + recorded {
            hash = (hash ^ value) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Records `value` as the next decision.
    @inline(__always)
    private func record(_ value: UInt64) -> Int {
        position += 1
        recorded.append(value)
        return Int(value)
    }

    /// The replayed decision below `bound`, or 0 when the sequence ran out or it does not fit.
    private func replayed(_ values: [UInt64], below bound: Int) -> Int {
        if position < values.count && values[position] < UInt64(bound) { return record(values[position]) }
        fallbacks += 1
        return record(0)
    }

    /// A fresh number in `0..<bound`, from the bytes or the generator.
    @inline(__always)
    private func fresh(below bound: UInt64) -> UInt64 {
        if bytes != nil { return bytes!.below(bound) }
        return rng.below(bound)
    }

    /// A fresh fraction in [0, 1), from the bytes or the generator.
    @inline(__always)
    private func freshUnit() -> Double {
        if bytes != nil { return bytes!.unit() }
        return rng.unitDouble()
    }

    /// One decision: a number in `0..<bound`.
    public func index(below bound: Int) -> Int {
        precondition(bound > 0, "a decision needs at least one option")
        if let replay {
            let value = replayed(replay, below: bound)
            bytesEncoding? += ByteDecisions.encode(UInt64(value), below: UInt64(bound))
            return value
        }
        return record(fresh(below: UInt64(bound)))
    }

    /// A whole number in `range`; shrinks towards the lower bound.
    public func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + index(below: range.count)
    }

    /// True with probability `p`; shrinks towards false.
    public func bool(_ p: Double = 0.5) -> Bool {
        if let replay {
            let value = replayed(replay, below: 2)
            // A fraction below p draws true; the first at or above it, false.
            bytesEncoding? += ByteDecisions.encode(value == 1 ? 0 : min(65_535, UInt64((p * 65_536).rounded(.up))), below: 65_536)
            return value == 1
        }
        if bytes?.isExhausted == true { return record(0) == 1 }
        return record(freshUnit() < p ? 1 : 0) == 1
    }

    /// An index chosen with the given relative weights; shrinks towards index 0.
    public func weighted(_ weights: [Double]) -> Int {
        precondition(!weights.isEmpty, "weighted needs at least one weight")
        if let replay {
            // A sequence the shrinker edited may name an option whose weight is 0, which no
            // draw makes (a layout kind the configuration leaves out, such as the layout under
            // test nested where its declared subview counts do not hold): like a value out of
            // range, it falls back, to the first option a draw can make.
            let value: Int
            if position < replay.count, replay[position] < UInt64(weights.count), weights[Int(replay[position])] > 0 {
                value = record(replay[position])
            } else {
                fallbacks += 1
                value = record(UInt64(weights.firstIndex { $0 > 0 } ?? 0))
            }
            if bytesEncoding != nil { bytesEncoding! += ByteDecisions.encode(Self.fraction(landingOn: value, weights), below: 65_536) }
            return value
        }
        // Draw by weight, then record the index itself so that replay and shrinking see it.
        var total = 0.0
        for w in weights { total += w }
        var target = freshUnit() * total
        for (i, w) in weights.enumerated() {
            if target < w && w > 0 { return record(UInt64(i)) }
            target -= w
        }
        return record(UInt64(weights.lastIndex { $0 > 0 } ?? weights.count - 1))
    }

    /// The first fraction (in 65536ths) a weighted draw over `weights` turns into `index`.
    private static func fraction(landingOn index: Int, _ weights: [Double]) -> UInt64 {
        var total = 0.0
        for w in weights { total += w }
        let before = weights[..<index].reduce(0, +)
        return min(65_535, UInt64((before / total * 65_536).rounded(.up)))
    }

    /// One of `options`, uniformly; shrinks towards the first.
    public func pick<T>(_ options: [T]) -> T { options[index(below: options.count)] }

    /// A number in `range` on a grid of `steps` + 1 evenly spaced values; shrinks towards the
    /// lower bound.
    public func double(in range: ClosedRange<Double>, steps: Int = 1000) -> Double {
        let i = index(below: steps + 1)
        return range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / Double(steps)
    }

    /// Runs `body` and returns the decisions it made, with its result.
    public func recording<T>(_ body: () -> T) -> (T, [UInt64]) {
        let start = recorded.count
        let result = body()
        return (result, Array(recorded[start...]))
    }

    /// How many decisions have been made so far.
    public var decisionCount: Int { position }

    /// Marks the next decision as a count of the spans drawn right after it.
    public func markCountDecision() { countDecisions.append(position) }

    /// Publishes that replacing the decisions `range` by `values` gives a simpler case.
    public func publishSimplification(of range: Range<Int>, as values: [UInt64]) {
        simplifications.append((range, values))
    }

    /// The decisions recorded in `range`.
    public func decisions(_ range: Range<Int>) -> [UInt64] { Array(recorded[range]) }

    /// Runs `body`, marking the decisions it makes as one span labelled `label`.
    public func span<T>(_ label: String, _ body: () -> T) -> T {
        let start = position
        depth += 1
        let result = body()
        depth -= 1
        spans.append(ChoiceSpan(label: label, start: start, end: position, depth: depth))
        return result
    }
}
