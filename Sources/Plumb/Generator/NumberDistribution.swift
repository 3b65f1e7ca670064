/// Lengths biased towards the values where layouts break: 0, tiny, fractional, huge.
///
/// Each draw first picks a category (index 0, the simplest, is 0 itself), then a value in it,
/// so shrinking a category towards 0 simplifies the number.
enum NumberDistribution {
    /// Categories in shrink order, with their weights when drawing fresh.
    private static let lengthWeights: [Double] = [
        0.08,  // 0
        0.40,  // small integer 1…100
        0.10,  // half integer
        0.14,  // fractional, two decimals
        0.06,  // tiny 0.001…0.5
        0.16,  // medium 100…500
        0.06,  // huge 10⁴…10⁷
    ]

    /// A non-negative finite length.
    static func length(_ c: Choices) -> Double {
        switch c.weighted(lengthWeights) {
        case 0: 0
        case 1: Double(c.int(in: 1...100))
        case 2: Double(c.int(in: 0...100)) + 0.5
        case 3: Double(c.int(in: 0...20_000)) / 100
        case 4: c.double(in: 0.001...0.5, steps: 499)
        case 5: Double(c.int(in: 100...500))
        default: Double(c.int(in: 1...1000)) * 10_000
        }
    }

    /// A length or nil (nil first: it is the simpler answer).
    static func optionalLength(_ c: Choices, nilProbability: Double = 0.5) -> Double? {
        c.bool(1 - nilProbability) ? length(c) : nil
    }

    /// A spacing: usually the default (nil), sometimes a length, rarely negative.
    static func spacing(_ c: Choices) -> Double? {
        switch c.weighted([0.55, 0.35, 0.10]) {
        case 0: nil
        case 1: length(c)
        default: -Double(c.int(in: 1...20))
        }
    }

    /// A small signed value for guides and offsets.
    static func signed(_ c: Choices) -> Double {
        let magnitude = c.weighted([0.3, 0.7]) == 0 ? 0 : Double(c.int(in: 1...80)) / 2
        return c.bool() ? -magnitude : magnitude
    }

    /// A layout priority: mostly 0, sometimes ±1 or 2.
    static func priority(_ c: Choices) -> Double { c.pick([0, 1, -1, 2, 0.5]) }

    /// A fraction in [0, 1] on a 1/4 grid (guides and anchors), simplest 0.
    static func fraction(_ c: Choices) -> Double { Double(c.int(in: 0...4)) / 4 }
}
