import Foundation

/// One saved failure: the minimized case and what it broke. Stored as pretty JSON with sorted
/// keys at `Corpus/<property>/<content-hash>.json` and replayed by `swift test`.
public struct CorpusEntry: Codable, Hashable, Sendable {
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// The violated property's id.
    public var property: String
    /// What was wrong, where.
    public var message: String
    /// The minimized case (its proposal concrete), with the layout under test if any.
    public var `case`: Case
    /// The campaign seed and case index that found it.
    public var seed: UInt64
    public var caseIndex: Int
    /// True for entries of deliberately broken example layouts: they must keep failing.
    /// Every other entry guards a fixed bug and must pass.
    public var expectedToFail: Bool
    /// The campaign that found it (a `plumb fuzz` target name), if known: with `choices`, lets
    /// `plumb shrink` shrink it again.
    public var target: String?
    /// The minimized case's choice sequence under that campaign's generator, if known.
    public var choices: ChoiceSequence?

    public init(property: String, message: String, case c: Case, seed: UInt64, caseIndex: Int, expectedToFail: Bool,
                target: String? = nil, choices: ChoiceSequence? = nil) {
        formatVersion = Self.currentFormatVersion
        self.property = property; self.message = message; self.case = c
        self.seed = seed; self.caseIndex = caseIndex; self.expectedToFail = expectedToFail
        self.target = target; self.choices = choices
    }

    /// A stable hash of the case (FNV-1a over its JSON): the same minimized case always gets
    /// the same file name, on every machine and run.
    public var contentHash: String {
        let data = (try? self.case.jsonData()) ?? Data()
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}

extension CorpusEntry {
    /// What replaying an entry found.
    public enum ReplayOutcome: Equatable, Sendable {
        /// A deliberately broken example's entry still fails its property, as it must.
        case stillFails
        /// A fixed bug's entry passes, as it must.
        case holds
        /// Expected to fail, but passes: the broken example (or the property) changed.
        case unexpectedlyPasses
        /// A fixed bug is back.
        case brokenAgain
        /// The case could not run (for instance its layout is not in the registry).
        case cannotRun(String)

        /// Whether the entry behaved as its `expectedToFail` says.
        public var isExpected: Bool { self == .stillFails || self == .holds }
    }

    /// Replays the entry's case with `registry`'s layouts and `waivers`, checking only the layout
    /// under test when there is one.
    public func replay(registry: LayoutRegistry, waivers: [Waiver] = []) -> ReplayOutcome {
        let runner = CaseRunner(registry: registry, checker: PropertyChecker(waivers: waivers),
                                onlyKind: self.case.layoutUnderTest.flatMap { registry.entry(named: $0)?.kind })
        let fails: Bool
        do {
            fails = try runner.run(self.case).result.violations.contains { $0.property == property }
        } catch {
            return .cannotRun(String(describing: error))
        }
        switch (expectedToFail, fails) {
        case (true, true): return .stillFails
        case (false, false): return .holds
        case (true, false): return .unexpectedlyPasses
        case (false, true): return .brokenAgain
        }
    }
}
