import Foundation
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// Validates a `Layout` — yours or a built-in — against every property: it generates seeded
/// cases with the layout at the root and random children (leaves and small subtrees of every
/// kind), random and boundary proposals and bounds origins; the properties probe it with
/// adversarial call orders and fresh and reused caches. Each distinct failure is shrunk to a
/// minimal case and reported (and saved, when `corpus` is set).
///
///     let report = LayoutChecker(seed: 1, cases: 500).check(MyFlowLayout(spacing: 8))
///     for failure in report.failures { print(failure.report) }
///
/// `PLUMB_SEED` (a number, or `random`) and `PLUMB_CASES` override `seed` and `cases`;
/// `PLUMB_REPLAY=seed:case` runs just that one case.
///
/// A layout that may trap or loop is checked with `isolation: .process`: cases then run in a
/// child process (this test binary, re-run on the calling test), so a trap is a `crash`
/// failure and a case past the timeout a `hang`, each shrunk and reported like the rest. The
/// child re-runs the calling `@Test` function to reach the same call (made there, or in a
/// helper it calls); checkers made at one line (a helper's, a loop's) are told apart by their
/// layout and settings.
public struct LayoutChecker: Sendable {
    public var seed: UInt64
    public var cases: Int
    /// Properties your layout may break, with the reason.
    public var waivers: [Waiver] = []
    /// The `LayoutValueKey`s your layout reads, with the values to generate for them.
    public var valueKeys: [LayoutRegistry.ValueKey] = []
    /// The properties checked.
    public var properties: [LayoutProperty] = PropertyCatalog.all
    /// Where failures are saved; nil saves nothing. The failures saved there for this layout
    /// are replayed before any new case: one that fails again fails the check.
    public var corpus: Corpus?
    /// Most nodes in a case (the layout and its children).
    public var maxNodes = 10
    /// How many subviews your layout accepts (`2...2` for one that checks
    /// `precondition(subviews.count == 2)`): cases outside the range are not generated, and no
    /// property makes the layout a cache for fewer subviews (`cache-update`'s earlier ones).
    public var subviewCounts: ClosedRange<Int>?
    /// The layout priorities your layout's subviews carry, when it requires some (it divides
    /// space in proportion to them, say, and 0 is never used): every subview gets one of these
    /// as its `layoutPriority`, drawn per subview (`[1, 2, 3]`). By default subviews carry
    /// generated priorities, mostly none (0).
    public var subviewPriorities: [Double]?
    /// Your layout hides subviews by placing them with a zero proposal (anywhere, typically
    /// far outside its bounds, or at one fixed point): such a subview is hidden, not misplaced,
    /// and where it goes is compared between two placements by no property.
    public var hidesSubviewsWithZeroProposal = false
    /// Your layout places children outside its bounds by design (a radial layout centring
    /// children on its rim): `inside-bounds` and the containment half of `size-agreement` do
    /// not apply to it.
    public var childrenMayExtendOutsideBounds = false

    /// What your layout promises about its geometry, checked by the properties scoped to each
    /// promise, without conforming it to `DeclaresLayoutTraits`: `checker.traits = [.nonOverlapping]`
    /// for a flow layout whose children never overlap; `.hugsChildren`, `.equalWidths`, `.equalHeights`.
    public var traits: Set<LayoutTrait> = []

    /// Also runs your layout inside built-in parents (`ParentContext`: a scroll view's unbounded
    /// axis, an `HStack` beside a sibling, `frame(maxWidth:)`, a `Grid` cell, a `ViewThatFits`
    /// candidate), about half the cases, so it gets the proposals and call sequences SwiftUI's
    /// parents really send; its properties are checked there too. On by default. A failure that
    /// also happens at the root shrinks back to the root (a case with its parent is never
    /// simpler than the same failure without one); one that needs its parent keeps it. Set to
    /// false to check the layout at the root only.
    public var realisticParents = true

    /// Which call sequences your layout is driven with: SwiftUI's (default), or also ones
    /// SwiftUI never sends (`.pedantic`: placing on a cache no sizeThatFits filled).
    public var strictness: Strictness = .swiftUI

    /// Where cases run: in this process (`.none`), or in a child process (`.process`).
    public var isolation: Isolation

    /// A `PLUMB_SEED`, `PLUMB_CASES` or `PLUMB_REPLAY` that could not be read: every check
    /// then reports it as an error and checks nothing.
    public private(set) var settingsError: FuzzSettings.Error?

    /// A checker for `cases` cases from `seed` (each overridable from the environment), run in
    /// this process or, with `isolation: .process`, in a child process with a per-case timeout.
    public init(seed: UInt64 = 1, cases: Int = 500, isolation: Isolation = .none,
                fileID: String = #fileID, function: String = #function, line: Int = #line) {
        self.seed = seed
        self.cases = cases
        do {
            self.seed = try FuzzSettings.seed(default: seed)
            self.cases = try FuzzSettings.cases(default: cases)
            _ = try FuzzSettings.replay()
        } catch let error as FuzzSettings.Error {
            settingsError = error
        } catch {
            preconditionFailure("FuzzSettings throws FuzzSettings.Error only")
        }
        callSite = CallSite.here(fileID: fileID, function: function, line: line)
        self.isolation = isolation.asked(at: callSite)
    }

    /// Where the checker was made: the test its replay lines rerun.
    public let callSite: CallSite

    /// The command a failure's replay line gives for the case at `seed` and `index` (nil: the
    /// `swift test` line for the test that made the checker). Programs that check layouts
    /// outside a test, such as `plumb check`, give their own command.
    public var replayCommand: (@Sendable (_ seed: UInt64, _ index: Int) -> String)?

    /// Checks `layout`. The expression is evaluated anew for every node that shows the layout,
    /// in every case, as SwiftUI makes a layout value for every view: a layout holding a class
    /// instance (a memo its `makeCache` hands out, say) gets its own in each, never one shared
    /// by every node of the campaign. (A variable passed here is read each time, so what it
    /// holds is shared: pass the initializer itself.)
    ///
    /// Printed cases build the layout with the expression written at the call (read from
    /// `sourceFile` at `sourceLine`, which default to the call's own) when it stands alone,
    /// such as `TagCloud(spacing: 8)`; otherwise from the layout's stored properties.
    public func check<L: Layout>(_ layout: @autoclosure @escaping @Sendable () -> L,
                                 sourceFile: String = #filePath, sourceLine: Int = #line) -> CheckReport {
        let prototype = layout()
        if let unusable = unusableSettings(Self.actingType(of: prototype)) { return unusable }
        let written = CallSiteExpression.argument(file: sourceFile, line: sourceLine, functions: ["check", "expectLayoutHolds"],
                                                  typeName: TypeNames.name(of: L.self))
        let campaign = campaign(for: prototype, making: layout, source: written)
        return finished(campaign.run(seed: seed, cases: cases), campaign)
    }

    /// The type a layout value runs as: what an `AnyLayout` wraps, else its own.
    static func actingType(of layout: any Layout) -> any Layout.Type { type(of: AnyLayout.unwrapped(layout)) }

    /// The report of a check whose settings are bad (the environment's, or properties that
    /// cannot check what a layout of `type` declares): nothing checked, and why.
    private func unusableSettings(_ type: any Layout.Type) -> CheckReport? {
        var problems = settingsError.map { ["\($0)"] } ?? PropertyCoverage.problems(properties, for: type, traits: traits)
        if let priorities = subviewPriorities, priorities.isEmpty || priorities.contains(where: { !$0.isFinite }) {
            problems.append("LayoutChecker.subviewPriorities is \(priorities): it must list at least one priority, each finite")
        }
        for key in valueKeys {
            guard let value = key.unprintableValue() else { continue }
            problems.append("LayoutChecker.valueKeys: a value of \(key.name) (\(value)) has no Swift form, so a printed case would not "
                            + "compile: pass source: to print each value as the Swift that makes it")
        }
        if let counts = subviewCounts, counts.lowerBound < 0 {
            problems.append("LayoutChecker.subviewCounts is \(counts): a layout cannot have fewer than 0 subviews")
        }
        if maxNodes < 2 && (subviewCounts?.lowerBound ?? 0) == 0 {
            problems.append("LayoutChecker.maxNodes is \(maxNodes): with fewer than 2 nodes (the layout and one subview), no case would give it a subview")
        }
        guard !problems.isEmpty else { return nil }
        return CheckReport(seed: seed, cases: 0, failures: [], errors: problems.map { "\($0): nothing was checked" }, duration: 0)
    }

    /// The campaign `check(_:)` runs on `layout`, each node's value made by `make` (by default
    /// `layout` itself, shared).
    func campaign<L: Layout>(for layout: L, making make: (@Sendable () -> L)? = nil, source written: String? = nil) -> Campaign {
        // Named after what it runs: an `AnyLayout` after the layout it wraps.
        let acting = Self.actingType(of: layout)
        let name = Self.name(of: acting)
        var registry = LayoutRegistry()
        let source = written ?? SwiftLiteral.layout(layout)
        registry.register(name, valueKeys: valueKeys, kind: LayoutRegistry.kind(TypeNames.name(of: acting), of: acting),
                          source: { _ in source }) { _ in make?() ?? layout }
        return campaign(registry, name: name, fingerprint: name + " " + Self.stable(StableDescription.identity(of: layout)))
    }

    /// Checks the layouts `make` builds from generated parameters: draw them from `choices`
    /// (`choices.double(in: 0...20)`…), so they are shrunk and replayed like the rest of a case.
    public func check<L: Layout>(_ make: @escaping @Sendable (Choices) -> L) -> CheckReport {
        check(make, source: nil)
    }

    /// Checks the layouts `make` builds from generated parameters, printing each as `source`
    /// gives it from the same choices (the initializer call that builds it, in Swift): for
    /// layouts whose stored properties do not spell their initializer.
    public func check<L: Layout>(_ make: @escaping @Sendable (Choices) -> L, source: (@Sendable (Choices) -> String)?) -> CheckReport {
        let name = Self.name(of: L.self)
        var registry = LayoutRegistry()
        registry.registerDrawing(name, valueKeys: valueKeys, make: make, source: source)
        if let unusable = unusableSettings(L.self) { return unusable }
        // Two draws stand for the closure: one made at the same line with other ranges (a
        // helper called twice) draws other layouts, and its child must not serve this one.
        let draws = (0..<2).map { Self.stable(StableDescription.identity(of: make(Choices(seed: $0)))) }
        let campaign = campaign(registry, name: name, fingerprint: ([name] + draws).joined(separator: " "))
        return finished(campaign.run(seed: seed, cases: cases), campaign)
    }

    /// How many of an isolated campaign's first cases are laid out again in this process when no
    /// child answer could say what the layout read and the waivers excused: a small part of what
    /// running them in a child costs.
    static let casesLaidOutAgainForKeys = 256

    /// `report`, with what the campaign's cases showed beyond their failures: the undeclared
    /// value keys the layout reads (`withUndeclaredValueKeys`) and how far the waivers reached
    /// (`withWaiverReach`). The campaign's cases recorded both as they ran, in process or in a
    /// child whose every answer carried them. Only if no case was recorded are the first cases
    /// laid out again here, which is safe once they ran without a trap or a hang (a report with
    /// one fails anyway, and is left as it is).
    func finished(_ report: CheckReport, _ campaign: Campaign) -> CheckReport {
        guard !report.isWorkerStandIn, report.cases > 0, !report.failures.contains(where: { ChildFailure.isChildFailure($0.property) }),
              let name = campaign.generator.configuration.layoutUnderTest,
              let kind = campaign.runner.registry.entry(named: name)?.kind else { return report }
        let reasons = waiverReasons(kind: kind)
        let keysRecorded = campaign.runner.valueKeysRead.flatMap { $0.recordedCases > 0 ? $0.undeclaredNames : nil }
        let usesRecorded = campaign.runner.waiverUses.flatMap { $0.cases > 0 ? $0 : nil }
        let again = keysRecorded == nil || (!reasons.isEmpty && usesRecorded == nil)
            ? firstCasesAgain(report, campaign, kind: kind, checking: !reasons.isEmpty && usesRecorded == nil) : nil
        var report = withUndeclaredValueKeys(report, undeclared: keysRecorded ?? again?.undeclared ?? [], kind: kind)
        if !reasons.isEmpty, let uses = usesRecorded ?? again?.uses {
            report.waiverReach = CheckReport.WaiverReach(cases: uses.cases, excused: reasons.map { ($0, uses.excused[$0] ?? 0) })
        }
        return report
    }

    /// The campaign's first cases laid out again here: the undeclared value keys the layout read
    /// and, when `checking`, what the waivers excused.
    private func firstCasesAgain(_ report: CheckReport, _ campaign: Campaign, kind: String, checking: Bool)
        -> (undeclared: [String], uses: WaiverUseRecorder?) {
        let keys = ValueKeyReadRecorder(declared: declaredKeyTypes)
        let uses = checking ? WaiverUseRecorder() : nil
        for index in 0..<min(report.cases, Self.casesLaidOutAgainForKeys) {
            let c = campaign.generator.makeCase(seed: Generator.caseSeed(report.seed, index: index))
            let runner = campaign.runner(for: index)
            // A case that cannot be laid out here was reported by the campaign itself.
            guard let snapshot = try? runner.layOut(c).snapshot else { continue }
            uses?.record(runner.check(snapshot).waived)
            // After the checks, as a campaign records them: what their probes read counts too.
            keys.record(snapshot, kind: kind)
        }
        return (keys.undeclaredNames, uses)
    }

    /// The value keys the check varies.
    private var declaredKeyTypes: Set<ObjectIdentifier> { Set(valueKeys.map(\.keyType)) }

    /// `report`, with an error for each `LayoutValueKey` the layout under test reads from its
    /// subviews that `valueKeys` does not declare (`undeclared`, by name: PlumbUI's own keys
    /// left out, `ValueKeyReadRecorder`): every case left such a key at its default, so what the
    /// layout does with any other value was never checked, and a pass would say more than was
    /// checked.
    private func withUndeclaredValueKeys(_ report: CheckReport, undeclared: [String], kind: String) -> CheckReport {
        var report = report
        report.errors += undeclared.map { key in
            "\(kind) reads the layout value \(key) from its subviews, but LayoutChecker.valueKeys does not declare it: every case "
                + "left it at its default, so what \(kind) does with other values was not checked. Declare it "
                + "(checker.valueKeys = [.key(\(key).self, values: [...])], or a range or a draw closure; values: [its default] "
                + "keeps it fixed on purpose)"
        }
        return report
    }

    /// The waivers the declared conventions amount to, for the layout under test only: the
    /// containers named `kind` (matched by name, as the checks find it: a type would miss a
    /// layout wrapped in `AnyLayout`, which containers see through).
    func conventions(kind: String) -> [Waiver] {
        var waivers: [Waiver] = []
        if hidesSubviewsWithZeroProposal {
            // (no-overlap and hugs-children leave hidden subviews out themselves: `hidingKinds`.)
            for property in ["inside-bounds", "size-agreement"] {
                waivers.append(Waiver(property, reason: "declared: subviews placed with a zero proposal are hidden") { c, v in
                    guard c.kind == kind, let i = v.subview, v.region != nil else { return false }
                    let placed = c.probe.placeSubviews(in: c.bounds, proposal: c.proposal).placements
                    return placed.indices.contains(i) && placed[i].proposal == .zero
                })
            }
        }
        if childrenMayExtendOutsideBounds {
            for property in ["inside-bounds", "size-agreement"] {
                waivers.append(Waiver(property, reason: "declared: children may extend outside the bounds") { c, v in c.kind == kind && v.region != nil })
            }
        }
        return waivers
    }

    /// The name a layout type is registered, saved and told apart by: module-qualified
    /// (`MyTests.FlowLayout`), so two layouts never share a corpus file, and the same in every
    /// process (a private or local type's reflected name carries an address that is not).
    static func name(of type: Any.Type) -> String { stable(TypeNames.qualifiedName(of: type)) }

    /// What decides how a case is checked besides the layout, the same in every process: an
    /// isolated check's child serves the first call it reaches with the same site and
    /// fingerprint, which must then be this checker, not another made at the same line (in a
    /// helper or a loop) with other properties, waivers or settings.
    var configurationFingerprint: String {
        [
            "properties " + properties.map(\.id).joined(separator: ","),
            "waivers " + waivers.map { "\($0.property): \($0.reason)" }.joined(separator: "; "),
            "keys " + valueKeys.map { "\($0.name) \($0.domain) \($0.fingerprint($0.range.lowerBound))" }.joined(separator: "; "),
            "nodes \(maxNodes) counts \(subviewCounts.map { "\($0)" } ?? "any") priorities \(subviewPriorities.map { "\($0)" } ?? "any")",
            "hides \(hidesSubviewsWithZeroProposal) extends \(childrenMayExtendOutsideBounds) parents \(realisticParents) \(strictness)",
            "traits " + traits.map { "\($0)" }.sorted().joined(separator: ","),
        ].joined(separator: " | ")
    }

    /// `text` without the per-process addresses of private and local contexts.
    static func stable(_ text: String) -> String {
        text.replacingOccurrences(of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\(extension in [^)]*\):"#, with: "", options: .regularExpression)
    }

    /// The campaign that checks the layout registered as `name` in `registry` (its parameters
    /// and value keys drawn as the registry declares them), with this checker's settings.
    func campaign(named name: String, in registry: LayoutRegistry) -> Campaign {
        campaign(registry, name: name, fingerprint: name)
    }

    private func campaign(_ registry: LayoutRegistry, name: String, fingerprint: String) -> Campaign {
        var configuration = GeneratorConfiguration(maxNodes: maxNodes, maxDepth: 3, registry: registry, layoutUnderTest: name)
        configuration.kindWeights[.custom] = 0
        configuration.layoutUnderTestSubviewCounts = subviewCounts
        configuration.layoutUnderTestSubviewPriorities = subviewPriorities
        if realisticParents { configuration.parentContextWeights = ParentContext.defaultWeights }
        let kind = registry.entry(named: name)!.kind
        var checker = PropertyChecker(properties: properties, waivers: waivers + conventions(kind: kind))
        checker.strictness = strictness
        if !traits.isEmpty { checker.declaredTraits[kind] = traits }
        if hidesSubviewsWithZeroProposal { checker.hidingKinds.insert(kind) }
        if let fewest = subviewCounts?.lowerBound, fewest > 0 { checker.fewestSubviews[kind] = fewest }
        var runner = CaseRunner(registry: registry, checker: checker, onlyKind: kind)
        // Every case records what the waivers excused and the undeclared keys the layout read (a
        // child answers both with the case).
        if !waiverReasons(kind: kind).isEmpty { runner.waiverUses = WaiverUseRecorder() }
        runner.valueKeysRead = ValueKeyReadRecorder(declared: declaredKeyTypes)
        var campaign = Campaign(generator: Generator(configuration), runner: runner, properties: properties, corpus: corpus)
        campaign.isolation = isolation
        campaign.replaysSavedFailures = true
        campaign.replayLine = replayCommand ?? Self.defaultReplayLine(callSite)
        campaign.workerFingerprint = fingerprint + " | " + configurationFingerprint
        return campaign
    }

    /// The replay line of a checker that was not told one: under a test binary, `swift test`
    /// filtered to the test that made the checker; in a program of the user's own, that program
    /// run again as it was started, which reaches the same check.
    static func defaultReplayLine(_ site: CallSite) -> @Sendable (UInt64, Int) -> String {
        guard !ChildLaunch.runsTestBinary else {
            return { seed, index in "PLUMB_REPLAY=\(seed):\(index) swift test --filter '\(site.testFilter)'" }
        }
        let command = CommandLine.arguments.map(Self.shellWord).joined(separator: " ")
        return { seed, index in "PLUMB_REPLAY=\(seed):\(index) \(command)" }
    }

    /// `word` as one shell word (quoted unless it is plainly one).
    package static func shellWord(_ word: String) -> String {
        word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=:@,".contains($0) } && !word.isEmpty
            ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func parseReplay(_ text: String) -> (seed: UInt64, index: Int)? { FuzzSettings.parseReplay(text) }
}

/// What a check found.
public struct CheckReport: Sendable, CustomStringConvertible {
    public let seed: UInt64
    public let cases: Int
    /// One per distinct failure (property and container kind), shrunk: the layout's faults,
    /// which fail a test.
    public let failures: [CheckFailure]
    /// Failures that are not the layout's fault: they go away when each child is replaced by a
    /// well-behaved view of the same ideal size (the report says which child misbehaved and
    /// how), or they need a call order SwiftUI never uses (`Strictness.pedantic`). Printed,
    /// never failing a test.
    public var warnings: [CheckFailure] = []
    /// What kept the check from checking everything it was asked to (a bad setting, a case
    /// that could not run, a child that did not start, a failure that could not be saved).
    /// Any error means the layout was not shown to hold: see `passed`.
    public internal(set) var errors: [String]
    public let duration: TimeInterval
    /// This report comes from an isolated child process serving another call: it checked
    /// nothing, and its parent runs the cases.
    public var isWorkerStandIn = false
    /// How many failures saved in the corpus for this layout were replayed before the new
    /// cases (those that failed again are among `failures`).
    public var replayedSavedFailures = 0
    /// How far the check's waivers and waiver-like declarations reached, when it had any.
    public var waiverReach: WaiverReach?

    public init(seed: UInt64, cases: Int, failures: [CheckFailure], errors: [String], duration: TimeInterval,
                isWorkerStandIn: Bool = false) {
        self.seed = seed; self.cases = cases
        self.failures = failures.filter { $0.severity == .error }
        self.warnings = failures.filter { $0.severity == .warning }
        self.errors = errors; self.duration = duration
        self.isWorkerStandIn = isWorkerStandIn
    }

    /// Whether the check ran at least one case, broke no property and met no error. Test this,
    /// not `failures.isEmpty`: a check that could not run has no failures either.
    public var passed: Bool { failures.isEmpty && errors.isEmpty && cases > 0 }

    public var description: String {
        let verdict = failures.isEmpty
            ? (errors.isEmpty ? "no property broken" : "NOT CHECKED as asked (\(errors.count) error\(errors.count == 1 ? "" : "s") below)")
            : "\(failures.count) distinct failure\(failures.count == 1 ? "" : "s")"
        let replayed = replayedSavedFailures == 0 ? "" : " (and \(replayedSavedFailures) saved failure\(replayedSavedFailures == 1 ? "" : "s") replayed)"
        let head = "\(cases) cases from seed \(seed)\(replayed) in \(String(format: "%.2f", duration)) s: " + verdict
            + (warnings.isEmpty ? "" : "; \(warnings.count) warning\(warnings.count == 1 ? "" : "s") (not failures: each says why)")
        // Warnings one line each, after the errors: not the layout's fault, or a rule it did not declare; a page
        // each would bury the reports that are (`warnings[i].report` has the whole of one).
        let warningLines = warnings.isEmpty ? [] : [warnings.map(\.summaryLine).joined(separator: "\n")]
        return ([head] + (waiverReach.map { [$0.summary] } ?? []) + failures.map(\.report) + errors.map { "error: \($0)" }
                + warningLines).joined(separator: "\n\n")
    }
}

/// One distinct failure, shrunk.
public struct CheckFailure: Sendable {
    /// The property id ("inside-bounds"…).
    public let property: String
    /// The property's statement.
    public let statement: String
    /// What was wrong, where.
    public let message: String
    /// One line that reproduces it.
    public let replay: String
    /// The shrunk case as PlumbUI/SwiftUI code.
    public let swiftCode: String
    /// The shrunk case's frames, the offending container marked `#`.
    public let drawing: String
    /// Where it was saved, if a corpus was set.
    public let corpusPath: String?
    /// Why it could not be saved, if a corpus was set and saving failed (the run then fails).
    public var corpusError: String? = nil
    public let violation: Violation
    /// The shrunk case.
    public let `case`: Case
    public let shrinkEvaluations: Int
    /// Whether a cap (evaluations or time) stopped the shrink: the case is the best so far.
    public var shrinkStoppedEarly = false
    /// Why the failure was not shrunk at all, if it was not (too many distinct failures; the
    /// case did not fail so again; it could not be run again).
    public var notShrunk: String?
    /// What kept the shrink from running a case (the run then fails: part of it did not run).
    public var shrinkError: String?
    /// Whether it was met while shrinking another failure (a further bug, shrunk in turn).
    public var foundWhileShrinking = false
    /// How many cases failed this way.
    public var occurrences = 1
    /// `.error` when it is the layout's fault; `.warning` when it is a child's (see `blame`)
    /// or needs a call order SwiftUI never uses.
    public var severity: Severity = .error
    /// For a warning: whose fault it is, and how it misbehaved.
    public var blame: String?
    /// What to declare if the failure is the layout's design rather than a bug.
    public var hint: String?
    /// Other properties the same minimal case breaks at the same call: one root cause, one report.
    public var alsoBreaks: [AlsoBroken] = []

    /// Another property one failure's minimal case breaks.
    public struct AlsoBroken: Sendable {
        public let property: String
        public let message: String
        public let corpusPath: String?
        /// Its identity, so that a run which saw it here does not report it again.
        let signature: Shrinker.Signature
    }

    /// The failure in one line: the property, whose fault it is (or what was wrong), and the
    /// replay line.
    public var summaryLine: String {
        (severity == .warning ? "⚠︎ warning, " : "✘ ") + "\(property): "
            + (blame.map { "not the layout's fault: " + $0 } ?? message).replacingOccurrences(of: "\n", with: " ")
            + " (replay: \(replay))"
    }

    /// Everything about the failure, readable.
    public var report: String {
        let how = (foundWhileShrinking ? "met while shrinking another failure; " : "")
            + (notShrunk.map { $0 + ", the case that showed it:" }
               ?? "shrunk in \(shrinkEvaluations) evaluations\(shrinkStoppedEarly ? " (stopped by a cap: best so far)" : "") to:")
        var lines = [(severity == .warning ? "⚠︎ warning, " : "✘ ") + "\(property): \(statement)", "  \(message)"]
            + (blame.map { ["  not the layout's fault: " + $0] } ?? []) + (hint.map { ["  " + $0] } ?? [])
            + alsoBreaks.map { "  also breaks \($0.property): \($0.message)" + ($0.corpusPath.map { " (saved: \($0))" } ?? "") } + [ "  seen in \(occurrences) case\(occurrences == 1 ? "" : "s"); " + how, "",
                     swiftCode, "", drawing]
        if let corpusPath { lines.append("saved: \(corpusPath)") }
        if let corpusError { lines.append("NOT SAVED: \(corpusError)") }
        lines.append("replay: \(replay)")
        return lines.joined(separator: "\n")
    }
}
