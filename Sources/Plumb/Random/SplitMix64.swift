/// SplitMix64: Plumb's pseudo-random generator (Steele, Lea & Flood, 2014).
///
/// Everything Plumb replays or saves is drawn from here, never from the standard library's
/// random-number APIs, whose algorithms may change between Swift releases. Tests pin the first
/// outputs for seeds 0, 1 and 42.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in `0..<bound` (bound > 0), by Lemire's multiply-and-reject method:
    /// unbiased, and defined here so it never changes with the toolchain.
    public mutating func below(_ bound: UInt64) -> UInt64 {
        precondition(bound > 0, "below(0) has no values")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
        }
        return product.high
    }

    /// A uniform `Double` in [0, 1) from the top 53 bits.
    public mutating func unitDouble() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
