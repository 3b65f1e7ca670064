/// Decisions read from bytes, for a coverage-guided fuzzer (libFuzzer) that mutates the bytes
/// and watches which code they reach: the same bytes make the same decisions, on every machine.
///
/// A decision takes as few bytes as its range needs (one for up to 256 options), read
/// big-endian and cut to the bits its range needs (a number past the range wraps once); a
/// fraction takes two. So a decision below its range is the bytes' own bits: a fuzzer that flips
/// one bit, or writes a constant a comparison used (libFuzzer's value profile and compare
/// table), changes the decision by that bit or to that constant, as modulo reduction would not.
/// Once the bytes run out every decision is 0, the simplest answer, so any input, the empty one
/// included, makes a case.
struct ByteDecisions {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read: a yes-or-no decision is then no, as 0 is elsewhere.
    var isExhausted: Bool { position >= bytes.count }

    /// A number in `0..<bound`.
    mutating func below(_ bound: UInt64) -> UInt64 {
        var value: UInt64 = 0, range: UInt64 = 1
        while range < bound, position < bytes.count {
            value = value << 8 | UInt64(bytes[position])
            position += 1
            let (grown, overflow) = range.multipliedReportingOverflow(by: 256)
            range = overflow ? .max : grown
        }
        let bits = (bound - 1).leadingZeroBitCount
        let masked = bits == 0 ? value : value & ((1 << (64 - bits)) - 1)
        return masked < bound ? masked : masked - bound  // below 2 × bound, so now below bound
    }

    /// A fraction in [0, 1), in steps of 1/65536.
    mutating func unit() -> Double { Double(below(65_536)) / 65_536 }

    /// The bytes that make `value` the next decision below `bound` (the inverse of `below`).
    static func encode(_ value: UInt64, below bound: UInt64) -> [UInt8] {
        var width = 0, range: UInt64 = 1
        while range < bound {
            width += 1
            let (grown, overflow) = range.multipliedReportingOverflow(by: 256)
            range = overflow ? .max : grown
        }
        return (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
