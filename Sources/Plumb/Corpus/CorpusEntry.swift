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
    /// For a crash or hang, what identifies the bug (site and message): the corpus keeps one
    /// entry per signature, however many cases show it.
    public var signature: String?
    /// The line that re-finds it where it was found (a `swift test` or `plumb fuzz` command):
    /// how to replay an entry whose layout only the user's own test target links.
    public var replay: String?
    /// `.warning` when the failure was found not to be the layout's fault (a misbehaving
    /// subview, a child larger than it was offered): replaying it checks that it still runs,
    /// and its recurrence is not a broken bug. Absent for the layout's own failures.
    public var severity: Severity?
    /// Each layout value the case stores, as the value its number stood for when saved
    /// (`Key: value`, in tree order): a case stores a list position or a draw's seed, and
    /// replaying it once the list is reordered or the draw changed would check another case.
    /// Absent when the case has no layout values (or was saved before values were recorded).
    public var layoutValues: [String]?

    public init(property: String, message: String, case c: Case, seed: UInt64, caseIndex: Int, expectedToFail: Bool,
                target: String? = nil, choices: ChoiceSequence? = nil) {
        formatVersion = Self.currentFormatVersion
        self.property = property; self.message = message; self.case = c
        self.seed = seed; self.caseIndex = caseIndex; self.expectedToFail = expectedToFail
        self.target = target; self.choices = choices
    }

    /// A stable hash of the case (FNV-1a over its JSON): the same minimized case always gets
    /// the same file name, on every machine and run. A warning's entry hashes its severity
    /// too, so it never takes the name of the layout's own failure in the same case.
    public var contentHash: String {
        var data = (try? self.case.jsonData()) ?? Data()
        if severity == .warning { data.append(contentsOf: Array("severity:warning".utf8)) }
        return String(StableHash.fnv1a(data), radix: 16).leftPadded(to: 16)
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
        /// A warning's entry (not the layout's fault) shows its violation again: as expected.
        case stillWarns

        /// Whether the entry behaved as its `expectedToFail` (or its warning severity) says.
        public var isExpected: Bool { self == .stillFails || self == .holds || self == .stillWarns }
    }

    /// Replays the entry's case in this process with `registry`'s layouts and `waivers`,
    /// checking only the layout under test when there is one. A `crash` or `hang` entry cannot
    /// run here: replay those with `replay(_:registry:waivers:isolation:)`.
    public func replay(registry: LayoutRegistry, waivers: [Waiver] = []) -> ReplayOutcome {
        guard !ChildFailure.isChildFailure(property) else {
            return .cannotRun("a \(property) entry replays only in a child process (isolation: .process)")
        }
        return replay(with: InProcessExecutor(), registry: registry, waivers: waivers)
    }

    /// Replays `entries`, each in a child process when `isolation` says so (one child for
    /// them all, replaced after each crash or hang), else in this process.
    public static func replay(_ entries: [CorpusEntry], registry: LayoutRegistry, waivers: [Waiver] = [],
                              isolation: Isolation, fileID: String = #fileID, function: String = #function,
                              line: Int = #line) -> [ReplayOutcome] {
        guard isolation.isIsolated else { return entries.map { $0.replay(registry: registry, waivers: waivers) } }
        let executor: IsolatedExecutor
        do {
            guard let made = try isolation.asked(at: CallSite.here(fileID: fileID, function: function, line: line))
                .executor(fingerprint: "corpus replay", serving: CaseRunner(registry: registry, checker: PropertyChecker(waivers: waivers)))
            else { return entries.map { _ in .cannotRun("not replayed in an isolated child") } }
            executor = made
        } catch {
            return entries.map { _ in .cannotRun(String(describing: error)) }
        }
        defer { executor.finish() }
        return entries.map { $0.replay(with: executor, registry: registry, waivers: waivers) }
    }

    private func replay(with executor: CaseExecutor, registry: LayoutRegistry, waivers: [Waiver]) -> ReplayOutcome {
        let runner = CaseRunner(registry: registry, checker: PropertyChecker(waivers: waivers),
                                onlyKind: self.case.layoutUnderTest.flatMap { registry.entry(named: $0)?.kind })
        if let problem = validate(against: registry) ?? layoutValueChange(against: registry) { return .cannotRun(problem) }
        let fails: Bool
        do {
            let violations = try executor.violations(self.case, runner: runner)
            // The property alone: a crash's site and message carry line numbers of the
            // toolchain's own sources, which differ between Swift versions.
            // A fixed bug's entry that now traps or hangs is broken too, whatever it was saved for.
            fails = violations.contains { $0.property == property || (!expectedToFail && ChildFailure.isChildFailure($0.property)) }
        } catch {
            return .cannotRun(String(describing: error))
        }
        if severity == .warning { return fails ? .stillWarns : .holds }
        switch (expectedToFail, fails) {
        case (true, true): return .stillFails
        case (false, false): return .holds
        case (true, false): return .unexpectedlyPasses
        case (false, true): return .brokenAgain
        }
    }
}

extension CorpusEntry {
    /// What keeps this entry from being replayed with `registry`, or nil: a layout the registry
    /// does not link, a parameter the layout needs that the entry lacks. Checked before the
    /// case is built, so a bad entry is reported rather than trapping in a layout's initializer.
    public func validate(against registry: LayoutRegistry) -> String? {
        for (name, parameters) in self.case.root.customLayouts {
            guard let entry = registry.entry(named: name) else {
                let how = replay.map { "; replay it where it was found: \($0)" }
                    ?? "; replay it from the test that checks it (a LayoutChecker with PLUMB_REPLAY=\(seed):\(caseIndex))"
                return "its layout '\(name)' is not linked into this program" + how
            }
            if let missing = entry.requiredParameterNames.first(where: { parameters[$0] == nil }) {
                return "its layout '\(name)' needs the parameter '\(missing)', which the entry does not have"
            }
        }
        return nil
    }
}
