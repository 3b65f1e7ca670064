import Foundation

/// The environment's say over fuzzing: `PLUMB_SEED` (a number, or `random`), `PLUMB_CASES`
/// (cases per run) and `PLUMB_REPLAY` (`seed:case`, to run one case only).
///
/// Each variable is parsed strictly: a value that is set but not what is expected is a
/// `FuzzSettings.Error` naming the variable, the value and what was expected, never a silent
/// fall-back to the default (a typo in CI would otherwise check less than it says).
public enum FuzzSettings {
    /// The most cases one run may be asked for (a larger count is a typo or an overflow, not a plan).
    public static let maximumCases = 1_000_000_000

    /// A variable set to something it cannot mean.
    public struct Error: Swift.Error, CustomStringConvertible, Sendable, Equatable {
        public let variable: String
        public let value: String
        public let expected: String
        public var description: String { "\(variable)=\(value) is not valid: expected \(expected)" }
    }

    /// `PLUMB_SEED`, or `fallback` when unset.
    public static func seed(default fallback: UInt64) throws -> UInt64 {
        try parseSeed(environment("PLUMB_SEED"), default: fallback)
    }

    /// `PLUMB_CASES`, or `fallback` when unset.
    public static func cases(default fallback: Int) throws -> Int {
        try parseCases(environment("PLUMB_CASES"), default: fallback)
    }

    /// `PLUMB_REPLAY` as (seed, case index), or nil when unset.
    public static func replay() throws -> (seed: UInt64, index: Int)? {
        guard let text = environment("PLUMB_REPLAY") else { return nil }
        guard let parsed = parseReplay(text) else {
            throw Error(variable: "PLUMB_REPLAY", value: text,
                        expected: "seed:case, two whole numbers as a failure's replay line prints them (e.g. 1:42)")
        }
        return parsed
    }

    static func parseSeed(_ text: String?, default fallback: UInt64) throws -> UInt64 {
        switch text {
        case nil: return fallback
        case "random"?:
            // A fresh seed from the clock; reports print it, so the run can be replayed.
            var mix = SplitMix64(seed: UInt64(Date().timeIntervalSince1970 * 1_000_000))
            return mix.next()
        case let value?:
            guard let seed = UInt64(value) else {
                throw Error(variable: "PLUMB_SEED", value: value, expected: "a whole number from 0 to \(UInt64.max), or 'random'")
            }
            return seed
        }
    }

    static func parseCases(_ text: String?, default fallback: Int) throws -> Int {
        guard let text else { return fallback }
        guard let cases = Int(text), (1...maximumCases).contains(cases) else {
            throw Error(variable: "PLUMB_CASES", value: text,
                        expected: "a whole number of cases from 1 to \(maximumCases) (0 cases would check nothing)")
        }
        return cases
    }

    /// `seed:case` as two whole numbers, the case index not negative; nil otherwise.
    static func parseReplay(_ text: String) -> (seed: UInt64, index: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = UInt64(parts[0]), let i = Int(parts[1]), i >= 0 else { return nil }
        return (s, i)
    }

    private static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }
}
